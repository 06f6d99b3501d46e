import { readFileSync } from 'node:fs';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import {
  isWholeCompoundFile,
  parseGarminXeroWorkbook,
  WORKBOOK_CUT_MESSAGE,
  WORKBOOK_NO_SHOTVIEW_MESSAGE,
  zipEntryNames,
} from './garmin-xero-xlsx';
import {
  chronographStats,
  compareWithFileSummary,
  parseChronographFile,
  UNSUPPORTED_ANY_FILE_MESSAGE,
  UnsupportedFileError,
} from './parse';
import { UnknownLayoutError } from './shot-table';

const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/chronograph');
const bytesOf = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const textOf = (name: string) => new TextDecoder('utf-8').decode(readFileSync(path.join(FIXTURES, name)));

function errorOf(read: () => unknown): Error {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedFileError);
    return error as Error;
  }
  throw new Error('expected the file to be refused');
}

const fps = (mps: number) => Math.round(mps * 3.28084 * 10) / 10;

type Sheet = {
  title: string;
  count: number;
  stats: { avgFps: number; esFps: number; sdFps: number | null };
  /** The sheet's own AVERAGE SPEED, STD DEV and SPREAD as written, in its unit. */
  file: [number, number, number];
};

// Our figures computed independently from the shot cells (Python statistics.mean / stdev on the
// speeds, m/s converted one by one to fps to 0.1); the sheets' own summaries typed from the cells.
const WORKBOOKS: { file: string; unit: 'fps' | 'mps'; date: string; sheets: Sheet[] }[] = [
  {
    file: 'garmin-xero-xlsx/Shotview_a.xls',
    unit: 'mps',
    date: '2024-07-02',
    sheets: [
      {
        title: 'Gewehrpatrone, 40,0 gr',
        count: 3,
        stats: { avgFps: 1061, esFps: 15.4, sdFps: 8.1 },
        file: [323.4, 2.0, 4.6],
      },
      {
        title: 'Marlin,.357, 15,3grs W296, 158,0 gr',
        count: 10,
        stats: { avgFps: 1556, esFps: 206, sdFps: 59.2 },
        file: [474.1, 17.1, 62.8],
      },
      {
        title: 'Marlin,.357, 14grs w296, 158,0 gr',
        count: 10,
        stats: { avgFps: 1486, esFps: 92.5, sdFps: 28.8 },
        file: [452.9, 8.3, 28.2],
      },
      {
        title: 'Marlin,.357,9,5grs. 105, 180,0 gr',
        count: 9,
        stats: { avgFps: 1374, esFps: 25.6, sdFps: 9.7 },
        file: [418.9, 2.8, 7.7],
      },
      {
        title: 'Marlin,.357,10grs N105, 180,0 gr',
        count: 18,
        stats: { avgFps: 1431, esFps: 32.5, sdFps: 10.3 },
        file: [436.1, 3.0, 9.9],
      },
      {
        title: 'Pistolenpatrone, 180,0 gr',
        count: 10,
        stats: { avgFps: 1028, esFps: 75.8, sdFps: 24 },
        file: [313.4, 7.0, 23.1],
      },
      {
        title: 'Pistolenpatrone, 180,0 gr',
        count: 15,
        stats: { avgFps: 962, esFps: 130.3, sdFps: 41.7 },
        file: [293.2, 12.3, 39.7],
      },
    ],
  },
  {
    file: 'garmin-xero-xlsx/Shotview_i.xlsx',
    unit: 'fps',
    date: '2024-04-06',
    sheets: [
      { title: '108 eldm', count: 77, stats: { avgFps: 2781, esFps: 36.9, sdFps: 8.7 }, file: [2781.0, 8.6, 36.9] },
      {
        title: '105 hybrid 31.0gt',
        count: 20,
        stats: { avgFps: 2791, esFps: 88.3, sdFps: 18.7 },
        file: [2790.6, 18.2, 88.3],
      },
      {
        title: '2520 24.8 77gr',
        count: 40,
        stats: { avgFps: 2789, esFps: 62.3, sdFps: 14.1 },
        file: [2788.8, 13.9, 62.3],
      },
      { title: '24.8gr', count: 5, stats: { avgFps: 2821, esFps: 71.3, sdFps: 29.2 }, file: [2821.0, 26.1, 71.3] },
      { title: '24.4', count: 5, stats: { avgFps: 2750, esFps: 36.5, sdFps: 14 }, file: [2749.5, 12.6, 36.5] },
      { title: '24.6', count: 5, stats: { avgFps: 2774, esFps: 29.4, sdFps: 11.9 }, file: [2773.8, 10.6, 29.4] },
      { title: '24.2', count: 5, stats: { avgFps: 2719, esFps: 79.7, sdFps: 29.2 }, file: [2718.7, 26.1, 79.7] },
      // Two speed clusters (2632-2695 and 3327-3394 fps) in one string: real data, kept as it is.
      { title: '24.0', count: 25, stats: { avgFps: 3226, esFps: 762, sdFps: 282.8 }, file: [3225.7, 277.0, 762.0] },
      {
        title: '155gr SMK. 44.5gr 2520',
        count: 39,
        stats: { avgFps: 2717, esFps: 93.7, sdFps: 25.4 },
        file: [2717.0, 25.1, 93.8],
      },
      // One shot: no sample SD.
      { title: 'Rifle Cartridge', count: 1, stats: { avgFps: 3047, esFps: 0, sdFps: null }, file: [3046.6, 0.0, 0.0] },
      {
        title: 'Rifle Cartridge',
        count: 3,
        stats: { avgFps: 3052, esFps: 12.8, sdFps: 6.9 },
        file: [3051.9, 5.6, 12.8],
      },
      {
        title: 'Rifle Cartridge, 130.0 gr',
        count: 3,
        stats: { avgFps: 3031, esFps: 24.2, sdFps: 12.1 },
        file: [3030.5, 9.9, 24.2],
      },
      {
        title: 'Rifle Cartridge, 130.0 gr',
        count: 3,
        stats: { avgFps: 2983, esFps: 31.2, sdFps: 16.2 },
        file: [2983.4, 13.3, 31.2],
      },
      {
        title: 'Rifle Cartridge, 130.0 gr',
        count: 5,
        stats: { avgFps: 2948, esFps: 29.2, sdFps: 13.4 },
        file: [2948.2, 12.0, 29.2],
      },
    ],
  },
  {
    file: 'garmin-xero-xlsx/Shotview_i_de.xlsx',
    unit: 'mps',
    date: '2025-02-08',
    sheets: [
      {
        title: '55grs FOX - 24,20 D073.4',
        count: 5,
        stats: { avgFps: 3090, esFps: 80.3, sdFps: 31 },
        file: [941.8, 8.5, 24.5],
      },
      {
        title: '55grs FOX - 23,90grs D073.4',
        count: 5,
        stats: { avgFps: 3080, esFps: 83.7, sdFps: 33.2 },
        file: [938.9, 9.1, 25.5],
      },
    ],
  },
];

describe('parseGarminXeroWorkbook on the ShotView workbooks', () => {
  it.each(WORKBOOKS)('$file: every sheet, in the workbook’s order (newest first)', ({ file, unit, date, sheets }) => {
    const series = parseGarminXeroWorkbook(bytesOf(file));
    expect(series.map((string) => string.title)).toEqual(sheets.map((sheet) => sheet.title));
    for (const [index, string] of series.entries()) {
      const sheet = sheets[index]!;
      expect(string.format).toBe('garmin-xero-xlsx');
      expect(string.unit).toBe(unit);
      expect(string.date).toBe(date);
      expect(string.shots).toHaveLength(sheet.count);
      expect(chronographStats(string.shots)).toEqual({ count: sheet.count, ...sheet.stats });
      const convert = unit === 'mps' ? fps : (value: number) => value;
      expect(string.fileSummary).toEqual({
        averageFps: convert(sheet.file[0]),
        sdFps: convert(sheet.file[1]),
        extremeSpreadFps: convert(sheet.file[2]),
        sdKind: 'population',
      });
      expect(string.shots.every((shot) => shot.time !== null && shot.velocityFps > 0)).toBe(true);
    }
  });

  it('reads a sheet exactly as the CSV export of the same string', () => {
    // Sheet 2 of the Android workbook is the string of garmin-xero/android-de_Shotview_a.csv.
    const sheet = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_a.xls'))[1];
    const csv = parseChronographFile(textOf('garmin-xero/android-de_Shotview_a.csv'));
    expect(sheet?.shots.map((shot) => shot.id)).toEqual(csv.shots.map((_, index) => String(index + 1)));
    expect(sheet).toEqual({
      ...csv,
      format: 'garmin-xero-xlsx',
      shots: csv.shots.map((shot, index) => ({ ...shot, id: String(index + 1) })),
    });
    // Sheet 2 of the iOS workbook is the string of garmin-xero/ios-en_Shotview_i.csv, with the first
    // shot (2719.9 fps) the CSV lacks.
    const ios = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_i.xlsx'))[1];
    const iosCsv = parseChronographFile(textOf('garmin-xero/ios-en_Shotview_i.csv'));
    expect(ios?.shots[0]?.velocityFps).toBe(2719.9);
    expect(ios?.shots.slice(1)).toEqual(iosCsv.shots.map((shot, index) => ({ ...shot, id: String(index + 2) })));
  });

  it("matches xeroconv's per-shot reading of the German iOS workbook (speeds, not its row-position stats)", () => {
    const series = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_i_de.xlsx'));
    for (const [index, string] of series.entries()) {
      const expected = JSON.parse(
        readFileSync(path.join(FIXTURES, `garmin-xero-xlsx/Shotview_i_de_xlsx_${index + 1}.expected.json`), 'utf8'),
      ) as { shots: { velocity: number; shotnumber: number }[]; stats: { projectile: number; speed_avg: number } };
      expect(string.shots.map((shot) => shot.velocityFps)).toEqual(expected.shots.map((shot) => fps(shot.velocity)));
      expect(string.projectileWeightGrains).toBe(expected.stats.projectile);
    }
    // xeroconv's "speed_es" (3.4, 3.3) is the AVERAGE POWER FACTOR and "speed_sd" (24.5) the spread:
    // read by label here, the spread is 24.5 m/s and the SD 8.5 m/s.
    expect(series[0]?.fileSummary).toEqual({
      averageFps: 3089.9,
      extremeSpreadFps: 80.4,
      sdFps: 27.9,
      sdKind: 'population',
    });
  });

  it("matches xeroconv's reading of the Android CSV for the same string as sheet 2", () => {
    const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'garmin-xero/Shotview_a.expected.json'), 'utf8')) as {
      shots: { velocity: number }[];
    };
    const sheet = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_a.xls'))[1];
    expect(sheet?.shots.map((shot) => shot.velocityFps)).toEqual(expected.shots.map((shot) => fps(shot.velocity)));
  });

  it('keeps the clean-bore and cold-bore flags and shot notes, the session note, the projectile weight', () => {
    const android = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_a.xls'));
    expect(android[3]?.shots[8]).toEqual({
      velocityFps: 1379.6,
      time: '16:56:21',
      note: 'Clean bore; Cold bore; waaaagh',
      id: '9',
    });
    expect(android[5]?.note).toBe('10grs n105');
    expect(android[0]?.projectileWeightGrains).toBe(40);
    const ios = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_i.xlsx'));
    // iOS writes an empty session note as 0.0, and a weight only when one was set.
    expect(ios.map((string) => string.note)).toEqual(ios.map(() => null));
    expect(ios.map((string) => string.projectileWeightGrains)).toEqual([...new Array(11).fill(null), 130, 130, 130]);
    expect(ios[0]?.shots[0]?.time).toBe('13:57:11'); // 1:57:11 PM
  });

  it('compares each sheet with its own summary, as for the CSV export', () => {
    const [first] = parseGarminXeroWorkbook(bytesOf('garmin-xero-xlsx/Shotview_i.xlsx'));
    expect(compareWithFileSummary(first!)).toEqual([
      'Average: 2,781 fps here and 2,781.0 fps in the file agree: ours is rounded to whole fps.',
      'Extreme spread: 36.9 fps here and in the file.',
      "SD: 8.7 fps here is the sample SD (n - 1), which Rangebook shows for every chronograph; Garmin ShotView's 8.6 fps is the population SD (n), and computed that way these shots give 8.6 fps too.",
    ]);
  });
});

/** A workbook written by SheetJS from rows of cells, one sheet per entry. */
function workbook(sheets: Record<string, string[][]>, bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array {
  const book = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) utils.book_append_sheet(book, utils.aoa_to_sheet(rows), name);
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const SHOTVIEW_SHEET = [
  ['Test load'],
  [
    '#',
    'Speed (FPS)',
    'Δ AVG (FPS)',
    'KE (FT-LB)',
    'Power Factor (kgr⋅ft/s)',
    'Time',
    'Clean Bore',
    'Cold Bore',
    'Shot Notes',
  ],
  ['1', '2800.0', '0.0', '', '', '1:00:00 PM', '', '', ''],
  ['3', '2810.0', '10.0', '', '', '1:00:30 PM', '', '', ''],
  [],
  ['AVERAGE SPEED', '2805.0'],
  ['DATE', 'April 6, 2024 at 1:00 PM'],
];

describe('parseGarminXeroWorkbook on other workbooks', () => {
  it('reads a sheet whose shot numbers skip (shots deleted in the app), in .xlsx and .xls', () => {
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const [string] = parseGarminXeroWorkbook(workbook({ 'Test load 06_Apr@13-00': SHOTVIEW_SHEET }, bookType));
      expect(string?.shots.map((shot) => shot.velocityFps)).toEqual([2800, 2810]);
      expect(string?.shots.map((shot) => shot.id)).toEqual(['1', '3']);
      expect(string?.title).toBe('Test load');
    }
  });

  it('refuses a workbook with no ShotView sheet, or one sheet that is not one, in one sentence', () => {
    expect(
      errorOf(() =>
        parseGarminXeroWorkbook(
          workbook({
            Sheet1: [
              ['name', 'age'],
              ['bob', '3'],
            ],
          }),
        ),
      ).message,
    ).toBe(WORKBOOK_NO_SHOTVIEW_MESSAGE);
    expect(
      errorOf(() => parseGarminXeroWorkbook(workbook({ 'Test load': SHOTVIEW_SHEET, Notes: [['a note']] }))).message,
    ).toBe('Sheet "Notes" of this workbook is not a Garmin ShotView string, so nothing was read.');
    // Empty sheets are passed over.
    expect(parseGarminXeroWorkbook(workbook({ 'Test load': SHOTVIEW_SHEET, Sheet2: [] }))).toHaveLength(1);
  });

  it("hands another device's workbook with velocities to the column mapper", () => {
    const error = errorOf(() =>
      parseGarminXeroWorkbook(
        workbook({
          Notes: [['range day']],
          Shots: [
            ['No', 'Velocity m/s'],
            ['1', '868.4'],
            ['2', '871.2'],
          ],
        }),
      ),
    );
    expect(error).toBeInstanceOf(UnknownLayoutError);
    const { table } = error as UnknownLayoutError;
    expect(table.header).toEqual(['No', 'Velocity m/s']);
    expect(table.rows).toEqual([
      ['1', '868.4'],
      ['2', '871.2'],
    ]);
    expect(table.delimiter).toBe('xlsx');
  });

  it('names the sheet in a damaged or cut-off string', () => {
    const cut = SHOTVIEW_SHEET.slice(0, 4);
    expect(errorOf(() => parseGarminXeroWorkbook(workbook({ 'Test load': cut }))).message).toBe(
      'Sheet "Test load" of this ShotView workbook is cut off after shot 3.',
    );
    const damaged = SHOTVIEW_SHEET.map((row) => (row[0] === '3' ? ['3', 'fast', ...row.slice(2)] : row));
    expect(errorOf(() => parseGarminXeroWorkbook(workbook({ 'Test load': damaged }))).message).toBe(
      'Sheet "Test load" of this ShotView workbook is cut off or damaged at shot 3.',
    );
  });

  it('refuses a ZIP that is no workbook', () => {
    const zip = workbook({ 'Test load': SHOTVIEW_SHEET }).slice();
    // Rename every xl/workbook.xml in the archive (same length): a ZIP, but no workbook in it.
    const text = new TextDecoder('latin1').decode(zip);
    for (let at = text.indexOf('xl/workbook.xml'); at >= 0; at = text.indexOf('xl/workbook.xml', at + 1))
      zip.set(new TextEncoder().encode('xl/notebook.xml'), at);
    expect(zipEntryNames(zip)).not.toContain('xl/workbook.xml');
    expect(errorOf(() => parseGarminXeroWorkbook(zip)).message).toBe(UNSUPPORTED_ANY_FILE_MESSAGE);
  });
});

describe('cut-off workbooks get one sentence, and never reach the spreadsheet reader', () => {
  it.each(['Shotview_i_de.xlsx', 'Shotview_i.xlsx', 'Shotview_a.xls'])('%s cut in half', (name) => {
    const bytes = bytesOf(`garmin-xero-xlsx/${name}`);
    expect(errorOf(() => parseGarminXeroWorkbook(bytes.slice(0, bytes.length >> 1))).message).toBe(
      WORKBOOK_CUT_MESSAGE,
    );
  });

  it.each(['Shotview_i_de.xlsx', 'Shotview_i.xlsx', 'Shotview_a.xls'])(
    '%s cut anywhere: the container check refuses every cut (SheetJS loops forever on some)',
    (name) => {
      const bytes = bytesOf(`garmin-xero-xlsx/${name}`);
      const whole = name.endsWith('.xls') ? isWholeCompoundFile : (cut: Uint8Array) => zipEntryNames(cut) !== null;
      expect(whole(bytes)).toBe(true);
      for (let end = 0; end < bytes.length; end++) expect(whole(bytes.subarray(0, end))).toBe(false);
    },
  );
});
