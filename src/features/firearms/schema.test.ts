import { describe, expect, it } from 'vitest';
import { tikkaForm, firearmFixtures } from './fixtures';
import { emptyFirearmForm, firearmFormSchema, firearmStatusTone, firearmToForm, type FirearmFormInput } from './schema';

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
    expect(firearmFormSchema.parse(firearmToForm(firearmFixtures.ar15))).toEqual(firearmFixtures.ar15);
  });
});

describe('firearmStatusTone', () => {
  it('shows Active green and every other status grey', () => {
    expect(firearmStatusTone('Active')).toBe('green');
    expect(firearmStatusTone('Inactive')).toBe('grey');
    expect(firearmStatusTone('Retired')).toBe('grey');
  });
});
