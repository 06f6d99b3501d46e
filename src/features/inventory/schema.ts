import { z } from 'zod';
import { COMPONENT_KINDS, MOVEMENT_REASONS, type ComponentKind, type MovementReason } from '@/domain/inventory';
import { dateString, timestampDate } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { brassLifeStoredSchema } from './brass-life-schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/** Limits, the same in firestore.rules. */
export const INVENTORY_LIMITS = {
  name: 100,
  notes: 2000,
  lotNumber: 100,
  movementNote: 200,
  /** The most movements a lot holds (a document stays well under Firestore's 1 MiB). */
  movements: 500,
  movementId: 64,
  id: 100,
} as const;

/** Counts (primers, bullets, cases) are whole; powder is grains, any fraction. */
const wholeForCounts = (kind: ComponentKind, value: number | null) =>
  kind === 'powder' || value === null || Number.isInteger(value);

// ---------------------------------------------------------------------------------------------
// components/{id}

const componentBase = z.object({
  kind: z.enum(COMPONENT_KINDS),
  name: z.string().min(1).max(INVENTORY_LIMITS.name),
  /** Low when the total on hand across its lots is at or below this, in the kind's natural unit; null: never. */
  lowStock: z.number().nonnegative().nullable(),
  notes: z.string().max(INVENTORY_LIMITS.notes),
});

/** A component schema (componentBase or one extended from it) with its rule: a count's threshold is whole. */
export function withWholeLowStock<T extends z.ZodType<{ kind: ComponentKind; lowStock: number | null }>>(schema: T): T {
  return schema.refine((component) => wholeForCounts(component.kind, component.lowStock), {
    message: 'A count is a whole number',
    path: ['lowStock'],
  });
}

/** A component's stored, user-entered fields (the form's output). Its kind never changes once made. */
export const componentFieldsSchema = withWholeLowStock(componentBase);
export type ComponentFields = z.output<typeof componentFieldsSchema>;

/** A component as stored in components/{id}, before its rule (the backup extends it). */
export const componentStoredSchema = componentBase.extend({
  userId: z.string().min(1),
  createdAt: timestampDate,
  updatedAt: timestampDate,
});
export const componentDocSchema = withWholeLowStock(componentStoredSchema);
export type InventoryComponent = z.output<typeof componentDocSchema> & { id: string };

// ---------------------------------------------------------------------------------------------
// componentLots/{id}: movements

/** Which sign a reason's quantity has: bought adds, loaded, spilled and sold take, counted either. */
export const REASON_SIGN: Record<MovementReason, 1 | -1 | 0> = {
  bought: 1,
  loaded: -1,
  counted: 0,
  spilled: -1,
  sold: -1,
};

/**
 * One change of a lot's quantity: its signed quantity in the natural unit (never 0), why, the
 * device's time (as a shot's), the batch for a 'loaded' one, and a note. Appended, never changed.
 */
export const movementFieldsSchema = z.object({
  id: z.string().min(1).max(INVENTORY_LIMITS.movementId),
  at: timestampDate,
  quantity: z.number().refine((quantity) => quantity !== 0, 'A movement changes the quantity'),
  reason: z.enum(MOVEMENT_REASONS),
  batchId: z.string().min(1).max(INVENTORY_LIMITS.id).nullable(),
  note: z.string().max(INVENTORY_LIMITS.movementNote),
});

/** A movement schema (movementFieldsSchema or one extended from it) with its rules: signed by its reason, a batch only when loaded. */
export function withMovementRules<
  T extends z.ZodType<{ quantity: number; reason: MovementReason; batchId: string | null }>,
>(schema: T): T {
  return schema
    .refine(
      (movement) => REASON_SIGN[movement.reason] === 0 || Math.sign(movement.quantity) === REASON_SIGN[movement.reason],
      { message: 'Bought adds to a lot; loaded, spilled and sold take from it', path: ['quantity'] },
    )
    .refine((movement) => (movement.reason === 'loaded') === (movement.batchId !== null), {
      message: 'A loaded movement names its batch, and only a loaded one',
      path: ['batchId'],
    });
}

export const movementSchema = withMovementRules(movementFieldsSchema);
export type Movement = z.output<typeof movementSchema>;

/** The price paid for a quantity in the natural unit: $52.99 for 1,000 primers. */
export const priceSchema = z.object({ amount: z.number().nonnegative(), quantity: z.number().positive() });

/** A lot's editable fields: its number, when it was bought, and its price (null: not known). */
export const lotFieldsSchema = z.object({
  lotNumber: z.string().max(INVENTORY_LIMITS.lotNumber),
  purchaseDate: dateString.nullable(),
  price: priceSchema.nullable(),
});
export type LotFields = z.output<typeof lotFieldsSchema>;

/** A lot schema (lotStoredSchema or one extended from it) with its rule: a count's movements are whole. */
export function withWholeMovements<
  T extends z.ZodType<{ kind: ComponentKind; movements: readonly { quantity: number }[] }>,
>(schema: T): T {
  return schema.refine((lot) => lot.movements.every((movement) => wholeForCounts(lot.kind, movement.quantity)), {
    message: 'A count is a whole number',
    path: ['movements'],
  });
}

/**
 * A lot as stored in componentLots/{id}: of one component (its kind copied, so the rules and a
 * batch check it without reading the component), with its movements in the order appended. What
 * it holds is never stored: it is the sum of the movements (domain/inventory.ts onHand).
 */
export const lotStoredSchema = lotFieldsSchema.extend({
  componentId: z.string().min(1).max(INVENTORY_LIMITS.id),
  kind: z.enum(COMPONENT_KINDS),
  movements: z.array(movementSchema).max(INVENTORY_LIMITS.movements),
  /** A brass lot's firings when bought, anneal interval, retirement limit and events; absent on a lot made before them. */
  life: brassLifeStoredSchema.optional(),
  userId: z.string().min(1),
  createdAt: timestampDate,
  updatedAt: timestampDate,
});
export const lotDocSchema = withWholeMovements(lotStoredSchema);
export type ComponentLot = z.output<typeof lotDocSchema> & { id: string };

/** A movement as the rules and the schema take it for a lot of `kind`; throws on a bad one. */
export function checkedMovement(kind: ComponentKind, movement: Movement): Movement {
  const parsed = movementSchema.parse(movement);
  if (!wholeForCounts(kind, parsed.quantity)) throw new Error('A count is a whole number');
  return parsed;
}
