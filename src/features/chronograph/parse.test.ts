import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayUnits } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { REAL_EXPORTS } from './fixtures';
import {
  UNSUPPORTED_FILE_MESSAGE,
  UnsupportedFileError,
  chronographStats,
  compareWithFileSummary,
  isProbablyBinary,
  parseChronographFile,
  stringFingerprint,
  type ChronographString,
} from './parse';

const FIXTURES = path.resolve(__dirname, '../../../tests/fixtures/chronograph');

/** A fixture as the browser's File.text() gives it: the bytes decoded as UTF-8. */
const fixture = (name: string) => new TextDecoder('utf-8').decode(readFileSync(path.join(FIXTURES, name)));

/** The error a parse throws, for asserting its class and message. */
function errorOf(text: string): unknown {
  try {
    parseChronographFile(text);
  } catch (error) {
    return error;
  }
  throw new Error('expected the file to be refused');
}

describe('parseChronographFile on every real export', () => {
  it.each(REAL_EXPORTS)('$file: $count shots, $format', (expected) => {
    const shotString = parseChronographFile(fixture(expected.file));
    expect(shotString.format).toBe(expected.format);
    expect(shotString.unit).toBe(expected.unit);
    expect(shotString.title).toBe(expected.title);
    expect(shotString.date).toBe(expected.date);
    expect(shotString.shots).toHaveLength(expected.count);
    expect(shotString.shots[0]?.velocityFps).toBe(expected.first);
    expect(shotString.shots.at(-1)?.velocityFps).toBe(expected.last);
    expect(shotString.shots[0]?.time).toBe(expected.firstTime);
    expect(shotString.shots.at(-1)?.time).toBe(expected.lastTime);
    expect(chronographStats(shotString.shots)).toEqual(expected.stats);
    expect(shotString.fileSummary).toEqual(expected.fileSummary);
    expect(shotString.projectileWeightGrains).toBe(expected.projectileWeightGrains);
    expect(shotString.shots.every((shot) => Number.isFinite(shot.velocityFps) && shot.velocityFps > 0)).toBe(true);
  });

  it('reads every shot of a file in order (CZ457, typed from the file)', () => {
    expect(
      parseChronographFile(fixture('garmin-xero/android-en_CZ457.csv')).shots.map((shot) => shot.velocityFps),
    ).toEqual([1369.8, 1402.0, 1374.0, 1369.1, 1391.6, 1374.1, 1361.0, 1332.2, 1361.3]);
  });

  it('skips the missed LabRadar shot and says so', () => {
    const shotString = parseChronographFile(fixture('labradar/SR0038 Report.csv'));
    expect(shotString.missedShots).toBe(1);
    expect(shotString.shots.map((shot) => shot.velocityFps)).not.toContain(0);
    expect(shotString.shots[1]).toEqual({ velocityFps: 1205, time: '16:38:01', note: null });
  });

  it('keeps the ShotView session note', () => {
    expect(parseChronographFile(fixture('garmin-xero/android-en_CZ457.csv')).note).toBe(
      'Patched on MQT with a 218. Had mag problems and only fired 38 / 40 rounds',
    );
  });

  it('detects the format by content, whatever the text is called or however its lines end', () => {
    const labradar = fixture('labradar/SR0024 Report.csv');
    expect(parseChronographFile(labradar.replace(/\r\n/g, '\n')).shots).toHaveLength(4);
    const garmin = fixture('garmin-xero/android-en_CZ457.csv');
    expect(parseChronographFile(garmin.replace(/\n/g, '\r\n')).shots).toHaveLength(9);
    // A BOM-less copy of an export reads the same.
    expect(parseChronographFile(garmin.replaceAll('\uFEFF', ''))).toEqual(parseChronographFile(garmin));
  });
});

describe('bad inputs get the one-sentence error', () => {
  const garminHeader =
    '#,Speed (FPS),Δ Avg (FPS),KE (FT-LBS),Power Factor (kgr⋅ft/s),Time,Clean Bore,Cold Bore,Shot Notes';
  const labradarHeader = 'Shot ID;V0;V10;V20;V30;V41;V50;Ke0;Ke10;Ke20;Ke30;Ke41;Ke50;PF10;Proj. Weight;Date;Time';

  it.each([
    ['an empty file', ''],
    ['a blank file', ' \r\n\n\t\n'],
    ['only BOMs and NULs', '\uFEFF\u0000\u0000\uFEFF'],
    ['an unrelated CSV', 'name,age\nbob,3'],
    ['a JSON file', '{ "name": "rangebook", "scripts": { "chrono:parse": "node scripts/chrono-parse.mjs" } }\n'],
    ['a semicolon CSV with a sep line', 'sep=;\r\nDate;Amount\r\n01-04-2021;12\r\n'],
  ])('%s', (_name, text) => {
    const error = errorOf(text);
    expect(error).toBeInstanceOf(UnsupportedFileError);
    expect((error as Error).message).toBe(UNSUPPORTED_FILE_MESSAGE);
  });

  it('names the supported formats in one sentence', () => {
    expect(UNSUPPORTED_FILE_MESSAGE).toBe(
      'This file is not a chronograph export Rangebook can read: import a Garmin Xero ShotView CSV or a LabRadar SR#### Report.csv.',
    );
  });

  it('a binary file', () => {
    // A PNG signature and header followed by pseudo-random bytes, decoded as the browser would.
    const bytes = new Uint8Array(4096);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    let seed = 7;
    for (let i = 16; i < bytes.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = seed >> 16;
    }
    const text = new TextDecoder('utf-8').decode(bytes);
    expect(isProbablyBinary(text)).toBe(true);
    expect((errorOf(text) as Error).message).toBe(UNSUPPORTED_FILE_MESSAGE);
    // An ELF program: mostly NULs and control bytes.
    const elf = new TextDecoder('utf-8').decode(
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(200).fill(0), 0x3e, 0, 1, 0]),
    );
    expect((errorOf(elf) as Error).message).toBe(UNSUPPORTED_FILE_MESSAGE);
  });

  it('does not take real exports (NUL-padded LabRadar, U+202F iOS) for binary', () => {
    for (const { file } of REAL_EXPORTS) expect(isProbablyBinary(fixture(file))).toBe(false);
  });

  it('a Garmin header with no shot rows', () => {
    for (const text of [
      `CZ457\n${garminHeader}\n`,
      `\uFEFFCZ457\n\uFEFF${garminHeader}\n-,,,,,,\nAVERAGE SPEED,0,,,,,\nSTD DEV,0,,,,,\n`,
    ]) {
      const error = errorOf(text);
      expect(error).toBeInstanceOf(UnsupportedFileError);
      expect((error as Error).message).toBe('This Garmin Xero file has no shots in it.');
    }
  });

  it('a LabRadar header with no shots, or only missed shots', () => {
    const settings =
      'sep=;\r\nDevice ID;LBR-0013797;;\r\nSeries No;0040;;\r\nTotal number of shots;0000;;\r\nUnits velocity;fps;;\r\n';
    expect((errorOf(`${settings}${labradarHeader}\r\n`) as Error).message).toBe(
      'This LabRadar file has no shots in it.',
    );
    const missed = `${settings.replace('0000', '0001')}${labradarHeader}\r\n0001;0;508;508;508;508;508;0;20;20;20;20;20;18.29;36.00;06-07-2021;16:37:34;\r\n`;
    expect((errorOf(missed) as Error).message).toBe('This LabRadar file has no shots in it.');
  });

  it('truncated files: a half row is refused, never half imported', () => {
    const garmin = fixture('garmin-xero/android-en_CZ457.csv');
    expect((errorOf(garmin.slice(0, garmin.indexOf('9,"1,361.3"') + 7)) as Error).message).toBe(
      'This Garmin Xero file is cut off or damaged at shot 9.',
    );
    expect((errorOf(garmin.slice(0, garmin.indexOf('-,,,'))) as Error).message).toBe(
      'This Garmin Xero file is cut off after shot 9.',
    );
    const labradar = fixture('labradar/SR0024 Report.csv');
    expect((errorOf(labradar.slice(0, labradar.indexOf('0004;2296;') + 20)) as Error).message).toBe(
      'This LabRadar file is cut off or damaged at shot 0004.',
    );
    expect((errorOf(labradar.slice(0, labradar.indexOf('0003;2280;'))) as Error).message).toBe(
      'This LabRadar file is cut off: it holds 2 of its 4 shots.',
    );
  });

  it('a damaged velocity is refused', () => {
    const garmin = fixture('garmin-xero/android-en_CZ457.csv').replace('"1,402.0"', 'fast');
    expect((errorOf(garmin) as Error).message).toBe('This Garmin Xero file is cut off or damaged at shot 2.');
    const labradar = fixture('labradar/SR0028 Report.csv').replace('0005;2327;', '0005;;');
    expect((errorOf(labradar) as Error).message).toBe('This LabRadar file is cut off or damaged at shot 0005.');
  });

  it.each(REAL_EXPORTS)(
    '$file cut anywhere: the whole string or the one-sentence error, never anything else',
    ({ file, count }) => {
      const text = fixture(file);
      for (let end = 0; end < text.length; end++) {
        let shotString: ChronographString;
        try {
          shotString = parseChronographFile(text.slice(0, end));
        } catch (error) {
          expect(error).toBeInstanceOf(UnsupportedFileError);
          const message = (error as Error).message;
          // One sentence: a capital, a single full stop at the end (the format name "SR####" aside).
          expect(message).toMatch(/^[A-Z][^\n]*\.$/);
          expect(
            message
              .replace('Report.csv', '')
              .replace(/\d\.\d/g, '')
              .match(/\.(\s|$)/g),
          ).toHaveLength(1);
          continue;
        }
        expect(shotString.shots).toHaveLength(count);
      }
    },
  );
});

describe('chronographStats', () => {
  const shots = (...velocities: number[]) => velocities.map((velocityFps) => ({ velocityFps, time: null, note: null }));

  it('gives count, whole-fps average, ES and sample SD to 0.1', () => {
    // 2800, 2810, 2790: mean 2800, ES 20, sample SD sqrt(200 / 2) = 10.
    expect(chronographStats(shots(2800, 2810, 2790))).toEqual({ count: 3, avgFps: 2800, esFps: 20, sdFps: 10 });
    // ES of decimal velocities without float noise: 1402.0 - 1332.2 = 69.8.
    expect(chronographStats(shots(1402.0, 1332.2)).esFps).toBe(69.8);
  });

  it('leaves SD empty under two shots', () => {
    expect(chronographStats(shots(1500))).toEqual({ count: 1, avgFps: 1500, esFps: 0, sdFps: null });
    expect(chronographStats([])).toEqual({ count: 0, avgFps: null, esFps: null, sdFps: null });
  });
});

describe('compareWithFileSummary', () => {
  const compare = (file: string) => compareWithFileSummary(parseChronographFile(fixture(file)));
  const metricFr = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });

  it('explains Garmin population SD against our sample SD, and checks it', () => {
    expect(compare('garmin-xero/android-en_CZ457.csv')).toEqual([
      'Average: 1,371 fps here and 1,370.6 fps in the file agree: ours is rounded to whole fps.',
      'Extreme spread: 69.8 fps here and in the file.',
      "SD: 19.7 fps here is the sample SD (n - 1), which Rangebook shows for every chronograph; Garmin ShotView's 18.6 fps is the population SD (n), and computed that way these shots give 18.6 fps too.",
    ]);
  });

  it('says when the file was in m/s', () => {
    const sentences = compare('garmin-xero/android-de_Shotview_a.csv');
    expect(sentences[0]).toBe(
      'The file is in m/s: every velocity and figure here is converted to fps (1 m/s = 3.28084 fps, to 0.1 fps).',
    );
    expect(sentences[1]).toBe(
      "Average: 1,556 fps here and 1,555.4 fps in the file agree: ours is rounded to whole fps and the file's figures are rounded to 0.1 m/s before conversion.",
    );
    expect(sentences[3]).toContain('population SD (n), and computed that way these shots give 56.1 fps too.');
  });

  it('explains LabRadar working from unrounded velocities', () => {
    expect(compare('labradar/SR0024 Report.csv')).toEqual([
      'Average: 2,281 fps here and 2,280.61 fps in the file agree: ours is rounded to whole fps and LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
      'Extreme spread: 36.0 fps here, 35.78 fps in the file: LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
      'SD (sample, n - 1): 15.3 fps here, 15.21 fps in the file: LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
    ]);
  });

  it('explains the skipped miss and the device statistics it broke', () => {
    expect(compare('labradar/SR0038 Report.csv')).toEqual([
      '1 missed shot (V0 = 0) in the file was skipped, so 29 shots are imported.',
      'Average: 1,229 fps here; the file has no average of its own (it reads nan): LabRadar could not average this series, which holds a missed shot.',
      'Extreme spread: 116.0 fps here, 116.23 fps in the file: LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
      "SD: 22.0 fps here (sample, n - 1); the file's SD of 0.00 fps cannot be right for shots 116.0 fps apart, so LabRadar's own statistics are wrong for this string (its average reads nan too).",
    ]);
  });

  it('says when the file summary does not match its shots', () => {
    const shotString = parseChronographFile(fixture('garmin-xero/ios-en_Shotview_i.csv'));
    const edited = {
      ...shotString,
      fileSummary: { averageFps: 2800.0, extremeSpreadFps: 31.7, sdFps: 12.0, sdKind: 'population' as const },
    };
    const sentences = compareWithFileSummary(edited);
    expect(sentences[0]).toBe(
      "Average: 2,794 fps here, 2,800.0 fps in the file: 6.0 fps apart, more than rounding explains, so the file's summary does not match the shots it lists.",
    );
    expect(sentences[2]).toContain(
      "but computed that way these shots give 8.5 fps, so the file's summary does not match the shots it lists.",
    );
  });

  it("explains the newer LabRadar firmware's velocities to 0.01 fps", () => {
    expect(compare('labradar/series5.csv')).toEqual([
      'Average: 2,870 fps here and 2,869.79 fps in the file agree: ours is rounded to whole fps and LabRadar works from velocities to 0.01 fps, which Rangebook keeps to 0.1 fps.',
      'Extreme spread: 90.4 fps here and in the file.',
      'SD (sample, n - 1): 22.5 fps here and in the file.',
    ]);
  });

  it('speaks a metric account’s m/s and its locale: an m/s file’s figures as the file writes them, ours to 0.01 m/s', () => {
    const sentences = compareWithFileSummary(
      parseChronographFile(fixture('garmin-xero/android-de_Shotview_a.csv')),
      metricFr,
    );
    // 1556 fps is 474.27 m/s; the file's 474.1, 62.8 and 17.1 m/s, stored as 1555.4, 206.0 and 56.1 fps, read
    // back to 0.1 m/s as written; our ES 206.0 fps is 62.79 m/s, our SD 59.2 fps 18.04 m/s.
    expect(sentences).toEqual([
      "The file is in m/s: Rangebook stores every velocity in whole fps (1 m/s = 3,28084 fps) and shows it in m/s again, so a shot may read up to 0,2 m/s from the file's.",
      "Average: 474,3 m/s here and 474,1 m/s in the file agree: ours is rounded to whole fps and the file's figures are rounded to 0,1 m/s before conversion.",
      'Extreme spread: 62,79 m/s here and in the file.',
      "SD: 18,04 m/s here is the sample SD (n - 1), which Rangebook shows for every chronograph; Garmin ShotView's 17,1 m/s is the population SD (n), and computed that way these shots give 17,1 m/s too.",
    ]);
  });

  it('shows an fps file to a metric account in m/s, the file’s 0.01 fps figures to 0.01 m/s', () => {
    // 2281 fps = 695.25 m/s, 2280.61 = 695.13; ES 36.0 = 10.97 and 35.78 = 10.91; SD 15.3 = 4.66 and 15.21 = 4.64.
    expect(compareWithFileSummary(parseChronographFile(fixture('labradar/SR0024 Report.csv')), metricFr)).toEqual([
      'Average: 695,2 m/s here and 695,13 m/s in the file agree: ours is rounded to whole fps and LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
      'Extreme spread: 10,97 m/s here, 10,91 m/s in the file: LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
      'SD (sample, n - 1): 4,66 m/s here, 4,64 m/s in the file: LabRadar works from unrounded velocities, which the file lists rounded to whole fps.',
    ]);
  });

  it('writes the figures of its rounding notes in the locale too', () => {
    const [average] = compareWithFileSummary(parseChronographFile(fixture('labradar/series5.csv')), metricFr);
    expect(average).toMatch(
      / agree: ours is rounded to whole fps and LabRadar works from velocities to 0,01 fps, which Rangebook keeps to 0,1 fps\.$/,
    );
  });

  it('says when the file has no summary', () => {
    const shotString = parseChronographFile(fixture('labradar/SR0024 Report.csv'));
    expect(compareWithFileSummary({ ...shotString, fileSummary: null })).toEqual([
      'The file has no summary of its own to compare with: LabRadar wrote none.',
    ]);
  });
});

describe('stringFingerprint', () => {
  it('is the same for the same string, however it arrives', () => {
    const a = parseChronographFile(fixture('garmin-xero/android-en_CZ457.csv'));
    const b = parseChronographFile(
      fixture('garmin-xero/android-en_CZ457.csv').replace(/\n/g, '\r\n').replaceAll('\uFEFF', ''),
    );
    expect(stringFingerprint(a.shots)).toBe(stringFingerprint(b.shots));
    expect(stringFingerprint(a.shots)).toMatch(/^9-[0-9a-f]{14}$/);
    // Notes do not count: a user may have edited them.
    expect(stringFingerprint(a.shots.map((shot) => ({ ...shot, note: 'edited' })))).toBe(stringFingerprint(a.shots));
  });

  it('differs between strings, and when one velocity or time differs', () => {
    const prints = REAL_EXPORTS.map(({ file }) => stringFingerprint(parseChronographFile(fixture(file)).shots));
    expect(new Set(prints).size).toBe(REAL_EXPORTS.length);
    const shots = parseChronographFile(fixture('labradar/SR0024 Report.csv')).shots;
    const changedVelocity = shots.map((shot, index) =>
      index === 2 ? { ...shot, velocityFps: shot.velocityFps + 0.1 } : shot,
    );
    const changedTime = shots.map((shot, index) => (index === 2 ? { ...shot, time: '12:02:55' } : shot));
    const reordered = [shots[1], shots[0], ...shots.slice(2)].filter((shot) => shot !== undefined);
    for (const other of [changedVelocity, changedTime, reordered, shots.slice(1)]) {
      expect(stringFingerprint(other)).not.toBe(stringFingerprint(shots));
    }
  });
});
