import { describe, expect, it } from 'vitest';
import { displayUnits, IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS, toCanonical } from '@/domain/units';
import { formText, unitFormResolver } from '@/lib/unit-form';
import {
  emptyShotForm,
  SHOT_UNIT_FIELDS,
  shotFormSchema,
  toStoredInches,
  type ShotFormInput,
  type ShotFormValues,
} from './shot-form-schema';

const metricFr: UnitSettings = { preferences: METRIC_UNITS, locale: 'fr-FR' };
const metricEn: UnitSettings = { preferences: METRIC_UNITS, locale: 'en-US' };

/** What the shot form hands on for `typed`, as its resolver reads it in `settings`. */
async function logged(
  settings: UnitSettings,
  typed: Partial<ShotFormInput>,
  stored: Partial<Record<string, number | null>> = {},
): Promise<ShotFormValues> {
  const resolver = unitFormResolver(shotFormSchema, SHOT_UNIT_FIELDS, settings, stored);
  const result = await resolver({ ...emptyShotForm, ...typed }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  expect(result.errors).toEqual({});
  return result.values as ShotFormValues;
}

describe('a shot’s impact and place typed in mm', () => {
  it('shows 10.6 mm back as 10.6 mm once stored: 0.417 in (0.01 in made it 0.42, 10.7 mm)', async () => {
    const shot = await logged(metricFr, { impact: '10,6', x: '10,6', y: '-3,3' });
    expect(shot).toMatchObject({ impact: 0.417, x: 0.417, y: -0.13 });
    expect(formText(SHOT_UNIT_FIELDS.impact, shot.impact, metricFr)).toBe('10,6');
    expect(formText(SHOT_UNIT_FIELDS.x, shot.x, metricFr)).toBe('10,6');
    expect(formText(SHOT_UNIT_FIELDS.y, shot.y, metricFr)).toBe('-3,3');
    // And as the shot table and the figures show it.
    const units = displayUnits(metricFr);
    expect(units.lengthNumber(shot.impact)).toBe('10,6');
    expect(units.length(shot.impact)).toBe('10,6 mm');
  });

  it('shows every value typed to 0.1 mm, anywhere on the target, back as typed', () => {
    // Stored to 0.001 in, a value is at most 0.0005 in (0.0127 mm) from what was typed: well inside
    // the 0.05 mm that would round it to another tenth.
    const changed: number[] = [];
    for (let tenths = -25_400; tenths <= 25_400; tenths++) {
      const stored = toStoredInches(toCanonical('length', tenths / 10, 'mm'));
      if (Number(formText(SHOT_UNIT_FIELDS.x, stored, metricEn)) !== tenths / 10) changed.push(tenths / 10);
    }
    expect(changed).toEqual([]);
  });

  it('stores through the form what that check assumes, for the first 100 mm', async () => {
    for (let tenths = 0; tenths <= 1000; tenths++) {
      const typed = (tenths / 10).toFixed(1);
      const shot = await logged(metricEn, { impact: typed, x: typed, y: '0' });
      const expected = toStoredInches(toCanonical('length', tenths / 10, 'mm'));
      expect([shot.impact, shot.x]).toEqual([expected, expected]);
      expect(formText(SHOT_UNIT_FIELDS.impact, shot.impact, metricEn)).toBe(String(Number(typed)));
    }
  });

  it('keeps a figure stored to 0.01 in and saved as shown unchanged (no drift to 0.001)', async () => {
    // 0.42 in shows as 10,7 mm; saved as shown it stays 0.42, not 10.7 mm's 0.421.
    const shown = formText(SHOT_UNIT_FIELDS.impact, 0.42, metricFr);
    expect(shown).toBe('10,7');
    expect((await logged(metricFr, { impact: shown }, { impact: 0.42 })).impact).toBe(0.42);
  });
});

describe('a shot’s impact and place typed in inches', () => {
  it('stores every value typed to 0.01 in as typed', () => {
    const changed: string[] = [];
    for (let hundredths = -10_000; hundredths <= 10_000; hundredths++) {
      const typed = (hundredths / 100).toFixed(2);
      if (toStoredInches(Number(typed)) !== Number(typed)) changed.push(typed);
    }
    expect(changed).toEqual([]);
  });

  it('hands on what was typed, through the form', async () => {
    expect(await logged(IMPERIAL_EN_US, { impact: '0.37' })).toMatchObject({ impact: 0.37 });
    expect(await logged(IMPERIAL_EN_US, { x: '-1.25', y: '0.07' })).toMatchObject({ x: -1.25, y: 0.07 });
    expect(await logged(IMPERIAL_EN_US, { impact: '0,456' })).toMatchObject({ impact: 0.456 });
  });
});
