import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { barrelFixtures } from './fixtures';
import { barrelFormSchema, barrelToForm, cleaningFormSchema, newBarrelForm } from './schema';

describe('barrel form', () => {
  it('reads a stored barrel back from its form unchanged', () => {
    const form = barrelToForm(barrelFixtures.bartlein, IMPERIAL_EN_US);
    expect(barrelFormSchema.parse(form)).toEqual(barrelFixtures.bartlein);
  });

  it('shows the length in whole millimetres and the lands to 0.01 mm in a metric account', () => {
    const form = barrelToForm(barrelFixtures.bartlein, { preferences: METRIC_UNITS, locale: 'en-GB' });
    expect(form.length).toBe('660');
    expect(form.cbtoToLands).toBe('57.28');
  });

  it('starts a new barrel installed today at 0 rounds, keeping the interval of the one it replaces', () => {
    expect(newBarrelForm('2026-11-28', { twist: '1:8', cleaningInterval: 150 })).toMatchObject({
      installedOn: '2026-11-28',
      startingRounds: '0',
      twist: '1:8',
      cleaningInterval: '150',
    });
  });

  it('says what is wrong', () => {
    const result = barrelFormSchema.safeParse({
      ...newBarrelForm('2026-11-28'),
      removedOn: '2026-11-01',
      cleaningInterval: '0',
      startingRounds: '1.5',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Name the barrel');
    expect(messages).toContain('The interval must be a whole number of rounds, 1 or more');
    expect(messages).toContain('Rounds it came with must be a whole number, 0 or more');
  });

  it('refuses a removal before the installation', () => {
    const result = barrelFormSchema.safeParse({ ...barrelToForm(barrelFixtures.bartlein), removedOn: '2026-05-01' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'A barrel is removed on or after the day it was installed',
    ]);
  });
});

describe('cleaning form', () => {
  it('reads a cleaning, and says what is missing', () => {
    expect(cleaningFormSchema.parse({ date: '2026-08-01', work: ' Patches ', roundsAt: '200', note: '' })).toEqual({
      date: '2026-08-01',
      work: 'Patches',
      roundsAt: 200,
      note: '',
    });
    const result = cleaningFormSchema.safeParse({ date: '', work: '', roundsAt: '-1', note: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a date as YYYY-MM-DD',
      'Say what was done',
      'Rounds at the time must be a whole number, 0 or more',
    ]);
  });
});
