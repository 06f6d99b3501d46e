/**
 * Figures this device last had from the server, per user, in localStorage: what a screen shows,
 * marked as such, until fresh ones arrive or while the server cannot be reached. Logging out removes
 * them all (they are the user's data), in every tab.
 */
import type { z } from 'zod';
import { cacheStorage, LAST_KNOWN_PREFIX } from './device-storage';

export { LAST_KNOWN_PREFIX } from './device-storage';

const PREFIX = LAST_KNOWN_PREFIX;
/** Copies: a full store loses them, never the journal (device-storage.ts). */
const cache = cacheStorage();

export type LastKnown<T> = { value: T; asOf: Date };

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}.${name}`;

/** Set once this page has forgotten them all: it is being left, and an answer arriving late must not write them again. */
let forgotten = false;

export function rememberLastKnown<T>(userId: string, name: string, value: T, asOf = new Date()): void {
  if (forgotten) return;
  // Storage full or blocked: the copy simply is not there next time.
  cache.setItem(keyOf(userId, name), JSON.stringify({ value, asOf: asOf.toISOString() }));
}

/**
 * localStorage for what else is kept under LAST_KNOWN_PREFIX (the query cache's figures): it writes
 * nothing once forgotten, and a full or blocked store loses the copy, never throws.
 */
export const lastKnownStorage = {
  getItem: (key: string): string | null => cache.getItem(key),
  setItem(key: string, value: string): void {
    if (!forgotten) cache.setItem(key, value);
  },
  removeItem: (key: string): void => cache.removeItem(key),
};

/** What was remembered under `name`, unchecked; null when nothing (or nothing readable) is. */
function storedLastKnown(userId: string, name: string): LastKnown<unknown> | null {
  try {
    const stored = localStorage.getItem(keyOf(userId, name));
    if (stored === null) return null;
    const parsed = JSON.parse(stored) as { value?: unknown; asOf?: unknown };
    const asOf = typeof parsed.asOf === 'string' ? new Date(parsed.asOf) : null;
    return asOf && !Number.isNaN(asOf.getTime()) ? { value: parsed.value, asOf } : null;
  } catch {
    return null;
  }
}

/** What was remembered, if it still reads as `schema` says (an older shape is ignored). */
export function lastKnown<T>(userId: string, name: string, schema: z.ZodType<T>): LastKnown<T> | null {
  const stored = storedLastKnown(userId, name);
  const value = stored && schema.safeParse(stored.value);
  return stored && value?.success ? { value: value.data, asOf: stored.asOf } : null;
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
