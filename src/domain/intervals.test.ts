import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import {
  DEFAULT_CONFIDENCE_LEVEL,
  extremeSpreadWithCount,
  formatConfidenceLevel,
  meanHalfWidth,
  meanWithInterval,
  shotsNeededForMean,
  standardDeviationInterval,
  standardDeviationWithInterval,
  stringConfidence,
} from './intervals';

const round1 = (value: number | null | undefined) =>
  value === null || value === undefined ? value : Number(value.toFixed(1));
const rounded = (interval: { low: number; high: number } | null) =>
  interval && { low: round1(interval.low), high: round1(interval.high) };

const FIVE_SHOTS = [3105, 3119, 3074, 3022, 3109];

describe('standard deviation with its interval', () => {
  it('matches the five-shot vector at 95% and 99%', () => {
    expect(round1(standardDeviationWithInterval(FIVE_SHOTS, 0.95).sd)).toBe(39.4);
    expect(rounded(standardDeviationWithInterval(FIVE_SHOTS, 0.95).interval)).toEqual({ low: 23.6, high: 113.3 });
    expect(rounded(standardDeviationWithInterval(FIVE_SHOTS, 0.99).interval)).toEqual({ low: 20.5, high: 173.3 });
  });

  it('narrows around SD 10 as shots are added (90%)', () => {
    expect(rounded(standardDeviationInterval(10, 5))).toEqual({ low: 6.5, high: 23.7 });
    expect(rounded(standardDeviationInterval(10, 10))).toEqual({ low: 7.3, high: 16.5 });
    expect(rounded(standardDeviationInterval(10, 30))).toEqual({ low: 8.3, high: 12.8 });
  });

  it('defaults to 90%', () => {
    expect(DEFAULT_CONFIDENCE_LEVEL).toBe(0.9);
    expect(standardDeviationWithInterval(FIVE_SHOTS)).toEqual(standardDeviationWithInterval(FIVE_SHOTS, 0.9));
    expect(standardDeviationWithInterval(FIVE_SHOTS).level).toBe(0.9);
  });

  it('is null, never NaN, below two shots', () => {
    expect(standardDeviationWithInterval([])).toEqual({ n: 0, sd: null, interval: null, level: 0.9 });
    expect(standardDeviationWithInterval([2800])).toEqual({ n: 1, sd: null, interval: null, level: 0.9 });
    expect(standardDeviationInterval(10, 1)).toBeNull();
  });

  it('refuses a level outside (0, 1)', () => {
    expect(() => standardDeviationWithInterval(FIVE_SHOTS, 90)).toThrow(RangeError);
    expect(() => meanWithInterval(FIVE_SHOTS, 1)).toThrow(RangeError);
  });
});

describe('mean with its interval', () => {
  it('gives ±9.5 (90%) and ±12.4 (95%) for SD 10 over five shots', () => {
    expect(round1(meanHalfWidth(10, 5))).toBe(9.5);
    expect(round1(meanHalfWidth(10, 5, 0.95))).toBe(12.4);
  });

  it('centres the t interval on the mean of the shots', () => {
    const result = meanWithInterval(FIVE_SHOTS, 0.95);
    expect(result.n).toBe(5);
    expect(result.mean).toBeCloseTo(3085.8, 10);
    // t(0.975, 4) = 2.776445 x 39.4303 / sqrt(5) = 48.96.
    expect(result.halfWidth).toBeCloseTo(48.96, 2);
    expect(result.interval!.low).toBeCloseTo(3085.8 - result.halfWidth!, 10);
    expect(result.interval!.high).toBeCloseTo(3085.8 + result.halfWidth!, 10);
  });

  it('gives the mean of one shot but no interval, and nothing for none', () => {
    expect(meanWithInterval([2800])).toEqual({ n: 1, mean: 2800, halfWidth: null, interval: null, level: 0.9 });
    expect(meanWithInterval([])).toEqual({ n: 0, mean: null, halfWidth: null, interval: null, level: 0.9 });
    expect(meanHalfWidth(10, 1)).toBeNull();
  });
});

describe('extreme spread with its count', () => {
  it('gives max - min and n', () => {
    expect(extremeSpreadWithCount(FIVE_SHOTS)).toEqual({ n: 5, extremeSpread: 97 });
    expect(extremeSpreadWithCount([2800])).toEqual({ n: 1, extremeSpread: 0 });
    expect(extremeSpreadWithCount([])).toEqual({ n: 0, extremeSpread: null });
  });
});

describe('shots needed to know the average', () => {
  it('takes 13 shots to know the average within ±5 fps at 90% with SD 10', () => {
    // n = 12: t(0.95, 11) x 10 / sqrt(12) = 1.7959 x 2.8868 = 5.18 > 5; n = 13: 1.7823 x 2.7735 = 4.94.
    expect(shotsNeededForMean(10, 5)).toBe(13);
  });

  it('needs more shots for a tighter margin or a higher level', () => {
    expect(shotsNeededForMean(10, 5, 0.95)).toBeGreaterThan(13);
    expect(shotsNeededForMean(10, 2.5)).toBeGreaterThan(13);
  });

  it('needs two shots (to have an SD at all) when the SD is tiny', () => {
    expect(shotsNeededForMean(0, 5)).toBe(2);
    expect(shotsNeededForMean(0.1, 5)).toBe(2);
  });

  it('gives nothing without an SD or a positive margin, and gives up past the cap', () => {
    expect(shotsNeededForMean(null, 5)).toBeNull();
    expect(shotsNeededForMean(10, 0)).toBeNull();
    expect(shotsNeededForMean(50, 0.01)).toBeNull();
  });
});

describe('stringConfidence (what the session page shows)', () => {
  it("gives the issue's vectors from a string's summary: SD 39.4 of five shots at 95%", () => {
    const figures = stringConfidence({ n: 5, mean: 3086, sd: 39.4, extremeSpread: 97 }, 0.95);
    expect(round1(figures.sd.interval?.low)).toBe(23.6);
    expect(round1(figures.sd.interval?.high)).toBe(113.2);
    expect(figures.extremeSpread).toBe(97);
    expect(figures.n).toBe(5);
  });

  it('at the default 90%: SD 10 of five shots is 6.5 to 23.7, the mean ±9.5', () => {
    const figures = stringConfidence({ n: 5, mean: 2700, sd: 10, extremeSpread: 25 });
    expect(figures.level).toBe(0.9);
    expect(round1(figures.sd.interval?.low)).toBe(6.5);
    expect(round1(figures.sd.interval?.high)).toBe(23.7);
    expect(round1(figures.mean.halfWidth)).toBe(9.5);
    expect(round1(figures.mean.interval?.low)).toBe(2690.5);
  });

  it('has no interval below two velocities', () => {
    const figures = stringConfidence({ n: 1, mean: 2700, sd: null, extremeSpread: 0 });
    expect(figures.mean.interval).toBeNull();
    expect(figures.sd.interval).toBeNull();
  });
});

describe('formatConfidenceLevel', () => {
  it('reads as a percentage', () => {
    expect(formatConfidenceLevel(0.9)).toBe('90%');
    expect(formatConfidenceLevel(0.995)).toBe('99.5%');
  });
});

describe('interval properties (seeded)', () => {
  const random = seededRandom(17);
  const cases = Array.from({ length: 200 }, () => {
    const n = random.int(2, 40);
    const spread = 1 + random.next() * 80;
    const values = Array.from({ length: n }, () => 2800 + (random.next() - 0.5) * spread);
    // Levels from 50%: below that a chi-square interval of the SD need not contain the SD itself.
    const level = 0.5 + random.next() * 0.49;
    const wider = level + (0.999 - level) * (0.05 + 0.95 * random.next());
    return { values, level, wider };
  });

  it('always contains its estimate', () => {
    for (const { values, level } of cases) {
      const average = meanWithInterval(values, level);
      expect(average.interval!.low).toBeLessThanOrEqual(average.mean!);
      expect(average.interval!.high).toBeGreaterThanOrEqual(average.mean!);
      const sd = standardDeviationWithInterval(values, level);
      expect(sd.interval!.low).toBeLessThanOrEqual(sd.sd!);
      expect(sd.interval!.high).toBeGreaterThanOrEqual(sd.sd!);
    }
  });

  it('widens with a wider level', () => {
    for (const { values, level, wider } of cases) {
      const narrowMean = meanWithInterval(values, level).interval!;
      const wideMean = meanWithInterval(values, wider).interval!;
      expect(wideMean.low).toBeLessThan(narrowMean.low);
      expect(wideMean.high).toBeGreaterThan(narrowMean.high);
      const narrowSd = standardDeviationWithInterval(values, level).interval!;
      const wideSd = standardDeviationWithInterval(values, wider).interval!;
      expect(wideSd.low).toBeLessThan(narrowSd.low);
      expect(wideSd.high).toBeGreaterThan(narrowSd.high);
    }
  });

  it('finds the smallest number of shots that meets the margin', () => {
    for (let i = 0; i < 60; i++) {
      const sd = 1 + random.next() * 30;
      const margin = 1 + random.next() * 10;
      const level = 0.5 + random.next() * 0.49;
      const n = shotsNeededForMean(sd, margin, level)!;
      expect(meanHalfWidth(sd, n, level)).toBeLessThanOrEqual(margin);
      if (n > 2) expect(meanHalfWidth(sd, n - 1, level)).toBeGreaterThan(margin);
    }
  });
});
