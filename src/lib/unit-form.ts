/**
 * Forms in the account's units (issue 34). A form's fields hold the text as typed, in the unit the
 * label names and with the locale's decimal mark (`2,5` or `2.5`); the entity's schema, the single
 * source of its rules, sees them converted once to the stored unit. So the schema, its messages
 * and the rules stay as they are, and an imperial account's form behaves as before (it now also
 * takes a decimal comma).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { UnitPreference, UnitSettings } from '@/domain/unit-format';
import {
  CANONICAL_UNITS,
  fromCanonical,
  PREFERENCE_KINDS,
  storeEdited,
  toCanonical,
  unitLabel,
  type QuantityKind,
  type UnitOf,
} from '@/domain/units';
import { formatDecimal, formatNumberIn, parseDecimal } from '@/lib/numbers';

/** How a form field of a figure converts. */
export type UnitField = {
  preference: UnitPreference;
  /** Decimals a stored value keeps: velocity whole fps (0), impacts 0.001 in (3); none: as typed. */
  storedDecimals?: number;
  /** Decimals a stored value is shown with in a unit other than the stored one. */
  shownDecimals: number;
  /**
   * The message when the schema refuses the field with `message`, for a unit other than the stored
   * one: the schema's own names the stored unit and its bounds; `inShown` gives a stored bound in
   * the shown unit. A message that names no unit is given back as it is.
   */
  message: (message: string, unit: string, inShown: (canonical: number) => string) => string;
};

export type UnitFields = Record<string, UnitField>;

type KindUnit = UnitOf<QuantityKind>;

function unitOf(field: UnitField, settings: UnitSettings): { kind: QuantityKind; unit: KindUnit; stored: boolean } {
  const kind = PREFERENCE_KINDS[field.preference];
  const unit = settings.preferences[field.preference] as KindUnit;
  return { kind, unit, stored: unit === CANONICAL_UNITS[kind] };
}

/** The text a form shows for a stored value: as stored in the stored unit, else converted and rounded. */
export function formText(field: UnitField, canonical: number | null | undefined, settings: UnitSettings): string {
  if (canonical === null || canonical === undefined) return '';
  const { kind, unit, stored } = unitOf(field, settings);
  if (stored) return String(canonical);
  // As a person types it: no digit grouping ("824,9").
  return formatNumberIn(fromCanonical(kind, canonical, unit as never), settings.locale, {
    maxDecimals: field.shownDecimals,
    grouping: false,
  });
}

/** The field's label unit: 'fps', 'm/s', 'in', 'mm'. */
export function fieldUnit(field: UnitField, settings: UnitSettings): string {
  return unitLabel(unitOf(field, settings).unit);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The form's resolver: each unit field's text is read in the locale, converted to the stored unit
 * (a value shown from `stored` and saved unchanged stays exactly as stored: no drift) and rounded
 * to what is stored; then `schema` decides, and its messages for those fields speak the shown unit.
 */
export function unitFormResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  fields: UnitFields,
  settings: UnitSettings,
  stored: Partial<Record<string, number | null>> = {},
): Resolver<Input, unknown, Output> {
  const validate = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  return async (values, context, options) => {
    const converted: Record<string, unknown> = { ...values };
    const unreadable: Record<string, string> = {};
    for (const [name, field] of Object.entries(fields)) {
      const text = typeof values[name] === 'string' ? (values[name] as string).trim() : '';
      if (text === '') continue;
      const { kind, unit, stored: inStoredUnit } = unitOf(field, settings);
      if (inStoredUnit) {
        // Only the decimal mark and grouping are read; text that is no number goes to the schema, whose message says what it wants.
        const read = parseDecimal(text, settings.locale);
        if (read.ok) converted[name] = String(read.value);
        continue;
      }
      const original = stored[name];
      const read =
        original === null || original === undefined
          ? parseDecimal(text, settings.locale)
          : storeEdited(kind, original, text, unit as never, field.shownDecimals, settings.locale);
      if (!read.ok) {
        unreadable[name] = read.message;
        continue;
      }
      if (read.value === original) {
        converted[name] = String(original);
        continue;
      }
      const canonical =
        original === null || original === undefined ? toCanonical(kind, read.value, unit as never) : read.value;
      converted[name] = String(field.storedDecimals === undefined ? canonical : round(canonical, field.storedDecimals));
    }
    const result = await validate(converted as Input, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, field] of Object.entries(fields)) {
      const { kind, unit, stored: inStoredUnit } = unitOf(field, settings);
      if (unreadable[name]) errors[name] = { type: 'number', message: unreadable[name] };
      else if (errors[name] && !inStoredUnit) {
        const refused = errors[name] as { type?: string; message?: string };
        const inShown = (canonical: number) =>
          formatDecimal(fromCanonical(kind, canonical, unit as never), settings.locale, field.shownDecimals).replace(
            /[.,]0+$/,
            '',
          );
        errors[name] = { ...refused, message: field.message(refused.message ?? '', unitLabel(unit), inShown) };
      }
    }
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
