/**
 * The one fast-check configuration every property test imports, and the arbitraries they share.
 *
 * FC_RUNS sets the runs per property (default 100, which keeps `npm test` fast; FC_RUNS=2000 for a
 * deeper search) and FC_SEED replays a run. Without FC_SEED a seed is drawn once per process and
 * printed once, so a failure can be replayed: fast-check also names the seed (and the path to the
 * shrunk case) in every failure message.
 */
import fc from 'fast-check';

export { fc };

/** An integer setting from the environment; `fallback` when unset; a clear error when it is not one. */
function readSetting(name: string, fallback: () => number, valid: (value: number) => boolean, what: string): number {
  const text = globalThis.process?.env[name]?.trim();
  if (!text) return fallback();
  const value = Number(text);
  if (!Number.isInteger(value) || !valid(value)) throw new RangeError(`${name} must be ${what}, not "${text}".`);
  return value;
}

// Kept on globalThis, so that a test file evaluating this module again (were isolation turned on)
// shares the process's seed and does not print it twice.
const STATE = Symbol.for('rangebook.fast-check');
type State = { seed: number; numRuns: number };
const holder = globalThis as typeof globalThis & { [STATE]?: State };

function processState(): State {
  const existing = holder[STATE];
  if (existing) return existing;
  const defaultRuns = () => 100;
  const numRuns = readSetting('FC_RUNS', defaultRuns, (runs) => runs > 0, 'a positive integer');
  // fast-check's seeds are 32-bit integers; the one it would draw itself is drawn here, to be printed.
  const random = () => (Math.random() * 2 ** 32) | 0;
  const seed = readSetting('FC_SEED', random, (value) => Math.abs(value) < 2 ** 32, 'a 32-bit integer');
  const state = { seed, numRuns };
  holder[STATE] = state;
  console.log(`fast-check seed ${seed} (FC_RUNS=${numRuns}); replay with FC_SEED=${seed}`);
  return state;
}

export const { seed: FC_SEED, numRuns: FC_RUNS } = processState();
fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: FC_RUNS, seed: FC_SEED });

/**
 * Options for a describe block of properties: vitest's 5 s per test at the default runs, and room
 * for FC_RUNS=10000 (a property takes about a millisecond a run, a loaded machine a few).
 */
export const PROPERTIES = { timeout: Math.max(5_000, 20 * FC_RUNS) };

// Realistic magnitudes, as the existing tests and the session schema have them.

/** A chronograph velocity: whole fps, 500 to 4500. */
export const velocityArb = fc.integer({ min: 500, max: 4500 });

/** A coordinate on the target, inches from the aim: to 0.001 inch as the form takes it, or any double. */
export const coordinateArb = fc.oneof(
  fc.integer({ min: -16_000, max: 16_000 }).map((thousandths) => thousandths / 1000),
  fc.double({ min: -16, max: 16, noNaN: true, noDefaultInfinity: true }),
);

/** An impact (distance from the aim) to 0.001 inch, as the form takes it. */
export const impactArb = fc.integer({ min: 0, max: 20_000 }).map((thousandths) => thousandths / 1000);

/** A place on the target. */
export const positionArb = fc.record({ x: coordinateArb, y: coordinateArb });

/**
 * A list of up to `max` items: mostly a handful (where edge cases live), sometimes hundreds (a long
 * string of shots); both shrink towards the empty list.
 */
export function listOf<T>(item: fc.Arbitrary<T>, { min = 0, max = 300 }: { min?: number; max?: number } = {}) {
  const few = Math.min(max, Math.max(min, 12));
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(item, { minLength: min, maxLength: few, size: 'max' }) },
    { weight: 1, arbitrary: fc.array(item, { minLength: min, maxLength: max, size: 'max' }) },
  );
}

/** A shot's values as a session holds them: a velocity or not; a place (x, y, its impact) or an impact alone or none. */
export type GeneratedShot = { velocity: number | null; impact: number | null; x?: number | null; y?: number | null };

export const shotValuesArb: fc.Arbitrary<GeneratedShot> = fc.oneof(
  fc.record({ velocity: fc.option(velocityArb), impact: fc.option(impactArb) }),
  // Stored shots leave x and y out; a form holds null.
  fc.record({
    velocity: fc.option(velocityArb),
    impact: fc.option(impactArb),
    x: fc.constant(null),
    y: fc.constant(null),
  }),
  fc
    .record({ velocity: fc.option(velocityArb), position: positionArb })
    .map(({ velocity, position }) => ({ velocity, impact: Math.hypot(position.x, position.y), ...position })),
);

/** Shots with ids s0, s1, ... (unique within a session, as newShotId makes them). */
const withIds = <S>(shots: readonly S[]) => shots.map((shot, index) => ({ ...shot, id: `s${index}` }));

/** Ids of no shot of a session: an exclusion left behind must change nothing. */
const STALE_IDS = ['gone', 's999'];

/**
 * A session's shots, with ids, and its exclusions: about one shot in four excluded, sometimes with a
 * stale exclusion beside them. Built without `chain`, so a failure shrinks shot by shot.
 */
export const sessionShotsArb = (max = 300) =>
  fc
    .tuple(listOf(fc.tuple(shotValuesArb, fc.integer({ min: 0, max: 3 })), { max }), fc.subarray(STALE_IDS))
    .map(([entries, stale]) => {
      const shots = withIds(entries.map(([shot]) => shot));
      const exclusions: Record<string, string> = {};
      entries.forEach(([, coin], index) => {
        if (coin === 0) exclusions[`s${index}`] = 'flier';
      });
      for (const id of stale) exclusions[id] = 'chrono error';
      return { shots, exclusions };
    });

const MS_PER_DAY = 86_400_000;

/** A day as YYYY-MM-DD from its number of days since 1970-01-01 (UTC). */
export const dayString = (epochDay: number) => new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);

/** A day between 2015 and 2035 as an epoch day number (shrinks to a plain integer, easy to read). */
export const epochDayArb = fc.integer({ min: 16_436, max: 23_741 });
