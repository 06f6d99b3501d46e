import { describe, expect, it } from 'vitest';
import { type ShotValues } from './shots';
import { computeSessionStats } from './statistics';
import { poolPlaced, poolVelocities, shotSums, type SumsPart } from './sums';

const velocity = (value: number | null): ShotValues => ({ velocity: value, impact: null });
const part = (shots: readonly ShotValues[]): SumsPart => ({
  ...shotSums(shots),
  velocityCount: shots.filter((shot) => shot.velocity !== null).length,
});

describe('shotSums', () => {
  it('sums the velocities, their squares and the placed shots, skipping what a shot lacks', () => {
    expect(
      shotSums([
        { velocity: 2800, impact: 0.5, x: 0.3, y: -0.4 },
        { velocity: null, impact: 1, x: 1, y: 0 },
        { velocity: 2810, impact: 0.2 },
      ]),
    ).toEqual({
      velocitySum: 5610,
      velocitySquares: 2800 ** 2 + 2810 ** 2,
      minVelocity: 2800,
      maxVelocity: 2810,
      placedShots: 2,
      placedSumX: 1.3,
      placedSumY: -0.4,
    });
    expect(shotSums([])).toMatchObject({ velocitySum: 0, minVelocity: null, maxVelocity: null, placedShots: 0 });
  });
});

describe('poolVelocities', () => {
  it('gives over several sessions what computeSessionStats gives over all their shots at once', () => {
    const sessions = [
      [2650, 2660, 2670].map(velocity),
      [2680, null, 2690].map(velocity),
      [null].map(velocity),
      [2701].map(velocity),
    ];
    const all = computeSessionStats(sessions.flat());
    expect(poolVelocities(sessions.map(part))).toEqual({
      velocityCount: all.velocityCount,
      meanVelocity: (2650 + 2660 + 2670 + 2680 + 2690 + 2701) / 6,
      standardDeviation: all.standardDeviation,
      extremeSpread: all.extremeSpread,
    });
  });

  it('stays exact over a hundred thousand velocities, where n·Σv² is beyond 2^53', () => {
    // 3000 ± 1 fps alternating: the sample SD is sqrt(n / (n - 1)).
    const n = 100_000;
    const sessions = Array.from({ length: n / 20 }, () =>
      part(Array.from({ length: 20 }, (_, i) => velocity(i % 2 === 0 ? 2999 : 3001))),
    );
    const pooled = poolVelocities(sessions);
    expect(pooled.velocityCount).toBe(n);
    expect(pooled.meanVelocity).toBe(3000);
    expect(pooled.standardDeviation).toBe(Math.round(Math.sqrt(n / (n - 1)) * 10) / 10);
    expect(pooled.extremeSpread).toBe(2);
  });

  it('gives no SD under two velocities, and nothing without any', () => {
    expect(poolVelocities([part([velocity(2655)])])).toEqual({
      velocityCount: 1,
      meanVelocity: 2655,
      standardDeviation: null,
      extremeSpread: 0,
    });
    expect(poolVelocities([part([velocity(null)]), part([])])).toEqual({
      velocityCount: 0,
      meanVelocity: null,
      standardDeviation: null,
      extremeSpread: null,
    });
  });
});

describe('poolPlaced', () => {
  it('gives the mean point of every placed shot across sessions, or null with none', () => {
    const placed = poolPlaced([
      shotSums([{ velocity: null, impact: 1, x: 1, y: 0 }]),
      shotSums([
        { velocity: null, impact: 1, x: 0, y: 1 },
        { velocity: null, impact: 1, x: -1, y: 0 },
      ]),
    ]);
    expect(placed).toEqual({ centre: { x: 0, y: 1 / 3 }, shots: 3 });
    expect(poolPlaced([shotSums([velocity(2800)])])).toBeNull();
  });
});
