import { doc, getDocFromCache, runTransaction, waitForPendingWrites } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { db } from '@/lib/firebase';
import { setWriteTracker, storedOnDevice } from '@/lib/firestore/local';
import { commitOps } from '@/lib/firestore/write-ops';
import { errorCode } from '@/utils/errors';
import { createLeaveGuard } from './leave-guard';
import {
  EMPTY_SYNC_STATE,
  mergeSyncStates,
  orphanedWrites,
  orphanFate,
  storedInOrder,
  parseStoredSyncState,
  rejectionReason,
  syncReducer,
  unstoredCount,
  unstoredOrphans,
  writeLanded,
  writePaths,
  type DocsByPath,
  type JournalEntry,
  type SyncEvent,
  type SyncState,
} from './sync-status';

/**
 * The sync journal. Every write the app makes through save() is journalled here first, with its
 * ops, synchronously in localStorage (per user, shared by the user's tabs), and kept until the
 * server answers: the promise of the write settles it on the page that made it. A page that goes
 * (reload, closed tab) leaves its entries behind, and the next page answers for them:
 * - a write never stored on the device is looked for in the device's cache and, if it is not
 *   there, made again (so a reload right after Save loses nothing);
 * - a write stored on the device is re-sent by Firestore itself; once it has been sent, it is
 *   read back on the server with a read that cannot be stale (in a transaction), and listed as
 *   not saved only when the server does not have it. A read that fails decides nothing.
 * Each page holds a Web Lock named after it for its life; a page answers for another page's
 * entries only once it holds that page's lock, so two open tabs never both handle one write.
 */

/** This page instance. */
const pageId = crypto.randomUUID();
let userId: string | null = null;
let state: SyncState = EMPTY_SYNC_STATE;
let stateJson = JSON.stringify(state);
/** The last journal write to localStorage failed: this page's memory is ahead of it. */
let memoryAhead = false;
const listeners = new Set<() => void>();

const storageKey = (uid: string) => `rangebook.sync.${uid}`;
const hasWindow = typeof window !== 'undefined';
const guardLeaving = hasWindow ? createLeaveGuard(window) : () => undefined;

function readJournal(uid: string): SyncState | null {
  try {
    return parseStoredSyncState(localStorage.getItem(storageKey(uid)));
  } catch {
    return null;
  }
}

function writeJournal(uid: string, next: SyncState): boolean {
  try {
    localStorage.setItem(storageKey(uid), JSON.stringify(next));
    return true;
  } catch (error) {
    console.warn('Could not keep the sync journal on this device', error);
    return false;
  }
}

function publish(next: SyncState): void {
  const json = JSON.stringify(next);
  if (json === stateJson) return;
  state = next;
  stateJson = json;
  guardLeaving(unstoredCount(state, pageId) > 0);
  listeners.forEach((listener) => listener());
  awaitGonePages(false);
}

/**
 * Applies an event to the journal as stored (another tab may have changed it since this page
 * last read it), so tabs never overwrite each other's entries.
 */
function dispatch(event: SyncEvent): void {
  const uid = userId;
  const base = uid && !memoryAhead ? (readJournal(uid) ?? state) : state;
  const next = syncReducer(base, event);
  if (uid && next !== base) memoryAhead = !writeJournal(uid, next);
  publish(next);
}

function watch(id: string, write: Promise<void>): void {
  write.then(
    () => dispatch({ type: 'acknowledged', id }),
    async (error: unknown) => {
      // A refusal can answer a re-delivery: a page load re-sends the writes Firestore still queues,
      // and a write the server already applied (an end, a create) is then refused the second time.
      // Only a write the server does not hold is reported (never a false alarm).
      const entry = current(id);
      if (entry) {
        try {
          if (writeLanded(entry, await serverDocs(entry))) {
            dispatch({ type: 'acknowledged', id });
            return;
          }
        } catch (readError) {
          console.warn('Could not read a refused write back from the server', readError);
        }
      }
      console.error('The server refused a write', error);
      dispatch({ type: 'rejected', id, reason: rejectionReason(errorCode(error)), at: Date.now() });
    },
  );
}

setWriteTracker(db, {
  queued: (ops, meta) => {
    const write: JournalEntry = {
      id: crypto.randomUUID(),
      ops: [...ops],
      meta,
      queuedAt: Date.now(),
      pageId,
      stored: false,
      sent: false,
      superseded: false,
    };
    dispatch({ type: 'queued', write });
    return write.id;
  },
  stored: (id) => dispatch({ type: 'stored', id }),
  watch,
});

/*
 * Pages this page answers for: itself, and the gone pages whose lock it has taken (held for the
 * rest of its life, so no other tab takes them). Without Web Locks, every other page named in the
 * journal when tracking starts is taken as gone, as a reload leaves it.
 */
const answeredPages = new Set<string>([pageId]);
const awaitedPages = new Set<string>();
const locks = typeof navigator !== 'undefined' ? (navigator.locks as LockManager | undefined) : undefined;
const pageLock = (page: string) => `rangebook.page.${page}`;
const forever = () => new Promise<never>(() => undefined);

locks?.request(pageLock(pageId), forever).catch(() => undefined);

function awaitGonePages(atStart: boolean): void {
  let adopted = false;
  for (const { pageId: page } of state.writes) {
    if (answeredPages.has(page) || awaitedPages.has(page)) continue;
    if (!locks) {
      if (atStart) {
        answeredPages.add(page);
        adopted = true;
      }
      continue;
    }
    awaitedPages.add(page);
    const adopt = () => {
      answeredPages.add(page);
      reconcile();
    };
    locks
      .request(pageLock(page), () => {
        adopt();
        return forever();
      })
      .catch(adopt);
  }
  if (adopted) reconcile();
}

/** Runs a task one at a time for the signed-in user; a call while it runs runs it again after. */
function serialTask(task: (uid: string) => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    const uid = userId;
    if (!uid) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    task(uid)
      .catch((error: unknown) => console.warn('Sync check stopped', error))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

const orphans = () => orphanedWrites(state, pageId, (page) => answeredPages.has(page));
const current = (id: string) => state.writes.find((write) => write.id === id);

/** The documents a write touches as this device's cache has them (null: not there). */
async function deviceDocs(write: JournalEntry): Promise<DocsByPath> {
  const docs = new Map<string, Record<string, unknown> | null>();
  for (const path of writePaths(write)) {
    try {
      const snapshot = await getDocFromCache(doc(db, path));
      docs.set(path, snapshot.exists() ? snapshot.data() : null);
    } catch {
      docs.set(path, null);
    }
  }
  return docs;
}

/** Documents as the server has them now: a transaction's reads go to the backend, never stale. */
function serverDocsOf(paths: readonly string[]): Promise<DocsByPath> {
  return runTransaction(db, async (transaction) => {
    const docs = new Map<string, Record<string, unknown> | null>();
    for (const path of paths) {
      const snapshot = await transaction.get(doc(db, path));
      docs.set(path, snapshot.exists() ? snapshot.data() : null);
    }
    return docs;
  });
}

/** The documents a write touches as the server has them now. */
function serverDocs(write: JournalEntry): Promise<DocsByPath> {
  return serverDocsOf(writePaths(write));
}

/** Makes a gone page's write again, now with this page's promise; it stays in its place in the journal. */
function reapply(write: JournalEntry): void {
  const first = write.ops[0];
  let synced: Promise<void>;
  try {
    synced = commitOps(db, write.ops);
  } catch (error) {
    synced = Promise.reject(error);
  }
  dispatch({ type: 'reapplied', id: write.id, pageId });
  watch(write.id, synced);
  if (first) void storedOnDevice(doc(db, first.path)).then(() => dispatch({ type: 'stored', id: write.id }));
}

/**
 * Gone pages' writes never marked as stored: each is looked for in the device's cache, all of them
 * before any is made again (which changes the cache), then those not proven stored (storedInOrder)
 * are made again, in the order made.
 */
async function restoreUnstored(uid: string): Promise<void> {
  const { provenStored, toCheck } = unstoredOrphans(orphans());
  for (const id of provenStored) dispatch({ type: 'stored', id });
  const looked: JournalEntry[] = [];
  const found = new Set<string>();
  for (const write of toCheck) {
    const now = current(write.id);
    if (!now || now.stored || now.pageId !== write.pageId) continue;
    const docs = await deviceDocs(write);
    if (userId !== uid) return;
    looked.push(write);
    if (writeLanded(write, docs)) found.add(write.id);
  }
  const { stored, remake } = storedInOrder(looked, found);
  for (const id of stored) dispatch({ type: 'stored', id });
  for (const write of remake) {
    const now = current(write.id);
    if (now && !now.stored && now.pageId === write.pageId) reapply(write);
  }
  settle();
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

/** A look-up that failed (offline, auth not ready yet) is tried again later, less and less often. */
function retryLater(needed: boolean): void {
  clearTimeout(retryTimer);
  if (!needed) {
    retries = 0;
    return;
  }
  const delay = Math.min(5 * 60_000, 5_000 * 2 ** retries);
  retries += 1;
  retryTimer = setTimeout(settle, delay);
}

/**
 * Gone pages' stored writes that the server already shows are settled at once, without waiting
 * for Firestore to send its queue: their page went before the acknowledgement came, and the
 * repeat Firestore sends changes nothing (or is refused as a repeat). A read that fails decides
 * nothing; writes the server does not show yet wait for Firestore below.
 */
async function acknowledgeLanded(uid: string): Promise<void> {
  const waiting = orphans().filter((write) => write.stored && !write.sent);
  if (waiting.length === 0) return;
  let docs: DocsByPath;
  try {
    docs = await serverDocsOf([...new Set(waiting.flatMap((write) => writePaths(write)))]);
  } catch {
    return;
  }
  if (userId !== uid) return;
  for (const write of waiting) {
    if (current(write.id) && writeLanded(write, docs)) dispatch({ type: 'acknowledged', id: write.id });
  }
}

/**
 * Gone pages' writes stored on the device: Firestore sends them itself. Once it has sent every
 * pending write (waitForPendingWrites), each is read back on the server and settled; an error
 * leaves it undecided, to try again later (never "refused" from an error).
 */
async function settleStored(uid: string): Promise<void> {
  await acknowledgeLanded(uid);
  if (userId !== uid) return;
  const ready = orphans()
    .filter((write) => write.stored && !write.sent)
    .map((write) => write.id);
  if (ready.length > 0) {
    await waitForPendingWrites(db);
    if (userId !== uid) return;
    dispatch({ type: 'sent', ids: ready });
  }
  // One transaction reads every document the sent writes touched (a page load can leave a hundred
  // entries on a handful of sessions; a transaction each took seconds).
  const sent = orphans().filter((item) => item.sent && current(item.id));
  let undecided = false;
  if (sent.length > 0) {
    let docs: DocsByPath | null = null;
    try {
      docs = await serverDocsOf([...new Set(sent.flatMap((write) => writePaths(write)))]);
    } catch (error) {
      console.warn('Could not check writes on the server yet', error);
      undecided = true;
    }
    if (userId !== uid) return;
    if (docs) {
      for (const write of sent) {
        if (!current(write.id)) continue;
        if (orphanFate(write, docs, state.writes) === 'acknowledged') dispatch({ type: 'acknowledged', id: write.id });
        else dispatch({ type: 'rejected', id: write.id, reason: rejectionReason('missing'), at: Date.now() });
      }
    }
  }
  retryLater(undecided);
}

const reconcile = serialTask(restoreUnstored);
const settle = serialTask(settleStored);

if (hasWindow) {
  // A check that could not reach the server is tried again when the network returns.
  window.addEventListener('online', reconcile);
  // Another tab changed the journal: show it, and wait for any page it names.
  window.addEventListener('storage', (event) => {
    if (!userId || event.key !== storageKey(userId) || memoryAhead) return;
    publish(parseStoredSyncState(event.newValue));
  });
}

/** Starts the journal for a signed-in user, with what earlier pages left in it, and settles those. */
export function startSyncTracking(uid: string): void {
  if (userId === uid) return;
  userId = uid;
  memoryAhead = false;
  const next = mergeSyncStates(readJournal(uid) ?? EMPTY_SYNC_STATE, state);
  memoryAhead = !writeJournal(uid, next);
  publish(next);
  awaitGonePages(true);
  reconcile();
}

/** Stops the journal (the signed-in pages are gone); it stays on the device until logout forgets it. */
export function stopSyncTracking(): void {
  userId = null;
  clearTimeout(retryTimer);
  publish(EMPTY_SYNC_STATE);
}

/**
 * Logout: stops the journal and removes this user's from the device (its entries, the writes
 * not yet on the server and the refused ones alike), so the next person at this browser cannot
 * read them.
 */
export function forgetSyncJournal(uid: string): void {
  stopSyncTracking();
  try {
    localStorage.removeItem(storageKey(uid));
  } catch (error) {
    console.warn('Could not remove the sync journal from this device', error);
  }
}

/** Removes a refused write from the list (the user has its values, or does not want them). */
export function dismissRejectedWrite(id: string): void {
  dispatch({ type: 'dismissed', id });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The journal, live: writes on their way to the server and the ones it refused. */
export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, () => state);
}
