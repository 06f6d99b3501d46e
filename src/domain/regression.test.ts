import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import { fitLine, predictAt, slopeInterval } from './regression';

describe('fitLine', () => {
  it('fits a hand-computed line', () => {
    // x 1, 2, 3, 4; y 2, 4, 5, 8: means 2.5 and 4.75; Sxx 5; Sxy 9.5; slope 1.9; intercept 0.
    // Residuals 0.1, 0.2, -0.7, 0.4; SSE 0.7; residual SD sqrt(0.35); slope SE sqrt(0.35 / 5).
    const fit = fitLine([
      { x: 1, y: 2 },
      { x: 2, y: 4 },
      { x: 3, y: 5 },
      { x: 4, y: 8 },
    ])!;
    expect(fit.slope).toBeCloseTo(1.9, 12);
    expect(fit.intercept).toBeCloseTo(0, 12);
    expect(fit.sxx).toBe(5);
    expect(fit.df).toBe(2);
    expect(fit.residualSd).toBeCloseTo(Math.sqrt(0.35), 12);
    expect(fit.slopeStandardError).toBeCloseTo(Math.sqrt(0.07), 12);
    fit.residuals.forEach((residual, index) => expect(residual).toBeCloseTo([0.1, 0.2, -0.7, 0.4][index]!, 12));
    expect(predictAt(fit, 10)).toBeCloseTo(19, 12);
    // t(0.95, 2) = 2.919986.
    const interval = slopeInterval(fit)!;
    expect(interval.low).toBeCloseTo(1.9 - 2.919986 * Math.sqrt(0.07), 5);
    expect(interval.high).toBeCloseTo(1.9 + 2.919986 * Math.sqrt(0.07), 5);
  });

  it('counts a point of weight 2 as two points for the line', () => {
    const weighted = fitLine([
      { x: 0, y: 1 },
      { x: 1, y: 3, weight: 2 },
      { x: 2, y: 4 },
    ])!;
    const repeated = fitLine([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 1, y: 3 },
      { x: 2, y: 4 },
    ])!;
    expect(weighted.slope).toBeCloseTo(repeated.slope, 12);
    expect(weighted.intercept).toBeCloseTo(repeated.intercept, 12);
    expect(() => fitLine([{ x: 0, y: 1, weight: 0 }])).toThrow(RangeError);
  });

  it('draws a line through two points but gives it no uncertainty', () => {
    const fit = fitLine([
      { x: 30, y: 2755 },
      { x: 70, y: 2800 },
    ])!;
    expect(fit.slope).toBeCloseTo(1.125, 12);
    expect(fit.residualSd).toBeNull();
    expect(fit.slopeStandardError).toBeNull();
    expect(slopeInterval(fit)).toBeNull();
  });

  it('fits nothing without two distinct x', () => {
    expect(fitLine([])).toBeNull();
    expect(fitLine([{ x: 1, y: 1 }])).toBeNull();
    expect(
      fitLine([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toBeNull();
  });

  it('puts the slope inside its interval, and a wider level gives a wider interval (seeded)', () => {
    const random = seededRandom(23);
    for (let i = 0; i < 200; i++) {
      const points = Array.from({ length: random.int(3, 12) }, (_, x) => ({
        x,
        y: 5 * x + (random.next() - 0.5) * 10,
      }));
      const fit = fitLine(points)!;
      const level = 0.5 + random.next() * 0.49;
      const narrow = slopeInterval(fit, level)!;
      const wide = slopeInterval(fit, level + (0.999 - level) * (0.05 + 0.95 * random.next()))!;
      expect(narrow.low).toBeLessThanOrEqual(fit.slope);
      expect(narrow.high).toBeGreaterThanOrEqual(fit.slope);
      expect(wide.low).toBeLessThan(narrow.low);
      expect(wide.high).toBeGreaterThan(narrow.high);
    }
  });
});
