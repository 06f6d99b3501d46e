const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment as a short date, "Nov 22, 2026", in the viewer's time zone; the fallback when missing. */
export function formatDate(date: Date | null | undefined, fallback = 'N/A'): string {
  return date ? shortDate.format(date) : fallback;
}

/** A calendar date string (YYYY-MM-DD) as "Nov 22, 2026", the same in every time zone. */
export function formatDateString(value: string | null | undefined, fallback = 'N/A'): string {
  if (!value) return fallback;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? fallback : shortDateUtc.format(date);
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

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** A shot's time: "1:32:27 PM". */
export function formatTimeOfDay(date: Date): string {
  return timeOfDay.format(date);
}
