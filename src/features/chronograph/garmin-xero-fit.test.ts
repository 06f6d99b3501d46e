import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FitBaseType, FitEncoder, type FitEncoderField } from 'fit-file-parser/encoder';
import { describe, expect, it } from 'vitest';
import {
  FIT_CHECKSUM_MESSAGE,
  FIT_NO_SHOTS_MESSAGE,
  FIT_NOT_XERO_MESSAGE,
  NOT_FIT_MESSAGE,
  offsetFromFileName,
  parseGarminXeroFit,
} from './garmin-xero-fit';
import { chronographStats, compareWithFileSummary, UnsupportedFileError } from './parse';

const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/chronograph/garmin-xero-fit');
const bytesOf = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const expectedJson = JSON.parse(readFileSync(path.join(FIXTURES, '06-18-2024_15-47-11.expected.json'), 'utf8')) as {
  shots: { shotnumber: number; timestamp: number; velocity: number }[];
  stats: { projectile: number; shots_total: number; speed_avg: number; speed_max: number; speed_min: number };
};

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

// Per-shot speeds in m/s as decoded by fit-file-parser's full, profile-driven decoder (not the raw
// reader under test); the figures from them computed independently (Python statistics.mean / stdev /
// pstdev on the shots converted one by one to fps, to 0.1).
const FILES = [
  {
    file: '06-18-2024_15-47-11.fit',
    mps: expectedJson.shots.map((shot) => shot.velocity),
    stats: { count: 10, avgFps: 889, esFps: 118, sdFps: 38.8 }, // mean 888.90; ES of the unrounded shots 117.95
    fileSummary: { averageFps: 888.9, extremeSpreadFps: 117.9, sdFps: null, sdKind: 'population' },
    grains: 180,
    firstTime: '15:48:01',
    lastTime: '15:49:08',
  },
  {
    file: '06-18-2024_15-50-06.fit',
    mps: [
      286.795, 293.898, 277.716, 293.985, 310.429, 301.787, 293.428, 261.13, 318.522, 279.309, 276.576, 284.05, 282.26,
      297.985, 261.518,
    ],
    stats: { count: 15, avgFps: 945, esFps: 188.3, sdFps: 52.7 }, // mean 944.73
    fileSummary: { averageFps: 944.7, extremeSpreadFps: 188.3, sdFps: null, sdKind: 'population' },
    grains: 158,
    firstTime: '15:53:35',
    lastTime: '15:55:58',
  },
  {
    file: '06-18-2024_15-56-35.fit',
    mps: [
      384.82, 376.575, 360.197, 364.912, 369.124, 394.264, 339.432, 356.287, 385.638, 343.554, 365.167, 391.447,
      382.314, 385.966, 385.647, 374.727, 377.58, 374.927, 389.197, 371.501, 333.297, 337.605,
    ],
    stats: { count: 22, avgFps: 1215, esFps: 200, sdFps: 60.1 }, // mean 1214.52
    fileSummary: { averageFps: 1214.5, extremeSpreadFps: 200, sdFps: null, sdKind: 'population' },
    grains: 158,
    firstTime: '15:58:29',
    lastTime: '16:01:12',
  },
] as const;

describe('parseGarminXeroFit on the Xero files', () => {
  it.each(FILES)('$file: one string, speeds from mm/s, figures from the shot records', (expected) => {
    const series = parseGarminXeroFit(bytesOf(expected.file), expected.file);
    expect(series).toHaveLength(1);
    const [string] = series;
    expect(string?.format).toBe('garmin-xero-fit');
    expect(string?.title).toBe(expected.file.replace('.fit', ''));
    expect(string?.unit).toBe('mps');
    expect(string?.shots.map((shot) => shot.velocityFps)).toEqual(expected.mps.map(fps));
    expect(string?.shots.map((shot) => shot.id)).toEqual(expected.mps.map((_, index) => String(index + 1)));
    expect(chronographStats(string?.shots ?? [])).toEqual(expected.stats);
    expect(string?.fileSummary).toEqual(expected.fileSummary);
    expect(string?.projectileWeightGrains).toBe(expected.grains);
    expect(string?.missedShots).toBe(0);
    expect(string?.note).toBeNull();
    // The Xero records UTC; its file name is its local time at the start: UTC+2 here.
    expect(string?.utcOffsetMinutes).toBe(120);
    expect(string?.date).toBe('2024-06-18');
    expect(string?.shots[0]?.time).toBe(expected.firstTime);
    expect(string?.shots.at(-1)?.time).toBe(expected.lastTime);
  });

  it("matches xeroconv's decoding of the first file, shot for shot", () => {
    const [string] = parseGarminXeroFit(bytesOf('06-18-2024_15-47-11.fit'), '06-18-2024_15-47-11.fit');
    expect(string?.shots).toEqual(
      expectedJson.shots.map((shot) => ({
        velocityFps: fps(shot.velocity),
        time: expect.stringMatching(/^15:4[89]:\d\d$/),
        note: null,
        id: String(shot.shotnumber),
        timestamp: new Date(shot.timestamp).toISOString().replace('.000Z', 'Z'),
      })),
    );
    expect(string?.projectileWeightGrains).toBe(expectedJson.stats.projectile);
    expect(string?.fileSummary?.averageFps).toBe(fps(expectedJson.stats.speed_avg));
    expect(string?.fileSummary?.extremeSpreadFps).toBe(
      fps(expectedJson.stats.speed_max - expectedJson.stats.speed_min),
    );
  });

  it('gives the date and times in UTC when the file name is not the Xero’s own', () => {
    for (const name of [undefined, 'session.fit', '06-18-2024_15-47-12.fit', '06-18-2024_15-47-11 (1).fit']) {
      const [string] = parseGarminXeroFit(bytesOf('06-18-2024_15-47-11.fit'), name);
      expect(string?.utcOffsetMinutes).toBeNull();
      expect(string?.date).toBe('2024-06-18');
      expect(string?.shots[0]?.time).toBe('13:48:01');
      expect(string?.shots[0]?.timestamp).toBe('2024-06-18T13:48:01Z');
    }
    expect(parseGarminXeroFit(bytesOf('06-18-2024_15-47-11.fit'))[0]?.title).toBeNull();
    // A path is fine: only the name counts.
    expect(
      parseGarminXeroFit(bytesOf('06-18-2024_15-47-11.fit'), 'C:\\Xero\\06-18-2024_15-47-11.fit')[0]?.utcOffsetMinutes,
    ).toBe(120);
  });

  it('compares with the session summary, saying the shots are converted one by one', () => {
    const [string] = parseGarminXeroFit(bytesOf('06-18-2024_15-47-11.fit'), '06-18-2024_15-47-11.fit');
    expect(compareWithFileSummary(string!)).toEqual([
      'The file is in m/s: every velocity and figure here is converted to fps (1 m/s = 3.28084 fps, to 0.1 fps).',
      'Average: 889 fps here and 888.9 fps in the file agree: ours is rounded to whole fps and the Xero records m/s to 0.001, and Rangebook converts its figures and each shot to fps to 0.1.',
      'Extreme spread: 118.0 fps here, 117.9 fps in the file: the Xero records m/s to 0.001, and Rangebook converts its figures and each shot to fps to 0.1.',
    ]);
  });
});

describe('offsetFromFileName', () => {
  const start = Date.UTC(2024, 5, 18, 13, 47, 11) / 1000;
  it('reads whole quarter hours within 14 hours, from the Xero’s own name only', () => {
    expect(offsetFromFileName('06-18-2024_15-47-11.fit', start)).toBe(120);
    expect(offsetFromFileName('06-18-2024_08-47-11.FIT', start)).toBe(-300);
    expect(offsetFromFileName('06-19-2024_00-32-11.fit', start)).toBe(645); // UTC+10:45
    expect(offsetFromFileName('06-18-2024_15-47-11.fit', start + 1)).toBeNull();
    expect(offsetFromFileName('06-19-2024_13-47-11.fit', start)).toBeNull(); // 24 hours
    expect(offsetFromFileName('13-18-2024_15-47-11.fit', start)).toBeNull(); // no month 13
    expect(offsetFromFileName('06-18-2024_15-47-11.csv', start)).toBeNull();
    expect(offsetFromFileName(undefined, start)).toBeNull();
  });
});

/** FIT's epoch, 1989-12-31T00:00:00Z, in Unix seconds. */
const FIT_EPOCH = 631_065_600;
const fitTime = (iso: string) => Date.parse(iso) / 1000 - FIT_EPOCH;
const u32 = (number: number, value: number): FitEncoderField => ({
  number,
  size: 4,
  baseType: FitBaseType.Uint32,
  value,
});
const u16 = (number: number, value: number): FitEncoderField => ({
  number,
  size: 2,
  baseType: FitBaseType.Uint16,
  value,
});

/** A Xero-like FIT file: a session (its fields as given) and shots as [shot number, mm/s, ISO time]. */
function xeroFile(session: FitEncoderField[] | null, shots: [number, number, string][]): Uint8Array {
  const encoder = new FitEncoder({ protocolVersion: 0x20 });
  encoder.writeMessage(0, [{ number: 0, size: 1, baseType: FitBaseType.Enum, value: 54 }]);
  if (session) encoder.writeMessage(387, session, 1);
  for (const [number, speed, time] of shots)
    encoder.writeMessage(388, [u32(253, fitTime(time)), u32(0, speed), u16(1, number)], 2);
  return encoder.close();
}

describe('parseGarminXeroFit on what other Xero files hold', () => {
  const session = (iso: string, extra: FitEncoderField[] = []) => [u32(253, fitTime(iso)), ...extra];

  it('keeps the shots whatever their numbers: shots deleted on the device leave gaps', () => {
    const [string] = parseGarminXeroFit(
      xeroFile(session('2024-06-18T13:47:11Z'), [
        [1, 265_391, '2024-06-18T13:48:01Z'],
        [2, 254_826, '2024-06-18T13:48:07Z'],
        [5, 271_003, '2024-06-18T13:48:38Z'],
        [9, 282_719, '2024-06-18T13:49:05Z'],
      ]),
    );
    expect(string?.shots.map((shot) => shot.id)).toEqual(['1', '2', '5', '9']);
    expect(string?.shots.map((shot) => shot.velocityFps)).toEqual([870.7, 836, 889.1, 927.6]);
  });

  it('reads the newer firmware’s standard deviation (population, mm/s) into the summary', () => {
    const [string] = parseGarminXeroFit(
      xeroFile(session('2024-06-18T13:47:11Z', [u32(0, 800_000), u32(1, 810_000), u32(2, 805_000), u32(6, 5_000)]), [
        [1, 800_000, '2024-06-18T13:48:01Z'],
        [2, 810_000, '2024-06-18T13:48:10Z'],
      ]),
    );
    // 805 m/s, 10 m/s and 5 m/s (the population SD of 800 and 810).
    expect(string?.fileSummary).toEqual({
      averageFps: 2641.1,
      extremeSpreadFps: 32.8,
      sdFps: 16.4,
      sdKind: 'population',
    });
    expect(compareWithFileSummary(string!).at(-1)).toBe(
      "SD: 23.2 fps here is the sample SD (n - 1), which Rangebook shows for every chronograph; Garmin Xero's 16.4 fps is the population SD (n), and computed that way these shots give 16.4 fps too.",
    );
  });

  it('dates a string fired across midnight UTC by the device’s clock when its name tells, else by UTC', () => {
    const file = xeroFile(session('2024-06-18T23:50:00Z'), [[1, 800_000, '2024-06-18T23:55:30Z']]);
    const local = parseGarminXeroFit(file, '06-19-2024_01-50-00.fit')[0];
    expect(local?.date).toBe('2024-06-19');
    expect(local?.shots[0]?.time).toBe('01:55:30');
    const utc = parseGarminXeroFit(file, 'renamed.fit')[0];
    expect(utc?.date).toBe('2024-06-18');
    expect(utc?.shots[0]?.time).toBe('23:55:30');
    expect(utc?.shots[0]?.timestamp).toBe('2024-06-18T23:55:30Z');
  });

  it('skips a shot record with no speed, and counts it', () => {
    const [string] = parseGarminXeroFit(
      xeroFile(session('2024-06-18T13:47:11Z'), [
        [1, 800_000, '2024-06-18T13:48:01Z'],
        [2, 0xffffffff, '2024-06-18T13:48:10Z'],
        [3, 0, '2024-06-18T13:48:20Z'],
      ]),
    );
    expect(string?.shots).toHaveLength(1);
    expect(string?.missedShots).toBe(2);
  });

  it('reads a file with two sessions as two strings, each with the shots after it', () => {
    const encoder = new FitEncoder({ protocolVersion: 0x20 });
    encoder.writeMessage(387, session('2024-06-18T13:00:00Z'), 1);
    encoder.writeMessage(388, [u32(253, fitTime('2024-06-18T13:01:00Z')), u32(0, 800_000), u16(1, 1)], 2);
    encoder.writeMessage(387, session('2024-06-18T14:00:00Z'), 1);
    encoder.writeMessage(388, [u32(253, fitTime('2024-06-18T14:01:00Z')), u32(0, 900_000), u16(1, 1)], 2);
    encoder.writeMessage(388, [u32(253, fitTime('2024-06-18T14:02:00Z')), u32(0, 910_000), u16(1, 2)], 2);
    const series = parseGarminXeroFit(encoder.close(), 'two.fit');
    expect(series.map((string) => [string.title, string.shots.length])).toEqual([
      ['two (1)', 1],
      ['two (2)', 2],
    ]);
  });
});

describe('bad FIT files get one sentence each', () => {
  const whole = bytesOf('06-18-2024_15-47-11.fit');

  it('a file that is not a FIT file (broken.fit: 15 bytes of text)', () => {
    expect(errorOf(() => parseGarminXeroFit(bytesOf('broken.fit'), 'broken.fit')).message).toBe(NOT_FIT_MESSAGE);
  });

  it('a FIT file with no shots: an activity from another Garmin device (noshots.fit), or a Xero session alone', () => {
    expect(errorOf(() => parseGarminXeroFit(bytesOf('noshots.fit'), 'noshots.fit')).message).toBe(FIT_NOT_XERO_MESSAGE);
    expect(errorOf(() => parseGarminXeroFit(xeroFile([u32(253, fitTime('2024-06-18T13:47:11Z'))], []))).message).toBe(
      FIT_NO_SHOTS_MESSAGE,
    );
  });

  it('a FIT file cut in half', () => {
    expect(errorOf(() => parseGarminXeroFit(whole.slice(0, 157))).message).toBe(
      'This Garmin Xero FIT file is cut off: it holds 157 of its 314 bytes.',
    );
  });

  it('a FIT file with a byte changed, or bytes added after its end', () => {
    const changed = whole.slice();
    changed[200] = (changed[200] ?? 0) ^ 0xff;
    expect(errorOf(() => parseGarminXeroFit(changed)).message).toBe(FIT_CHECKSUM_MESSAGE);
    expect(errorOf(() => parseGarminXeroFit(new Uint8Array([...whole, 0, 0]))).message).toBe(
      'This Garmin Xero FIT file is damaged: it goes on 2 bytes past the end its header gives.',
    );
  });

  it.each(FILES)('$file cut anywhere: the whole string or one sentence, never anything else', ({ file, mps }) => {
    const bytes = bytesOf(file);
    for (let end = 0; end <= bytes.length; end++) {
      let count: number;
      try {
        count = parseGarminXeroFit(bytes.slice(0, end), file)[0]?.shots.length ?? 0;
      } catch (error) {
        expect(error).toBeInstanceOf(UnsupportedFileError);
        expect((error as Error).message).toMatch(/^[A-Z][^\n]*\.$/);
        continue;
      }
      expect(end).toBe(bytes.length);
      expect(count).toBe(mps.length);
    }
  });
});
