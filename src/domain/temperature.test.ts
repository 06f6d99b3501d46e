import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import {
  defaultTableTemperatures,
  temperatureSensitivity,
  temperatureSensitivitySentence,
  temperatureVelocityTable,
  velocityAtTemperature,
} from './temperature';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';
import { IMPERIAL_UNITS, METRIC_UNITS } from './units';

const imperial = displayUnits(IMPERIAL_EN_US);

const THREE_SESSIONS = [
  { temperature: 30, velocity: 2752 },
  { temperature: 55, velocity: 2781 },
  { temperature: 85, velocity: 2815 },
];

describe('temperatureSensitivity', () => {
  it('gives 1.125 fps/°F from 2800 fps at 70 °F and 2755 at 30 °F, with no interval', () => {
    const sensitivity = temperatureSensitivity([
      { temperature: 70, velocity: 2800 },
      { temperature: 30, velocity: 2755 },
    ])!;
    expect(sensitivity.fpsPerDegree).toBeCloseTo(1.125, 12);
    expect(sensitivity.interval).toBeNull();
    expect(sensitivity).toMatchObject({ sessions: 2, coldest: 30, warmest: 70, level: 0.9 });
  });

  it('gives 1.145 fps/°F from 2752, 2781 and 2815 fps at 30, 55 and 85 °F, with its interval', () => {
    // Means 56.667 °F and 2782.667 fps; Sxy 1736.67, Sxx 1516.67: 1.14505 fps/°F.
    const sensitivity = temperatureSensitivity(THREE_SESSIONS)!;
    expect(sensitivity.fpsPerDegree.toFixed(3)).toBe('1.145');
    expect(sensitivity.fpsPerDegree).toBeCloseTo(1736.6667 / 1516.6667, 6);
    // Intercept 2717.780; residuals -0.132, 0.242, -0.110: SSE 0.08808; SE sqrt(0.08808 / 1516.67)
    // = 0.0076207; 90% on 1 df: t(0.95, 1) = 6.313752, so ±0.04812.
    const interval = sensitivity.interval!;
    expect(interval.low).toBeCloseTo(1.145055 - 0.048116, 4);
    expect(interval.high).toBeCloseTo(1.145055 + 0.048116, 4);
    const wider = temperatureSensitivity(THREE_SESSIONS, 0.95)!.interval!;
    expect(wider.low).toBeLessThan(interval.low);
    expect(wider.high).toBeGreaterThan(interval.high);
  });

  it('needs two distinct temperatures', () => {
    expect(temperatureSensitivity([])).toBeNull();
    expect(temperatureSensitivity([{ temperature: 70, velocity: 2800 }])).toBeNull();
    expect(
      temperatureSensitivity([
        { temperature: 70, velocity: 2800 },
        { temperature: 70, velocity: 2810 },
      ]),
    ).toBeNull();
  });

  it('gives an interval from sessions at only two temperatures once there are three sessions', () => {
    const sensitivity = temperatureSensitivity([
      { temperature: 30, velocity: 2755 },
      { temperature: 70, velocity: 2795 },
      { temperature: 70, velocity: 2805 },
    ])!;
    expect(sensitivity.fpsPerDegree).toBeCloseTo(1.125, 12);
    expect(sensitivity.interval).not.toBeNull();
  });

  it('puts the fps/°F inside its interval (seeded)', () => {
    const random = seededRandom(451);
    for (let i = 0; i < 200; i++) {
      const sessions = Array.from({ length: random.int(3, 10) }, () => {
        const temperature = random.int(0, 100);
        return { temperature, velocity: 2700 + 1.2 * temperature + (random.next() - 0.5) * 20 };
      });
      const sensitivity = temperatureSensitivity(sessions, 0.5 + random.next() * 0.49);
      if (sensitivity === null) continue;
      expect(sensitivity.interval!.low).toBeLessThanOrEqual(sensitivity.fpsPerDegree);
      expect(sensitivity.interval!.high).toBeGreaterThanOrEqual(sensitivity.fpsPerDegree);
    }
  });
});

describe('temperatureSensitivitySentence', () => {
  it('states the vectors as the load page prints them', () => {
    // 1.14505 fps/°F, SE 0.00761 on 1 df: t(0.95, 1) 6.3138 x 0.00761 = ±0.048.
    expect(temperatureSensitivitySentence(temperatureSensitivity(THREE_SESSIONS), imperial)).toBe(
      '1.145 fps per °F (90% interval 1.097 to 1.193), from 3 sessions between 30°F and 85°F.',
    );
    expect(
      temperatureSensitivitySentence(
        temperatureSensitivity([
          { temperature: 70, velocity: 2800 },
          { temperature: 30, velocity: 2755 },
        ]),
        imperial,
      ),
    ).toBe('1.125 fps per °F (two sessions give no interval), from 2 sessions between 30°F and 70°F.');
  });

  it('says what it needs below two temperatures', () => {
    expect(
      temperatureSensitivitySentence(temperatureSensitivity([{ temperature: 48, velocity: 2660 }]), imperial),
    ).toBe('Temperature sensitivity needs sessions at two different temperatures or more.');
  });
});

describe('the ballistic app table', () => {
  it('reads the line at each temperature, in whole fps, marking the rows outside the sessions', () => {
    const sensitivity = temperatureSensitivity([
      { temperature: 70, velocity: 2800 },
      { temperature: 30, velocity: 2755 },
    ])!;
    expect(velocityAtTemperature(sensitivity, 50)).toBeCloseTo(2777.5, 9);
    expect(temperatureVelocityTable(sensitivity, [10, 30, 50, 70, 90])).toEqual([
      { temperature: 10, velocity: 2733, extrapolated: true },
      { temperature: 30, velocity: 2755, extrapolated: false },
      { temperature: 50, velocity: 2778, extrapolated: false },
      { temperature: 70, velocity: 2800, extrapolated: false },
      { temperature: 90, velocity: 2823, extrapolated: true },
    ]);
  });

  it('covers the sessions in 10 °F steps unless told otherwise', () => {
    const sensitivity = temperatureSensitivity(THREE_SESSIONS)!;
    expect(defaultTableTemperatures(sensitivity)).toEqual([30, 40, 50, 60, 70, 80, 90]);
    const table = temperatureVelocityTable(sensitivity);
    expect(table.map((row) => row.temperature)).toEqual([30, 40, 50, 60, 70, 80, 90]);
    expect(table.filter((row) => row.extrapolated).map((row) => row.temperature)).toEqual([90]);
    // 2782.667 + 1.14505 x (30 - 56.667) = 2752.13.
    expect(table[0]!.velocity).toBe(2752);
  });
});

describe('temperature sensitivity in the account units', () => {
  const metric = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });

  it('states m/s per °C with its interval, the fit in fps per °F converted (x 0.3048 x 9/5)', () => {
    // 1.14505 fps/°F is 0.62822 m/s per °C; 1.09699 to 1.19312 fps/°F, 0.60185 to 0.65460.
    expect(temperatureSensitivitySentence(temperatureSensitivity(THREE_SESSIONS), metric)).toBe(
      '0,628 m/s per °C (90% interval 0,602 to 0,655), from 3 sessions between -1,1°C and 29,4°C.',
    );
  });

  it('gives fps per °C to an account with fps and °C', () => {
    const fpsCelsius = displayUnits({ preferences: { ...IMPERIAL_UNITS, temperature: 'degC' }, locale: 'en-US' });
    expect(temperatureSensitivitySentence(temperatureSensitivity(THREE_SESSIONS), fpsCelsius)).toBe(
      '2.061 fps per °C (90% interval 1.975 to 2.148), from 3 sessions between -1.1°C and 29.4°C.',
    );
  });

  it('sets the table at every 5 °C in °C, kept in °F', () => {
    // -1.1 °C to 29.4 °C: -5 to 30 °C.
    expect(defaultTableTemperatures(temperatureSensitivity(THREE_SESSIONS)!, metric)).toEqual([
      23, 32, 41, 50, 59, 68, 77, 86,
    ]);
    expect(defaultTableTemperatures(temperatureSensitivity(THREE_SESSIONS)!, imperial)).toEqual([
      30, 40, 50, 60, 70, 80, 90,
    ]);
  });
});
