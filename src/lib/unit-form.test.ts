import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UnitSettings } from '@/domain/unit-format';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
import { formText, unitFormResolver, type UnitFields } from './unit-form';

// A schema as the entities' are: text in, stored units out, its messages in the stored units.
const schema = z.object({
  velocity: z
    .string()
    .refine((value) => /^\d+$/.test(value), 'Velocity must be a whole number of fps')
    .transform(Number),
  charge: z
    .string()
    .refine((value) => value !== '' && Number(value) > 0, 'Charge must be grains, above 0')
    .transform(Number),
});
const fields = {
  velocity: {
    preference: 'velocity',
    storedDecimals: 0,
    shownDecimals: 1,
    message: (_m, unit) => `Velocity in ${unit}`,
  },
  charge: { preference: 'powderWeight', shownDecimals: 3, message: (_m, unit) => `Charge in ${unit}` },
} satisfies UnitFields;

const metricDe: UnitSettings = { preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'de-DE' };
const imperialEn: UnitSettings = { preferences: IMPERIAL_UNITS, locale: 'en-US' };

async function resolve(settings: UnitSettings, values: { velocity: string; charge: string }, stored = {}) {
  const resolver = unitFormResolver(schema, fields, settings, stored);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('a form in the account’s units', () => {
  it('converts what is typed once to the stored unit, rounded as stored', async () => {
    const result = await resolve(metricDe, { velocity: '825,3', charge: '2,69' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ velocity: 2708, charge: 2.69 / 0.06479891 });
  });

  it('keeps a stored value bit for bit when it is saved as shown, over 100 save-and-edit cycles', async () => {
    let stored = { velocity: 2706, charge: 41.3 };
    for (let cycle = 0; cycle < 100; cycle += 1) {
      const shown = {
        velocity: formText(fields.velocity, stored.velocity, metricDe),
        charge: formText(fields.charge, stored.charge, metricDe),
      };
      const result = await resolve(metricDe, shown, stored);
      stored = result.values as typeof stored;
    }
    expect(stored).toEqual({ velocity: 2706, charge: 41.3 });
  });

  it('in the stored unit, the schema’s own messages; elsewhere, messages in the shown unit', async () => {
    const imperial = await resolve(imperialEn, { velocity: '2706.5', charge: 'x' });
    expect(imperial.errors).toMatchObject({
      velocity: { message: 'Velocity must be a whole number of fps' },
      charge: { message: 'Charge must be grains, above 0' },
    });
    const metric = await resolve(metricDe, { velocity: 'schnell', charge: '0' });
    expect(metric.errors).toMatchObject({
      velocity: { message: 'Enter a number, like 2.5 or 2,5' },
      charge: { message: 'Charge in g' },
    });
  });

  it('an imperial form reads a decimal comma and digit grouping as the locale writes them', async () => {
    const result = await resolve(imperialEn, { velocity: '2,706', charge: '41,5' });
    expect(result.values).toEqual({ velocity: 2706, charge: 41.5 });
  });
});
