import { z } from 'zod';
import { LOAD_RECIPE_UNIT_FIELDS, RECIPE_LIMITS } from '@/features/loads/recipe-schema';
import { dateString, optionalRoundedInput, text, timestampDate } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import type { UnitFields } from '@/lib/unit-form';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/*
 * A brass lot's life (issue 36, item 1): the firings it was bought with, the loader's anneal interval
 * and retirement limit, and the anneals and trims recorded on it. Its cases' firings are never stored:
 * they are worked out from its batches and their sessions (domain/brass-life.ts).
 */

/** Limits, the same in firestore.rules. */
export const BRASS_LIFE_LIMITS = {
  /** The most firings a lot is bought with, or an interval or limit is set to. */
  firings: 100,
  /** The most cases one event counts (a batch's most rounds). */
  cases: 10_000,
  /** The most events a lot holds. */
  events: 500,
  eventId: 64,
  note: 200,
  lotId: 100,
  /** The most firings a split's cases may have had (bought at 100, fired many times more). */
  splitFirings: 1000,
} as const;

export const BRASS_EVENT_KINDS = ['anneal', 'trim'] as const;
export type BrassEventKindStored = (typeof BRASS_EVENT_KINDS)[number];

/**
 * One anneal or trim of some of a lot's cases: the day, how many cases, a trim's length (inches,
 * null when not said; always null for an anneal) and a note. Its id and `at` (the device's clock,
 * as a movement's) order one day's events. Appended, never changed.
 */
export const brassEventFieldsSchema = z.object({
  id: z.string().min(1).max(BRASS_LIFE_LIMITS.eventId),
  at: timestampDate,
  date: dateString,
  kind: z.enum(BRASS_EVENT_KINDS),
  cases: z.number().int().min(1).max(BRASS_LIFE_LIMITS.cases),
  trimLength: z.number().nonnegative().nullable(),
  note: z.string().max(BRASS_LIFE_LIMITS.note),
});

/** An event schema (brassEventFieldsSchema or one extended from it) with its rule: only a trim has a length. */
export function withBrassEventRules<T extends z.ZodType<{ kind: BrassEventKindStored; trimLength: number | null }>>(
  schema: T,
): T {
  return schema.refine((event) => event.kind === 'trim' || event.trimLength === null, {
    message: 'Only a trim has a length',
    path: ['trimLength'],
  });
}

export const brassEventSchema = withBrassEventRules(brassEventFieldsSchema);
export type BrassEvent = z.output<typeof brassEventSchema>;

const firings = z.number().int().min(0).max(BRASS_LIFE_LIMITS.firings);
const interval = z.number().int().min(1).max(BRASS_LIFE_LIMITS.firings).nullable();

/** What the loader sets on a brass lot: the firings it was bought with, when to anneal and when to retire. */
export const brassLimitsSchema = z.object({
  firedBefore: firings,
  annealEvery: interval,
  retireAfter: interval,
});
export type BrassLimitsFields = z.output<typeof brassLimitsSchema>;

const splitCases = {
  cases: z.number().int().min(1).max(BRASS_LIFE_LIMITS.cases),
  firings: z.number().int().min(0).max(BRASS_LIFE_LIMITS.splitFirings),
  sinceAnneal: z.number().int().min(0).max(BRASS_LIFE_LIMITS.splitFirings),
};

/**
 * Cases split off this lot into a new one (the lot named), all of one history: fired `firings` times,
 * `sinceAnneal` of them since their last anneal. The new lot's `origin` says the same (the rules check
 * both in the one write that makes them): the cases move, none is made or lost.
 */
export const brassSplitSchema = z.object({
  id: z.string().min(1).max(BRASS_LIFE_LIMITS.eventId),
  at: timestampDate,
  date: dateString,
  lotId: z.string().min(1).max(BRASS_LIFE_LIMITS.lotId),
  ...splitCases,
});
export type BrassSplit = z.output<typeof brassSplitSchema>;

/** Where a lot split off another came from: that lot, its split, and the cases with their history. */
export const brassOriginSchema = z.object({
  lotId: z.string().min(1).max(BRASS_LIFE_LIMITS.lotId),
  splitId: z.string().min(1).max(BRASS_LIFE_LIMITS.eventId),
  ...splitCases,
});
export type BrassOrigin = z.output<typeof brassOriginSchema>;

/**
 * A brass lot's `life` as stored: its limits and its events, in the order appended; the splits made
 * of it and, for a lot split off another, its origin (both absent until there is one).
 */
export const brassLifeStoredSchema = brassLimitsSchema.extend({
  events: z.array(brassEventSchema).max(BRASS_LIFE_LIMITS.events),
  splits: z.array(brassSplitSchema).max(BRASS_LIFE_LIMITS.events).optional(),
  origin: brassOriginSchema.optional(),
});
export type BrassLifeStored = z.output<typeof brassLifeStoredSchema>;

/** A brass lot with no `life` yet (made before issue 36): bought new, no interval, no limit, no events. */
export const NEW_BRASS: BrassLifeStored = { firedBefore: 0, annealEvery: null, retireAfter: null, events: [] };

// ---------------------------------------------------------------------------------------------
// The forms

const wholeFirings = (message: string, optional: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => (optional && value === '') || /^\d+$/.test(value), message)
    .transform((value) => (value === '' ? null : Number(value)));

/** The lot's life form: text inputs in, the limits out ('' is none for the interval and the limit). */
export const brassLimitsFormSchema = z
  .object({
    firedBefore: wholeFirings('Firings when bought must be a whole number from 0 to 100', false).refine(
      (value) => value !== null && value <= BRASS_LIFE_LIMITS.firings,
      'Firings when bought must be a whole number from 0 to 100',
    ),
    annealEvery: wholeFirings('Anneal every must be a whole number of firings from 1 to 100', true).refine(
      (value) => value === null || (value >= 1 && value <= BRASS_LIFE_LIMITS.firings),
      'Anneal every must be a whole number of firings from 1 to 100',
    ),
    retireAfter: wholeFirings('Retire after must be a whole number of firings from 1 to 100', true).refine(
      (value) => value === null || (value >= 1 && value <= BRASS_LIFE_LIMITS.firings),
      'Retire after must be a whole number of firings from 1 to 100',
    ),
  })
  .transform((form): BrassLimitsFields => ({
    firedBefore: form.firedBefore ?? 0,
    annealEvery: form.annealEvery,
    retireAfter: form.retireAfter,
  }));
export type BrassLimitsFormInput = z.input<typeof brassLimitsFormSchema>;

export const brassLimitsToForm = (limits: BrassLimitsFields): BrassLimitsFormInput => ({
  firedBefore: String(limits.firedBefore),
  annealEvery: limits.annealEvery === null ? '' : String(limits.annealEvery),
  retireAfter: limits.retireAfter === null ? '' : String(limits.retireAfter),
});

/** The anneal-or-trim form: text inputs in, the event's fields out (the api adds its id and time). */
/** A count of cases as typed: a whole number from 1 to BRASS_LIFE_LIMITS.cases. */
const casesInput = z
  .string()
  .trim()
  .refine(
    (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= BRASS_LIFE_LIMITS.cases,
    'Cases must be a whole number from 1 to 10,000',
  )
  .transform(Number);

export const brassEventFormSchema = z
  .object({
    kind: z.enum(BRASS_EVENT_KINDS, 'Choose anneal or trim'),
    date: dateString,
    cases: casesInput,
    // The resolver (unitFormResolver) hands it over in inches, read in the locale.
    trimLength: optionalRoundedInput('Trim length must be a length in inches, 0 or more', RECIPE_LIMITS.lengthDecimals),
    note: text(BRASS_LIFE_LIMITS.note),
  })
  .transform((form) => ({ ...form, trimLength: form.kind === 'trim' ? form.trimLength : null }));
export type BrassEventFormInput = z.input<typeof brassEventFormSchema>;
export type BrassEventValues = z.output<typeof brassEventFormSchema>;

/** The trim length typed in the account's length unit (inches or millimetres), stored in inches, as a load's. */
export const BRASS_EVENT_UNIT_FIELDS = {
  trimLength: LOAD_RECIPE_UNIT_FIELDS.caseTrimLength,
} satisfies UnitFields;

/** The split form: how many cases of the history chosen go to the new lot, the day, and its number. */
export const brassSplitFormSchema = z.object({
  group: z.string().regex(/^\d+:\d+$/, 'Choose the cases to split off'),
  cases: casesInput,
  date: dateString,
  lotNumber: text(100),
});
export type BrassSplitFormInput = z.input<typeof brassSplitFormSchema>;
export type BrassSplitValues = z.output<typeof brassSplitFormSchema>;
