import { describe, expect, it } from 'vitest';
import type { UnitSettings } from '@/domain/unit-format';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
import { unitFormResolver } from '@/lib/unit-form';
import { tikkaForm, firearmFixtures } from './fixtures';
import {
  emptyFirearmForm,
  FIREARM_UNIT_FIELDS,
  firearmFieldsSchema,
  firearmFormSchema,
  firearmStatusTone,
  firearmToForm,
  storedFirearmFigures,
  type FirearmFields,
  type FirearmFormInput,
} from './schema';

function messages(form: FirearmFormInput) {
  const result = firearmFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('firearm form schema', () => {
  it('turns a filled-in form into the stored fields', () => {
    expect(firearmFormSchema.parse(tikkaForm)).toEqual(firearmFixtures.tikka);
  });

  it.each([
    ['name', 'Name is required'],
    ['make', 'Make is required'],
    ['model', 'Model is required'],
    ['caliber', 'Caliber is required'],
  ] as const)('rejects a missing %s with "%s"', (field, message) => {
    expect(messages({ ...tikkaForm, [field]: '  ' })).toEqual({ [field]: message });
  });

  it('needs only name, make, model and caliber: empty dates become null and round count 0', () => {
    const parsed = firearmFormSchema.parse({
      ...emptyFirearmForm,
      name: 'A',
      make: 'B',
      model: 'C',
      caliber: 'D',
      roundCount: '',
    });
    expect(parsed).toMatchObject({
      purchaseDate: null,
      lastCleaned: null,
      barrelLength: null,
      roundCount: 0,
      status: 'Active',
    });
  });

  it('rejects a negative or fractional round count', () => {
    expect(messages({ ...tikkaForm, roundCount: '-1' })).toEqual({
      roundCount: 'Round count must be a whole number, 0 or more',
    });
    expect(messages({ ...tikkaForm, roundCount: '1.5' })).toEqual({
      roundCount: 'Round count must be a whole number, 0 or more',
    });
  });

  it('rejects a negative barrel length and a malformed date', () => {
    expect(messages({ ...tikkaForm, barrelLength: '-2' })).toHaveProperty('barrelLength');
    expect(messages({ ...tikkaForm, purchaseDate: '15/03/2024' })).toEqual({
      purchaseDate: 'Enter a date as YYYY-MM-DD',
    });
  });

  it('rejects a status outside the enumeration', () => {
    expect(messages({ ...tikkaForm, status: 'Lost' as FirearmFormInput['status'] })).toEqual({
      status: 'Choose a status',
    });
  });

  it('shows a stored firearm in the edit form as it was typed', () => {
    expect(firearmToForm(firearmFixtures.tikka)).toEqual(tikkaForm);
    expect(firearmFormSchema.parse(firearmToForm(firearmFixtures.bergara))).toEqual(firearmFixtures.bergara);
  });
});

const METRIC_DE: UnitSettings = { preferences: METRIC_UNITS, locale: 'de-DE' };
const IMPERIAL_DE: UnitSettings = { preferences: IMPERIAL_UNITS, locale: 'de-DE' };

async function resolve(
  form: FirearmFormInput,
  settings: UnitSettings,
  stored: Partial<Record<string, number | null>> = {},
) {
  const resolver = unitFormResolver(firearmFormSchema, FIREARM_UNIT_FIELDS, settings, stored);
  const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]),
  );
  return { values: result.values as FirearmFields, errors };
}

describe('the CBTO to the lands', () => {
  it('is stored in inches to 0.001 with the day it was measured, and both may be left empty', () => {
    expect(firearmFormSchema.parse({ ...tikkaForm, cbtoToLands: '2.2304' })).toMatchObject({
      cbtoToLands: 2.23,
      cbtoMeasuredOn: '2026-11-01',
    });
    expect(firearmFormSchema.parse({ ...tikkaForm, cbtoToLands: '', cbtoMeasuredOn: '' })).toMatchObject({
      cbtoToLands: null,
      cbtoMeasuredOn: null,
    });
  });

  it('refuses a negative length and a malformed day, in words', () => {
    expect(messages({ ...tikkaForm, cbtoToLands: '-2.23' })).toEqual({
      cbtoToLands: 'CBTO to the lands must be a length in inches, 0 or more',
    });
    expect(messages({ ...tikkaForm, cbtoMeasuredOn: '1/11/2026' })).toEqual({
      cbtoMeasuredOn: 'Enter a date as YYYY-MM-DD',
    });
  });

  it('reads a firearm saved before it existed, whose form opens it empty and saves it as null', () => {
    expect(firearmFieldsSchema.parse(firearmFixtures.ar15)).toEqual(firearmFixtures.ar15);
    expect(firearmToForm(firearmFixtures.ar15)).toMatchObject({ cbtoToLands: '', cbtoMeasuredOn: '' });
    expect(firearmFormSchema.parse(firearmToForm(firearmFixtures.ar15))).toEqual({
      ...firearmFixtures.ar15,
      cbtoToLands: null,
      cbtoMeasuredOn: null,
    });
  });

  it('is typed in millimetres with a decimal comma in a metric account, its message in millimetres', async () => {
    expect(firearmToForm(firearmFixtures.tikka, METRIC_DE).cbtoToLands).toBe('56,64');
    const typed = await resolve({ ...tikkaForm, barrelLength: '610', cbtoToLands: '56,64' }, METRIC_DE);
    expect(typed.values.cbtoToLands).toBe(2.23);
    const refused = await resolve({ ...tikkaForm, cbtoToLands: '-56' }, METRIC_DE);
    expect(refused.errors).toEqual({ cbtoToLands: 'CBTO to the lands must be a length in millimetres, 0 or more' });
  });

  it('takes a decimal comma in inches too', async () => {
    expect((await resolve({ ...tikkaForm, cbtoToLands: '2,23' }, IMPERIAL_DE)).values.cbtoToLands).toBe(2.23);
  });

  it.each([
    ['millimetres (de-DE)', METRIC_DE],
    ['inches (en-US)', { preferences: IMPERIAL_UNITS, locale: 'en-US' }],
  ])('does not drift in %s over 100 save-and-edit cycles', async (_units, settings: UnitSettings) => {
    // 2.237 in is 56.8198 mm, shown 56,82.
    let firearm: FirearmFields = { ...firearmFixtures.tikka, cbtoToLands: 2.237 };
    for (let cycle = 0; cycle < 100; cycle += 1) {
      const { values, errors } = await resolve(
        firearmToForm(firearm, settings),
        settings,
        storedFirearmFigures(firearm),
      );
      expect(errors).toEqual({});
      firearm = values;
    }
    expect(firearm).toEqual({ ...firearmFixtures.tikka, cbtoToLands: 2.237 });
  });
});

describe('firearmStatusTone', () => {
  it('shows Active green and every other status grey', () => {
    expect(firearmStatusTone('Active')).toBe('green');
    expect(firearmStatusTone('Inactive')).toBe('grey');
    expect(firearmStatusTone('Retired')).toBe('grey');
  });
});
