import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayUnits } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { cutPositions } from '@/test-utils/cuts';
import {
  chronographStats,
  compareWithFileSummary,
  parseChronographFile,
  UNSUPPORTED_FILE_MESSAGE,
  UnsupportedFileError,
} from './parse';
import {
  faceDistanceYards,
  looksLikeShotMarker,
  parseShotMarker,
  SHOTMARKER_NO_SHOTS_MESSAGE,
  targetNumber,
} from './shotmarker';
import { toShotsToImport } from './to-shots';
import type { ChronographString } from './types';

const LOG = new TextDecoder('utf-8').decode(
  readFileSync(path.resolve(__dirname, '../../../tests/fixtures/chronograph/shotmarker/SM_shotslog_Sep_21.csv')),
);

function errorOf(text: string): Error {
  try {
    parseShotMarker(text);
  } catch (error) {
    expect(error).toBeInstanceOf(UnsupportedFileError);
    return error as Error;
  }
  throw new Error('expected the file to be refused');
}

// Counted and computed independently from the file (Python csv + statistics.mean / stdev on the
// `v fps` column of each shooter's record shots; scores summed with X as 10).
const STRINGS = [
  {
    title: 'M6 R1 TT11 (shots R1–R15)',
    rows: 17,
    sighters: 2,
    stats: { avgFps: 1817, esFps: 87, sdFps: 24 },
    score: '134-3X',
  },
  {
    title: 'M6 R1 TT11 (shots 1–15)',
    rows: 16,
    sighters: 1,
    stats: { avgFps: 1909, esFps: 51, sdFps: 15.8 },
    score: '142-4X',
  },
  {
    title: 'M5 R1 TT11 (shots R1–R15)',
    rows: 17,
    sighters: 2,
    stats: { avgFps: 1778, esFps: 134, sdFps: 33.3 },
    score: '129-2X',
  },
  {
    title: 'M5 R1 TT11 (shots 1–15)',
    rows: 17,
    sighters: 2,
    stats: { avgFps: 1890, esFps: 61, sdFps: 20.8 },
    score: '137-2X',
  },
  {
    title: 'M4 R1 TT11 (shots R1–R15)',
    rows: 15,
    sighters: 0,
    stats: { avgFps: 1778, esFps: 85, sdFps: 25.7 },
    score: '133-1X',
  },
  {
    title: 'M4 R1 TT11 (shots 1–15)',
    rows: 15,
    sighters: 0,
    stats: { avgFps: 1873, esFps: 87, sdFps: 24.6 },
    score: '137-1X',
  },
  { title: 'M3 R2 TT11', rows: 22, sighters: 2, stats: { avgFps: 1883, esFps: 98, sdFps: 21.3 }, score: '194-3X' },
  { title: 'M2 R2 TT11', rows: 22, sighters: 2, stats: { avgFps: 1893, esFps: 44, sdFps: 11.7 }, score: '192-1X' },
  { title: 'M1 R2 TT11', rows: 25, sighters: 5, stats: { avgFps: 1871, esFps: 79, sdFps: 21.3 }, score: '191-1X' },
];

describe('parseShotMarker on the shots log', () => {
  const series = parseShotMarker(LOG);

  it('reads six strings in file order, the three shared targets split into one string per shooter', () => {
    expect(series.map((string) => string.title)).toEqual(STRINGS.map((string) => string.title));
    // 33, 34, 30, 22, 22 and 25 rows a string, as the source repository's own tests count them.
    expect(series.reduce((sum, string) => sum + string.shots.length, 0)).toBe(33 + 34 + 30 + 22 + 22 + 25);
  });

  it.each(STRINGS.map((expected, index) => ({ ...expected, index })))(
    '$title: $rows shots, $sighters sighters kept but out of the statistics',
    ({ index, rows, sighters, stats, score }) => {
      const string = series[index]!;
      expect(string.format).toBe('shotmarker');
      expect(string.date).toBe('2026-09-12');
      expect(string.unit).toBe('fps');
      expect(string.shots).toHaveLength(rows);
      expect(string.shots.filter((shot) => shot.sighter)).toHaveLength(sighters);
      expect(chronographStats(string.shots)).toEqual({ count: rows - sighters, ...stats });
      // The string line's score that these shots make up.
      expect(string.note).toBe(`Score ${score}`);
      expect(string.fileSummary).toBeNull();
      expect(string.missedShots).toBe(0);
      expect(string.shots.every((shot) => shot.xInches !== undefined && shot.yInches !== undefined)).toBe(true);
    },
  );

  it('gives each string the number of the target it was fired at (`#220 ()` on every string line of this log)', () => {
    expect(series.map((string) => string.target)).toEqual(series.map(() => 220));
    expect(targetNumber('#7 (Bay 3)')).toBe(7);
    expect(targetNumber('')).toBeNull();
    expect(targetNumber('1887 x 1908')).toBeNull();
  });

  it('keeps each shot’s id, time, velocity and position in inches (mm / 25.4 to 0.001 as shots store them, right and up positive)', () => {
    expect(series[0]?.shots[0]).toEqual({
      velocityFps: 1850,
      time: '13:53:24', // 1:53.24 pm
      note: null,
      id: 'RS1',
      sighter: true,
      xInches: 21.339, // 542 mm: 21.33858
      yInches: 8.15, // 207 mm: 8.14961
    });
    expect(series[1]?.shots[1]).toEqual({
      velocityFps: 1891,
      time: '13:55:37',
      note: null,
      id: '1',
      xInches: -2.756, // -70 mm: -2.75591
      yInches: 1.22, // 31 mm: 1.22047
    });
    expect(series[8]?.shots.at(-1)).toEqual({
      velocityFps: 1891,
      time: '09:43:44',
      note: null,
      id: '20',
      xInches: 3.78, // 96 mm: 3.77953
      yInches: 6.772, // 172 mm: 6.77165
    });
  });

  it('says the sighters are left out and that ShotMarker has no velocity summary', () => {
    expect(compareWithFileSummary(series[0]!)).toEqual([
      '2 sighters in the file are kept but left out of the statistics, so they count 15 shots.',
      'The file has no velocity summary of its own to compare with: ShotMarker writes scores, not velocity statistics.',
    ]);
  });

  it('is told by its content, and is not one of the text entry’s formats', () => {
    expect(looksLikeShotMarker(LOG)).toBe(true);
    expect(looksLikeShotMarker('name,age\nbob,3\n')).toBe(false);
    // The import screen's entry reads one string at a time: it refuses the log as it always has.
    expect(() => parseChronographFile(LOG)).toThrow(UNSUPPORTED_FILE_MESSAGE);
  });
});

const HEADER = ',time,tags,id,score,temp C,x mm,y mm,v fps,yaw deg, pitch deg,quality,xy_err';
const log = (face: string, header: string, rows: string[], score = '') =>
  [
    'ShotMarker Archived Data (generated Sep 21 2026)',
    'Exported 1 strings from Sep 12 of 3 total in archive',
    '',
    `Sep 12 2026,Test,#1 (),1887 x 1908,${face},${score}`,
    header,
    ...rows,
    '',
  ].join('\n');

describe('parseShotMarker on other logs', () => {
  const only = (text: string): ChronographString => {
    const series = parseShotMarker(text);
    expect(series).toHaveLength(1);
    return series[0]!;
  };

  it('converts MOA to inches at the face’s distance, in yards or metres, and m/s to fps', () => {
    const moa = (face: string) =>
      only(
        log(face, ',time,tags,id,score,x moa,y moa,v m/s', [
          ',10:00.00 am,,1,10,1,-0.5,800',
          ',10:00.30 am,,2,9,0,2,805',
        ]),
      );
    const yards = moa('F-Class at 600y');
    expect(yards.shots.map((shot) => [shot.xInches, shot.yInches])).toEqual([
      // 1 MOA = π/10800 rad, at 600 yd (21,600 in) 2π in: 6.28319 in, and -3.14159, 12.56637.
      [6.283, -3.142],
      [0, 12.566],
    ]);
    expect(yards.unit).toBe('mps');
    expect(yards.shots.map((shot) => shot.velocityFps)).toEqual([2624.7, 2641.1]);
    expect(moa('ISSF 300m').shots[0]?.xInches).toBe(3.436); // 300 m = 328.084 yd: 328.084 × 36 × π/10800 = 3.43612 in
    expect(faceDistanceYards('NRA Long Range FC at 1000y')).toBe(1000);
    expect(faceDistanceYards('Generic')).toBeNull();
  });

  it('stores a place the file gives to 0.1 mm so that a metric account reads it back as written', () => {
    // Every tenth of a mm from -100 to 100 mm (to 0.01 in, 7 mm was 0.28 in and read 7.1 mm).
    const tenths = Array.from({ length: 2001 }, (_unused, i) => (i - 1000) / 10);
    const string = only(
      log(
        'Generic at 100y',
        ',time,tags,id,score,x mm,y mm,v fps',
        tenths.map((mm, i) => `,10:00.00 am,,${i + 1},10,${mm},${-mm},2800`),
      ),
    );
    const metric = displayUnits({ preferences: METRIC_UNITS, locale: 'en-US' });
    const shown = toShotsToImport(string, new Date()).map((shot) => [
      metric.lengthNumber(shot.x),
      metric.lengthNumber(shot.y),
    ]);
    expect(shown).toEqual(tenths.map((mm) => [mm.toFixed(1), (-mm).toFixed(1)]));
  });

  it('passes inches through and skips a shot with no velocity, counting it', () => {
    const string = only(
      log('Generic at 100y', ',time,tags,id,score,x inch,y inch,v fps', [
        ',10:00.00 am,,1,10,1.25,-0.5,2800',
        ',10:00.30 am,,2,9,0.5,0.25,',
        ',10:01.00 am,,3,10,0,0,2810',
      ]),
    );
    expect(string.shots.map((shot) => [shot.id, shot.xInches, shot.yInches])).toEqual([
      ['1', 1.25, -0.5],
      ['3', 0, 0],
    ]);
    expect(string.missedShots).toBe(1);
    expect(compareWithFileSummary(string)[0]).toBe(
      '1 missed shot (no velocity) in the file was skipped, so 2 shots are imported.',
    );
  });

  it('refuses what it cannot read whole, in one sentence', () => {
    const row = ',10:00.00 am,,1,10,28,1,-5,2800,1,-1,,0';
    expect(
      errorOf(log('Generic', ',time,tags,id,score,x moa,y moa,v fps', [',10:00.00 am,,1,10,1,1,2800'])).message,
    ).toBe('This ShotMarker file gives positions in MOA but no distance to convert them to inches.');
    expect(errorOf(log('Generic at 100y', ',time,tags,id,score,x cm,y cm,v fps', [row])).message).toBe(
      'This ShotMarker file gives positions in cm, which Rangebook cannot read.',
    );
    expect(errorOf(log('Generic at 100y', ',time,tags,id,score,x mm,y mm', [row])).message).toBe(
      'This ShotMarker file has no velocity column.',
    );
    expect(errorOf(log('Generic at 100y', HEADER, [])).message).toBe(
      'This ShotMarker file is cut off or damaged in string Test.',
    );
    expect(errorOf(log('Generic at 100y', HEADER, [row, ',10:00.30 am,,2,10,28,1,-5,fast,1,-1,,0'])).message).toBe(
      'This ShotMarker file is cut off or damaged at shot 2 of string Test.',
    );
    expect(errorOf(log('Generic at 100y', HEADER, [row, ',10:00.30 am,,2,10,28,1,-5,,1,-1,,0'].slice(1))).message).toBe(
      'This ShotMarker file has no velocities in string Test.',
    );
    expect(errorOf(LOG.slice(0, LOG.indexOf('Sep 12 2026,M1 R2 TT11'))).message).toBe(
      'This ShotMarker file is cut off: it holds 5 of its 6 strings.',
    );
    expect(errorOf('ShotMarker Archived Data (generated Sep 21 2026)\n').message).toBe(SHOTMARKER_NO_SHOTS_MESSAGE);
  });

  it('refuses a string whose shots do not make up its score: rows missing at the end', () => {
    const text = LOG.slice(0, LOG.lastIndexOf(',9:43.44 am'));
    expect(errorOf(text).message).toBe(
      'This ShotMarker file is cut off: the shots of string M1 R2 TT11 do not make up its score of 191-1X.',
    );
  });

  // Every one of the 18,331 cuts (up to 18 kB each, some seconds) in `npm run test:soak` (SOAK=1), a
  // part at a time so that none needs more than vitest's 5 s; in `npm test` about an eighth of them,
  // every kind of place a cut can fall (cutPositions).
  const SOAK = !!process.env.SOAK;
  const PARTS = SOAK ? 8 : 1;
  const cutsOf = (part: number): number[] =>
    cutPositions(LOG, (line) => /^,\d/.test(line)).filter((end) => end % PARTS === part);

  it.each(Array.from({ length: PARTS }, (_, part) => part))(
    'cut anywhere (part %i): every string whole or the one-sentence error, never anything else',
    (part) => {
      const cuts = cutsOf(part);
      expect(cuts.length).toBeGreaterThan(SOAK ? LOG.length / PARTS - 1 : 2_400);
      checkCuts(cuts);
    },
  );

  function checkCuts(cuts: readonly number[]) {
    const total = STRINGS.reduce((sum, string) => sum + string.rows, 0);
    for (const end of cuts) {
      let series: ChronographString[];
      try {
        series = parseShotMarker(LOG.slice(0, end));
      } catch (error) {
        expect(error).toBeInstanceOf(UnsupportedFileError);
        const message = (error as Error).message;
        expect(message).toMatch(/^[A-Z][^\n]*\.$/);
        expect(message.replace(/\d\.\d/g, '').match(/\.(\s|$)/g)).toHaveLength(1);
        continue;
      }
      expect(series.reduce((sum, string) => sum + string.shots.length, 0)).toBe(total);
    }
  }
});
