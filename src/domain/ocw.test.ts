import { describe, expect, it } from 'vitest';
import { ocwWindows, type ChargeCentre } from './ocw';

/** A charge's group of two shots, centred at (x, y). */
const centre = (charge: number, x: number, y: number): ChargeCentre => ({ charge, centre: { x, y }, shots: 2 });

describe('ocwWindows', () => {
  // Centres climb, settle for 41.4 to 41.8 gr (within 0.3 in of one another), then climb again.
  const ladder = [
    centre(41.0, 0, -1.5),
    centre(41.2, 0, -0.8),
    centre(41.4, 0, 0),
    centre(41.6, 0.2, 0.1),
    centre(41.8, 0.1, 0.25),
    centre(42.0, 0, 1.2),
  ];

  it('marks the three or more consecutive charges whose centres lie within the distance', () => {
    const [window, ...others] = ocwWindows(ladder, 0.5);
    expect(others).toEqual([]);
    expect(window).toMatchObject({ fromCharge: 41.4, toCharge: 41.8, charges: 3 });
    // The widest pair of the window: (0, 0) and (0.2, 0.1)… or (0, 0) and (0.1, 0.25): 0.269 in.
    expect(window!.spread).toBeCloseTo(Math.hypot(0.1, 0.25), 10);
  });

  it('marks nothing when no three consecutive centres are that close, and more as the distance grows', () => {
    expect(ocwWindows(ladder, 0.2)).toEqual([]);
    // Two runs that overlap, neither inside the other.
    expect(ocwWindows(ladder, 1.0)).toMatchObject([
      { fromCharge: 41.2, toCharge: 41.6, charges: 3 },
      { fromCharge: 41.4, toCharge: 41.8, charges: 3 },
    ]);
    expect(ocwWindows(ladder, 1.1)).toMatchObject([{ fromCharge: 41.2, toCharge: 41.8, charges: 4 }]);
    expect(ocwWindows(ladder, 5)).toMatchObject([{ fromCharge: 41.0, toCharge: 42.0, charges: 6 }]);
  });

  it('needs three charges at least', () => {
    expect(ocwWindows(ladder.slice(0, 2), 10)).toEqual([]);
  });
});
