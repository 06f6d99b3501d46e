import { describe, expect, it } from 'vitest';
import {
  chiSquareQuantile,
  fCdf,
  fQuantile,
  fUpperTail,
  normalQuantile,
  studentTQuantile,
  studentTTwoSidedP,
} from './distributions';

// Reference values from printed tables (and R's qt, qchisq, qf, qnorm), to the digits shown.
describe('distributions', () => {
  it('gives Student t quantiles', () => {
    expect(studentTQuantile(0.975, 4)).toBeCloseTo(2.776445, 5);
    expect(studentTQuantile(0.95, 4)).toBeCloseTo(2.131847, 5);
    expect(studentTQuantile(0.025, 10)).toBeCloseTo(-2.228139, 5);
    expect(studentTQuantile(0.995, 1)).toBeCloseTo(63.65674, 3);
  });

  it('gives two-sided t p-values, including deep in the tail', () => {
    expect(studentTTwoSidedP(2.776445, 4)).toBeCloseTo(0.05, 6);
    expect(studentTTwoSidedP(-2.776445, 4)).toBeCloseTo(0.05, 6);
    expect(studentTTwoSidedP(0, 7)).toBe(1);
    // 2 x P(T < -40) with 20 df = 1.45747e-20 (@stdlib's t CDF): the p keeps its digits, not 0.
    expect(studentTTwoSidedP(40, 20) / 1.45747e-20).toBeCloseTo(1, 4);
  });

  it('gives chi-square quantiles', () => {
    expect(chiSquareQuantile(0.975, 4)).toBeCloseTo(11.14329, 4);
    expect(chiSquareQuantile(0.025, 4)).toBeCloseTo(0.4844186, 6);
    expect(chiSquareQuantile(0.95, 29)).toBeCloseTo(42.55697, 4);
  });

  it('gives F quantiles and both tails', () => {
    expect(fQuantile(0.975, 4, 4)).toBeCloseTo(9.60453, 4);
    expect(fQuantile(0.95, 3, 12)).toBeCloseTo(3.490295, 5);
    expect(fCdf(9.60453, 4, 4)).toBeCloseTo(0.975, 6);
    expect(fUpperTail(9.60453, 4, 4)).toBeCloseTo(0.025, 6);
    expect(fUpperTail(0, 4, 4)).toBe(1);
    expect(fCdf(1, 9, 9)).toBeCloseTo(0.5, 8);
  });

  it('gives standard normal quantiles', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 10);
  });

  it('refuses a probability outside (0, 1)', () => {
    expect(() => studentTQuantile(1, 4)).toThrow(RangeError);
    expect(() => chiSquareQuantile(0, 4)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});
