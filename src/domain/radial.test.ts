import { describe, expect, it } from 'vitest';
import { CEP50_PER_SIGMA, possibleFlier, radialSd } from './radial';

// A cross of five shots about (0, 0): squared distances 0, 1, 1, 1, 1 from their centre.
const CROSS = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
  { x: 0, y: -1 },
];

describe('radialSd', () => {
  it('gives sigma, its chi-square interval and CEP50 (worked out by hand)', () => {
    // Sum 4 over 2(n - 1) = 8 degrees of freedom: sigma = sqrt(0.5) = 0.70711. The 90% interval from
    // the chi-square table (8 df): 5% point 2.73264, 95% point 15.5073: sqrt(4 / 15.5073) = 0.50788 to
    // sqrt(4 / 2.73264) = 1.20986. CEP50 = 0.70711 × sqrt(2 ln 2) = 0.70711 × 1.17741 = 0.83256.
    const radial = radialSd(CROSS)!;
    expect(radial.sigma).toBeCloseTo(0.70711, 5);
    expect(radial.interval.low).toBeCloseTo(0.50788, 4);
    expect(radial.interval.high).toBeCloseTo(1.20986, 4);
    expect(CEP50_PER_SIGMA).toBeCloseTo(1.17741, 5);
    expect(radial.cep50).toBeCloseTo(0.83256, 4);
    expect(radial.n).toBe(5);
  });

  it('gives nothing under two shots, and the same sigma wherever the group sits', () => {
    expect(radialSd([{ x: 1, y: 1 }])).toBeNull();
    const moved = radialSd(CROSS.map(({ x, y }) => ({ x: x + 3, y: y - 2 })))!;
    expect(moved.sigma).toBeCloseTo(radialSd(CROSS)!.sigma, 12);
  });
});

describe('possibleFlier', () => {
  it('flags a shot far out of the rest, with its Bonferroni p', () => {
    // (6, 6) against the cross: the rest's centre (0, 0), their sigma² 4 / 8 = 0.5; d² = 72, so
    // F = 72 / (2 × 1.2) / 0.5 = 60 on (2, 8); its tail (1 + 2F/8)^-4 = 16^-4 = 1.5259e-5, times 6 shots.
    const flier = possibleFlier([...CROSS, { x: 6, y: 6 }])!;
    expect(flier.index).toBe(5);
    expect(flier.p).toBeCloseTo(6 * 16 ** -4, 10);
  });

  it('flags none in a group without one, and tests none under four shots', () => {
    // Leaving (1, 0) out: F = 1.3636 on (2, 6), tail 0.325, times 5 shots: nothing stands out.
    expect(possibleFlier(CROSS)).toBeNull();
    expect(
      possibleFlier([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 9, y: 9 },
      ]),
    ).toBeNull();
  });
});
