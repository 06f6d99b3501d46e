import { describe, expect, it } from 'vitest';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';
import { METRIC_UNITS } from './units';

const imperial = displayUnits(IMPERIAL_EN_US);
const metricFr = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });
const NNBSP = '\u202f';

describe('figures in the account’s units', () => {
  it('imperial in en-US shows what the app showed before units could be chosen', () => {
    expect(imperial.velocity(2706.4)).toBe('2,706 fps');
    expect(imperial.sd(9.62)).toBe('9.6 fps');
    expect(imperial.velocity(null)).toBe('–');
    expect(imperial.powder(41.5)).toBe('41.5 gr');
    expect(imperial.bullet(140)).toBe('140 gr');
    expect(imperial.length(0.4237)).toBe('0.42"');
    expect(imperial.distance(100)).toBe('100 yd');
    expect(imperial.temperature(48)).toBe('48°F');
    expect(imperial.wind(6)).toBe('6 mph');
    expect(imperial.barrelLength(24)).toBe('24"');
    expect(imperial.length(0.4)).toBe('0.40"');
    expect(imperial.length(null, '-')).toBe('-');
    expect(imperial.sd(null)).toBe('–');
  });

  it('names a best group with its distance and the measure it ranks by, and labels a closest shot as one', () => {
    expect(imperial.bestGroup({ inches: 1.414, kind: 'group', targetDistance: 100 })).toBe(
      '1.41" group at 100 yd, by extreme spread',
    );
    expect(imperial.bestGroup({ inches: 0.8, kind: 'group', targetDistance: null })).toBe(
      '0.80" group, by extreme spread',
    );
    expect(
      imperial.bestGroup({ inches: 1.414, kind: 'group', targetDistance: 100, meanRadius: 0.5657, shots: 5 }),
    ).toBe('1.41" group at 100 yd, by mean radius 0.57" (5 shots)');
    // 0.5657 in = 14.37 mm; 100 yd = 91.44 m.
    expect(
      displayUnits({ preferences: METRIC_UNITS, locale: 'de-DE' }).bestGroup({
        inches: 1.414,
        kind: 'group',
        targetDistance: 100,
        meanRadius: 0.5657,
        shots: 5,
      }),
    ).toBe('35,9 mm group at 91,4 m, by mean radius 14,4 mm (5 shots)');
    expect(imperial.bestGroup({ inches: 0.3, kind: 'shot', targetDistance: 100 })).toBe('0.30" (closest shot)');
    expect(imperial.bestGroup(null, '–')).toBe('–');
  });

  it('metric in French: m/s, mm, m, °C, MIL, a decimal comma and a narrow no-break space', () => {
    expect(metricFr.velocity(2706.4)).toBe(`824,9 m/s`);
    expect(metricFr.velocity(4000)).toBe(`1${NNBSP}219,2 m/s`);
    expect(metricFr.sd(9.62)).toBe('2,9 m/s');
    expect(metricFr.length(1)).toBe('25,4 mm');
    expect(metricFr.distance(100)).toBe('91,4 m');
    expect(metricFr.temperature(50)).toBe('10°C');
    expect(metricFr.wind(10)).toBe('4,5 m/s');
    expect(metricFr.barrelLength(24)).toBe('610 mm');
    // Grains stay the metric default for weights; grams are one setting away.
    expect(metricFr.powder(41.5)).toBe('41,5 gr');
    const grams = displayUnits({ preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'fr-FR' });
    expect(grams.powder(41.5)).toBe('2,69 g');
  });

  it('a group’s angle at its distance, exactly: 1 MOA at 100 yd is 1.047", 1 MIL at 100 m is 100 mm', () => {
    expect(imperial.angle(1.047, 100)).toBe('1.00 MOA');
    expect(metricFr.angle(100 / 25.4, 100 / 0.9144)).toBe('1,00 MIL');
  });

  it('rates convert by their scales only: fps per grain as m/s per gram, fps per °F as m/s per °C', () => {
    const grams = displayUnits({ preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'en-GB' });
    expect(grams.ladderSlope(1)).toBeCloseTo(0.3048 / 0.06479891, 10);
    expect(grams.ladderSlopeUnit()).toBe('m/s per gram');
    expect(metricFr.temperatureSensitivity(1)).toBeCloseTo(0.3048 * 1.8, 10);
    expect(metricFr.temperatureSensitivityUnit()).toBe('m/s per °C');
    expect(imperial.ladderSlope(1)).toBe(1);
    expect(imperial.ladderSlopeUnit()).toBe('fps per grain');
  });
});
