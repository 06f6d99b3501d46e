/**
 * Figures this device last had from the server, per user, in localStorage: what a screen shows,
 * marked as such, until fresh ones arrive or while the server cannot be reached. Logging out removes
 * them all (they are the user's data), in every tab.
 */
import type { z } from 'zod';

const PREFIX = 'rangebook.lastKnown.';

export type LastKnown<T> = { value: T; asOf: Date };

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}.${name}`;

/** Set once this page has forgotten them all: it is being left, and an answer arriving late must not write them again. */
let forgotten = false;

export function rememberLastKnown<T>(userId: string, name: string, value: T, asOf = new Date()): void {
  if (forgotten) return;
  try {
    localStorage.setItem(keyOf(userId, name), JSON.stringify({ value, asOf: asOf.toISOString() }));
  } catch {
    // Storage full or blocked: the figures simply are not there next time.
  }
}

/** What was remembered, if it still reads as `schema` says (an older shape is ignored). */
export function lastKnown<T>(userId: string, name: string, schema: z.ZodType<T>): LastKnown<T> | null {
  try {
    const stored = localStorage.getItem(keyOf(userId, name));
    if (stored === null) return null;
    const parsed = JSON.parse(stored) as { value?: unknown; asOf?: unknown };
    const value = schema.safeParse(parsed.value);
    const asOf = typeof parsed.asOf === 'string' ? new Date(parsed.asOf) : null;
    return value.success && asOf && !Number.isNaN(asOf.getTime()) ? { value: value.data, asOf } : null;
  } catch {
    return null;
  }
}

/**
 * Removes every user's last-known figures from this browser, and this page remembers none from now
 * on: it is logging out, or another tab is, and either way it reloads to the landing page.
 */
export function forgetAllLastKnown(): void {
  forgotten = true;
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // No localStorage: nothing of ours in it either.
  }
}
