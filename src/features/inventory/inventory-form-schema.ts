import { z } from 'zod';
import {
  COMPONENT_KINDS,
  COUNT_WORDS,
  grainsFrom,
  onHand as sumOnHand,
  POWDER_WEIGHT_UNITS,
  type ComponentKind,
  type PowderWeightUnit,
} from '@/domain/inventory';
import { optionalDateInput, text } from '@/lib/firestore/fields';
import { nextTask } from '@/lib/next-task';
import { parseDecimal } from '@/lib/numbers';
import { INVENTORY_LIMITS, REASON_SIGN, type ComponentFields, type LotFields } from './schema';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/*
 * The inventory's forms: text inputs in (numbers as the locale writes them, a powder's weight in the
 * unit chosen beside it), the stored fields out, in the natural unit (grains of powder, a count of
 * the rest), with the messages the form shows. Each is made for the locale (and a lot's kind).
 */

/** A quantity as typed: its text and, for powder, the unit chosen beside it. */
export type QuantityInput = { quantity: string; unit: PowderWeightUnit };

type Issue = (message: string, path: string) => void;

/**
 * A typed quantity in the natural unit: grains of powder (from the unit chosen), a whole count of
 * the rest. Empty is null. `minimum` is what it must exceed (0) or be at least ('zero-or-more').
 */
function readQuantity(
  text: string,
  unit: PowderWeightUnit,
  kind: ComponentKind,
  locale: string,
  issue: Issue,
  path: string,
  minimum: 'positive' | 'zero-or-more',
): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const read = parseDecimal(trimmed, locale);
  if (!read.ok) {
    issue(read.message, path);
    return null;
  }
  const tooSmall = minimum === 'positive' ? read.value <= 0 : read.value < 0;
  if (tooSmall) {
    issue(minimum === 'positive' ? 'Enter a quantity above 0' : 'Enter 0 or more', path);
    return null;
  }
  if (kind !== 'powder') {
    if (!Number.isInteger(read.value)) {
      issue(`Enter a whole number of ${COUNT_WORDS[kind]}`, path);
      return null;
    }
    return read.value;
  }
  return grainsFrom(read.value, unit);
}

/** A transform's context, as far as adding an issue on one field goes. */
type IssueContext = { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void };
const issueOn = (context: IssueContext) => (message: string, path: string) =>
  context.addIssue({ code: 'custom', message, path: [path] });

// ---------------------------------------------------------------------------------------------
// Adding a component

export type ComponentFormInput = {
  kind: ComponentKind;
  name: string;
  lowStock: string;
  lowStockUnit: PowderWeightUnit;
  notes: string;
};

export function componentFormSchema(locale: string): z.ZodType<ComponentFields, ComponentFormInput> {
  return z
    .object({
      kind: z.enum(COMPONENT_KINDS, 'Choose a kind'),
      name: text(INVENTORY_LIMITS.name, 'Name is required'),
      lowStock: z.string(),
      lowStockUnit: z.enum(POWDER_WEIGHT_UNITS),
      notes: text(INVENTORY_LIMITS.notes),
    })
    .transform((form, context): ComponentFields => {
      const lowStock = readQuantity(
        form.lowStock,
        form.lowStockUnit,
        form.kind,
        locale,
        issueOn(context),
        'lowStock',
        'zero-or-more',
      );
      return { kind: form.kind, name: form.name, lowStock, notes: form.notes };
    });
}

export const emptyComponentForm = (kind: ComponentKind, unit: PowderWeightUnit): ComponentFormInput => ({
  kind,
  name: '',
  lowStock: '',
  lowStockUnit: unit,
  notes: '',
});

// ---------------------------------------------------------------------------------------------
// Adding a lot: its number, date, the quantity bought and the price paid for it

export type LotFormInput = {
  lotNumber: string;
  purchaseDate: string;
  bought: string;
  boughtUnit: PowderWeightUnit;
  price: string;
};

/** A new lot: its fields (the price for the quantity bought) and the quantity bought, null for none. */
export type NewLotValues = { fields: LotFields; bought: number | null };

/** An amount of money as typed: 0 or more, at most two decimals' worth kept as typed. */
function readAmount(text: string, locale: string, issue: Issue, path: string): number | null {
  const trimmed = text.trim().replace(/^[$€£¥]\s*/, '');
  if (trimmed === '') return null;
  const read = parseDecimal(trimmed, locale);
  if (!read.ok) {
    issue('Enter the price as a number, like 52.99', path);
    return null;
  }
  if (read.value < 0) {
    issue('Enter a price of 0 or more', path);
    return null;
  }
  return read.value;
}

export function lotFormSchema(kind: ComponentKind, locale: string): z.ZodType<NewLotValues, LotFormInput> {
  return z
    .object({
      lotNumber: text(INVENTORY_LIMITS.lotNumber),
      purchaseDate: optionalDateInput,
      bought: z.string(),
      boughtUnit: z.enum(POWDER_WEIGHT_UNITS),
      price: z.string(),
    })
    .transform((form, context): NewLotValues => {
      const issue = issueOn(context);
      const bought = readQuantity(form.bought, form.boughtUnit, kind, locale, issue, 'bought', 'positive');
      const amount = readAmount(form.price, locale, issue, 'price');
      if (amount !== null && bought === null && form.bought.trim() === '') {
        issue('Enter the quantity this price paid for', 'bought');
      }
      return {
        fields: {
          lotNumber: form.lotNumber,
          purchaseDate: form.purchaseDate,
          price: amount !== null && bought !== null ? { amount, quantity: bought } : null,
        },
        bought,
      };
    });
}

export const emptyLotForm = (unit: PowderWeightUnit): LotFormInput => ({
  lotNumber: '',
  purchaseDate: '',
  bought: '',
  boughtUnit: unit,
  price: '',
});

// ---------------------------------------------------------------------------------------------
// Recording a movement by hand (a batch's 'loaded' ones are written with the batch)

export const MANUAL_REASONS = ['bought', 'counted', 'spilled', 'sold'] as const;
export type ManualReason = (typeof MANUAL_REASONS)[number];

export type MovementFormInput = {
  reason: ManualReason;
  quantity: string;
  unit: PowderWeightUnit;
  note: string;
};

/** A movement to record: its signed quantity (a count's difference to what is on hand), reason and note. */
export type MovementValues = { reason: ManualReason; quantity: number; note: string };

/**
 * Bought, spilled and sold take the quantity as typed (positive) and give it its sign; counted takes
 * the count found and records the difference to `onHand`, the lot's figure now (a correction is a
 * new movement, never an overwrite).
 */
export function movementFormSchema(
  kind: ComponentKind,
  locale: string,
  movements: readonly { quantity: number }[],
): z.ZodType<MovementValues, MovementFormInput> {
  return z
    .object({
      reason: z.enum(MANUAL_REASONS, 'Choose a reason'),
      quantity: z.string(),
      unit: z.enum(POWDER_WEIGHT_UNITS),
      note: text(INVENTORY_LIMITS.movementNote),
    })
    .transform((form, context): MovementValues => {
      const issue = issueOn(context);
      const counted = form.reason === 'counted';
      if (form.quantity.trim() === '') {
        issue(counted ? 'Enter what you counted' : 'Enter a quantity', 'quantity');
        return { reason: form.reason, quantity: 0, note: form.note };
      }
      const read = readQuantity(
        form.quantity,
        form.unit,
        kind,
        locale,
        issue,
        'quantity',
        counted ? 'zero-or-more' : 'positive',
      );
      if (read === null) return { reason: form.reason, quantity: 0, note: form.note };
      if (!counted) return { reason: form.reason, quantity: read * REASON_SIGN[form.reason], note: form.note };
      const difference = sumOnHand([...movements, { quantity: -read }]) * -1;
      if (difference === 0) issue('That is what the lot holds already: nothing to record', 'quantity');
      return { reason: 'counted', quantity: difference, note: form.note };
    });
}

export const emptyMovementForm = (unit: PowderWeightUnit): MovementFormInput => ({
  reason: 'counted',
  quantity: '',
  unit,
  note: '',
});
