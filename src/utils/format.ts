/*
 * Dates and times in one fixed shape (en-US's, "Nov 22, 2026" and "1:32:27 PM"), written out rather
 * than through Intl.DateTimeFormat: the first DateTimeFormat a page makes costs 18 to 25 ms of its main
 * thread in Chromium (its calendar and time-zone data), and every signed-in page formats a date as it
 * starts. The unit tests hold these to Intl's en-US output.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const shortDate = (year: number, monthIndex: number, day: number) => `${MONTHS[monthIndex]} ${day}, ${year}`;

/** A moment as a short date, "Nov 22, 2026", in the viewer's time zone; the fallback when missing. */
export function formatDate(date: Date | null | undefined, fallback = 'N/A'): string {
  if (!date || Number.isNaN(date.getTime())) return fallback;
  return shortDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A calendar date string (YYYY-MM-DD) as "Nov 22, 2026", the same in every time zone. */
export function formatDateString(value: string | null | undefined, fallback = 'N/A'): string {
  if (!value) return fallback;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? fallback
    : shortDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** A number with at most `maxDecimals` decimals, e.g. 41.5 or 140. */
export function formatNumber(value: number, maxDecimals = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: maxDecimals });
}

/** A weight in grains: "41.5 gr". */
export function formatGrains(value: number | null | undefined, fallback = 'N/A'): string {
  return value === null || value === undefined ? fallback : `${formatNumber(value, 1)} gr`;
}

/** What a figure shows when there is not enough data for it. */
export const DASH = '–';

/** A clock's or calendar's field in two digits: 7 → "07". */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A shot's time: "1:32:27 PM", in the viewer's time zone. */
export function formatTimeOfDay(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}
