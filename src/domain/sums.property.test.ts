import { describe, expect, it } from 'vitest';
import {
  accurateMean,
  accurateSum,
  expectClose,
  expectRounding,
  isNearTie,
  meanPoint,
  pairwiseSd,
  pairwiseVariance,
  sortedRange,
} from '@/test-utils/oracles';
import { fc, listOf, PROPERTIES, shotValuesArb, velocityArb, type GeneratedShot } from '@/test-utils/property';
import { computeSessionStats } from './statistics';
import { poolPlaced, poolVelocities, shotSums, type SumsPart } from './sums';

const velocitiesOf = (shots: readonly GeneratedShot[]) => shots.flatMap((shot) => shot.velocity ?? []);
const placedOf = (shots: readonly GeneratedShot[]) =>
  shots.flatMap((shot) => (typeof shot.x === 'number' && typeof shot.y === 'number' ? [{ x: shot.x, y: shot.y }] : []));

/** A session's part of a pool, as its stored statistics give it. */
const partOf = (shots: readonly GeneratedShot[]): SumsPart => ({
  ...shotSums(shots),
  velocityCount: velocitiesOf(shots).length,
});

/** Shots split into sessions: any split of their concatenation, empty sessions included. */
const sessionsArb = fc.array(listOf(shotValuesArb, { max: 60 }), { maxLength: 8 });

// Positions are doubles: their sums carry rounding, a few ulps of the ±16 inch magnitudes.
const INCHES = { abs: 1e-9, rel: 1e-12 };

describe('shotSums against the oracle', PROPERTIES, () => {
  it('sums the velocities and their squares exactly, and keeps their extremes', () => {
    fc.assert(
      fc.property(listOf(shotValuesArb), (shots) => {
        const sums = shotSums(shots);
        const velocities = velocitiesOf(shots);
        const bigSum = velocities.reduce((total, value) => total + BigInt(value), 0n);
        const bigSquares = velocities.reduce((total, value) => total + BigInt(value) ** 2n, 0n);
        expect(BigInt(sums.velocitySum)).toBe(bigSum);
        expect(BigInt(sums.velocitySquares)).toBe(bigSquares);
        const range = sortedRange(velocities);
        expect(sums.minVelocity).toBe(range?.min ?? null);
        expect(sums.maxVelocity).toBe(range?.max ?? null);
      }),
    );
  });

  it('counts and sums the shots placed on the target, and only those', () => {
    fc.assert(
      fc.property(listOf(shotValuesArb), (shots) => {
        const sums = shotSums(shots);
        const placed = placedOf(shots);
        expect(sums.placedShots).toBe(placed.length);
        expectClose(sums.placedSumX, accurateSum(placed.map((shot) => shot.x)), INCHES);
        expectClose(sums.placedSumY, accurateSum(placed.map((shot) => shot.y)), INCHES);
      }),
    );
  });

  it('over the parts of any split adds up to the sums of the whole', () => {
    fc.assert(
      fc.property(sessionsArb, (sessions) => {
        const whole = shotSums(sessions.flat());
        const parts = sessions.map((shots) => shotSums(shots));
        const total = (pick: (part: (typeof parts)[number]) => number) => accurateSum(parts.map(pick));
        // Integers below 2^53: exact in any grouping.
        expect(total((part) => part.velocitySum)).toBe(whole.velocitySum);
        expect(total((part) => part.velocitySquares)).toBe(whole.velocitySquares);
        expect(total((part) => part.placedShots)).toBe(whole.placedShots);
        expectClose(
          total((part) => part.placedSumX),
          whole.placedSumX,
          INCHES,
        );
        expectClose(
          total((part) => part.placedSumY),
          whole.placedSumY,
          INCHES,
        );
        const extremes = parts.flatMap((part) => [part.minVelocity, part.maxVelocity].filter((v) => v !== null));
        expect(whole.minVelocity).toBe(sortedRange(extremes)?.min ?? null);
        expect(whole.maxVelocity).toBe(sortedRange(extremes)?.max ?? null);
      }),
    );
  });
});

describe('poolVelocities against the oracle', PROPERTIES, () => {
  it('gives over any split of the shots the count, mean, sample SD and spread of all their velocities', () => {
    fc.assert(
      fc.property(sessionsArb, (sessions) => {
        const pooled = poolVelocities(sessions.map(partOf));
        const velocities = velocitiesOf(sessions.flat());
        expect(pooled.velocityCount).toBe(velocities.length);
        const range = sortedRange(velocities);
        if (range === null) {
          expect(pooled).toEqual({
            velocityCount: 0,
            meanVelocity: null,
            standardDeviation: null,
            extremeSpread: null,
          });
          return;
        }
        // The integer sum is exact, so the mean is the one correctly rounded quotient.
        expect(pooled.meanVelocity).toBe(accurateMean(velocities));
        expect(pooled.extremeSpread).toBe(range.max - range.min);
        const sd = pairwiseSd(velocities);
        if (sd === null) expect(pooled.standardDeviation).toBeNull();
        else expectRounding(pooled.standardDeviation, sd, 1);
      }),
    );
  });

  it('gives what computeSessionStats gives over the concatenated shots', () => {
    fc.assert(
      fc.property(sessionsArb, (sessions) => {
        const pooled = poolVelocities(sessions.map(partOf));
        const all = computeSessionStats(sessions.flat());
        expect(pooled.velocityCount).toBe(all.velocityCount);
        expect(pooled.extremeSpread).toBe(all.extremeSpread);
        expect(pooled.meanVelocity === null ? null : Math.round(pooled.meanVelocity)).toBe(all.averageVelocity);
        // Both round the same SD to 0.1 fps from different sums: only at a true tie may they differ.
        const sd = pairwiseSd(velocitiesOf(sessions.flat()));
        if (sd === null || !isNearTie(sd, 1)) expect(pooled.standardDeviation).toBe(all.standardDeviation);
      }),
    );
  });

  it('does not depend on the order of the sessions, nor on sessions without velocities', () => {
    fc.assert(
      fc.property(
        sessionsArb.chain((sessions) =>
          fc.tuple(
            fc.constant(sessions),
            fc.shuffledSubarray(sessions, { minLength: sessions.length, maxLength: sessions.length }),
          ),
        ),
        fc.nat({ max: 3 }),
        ([sessions, shuffled], empties) => {
          const blank = partOf([{ velocity: null, impact: 0.5 }]);
          const reordered = [...shuffled.map(partOf), ...Array.from({ length: empties }, () => blank)];
          expect(poolVelocities(reordered)).toEqual(poolVelocities(sessions.map(partOf)));
        },
      ),
    );
  });

  it('agrees with the closed form over thousands of copies of a session, n·Σv² far beyond 2^53', () => {
    fc.assert(
      fc.property(
        listOf(velocityArb, { min: 1, max: 100 }),
        fc.integer({ min: 1, max: 5_000 }),
        (velocities, copies) => {
          const part = partOf(velocities.map((velocity) => ({ velocity, impact: null })));
          const pooled = poolVelocities(Array.from({ length: copies }, () => part));
          const n = velocities.length;
          const total = n * copies;
          expect(pooled.velocityCount).toBe(total);
          if (total < 2) {
            expect(pooled.standardDeviation).toBeNull();
            return;
          }
          // k copies of n values: Σ over all pairs is k² times one copy's, so the sample variance is
          // s²·(n − 1)·k / (kn − 1), s² the variance of one copy (0 when it has a single value).
          const oneCopy = n < 2 ? 0 : pairwiseVariance(velocities)!;
          const variance = (oneCopy * (n - 1) * copies) / (total - 1);
          expectRounding(pooled.standardDeviation, Math.sqrt(variance), 1);
          expect(pooled.extremeSpread).toBe(sortedRange(velocities)!.max - sortedRange(velocities)!.min);
        },
      ),
    );
  });
});

describe('poolPlaced against the oracle', PROPERTIES, () => {
  it('gives over any split of the shots the centre and the count of every placed shot', () => {
    fc.assert(
      fc.property(sessionsArb, (sessions) => {
        const pooled = poolPlaced(sessions.map((shots) => shotSums(shots)));
        const placed = placedOf(sessions.flat());
        const centre = meanPoint(placed);
        if (centre === null) {
          expect(pooled).toBeNull();
          return;
        }
        expect(pooled?.shots).toBe(placed.length);
        expectClose(pooled?.centre.x, centre.x, INCHES);
        expectClose(pooled?.centre.y, centre.y, INCHES);
      }),
    );
  });
});
