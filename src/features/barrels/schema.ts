import { z } from 'zod';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { FIREARM_UNIT_FIELDS, LENGTH_WORDS } from '@/features/firearms/schema';
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

/** String and list limits, the same in firestore.rules. */
export const BARREL_LIMITS = {
  short: 100,
  id: 100,
  cleaningId: 64,
  work: 100,
  note: 200,
  /** The most cleanings a barrel's log holds (one every 50 rounds of a 25,000-round barrel). */
  cleanings: 500,
} as const;

/** Lengths are stored in inches; the CBTO to the lands to 0.001 in, as on the firearm and a load. */
const CBTO_DECIMALS = 3;

const wholeNumberInput = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), message)
    .transform((value) => (value === '' ? 0 : Number.parseInt(value, 10)));

/**
 * One cleaning of a barrel's bore: the day, what was done ("copper and carbon", "patches only"), the
 * barrel's round count at the time (the form offers the count worked out from the sessions) and a note.
 */
export const cleaningSchema = z.object({
  id: z.string().min(1).max(BARREL_LIMITS.cleaningId),
  date: dateString,
  work: z.string().min(1).max(BARREL_LIMITS.work),
  roundsAt: z.number().int().nonnegative(),
  note: z.string().max(BARREL_LIMITS.note),
});
export type Cleaning = z.output<typeof cleaningSchema>;

/** The cleaning form: text inputs in, a cleaning without its id out. */
export const cleaningFormSchema = z.object({
  date: dateString,
  work: text(BARREL_LIMITS.work, 'Say what was done'),
  roundsAt: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Rounds at the time must be a whole number, 0 or more')
    .transform((value) => Number.parseInt(value, 10)),
  note: text(BARREL_LIMITS.note),
});
export type CleaningFormInput = z.input<typeof cleaningFormSchema>;
export type CleaningFields = z.output<typeof cleaningFormSchema>;

const removedAfterInstalled = (barrel: { installedOn: string | null; removedOn: string | null }) =>
  barrel.installedOn === null || barrel.removedOn === null || barrel.removedOn >= barrel.installedOn;
const removedMessage = { message: 'A barrel is removed on or after the day it was installed', path: ['removedOn'] };

/**
 * A barrel's editable fields: its name, the days it was installed (null: with the firearm) and removed
 * (null: on it now), its length (inches) and twist, the rounds it came with, the CBTO to its lands as
 * measured (inches, with the day) and its cleaning interval in rounds (null: none).
 */
export const barrelEditableSchema = z.object({
  name: z.string().min(1).max(BARREL_LIMITS.short),
  installedOn: dateString.nullable(),
  removedOn: dateString.nullable(),
  length: z.number().nonnegative().nullable(),
  twist: z.string().max(BARREL_LIMITS.short),
  startingRounds: z.number().int().nonnegative(),
  cbtoToLands: z.number().nonnegative().nullable(),
  cbtoMeasuredOn: dateString.nullable(),
  cleaningInterval: z.number().int().positive().nullable(),
});

/** What the barrel form produces, checked. */
export const barrelFieldsSchema = barrelEditableSchema.refine(removedAfterInstalled, removedMessage);
export type BarrelFields = z.output<typeof barrelFieldsSchema>;

/** The barrel form: text inputs in, stored fields out, with the messages the user sees. */
export const barrelFormSchema = z
  .object({
    name: text(BARREL_LIMITS.short, 'Name the barrel'),
    installedOn: optionalDateInput,
    removedOn: optionalDateInput,
    length: optionalNumberInput('Barrel length must be a number of inches, 0 or more'),
    twist: text(BARREL_LIMITS.short),
    startingRounds: wholeNumberInput('Rounds it came with must be a whole number, 0 or more'),
    cbtoToLands: optionalRoundedInput('CBTO to the lands must be a length in inches, 0 or more', CBTO_DECIMALS),
    cbtoMeasuredOn: optionalDateInput,
    cleaningInterval: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || /^[1-9]\d*$/.test(value),
        'The interval must be a whole number of rounds, 1 or more',
      )
      .transform((value) => (value === '' ? null : Number.parseInt(value, 10))),
  })
  .refine(removedAfterInstalled, removedMessage) satisfies z.ZodType<BarrelFields, BarrelFormInput>;
export type BarrelFormInput = { [K in keyof BarrelFields]: string };

/** A barrel as stored, before its rule (a backup's extends it): of the owner's firearm, with its cleaning log. */
export const barrelStoredSchema = barrelEditableSchema.extend({
  firearmId: z.string().min(1).max(BARREL_LIMITS.id),
  cleanings: z.array(cleaningSchema).max(BARREL_LIMITS.cleanings),
  userId: z.string().min(1),
  createdAt: timestampDate,
  updatedAt: timestampDate,
});

/** A barrel schema (barrelStoredSchema or one extended from it) with its rule: removed on or after it was installed. */
export function withBarrelRules<T extends z.ZodType<{ installedOn: string | null; removedOn: string | null }>>(
  schema: T,
): T {
  return schema.refine(removedAfterInstalled, removedMessage);
}

/** A barrel as stored in barrels/{id}, with its cleaning log in the order recorded. */
export const barrelDocSchema = withBarrelRules(barrelStoredSchema);
export type Barrel = z.output<typeof barrelDocSchema> & { id: string };

/** The barrel's length and the CBTO to its lands in the account's units, as the firearm's are. */
export const BARREL_UNIT_FIELDS = {
  length: FIREARM_UNIT_FIELDS.barrelLength,
  cbtoToLands: FIREARM_UNIT_FIELDS.cbtoToLands,
} satisfies UnitFields;
export { LENGTH_WORDS };

/** The stored figures an edit form starts from: saved unchanged, they stay exactly as stored. */
export function storedBarrelFigures(barrel: BarrelFields): Record<keyof typeof BARREL_UNIT_FIELDS, number | null> {
  return { length: barrel.length, cbtoToLands: barrel.cbtoToLands };
}

/** A barrel as its form shows it, lengths in the account's units. */
export function barrelToForm(barrel: BarrelFields, settings: UnitSettings = IMPERIAL_EN_US): BarrelFormInput {
  return {
    name: barrel.name,
    installedOn: barrel.installedOn ?? '',
    removedOn: barrel.removedOn ?? '',
    length: formText(BARREL_UNIT_FIELDS.length, barrel.length, settings),
    twist: barrel.twist,
    startingRounds: String(barrel.startingRounds),
    cbtoToLands: formText(BARREL_UNIT_FIELDS.cbtoToLands, barrel.cbtoToLands, settings),
    cbtoMeasuredOn: barrel.cbtoMeasuredOn ?? '',
    cleaningInterval: barrel.cleaningInterval === null ? '' : String(barrel.cleaningInterval),
  };
}

/** A new barrel's form on `today`: installed today, new (0 rounds), on the firearm now. */
export function newBarrelForm(
  today: string,
  previous?: { twist: string; cleaningInterval: number | null },
): BarrelFormInput {
  return {
    name: '',
    installedOn: today,
    removedOn: '',
    length: '',
    twist: previous?.twist ?? '',
    startingRounds: '0',
    cbtoToLands: '',
    cbtoMeasuredOn: '',
    cleaningInterval: previous?.cleaningInterval ? String(previous.cleaningInterval) : '',
  };
}
