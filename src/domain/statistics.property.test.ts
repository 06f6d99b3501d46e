import { describe, expect, it } from 'vitest';
import {
  accurateMean,
  expectClose,
  expectRounding,
  pairwiseSd,
  roundedIntegerMean,
  sortedRange,
} from '@/test-utils/oracles';
import { fc, listOf, PROPERTIES, shotValuesArb, velocityArb, type GeneratedShot } from '@/test-utils/property';
import {
  computeSessionStats,
  mean,
  muzzleEnergy,
  parseBulletWeight,
  sampleStandardDeviation,
  smallerGroup,
  toStoredStatistics,
} from './statistics';

const velocitiesOf = (shots: readonly GeneratedShot[]) => shots.flatMap((shot) => shot.velocity ?? []);
const impactsOf = (shots: readonly GeneratedShot[]) => shots.flatMap((shot) => shot.impact ?? []);

/** A list of shots with the same list shuffled: the order a session happened to log them in. */
const shotsAndShuffled = listOf(shotValuesArb).chain((shots) =>
  fc.tuple(fc.constant(shots), fc.shuffledSubarray(shots, { minLength: shots.length, maxLength: shots.length })),
);

const bulletWeightArb = fc.option(fc.integer({ min: 20, max: 750 }));

describe('computeSessionStats against the oracle', PROPERTIES, () => {
  it('gives the count, rounded mean, min, max, spread and SD of the velocities, whatever else the shots hold', () => {
    fc.assert(
      fc.property(listOf(shotValuesArb), (shots) => {
        const stats = computeSessionStats(shots);
        const velocities = velocitiesOf(shots);
        expect(stats.totalShots).toBe(shots.length);
        expect(stats.velocityCount).toBe(velocities.length);
        const range = sortedRange(velocities);
        if (range === null) {
          expect(stats).toMatchObject({
            averageVelocity: null,
            minVelocity: null,
            maxVelocity: null,
            extremeSpread: null,
            standardDeviation: null,
          });
          return;
        }
        // Whole fps: the mean rounds exactly in integers, half up, as Math.round does.
        expect(stats.averageVelocity).toBe(roundedIntegerMean(velocities));
        expect(stats.minVelocity).toBe(range.min);
        expect(stats.maxVelocity).toBe(range.max);
        expect(stats.extremeSpread).toBe(range.max - range.min);
        const sd = pairwiseSd(velocities);
        if (sd === null) expect(stats.standardDeviation).toBeNull();
        else expectRounding(stats.standardDeviation, sd, 1);
      }),
    );
  });

  it('gives the muzzle energy at the unrounded mean velocity, to the nearest ft-lbf', () => {
    fc.assert(
      fc.property(listOf(shotValuesArb, { max: 40 }), bulletWeightArb, (shots, grains) => {
        const stats = computeSessionStats(shots, grains);
        const velocities = velocitiesOf(shots);
        if (grains === null || velocities.length === 0) {
          expect(stats.averageEnergy).toBeNull();
          return;
        }
        // E = w v² / 450240, v the exact mean (a ratio of integers).
        const average = velocities.reduce((sum, value) => sum + value, 0) / velocities.length;
        expectRounding(stats.averageEnergy, (grains * average * average) / 450240, 0);
      }),
    );
  });

  it('gives the count, the mean to 0.01 inch and the smallest of the impacts', () => {
    fc.assert(
      fc.property(listOf(shotValuesArb), (shots) => {
        const stats = computeSessionStats(shots);
        const impacts = impactsOf(shots);
        expect(stats.impactCount).toBe(impacts.length);
        if (impacts.length === 0) {
          expect(stats.averageGroup).toBeNull();
          expect(stats.bestGroup).toBeNull();
          return;
        }
        expectRounding(stats.averageGroup, accurateMean(impacts), 2);
        expect(stats.bestGroup).toBe(sortedRange(impacts)!.min);
      }),
    );
  });

  it('does not depend on the order the shots were logged in', () => {
    fc.assert(
      fc.property(shotsAndShuffled, bulletWeightArb, ([shots, shuffled], grains) => {
        const { standardDeviation, ...exact } = computeSessionStats(shots, grains);
        const other = computeSessionStats(shuffled, grains);
        // Integer sums, minima and the mean impact (summed smallest first) are the same in any order.
        expect(other).toMatchObject(exact);
        // The SD is a sum of inexact terms: the order moves its last bits, so it is checked against
        // the oracle instead.
        const sd = pairwiseSd(velocitiesOf(shots));
        if (sd !== null) {
          expectRounding(standardDeviation, sd, 1);
          expectRounding(other.standardDeviation, sd, 1);
        }
      }),
    );
  });

  it('is the same with the shots that have no value added or removed, but for the total', () => {
    const empty: GeneratedShot = { velocity: null, impact: null };
    fc.assert(
      fc.property(listOf(shotValuesArb, { max: 40 }), fc.nat({ max: 5 }), (shots, blanks) => {
        const padded = [...shots, ...Array.from({ length: blanks }, () => empty)];
        expect(computeSessionStats(padded)).toEqual({ ...computeSessionStats(shots), totalShots: padded.length });
      }),
    );
  });
});

describe('the building blocks against the oracle', PROPERTIES, () => {
  const doublesArb = listOf(fc.double({ min: -5000, max: 5000, noNaN: true, noDefaultInfinity: true }), { max: 100 });

  it('takes the mean of any values, to floating-point accuracy', () => {
    fc.assert(
      fc.property(doublesArb, (values) => {
        if (values.length === 0) expect(mean(values)).toBeNaN();
        else expectClose(mean(values), accurateMean(values), { abs: 1e-9 });
      }),
    );
  });

  it('takes the sample SD (n - 1) of any values, and none below two', () => {
    fc.assert(
      fc.property(doublesArb, (values) => {
        const oracle = pairwiseSd(values);
        if (oracle === null) expect(sampleStandardDeviation(values)).toBeNull();
        else expectClose(sampleStandardDeviation(values), oracle, { abs: 1e-9, rel: 1e-9 });
      }),
    );
  });

  it('gives an SD that does not change when every value moves by the same amount', () => {
    fc.assert(
      fc.property(listOf(velocityArb, { min: 2, max: 100 }), fc.integer({ min: -400, max: 400 }), (values, shift) => {
        const moved = values.map((value) => value + shift);
        expectClose(sampleStandardDeviation(moved), sampleStandardDeviation(values)!, { abs: 1e-9, rel: 1e-9 });
      }),
    );
  });

  it('gives an energy that grows with the weight and with the square of the speed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 750 }), velocityArb, (grains, fps) => {
        const energy = muzzleEnergy(grains, fps);
        expectClose(muzzleEnergy(2 * grains, fps), 2 * energy, { rel: 1e-12 });
        expectClose(muzzleEnergy(grains, 2 * fps), 4 * energy, { rel: 1e-12 });
        expect(muzzleEnergy(grains, fps + 1)).toBeGreaterThan(energy);
      }),
    );
  });

  it('reads the weight back from any way a factory writes it', () => {
    const weightArb = fc.oneof(
      fc.integer({ min: 1, max: 999 }),
      fc.integer({ min: 10, max: 9999 }).map((tenths) => tenths / 10),
    );
    const formatArb = fc.constantFrom('%-grain', '% gr', '%gr', '%', 'Match % grain BTHP');
    fc.assert(
      fc.property(weightArb, formatArb, (weight, format) => {
        expect(parseBulletWeight(format.replace('%', String(weight)))).toBe(weight);
        expect(parseBulletWeight(weight)).toBe(weight);
      }),
    );
  });

  it('keeps the smaller of two groups, either one missing', () => {
    const groupArb = fc.option(fc.integer({ min: 0, max: 2000 }).map((hundredths) => hundredths / 100));
    fc.assert(
      fc.property(groupArb, groupArb, (a, b) => {
        const present = [a, b].filter((value): value is number => value !== null);
        expect(smallerGroup(a, b)).toBe(sortedRange(present)?.min ?? null);
        expect(smallerGroup(b, a)).toBe(smallerGroup(a, b));
      }),
    );
  });

  it('stores exactly the figures a session keeps, unchanged', () => {
    fc.assert(
      fc.property(listOf(shotValuesArb, { max: 40 }), (shots) => {
        const stats = computeSessionStats(shots);
        const { minVelocity: _min, maxVelocity: _max, averageEnergy: _energy, impactCount: _count, ...kept } = stats;
        expect(toStoredStatistics(stats)).toEqual(kept);
      }),
    );
  });
});
