import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIT_NOT_XERO_MESSAGE } from './garmin-xero-fit';
import { WORKBOOK_CUT_MESSAGE } from './garmin-xero-xlsx';
import { chronographStats, parseChronographFile } from './parse';
import { LABRADAR_TRACK_MESSAGE, parseChronographBytes, TOO_LARGE_MESSAGE } from './parse-bytes';
import { columnNames, UnknownLayoutError } from './shot-table';
import { UNSUPPORTED_ANY_FILE_MESSAGE, UnsupportedFileError, type ChronographFormat } from './types';

const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/chronograph');
const bytesOf = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

async function errorOf(bytes: Uint8Array, fileName?: string): Promise<Error> {
  try {
    await parseChronographBytes(bytes, fileName);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedFileError);
    const message = (error as Error).message;
    // One sentence: a capital, one full stop at the end (file extensions and decimals aside).
    expect(message).toMatch(/^[A-Z][^\n]*\.$/);
    expect(
      message
        .replace(/\.(fit|xlsx|xls|csv)\b/g, '')
        .replace(/\d\.\d/g, '')
        .match(/\.(\s|$)/g),
    ).toHaveLength(1);
    return error as Error;
  }
  throw new Error('expected the file to be refused');
}

// Every fixture through the bytes entry: its format, its strings, and the first string's figures
// (each checked against figures computed independently from the shot records in the format's own
// test file).
const FILES: { file: string; format: ChronographFormat; series: number; first: ReturnType<typeof chronographStats> }[] =
  [
    {
      file: 'garmin-xero/android-en_CZ457.csv',
      format: 'garmin-xero',
      series: 1,
      first: { count: 9, avgFps: 1371, esFps: 69.8, sdFps: 19.7 },
    },
    {
      file: 'garmin-xero/android-de_Shotview_a.csv',
      format: 'garmin-xero',
      series: 1,
      first: { count: 10, avgFps: 1556, esFps: 206, sdFps: 59.2 },
    },
    {
      file: 'garmin-xero/ios-en_Shotview_i.csv',
      format: 'garmin-xero',
      series: 1,
      first: { count: 19, avgFps: 2794, esFps: 31.7, sdFps: 8.7 },
    },
    {
      file: 'labradar/SR0024 Report.csv',
      format: 'labradar',
      series: 1,
      first: { count: 4, avgFps: 2281, esFps: 36, sdFps: 15.3 },
    },
    {
      file: 'labradar/SR0028 Report.csv',
      format: 'labradar',
      series: 1,
      first: { count: 8, avgFps: 2375, esFps: 379, sdFps: 129.9 },
    },
    {
      file: 'labradar/SR0038 Report.csv',
      format: 'labradar',
      series: 1,
      first: { count: 29, avgFps: 1229, esFps: 116, sdFps: 22 },
    },
    {
      file: 'labradar/series5.csv',
      format: 'labradar',
      series: 1,
      first: { count: 15, avgFps: 2870, esFps: 90.4, sdFps: 22.5 },
    },
    {
      file: 'garmin-xero-fit/06-18-2024_15-47-11.fit',
      format: 'garmin-xero-fit',
      series: 1,
      first: { count: 10, avgFps: 889, esFps: 118, sdFps: 38.8 },
    },
    {
      file: 'garmin-xero-fit/06-18-2024_15-50-06.fit',
      format: 'garmin-xero-fit',
      series: 1,
      first: { count: 15, avgFps: 945, esFps: 188.3, sdFps: 52.7 },
    },
    {
      file: 'garmin-xero-fit/06-18-2024_15-56-35.fit',
      format: 'garmin-xero-fit',
      series: 1,
      first: { count: 22, avgFps: 1215, esFps: 200, sdFps: 60.1 },
    },
    {
      file: 'garmin-xero-xlsx/Shotview_a.xls',
      format: 'garmin-xero-xlsx',
      series: 7,
      first: { count: 3, avgFps: 1061, esFps: 15.4, sdFps: 8.1 },
    },
    {
      file: 'garmin-xero-xlsx/Shotview_i.xlsx',
      format: 'garmin-xero-xlsx',
      series: 14,
      first: { count: 77, avgFps: 2781, esFps: 36.9, sdFps: 8.7 },
    },
    {
      file: 'garmin-xero-xlsx/Shotview_i_de.xlsx',
      format: 'garmin-xero-xlsx',
      series: 2,
      first: { count: 5, avgFps: 3090, esFps: 80.3, sdFps: 31 },
    },
    {
      file: 'shotmarker/SM_shotslog_Sep_21.csv',
      format: 'shotmarker',
      series: 9,
      first: { count: 15, avgFps: 1817, esFps: 87, sdFps: 24 },
    },
  ];

describe('parseChronographBytes on every real export', () => {
  it.each(FILES)('$file: $format, $series string(s)', async ({ file, format, series, first }) => {
    const read = await parseChronographBytes(bytesOf(file), path.basename(file));
    expect(read.format).toBe(format);
    expect(read.series).toHaveLength(series);
    expect(read.series.every((string) => string.format === format)).toBe(true);
    expect(chronographStats(read.series[0]?.shots ?? [])).toEqual(first);
    expect(read.series.every((string) => /^\d{4}-\d{2}-\d{2}$/.test(string.date ?? ''))).toBe(true);
  });

  it.each(FILES.filter(({ format }) => format === 'garmin-xero' || format === 'labradar'))(
    '$file: the same string as the text entry gives',
    async ({ file }) => {
      const text = new TextDecoder('utf-8').decode(bytesOf(file));
      expect((await parseChronographBytes(bytesOf(file))).series).toEqual([parseChronographFile(text)]);
    },
  );

  it('tells the format by content, whatever the file is called', async () => {
    const fit = bytesOf('garmin-xero-fit/06-18-2024_15-47-11.fit');
    expect((await parseChronographBytes(fit, 'shots.csv')).format).toBe('garmin-xero-fit');
    const csv = bytesOf('garmin-xero/android-en_CZ457.csv');
    expect((await parseChronographBytes(csv, 'CZ457.xlsx')).format).toBe('garmin-xero');
    const xls = bytesOf('garmin-xero-xlsx/Shotview_a.xls');
    expect((await parseChronographBytes(xls, 'Shotview_a.xlsx')).series).toHaveLength(7);
    expect((await parseChronographBytes(bytesOf('labradar/series5.csv'), 'SR0005 Report.fit')).format).toBe('labradar');
  });
});

describe('bad files get one sentence each', () => {
  it('a file that is none of the formats', async () => {
    for (const bytes of [new Uint8Array(), new TextEncoder().encode('name,age\nbob,3\n'), new Uint8Array(4096).fill(7)])
      expect((await errorOf(bytes, 'export.csv')).message).toBe(UNSUPPORTED_ANY_FILE_MESSAGE);
    expect((await errorOf('not bytes' as unknown as Uint8Array)).message).toBe(UNSUPPORTED_ANY_FILE_MESSAGE);
  });

  it('a file named .fit that is not a FIT file (broken.fit)', async () => {
    expect((await errorOf(bytesOf('garmin-xero-fit/broken.fit'), 'broken.fit')).message).toBe(
      'This file ends in .fit but is not a FIT file: it has no FIT header.',
    );
  });

  it('a FIT file with no shots (noshots.fit, an activity from another Garmin device)', async () => {
    expect((await errorOf(bytesOf('garmin-xero-fit/noshots.fit'), 'noshots.fit')).message).toBe(FIT_NOT_XERO_MESSAGE);
  });

  it('a FIT file cut in half', async () => {
    const fit = bytesOf('garmin-xero-fit/06-18-2024_15-56-35.fit');
    expect((await errorOf(fit.slice(0, 223), '06-18-2024_15-56-35.fit')).message).toBe(
      'This Garmin Xero FIT file is cut off: it holds 223 of its 446 bytes.',
    );
  });

  it('an XLSX that is really text, and one cut in half', async () => {
    expect((await errorOf(new TextEncoder().encode('Date,Speed\n2024-04-06,2800\n'), 'Shotview_i.xlsx')).message).toBe(
      'This file ends in .xlsx but is not an Excel workbook: it holds plain text, and no chronograph export Rangebook can read.',
    );
    expect((await errorOf(new Uint8Array(2048).fill(200), 'Shotview_a.xls')).message).toBe(
      'This file ends in .xls but is not an Excel workbook Rangebook can read.',
    );
    const xlsx = bytesOf('garmin-xero-xlsx/Shotview_i.xlsx');
    expect((await errorOf(xlsx.slice(0, xlsx.length >> 1), 'Shotview_i.xlsx')).message).toBe(WORKBOOK_CUT_MESSAGE);
  });

  it('a file far larger than any export', async () => {
    expect((await errorOf(new Uint8Array(16 * 1024 * 1024 + 1), 'huge.fit')).message).toBe(TOO_LARGE_MESSAGE);
  });
});

describe('tables no format claims, and other LabRadar files', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('hands a table with velocities to the column mapper, naming its columns', async () => {
    const error = await errorOf(bytes('Shot;Speed (fps);Note\n1;2850.5;\n2;2861.0;cold bore\n'), 'device.csv');
    expect(error).toBeInstanceOf(UnknownLayoutError);
    expect(error.message).toBe(
      "Rangebook does not know this file's layout (its columns: Shot, Speed (fps), Note): say which column holds the velocities to import it.",
    );
    expect(columnNames((error as UnknownLayoutError).table)).toEqual(['Shot', 'Speed (fps)', 'Note']);
  });

  it("says a LabRadar track file is one shot's track, not a series", async () => {
    // The layout of a LabRadar TRK file (SR0001/TRK/Shot0003 Track.csv): settings, then the track.
    const track = [
      'sep=;',
      'Device ID;LBR-0013797;;',
      'Series No;0001',
      'Shot No;0003',
      '',
      'Time (s);Vel (fps);Dist (m);SNR',
      '0.000000;2526.45;0.00;-',
      '0.007021;2511.20;5.37;35.90',
    ].join('\n');
    expect((await errorOf(bytes(track), 'Shot0003 Track.csv')).message).toBe(LABRADAR_TRACK_MESSAGE);
  });
});
