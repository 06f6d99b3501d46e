import { describe, expect, it } from 'vitest';
import { sessionBestGroup, storedStatisticsOf } from './rollups';
import {
  bestTargetGroup,
  compareGroups,
  MIN_RANKED_SHOTS,
  targetChoices,
  targetGroups,
  targetOf,
  targetsOf,
} from './target-groups';

const at = (x: number, y: number, target?: number) => ({ x, y, ...(target === undefined ? {} : { target }) });
const withIds = <S extends object>(shots: S[]) =>
  shots.map((shot, index) => ({ id: `s${index}`, velocity: 2800, impact: null, ...shot }));

// The square with a shot in its middle, on target 1 (no target named): ES √2 = 1.41421 in;
// centre (0.5, 0.5), four corners at √0.5 and the middle at 0: mean radius 4 × 0.70711 / 5 = 0.56569 in.
const SQUARE = [at(0, 0), at(1, 0), at(0, 1), at(1, 1), at(0.5, 0.5)];
// A 3-4-5 triangle of three shots on target 2: ES 0.5 in (from (0.3, 0) to (0, 0.4)); centre
// (0.1, 0.13333), distances 0.16667, 0.24037 and 0.28480: mean radius 0.23061 in.
const TRIANGLE = [at(0, 0, 2), at(0.3, 0, 2), at(0, 0.4, 2)];
// A cross of five shots on target 3: (±1, 0), (0, ±1) and the centre: ES 2, mean radius 4 / 5 = 0.8 in.
const CROSS = [at(1, 0, 3), at(-1, 0, 3), at(0, 1, 3), at(0, -1, 3), at(0, 0, 3)];

describe('targets', () => {
  it('puts a shot that names no target on target 1, and lists the targets shot at in order', () => {
    expect(targetOf({})).toBe(1);
    expect(targetOf({ target: 4 })).toBe(4);
    expect(targetsOf([{ target: 3 }, {}, { target: 3 }, { target: 2 }])).toEqual([1, 2, 3]);
    expect(targetsOf([])).toEqual([]);
  });

  it('offers the targets shot at, target 1 always, and the next one', () => {
    expect(targetChoices([])).toEqual([1, 2]);
    expect(targetChoices([{}, {}])).toEqual([1, 2]);
    expect(targetChoices([{ target: 2 }, {}])).toEqual([1, 2, 3]);
    expect(targetChoices([{ target: 220 }])).toEqual([1, 220, 221]);
  });
});

describe('targetGroups', () => {
  it("measures each target's placed shots as a group of its own, leaving out unplaced shots and lone shots", () => {
    const groups = targetGroups([...CROSS, ...SQUARE, ...TRIANGLE, { x: null, y: null }, at(5, 5, 4)]);
    expect(groups.map((group) => [group.target, group.shots])).toEqual([
      [1, 5],
      [2, 3],
      [3, 5],
    ]);
    expect(groups[0]!.extremeSpread).toBeCloseTo(1.41421, 5);
    expect(groups[0]!.meanRadius).toBeCloseTo(0.56569, 5);
    expect(groups[1]!.extremeSpread).toBeCloseTo(0.5, 12);
    expect(groups[1]!.meanRadius).toBeCloseTo(0.23061, 5);
    expect(groups[2]!.extremeSpread).toBeCloseTo(2, 12);
    expect(groups[2]!.meanRadius).toBeCloseTo(0.8, 12);
  });
});

describe('ranking groups', () => {
  it(`ranks a group of ${MIN_RANKED_SHOTS} shots or more by mean radius, before any smaller group, however tight`, () => {
    const [square, triangle, cross] = targetGroups([...SQUARE, ...TRIANGLE, ...CROSS]);
    // The triangle's spread (0.5) is the smallest, but three shots do not rank by mean radius.
    expect(bestTargetGroup([triangle!, cross!, square!])).toBe(square);
    expect(compareGroups(square!, cross!)).toBeLessThan(0);
    expect(compareGroups(cross!, triangle!)).toBeLessThan(0);
  });

  it('ranks groups under the shots needed by extreme spread, and a group whose mean radius is unknown so too', () => {
    const four = targetGroups(SQUARE.slice(0, 4))[0]!; // ES √2, 4 shots
    const [, triangle] = targetGroups([...SQUARE, ...TRIANGLE]);
    expect(bestTargetGroup([four, triangle!])).toBe(triangle);
    // A summary stored before mean radii were: its 1.0 in spread ranks after any ranked group, before a wider one.
    const old = { shots: null, extremeSpread: 1, meanRadius: null };
    expect(compareGroups(old, { shots: 5, extremeSpread: 3, meanRadius: 1.2 })).toBeGreaterThan(0);
    expect(compareGroups(old, { shots: 3, extremeSpread: 1.2, meanRadius: 0.3 })).toBeLessThan(0);
  });
});

describe("a session's best group of several targets", () => {
  it('stores the best target group: its spread, its shot count and its mean radius (from 5 shots)', () => {
    const shots = withIds([...TRIANGLE, ...CROSS, ...SQUARE]);
    const stored = storedStatisticsOf({ shots, exclusions: {} });
    expect(stored.groupShots).toBe(5);
    expect(stored.groupSpread).toBeCloseTo(1.41421, 5);
    expect(stored.groupMeanRadius).toBeCloseTo(0.56569, 5);
    // Every placed shot is in the sums, whichever its target.
    expect(stored.placedShots).toBe(13);
    expect(sessionBestGroup({ shots, exclusions: {}, targetDistance: 100 })).toEqual({
      inches: stored.groupSpread,
      kind: 'group',
      targetDistance: 100,
      meanRadius: stored.groupMeanRadius,
      shots: 5,
    });
  });

  it('stores no mean radius for a best group under 5 shots, and no group where no target holds two shots', () => {
    const shots = withIds([...TRIANGLE, at(0, 0)]);
    const stored = storedStatisticsOf({ shots, exclusions: {} });
    expect([stored.groupSpread, stored.groupShots, stored.groupMeanRadius]).toEqual([0.5, 3, null]);
    expect(sessionBestGroup({ shots, exclusions: {} })).toEqual({ inches: 0.5, kind: 'group', targetDistance: null });
    // Two placed shots on two targets are two lone shots, not a group.
    const apart = withIds([at(0, 0), at(1, 1, 2)]);
    const none = storedStatisticsOf({ shots: apart, exclusions: {} });
    expect([none.groupSpread, none.groupShots, none.groupMeanRadius]).toEqual([null, null, null]);
    expect(none.placedShots).toBe(2);
  });

  it('leaves excluded shots out of their target group', () => {
    const shots = withIds([...CROSS, ...SQUARE]);
    // Excluding a corner of the square leaves it four shots: the cross (5 shots) is best, by its mean radius.
    const stored = storedStatisticsOf({ shots, exclusions: { s6: 'flier' } });
    expect([stored.groupShots, stored.groupMeanRadius]).toEqual([5, 0.8]);
    expect(stored.groupSpread).toBeCloseTo(2, 12);
  });
});
