import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
import { unitFormResolver } from '@/lib/unit-form';
import { creedmoorMatchForm, loadFixtures } from './fixtures';
import { hasCaseOrSeating, NO_CASE_DETAILS, NO_SEATING } from './recipe-schema';
import {
  emptyLoadForm,
  LOAD_UNIT_FIELDS,
  loadFieldsSchema,
  loadFormSchema,
  loadToForm,
  storedLoadFigures,
  type LoadFields,
  type LoadFormInput,
} from './schema';

const METRIC_DE: UnitSettings = { preferences: METRIC_UNITS, locale: 'de-DE' };
const IMPERIAL_DE: UnitSettings = { preferences: IMPERIAL_UNITS, locale: 'de-DE' };

function messages(form: LoadFormInput) {
  const result = loadFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** The load form's resolver as LoadForm makes it: the texts in `settings`, the stored figures it opened with. */
async function resolve(
  form: LoadFormInput,
  settings: UnitSettings,
  stored: Partial<Record<string, number | null>> = {},
) {
  const resolver = unitFormResolver(loadFormSchema, LOAD_UNIT_FIELDS, settings, stored);
  const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message?: string }).message]),
  );
  return { values: result.values as LoadFields, errors };
}

describe('the recipe in full: form to stored', () => {
  it('stores the BC with its model, the case and the seating, lengths in inches', () => {
    expect(loadFormSchema.parse(creedmoorMatchForm)).toEqual(loadFixtures.creedmoorMatch);
  });

  it('stores a form that records none of it with an empty case and seating, and no BC', () => {
    const parsed = loadFormSchema.parse({ ...creedmoorMatchForm, ...loadToForm(loadFixtures.varmint) });
    expect(parsed.bullet).toEqual({ weight: 55, type: 'V-MAX', manufacturer: '', bc: null, dragModel: '' });
    expect(parsed.caseDetails).toEqual(NO_CASE_DETAILS);
    expect(parsed.seating).toEqual(NO_SEATING);
  });

  it('stores lengths to 0.001 in, and bounds after rounding', () => {
    const parsed = loadFormSchema.parse({
      ...creedmoorMatchForm,
      coal: '2.80049',
      cbto: ' 2.2096 ',
      shoulderBump: '0.10004',
    });
    expect(parsed.seating).toMatchObject({ coal: 2.8, cbto: 2.21 });
    expect(parsed.caseDetails?.shoulderBump).toBe(0.1);
  });

  it.each<[keyof LoadFormInput, string, string]>([
    ['coal', '-0.5', 'COAL must be a length in inches, 0 or more'],
    ['cbto', 'long', 'CBTO must be a length in inches, 0 or more'],
    ['caseTrimLength', '-1.91', 'Trim length must be a length in inches, 0 or more'],
    ['neckSize', '-0.288', 'Bushing or mandrel size must be a length in inches, 0 or more'],
    ['shoulderBump', '0.2', 'Shoulder bump must be a length in inches, from 0 to 0.1'],
    ['neckTension', '0.03', 'Neck tension must be a length in inches, from 0 to 0.02'],
    ['bulletBc', '0', 'BC must be a number above 0, up to 2 (like 0.315)'],
    ['bulletBc', '2.5', 'BC must be a number above 0, up to 2 (like 0.315)'],
    ['bulletBc', 'high', 'BC must be a number above 0, up to 2 (like 0.315)'],
    ['crimp', 'c'.repeat(101), 'Keep this under 101 characters'],
    ['caseBrand', 'b'.repeat(101), 'Keep this under 101 characters'],
  ])('refuses %s %j with "%s"', (field, value, message) => {
    expect(messages({ ...creedmoorMatchForm, [field]: value })).toEqual({ [field]: message });
  });

  it('takes a BC with a decimal comma', () => {
    expect(loadFormSchema.parse({ ...creedmoorMatchForm, bulletBc: '0,315' }).bullet.bc).toBe(0.315);
  });

  it('asks for the drag model of a BC, even while other fields are still missing', () => {
    expect(messages({ ...creedmoorMatchForm, bulletDragModel: '' })).toEqual({
      bulletDragModel: 'Choose the drag model of this BC: G1 or G7',
    });
    expect(messages({ ...creedmoorMatchForm, name: '', bulletDragModel: '' })).toEqual({
      name: 'Load name is required',
      bulletDragModel: 'Choose the drag model of this BC: G1 or G7',
    });
    // A model without a BC is no harm: it is the one the next BC will be in.
    expect(messages({ ...creedmoorMatchForm, bulletBc: '' })).toEqual({});
  });
});

describe('the recipe in full: stored to form', () => {
  it('shows the stored inches as stored in an imperial account', () => {
    expect(loadToForm(loadFixtures.creedmoorMatch)).toMatchObject({
      bulletBc: '0.326',
      bulletDragModel: 'G7',
      caseTrimLength: '1.91',
      shoulderBump: '0.002',
      neckSizer: 'bushing',
      neckSize: '0.288',
      neckTension: '0.002',
      annealed: true,
      annealMethod: 'AMP induction',
      coal: '2.8',
      cbto: '2.21',
    });
  });

  it('shows them in millimetres to 0.01 mm with the locale’s comma in a metric account', () => {
    // 2.8 in is 71.12 mm, 2.21 in 56.134 mm, 1.91 in 48.514 mm, 0.288 in 7.3152 mm, 0.002 in 0.0508 mm.
    expect(loadToForm(loadFixtures.creedmoorMatch, METRIC_DE)).toMatchObject({
      caseTrimLength: '48,51',
      shoulderBump: '0,05',
      neckSize: '7,32',
      neckTension: '0,05',
      coal: '71,12',
      cbto: '56,13',
      bulletBc: '0.326',
    });
  });

  it('opens a load saved before the case and seating existed with them empty, and knows it records none', () => {
    const form = loadToForm(loadFixtures.varmint);
    expect(form).toMatchObject({ caseBrand: '', coal: '', cbto: '', annealed: false, bulletBc: '', neckSizer: '' });
    expect(hasCaseOrSeating(form)).toBe(false);
    expect(hasCaseOrSeating(loadToForm(loadFixtures.creedmoorMatch))).toBe(true);
    expect(hasCaseOrSeating(emptyLoadForm)).toBe(false);
  });

  it('reads both stored shapes: a load without the new keys, and one with them', () => {
    expect(loadFieldsSchema.parse(loadFixtures.varmint)).toEqual(loadFixtures.varmint);
    expect(loadFieldsSchema.parse(loadFixtures.creedmoorMatch)).toEqual(loadFixtures.creedmoorMatch);
    expect(
      loadFieldsSchema.safeParse({ ...loadFixtures.varmint, bullet: { ...loadFixtures.varmint.bullet, bc: 0.25 } }),
    ).toMatchObject({ success: false });
  });
});

describe('the recipe’s lengths in the account’s units', () => {
  it('converts millimetres typed with a decimal comma to inches, stored to 0.001 in', async () => {
    const form = { ...creedmoorMatchForm, coal: '71,12', cbto: '56,13', neckTension: '0,05', shoulderBump: '0,08' };
    const { values, errors } = await resolve(form, METRIC_DE);
    expect(errors).toEqual({});
    // 56.13 mm is 2.20984 in; 0.05 mm 0.00197 in; 0.08 mm 0.00315 in.
    expect(values.seating).toEqual({ coal: 2.8, cbto: 2.21, crimp: '' });
    expect(values.caseDetails).toMatchObject({ neckTension: 0.002, shoulderBump: 0.003 });
  });

  it('takes a decimal comma in an imperial account too', async () => {
    const { values } = await resolve({ ...creedmoorMatchForm, coal: '2,8', cbto: '2,210' }, IMPERIAL_DE);
    expect(values.seating).toMatchObject({ coal: 2.8, cbto: 2.21 });
  });

  it('words its messages in millimetres, the bounds converted', async () => {
    const form = { ...creedmoorMatchForm, coal: '-1', shoulderBump: '3', neckTension: '0,6', cbto: 'lang' };
    const { errors } = await resolve(form, METRIC_DE);
    expect(errors).toEqual({
      coal: 'COAL must be a length in millimetres, 0 or more',
      shoulderBump: 'Shoulder bump must be a length in millimetres, from 0 to 2,54',
      neckTension: 'Neck tension must be a length in millimetres, from 0 to 0,51',
      cbto: 'Enter a number, like 2.5 or 2,5',
    });
  });

  it('keeps the inch messages in an imperial account', async () => {
    const { errors } = await resolve({ ...creedmoorMatchForm, coal: '-1' }, IMPERIAL_EN_US);
    expect(errors).toEqual({ coal: 'COAL must be a length in inches, 0 or more' });
  });

  // None of these is a whole number of 0.01 mm: each is shown rounded and must come back as stored.
  it.each([
    ['millimetres (de-DE)', METRIC_DE],
    ['inches (en-US)', IMPERIAL_EN_US],
  ])('does not drift in %s over 100 save-and-edit cycles', async (_units, settings) => {
    let load: LoadFields = {
      ...loadFixtures.creedmoorMatch,
      caseDetails: { ...NO_CASE_DETAILS, trimLength: 1.905, shoulderBump: 0.003, neckSize: 0.289, neckTension: 0.001 },
      seating: { coal: 2.807, cbto: 2.213, crimp: 'light' },
    };
    const start = load;
    for (let cycle = 0; cycle < 100; cycle += 1) {
      const { values, errors } = await resolve(loadToForm(load, settings), settings, storedLoadFigures(load));
      expect(errors).toEqual({});
      load = values;
    }
    expect(load).toEqual(start);
  });
});
