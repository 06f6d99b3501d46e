import { describe, expect, it } from 'vitest';
import { sdIntervalText } from './confidence-text';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';

const imperial = displayUnits(IMPERIAL_EN_US);

describe('sdIntervalText', () => {
  it('writes the 90% interval of an SD from its count of velocities, a dash without enough', () => {
    // SD 10 over three velocities: √(2·10²/χ²(0.95, 2)) to √(2·10²/χ²(0.05, 2)).
    expect(sdIntervalText(10, 3, imperial)).toBe('5.8 to 44.2 fps');
    expect(sdIntervalText(10, 5, imperial)).toBe('6.5 to 23.7 fps');
    expect(sdIntervalText(null, 3, imperial)).toBe('–');
    expect(sdIntervalText(10, null, imperial)).toBe('–');
    expect(sdIntervalText(10, 1, imperial)).toBe('–');
  });
});
