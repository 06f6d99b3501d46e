/**
 * The account's currency (issue 35, item 5): an ISO 4217 code ("USD", "EUR"), stored in the profile;
 * prices and costs are amounts in it, never converted. Pure: no React, no Firebase.
 */

/** An ISO 4217 code as stored: three capital letters (the same in firestore.rules). */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The currency of a region (ISO 3166 code) where it is not the euro; the euro area is listed apart. */
const REGION_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  AR: 'ARS',
  CL: 'CLP',
  GB: 'GBP',
  IE: 'EUR',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  RS: 'RSD',
  UA: 'UAH',
  TR: 'TRY',
  IL: 'ILS',
  ZA: 'ZAR',
  NA: 'NAD',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  CN: 'CNY',
  KR: 'KRW',
  IN: 'INR',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
  TH: 'THB',
  PH: 'PHP',
  MY: 'MYR',
  ID: 'IDR',
  AE: 'AED',
  SA: 'SAR',
};
const EURO_AREA = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);

/** The currency of the browser's language (its region, or the likeliest one): US dollars when it says none we know. */
export function defaultCurrency(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  if (!region) return 'USD';
  if (EURO_AREA.has(region)) return 'EUR';
  return REGION_CURRENCIES[region] ?? 'USD';
}

/** The codes the browser knows (Intl), for the account's choice; the defaults' codes when it lists none. */
export function currencyCodes(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return [...new Set([...known, ...Object.values(REGION_CURRENCIES), 'EUR'])]
    .filter((code) => CURRENCY_CODE.test(code))
    .sort();
}

/** The decimals a currency's amounts are shown with (2 for USD and EUR, 0 for JPY). */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount in the currency as the locale writes it: "$389.99", "389,99 €". `extraDecimals` more than
 * the currency's own (a cost per round: "$0.053"). A code Intl does not know is written before the amount.
 */
export function formatMoney(amount: number, currency: string, locale: string, extraDecimals = 0): string {
  const decimals = currencyDecimals(currency) + extraDecimals;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem: 'latn',
    }).format(amount || 0);
  } catch {
    return `${currency} ${(amount || 0).toFixed(decimals)}`;
  }
}
