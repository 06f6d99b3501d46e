import { z } from 'zod';
import { batchDraws, COMPONENT_KINDS, type PerKind } from '@/domain/inventory';
import { dateString, text, timestampDate } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import type { UnitFields } from '@/lib/unit-form';
import { INVENTORY_LIMITS } from './schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** The most rounds one batch loads (the same in firestore.rules). */
export const MAX_BATCH_ROUNDS = 10_000;

const lotIdOrNull = z.string().min(1).max(INVENTORY_LIMITS.id).nullable();
const countOrNull = z.number().int().positive().nullable();

/** What a batch is loaded as: one lot of each kind, or none. */
export const batchLotsSchema = z.object({
  powder: lotIdOrNull,
  primer: lotIdOrNull,
  bullet: lotIdOrNull,
  brass: lotIdOrNull,
});
export type BatchLots = z.output<typeof batchLotsSchema>;

const batchBase = z.object({
  loadDevelopmentId: z.string().min(1).max(INVENTORY_LIMITS.id),
  date: dateString,
  rounds: z.number().int().min(1).max(MAX_BATCH_ROUNDS),
  /** The load's charge when loaded, grains. */
  charge: z.number().positive(),
  lots: batchLotsSchema,
  /** What each named lot gave: powder grains (rounds × charge), the rest a count (rounds); null where none is named. */
  draws: z.object({
    powder: z.number().positive().nullable(),
    primer: countOrNull,
    bullet: countOrNull,
    brass: countOrNull,
  }),
  notes: z.string().max(INVENTORY_LIMITS.notes),
});

/** A batch schema (batchBase or one extended from it) with its rule: the draws are the rounds' and the charge's. */
export function withAgreeingDraws<
  T extends z.ZodType<{ rounds: number; charge: number; lots: BatchLots; draws: PerKind<number | null> }>,
>(schema: T): T {
  return schema.refine(
    (batch) => {
      const expected = batchDraws(batch.rounds, batch.charge, batch.lots);
      return COMPONENT_KINDS.every((kind) => expected[kind] === batch.draws[kind]);
    },
    { message: 'A batch draws rounds × charge of powder and one of each other component a round', path: ['draws'] },
  );
}

/** A batch's stored fields, as loadBatch writes them. */
export const batchFieldsSchema = withAgreeingDraws(batchBase);
export type BatchFields = z.output<typeof batchFieldsSchema>;

/** A batch as stored in loadBatches/{id}, before its rule (the backup extends it). Written once, never changed. */
export const batchStoredSchema = batchBase.extend({
  userId: z.string().min(1),
  createdAt: timestampDate,
  updatedAt: timestampDate,
});
export const batchDocSchema = withAgreeingDraws(batchStoredSchema);
export type LoadBatch = z.output<typeof batchDocSchema> & { id: string };

/** The Load rounds form: text inputs in, the batch's choices out (the draws are worked out from them). */
export const batchFormSchema = z.object({
  rounds: z
    .string()
    .trim()
    .min(1, { message: 'Rounds are required', abort: true })
    .refine((value) => /^\d+$/.test(value), { message: 'Rounds must be a whole number', abort: true })
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_BATCH_ROUNDS, `Rounds must be from 1 to 10,000`),
  date: dateString,
  // The resolver (unitFormResolver) hands it over in grains, read in the locale.
  charge: z
    .string()
    .trim()
    .min(1, { message: 'Charge is required', abort: true })
    .refine((value) => Number.isFinite(Number(value)) && Number(value) > 0, 'Charge must be a number of grains above 0')
    .transform(Number),
  powderLot: z.string(),
  primerLot: z.string(),
  bulletLot: z.string(),
  brassLot: z.string(),
  notes: text(INVENTORY_LIMITS.notes),
});
export type BatchFormInput = z.input<typeof batchFormSchema>;
export type BatchFormValues = z.output<typeof batchFormSchema>;

/** The charge typed in the account's powder unit and stored in grains (0.01 gr), as a load's is. */
export const BATCH_UNIT_FIELDS = {
  charge: {
    preference: 'powderWeight',
    storedDecimals: 2,
    shownDecimals: 2,
    message: (message, unit) => message.replace('grains', unit === 'g' ? 'grams' : unit),
  },
} satisfies UnitFields;

/** The form's lots as the batch names them ('' is none). */
export function formLots(
  values: Pick<BatchFormValues, 'powderLot' | 'primerLot' | 'bulletLot' | 'brassLot'>,
): BatchLots {
  const lot = (value: string) => (value === '' ? null : value);
  return {
    powder: lot(values.powderLot),
    primer: lot(values.primerLot),
    bullet: lot(values.bulletLot),
    brass: lot(values.brassLot),
  };
}
