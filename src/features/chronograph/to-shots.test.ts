import { findSessionWithString, shotLimitProblem, toShotsToImport } from './to-shots';
import type { ChronographString } from './types';

const string = (overrides: Partial<ChronographString> = {}): ChronographString => ({
  format: 'garmin-xero',
  title: 'Ladder 41.5',
  date: '2026-07-05',
  shots: [
    { velocityFps: 2801.4, time: '13:32:27', note: 'cold bore' },
    { velocityFps: 2809.6, time: '13:33:01', note: null },
    { velocityFps: 2795.0, time: '13:33:40', note: null },
  ],
  unit: 'fps',
  projectileWeightGrains: 140,
  fileSummary: null,
  note: null,
  missedShots: 0,
  ...overrides,
});

describe('toShotsToImport', () => {
  it('rounds velocities to whole fps and dates each shot with the file date and its time', () => {
    const shots = toShotsToImport(string());
    expect(shots.map((shot) => shot.velocity)).toEqual([2801, 2810, 2795]);
    expect(shots[0]).toMatchObject({ impact: null, note: 'cold bore' });
    expect(shots[1]?.note).toBe('');
    expect(shots[0]?.timestamp).toEqual(new Date('2026-07-05T13:32:27'));
  });

  it('numbers shots a second apart from the fallback when the file has no times', () => {
    const fallback = new Date('2026-11-23T10:00:00Z');
    const shots = toShotsToImport(string({ shots: [{ velocityFps: 2800, time: null, note: null }, { velocityFps: 2801, time: null, note: null }] }), fallback);
    expect(shots.map((shot) => shot.timestamp.toISOString())).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T10:00:01.000Z']);
  });

  it('cuts a note to the 200 characters a shot note may hold', () => {
    const shots = toShotsToImport(string({ shots: [{ velocityFps: 2800, time: null, note: 'x'.repeat(250) }] }));
    expect(shots[0]?.note).toHaveLength(200);
  });
});

describe('findSessionWithString', () => {
  const imported = toShotsToImport(string());

  it('finds the session that already holds every shot of the string', () => {
    const holder = { id: 's1', sessionName: 'Ladder', shots: [{ velocity: 2790, timestamp: new Date('2026-07-05T13:30:00') }, ...imported] };
    const other = { id: 's2', sessionName: 'Other', shots: imported.slice(0, 2) };
    expect(findSessionWithString(imported, [other, holder])?.id).toBe('s1');
  });

  it('finds the same velocities in order when times differ (a file without times imported twice)', () => {
    const later = imported.map((shot, index) => ({ velocity: shot.velocity, timestamp: new Date(2026, 10, 23, 9, 0, index) }));
    expect(findSessionWithString(imported, [{ id: 's3', sessionName: 'Again', shots: later }])?.id).toBe('s3');
  });

  it('finds nothing for a different string', () => {
    const different = imported.map((shot) => ({ velocity: shot.velocity + 1, timestamp: new Date(2026, 0, 1) }));
    expect(findSessionWithString(imported, [{ id: 's4', sessionName: 'Other', shots: different }])).toBeNull();
    expect(findSessionWithString([], [{ id: 's4', sessionName: 'Other', shots: different }])).toBeNull();
  });
});

describe('shotLimitProblem', () => {
  it('lets a string in when it fits, and refuses it before anything is written when it does not', () => {
    expect(shotLimitProblem(490, 10, 500)).toBeNull();
    expect(shotLimitProblem(495, 29, 500)).toBe(
      'This file has 29 shots, but a session holds at most 500 and this one has room for 5. Nothing was imported.',
    );
  });
});
