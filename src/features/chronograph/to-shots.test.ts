import { displayUnits } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import {
  findSessionWithString,
  invalidShot,
  invalidShotProblem,
  shotLimitProblem,
  toShotsToImport,
  type ShotToImport,
} from './to-shots';
import type { ChronographString } from './types';

const shotString = (overrides: Partial<ChronographString> = {}): ChronographString => ({
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
    const shots = toShotsToImport(shotString());
    expect(shots.map((shot) => shot.velocity)).toEqual([2801, 2810, 2795]);
    expect(shots[0]).toMatchObject({ impact: null, note: 'cold bore' });
    expect(shots[1]?.note).toBe('');
    expect(shots[0]?.timestamp).toEqual(new Date('2026-07-05T13:32:27'));
    expect(shots.every((shot) => shot.timed)).toBe(true);
  });

  it('numbers shots a second apart from the fallback when the file has no times', () => {
    const fallback = new Date('2026-11-23T10:00:00Z');
    const shots = toShotsToImport(
      shotString({
        shots: [
          { velocityFps: 2800, time: null, note: null },
          { velocityFps: 2801, time: null, note: null },
        ],
      }),
      fallback,
    );
    expect(shots.map((shot) => shot.timestamp.toISOString())).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:00:01.000Z',
    ]);
    expect(shots.some((shot) => shot.timed)).toBe(false);
  });

  it("does not take shot times as the file's own when the file has no date", () => {
    const shots = toShotsToImport(shotString({ date: null }), new Date('2026-11-23T10:00:00Z'));
    expect(shots.map((shot) => shot.timed)).toEqual([false, false, false]);
  });

  it('leaves sighters out and stores where each shot hit, x and y, and its distance from the aiming mark (ShotMarker)', () => {
    const shots = toShotsToImport(
      shotString({
        format: 'shotmarker',
        shots: [
          { velocityFps: 2790, time: null, note: null, id: 'S1', sighter: true, xInches: 3, yInches: 4 },
          { velocityFps: 2801, time: null, note: null, id: '1', xInches: 0.3, yInches: -0.4 },
          { velocityFps: 2805, time: null, note: null, id: '2', xInches: -1.234, yInches: 0 },
        ],
      }),
    );
    expect(shots.map((shot) => [shot.velocity, shot.x, shot.y, shot.impact])).toEqual([
      [2801, 0.3, -0.4, 0.5],
      // To 0.001 in, as the shot form stores a place: -1.234 in stays as it is.
      [2805, -1.234, 0, 1.234],
    ]);
    expect(invalidShotProblem(shots)).toBeNull();
  });

  it("puts every shot on the string's target (ShotMarker), and on none past the most a session holds", () => {
    const shots = [{ velocityFps: 2801, time: null, note: null, id: '1', xInches: 0.3, yInches: -0.4 }];
    const onTarget = (target: number) =>
      toShotsToImport(shotString({ format: 'shotmarker', shots, target })).map((shot) => shot.target);
    expect(onTarget(220)).toEqual([220]);
    expect(onTarget(1000)).toEqual([undefined]);
    expect(toShotsToImport(shotString({ format: 'shotmarker', shots }))[0]).not.toHaveProperty('target');
  });

  it('refuses a file whose shot landed more than 100 inches from the aim, naming it', () => {
    const shots = toShotsToImport(
      shotString({
        format: 'shotmarker',
        shots: [
          { velocityFps: 2801, time: null, note: null, id: '1', xInches: 0.3, yInches: -0.4 },
          { velocityFps: 2805, time: null, note: null, id: '2', xInches: 80, yInches: 70 },
        ],
      }),
    );
    expect(invalidShotProblem(shots)).toBe(
      'Shot 2 of this file cannot be imported: it landed more than 100 inches from the aim. Nothing was imported.',
    );
    // A string of several: which shot and why, for the line that leaves that string out.
    expect(invalidShot(shots)).toEqual({ number: 2, why: 'it landed more than 100 inches from the aim' });
    expect(invalidShot(shots.slice(0, 1))).toBeNull();
  });

  it("takes a shot's moment from the file's own instant when it records one (FIT, UTC)", () => {
    const shots = toShotsToImport(
      shotString({
        format: 'garmin-xero-fit',
        shots: [{ velocityFps: 2800, time: '13:47:11', note: null, timestamp: '2024-06-18T13:47:11.000Z' }],
      }),
    );
    expect(shots[0]).toMatchObject({ timestamp: new Date('2024-06-18T13:47:11.000Z'), timed: true });
  });

  it('cuts a note to the 200 characters a shot note may hold', () => {
    const shots = toShotsToImport(shotString({ shots: [{ velocityFps: 2800, time: null, note: 'x'.repeat(250) }] }));
    expect(shots[0]?.note).toHaveLength(200);
  });
});

describe('findSessionWithString', () => {
  const imported = toShotsToImport(shotString());
  const untimed = toShotsToImport(shotString({ date: null }), new Date('2026-11-23T10:00:00Z'));
  const stored = (shots: readonly ShotToImport[]) => shots.map(({ velocity, timestamp }) => ({ velocity, timestamp }));
  const session = (id: string, shots: { velocity: number | null; timestamp: Date }[]) => ({
    id,
    sessionName: `Session ${id}`,
    shots,
  });
  const at = (second: number) => new Date(2026, 10, 1, 9, 0, second);

  it('finds the session that holds the same string: as many shots, the same velocities in order, the same times', () => {
    const other = session('s1', [{ velocity: 2700, timestamp: at(0) }]);
    const holder = session('s2', stored(imported));
    expect(findSessionWithString(imported, [other, holder])?.id).toBe('s2');
  });

  it('does not refuse a one-shot file because an older session holds that velocity among others', () => {
    const oneShot = toShotsToImport(shotString({ shots: [{ velocityFps: 2800, time: '10:00:00', note: null }] }));
    const older = session(
      's1',
      [2790, 2800, 2810].map((velocity, index) => ({ velocity, timestamp: at(index) })),
    );
    expect(findSessionWithString(oneShot, [older])).toBeNull();
    const oneUntimed = toShotsToImport(
      shotString({ date: null, shots: [{ velocityFps: 2800, time: null, note: null }] }),
    );
    expect(findSessionWithString(oneUntimed, [older])).toBeNull();
  });

  it('no longer matches a string that appears inside a longer session, in order', () => {
    const longer = session('s1', [{ velocity: 2790, timestamp: new Date('2026-07-05T13:30:00') }, ...stored(imported)]);
    expect(findSessionWithString(imported, [longer])).toBeNull();
    expect(
      findSessionWithString(untimed, [session('s2', [...stored(untimed), { velocity: 2700, timestamp: at(9) }])]),
    ).toBeNull();
  });

  it('finds nothing when the shot count differs, even with the same first velocities', () => {
    expect(findSessionWithString(imported, [session('s1', stored(imported).slice(0, 2))])).toBeNull();
    expect(findSessionWithString(imported.slice(0, 2), [session('s2', stored(imported))])).toBeNull();
  });

  it('finds nothing when the same velocities come in another order', () => {
    expect(findSessionWithString(imported, [session('s1', stored(imported).reverse())])).toBeNull();
  });

  it('compares times when the file has them: the same velocities fired at other times are another string', () => {
    const sameVelocitiesOtherDay = imported.map((shot, index) => ({ velocity: shot.velocity, timestamp: at(index) }));
    expect(findSessionWithString(imported, [session('s1', sameVelocitiesOtherDay)])).toBeNull();
  });

  it('matches times to the second, as the file gives them', () => {
    const storedWithMillis = imported.map((shot) => ({
      velocity: shot.velocity,
      timestamp: new Date(shot.timestamp.getTime() + 300),
    }));
    expect(findSessionWithString(imported, [session('s1', storedWithMillis)])?.id).toBe('s1');
  });

  it('compares velocities only for a file without times (imported twice, its stand-in times differ)', () => {
    const firstImport = untimed.map((shot, index) => ({
      velocity: shot.velocity,
      timestamp: new Date(2025, 0, 1, 12, 0, index),
    }));
    expect(findSessionWithString(untimed, [session('s1', firstImport)])?.id).toBe('s1');
  });

  it('finds nothing for a different string or an empty file', () => {
    const different = stored(imported).map((shot) => ({ ...shot, velocity: shot.velocity + 1 }));
    expect(findSessionWithString(imported, [session('s1', different)])).toBeNull();
    expect(findSessionWithString([], [session('s2', [])])).toBeNull();
  });

  it('never matches a session whose shots have no velocity to a string of velocities', () => {
    expect(
      findSessionWithString(untimed, [
        session(
          's1',
          untimed.map((shot) => ({ velocity: null, timestamp: shot.timestamp })),
        ),
      ]),
    ).toBeNull();
  });
});

describe('invalidShotProblem', () => {
  it('lets a file in when every shot can be stored', () => {
    expect(invalidShotProblem(toShotsToImport(shotString()))).toBeNull();
  });

  it('names the first shot that cannot be stored, before anything is written', () => {
    const shots = toShotsToImport(
      shotString({
        shots: [
          { velocityFps: 2801, time: '13:32:27', note: null },
          { velocityFps: 0.3, time: '13:33:01', note: null },
          { velocityFps: 7000, time: '13:33:40', note: null },
        ],
      }),
    );
    expect(invalidShotProblem(shots)).toBe(
      'Shot 2 of this file cannot be imported: its velocity (0 fps) is not a whole number from 1 to 5,999 fps. Nothing was imported.',
    );
    expect(invalidShotProblem(shots.slice(2))).toMatch(
      /^Shot 1 of this file cannot be imported: its velocity \(7,000 fps\)/,
    );
  });

  it('says why in the account’s units and locale', () => {
    const metricFr = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });
    const [, slow, fast] = toShotsToImport(
      shotString({
        shots: [
          { velocityFps: 2801, time: '13:32:27', note: null },
          { velocityFps: 0.3, time: '13:33:01', note: null },
          { velocityFps: 7000, time: '13:33:40', note: null },
        ],
      }),
    );
    // 6,000 fps, the first velocity refused, is 1,828.8 m/s (x 0.3048); 7,000 fps 2,133.6 m/s.
    expect(invalidShot([slow!], metricFr)?.why).toBe('its velocity (0 m/s) is not above 0 and under 1\u202f828,8 m/s');
    expect(invalidShot([fast!], metricFr)?.why).toBe(
      'its velocity (2\u202f133,6 m/s) is not above 0 and under 1\u202f828,8 m/s',
    );
    // 100 in is 2,540 mm.
    const far = toShotsToImport(
      shotString({
        format: 'shotmarker',
        shots: [{ velocityFps: 2805, time: null, note: null, id: '2', xInches: 80, yInches: 70 }],
      }),
    );
    expect(invalidShotProblem(far, metricFr)).toBe(
      'Shot 1 of this file cannot be imported: it landed more than 2\u202f540 mm from the aim. Nothing was imported.',
    );
  });

  it('refuses a shot whose time cannot be read', () => {
    const [shot] = toShotsToImport(shotString());
    expect(invalidShotProblem([{ ...shot!, timestamp: new Date(Number.NaN) }])).toBe(
      'Shot 1 of this file cannot be imported: its time cannot be read. Nothing was imported.',
    );
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
