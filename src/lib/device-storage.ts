/**
 * What the app keeps in this browser's localStorage, in one place, by priority. What the user made
 * and the server has not confirmed (the sync journal, a signup's pending profile) is kept first: a
 * write of it that finds the store full evicts the caches (pages as last shown, then the figures)
 * and tries again, and a cache never evicts it. A cache's write that finds the store full evicts
 * older pages, then gives up quietly: the copy is simply not there next time. Safari gives an origin
 * about 5 MB, and a page as last shown may take up to 200,000 characters.
 *
 * Every key starts with `rangebook.`; Firestore's own (`firestore_*`) and its IndexedDB database
 * are cleared with them at logout (features/auth/logout-api.ts).
 */

/** The user's own unconfirmed writes: never evicted for a cache. */
export const JOURNAL_PREFIX = 'rangebook.sync.';
export const PENDING_PROFILE_PREFIX = 'rangebook.pendingProfile.';
/** Copies of what the server said, kept to show offline: evicted when something more important needs the room. */
export const LAST_KNOWN_PREFIX = 'rangebook.lastKnown.';
/** Among those, the pages as last shown (`<prefix><uid>.page:<path>`): the largest, evicted first. */
const PAGE_MARK = '.page:';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The browser's localStorage, or null where there is none or it is blocked (private modes, policies). */
function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function keysOf(store: KeyValueStore): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null,
  );
}

/** The time a kept page was shown: the stored JSON's last field, read from its end (no parse of the page). */
function shownAt(store: KeyValueStore, key: string): number {
  return Date.parse(/"asOf":"([^"]+)"\}$/.exec(store.getItem(key) ?? '')?.[1] ?? '') || 0;
}

/**
 * Removes caches to make room, least valuable first: the pages as last shown, oldest first, then
 * (with `figuresToo`) the figures. Returns whether anything was removed.
 */
function evictCaches(store: KeyValueStore, figuresToo: boolean): boolean {
  const cached = keysOf(store).filter((key) => key.startsWith(LAST_KNOWN_PREFIX));
  const pages = cached.filter((key) => key.includes(PAGE_MARK)).sort((a, b) => shownAt(store, a) - shownAt(store, b));
  const victims = figuresToo ? [...pages, ...cached.filter((key) => !key.includes(PAGE_MARK))] : pages.slice(0, 1);
  for (const key of victims) store.removeItem(key);
  return victims.length > 0;
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
        if (!evictCaches(store, true)) throw error;
        store.setItem(key, value);
      }
    },
    removeItem: (key: string) => store?.removeItem(key),
  };
}

/**
 * Storage for copies (figures, pages as last shown): a write that finds the store full evicts the
 * oldest pages one at a time and tries again; it never throws and never evicts the journal.
 */
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
      if (!store) return false;
      try {
        store.setItem(key, value);
        return true;
      } catch {
        // Full (or blocked): its own older copy makes no room for the new one, nor does anything but a page.
      }
      try {
        store.removeItem(key);
        while (evictCaches(store, false)) {
          try {
            store.setItem(key, value);
            return true;
          } catch {
            // Still full: the next oldest page goes.
          }
        }
      } catch {
        // Blocked: nothing is kept.
      }
      return false;
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
