import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutPositions } from '@/test-utils/cuts';
import {
  LABRADAR_SHOTS_NO_SHOTS_MESSAGE,
  LABRADAR_SHOTS_NO_UNIT_MESSAGE,
  looksLikeLabradarShots,
  parseLabradarShots,
} from './labradar-shots';
import { chronographStats, compareWithFileSummary, parseChronographFile, UnsupportedFileError } from './parse';

/** A fixture as the browser's File.text() gives it: the bytes decoded as UTF-8. */
const fixture = (name: string) =>
  new TextDecoder('utf-8').decode(readFileSync(path.resolve(__dirname, '../../../tests/fixtures/chronograph', name)));
const SHOTS_FILE = fixture('labradar-shots/series5Shots.csv');

const errorOf = (text: string) => {
  try {
    parseLabradarShots(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

const HEADER =
  '"ShotNumber";"SeriesName";"SeriesNumber";"Dx1";"Dx2";"Dx3";"Dx4";"Dx5";"V0";"Vx1";"Vx2";"Vx3";"Vx4";"Vx5";"K0";"Kx1";"Kx2";"Kx3";"Kx4";"Kx5";"ProjectileWeight";"PowerFactor";"CreationDateTime"';
/** A row as the device writes it: V0 and K0 as given, the downrange figures made up. */
const row = (shot: number, v0: number, k0: number, weight: number, when = '2026-05-02 09:15:00') =>
  `${shot};"#012";12;10;20;30;40;50;${v0};${v0 - 10};${v0 - 20};${v0 - 30};${v0 - 40};${v0 - 50};${k0};1;1;1;1;1;${weight};1;"${when}"`;
const file = (...rows: string[]) => ['sep=;', HEADER, ...rows].join('\n');

describe('parseLabradarShots', () => {
  it("reads the real file's 15 shots at full precision, in fps as its energies show, with its series, date and times", () => {
    expect(looksLikeLabradarShots(SHOTS_FILE)).toBe(true);
    const string = parseLabradarShots(SHOTS_FILE);
    expect(string.format).toBe('labradar-shots');
    expect(string.title).toBe('SR0005');
    expect(string.date).toBe('2023-10-22');
    expect(string.unit).toBe('fps');
    expect(string.shots).toHaveLength(15);
    expect(string.shots[0]).toEqual({ velocityFps: 2878.3, time: '17:30:31', note: null, id: '1' });
    expect(string.shots[1]).toEqual({ velocityFps: 2865.9, time: '17:31:21', note: null, id: '2' });
    // The device's weight setting (a float32 of 180), not the real 130 gr bullet: PROVENANCE.md.
    expect(string.projectileWeightGrains).toBe(180);
    expect(string.fileSummary).toBeNull();
    expect(string.missedShots).toBe(0);
  });

  it("gives the figures worked out from the file's V0 column on its own (PROVENANCE.md: 2870 / 90.4 / 22.5 fps)", () => {
    expect(chronographStats(parseLabradarShots(SHOTS_FILE).shots)).toEqual({
      count: 15,
      avgFps: 2870,
      esFps: 90.4,
      sdFps: 22.5,
    });
  });

  it('is read by the import screen, which says the unit came from the energies and that a cut between rows cannot be seen', () => {
    const string = parseChronographFile(SHOTS_FILE);
    expect(string.format).toBe('labradar-shots');
    expect(compareWithFileSummary(string)).toEqual([
      'The file names no unit: its muzzle energies (K0) show the velocities are in fps.',
      'The file has no summary and no shot count to compare with, so a file cut off between two shots looks whole: check that the device shows 15 shots for this series.',
    ]);
  });

  it('reads m/s where the energies are joules (the weight in grains or grams), and converts to fps', () => {
    // 850 m/s, 180 gr = 11.664 g: 4,213.6 J; in grams the same.
    const grains = parseLabradarShots(file(row(1, 850, 4213.6, 180), row(2, 860, 4313.4, 180)));
    expect(grains.unit).toBe('mps');
    expect(grains.shots.map((shot) => shot.velocityFps)).toEqual([2788.7, 2821.5]);
    expect(grains.projectileWeightGrains).toBe(180);
    const grams = parseLabradarShots(file(row(1, 850, 4213.6, 11.664)));
    expect(grams.unit).toBe('mps');
    expect(grams.projectileWeightGrains).toBe(180);
  });

  it('skips a missed shot (V0 = 0) and says so', () => {
    const string = parseLabradarShots(file(row(1, 2800, 3133.8, 180), row(2, 0, 0, 180), row(3, 2810, 3156.2, 180)));
    expect(string.shots.map((shot) => shot.id)).toEqual(['1', '3']);
    expect(string.missedShots).toBe(1);
  });

  it('reads a copy saved from a spreadsheet: commas, no sep= line, no quotes, no seconds', () => {
    const text = [
      HEADER.replaceAll('"', '').replaceAll(';', ','),
      '1,#007,7,10,20,30,40,50,2800.5,1,1,1,1,1,3135.0,1,1,1,1,1,180,1,2023-10-29 16:10',
    ].join('\n');
    const string = parseLabradarShots(text);
    expect(string.shots).toEqual([{ velocityFps: 2800.5, time: '16:10:00', note: null, id: '1' }]);
    expect(string.title).toBe('SR0007');
  });

  it('refuses a row cut short, naming the shot', () => {
    const lines = SHOTS_FILE.split('\n');
    const cut = [...lines.slice(0, -1), lines.at(-1)!.slice(0, 60)].join('\n');
    expect(errorOf(cut)).toBe('This LabRadar Shots file is cut off or damaged at shot 15.');
    // Cut inside the last field: the date and time are incomplete.
    expect(errorOf(SHOTS_FILE.slice(0, -4))).toBe('This LabRadar Shots file is cut off or damaged at shot 15.');
  });

  it('cut anywhere: the one-sentence error, or the shots before the cut exactly as in the whole file, never a changed one', () => {
    const whole = parseLabradarShots(SHOTS_FILE).shots;
    // A shot row starts with its number; the first two lines are headings.
    const cuts = cutPositions(SHOTS_FILE, (line) => /^\d+[;,]/.test(line), 7);
    expect(cuts.length).toBeGreaterThan(SHOTS_FILE.length / 8);
    for (const end of cuts) {
      const text = SHOTS_FILE.slice(0, end);
      let shots;
      try {
        shots = parseChronographFile(text).shots;
      } catch (error) {
        expect(error).toBeInstanceOf(UnsupportedFileError);
        expect((error as Error).message).toMatch(/^[A-Z][^\n]*\.$/);
        continue;
      }
      // Only a cut at the end of a row reads (the file has no total to tell it from a whole one).
      const complete = text
        .split('\n')
        .slice(2)
        .filter((line) => line !== '').length;
      expect(shots).toEqual(whole.slice(0, complete));
    }
  });

  it('refuses a file with no shots, and one whose energies fit no unit', () => {
    expect(errorOf(file())).toBe(LABRADAR_SHOTS_NO_SHOTS_MESSAGE);
    expect(errorOf(file(row(1, 0, 0, 180)))).toBe(LABRADAR_SHOTS_NO_SHOTS_MESSAGE);
    expect(errorOf(file(row(1, 2800, 999, 180)))).toBe(LABRADAR_SHOTS_NO_UNIT_MESSAGE);
    expect(errorOf(file(row(1, 2800, 0, 0)))).toBe(LABRADAR_SHOTS_NO_UNIT_MESSAGE);
  });

  it('is not taken for the series report, nor the report for it', () => {
    expect(looksLikeLabradarShots(fixture('labradar/series5.csv'))).toBe(false);
    expect(parseChronographFile(fixture('labradar/series5.csv')).format).toBe('labradar');
  });
});
