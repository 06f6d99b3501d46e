/**
 * What the app keeps in this browser's localStorage, in one place, by priority. What the user made
 * and the server has not confirmed (the sync journal, a signup's pending profile) is kept first: a
 * write of it that finds the store full evicts the caches (the figures last known) and tries again,
 * and a cache never evicts it: a cache's write that finds the store full gives up quietly, and the
 * copy is simply not there next time. Safari gives an origin about 5 MB. The largest copies, the
 * pages as last shown, are not here at all but in their own IndexedDB database (page-store.ts).
 *
 * Every key starts with `rangebook.`; Firestore's own (`firestore_*`) and the IndexedDB databases
 * are cleared with them at logout (features/auth/logout-api.ts). The emulators' project a developer's
 * browser chose is not the user's and stays (EMULATOR_PROJECT_KEY, config/env.ts).
 */

/** The user's own unconfirmed writes: never evicted for a cache. */
export const JOURNAL_PREFIX = 'rangebook.sync.';
export const PENDING_PROFILE_PREFIX = 'rangebook.pendingProfile.';
/** Copies of what the server said, kept to show offline: evicted when something more important needs the room. */
export const LAST_KNOWN_PREFIX = 'rangebook.lastKnown.';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The browser's localStorage, or null where there is none or it is blocked (private modes, policies). */
function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Removes the caches to make room. Returns whether anything was removed. */
function evictCaches(store: KeyValueStore): boolean {
  const cached = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(LAST_KNOWN_PREFIX) ?? false,
  );
  for (const key of cached) store.removeItem(key);
  return cached.length > 0;
}

/**
 * Storage for what must not be lost (the journal): a write that finds the store full evicts every
 * cache and tries again; if it still fails, it throws, and the caller knows its memory is ahead.
 */
export function essentialStorage(store: KeyValueStore | null = browserStore()) {
  return {
    getItem: (key: string) => store?.getItem(key) ?? null,
    setItem(key: string, value: string): void {
      if (!store) throw new Error('No storage on this device');
      try {
        store.setItem(key, value);
      } catch (error) {
        if (!evictCaches(store)) throw error;
        store.setItem(key, value);
      }
    },
    removeItem: (key: string) => store?.removeItem(key),
  };
}

/** Storage for copies (the figures last known): a write that finds the store full keeps nothing; it never throws. */
export function cacheStorage(store: KeyValueStore | null = browserStore()) {
  return {
    getItem(key: string): string | null {
      try {
        return store?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key: string, value: string): boolean {
      try {
        store?.setItem(key, value);
        return store !== null;
      } catch {
        // Full (or blocked): not kept; an older copy, marked with its time, may stay.
        return false;
      }
    },
    removeItem(key: string): void {
      try {
        store?.removeItem(key);
      } catch {
        // No storage: nothing was kept either.
      }
    },
  };
}
