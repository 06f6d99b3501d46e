/**
 * The pages as this device last showed them (last-shown.ts), in their own IndexedDB database: the
 * largest thing the app keeps, so not in the localStorage the sync journal needs (device-storage.ts).
 * Capped at PAGES_KEPT pages per user, the newest shown; a page itself is capped by last-shown.ts.
 * Logging out (and a lost sign-in) deletes the database. Where IndexedDB is missing or refuses,
 * nothing is kept and nothing is shown: these are copies, never the only place of anything.
 */
import type { DBSchema } from 'idb';
import { deviceDatabase } from './device-database';
import type { LastKnown } from './last-known';

export const PAGES_DATABASE = 'rangebook-pages';
/** The pages kept per user: the newest shown. */
export const PAGES_KEPT = 12;

type KeptPage = { uid: string; path: string; markup: string; asOf: number };

interface PagesSchema extends DBSchema {
  pages: { key: [string, string]; value: KeptPage; indexes: { byUserAndTime: [string, number] } };
}

const pages = deviceDatabase<PagesSchema>(PAGES_DATABASE, (db) => {
  const store = db.createObjectStore('pages', { keyPath: ['uid', 'path'] });
  store.createIndex('byUserAndTime', ['uid', 'asOf']);
});
/** Set once this page has forgotten them all: it is being left, and a page kept late must not come back. */
let forgotten = false;

const database = () => pages.open();

/**
 * Opens the database ahead of keepPage: a page is kept as it is left (pagehide, the tab hidden),
 * when there is no time left to open it first.
 */
export function openPageStore(): void {
  if (!forgotten) database().catch(() => undefined);
}

/** Keeps `markup` as the page at `path` shown to `uid`, and forgets that user's pages beyond the newest PAGES_KEPT. */
export async function keepPage(uid: string, path: string, markup: string, asOf = new Date()): Promise<void> {
  if (forgotten) return;
  try {
    const db = await database();
    const write = db.transaction('pages', 'readwrite');
    void write.store.put({ uid, path, markup, asOf: asOf.getTime() });
    // Committed now, in this task: the page is being left, and will not wait for the transaction to end by itself.
    write.commit();
    await write.done;
    // Then the user's pages beyond the newest PAGES_KEPT go; the index orders them by when they were shown.
    const trim = db.transaction('pages', 'readwrite');
    const keys = await trim.store
      .index('byUserAndTime')
      .getAllKeys(IDBKeyRange.bound([uid, -Infinity], [uid, Infinity]));
    await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => trim.store.delete(key)));
    await trim.done;
  } catch {
    // Full, blocked or missing: the page is simply not there next time.
  }
}

/** Forgets the page at `path` shown to `uid` (grown too big to keep: an older copy would mislead). */
export async function forgetPage(uid: string, path: string): Promise<void> {
  try {
    await (await database()).delete('pages', [uid, path]);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The page at `path` as this device last showed it to `uid`, if it did. */
export async function pageKept(uid: string, path: string): Promise<LastKnown<string> | null> {
  try {
    const kept = await (await database()).get('pages', [uid, path]);
    return kept ? { value: kept.markup, asOf: new Date(kept.asOf) } : null;
  } catch {
    return null;
  }
}

/** Deletes every user's pages from this browser, and this page keeps none from now on (it is being left). */
export function forgetAllPages(): Promise<void> {
  forgotten = true;
  return pages.forget();
}
