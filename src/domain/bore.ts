/**
 * A session's bore, clean or fouled, from the barrel's cleaning log (issue 36): the latest cleaning
 * before the session's day, and the rounds fired through the barrel between them. A cleaning dated the
 * session's day counts for the sessions after that day (a barrel is cleaned after the range, as a rule).
 * Pure: no React, no Firebase.
 */
import { dayAfter, type Span } from './barrels';

/**
 * The day of the barrel's latest cleaning before `date`: its log's, or `firearmLastCleaned` (the date
 * typed on the firearm, which is its current barrel's) when later; null when none is known before it.
 */
export function cleanedBefore(
  cleanings: readonly { date: string }[],
  firearmLastCleaned: string | null,
  date: string,
): string | null {
  let latest: string | null = null;
  for (const { date: cleaned } of cleanings)
    if (cleaned < date && (latest === null || cleaned > latest)) latest = cleaned;
  if (firearmLastCleaned !== null && firearmLastCleaned < date && (latest === null || firearmLastCleaned > latest))
    latest = firearmLastCleaned;
  return latest;
}

/** The days whose sessions' rounds fouled the bore since the cleaning: from the day after it to the session's (excluded). */
export const spanSinceCleaning = (cleaned: string, date: string): Span => ({ from: dayAfter(cleaned), until: date });

export type Bore = { state: 'clean' | 'fouled'; cleanedOn: string; roundsSince: number };

/** Clean when no round went through the barrel on the days between its cleaning and the session. */
export const boreOf = (cleanedOn: string, roundsSince: number): Bore => ({
  state: roundsSince === 0 ? 'clean' : 'fouled',
  cleanedOn,
  roundsSince,
});
