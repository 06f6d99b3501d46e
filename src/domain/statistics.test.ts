import { describe, expect, it } from 'vitest';
import {
  computeSessionStats,
  muzzleEnergy,
  parseBulletWeight,
  sampleStandardDeviation,
  smallerGroup,
  toStoredStatistics,
} from './statistics';

const v = (velocity: number | null, impact: number | null = null) => ({ velocity, impact });

describe('computeSessionStats', () => {
  it('gives empty statistics for no shots', () => {
    expect(computeSessionStats([], 140)).toEqual({
      totalShots: 0,
      velocityCount: 0,
      averageVelocity: null,
      minVelocity: null,
      maxVelocity: null,
      extremeSpread: null,
      standardDeviation: null,
      averageEnergy: null,
      impactCount: 0,
      averageGroup: null,
      bestGroup: null,
    });
  });

  it('leaves SD undefined for a single shot but gives the rest', () => {
    const stats = computeSessionStats([v(2710, 0.5)], 140);
    expect(stats).toMatchObject({
      totalShots: 1,
      averageVelocity: 2710,
      minVelocity: 2710,
      maxVelocity: 2710,
      extremeSpread: 0,
      standardDeviation: null,
      averageGroup: 0.5,
      bestGroup: 0.5,
    });
  });

  it('matches a hand-computed five-shot string', () => {
    // 2700, 2710, 2705, 2695, 2720: mean 2706, deviations -6, 4, -1, -11, 14;
    // squares 36 + 16 + 1 + 121 + 196 = 370; 370 / 4 = 92.5; sqrt = 9.6177 -> 9.6.
    const stats = computeSessionStats([v(2700), v(2710), v(2705), v(2695), v(2720)], 140);
    expect(stats.averageVelocity).toBe(2706);
    expect(stats.minVelocity).toBe(2695);
    expect(stats.maxVelocity).toBe(2720);
    expect(stats.extremeSpread).toBe(25);
    expect(stats.standardDeviation).toBe(9.6);
    // 140 x 2706^2 / 450240 = 2276.87 -> 2277 ft-lbf.
    expect(stats.averageEnergy).toBe(2277);
  });

  it('rounds the average velocity to whole fps', () => {
    expect(computeSessionStats([v(2700), v(2701)]).averageVelocity).toBe(2701); // 2700.5 rounds up
    expect(computeSessionStats([v(2700), v(2700), v(2701)]).averageVelocity).toBe(2700); // 2700.33
  });

  it('rounds the average impact to 2 decimals and keeps the smallest as best', () => {
    const stats = computeSessionStats([v(null, 0.5), v(null, 0.25), v(null, 0.6)]);
    // (0.5 + 0.25 + 0.6) / 3 = 0.45
    expect(stats.averageGroup).toBe(0.45);
    expect(stats.bestGroup).toBe(0.25);
    expect(computeSessionStats([v(null, 0.333), v(null, 0.334)]).averageGroup).toBe(0.33);
  });

  it('skips missing values, counting every shot in the total', () => {
    const stats = computeSessionStats([v(2800, null), v(null, 0.4), v(2810, 0.6), v(null, null)]);
    expect(stats.totalShots).toBe(4);
    expect(stats.velocityCount).toBe(2);
    expect(stats.averageVelocity).toBe(2805);
    expect(stats.impactCount).toBe(2);
    expect(stats.averageGroup).toBe(0.5);
  });

  it('gives no energy without a bullet weight', () => {
    expect(computeSessionStats([v(2800)]).averageEnergy).toBeNull();
  });
});

describe('sampleStandardDeviation', () => {
  it('divides by n - 1', () => {
    // 10 and 20: mean 15, squares 25 + 25 = 50, 50 / 1 = 50, sqrt 7.071
    expect(sampleStandardDeviation([10, 20])).toBeCloseTo(7.0711, 4);
    expect(sampleStandardDeviation([5])).toBeNull();
    expect(sampleStandardDeviation([])).toBeNull();
  });
});

describe('muzzleEnergy', () => {
  it('follows w x v^2 / 450240', () => {
    // 55 gr at 3240 fps: 55 x 10497600 / 450240 = 1282.356
    expect(muzzleEnergy(55, 3240)).toBeCloseTo(1282.36, 2);
  });
});

describe('parseBulletWeight', () => {
  it('reads the number of a factory weight written as text', () => {
    expect(parseBulletWeight('55-grain')).toBe(55);
    expect(parseBulletWeight('168 gr')).toBe(168);
    expect(parseBulletWeight('17.5-grain')).toBe(17.5);
    expect(parseBulletWeight(140)).toBe(140);
  });

  it('gives null when there is no weight', () => {
    expect(parseBulletWeight('unknown')).toBeNull();
    expect(parseBulletWeight(null)).toBeNull();
    expect(parseBulletWeight(0)).toBeNull();
  });
});

describe('toStoredStatistics and smallerGroup', () => {
  it('keeps what the session stores', () => {
    // A third shot with an impact only: three shots, two velocities (the SD's n).
    const stored = toStoredStatistics(computeSessionStats([v(2700, 0.5), v(2720, 0.3), v(null, 0.4)]));
    expect(stored).toEqual({
      totalShots: 3,
      velocityCount: 2,
      averageVelocity: 2710,
      extremeSpread: 20,
      standardDeviation: 14.1,
      averageGroup: 0.4,
      bestGroup: 0.3,
    });
  });

  it('takes the smaller group, whichever is missing', () => {
    expect(smallerGroup(null, 0.5)).toBe(0.5);
    expect(smallerGroup(0.4, null)).toBe(0.4);
    expect(smallerGroup(0.4, 0.5)).toBe(0.4);
    expect(smallerGroup(null, null)).toBeNull();
  });
});

describe('the mean impact', () => {
  it('is the same in any order of the shots, at a tie too (a mean of 0.035 in)', () => {
    const impacts = (values: number[]) => values.map((impact) => ({ velocity: null, impact }));
    expect(computeSessionStats(impacts([0.01, 0.1, 0.01, 0.02])).averageGroup).toBe(0.04);
    expect(computeSessionStats(impacts([0.01, 0.01, 0.02, 0.1])).averageGroup).toBe(0.04);
  });
});
