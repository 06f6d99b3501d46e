import { describe, expect, it } from 'vitest';
import { chronographStats, compareWithFileSummary } from './parse';
import {
  columnNames,
  headerShape,
  mapShotTable,
  NO_NUMBERS_MESSAGE,
  readShotTable,
  suggestMapping,
  type ColumnMapping,
} from './shot-table';

/** A made-up device's export: `;` separated, decimal commas, m/s, a summary block after the shots. */
const GENERIC_DE = [
  'Schuss;Geschwindigkeit (m/s);Zeit;Notiz',
  '1;868,4;10:01:05;',
  '2;871,2;10:01:48;',
  '3;869,9;10:02:30;Flieger',
  '4;870,1;10:03:02;',
  '',
  'Mittelwert;869,9;;',
  'SD;1,15;;',
  'ES;2,8;;',
].join('\r\n');

const mapping = (overrides: Partial<ColumnMapping>): ColumnMapping => ({
  velocity: 1,
  unit: 'fps',
  shot: null,
  time: null,
  date: null,
  note: null,
  string: null,
  skipped: [],
  ...overrides,
});

describe('readShotTable and suggestMapping', () => {
  it('reads a semicolon CSV with decimal commas and a header, and guesses its columns and unit', () => {
    const table = readShotTable(GENERIC_DE);
    expect(table.delimiter).toBe(';');
    expect(columnNames(table)).toEqual(['Schuss', 'Geschwindigkeit (m/s)', 'Zeit', 'Notiz']);
    expect(suggestMapping(table)).toEqual(mapping({ velocity: 1, unit: 'mps', shot: 0, time: 2, note: 3 }));
    expect(headerShape(table)).toBe('header:schuss|geschwindigkeit (m/s)|zeit|notiz');
  });

  it('reads a file without a header: the column of velocities by its numbers, fps by their size', () => {
    const table = readShotTable('1,2850.5\n2,2861.0\n3,2849.2\n');
    expect(table.header).toBeNull();
    expect(columnNames(table)).toEqual(['Column 1', 'Column 2']);
    expect(suggestMapping(table)).toMatchObject({ velocity: 1, unit: 'fps' });
    expect(headerShape(table)).toBe('columns:2:,');
  });

  it('refuses a table with no numbers in one sentence', () => {
    expect(() => readShotTable('name,colour\nbob,red\n')).toThrow(NO_NUMBERS_MESSAGE);
  });
});

describe('mapShotTable', () => {
  it('reads the shots, leaves the summary block out and compares with it', () => {
    const table = readShotTable(GENERIC_DE);
    const [string, ...more] = mapShotTable(table, suggestMapping(table), 'export.csv');
    expect(more).toEqual([]);
    expect(string!.format).toBe('mapped');
    expect(string!.title).toBe('export.csv');
    // 868.4 m/s × 3.28084 = 2849.1 fps, and so on; the summary's 869.9, 1.15 and 2.8 m/s to 0.01 fps.
    expect(string!.shots).toEqual([
      { velocityFps: 2849.1, time: '10:01:05', note: null, id: '1' },
      { velocityFps: 2858.3, time: '10:01:48', note: null, id: '2' },
      { velocityFps: 2854.0, time: '10:02:30', note: 'Flieger', id: '3' },
      { velocityFps: 2854.7, time: '10:03:02', note: null, id: '4' },
    ]);
    expect(string!.fileSummary).toEqual({ averageFps: 2854, sdFps: 3.77, extremeSpreadFps: 9.19, sdKind: 'sample' });
    expect(chronographStats(string!.shots)).toMatchObject({ count: 4, avgFps: 2854 });
    expect(compareWithFileSummary(string!).join(' ')).toContain('Average');
  });

  it('leaves out the rows the shooter marks as not shots (sighters)', () => {
    const table = readShotTable(GENERIC_DE);
    const [string] = mapShotTable(table, { ...suggestMapping(table), skipped: [0] }, null);
    expect(string!.shots.map((shot) => shot.id)).toEqual(['2', '3', '4']);
  });

  it('splits several strings by a string column, or by blank lines', () => {
    const byColumn = readShotTable('String,Velocity\nA,2850\nB,2900\nA,2855\nB,2905\n');
    const strings = mapShotTable(byColumn, suggestMapping(byColumn), null);
    expect(strings.map((string) => [string.title, string.shots.map((shot) => shot.velocityFps)])).toEqual([
      ['A', [2850, 2855]],
      ['B', [2900, 2905]],
    ]);
    const byBlankLines = readShotTable('2850\n2855\n\n\n2900\n2905\n');
    expect(
      mapShotTable(byBlankLines, mapping({ velocity: 0 }), 'day.csv').map((string) =>
        string.shots.map((shot) => shot.velocityFps),
      ),
    ).toEqual([
      [2850, 2855],
      [2900, 2905],
    ]);
  });

  it('refuses a column with no velocity in it', () => {
    const table = readShotTable(GENERIC_DE);
    expect(() => mapShotTable(table, mapping({ velocity: 3 }), null)).toThrow(
      'No row of this column reads as a velocity: choose the column that holds them.',
    );
  });
});
