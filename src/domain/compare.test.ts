import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import {
  compareSamples,
  comparisonSentence,
  formatPValue,
  fTest,
  fTestPower,
  meanComparisonSentence,
  sdComparisonSentence,
  shotsToTellSdsApart,
  welchTTest,
} from './compare';
import { displayUnits } from './unit-format';
import { METRIC_UNITS } from './units';

// a: mean 2810, variance 100; b: mean 2797.5, variance 41.667.
const A = [2800, 2810, 2820];
const B = [2790, 2795, 2800, 2805];

describe('welchTTest', () => {
  it('matches a hand-computed test', () => {
    // SE sqrt(100/3 + 41.667/4) = 6.6144; t = 12.5 / 6.6144 = 1.8898;
    // df = 43.75² / ((100/3)² / 2 + (125/12)² / 3) = 3.2347; p = 0.14847 (@stdlib's t CDF).
    const test = welchTTest(A, B)!;
    expect(test.difference).toBe(12.5);
    expect(test.t).toBeCloseTo(1.889822, 5);
    expect(test.df).toBeCloseTo(3.234719, 5);
    expect(test.p).toBeCloseTo(0.148471, 5);
    const reversed = welchTTest(B, A)!;
    expect(reversed.t).toBeCloseTo(-test.t, 12);
    expect(reversed.p).toBeCloseTo(test.p, 12);
  });

  it('gives nothing below two shots each or with no spread at all', () => {
    expect(welchTTest([2800], B)).toBeNull();
    expect(welchTTest([2800, 2800], [2810, 2810])).toBeNull();
    expect(welchTTest([2800, 2800], B)).not.toBeNull();
  });
});

describe('fTest', () => {
  it('matches a hand-computed test', () => {
    // F = 100 / 41.667 = 2.4 on 2 and 3 df; two-sided p = 0.47706 (@stdlib's F CDF).
    const test = fTest(A, B)!;
    expect(test.f).toBeCloseTo(2.4, 12);
    expect(test).toMatchObject({ df1: 2, df2: 3 });
    expect(test.p).toBeCloseTo(0.477057, 5);
    expect(fTest(B, A)!.p).toBeCloseTo(test.p, 12);
  });

  it('gives nothing below two shots each or with an SD of zero', () => {
    expect(fTest([2800], B)).toBeNull();
    expect(fTest([2800, 2800], B)).toBeNull();
  });
});

describe('shots to tell two SDs apart', () => {
  it('takes 50 shots each to tell SD 10 from SD 15 with 80% power', () => {
    // The exact F-test power: 40 shots each give 70.5%, 49 give 79.4%, 50 give 80.2%.
    expect(fTestPower(10, 15, 40)).toBeCloseTo(0.7052, 4);
    expect(fTestPower(10, 15, 49)).toBeCloseTo(0.794, 3);
    expect(fTestPower(10, 15, 50)).toBeCloseTo(0.8023, 4);
    expect(shotsToTellSdsApart(10, 15)).toBe(50);
    expect(shotsToTellSdsApart(15, 10)).toBe(50);
  });

  it('takes more shots for closer SDs or more power, and never for equal ones', () => {
    expect(shotsToTellSdsApart(10, 12)!).toBeGreaterThan(50);
    expect(shotsToTellSdsApart(10, 15, 0.9)!).toBeGreaterThan(50);
    expect(shotsToTellSdsApart(10, 30)!).toBeLessThan(50);
    expect(shotsToTellSdsApart(10, 10)).toBeNull();
    expect(shotsToTellSdsApart(0, 10)).toBeNull();
    expect(shotsToTellSdsApart(10, 10.001)).toBeNull();
  });

  it('gives the smallest n that reaches the power (seeded)', () => {
    const random = seededRandom(31);
    for (let i = 0; i < 30; i++) {
      const sdA = 5 + random.next() * 20;
      const sdB = sdA * (1.3 + random.next() * 2);
      const n = shotsToTellSdsApart(sdA, sdB)!;
      expect(fTestPower(sdA, sdB, n)).toBeGreaterThanOrEqual(0.8);
      if (n > 2) expect(fTestPower(sdA, sdB, n - 1)).toBeLessThan(0.8);
    }
  });
});

describe('formatPValue', () => {
  it('shows two significant digits, and never rounds across 0.05', () => {
    expect(formatPValue(0.3147)).toBe('p = 0.31');
    expect(formatPValue(0.01234)).toBe('p = 0.012');
    expect(formatPValue(0.0496)).toBe('p = 0.0496');
    expect(formatPValue(0.0504)).toBe('p = 0.05');
    expect(formatPValue(1)).toBe('p = 1');
    expect(formatPValue(0.0004)).toBe('p < 0.001');
  });

  it('writes the locale’s decimal mark', () => {
    expect(formatPValue(0.3147, 'fr-FR')).toBe('p = 0,31');
    expect(formatPValue(0.0496, 'de-DE')).toBe('p = 0,0496');
    expect(formatPValue(0.0504, 'fr-FR')).toBe('p = 0,05');
    expect(formatPValue(1, 'fr-FR')).toBe('p = 1');
    expect(formatPValue(0.0004, 'fr-FR')).toBe('p < 0,001');
    expect(formatPValue(0.3147, 'en-US')).toBe('p = 0.31');
  });
});

describe('comparison sentences', () => {
  it('claims no difference below significance, and says what settling the SDs would take', () => {
    // SDs exactly 10 and 15; F = 0.444 on 2 and 2 df: p = 2 x 0.444 / 1.444 = 0.615.
    const comparison = compareSamples([2790, 2800, 2810], [2785, 2800, 2815]);
    expect(comparison.a).toEqual({ n: 3, mean: 2800, sd: 10 });
    expect(comparison.b).toEqual({ n: 3, mean: 2800, sd: 15 });
    expect(comparison.sds!.p).toBeCloseTo(8 / 13, 9);
    expect(comparison.shotsToTellSdsApart).toBe(50);
    expect(sdComparisonSentence(comparison)).toBe(
      'No proven difference in SD (p = 0.62). To tell SD 10 from SD 15 with 80% power takes about 50 shots each.',
    );
    expect(meanComparisonSentence(comparison)).toBe('No proven difference in average velocity (p = 1).');
    expect(comparisonSentence(comparison)).toBe(
      'No proven difference in average velocity (p = 1). No proven difference in SD (p = 0.62). ' +
        'To tell SD 10 from SD 15 with 80% power takes about 50 shots each.',
    );
  });

  it('names the load with the smaller SD and the higher average only when the difference is shown', () => {
    const tight = [2850, 2851, 2849, 2850.5, 2849.5, 2850, 2851, 2849];
    const loose = [2780, 2820, 2760, 2840, 2800, 2810, 2790, 2830];
    const comparison = compareSamples(loose, tight);
    expect(comparison.sds!.p).toBeLessThan(0.001);
    expect(comparison.means!.p).toBeLessThan(0.05);
    const names = { a: 'Varget 41.5', b: 'H4350 42.0' };
    expect(sdComparisonSentence(comparison, names)).toBe('H4350 42.0 has the smaller SD (0.8 vs 26.7 fps, p < 0.001).');
    expect(meanComparisonSentence(comparison, names)).toMatch(
      /^H4350 42\.0 has the higher average \(2,850 vs 2,804 fps, p = 0\.00\d+\)\.$/,
    );
  });

  it('says so when there is too little to compare', () => {
    const comparison = compareSamples([2800], [2810, 2820]);
    expect(comparison.means).toBeNull();
    expect(comparison.sds).toBeNull();
    expect(comparison.shotsToTellSdsApart).toBeNull();
    expect(meanComparisonSentence(comparison)).toBe(
      'Too few shots to compare the averages: each needs at least two, with some spread.',
    );
    expect(sdComparisonSentence(comparison)).toBe(
      'Too few shots to compare the SDs: each needs at least two, with some spread.',
    );
  });

  it('never names a better load when p is at or above 0.05 (seeded)', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 300; i++) {
      const draw = () =>
        Array.from({ length: random.int(2, 12) }, () => 2800 + (random.next() - 0.5) * (5 + random.next() * 40));
      const comparison = compareSamples(draw(), draw());
      const sentence = comparisonSentence(comparison);
      if (comparison.means && comparison.means.p >= 0.05) expect(sentence).not.toMatch(/higher average/);
      if (comparison.sds && comparison.sds.p >= 0.05) expect(sentence).not.toMatch(/smaller SD/);
      if (comparison.means && comparison.means.p < 0.05) expect(sentence).toMatch(/higher average/);
      if (comparison.sds && comparison.sds.p < 0.05) expect(sentence).toMatch(/smaller SD/);
    }
  });
});

describe('the comparison sentences in the account units and locale', () => {
  const metric = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });

  it('gives the averages and SDs in m/s, the tests run on fps, and p with a decimal comma in French', () => {
    const tight = [2850, 2851, 2849, 2850.5, 2849.5, 2850, 2851, 2849];
    const loose = [2780, 2820, 2760, 2840, 2800, 2810, 2790, 2830];
    const names = { a: 'Varget 41.5', b: 'H4350 42.0' };
    const comparison = compareSamples(loose, tight);
    expect(sdComparisonSentence(comparison, names, metric)).toBe(
      'H4350 42.0 has the smaller SD (0,2 vs 8,1 m/s, p < 0,001).',
    );
    expect(meanComparisonSentence(comparison, names, metric)).toMatch(
      /^H4350 42\.0 has the higher average \(868,7 vs 854,6 m\/s, p = 0,00\d+\)\.$/,
    );
    // SDs 10 and 15 fps: 3.048 and 4.572 m/s.
    expect(sdComparisonSentence(compareSamples([2790, 2800, 2810], [2785, 2800, 2815]), undefined, metric)).toBe(
      'No proven difference in SD (p = 0,62). To tell SD 3 from SD 4,6 with 80% power takes about 50 shots each.',
    );
  });
});
