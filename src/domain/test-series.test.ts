import { describe, expect, it } from 'vitest';
import { radialSd } from './radial';
import type { ShotPosition } from './shots';
import { analyzeTestSeries, pooledRadialSd, type TestStepShots } from './test-series';

// A cross of five shots about (0, 0): squared distances 0, 1, 1, 1, 1 from their centre (sum 4, 8 df).
const CROSS: ShotPosition[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 0, y: -1 },
];
const scaled = (shots: readonly ShotPosition[], factor: number, shift = 0) =>
  shots.map(({ x, y }) => ({ x: x * factor + shift, y: y * factor - shift }));
/** Two shots `apart` inches apart: squared distances (apart / 2)² each from their centre, 2 df. */
const pair = (apart: number): ShotPosition[] => [
  { x: 0, y: 0 },
  { x: apart, y: 0 },
];

describe('pooledRadialSd', () => {
  it('is radialSd for one group', () => {
    const pooled = pooledRadialSd([CROSS])!;
    const single = radialSd(CROSS)!;
    expect(pooled.sigma).toBeCloseTo(single.sigma, 12);
    expect(pooled.interval.low).toBeCloseTo(single.interval.low, 12);
    expect(pooled.interval.high).toBeCloseTo(single.interval.high, 12);
    expect(pooled.df).toBe(8);
  });

  it('pools groups each about its own centre (worked out by hand)', () => {
    // The cross (sum 4, 8 df) and a pair 2 in apart fired at another aim (sum 1 + 1 = 2, 2 df): sigma =
    // sqrt(6 / 10) = 0.774597; 90% from chi-square on 10 df (5% point 3.940299, 95% point 18.307038):
    // sqrt(6 / 18.307038) = 0.572488 to sqrt(6 / 3.940299) = 1.233988; CEP50 = sigma × 1.177410 = 0.912018.
    const pooled = pooledRadialSd([CROSS, scaled(pair(2), 1, 40), [{ x: 9, y: 9 }]])!;
    expect(pooled.sigma).toBeCloseTo(0.774597, 6);
    expect(pooled.interval.low).toBeCloseTo(0.572488, 5);
    expect(pooled.interval.high).toBeCloseTo(1.233988, 5);
    expect(pooled.cep50).toBeCloseTo(0.912018, 5);
    // The lone shot adds nothing; the largest group's spread is the cross's 2 in.
    expect(pooled.shots).toBe(7);
    expect(pooled.largestSpread).toBeCloseTo(2, 12);
  });

  it('gives nothing without a group of two', () => {
    expect(pooledRadialSd([[{ x: 1, y: 1 }], []])).toBeNull();
  });
});

describe('analyzeTestSeries', () => {
  const seatingStep = (value: number, factor: number, velocities: number[] = []): TestStepShots => ({
    value,
    velocities,
    groups: [scaled(CROSS, factor)],
  });

  it('finds the window of steps whose groups cannot be told from the smallest, in order of value', () => {
    // Sigma 0.70711 × factor, 90% interval 0.50788 to 1.20986 × factor. The smallest (factor 0.2) reaches
    // up to 0.241972; factors 0.3 and 0.25 reach down to 0.152364 and 0.126970, under it; factor 1 only to
    // 0.50788. Steps given out of order: the window is still the run of values 2.210 to 2.230.
    const analysis = analyzeTestSeries([
      seatingStep(2.24, 1),
      seatingStep(2.2, 1),
      seatingStep(2.22, 0.2),
      seatingStep(2.21, 0.3),
      seatingStep(2.23, 0.25),
    ]);
    expect(analysis.window).toEqual([3, 2, 4]);
    expect(analysis.steps[2]!.group!.sigma).toBeCloseTo(0.141421, 6);
    expect(analysis.steps[2]!.group!.interval.high).toBeCloseTo(0.241972, 5);
  });

  it('fits velocity against the variable as a ladder, in order of value', () => {
    // Means 2800, 2810, 2820 fps at 2.200, 2.210, 2.220 in: 1000 fps per inch exactly.
    const analysis = analyzeTestSeries([
      seatingStep(2.22, 1, [2815, 2825]),
      seatingStep(2.2, 1, [2795, 2805]),
      seatingStep(2.21, 1, [2805, 2815]),
    ]);
    expect(analysis.trend!.slope).toBeCloseTo(1000, 6);
    expect(analysis.trend!.charges.map((charge) => charge.charge)).toEqual([2.2, 2.21, 2.22]);
    // Per step: mean 2820 with SD sqrt(50) = 7.0711 of two shots.
    expect(analysis.steps[0]!.velocity.mean).toBe(2820);
    expect(analysis.steps[0]!.sd.sd).toBeCloseTo(7.0711, 4);
  });

  it('flags a group far larger than the others, with its Bonferroni p (worked out by hand)', () => {
    // Step 0: a pair 3 in apart, sigma² = (1.5² + 1.5²) / 2 = 2.25 on 2 df. Steps 1 to 3: four pairs 1 in apart
    // each, sigma² 0.25 on 8 df; the rest of step 0 pool 0.25 on 24 df. F = 2.25 / 0.25 = 9 on (2, 24): its
    // upper tail (1 + 2 × 9 / 24)^-12 = 1.75^-12 = 0.00121211, two-sided and times 4 steps: 0.00969691.
    const fourPairs = [pair(1), pair(1), pair(1), pair(1)];
    const analysis = analyzeTestSeries([
      { value: 'CCI BR-2', velocities: [], groups: [pair(3)] },
      { value: 'Fed 210M', velocities: [], groups: fourPairs },
      { value: 'Rem 7.5', velocities: [], groups: fourPairs },
      { value: 'Win LR', velocities: [], groups: fourPairs },
    ]);
    expect(analysis.standOutGroups).toHaveLength(1);
    expect(analysis.standOutGroups[0]!.step).toBe(0);
    expect(analysis.standOutGroups[0]!.ratio).toBeCloseTo(3, 12);
    expect(analysis.standOutGroups[0]!.p).toBeCloseTo(0.00969691, 7);
    // A text variable: no trend, and the window is every step that cannot be told from the smallest.
    expect(analysis.trend).toBeNull();
    expect(analysis.window).toEqual([1, 2, 3]);
  });

  it('says nothing stands out in a test of alike groups, and has no window under two groups', () => {
    const alike = analyzeTestSeries([seatingStep(2.2, 1), seatingStep(2.21, 1.1), seatingStep(2.22, 0.9)]);
    expect(alike.standOutGroups).toEqual([]);
    expect(alike.window).toEqual([0, 1, 2]);
    expect(analyzeTestSeries([seatingStep(2.2, 1), { value: 2.21, velocities: [], groups: [] }]).window).toBeNull();
  });
});
