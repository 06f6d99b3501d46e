import { describe, expect, it } from 'vitest';
import { sdIntervalText, shotsNeededText } from './confidence-text';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';
import { METRIC_UNITS } from './units';

const imperial = displayUnits(IMPERIAL_EN_US);
const metricFr = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });

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

describe('shotsNeededText', () => {
  it('takes 13 shots to know the average within ±5 fps at 90% with SD 10', () => {
    // n = 12: t(0.95, 11) x 10 / √12 = 1.7959 x 2.8868 = 5.18 > 5; n = 13: 1.7823 x 2.7735 = 4.94.
    expect(shotsNeededText(10, 5, imperial)).toBe('Shots needed to know the average within ±5 fps (90%): 13');
  });

  it('asks a metric account about ±1.5 m/s (4.92 fps): one shot more for SD 10 fps', () => {
    // n = 13 gives ±4.94 fps, wider than 1.5 m/s; n = 14: t(0.95, 13) 1.7709 x 10 / √14 = 4.73.
    expect(shotsNeededText(10, 5, metricFr)).toBe('Shots needed to know the average within ±1,5 m/s (90%): 14');
  });

  it('needs more shots at a higher level, and names the level', () => {
    const text = shotsNeededText(10, 5, imperial, 0.95);
    expect(text).toMatch(/^Shots needed to know the average within ±5 fps \(95%\): \d+$/);
    expect(Number(/(\d+)$/.exec(text!)![1])).toBeGreaterThan(13);
  });

  it('gives nothing without an SD or below two velocities, and gives up past the cap', () => {
    expect(shotsNeededText(null, 5, imperial)).toBeNull();
    expect(shotsNeededText(10, 1, imperial)).toBeNull();
    // SD 1000 fps: at least (1.645 x 1000 / 5)² = 108,222 shots, past the cap of 100,000.
    expect(shotsNeededText(1000, 5, imperial)).toBe(
      'Shots needed to know the average within ±5 fps (90%): more than 100,000',
    );
    expect(shotsNeededText(1000, 5, metricFr)).toBe(
      'Shots needed to know the average within ±1,5 m/s (90%): more than 100\u202f000',
    );
  });
});
