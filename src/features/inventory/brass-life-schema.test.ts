import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { unitFormResolver } from '@/lib/unit-form';
import {
  BRASS_EVENT_UNIT_FIELDS,
  brassEventFormSchema,
  brassEventSchema,
  brassLimitsFormSchema,
  brassLimitsToForm,
  type BrassEventFormInput,
} from './brass-life-schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('brassLimitsFormSchema', () => {
  it('gives the firings when bought, and no interval or limit for empty ones', () => {
    expect(brassLimitsFormSchema.parse({ firedBefore: '1', annealEvery: '', retireAfter: '' })).toEqual({
      firedBefore: 1,
      annealEvery: null,
      retireAfter: null,
    });
    const limits = { firedBefore: 0, annealEvery: 2, retireAfter: 8 };
    expect(brassLimitsFormSchema.parse(brassLimitsToForm(limits))).toEqual(limits);
  });

  it('says what is wrong: a fraction, 0 or 101 firings', () => {
    expect(
      messages(brassLimitsFormSchema.safeParse({ firedBefore: '1.5', annealEvery: '0', retireAfter: '101' })),
    ).toEqual({
      firedBefore: 'Firings when bought must be a whole number from 0 to 100',
      annealEvery: 'Anneal every must be a whole number of firings from 1 to 100',
      retireAfter: 'Retire after must be a whole number of firings from 1 to 100',
    });
  });
});

const typed = (changes: Partial<BrassEventFormInput>): BrassEventFormInput => ({
  kind: 'trim',
  date: '2026-11-20',
  cases: '50',
  trimLength: '',
  note: '',
  ...changes,
});

/** What the anneal-or-trim form hands on (or its messages), as its resolver reads it in `settings`. */
async function resolved(settings: UnitSettings, form: BrassEventFormInput) {
  const resolver = unitFormResolver(brassEventFormSchema, BRASS_EVENT_UNIT_FIELDS, settings);
  return resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('brassEventFormSchema', () => {
  it('takes a trim length typed in millimetres and gives inches to 0.001, as a load’s trim length', async () => {
    const result = await resolved({ preferences: METRIC_UNITS, locale: 'fr-FR' }, typed({ trimLength: '48,51' }));
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ kind: 'trim', date: '2026-11-20', cases: 50, trimLength: 1.91, note: '' });
  });

  it('drops a length typed for an anneal, and says what is wrong with the cases and the length', async () => {
    const anneal = await resolved(IMPERIAL_EN_US, typed({ kind: 'anneal', trimLength: '1.91' }));
    expect(anneal.values).toMatchObject({ kind: 'anneal', trimLength: null });
    const wrong = await resolved(IMPERIAL_EN_US, typed({ cases: '0', trimLength: '-1' }));
    expect(wrong.errors.cases?.message).toBe('Cases must be a whole number from 1 to 10,000');
    expect(wrong.errors.trimLength?.message).toBe('Trim length must be a length in inches, 0 or more');
  });
});

describe('brassEventSchema', () => {
  it('refuses a length on an anneal', () => {
    const event = {
      id: 'e-1',
      at: new Date(),
      date: '2026-11-20',
      kind: 'anneal',
      cases: 50,
      trimLength: 1.9,
      note: '',
    };
    expect(messages(brassEventSchema.safeParse(event))).toEqual({ trimLength: 'Only a trim has a length' });
  });
});
