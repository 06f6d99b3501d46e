/** A calendar date as a date input gives it and as sessions store it. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today as YYYY-MM-DD in the shooter's time zone. */
export function todayDateString(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
