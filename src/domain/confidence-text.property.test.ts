import { describe, expect, it } from 'vitest';
import { fc, PROPERTIES } from '@/test-utils/property';
import { shotsNeededText } from './confidence-text';
import { MEAN_MARGIN_FPS, shotsNeededForMean } from './intervals';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';

const imperial = displayUnits(IMPERIAL_EN_US);
const levelArb = fc.double({ min: 0.5, max: 0.999, noNaN: true });
const sdArb = fc.option(fc.double({ min: 0, max: 80, noNaN: true }));

describe('the shots-needed line', PROPERTIES, () => {
  it('gives the shots needed for ±5 fps at the level, from two velocities with an SD', () => {
    fc.assert(
      fc.property(sdArb, fc.integer({ min: 0, max: 500 }), levelArb, (sd, n, level) => {
        const text = shotsNeededText(sd, n, imperial, level);
        if (sd === null || n < 2) {
          expect(text).toBeNull();
          return;
        }
        const needed = shotsNeededForMean(sd, MEAN_MARGIN_FPS, level);
        expect(text).toMatch(/^Shots needed to know the average within ±5 fps \(\d+(\.\d)?%\): /);
        expect(text).toMatch(
          needed === null ? /: more than 100,000$/ : new RegExp(`: ${needed.toLocaleString('en-US')}$`),
        );
      }),
    );
  });
});
