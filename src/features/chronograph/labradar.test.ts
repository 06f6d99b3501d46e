import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABRADAR_NO_SHOTS_MESSAGE, looksLikeLabradar, parseLabradar } from './labradar';

/** A fixture as the browser's File.text() gives it: the bytes decoded as UTF-8. */
const fixture = (name: string) =>
  new TextDecoder('utf-8').decode(readFileSync(path.resolve(__dirname, '../../../tests/fixtures/chronograph', name)));

const errorOf = (text: string) => {
  try {
    parseLabradar(text);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the file to be refused');
};

/** A report as the device writes it: `sep=;`, NUL-padded settings lines, CRLF. */
const report = (units: string, stats: string, rows: string[]) =>
  [
    'sep=;',
    'Device ID;LBR-0000001;;\u0000      ',
    '\u0000Series No;0101;;\u0000     ',
    `\u0000Total number of shots;${String(rows.length).padStart(4, '0')};;\u0000    `,
    `\u0000Units velocity;${units};;\u0000    `,
    '\u0000Units weight;grain (gr);;\u0000    ',
    stats,
    '\u0000',
    'Shot ID;V0;V10;Ke0;Ke10;PF10;Proj. Weight;Date;Time',
    ...rows,
  ].join('\r\n');

describe('parseLabradar', () => {
  it('reads the settings block, V0, the dates and the stats of a real report', () => {
    const shotString = parseLabradar(fixture('labradar/SR0024 Report.csv'));
    expect(shotString.title).toBe('SR0024');
    expect(shotString.date).toBe('2021-01-04'); // 01-04-2021 is MM-DD-YYYY
    expect(shotString.shots.map((shot) => shot.velocityFps)).toEqual([2287, 2260, 2280, 2296]);
    expect(shotString.shots.map((shot) => shot.time)).toEqual(['11:35:23', '11:44:41', '12:02:54', '12:03:32']);
    expect(shotString.fileSummary).toEqual({
      averageFps: 2280.61,
      extremeSpreadFps: 35.78,
      sdFps: 15.21,
      sdKind: 'sample',
    });
    expect(shotString.projectileWeightGrains).toBe(180);
    expect(shotString.missedShots).toBe(0);
  });

  it('skips a missed shot (V0 = 0) and reads the nan the device wrote as no average', () => {
    const shotString = parseLabradar(fixture('labradar/SR0038 Report.csv'));
    expect(shotString.missedShots).toBe(1);
    expect(shotString.shots).toHaveLength(29);
    expect(shotString.fileSummary?.averageFps).toBeNull();
  });

  it('converts a report in m/s to fps', () => {
    const shotString = parseLabradar(
      report(
        'm/s',
        '\u0000Stats - Average;701.50;m/s;\u0000\r\n\u0000Stats - Ext. Spread;3.00;m/s;\u0000\r\n\u0000Stats - Std. Dev;1.50;m/s;\u0000',
        [
          '0001;700;690;1500;1480;100.00;140.00;12-31-2024;09:05:01;',
          '0002;703;693;1510;1490;101.00;140.00;12-31-2024;09:05:30;',
        ],
      ),
    );
    expect(shotString.unit).toBe('mps');
    // 700 x 3.28084 = 2296.588, 703 x 3.28084 = 2306.43.
    expect(shotString.shots.map((shot) => shot.velocityFps)).toEqual([2296.6, 2306.4]);
    // 701.5 -> 2301.5, 3.0 -> 9.8, 1.5 -> 4.9 fps.
    expect(shotString.fileSummary).toEqual({ averageFps: 2301.5, extremeSpreadFps: 9.8, sdFps: 4.9, sdKind: 'sample' });
    expect(shotString.date).toBe('2024-12-31');
    expect(shotString.title).toBe('SR0101');
  });

  it('refuses a report with no shots, only misses, a cut-off or an unknown unit, with one sentence', () => {
    expect(errorOf(report('fps', '', [])).message).toBe(LABRADAR_NO_SHOTS_MESSAGE);
    expect(errorOf(report('fps', '', ['0001;0;0;0;0;0.00;140.00;12-31-2024;09:05:01;'])).message).toBe(
      LABRADAR_NO_SHOTS_MESSAGE,
    );
    expect(
      errorOf(report('fps', '', ['0001;2300;2290;1500;1480;100.00;140.00;12-31-2024;09:05:01;', '0002;2310;2300']))
        .message,
    ).toBe('This LabRadar file is cut off or damaged at shot 0002.');
    expect(errorOf(report('km/h', '', ['0001;2300;2290;1500;1480;100.00;140.00;12-31-2024;09:05:01;'])).message).toBe(
      'This LabRadar file gives velocities in km/h, which Rangebook cannot read.',
    );
  });

  it('reads the newer firmware: LF endings, no padding, V0 to 0.01, the date on every row as YYYY-MM-DD', () => {
    const shotString = parseLabradar(fixture('labradar/series5.csv'));
    expect(shotString.title).toBe('SR0005'); // `Series No;#005`
    expect(shotString.date).toBe('2023-10-22'); // read from the rows (the original parser left it null)
    expect(shotString.shots).toHaveLength(15);
    // 2878.25 and 2855.93 in the file, kept to 0.1 fps.
    expect(shotString.shots[0]).toEqual({ velocityFps: 2878.3, time: '17:30:31', note: null });
    expect(shotString.shots.at(-1)).toEqual({ velocityFps: 2855.9, time: '17:49:36', note: null });
    expect(shotString.fileSummary).toEqual({
      averageFps: 2869.79,
      extremeSpreadFps: 90.41,
      sdFps: 22.46,
      sdKind: 'sample',
    });
    expect(shotString.projectileWeightGrains).toBe(180);
    expect(shotString.missedShots).toBe(0);
  });

  it("reads either firmware's date, and nothing that is not a real day", () => {
    const rows = (date: string) => [`0001;2300;2290;1500;1480;100.00;140.00;${date};09:05:01;`];
    expect(parseLabradar(report('fps', '', rows('2024-12-31'))).date).toBe('2024-12-31');
    expect(parseLabradar(report('fps', '', rows('12-31-2024'))).date).toBe('2024-12-31');
    expect(parseLabradar(report('fps', '', rows('2024-02-30'))).date).toBeNull();
    expect(parseLabradar(report('fps', '', rows(''))).date).toBeNull();
  });

  it('recognises a report by its settings or table header, not its name', () => {
    expect(looksLikeLabradar(fixture('labradar/SR0038 Report.csv'))).toBe(true);
    expect(looksLikeLabradar(fixture('labradar/series5.csv'))).toBe(true);
    expect(looksLikeLabradar(fixture('garmin-xero/android-en_CZ457.csv'))).toBe(false);
    expect(looksLikeLabradar('sep=;\r\nName;Age\r\nbob;3\r\n')).toBe(false);
  });
});
