import { describe, expect, it } from 'vitest';
import { batchFormSchema } from './batch-schema';
import {
  componentFormSchema,
  emptyComponentForm,
  emptyLotForm,
  emptyMovementForm,
  lotFormSchema,
  movementFormSchema,
} from './inventory-form-schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('componentFormSchema', () => {
  const schema = componentFormSchema('en-US');

  it('gives a powder with its low-stock threshold in grains, typed in pounds', () => {
    expect(
      schema.parse({ ...emptyComponentForm('powder', 'lb'), name: ' Hodgdon H4350 ', lowStock: '1', notes: '' }),
    ).toEqual({ kind: 'powder', name: 'Hodgdon H4350', lowStock: 7000, notes: '' });
  });

  it('gives no threshold for an empty one', () => {
    expect(schema.parse({ ...emptyComponentForm('primer', 'gr'), name: 'CCI BR-2' }).lowStock).toBeNull();
  });

  it('says what is wrong: no name, then a fraction of a primer', () => {
    expect(messages(schema.safeParse({ ...emptyComponentForm('primer', 'gr'), lowStock: '25' }))).toEqual({
      name: 'Name is required',
    });
    expect(
      messages(schema.safeParse({ ...emptyComponentForm('primer', 'gr'), name: 'CCI BR-2', lowStock: '2.5' })),
    ).toEqual({ lowStock: 'Enter a whole number of primers' });
  });

  it('refuses a negative threshold and text that is no number', () => {
    expect(
      messages(schema.safeParse({ ...emptyComponentForm('bullet', 'gr'), name: 'ELD-M', lowStock: '-1' })),
    ).toEqual({ lowStock: 'Enter 0 or more' });
    expect(
      messages(schema.safeParse({ ...emptyComponentForm('bullet', 'gr'), name: 'ELD-M', lowStock: 'lots' })),
    ).toEqual({ lowStock: 'Enter a number, like 2.5 or 2,5' });
  });
});

describe('lotFormSchema', () => {
  it('gives an 8 lb powder lot as 56,000 gr, priced for that quantity', () => {
    const schema = lotFormSchema('powder', 'en-US');
    expect(
      schema.parse({
        ...emptyLotForm('lb'),
        lotNumber: '22114',
        purchaseDate: '2026-09-12',
        bought: '8',
        price: '389.99',
      }),
    ).toEqual({
      fields: { lotNumber: '22114', purchaseDate: '2026-09-12', price: { amount: 389.99, quantity: 56000 } },
      bought: 56000,
    });
  });

  it('reads a price and a quantity as the locale writes them ($ sign allowed)', () => {
    const schema = lotFormSchema('primer', 'de-DE');
    expect(schema.parse({ ...emptyLotForm('gr'), bought: '1.000', price: '$52,99' }).fields.price).toEqual({
      amount: 52.99,
      quantity: 1000,
    });
  });

  it('makes a lot with nothing bought and no price', () => {
    expect(lotFormSchema('brass', 'en-US').parse(emptyLotForm('gr'))).toEqual({
      fields: { lotNumber: '', purchaseDate: null, price: null },
      bought: null,
    });
  });

  it('asks for the quantity a price paid for, and refuses 0, fractions of a case and a bad price', () => {
    const schema = lotFormSchema('brass', 'en-US');
    expect(messages(schema.safeParse({ ...emptyLotForm('gr'), price: '119.99' }))).toEqual({
      bought: 'Enter the quantity this price paid for',
    });
    expect(messages(schema.safeParse({ ...emptyLotForm('gr'), bought: '0' }))).toEqual({
      bought: 'Enter a quantity above 0',
    });
    expect(messages(schema.safeParse({ ...emptyLotForm('gr'), bought: '99.5', price: 'cheap' }))).toEqual({
      bought: 'Enter a whole number of cases',
      price: 'Enter the price as a number, like 52.99',
    });
  });
});

describe('movementFormSchema', () => {
  const held = [{ quantity: 1000 }, { quantity: -50 }];

  it('records a count as the difference to what the lot holds (a correction, never an overwrite)', () => {
    const schema = movementFormSchema('primer', 'en-US', held);
    expect(schema.parse({ ...emptyMovementForm('gr'), quantity: '947', note: 'recount' })).toEqual({
      reason: 'counted',
      quantity: -3,
      note: 'recount',
    });
    expect(schema.parse({ ...emptyMovementForm('gr'), quantity: '960' }).quantity).toBe(10);
  });

  it('refuses a count that changes nothing', () => {
    const schema = movementFormSchema('primer', 'en-US', held);
    expect(messages(schema.safeParse({ ...emptyMovementForm('gr'), quantity: '950' }))).toEqual({
      quantity: 'That is what the lot holds already: nothing to record',
    });
  });

  it('gives bought its plus and spilled and sold their minus, powder in the unit chosen', () => {
    const schema = movementFormSchema('powder', 'en-US', [{ quantity: 56000 }]);
    expect(schema.parse({ reason: 'spilled', quantity: '12.5', unit: 'gr', note: '' }).quantity).toBe(-12.5);
    expect(schema.parse({ reason: 'bought', quantity: '1', unit: 'lb', note: '' }).quantity).toBe(7000);
    expect(schema.parse({ reason: 'sold', quantity: '0.5', unit: 'lb', note: '' }).quantity).toBe(-3500);
  });

  it('asks for a quantity, above 0 unless counted', () => {
    const schema = movementFormSchema('bullet', 'en-US', []);
    expect(messages(schema.safeParse({ reason: 'sold', quantity: '', unit: 'gr', note: '' }))).toEqual({
      quantity: 'Enter a quantity',
    });
    expect(messages(schema.safeParse({ reason: 'sold', quantity: '0', unit: 'gr', note: '' }))).toEqual({
      quantity: 'Enter a quantity above 0',
    });
    expect(messages(schema.safeParse({ reason: 'counted', quantity: '', unit: 'gr', note: '' }))).toEqual({
      quantity: 'Enter what you counted',
    });
  });
});

describe('batchFormSchema', () => {
  const form = {
    rounds: '50',
    date: '2026-11-20',
    charge: '41.5',
    powderLot: 'p',
    primerLot: '',
    bulletLot: '',
    brassLot: '',
    notes: '',
  };

  it('gives the rounds and the charge as numbers', () => {
    expect(batchFormSchema.parse(form)).toMatchObject({ rounds: 50, charge: 41.5, powderLot: 'p' });
  });

  it('says what is wrong with the rounds, the charge and the date', () => {
    expect(messages(batchFormSchema.safeParse({ ...form, rounds: '', charge: '', date: '' }))).toEqual({
      rounds: 'Rounds are required',
      charge: 'Charge is required',
      date: 'Enter a date as YYYY-MM-DD',
    });
    expect(messages(batchFormSchema.safeParse({ ...form, rounds: '2.5', charge: '0' }))).toEqual({
      rounds: 'Rounds must be a whole number',
      charge: 'Charge must be a number of grains above 0',
    });
    expect(messages(batchFormSchema.safeParse({ ...form, rounds: '10001' }))).toEqual({
      rounds: 'Rounds must be from 1 to 10,000',
    });
  });
});
