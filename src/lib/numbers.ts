/**
 * Numbers as people type and read them: a decimal point or a decimal comma, digits grouped the
 * locale's way (`1 234,5` in French, `1.234,5` in German, `1,234.5` in English), and figures
 * formatted in the browser's locale. Pure: no React, no Firebase.
 */
import { z } from 'zod';

export type DecimalParse = { ok: true; value: number } | { ok: false; message: string };

/** The one message for text that is not a number: it shows both separators, since both are accepted. */
export const NOT_A_NUMBER_MESSAGE = 'Enter a number, like 2.5 or 2,5';

const FALLBACK_LOCALE = 'en-US';

const canonicalLocales = new Map<string, string>();

/** The locale's canonical tag, else en-US (a malformed tag must not break a form); cached per tag. */
function knownLocale(locale: string): string {
  let known = canonicalLocales.get(locale);
  if (known === undefined) {
    try {
      known = Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LOCALE;
    } catch {
      known = FALLBACK_LOCALE;
    }
    canonicalLocales.set(locale, known);
  }
  return known;
}

// Latin digits everywhere: they are what a number keyboard types, and what the parser reads back,
// so a figure formatted in Arabic or Persian is still parsed by the same rules.
const LATIN_DIGITS = { numberingSystem: 'latn' } as const;

export type NumberSeparators = { decimal: '.' | ','; group: string };

const separatorsByLocale = new Map<string, NumberSeparators>();

/** The locale's decimal separator ('.' or ',') and digit-group separator (a space is U+00A0 or U+202F). */
export function numberSeparators(locale: string): NumberSeparators {
  const key = knownLocale(locale);
  let separators = separatorsByLocale.get(key);
  if (!separators) {
    const parts = new Intl.NumberFormat(key, LATIN_DIGITS).formatToParts(12345.6);
    const decimal = parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
    const group = parts.find((part) => part.type === 'group')?.value ?? '';
    separators = { decimal, group };
    separatorsByLocale.set(key, separators);
  }
  return separators;
}

const formatters = new Map<string, Intl.NumberFormat>();

export type NumberFormatOptions = {
  /** The fewest decimals shown (trailing zeros kept up to it); 0 by default. */
  minDecimals?: number;
  /** The most decimals shown. */
  maxDecimals: number;
  /** Digits grouped the locale's way (`1 234`); true by default, false for a form's field ("1234,5"). */
  grouping?: boolean;
};

/**
 * `value` in the locale's format, with Latin digits, one cached formatter per locale and options.
 * A value that rounds to zero never shows a minus: -0.01 at one decimal reads "0.0".
 */
export function formatNumberIn(
  value: number,
  locale: string,
  { minDecimals = 0, maxDecimals, grouping = true }: NumberFormatOptions,
): string {
  const key = `${locale}|${minDecimals}|${maxDecimals}|${grouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(knownLocale(locale), {
      ...LATIN_DIGITS,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping,
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** `value` with exactly `decimals` decimals in the locale's format: `2,5` and `1 234` (U+202F) in French. */
export function formatDecimal(value: number, locale: string, decimals: number): string {
  return formatNumberIn(value, locale, { minDecimals: decimals, maxDecimals: decimals });
}

// Spaces and apostrophes only ever group digits (fr, sv, de-CH...), in any locale.
const SPACES = /[ \u00a0\u202f\u2009]/g;
const APOSTROPHES = /['\u2019]/g;
// Marks Intl puts around a sign in right-to-left locales (ar: U+200E before the minus).
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
const MINUS = /^[-\u2212]/; // sv, nb and fi format a negative number with U+2212

/**
 * Digits grouped by a single separator `g`: thousands (1g234g567) or the Indian lakh and crore
 * (12g34g567, as en-IN formats). The first group never starts with 0: `0,500` is not 500.
 */
function isGroupedInteger(digits: string, g: string): boolean {
  const groups = digits.split(g);
  const [first, ...rest] = groups;
  if (first === undefined || rest.length === 0 || !/^[1-9]\d{0,2}$/.test(first)) return false;
  const last = rest.pop()!;
  if (!/^\d{3}$/.test(last)) return false;
  if (rest.every((group) => /^\d{3}$/.test(group))) return true;
  return first.length <= 2 && rest.every((group) => /^\d{2}$/.test(group));
}

/**
 * A number as typed in `locale`. Accepted: digits with a decimal point or a decimal comma (`2.5`,
 * `2,5`, `,5`), digits grouped by spaces (normal, no-break or narrow no-break), apostrophes or the
 * locale's group mark, and a leading minus (`-` or `−`).
 *
 * Which mark is the decimal one:
 * - both `.` and `,` present: the last one is the decimal separator, the other groups digits
 *   (`1.234,5` and `1,234.5` read the same everywhere);
 * - one of them, more than once: it groups digits (`1.234.567`);
 * - one of them, once: it groups digits only if it is the locale's group mark and the text
 *   matches the grouping pattern exactly (`1.234` is 1234 in de, `1,234` is 1234 in en);
 *   otherwise it is the decimal separator: followed by other than exactly three digits
 *   (`2,5`, `1.23`, `1,2345`), or after a leading 0 or four digits (`0,500`, `1234,567`), or
 *   in a locale whose group mark it is not (`1.234` is 1.234 in en and fr).
 * Grouped digits must be in groups of three (or en-IN's twos then a three); anything else is refused
 * with NOT_A_NUMBER_MESSAGE.
 */
export function parseDecimal(text: string, locale: string): DecimalParse {
  const refused: DecimalParse = { ok: false, message: NOT_A_NUMBER_MESSAGE };
  let body = text.replace(DIRECTION_MARKS, '').trim();
  const negative = MINUS.test(body);
  if (negative) body = body.slice(1);
  // One grouping mark for spaces and for apostrophes, so each counts as a single kind below.
  body = body.replace(SPACES, ' ').replace(APOSTROPHES, "'");
  if (!/^[\d.,' ]+$/.test(body) || !/\d/.test(body)) return refused;

  const points = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  let decimalMark: '.' | ',' | null = null;
  if (points > 0 && commas > 0) decimalMark = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (points === 1 || commas === 1) {
    const mark = points === 1 ? '.' : ',';
    const groupsDigits = numberSeparators(locale).group === mark && isGroupedInteger(body, mark);
    decimalMark = groupsDigits ? null : mark;
  }

  const [integerPart = '', fractionPart = '', ...extra] = decimalMark === null ? [body] : body.split(decimalMark);
  if (extra.length > 0 || !/^\d*$/.test(fractionPart)) return refused;
  let integerDigits = integerPart;
  if (!/^\d*$/.test(integerPart)) {
    const marks = new Set(integerPart.replace(/\d/g, ''));
    const [groupMark] = marks;
    if (marks.size !== 1 || groupMark === undefined || !isGroupedInteger(integerPart, groupMark)) return refused;
    integerDigits = integerPart.split(groupMark).join('');
  }
  if (integerDigits === '' && fractionPart === '') return refused;

  const value = Number(`${negative ? '-' : ''}${integerDigits || '0'}.${fractionPart || '0'}`);
  return Number.isFinite(value) ? { ok: true, value } : refused;
}

export type LocaleNumberOptions = {
  /** The least value accepted, in the unit the field shows. */
  min?: number;
  /** The greatest value accepted, in the unit the field shows. */
  max?: number;
  /** Empty text is null instead of an error. */
  optional?: boolean;
};

/**
 * A form field's schema: its value stays the text as typed (nothing is lost while it is invalid),
 * and the form receives the parsed number, or null for an empty optional field.
 */
export function localeNumber(
  locale: string,
  options: LocaleNumberOptions & { optional: true },
): z.ZodType<number | null, string>;
export function localeNumber(locale: string, options?: LocaleNumberOptions): z.ZodType<number, string>;
export function localeNumber(
  locale: string,
  { min, max, optional = false }: LocaleNumberOptions = {},
): z.ZodType<number | null, string> {
  const shown = (bound: number) => formatDecimal(bound, locale, Number.isInteger(bound) ? 0 : 2);
  const rangeMessage = (value: number): string | null => {
    if ((min === undefined || value >= min) && (max === undefined || value <= max)) return null;
    if (min !== undefined && max !== undefined) return `Enter a number from ${shown(min)} to ${shown(max)}`;
    return min !== undefined ? `Enter ${shown(min)} or more` : `Enter ${shown(max!)} or less`;
  };
  return z.string().transform((text, context): number | null => {
    if (optional && text.trim() === '') return null;
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const parsed = parseDecimal(text, locale);
    if (!parsed.ok) return refuse(parsed.message);
    const outOfRange = rangeMessage(parsed.value);
    return outOfRange === null ? parsed.value : refuse(outOfRange);
  });
}
