import { describe, expect, it } from 'vitest';
import { defaultUnitPreferences, IMPERIAL_UNITS, METRIC_UNITS, unitPreferencesSchema } from '@/domain/units';
import { UNIT_CHOICES, unitSystemOf } from './unit-choices';

describe('UNIT_CHOICES', () => {
  it('offers every preference of the schema once, each with exactly the units the schema allows', () => {
    const shape = unitPreferencesSchema.shape;
    expect(UNIT_CHOICES.map((choice) => choice.preference)).toEqual(Object.keys(shape));
    for (const choice of UNIT_CHOICES) {
      expect(choice.options.map((option) => option.value)).toEqual(shape[choice.preference].options);
    }
  });

  it('names the preferences and their units as the account page shows them', () => {
    expect(
      UNIT_CHOICES.map((choice) => [choice.label, choice.options.map((option) => option.label).join(' / ')]),
    ).toEqual([
      ['Velocity', 'fps / m/s'],
      ['Powder weight', 'grains / grams'],
      ['Bullet weight', 'grains / grams'],
      ['Distance to target', 'yards / metres'],
      ['Group sizes, impacts, COAL and CBTO', 'inches / millimetres'],
      ['Barrel length', 'inches / millimetres'],
      ['Angles', 'MOA / MIL'],
      ['Temperature', '°F / °C'],
      ['Wind', 'mph / km/h / m/s'],
    ]);
  });
});

describe('unitSystemOf', () => {
  it('tells all imperial and all metric apart, as the defaults are', () => {
    expect(unitSystemOf(IMPERIAL_UNITS)).toBe('imperial');
    expect(unitSystemOf(METRIC_UNITS)).toBe('metric');
    expect(unitSystemOf(defaultUnitPreferences('en-US'))).toBe('imperial');
    expect(unitSystemOf(defaultUnitPreferences('de-DE'))).toBe('metric');
  });

  it('gives null for a mix', () => {
    expect(unitSystemOf({ ...METRIC_UNITS, barrelLength: 'in' })).toBeNull();
  });
});
