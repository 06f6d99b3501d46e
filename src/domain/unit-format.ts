/**
 * Figures as the account's units and the browser's locale show them (issue 34). Values come in the
 * canonical units stored (fps, grains, yards, inches, MOA, °F, mph: docs/data-model.md) and are
 * converted and rounded here only, on display. Imperial in en-US gives exactly what the app showed
 * before units could be chosen: "2,706 fps", "9.6 fps", "41.5 gr", `0.42"`, "100 yd", "48°F", "6 mph".
 */
import { formatNumberIn } from '@/lib/numbers';
import { DASH } from '@/utils/format';
import { formatMoney } from './currency';
import type { BestGroup } from './rollups';
import {
  fromCanonical,
  groupAngle,
  IMPERIAL_UNITS,
  ladderSlopeFromCanonical,
  METRES_PER_FOOT,
  PREFERENCE_KINDS,
  temperatureSensitivityFromCanonical,
  unitLabel,
  type UnitOf,
  type UnitPreferences,
} from './units';

/**
 * The account's units, its currency (an ISO 4217 code; US dollars when none is given) and the
 * browser's locale: everything a figure's display depends on.
 */
export type UnitSettings = { preferences: UnitPreferences; locale: string; currency?: string };

/** Imperial in en-US: what tests, scripts and a screen outside the signed-in frame show. */
export const IMPERIAL_EN_US: UnitSettings = { preferences: IMPERIAL_UNITS, locale: 'en-US' };

export type UnitPreference = keyof UnitPreferences;

/** A number in `locale` with from `min` to `max` decimals (Latin digits; -0 shown as 0). */
function numberIn(locale: string, value: number, min: number, max: number, useGrouping = true): string {
  return formatNumberIn(value, locale, { minDecimals: min, maxDecimals: max, grouping: useGrouping });
}

/** 1 ft·lbf in joules, exactly: 0.3048 m × 0.45359237 kg × 9.80665 m/s². */
const JOULES_PER_FOOT_POUND = METRES_PER_FOOT * 0.45359237 * 9.80665;

/** Decimals by unit: [velocity average, SD] etc. follow what each unit's instruments read. */
const VELOCITY_DECIMALS = { fps: 0, mps: 1 } as const;
const WEIGHT_DECIMALS = { gr: 1, g: 2 } as const;
// mph to 0.1 as typed (a record of 6.5 mph shows as such); km/h whole.
const WIND_DECIMALS = { mph: 1, kmh: 0, mps: 1 } as const;

/** The formatters of one account's units in one locale; `displayUnits(settings)` makes them. */
export type DisplayUnits = ReturnType<typeof displayUnits>;

export function displayUnits(settings: UnitSettings) {
  const { preferences: units, locale } = settings;
  const currency = settings.currency ?? 'USD';
  /** Exactly `decimals` decimals. */
  const fixed = (value: number, decimals: number) => numberIn(locale, value, decimals, decimals);
  /** Up to `decimals` decimals: 140, 41.5. */
  const upTo = (value: number, decimals: number) => numberIn(locale, value, 0, decimals);
  const inUnit = <P extends UnitPreference>(preference: P, canonical: number) =>
    fromCanonical(PREFERENCE_KINDS[preference], canonical, units[preference] as never);
  /** A length: inches with the inch mark (`0.42"`), millimetres with theirs ("10.7 mm"). */
  const lengthText = (
    preference: 'length' | 'barrelLength',
    inches: number,
    inchDecimals: number,
    mmDecimals: number,
  ) =>
    units[preference] === 'in'
      ? `${fixed(inches, inchDecimals)}"`
      : `${fixed(inUnit(preference, inches), mmDecimals)} mm`;
  const distanceText = (yards: number) => `${upTo(inUnit('distance', yards), 1)} ${unitLabel(units.distance)}`;
  const velocityText = (fps: number, decimals: number) =>
    `${upTo(inUnit('velocity', fps), decimals)} ${unitLabel(units.velocity)}`;
  const bestGroupParts = (best: BestGroup | null): { size: string; detail: string } | null => {
    if (best === null) return null;
    const size = lengthText('length', best.inches, 2, 1);
    if (best.kind === 'shot') return { size, detail: '(closest shot)' };
    const group = `group${best.targetDistance === null ? '' : ` at ${distanceText(best.targetDistance)}`}`;
    const measure =
      best.meanRadius === undefined || best.shots === undefined
        ? 'by extreme spread'
        : `by mean radius ${lengthText('length', best.meanRadius, 2, 1)} (${best.shots} shots)`;
    return { size, detail: `${group}, ${measure}` };
  };

  return {
    settings,
    locale,
    units,
    currency,
    /** An amount in the account's currency: "$389.99", "389,99 €"; `extraDecimals` more than the currency's own. */
    money: (amount: number, extraDecimals = 0) => formatMoney(amount, currency, locale, extraDecimals),
    /** The unit a preference shows, as a label: 'fps', 'm/s', 'gr', 'g', 'in', 'mm', 'MIL', '°C'. */
    label: (preference: UnitPreference) => unitLabel(units[preference]),
    /** A canonical value in the preference's unit, unrounded (charts, sorting). */
    value: inUnit,
    /** A number in the locale: `decimals` at most. */
    number: (value: number, decimals = 1) => upTo(value, decimals),
    /** A velocity or spread: "2,706 fps", "824.8 m/s"; a dash when missing. */
    velocity(fps: number | null): string {
      if (fps === null) return DASH;
      return `${upTo(inUnit('velocity', fps), VELOCITY_DECIMALS[units.velocity])} ${unitLabel(units.velocity)}`;
    },
    /** A velocity without its unit (tables whose header names it). */
    velocityNumber(fps: number | null): string {
      return fps === null ? DASH : upTo(inUnit('velocity', fps), VELOCITY_DECIMALS[units.velocity]);
    },
    /** A standard deviation to one decimal: "9.6 fps", "2.9 m/s"; a dash when missing. */
    sd(fps: number | null): string {
      return fps === null ? DASH : `${fixed(inUnit('velocity', fps), 1)} ${unitLabel(units.velocity)}`;
    },
    /** An SD without its unit, to one decimal: "9.6", "2,9" (a line whose label names the unit). */
    sdNumber(fps: number | null): string {
      return fps === null ? DASH : fixed(inUnit('velocity', fps), 1);
    },
    /** A shot's velocity in a table cell: "2700", "823.0" (no digit grouping, as the column always showed it). */
    velocityCell(fps: number | null): string {
      const decimals = VELOCITY_DECIMALS[units.velocity];
      return fps === null ? DASH : numberIn(locale, inUnit('velocity', fps), decimals, decimals, false);
    },
    /** Kinetic energy: "2,277 ft-lbf" with fps, "3,087 J" with m/s (there is no energy preference). */
    energy(footPounds: number | null): string {
      if (footPounds === null) return DASH;
      return units.velocity === 'fps'
        ? `${upTo(footPounds, 0)} ft-lbf`
        : `${upTo(footPounds * JOULES_PER_FOOT_POUND, 0)} J`;
    },
    /** A powder charge: "41.5 gr", "2.69 g"; `fallback` when missing. */
    powder(grains: number | null | undefined, fallback = 'N/A'): string {
      if (grains === null || grains === undefined) return fallback;
      const decimals = WEIGHT_DECIMALS[units.powderWeight];
      return `${upTo(inUnit('powderWeight', grains), decimals)} ${unitLabel(units.powderWeight)}`;
    },
    /** A bullet's weight: "140 gr", "9.07 g"; `fallback` when missing. */
    bullet(grains: number | null | undefined, fallback = 'N/A'): string {
      if (grains === null || grains === undefined) return fallback;
      const decimals = WEIGHT_DECIMALS[units.bulletWeight];
      return `${upTo(inUnit('bulletWeight', grains), decimals)} ${unitLabel(units.bulletWeight)}`;
    },
    /** A group size, an impact, a COAL or CBTO: `0.42"`, "10.7 mm"; `fallback` when missing. */
    length(inches: number | null | undefined, fallback = 'N/A', inchDecimals = 2): string {
      if (inches === null || inches === undefined) return fallback;
      return lengthText('length', inches, inchDecimals, Math.max(0, inchDecimals - 1));
    },
    /** A length without its unit (a column whose header names it): "0.42", "10,7"; `fallback` when missing. */
    lengthNumber(inches: number | null | undefined, fallback: string = DASH): string {
      if (inches === null || inches === undefined) return fallback;
      return units.length === 'in' ? fixed(inches, 2) : fixed(inUnit('length', inches), 1);
    },
    /** A barrel's length: `24"`, "610 mm"; `fallback` when missing. */
    barrelLength(inches: number | null | undefined, fallback = 'N/A'): string {
      if (inches === null || inches === undefined) return fallback;
      return units.barrelLength === 'in' ? `${upTo(inches, 2)}"` : `${upTo(inUnit('barrelLength', inches), 0)} mm`;
    },
    /** A distance to the target: "100 yd", "91.4 m". */
    distance(yards: number | null | undefined, fallback = 'N/A'): string {
      return yards === null || yards === undefined ? fallback : distanceText(yards);
    },
    /** The angle a group subtends at the target's distance: "1.05 MOA", "0.31 MIL". */
    angle(inches: number, yards: number): string {
      return `${fixed(groupAngle(inches, yards, units.angle), 2)} ${unitLabel(units.angle)}`;
    },
    /** An angle already in `unit`, to two decimals: "0.96 MOA", "0.28 MIL". */
    angleIn: (value: number, unit: UnitOf<'angle'>) => `${fixed(value, 2)} ${unitLabel(unit)}`,
    /** A temperature: "48°F", "8.9°C"; a dash when missing. */
    temperature(fahrenheit: number | null | undefined, fallback = DASH): string {
      if (fahrenheit === null || fahrenheit === undefined) return fallback;
      return `${upTo(inUnit('temperature', fahrenheit), 1)}${unitLabel(units.temperature)}`;
    },
    /** A wind speed: "6 mph", "10 km/h", "2.7 m/s". */
    wind(mph: number | null | undefined, fallback = DASH): string {
      if (mph === null || mph === undefined) return fallback;
      return `${upTo(inUnit('wind', mph), WIND_DECIMALS[units.wind])} ${unitLabel(units.wind)}`;
    },
    /** A ladder's slope's unit and value: canonical fps per grain in the account's velocity per charge weight. */
    ladderSlope: (fpsPerGrain: number) => ladderSlopeFromCanonical(fpsPerGrain, units.velocity, units.powderWeight),
    /** "fps per grain", "m/s per gram". */
    ladderSlopeUnit: () => `${unitLabel(units.velocity)} per ${units.powderWeight === 'gr' ? 'grain' : 'gram'}`,
    /** Temperature sensitivity in the account's velocity per degree. */
    temperatureSensitivity: (fpsPerDegreeF: number) =>
      temperatureSensitivityFromCanonical(fpsPerDegreeF, units.velocity, units.temperature),
    /** "fps per °F", "m/s per °C". */
    temperatureSensitivityUnit: () => `${unitLabel(units.velocity)} per ${unitLabel(units.temperature)}`,
    /** A velocity to `decimals` decimals at most, in either unit: a residual SD, "3.3 fps", "1 m/s". */
    velocityTo(fps: number | null, decimals: number): string {
      return fps === null ? DASH : velocityText(fps, decimals);
    },
    /**
     * An interval of velocities, "2,690 to 2,722 fps" (decimals as `velocity`), or of SDs, "6.2 to
     * 22.8 fps" (`sd`: one decimal at most); a dash when missing. Its ends are converted one by one.
     */
    velocityInterval(interval: { low: number; high: number } | null, of: 'velocity' | 'sd' = 'velocity'): string {
      if (interval === null) return DASH;
      const decimals = of === 'sd' ? 1 : VELOCITY_DECIMALS[units.velocity];
      return `${upTo(inUnit('velocity', interval.low), decimals)} to ${velocityText(interval.high, decimals)}`;
    },
    /** A powder charge without its unit (axis ticks, labels): `grainDecimals` at most, one more in grams. */
    powderNumber(grains: number, grainDecimals = 1): string {
      return upTo(inUnit('powderWeight', grains), units.powderWeight === 'gr' ? grainDecimals : grainDecimals + 1);
    },
    /**
     * A best group with the measure it was ranked by: `1.41" group at 100 yd, by mean radius 0.57" (5
     * shots)` for a group of enough shots, `1.41" group at 100 yd, by extreme spread` for a smaller one
     * (or one stored before its mean radius was), `0.30" (closest shot)` where only impacts were logged;
     * `fallback` for none.
     */
    bestGroup(best: BestGroup | null, fallback = 'N/A'): string {
      const parts = bestGroupParts(best);
      return parts === null ? fallback : `${parts.size} ${parts.detail}`;
    },
    /** `bestGroup` as its size, `1.41"`, and the rest, `group at 100 yd, by extreme spread`, to show apart; null for none. */
    bestGroupParts,
  };
}
