import { describe, expect, it } from 'vitest';
import { accurateMean, bruteForceSpread, expectClose, meanPoint, pairwiseSd } from '@/test-utils/oracles';
import { coordinateArb, fc, listOf, positionArb, PROPERTIES } from '@/test-utils/property';
import {
  groupCentre,
  groupExtremeSpread,
  groupFigures,
  groupFiguresAsAngle,
  impactFromPosition,
  inchesToAngle,
  meanRadius,
  type GroupFigures,
} from './groups';
import { type ShotPosition } from './shots';
import { groupSizeForAngle, type UnitOf } from './units';

// Positions within ±16 inches: every figure is a few tens of inches at most, computed to ~1e-14.
const INCHES = { abs: 1e-9, rel: 1e-12 };
const groupArb = listOf(positionArb, { max: 150 });
const nonEmptyGroupArb = listOf(positionArb, { min: 1, max: 150 });

/** Every figure of `after` is that of `before` (close), the centre aside. */
function expectSameShape(after: GroupFigures, before: GroupFigures) {
  expect(after.n).toBe(before.n);
  expectClose(after.extremeSpread, before.extremeSpread, INCHES);
  expectClose(after.meanRadius, before.meanRadius, INCHES);
  if (before.verticalSd === null || before.horizontalSd === null) {
    expect(after.verticalSd).toBeNull();
    expect(after.horizontalSd).toBeNull();
  } else {
    expectClose(after.verticalSd, before.verticalSd, INCHES);
    expectClose(after.horizontalSd, before.horizontalSd, INCHES);
  }
}

const moved = (shots: readonly ShotPosition[], by: (shot: ShotPosition) => ShotPosition) => shots.map(by);

describe('group figures against the oracle', PROPERTIES, () => {
  it('take as extreme spread the largest distance between any two shots', () => {
    fc.assert(
      fc.property(groupArb, (shots) => {
        const oracle = bruteForceSpread(shots);
        if (oracle === null) expect(groupExtremeSpread(shots)).toBeNull();
        else expectClose(groupExtremeSpread(shots), oracle, INCHES);
      }),
    );
  });

  it('take as centre the mean point, and as mean radius the mean distance from it', () => {
    fc.assert(
      fc.property(groupArb, (shots) => {
        const centre = meanPoint(shots);
        if (centre === null) {
          expect(groupCentre(shots)).toBeNull();
          expect(meanRadius(shots)).toBeNull();
          return;
        }
        expectClose(groupCentre(shots)?.x, centre.x, INCHES);
        expectClose(groupCentre(shots)?.y, centre.y, INCHES);
        const distances = shots.map((shot) => Math.sqrt((shot.x - centre.x) ** 2 + (shot.y - centre.y) ** 2));
        expectClose(meanRadius(shots), accurateMean(distances), INCHES);
      }),
    );
  });

  it('give the sample SD of the heights and of the windage, none below two shots', () => {
    fc.assert(
      fc.property(groupArb, (shots) => {
        const figures = groupFigures(shots);
        if (figures === null) {
          expect(shots).toHaveLength(0);
          return;
        }
        expect(figures.n).toBe(shots.length);
        const vertical = pairwiseSd(shots.map((shot) => shot.y));
        const horizontal = pairwiseSd(shots.map((shot) => shot.x));
        if (vertical === null || horizontal === null) {
          expect(figures.verticalSd).toBeNull();
          expect(figures.horizontalSd).toBeNull();
        } else {
          expectClose(figures.verticalSd, vertical, INCHES);
          expectClose(figures.horizontalSd, horizontal, INCHES);
        }
      }),
    );
  });

  it('gather the figures each function gives', () => {
    fc.assert(
      fc.property(nonEmptyGroupArb, (shots) => {
        const figures = groupFigures(shots)!;
        expect(figures.centre).toEqual(groupCentre(shots));
        expect(figures.extremeSpread).toBe(groupExtremeSpread(shots));
        expect(figures.meanRadius).toBe(meanRadius(shots));
      }),
    );
  });

  it('never give a mean radius above the extreme spread, nor a spread above twice the farthest shot', () => {
    fc.assert(
      fc.property(nonEmptyGroupArb, (shots) => {
        const figures = groupFigures(shots)!;
        const { x, y } = figures.centre;
        const farthest = Math.max(...shots.map((shot) => Math.hypot(shot.x - x, shot.y - y)));
        expect(figures.meanRadius).toBeGreaterThanOrEqual(0);
        expect(figures.meanRadius).toBeLessThanOrEqual(figures.extremeSpread + 1e-9);
        expect(figures.extremeSpread).toBeLessThanOrEqual(2 * farthest + 1e-9);
      }),
    );
  });
});

describe('group figures under a change of frame', PROPERTIES, () => {
  it('are the same wherever the group sits on the target: only the centre moves, by the offset', () => {
    fc.assert(
      fc.property(nonEmptyGroupArb, coordinateArb, coordinateArb, (shots, dx, dy) => {
        const before = groupFigures(shots)!;
        const after = groupFigures(moved(shots, (shot) => ({ x: shot.x + dx, y: shot.y + dy })))!;
        expectSameShape(after, before);
        expectClose(after.centre.x, before.centre.x + dx, INCHES);
        expectClose(after.centre.y, before.centre.y + dy, INCHES);
      }),
    );
  });

  it('are the same in any order of the shots', () => {
    fc.assert(
      fc.property(
        nonEmptyGroupArb.chain((shots) =>
          fc.tuple(
            fc.constant(shots),
            fc.shuffledSubarray(shots, { minLength: shots.length, maxLength: shots.length }),
          ),
        ),
        ([shots, shuffled]) => {
          const before = groupFigures(shots)!;
          const after = groupFigures(shuffled)!;
          expectSameShape(after, before);
          expectClose(after.centre.x, before.centre.x, INCHES);
          expectClose(after.centre.y, before.centre.y, INCHES);
        },
      ),
    );
  });

  it('swap vertical and horizontal when the target turns a quarter, and keep the rest', () => {
    fc.assert(
      fc.property(nonEmptyGroupArb, (shots) => {
        const before = groupFigures(shots)!;
        const after = groupFigures(moved(shots, (shot) => ({ x: -shot.y, y: shot.x })))!;
        expectSameShape(after, { ...before, verticalSd: before.horizontalSd, horizontalSd: before.verticalSd });
        expectClose(after.centre.x, -before.centre.y, INCHES);
        expectClose(after.centre.y, before.centre.x, INCHES);
      }),
    );
  });

  it('scale with the group: a group k times as large has every figure k times as large', () => {
    fc.assert(
      fc.property(nonEmptyGroupArb, fc.double({ min: 0.1, max: 10, noNaN: true }), (shots, factor) => {
        const before = groupFigures(shots)!;
        const after = groupFigures(moved(shots, (shot) => ({ x: shot.x * factor, y: shot.y * factor })))!;
        const scale = (value: number | null) => (value === null ? null : value * factor);
        expectSameShape(after, {
          ...before,
          extremeSpread: before.extremeSpread * factor,
          meanRadius: before.meanRadius * factor,
          verticalSd: scale(before.verticalSd),
          horizontalSd: scale(before.horizontalSd),
        });
        expectClose(after.centre.x, before.centre.x * factor, INCHES);
        expectClose(after.centre.y, before.centre.y * factor, INCHES);
      }),
    );
  });
});

describe('impact and angles', PROPERTIES, () => {
  it("gives as a shot's impact its distance from the point of aim", () => {
    fc.assert(
      fc.property(positionArb, (shot) => {
        expectClose(impactFromPosition(shot), Math.sqrt(shot.x ** 2 + shot.y ** 2), INCHES);
        expectClose(groupExtremeSpread([{ x: 0, y: 0 }, shot]), impactFromPosition(shot), INCHES);
      }),
    );
  });

  const yardsArb = fc.oneof(
    fc.integer({ min: 25, max: 3000 }),
    fc.double({ min: 1, max: 3000, noNaN: true, noDefaultInfinity: true }),
  );
  const inchesArb = fc.double({ min: 0, max: 60, noNaN: true, noDefaultInfinity: true });

  const angleUnitArb = fc.constantFrom<UnitOf<'angle'>>('moa', 'mil');
  // The definitions: 1 MOA = 1/60 degree, 1 MIL = 1/1000 radian.
  const RADIANS_PER = { moa: Math.PI / 10_800, mil: 1 / 1000 };
  /** The angle a group of `inches` subtends at `yards`, 2·atan(size / 2 / distance), in `unit`. */
  const exactAngle = (inches: number, yards: number, unit: UnitOf<'angle'>) =>
    (2 * Math.atan(inches / 2 / (yards * 36))) / RADIANS_PER[unit];

  it('gives the angle by its definition, the same in MOA and MIL, and converts back to the inches', () => {
    fc.assert(
      fc.property(inchesArb, yardsArb, angleUnitArb, (inches, yards, unit) => {
        const angle = inchesToAngle(inches, yards, unit)!;
        expectClose(angle, exactAngle(inches, yards, unit), { abs: 1e-12, rel: 1e-12 });
        expectClose(groupSizeForAngle(angle, unit, yards), inches, { abs: 1e-9, rel: 1e-12 });
        // One angle in two units: MIL / 1000 and MOA × π / 10800 are the same radians.
        expectClose(
          inchesToAngle(inches, yards, 'mil')! * RADIANS_PER.mil,
          inchesToAngle(inches, yards, 'moa')! * RADIANS_PER.moa,
          { abs: 1e-15, rel: 1e-12 },
        );
      }),
    );
  });

  it('gives no angle without a positive, finite distance', () => {
    const noDistanceArb = fc.oneof(
      fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
      fc.double({ max: 0, noNaN: true }),
    );
    fc.assert(
      fc.property(inchesArb, noDistanceArb, nonEmptyGroupArb, angleUnitArb, (inches, yards, shots, unit) => {
        expect(inchesToAngle(inches, yards, unit)).toBeNull();
        expect(groupFiguresAsAngle(groupFigures(shots)!, yards, unit)).toBeNull();
      }),
    );
  });

  it('converts every figure of a group, and only those with a value', () => {
    fc.assert(
      fc.property(nonEmptyGroupArb, yardsArb, angleUnitArb, (shots, yards, unit) => {
        const inches = groupFigures(shots)!;
        const angles = groupFiguresAsAngle(inches, yards, unit)!;
        const inAngle = (value: number) => exactAngle(value, yards, unit);
        expect(angles.n).toBe(inches.n);
        expectClose(angles.extremeSpread, inAngle(inches.extremeSpread), INCHES);
        expectClose(angles.meanRadius, inAngle(inches.meanRadius), INCHES);
        expectClose(angles.centre.x, inAngle(inches.centre.x), INCHES);
        expectClose(angles.centre.y, inAngle(inches.centre.y), INCHES);
        if (inches.verticalSd === null || inches.horizontalSd === null) {
          expect(angles.verticalSd).toBeNull();
          expect(angles.horizontalSd).toBeNull();
        } else {
          expectClose(angles.verticalSd, inAngle(inches.verticalSd), INCHES);
          expectClose(angles.horizontalSd, inAngle(inches.horizontalSd), INCHES);
        }
      }),
    );
  });
});
