import { z } from 'zod';
import { nextTask } from '@/lib/next-task';
import { DATE_PATTERN } from '@/utils/dates';

// Builds many zod schemas as it loads: in a task after the one that evaluates its imports (next-task.ts).
await nextTask();

/** Building blocks shared by the entity schemas: one definition of each kind of field. */

/** A text input, trimmed, at most `max` characters; required when a message for empty is given. */
export const text = (max: number, requiredMessage?: string) => {
  const trimmed = z.string().trim();
  return (requiredMessage ? trimmed.min(1, requiredMessage) : trimmed).max(
    max,
    `Keep this under ${max + 1} characters`,
  );
};

/** A calendar date as the date input gives it (YYYY-MM-DD), stored as that string. */
export const dateString = z.string().regex(DATE_PATTERN, 'Enter a date as YYYY-MM-DD');

/** An optional date input: empty is stored as null. */
export const optionalDateInput = z
  .string()
  .trim()
  .refine((value) => value === '' || dateString.safeParse(value).success, 'Enter a date as YYYY-MM-DD')
  .transform((value) => (value === '' ? null : value));

const isNonNegativeNumber = (value: string) => value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0;

/** A required numeric input (as a string), parsed to a non-negative number. */
export const requiredNumberInput = (requiredMessage: string, invalidMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isNonNegativeNumber, invalidMessage)
    .transform(Number);

/** An optional numeric input: empty is null, otherwise a non-negative number. */
export const optionalNumberInput = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isNonNegativeNumber(value), invalidMessage)
    .transform((value) => (value === '' ? null : Number(value)));

/**
 * An optional measured figure typed in its stored unit (a length in inches): empty is null, otherwise
 * rounded to `decimals` as it is stored, then held within `[0, max]` (so 0.10004 in is 0.1). Rounding
 * a value already stored to `decimals` gives it back unchanged, so an edit saved unchanged stays as stored.
 */
export const optionalRoundedInput = (invalidMessage: string, decimals: number, max = Number.POSITIVE_INFINITY) =>
  z
    .string()
    .trim()
    // + 0: a rounded -0.0004 is 0, not -0.
    .transform((value) => (value === '' ? null : Math.round(Number(value) * 10 ** decimals) / 10 ** decimals + 0))
    .refine((value) => value === null || (Number.isFinite(value) && value >= 0 && value <= max), invalidMessage);

/** Read side of a server timestamp: a Date (estimated while the write is pending). */
export const timestampDate = z.date();
