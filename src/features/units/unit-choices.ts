import {
  IMPERIAL_UNITS,
  METRIC_UNITS,
  PREFERENCE_KINDS,
  UNITS_BY_KIND,
  type Unit,
  type UnitPreferences,
} from '@/domain/units';

/** One preference as the account page offers it: its label and the units it may take. */
export type UnitChoice = {
  preference: keyof UnitPreferences;
  label: string;
  options: readonly { value: Unit; label: string }[];
};

/** A unit as a person names it in a list of choices (figures show the short label, unitLabel). */
const UNIT_NAMES: Record<Unit, string> = {
  fps: 'fps',
  mps: 'm/s',
  gr: 'grains',
  g: 'grams',
  yd: 'yards',
  m: 'metres',
  in: 'inches',
  mm: 'millimetres',
  moa: 'MOA',
  mil: 'MIL',
  degF: '°F',
  degC: '°C',
  mph: 'mph',
  kmh: 'km/h',
};

const PREFERENCE_LABELS: Record<keyof UnitPreferences, string> = {
  velocity: 'Velocity',
  powderWeight: 'Powder weight',
  bulletWeight: 'Bullet weight',
  distance: 'Distance to target',
  length: 'Group sizes, impacts, COAL and CBTO',
  barrelLength: 'Barrel length',
  angle: 'Angles',
  temperature: 'Temperature',
  wind: 'Wind',
};

/** Every preference in the schema's order, each with the units of its kind (the canonical one first). */
export const UNIT_CHOICES: readonly UnitChoice[] = (Object.keys(PREFERENCE_KINDS) as (keyof UnitPreferences)[]).map(
  (preference) => ({
    preference,
    label: PREFERENCE_LABELS[preference],
    options: (UNITS_BY_KIND[PREFERENCE_KINDS[preference]] as readonly Unit[]).map((unit) => ({
      value: unit,
      label: UNIT_NAMES[unit],
    })),
  }),
);

/** Whether a preference is exactly all imperial or all metric (a default always is); null for a mix. */
export function unitSystemOf(preferences: UnitPreferences): 'imperial' | 'metric' | null {
  const same = (other: Readonly<UnitPreferences>) =>
    UNIT_CHOICES.every(({ preference }) => preferences[preference] === other[preference]);
  if (same(IMPERIAL_UNITS)) return 'imperial';
  if (same(METRIC_UNITS)) return 'metric';
  return null;
}
