/**
 * Units of measure: exact conversions between the canonical units Rangebook stores (fps, grains,
 * yards, inches, MOA, °F, mph: docs/data-model.md) and the ones a person may prefer, the per-account
 * preference, and showing and storing a figure without drift. Pure: no React, no Firebase.
 */
import { z } from 'zod';
import { formatDecimal, parseDecimal, type DecimalParse } from '@/lib/numbers';

// Exact by definition (the international yard and pound of 1959, the grain as 1/7000 lb).
export const METRES_PER_FOOT = 0.3048;
export const METRES_PER_YARD = 0.9144;
export const METRES_PER_MILE = 1609.344;
export const MILLIMETRES_PER_INCH = 25.4;
export const INCHES_PER_YARD = 36;
export const GRAMS_PER_GRAIN = 0.06479891;
export const DEGREES_PER_MOA = 1 / 60;
export const RADIANS_PER_MOA = (Math.PI / 180) * DEGREES_PER_MOA;
export const RADIANS_PER_MIL = 1 / 1000;
/** °C per °F of a difference: °C = (°F − 32) × 5/9. */
export const CELSIUS_PER_FAHRENHEIT_DEGREE = 5 / 9;
export const FAHRENHEIT_AT_ZERO_CELSIUS = 32;

/** The units of each kind of quantity; the first is canonical, the one stored. */
export const UNITS_BY_KIND = {
  velocity: ['fps', 'mps'],
  mass: ['gr', 'g'],
  distance: ['yd', 'm'],
  length: ['in', 'mm'],
  angle: ['moa', 'mil'],
  temperature: ['degF', 'degC'],
  wind: ['mph', 'kmh', 'mps'],
} as const;

export type QuantityKind = keyof typeof UNITS_BY_KIND;
export type UnitOf<K extends QuantityKind> = (typeof UNITS_BY_KIND)[K][number];
export type Unit = UnitOf<QuantityKind>;

export const CANONICAL_UNITS = {
  velocity: 'fps',
  mass: 'gr',
  distance: 'yd',
  length: 'in',
  angle: 'moa',
  temperature: 'degF',
  wind: 'mph',
} as const satisfies { [K in QuantityKind]: UnitOf<K> };

// Each linear unit's size in one common unit of its kind. A conversion multiplies by one size and
// divides by the other, so m/s -> fps is value / 0.3048: the exact factors, never their reciprocals.
type LinearKind = Exclude<QuantityKind, 'temperature'>;
const UNIT_SIZES: { [K in LinearKind]: Record<UnitOf<K>, number> } = {
  velocity: { fps: METRES_PER_FOOT, mps: 1 },
  mass: { gr: GRAMS_PER_GRAIN, g: 1 },
  distance: { yd: METRES_PER_YARD, m: 1 },
  length: { in: MILLIMETRES_PER_INCH, mm: 1 },
  angle: { moa: RADIANS_PER_MOA, mil: RADIANS_PER_MIL },
  wind: { mph: METRES_PER_MILE, kmh: 1000, mps: 3600 }, // metres per hour
};

/** One `unit` of a linear kind in that kind's common unit (callers have ruled temperature out). */
function unitSize(kind: QuantityKind, unit: Unit): number {
  return (UNIT_SIZES[kind as LinearKind] as Record<Unit, number>)[unit];
}

const UNIT_LABELS: Record<Unit, string> = {
  fps: 'fps',
  mps: 'm/s',
  gr: 'gr',
  g: 'g',
  yd: 'yd',
  m: 'm',
  in: 'in',
  mm: 'mm',
  moa: 'MOA',
  mil: 'MIL',
  degF: '°F',
  degC: '°C',
  mph: 'mph',
  kmh: 'km/h',
};

/** The unit as a figure shows it: 'm/s', '°C', 'MIL'. */
export function unitLabel(unit: Unit): string {
  return UNIT_LABELS[unit];
}

/** How many `unit` one canonical unit of a difference is (temperature: 5/9 °C per °F, no offset). */
function unitsPerCanonical<K extends QuantityKind>(kind: K, unit: UnitOf<K>): number {
  if (unit === CANONICAL_UNITS[kind]) return 1;
  if (kind === 'temperature') return CELSIUS_PER_FAHRENHEIT_DEGREE;
  return unitSize(kind, CANONICAL_UNITS[kind]) / unitSize(kind, unit);
}

/** `value` in `unit` as the canonical unit stores it; the same number when `unit` is canonical. */
export function toCanonical<K extends QuantityKind>(kind: K, value: number, unit: UnitOf<K>): number {
  if (unit === CANONICAL_UNITS[kind]) return value;
  if (kind === 'temperature') return (value * 9) / 5 + FAHRENHEIT_AT_ZERO_CELSIUS;
  return (value * unitSize(kind, unit)) / unitSize(kind, CANONICAL_UNITS[kind]);
}

/** A canonical `value` in `unit`; the same number when `unit` is canonical. */
export function fromCanonical<K extends QuantityKind>(kind: K, value: number, unit: UnitOf<K>): number {
  if (unit === CANONICAL_UNITS[kind]) return value;
  if (kind === 'temperature') return ((value - FAHRENHEIT_AT_ZERO_CELSIUS) * 5) / 9;
  return (value * unitSize(kind, CANONICAL_UNITS[kind])) / unitSize(kind, unit);
}

/**
 * A rate (a canonical `per`-kind quantity per canonical `of`-kind unit) in the chosen units. Both are
 * differences, so only scales apply: a rate per °C is 9/5 of the rate per °F, with no 32 in it.
 */
export function rateFromCanonical<P extends QuantityKind, O extends QuantityKind>(
  rate: number,
  per: { kind: P; unit: UnitOf<P> },
  of: { kind: O; unit: UnitOf<O> },
): number {
  return (rate * unitsPerCanonical(per.kind, per.unit)) / unitsPerCanonical(of.kind, of.unit);
}

/** The inverse of rateFromCanonical. */
export function rateToCanonical<P extends QuantityKind, O extends QuantityKind>(
  rate: number,
  per: { kind: P; unit: UnitOf<P> },
  of: { kind: O; unit: UnitOf<O> },
): number {
  return (rate * unitsPerCanonical(of.kind, of.unit)) / unitsPerCanonical(per.kind, per.unit);
}

/** A ladder's slope, canonical fps per grain, as m/s per g, m/s per gr, fps per g or fps per gr. */
export function ladderSlopeFromCanonical(
  fpsPerGrain: number,
  velocityUnit: UnitOf<'velocity'>,
  massUnit: UnitOf<'mass'>,
): number {
  return rateFromCanonical(fpsPerGrain, { kind: 'velocity', unit: velocityUnit }, { kind: 'mass', unit: massUnit });
}

/** Temperature sensitivity, canonical fps per °F, as fps/°F, fps/°C, m/s per °F or m/s per °C. */
export function temperatureSensitivityFromCanonical(
  fpsPerDegreeF: number,
  velocityUnit: UnitOf<'velocity'>,
  temperatureUnit: UnitOf<'temperature'>,
): number {
  return rateFromCanonical(
    fpsPerDegreeF,
    { kind: 'velocity', unit: velocityUnit },
    { kind: 'temperature', unit: temperatureUnit },
  );
}

/**
 * The angle a group of `sizeInches` subtends at `distanceYards`, exactly: 2·atan(size/2 / distance).
 * A group is centred on the line of sight, each half on one side, so that is its true angle;
 * atan(size/distance) would be the angle of a point `size` off the line. At group sizes the two,
 * and the small-angle size/distance, differ only by about angle²/4 relative (2 parts in 10^8 at
 * 1 MOA), but the exact one costs nothing and inverts exactly (groupSizeForAngle): 1 MIL at 100 m
 * is 100.0000083 mm.
 */
export function groupAngle(sizeInches: number, distanceYards: number, unit: UnitOf<'angle'>): number {
  const radians = 2 * Math.atan(sizeInches / 2 / (distanceYards * INCHES_PER_YARD));
  return radians / UNIT_SIZES.angle[unit];
}

/** The inverse of groupAngle: the group size, in inches, that subtends `angle` at `distanceYards`. */
export function groupSizeForAngle(angle: number, unit: UnitOf<'angle'>, distanceYards: number): number {
  return 2 * distanceYards * INCHES_PER_YARD * Math.tan((angle * UNIT_SIZES.angle[unit]) / 2);
}

/** What a preference sets: each field its own unit, so barrel length may stay in inches. */
export const unitPreferencesSchema = z.object({
  velocity: z.enum(UNITS_BY_KIND.velocity),
  powderWeight: z.enum(UNITS_BY_KIND.mass),
  bulletWeight: z.enum(UNITS_BY_KIND.mass),
  distance: z.enum(UNITS_BY_KIND.distance),
  length: z.enum(UNITS_BY_KIND.length),
  barrelLength: z.enum(UNITS_BY_KIND.length),
  angle: z.enum(UNITS_BY_KIND.angle),
  temperature: z.enum(UNITS_BY_KIND.temperature),
  wind: z.enum(UNITS_BY_KIND.wind),
});

export type UnitPreferences = z.infer<typeof unitPreferencesSchema>;

/** The kind of quantity each preference converts. */
export const PREFERENCE_KINDS = {
  velocity: 'velocity',
  powderWeight: 'mass',
  bulletWeight: 'mass',
  distance: 'distance',
  length: 'length',
  barrelLength: 'length',
  angle: 'angle',
  temperature: 'temperature',
  wind: 'wind',
} as const satisfies Record<keyof UnitPreferences, QuantityKind>;

export const IMPERIAL_UNITS: Readonly<UnitPreferences> = {
  velocity: 'fps',
  powderWeight: 'gr',
  bulletWeight: 'gr',
  distance: 'yd',
  length: 'in',
  barrelLength: 'in',
  angle: 'moa',
  temperature: 'degF',
  wind: 'mph',
};

/**
 * Metric, except weights: powder and bullets stay in grains, as most handloaders weigh them the
 * world over (scales, load manuals and bullet boxes read grains); grams are one setting away.
 */
export const METRIC_UNITS: Readonly<UnitPreferences> = {
  velocity: 'mps',
  powderWeight: 'gr',
  bulletWeight: 'gr',
  distance: 'm',
  length: 'mm',
  barrelLength: 'mm',
  angle: 'mil',
  temperature: 'degC',
  wind: 'mps',
};

/** The countries that still measure in imperial units day to day: the US, Liberia and Myanmar. */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

/**
 * The preference an account starts with, from the browser's locale: imperial in the US, Liberia and
 * Myanmar, metric elsewhere. A locale without a region takes its likely one (`en` is en-US, `my`
 * Myanmar); a malformed one is metric, as most of the world is.
 */
export function defaultUnitPreferences(locale: string): UnitPreferences {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return { ...(region !== undefined && IMPERIAL_REGIONS.has(region) ? IMPERIAL_UNITS : METRIC_UNITS) };
}

/** A canonical value as a form or table shows it in `unit`: `decimals` decimals, the locale's marks. */
export function displayValue<K extends QuantityKind>(
  kind: K,
  canonical: number,
  unit: UnitOf<K>,
  decimals: number,
  locale = 'en-US',
): string {
  return formatDecimal(fromCanonical(kind, canonical, unit), locale, decimals);
}

/**
 * The canonical value to store for a field showing `canonical` as displayValue does, once the
 * person has saved `shownText`. Text that reads as the number shown (`2,5` or `2,50` for a shown
 * `2,5`) stores `canonical` itself, bit for bit: a figure saved again unchanged never drifts
 * through repeated conversions. Other text is converted once; text that is not a number is refused.
 */
export function storeEdited<K extends QuantityKind>(
  kind: K,
  canonical: number,
  shownText: string,
  unit: UnitOf<K>,
  decimals: number,
  locale = 'en-US',
): DecimalParse {
  const typed = parseDecimal(shownText, locale);
  if (!typed.ok) return typed;
  const shown = parseDecimal(displayValue(kind, canonical, unit, decimals, locale), locale);
  if (shown.ok && shown.value === typed.value) return { ok: true, value: canonical };
  return { ok: true, value: toCanonical(kind, typed.value, unit) };
}
