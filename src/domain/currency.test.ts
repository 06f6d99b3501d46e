import { describe, expect, it } from 'vitest';
import { CURRENCY_CODE, currencyCodes, currencyDecimals, defaultCurrency, formatMoney } from './currency';

describe('defaultCurrency', () => {
  it("is the currency of the browser language's region", () => {
    expect(defaultCurrency('en-US')).toBe('USD');
    expect(defaultCurrency('en-GB')).toBe('GBP');
    expect(defaultCurrency('de-DE')).toBe('EUR');
    expect(defaultCurrency('de-CH')).toBe('CHF');
    expect(defaultCurrency('fr-CA')).toBe('CAD');
    expect(defaultCurrency('sv')).toBe('SEK');
  });

  it('is the likeliest region for a language alone, and US dollars for what it cannot tell', () => {
    expect(defaultCurrency('de')).toBe('EUR');
    expect(defaultCurrency('en')).toBe('USD');
    expect(defaultCurrency('not a locale!')).toBe('USD');
  });
});

describe('currencyCodes', () => {
  it('lists ISO 4217 codes, the common ones among them, sorted', () => {
    const codes = currencyCodes();
    expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'CHF', 'JPY']));
    expect(codes.every((code) => CURRENCY_CODE.test(code))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
  });
});

describe('formatMoney', () => {
  it('writes an amount as the locale writes the currency', () => {
    expect(formatMoney(389.99, 'USD', 'en-US')).toBe('$389.99');
    expect(formatMoney(389.99, 'EUR', 'de-DE')).toBe('389,99\u00a0€');
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe('¥1,234');
  });

  it('gives a cost per round a decimal more than the currency has', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(formatMoney(0.0529, 'USD', 'en-US', 1)).toBe('$0.053');
  });
});
