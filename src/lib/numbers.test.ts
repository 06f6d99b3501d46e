import { describe, expect, it } from 'vitest';
import { fc, PROPERTIES } from '@/test-utils/property';
import { formatDecimal, localeNumber, NOT_A_NUMBER_MESSAGE, numberSeparators, parseDecimal } from './numbers';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';
const MINUS_SIGN = '\u2212';

const valueOf = (text: string, locale: string) => {
  const parsed = parseDecimal(text, locale);
  return parsed.ok ? parsed.value : parsed.message;
};

describe('parseDecimal', () => {
  it.each(['fr-FR', 'de-DE', 'en-US', 'sv-SE'])('reads 2,5 and 2.5 as two and a half in %s', (locale) => {
    expect(valueOf('2,5', locale)).toBe(2.5);
    expect(valueOf('2.5', locale)).toBe(2.5);
    expect(valueOf('  2,5 ', locale)).toBe(2.5);
  });

  it.each(['fr-FR', 'sv-SE'])('reads 1 234,5 with any space as the group mark in %s', (locale) => {
    for (const space of [' ', NBSP, NARROW_NBSP]) expect(valueOf(`1${space}234,5`, locale)).toBe(1234.5);
    expect(valueOf(`12${NARROW_NBSP}345${NARROW_NBSP}678`, locale)).toBe(12345678);
  });

  it('reads each locale its own way: 1.234,5 in de, 1,234.5 in en, 1 234,5 in fr and sv', () => {
    expect(valueOf('1.234,5', 'de-DE')).toBe(1234.5);
    expect(valueOf('1,234.5', 'en-US')).toBe(1234.5);
    expect(valueOf(`1${NARROW_NBSP}234,5`, 'fr-FR')).toBe(1234.5);
    expect(valueOf(`1${NBSP}234,5`, 'sv-SE')).toBe(1234.5);
    expect(valueOf('1 234,5', 'de-DE')).toBe(1234.5);
    expect(valueOf("1'234.5", 'de-CH')).toBe(1234.5);
  });

  it('takes the last of a point and a comma as the decimal separator, in any locale', () => {
    expect(valueOf('1,234.5', 'de-DE')).toBe(1234.5);
    expect(valueOf('1.234,5', 'en-US')).toBe(1234.5);
    expect(valueOf('1.234.567,25', 'fr-FR')).toBe(1234567.25);
  });

  describe('the ambiguity rule: a single point or comma', () => {
    it("groups thousands only as the locale's group mark, matching the pattern exactly", () => {
      expect(valueOf('1.234', 'de-DE')).toBe(1234);
      expect(valueOf('12.345', 'de-DE')).toBe(12345);
      expect(valueOf('1,234', 'en-US')).toBe(1234);
      expect(valueOf('123,456', 'en-US')).toBe(123456);
    });

    it('is a decimal separator when it is not the locale’s group mark', () => {
      expect(valueOf('1.234', 'fr-FR')).toBe(1.234);
      expect(valueOf('1.234', 'sv-SE')).toBe(1.234);
      expect(valueOf('1.234', 'en-US')).toBe(1.234);
      expect(valueOf('1,234', 'de-DE')).toBe(1.234);
      expect(valueOf('1,234', 'fr-FR')).toBe(1.234);
    });

    it('is a decimal separator when followed by other than exactly three digits', () => {
      expect(valueOf('1.23', 'de-DE')).toBe(1.23);
      expect(valueOf('1.2345', 'de-DE')).toBe(1.2345);
      expect(valueOf('1,2', 'en-US')).toBe(1.2);
      expect(valueOf('41,25', 'en-US')).toBe(41.25);
      expect(valueOf('2.', 'de-DE')).toBe(2);
      expect(valueOf(',5', 'en-US')).toBe(0.5);
    });

    it('is a decimal separator when the digits before it cannot start a grouping', () => {
      expect(valueOf('1234.567', 'de-DE')).toBe(1234.567);
      expect(valueOf('0.500', 'de-DE')).toBe(0.5);
      expect(valueOf('0,500', 'en-US')).toBe(0.5);
    });
  });

  it('reads several of one mark as grouping: 1.234.567, and en-IN’s 12,34,567', () => {
    expect(valueOf('1.234.567', 'de-DE')).toBe(1234567);
    expect(valueOf('1,234,567', 'en-US')).toBe(1234567);
    expect(valueOf('12,34,567.5', 'en-IN')).toBe(1234567.5);
  });

  it('reads a leading minus, the hyphen or the minus sign sv formats', () => {
    expect(valueOf('-2,5', 'fr-FR')).toBe(-2.5);
    expect(valueOf(`${MINUS_SIGN}12,5`, 'sv-SE')).toBe(-12.5);
    expect(valueOf('-1.234,5', 'de-DE')).toBe(-1234.5);
    expect(valueOf('0', 'en-US')).toBe(0);
  });

  it.each([
    '',
    '   ',
    'abc',
    '2,5 g',
    '1e3',
    '+2',
    '--2',
    '2-',
    '.',
    ',',
    '1,2,3',
    '1.23.4',
    '12 34',
    '1 2345',
    '1,234,5',
    '1.234,5,6',
    '1,234.5.6',
    '1 234.567,5',
    `1${NARROW_NBSP}234${NARROW_NBSP}5`,
    '1,234.5 6',
    '٢٫٥',
  ])('refuses %j with the clear message', (text) => {
    for (const locale of ['en-US', 'fr-FR', 'de-DE', 'sv-SE']) {
      expect(parseDecimal(text, locale)).toEqual({ ok: false, message: NOT_A_NUMBER_MESSAGE });
    }
  });

  it('falls back to en-US rules for a malformed locale', () => {
    expect(valueOf('1,234', 'not a locale!')).toBe(1234);
    expect(valueOf('2,5', 'not a locale!')).toBe(2.5);
  });
});

describe('formatDecimal', () => {
  it('formats in French with a decimal comma and U+202F between thousands', () => {
    expect(formatDecimal(2.5, 'fr-FR', 1)).toBe('2,5');
    expect(formatDecimal(1234, 'fr-FR', 0)).toBe(`1${NARROW_NBSP}234`);
    expect(formatDecimal(1234.5, 'fr-FR', 1)).toBe(`1${NARROW_NBSP}234,5`);
  });

  it('formats in the other locales their way, with exactly the decimals asked', () => {
    expect(formatDecimal(1234.5, 'de-DE', 2)).toBe('1.234,50');
    expect(formatDecimal(1234.5, 'en-US', 1)).toBe('1,234.5');
    expect(formatDecimal(1234.5, 'sv-SE', 1)).toBe(`1${NBSP}234,5`);
    expect(formatDecimal(2.345, 'en-US', 0)).toBe('2');
  });

  it('never shows a negative zero', () => {
    expect(formatDecimal(-0.01, 'en-US', 1)).toBe('0.0');
    expect(formatDecimal(-0, 'fr-FR', 0)).toBe('0');
  });

  it('uses Latin digits in every locale', () => {
    expect(formatDecimal(2.5, 'ar-EG', 1)).toBe('2.5');
  });

  it('gives the same text for the same locale and decimals (formatters are cached)', () => {
    expect(formatDecimal(1, 'fr-FR', 2)).toBe(formatDecimal(1, 'fr-FR', 2));
    expect(formatDecimal(1, 'fr-FR', 3)).toBe('1,000');
  });
});

describe('numberSeparators', () => {
  it("names the locale's decimal and group marks", () => {
    expect(numberSeparators('fr-FR')).toEqual({ decimal: ',', group: NARROW_NBSP });
    expect(numberSeparators('de-DE')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('en-US')).toEqual({ decimal: '.', group: ',' });
  });
});

const LOCALES = ['en-US', 'en-GB', 'en-IN', 'fr-FR', 'de-DE', 'de-CH', 'sv-SE', 'es-ES', 'it-IT', 'ar-EG', 'fi-FI'];

describe('formatting and parsing back', PROPERTIES, () => {
  it('read back what formatDecimal writes, to the decimals shown, in every locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 4 }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (locale, decimals, value) => {
          const text = formatDecimal(value, locale, decimals);
          const parsed = parseDecimal(text, locale);
          expect(parsed).toMatchObject({ ok: true });
          if (!parsed.ok) return;
          expect(Math.abs(parsed.value - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals * (1 + 1e-9));
          // Shown again, the number read back is the same text: a figure formatted, read and
          // formatted again does not move.
          expect(formatDecimal(parsed.value, locale, decimals)).toBe(text);
        },
      ),
    );
  });
});

describe('localeNumber', () => {
  it('gives the number typed, in the locale', () => {
    expect(localeNumber('fr-FR').parse('2,5')).toBe(2.5);
    expect(localeNumber('de-DE').parse('1.234,5')).toBe(1234.5);
  });

  it('refuses text that is not a number with the clear message', () => {
    const result = localeNumber('fr-FR').safeParse('deux');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NOT_A_NUMBER_MESSAGE]);
    expect(localeNumber('fr-FR').safeParse('').error?.issues[0]?.message).toBe(NOT_A_NUMBER_MESSAGE);
  });

  it('gives null for an empty optional field', () => {
    expect(localeNumber('en-US', { optional: true }).parse('  ')).toBeNull();
    expect(localeNumber('en-US', { optional: true }).parse('3')).toBe(3);
  });

  it('says the range in the locale when the number is outside it', () => {
    const message = (schema: ReturnType<typeof localeNumber>, text: string) =>
      schema.safeParse(text).error?.issues[0]?.message;
    expect(message(localeNumber('fr-FR', { min: 0, max: 3000 }), '3500')).toBe(
      `Enter a number from 0 to 3${NARROW_NBSP}000`,
    );
    expect(message(localeNumber('de-DE', { min: 0.5 }), '0,2')).toBe('Enter 0,50 or more');
    expect(message(localeNumber('en-US', { max: 100 }), '101')).toBe('Enter 100 or less');
    expect(localeNumber('en-US', { min: 0, max: 100 }).parse('100')).toBe(100);
  });
});
