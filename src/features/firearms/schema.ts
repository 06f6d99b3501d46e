import { z } from 'zod';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import type { UnitOf } from '@/domain/units';
import {
  dateString,
  optionalDateInput,
  optionalNumberInput,
  optionalRoundedInput,
  text,
  timestampDate,
} from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { formText, type UnitFields } from '@/lib/unit-form';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** The firearm enumerations. */
export const FIREARM_ACTIONS = ['Bolt Action', 'Semi-Auto', 'Lever Action', 'Single Shot', 'Pump Action'] as const;
export const FIREARM_STOCKS = ['Synthetic', 'Walnut', 'Laminated', 'Composite', 'Chassis'] as const;
export const FIREARM_STATUSES = ['Active', 'Inactive', 'Retired'] as const;

/** String limits, the same in firestore.rules. */
export const FIREARM_LIMITS = { short: 100, notes: 2000 } as const;

/** The CBTO to the lands is stored to 0.001 in, as a comparator reads it (and a load's CBTO is). */
const CBTO_DECIMALS = 3;

/**
 * Stored, user-editable fields of a firearm (what the form produces). `cbtoToLands` (inches: the
 * cartridge base to ogive length at which the bullet touches the lands, as measured) and the day it
 * was measured are absent on firearms saved before they existed; a form save writes them.
 */
export const firearmFieldsSchema = z.object({
  name: z.string().min(1).max(FIREARM_LIMITS.short),
  make: z.string().min(1).max(FIREARM_LIMITS.short),
  model: z.string().min(1).max(FIREARM_LIMITS.short),
  caliber: z.string().min(1).max(FIREARM_LIMITS.short),
  barrelLength: z.number().nonnegative().nullable(),
  twist: z.string().max(FIREARM_LIMITS.short),
  action: z.enum(FIREARM_ACTIONS),
  stock: z.enum(FIREARM_STOCKS),
  scope: z.string().max(FIREARM_LIMITS.short),
  serialNumber: z.string().max(FIREARM_LIMITS.short),
  purchaseDate: dateString.nullable(),
  roundCount: z.number().int().nonnegative(),
  lastCleaned: dateString.nullable(),
  notes: z.string().max(FIREARM_LIMITS.notes),
  status: z.enum(FIREARM_STATUSES),
  cbtoToLands: z.number().nonnegative().nullable().optional(),
  cbtoMeasuredOn: dateString.nullable().optional(),
});
export type FirearmFields = z.output<typeof firearmFieldsSchema>;

/** The firearm form: text inputs in, stored fields out, with the messages the user sees. */
export const firearmFormSchema = z.object({
  name: text(FIREARM_LIMITS.short, 'Name is required'),
  make: text(FIREARM_LIMITS.short, 'Make is required'),
  model: text(FIREARM_LIMITS.short, 'Model is required'),
  caliber: text(FIREARM_LIMITS.short, 'Caliber is required'),
  barrelLength: optionalNumberInput('Barrel length must be a number of inches, 0 or more'),
  twist: text(FIREARM_LIMITS.short),
  action: z.enum(FIREARM_ACTIONS, 'Choose an action'),
  stock: z.enum(FIREARM_STOCKS, 'Choose a stock'),
  scope: text(FIREARM_LIMITS.short),
  serialNumber: text(FIREARM_LIMITS.short),
  purchaseDate: optionalDateInput,
  // A whole number, 0 or more; left empty, it is 0.
  roundCount: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), 'Round count must be a whole number, 0 or more')
    .transform((value) => (value === '' ? 0 : Number.parseInt(value, 10))),
  lastCleaned: optionalDateInput,
  notes: text(FIREARM_LIMITS.notes),
  status: z.enum(FIREARM_STATUSES, 'Choose a status'),
  cbtoToLands: optionalRoundedInput('CBTO to the lands must be a length in inches, 0 or more', CBTO_DECIMALS),
  cbtoMeasuredOn: optionalDateInput,
}) satisfies z.ZodType<FirearmFields, FirearmFormInput>;
/** Every field as its input holds it: text, or the option chosen (the form always has every one). */
export type FirearmFormInput = {
  [K in keyof FirearmFields]-?: FirearmFields[K] extends string ? FirearmFields[K] : string;
};

/** A firearm as stored in firearms/{id}. */
export const firearmDocSchema = firearmFieldsSchema.extend({
  userId: z.string().min(1),
  createdAt: timestampDate,
  updatedAt: timestampDate,
});
export type Firearm = z.output<typeof firearmDocSchema> & { id: string };

/** An empty add-firearm form. */
export const emptyFirearmForm: FirearmFormInput = {
  name: '',
  make: '',
  model: '',
  caliber: '',
  barrelLength: '',
  twist: '',
  action: 'Bolt Action',
  stock: 'Synthetic',
  scope: '',
  serialNumber: '',
  purchaseDate: '',
  roundCount: '0',
  lastCleaned: '',
  notes: '',
  status: 'Active',
  cbtoToLands: '',
  cbtoMeasuredOn: '',
};

/** A length's unit as the firearm form's labels and messages name it: "Barrel length (millimetres)". */
export const LENGTH_WORDS: Record<UnitOf<'length'>, string> = { in: 'inches', mm: 'millimetres' };

/**
 * How the barrel length converts for an account in millimetres (stored in inches either way): shown
 * in whole millimetres, as barrels are specified, and stored to 0.01 in (0.25 mm), so the
 * millimetres typed show again as typed.
 */
export const FIREARM_UNIT_FIELDS = {
  barrelLength: {
    preference: 'barrelLength',
    storedDecimals: 2,
    shownDecimals: 0,
    message: (_message, unit) =>
      `Barrel length must be a number of ${(LENGTH_WORDS as Partial<Record<string, string>>)[unit] ?? unit}, 0 or more`,
  },
  // In the length preference (COAL, CBTO), as the load's CBTO it is compared with: shown to 0.01 mm,
  // stored to 0.001 in (0.0254 mm), so a figure saved as shown stays exactly as stored.
  cbtoToLands: {
    preference: 'length',
    storedDecimals: CBTO_DECIMALS,
    shownDecimals: 2,
    message: (_message, unit) =>
      `CBTO to the lands must be a length in ${(LENGTH_WORDS as Partial<Record<string, string>>)[unit] ?? unit}, 0 or more`,
  },
} satisfies UnitFields;

/** The stored figures an edit form starts from: saved unchanged, they stay exactly as stored. */
export function storedFirearmFigures(firearm: FirearmFields): Record<keyof typeof FIREARM_UNIT_FIELDS, number | null> {
  return { barrelLength: firearm.barrelLength, cbtoToLands: firearm.cbtoToLands ?? null };
}

/** A stored firearm as the edit form shows it, its barrel length in the account's unit (inches as stored). */
export function firearmToForm(firearm: FirearmFields, settings: UnitSettings = IMPERIAL_EN_US): FirearmFormInput {
  return {
    name: firearm.name,
    make: firearm.make,
    model: firearm.model,
    caliber: firearm.caliber,
    barrelLength: formText(FIREARM_UNIT_FIELDS.barrelLength, firearm.barrelLength, settings),
    twist: firearm.twist,
    action: firearm.action,
    stock: firearm.stock,
    scope: firearm.scope,
    serialNumber: firearm.serialNumber,
    purchaseDate: firearm.purchaseDate ?? '',
    roundCount: String(firearm.roundCount),
    lastCleaned: firearm.lastCleaned ?? '',
    notes: firearm.notes,
    status: firearm.status,
    cbtoToLands: formText(FIREARM_UNIT_FIELDS.cbtoToLands, firearm.cbtoToLands, settings),
    cbtoMeasuredOn: firearm.cbtoMeasuredOn ?? '',
  };
}

/** Active is green, every other firearm status grey. */
export function firearmStatusTone(status: string): 'green' | 'grey' {
  return status === 'Active' ? 'green' : 'grey';
}
