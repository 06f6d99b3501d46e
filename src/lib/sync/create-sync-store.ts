import type { WriteTracker } from '@/lib/firestore/local';
import type { WriteOp } from '@/lib/firestore/write-ops';
import { errorCode } from '@/utils/errors';
import { EMPTY_SYNC_STATE, parseStoredSyncState, syncJournalKey, type JournalEntry, type SyncState } from './journal';
import { receiptOp, type ReceiptOnServer } from './receipts';
import {
  mergeSyncStates,
  orphanedWrites,
  refusalVerdict,
  storedVerdict,
  syncReducer,
  unstoredCount,
  unstoredVerdict,
  type SyncEvent,
} from './sync-reducer';
import { rejectionReason } from './sync-words';

/**
 * The sync journal's store. Every write the app makes through save() is journalled here first,
 * with its ops, synchronously in storage (per user, shared by the user's tabs), and its batch
 * carries a receipt named after the entry (receipts.ts). The entry is kept until the server
 * answers: the write's promise settles it on the page that made it. A page that goes (reload,
 * closed tab) leaves its entries behind, and the next page answers for them from their receipts:
 * - never marked stored: its receipt in the device's cache proves it stored; else its receipt on
 *   the server proves it landed (dropped); else it is made again, receipt and all;
 * - stored: Firestore re-sends it; the receipt on the server proves it landed, and, once Firestore
 *   has sent everything pending, its absence proves the server refused it. A read that fails
 *   decides nothing.
 * Each page holds a Web Lock named after it for its life; a page answers for another page's
 * entries only once it holds that page's lock, so two open tabs never both handle one write.
 *
 * Everything it touches comes in as a parameter, and nothing runs until start().
 */

/** What the store asks of Firestore, by write id (the receipt's name). */
export type SyncRemote = {
  /** Registers the journal as save()'s tracker (null: removes it). */
  setTracker(tracker: WriteTracker | null): void;
  /** Commits ops as one batch (a journalled write made again, its receipt last); settles with the server's answer. */
  commit(ops: readonly WriteOp[]): Promise<void>;
  /** Resolves once a write just made is on the device (Firestore stores in order; read a document after it). */
  storedOnDevice(path: string): Promise<void>;
  /** Whether the device's cache holds the write's receipt. */
  receiptOnDevice(writeId: string): Promise<boolean>;
  /** The write's receipt as the server has it; rejects when it cannot be asked. */
  receiptOnServer(writeId: string): Promise<ReceiptOnServer>;
  /** Resolves once Firestore has had the server's answer to every write pending now. */
  waitForPendingWrites(): Promise<void>;
};

/** The Web Locks a page takes: `hold` keeps a lock for the page's life and calls `got` once it has it. */
export type PageLocks = { hold(name: string, got?: () => void): void };

export type SyncStoreOptions = {
  /** Where the journal is kept (localStorage); null: only in memory. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now: () => number;
  newId: () => string;
  /** null: no Web Locks; the pages named in the journal at start are taken as gone. */
  locks: PageLocks | null;
  remote: SyncRemote;
  /** Whether the browser has a network (a write not on the device is made again at once without one). */
  online: () => boolean;
  /** Asks before the page goes while one of its writes is not yet on the device. */
  guardLeaving: (active: boolean) => void;
  /** The window, for 'online' (check again) and 'storage' (another tab changed the journal). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  log?: Pick<Console, 'warn' | 'error'>;
};

export type SyncStore = {
  /** Starts the journal for a signed-in user, with what earlier pages left in it, and settles those. */
  start(uid: string): void;
  /** Stops the journal (the signed-in pages are gone); it stays in storage until logout forgets it. */
  stop(): void;
  /** Logout: stops the journal and removes this user's from storage, refusals included. */
  forget(uid: string): void;
  /** Removes a refused write from the list (the user has its values, or does not want them). */
  dismiss(id: string): void;
  /** Looks at the gone pages' writes now; resolves when the look is over. */
  check(): Promise<void>;
  getState(): SyncState;
  subscribe(listener: () => void): () => void;
  readonly pageId: string;
};

export function createSyncStore(options: SyncStoreOptions): SyncStore {
  const { storage, now, locks, remote, online, guardLeaving, events } = options;
  const log = options.log ?? console;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const pageId = options.newId();
  let userId: string | null = null;
  let state: SyncState = EMPTY_SYNC_STATE;
  let stateJson = JSON.stringify(state);
  /** The last journal write to storage failed: this page's memory is ahead of it. */
  let memoryAhead = false;
  let begun = false;
  const listeners = new Set<() => void>();

  function readJournal(uid: string): SyncState | null {
    try {
      return storage ? parseStoredSyncState(storage.getItem(syncJournalKey(uid))) : null;
    } catch {
      return null;
    }
  }

  function writeJournal(uid: string, next: SyncState): boolean {
    try {
      storage?.setItem(syncJournalKey(uid), JSON.stringify(next));
      return true;
    } catch (error) {
      log.warn('Could not keep the sync journal on this device', error);
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

  /** Applies an event to the journal as stored (another tab may have changed it), so tabs never overwrite each other's entries. */
  function dispatch(event: SyncEvent): void {
    const uid = userId;
    const base = uid && !memoryAhead ? (readJournal(uid) ?? state) : state;
    const next = syncReducer(base, event);
    if (uid && next !== base) memoryAhead = !writeJournal(uid, next);
    publish(next);
  }

  const current = (id: string) => state.writes.find((write) => write.id === id);
  const refuse = (id: string, code: string | undefined) =>
    dispatch({ type: 'rejected', id, reason: rejectionReason(code), at: now() });
  const askServer = (id: string): Promise<ReceiptOnServer | null> =>
    remote.receiptOnServer(id).catch((error: unknown) => {
      log.warn('Could not read a receipt on the server', error);
      return null;
    });

  function watch(id: string, write: Promise<void>): void {
    write.then(
      () => dispatch({ type: 'acknowledged', id }),
      async (error: unknown) => {
        // A batch sent again after the server took it (a lost answer, a write made again) is refused
        // for its receipt, which then shows it landed: never a false alarm.
        if (refusalVerdict(await askServer(id)) === 'acknowledged') {
          dispatch({ type: 'acknowledged', id });
          return;
        }
        log.error('The server refused a write', error);
        refuse(id, errorCode(error));
      },
    );
  }

  const tracker: WriteTracker = {
    queued: (ops, meta) => {
      const write: JournalEntry = {
        id: options.newId(),
        ops: [...ops],
        meta,
        queuedAt: now(),
        pageId,
        stored: false,
        sent: false,
      };
      dispatch({ type: 'queued', write });
      return write.id;
    },
    receipt: (id) => {
      const write = current(id);
      return userId && write ? receiptOp(id, userId, write.queuedAt) : null;
    },
    stored: (id) => dispatch({ type: 'stored', id }),
    watch,
  };

  /*
   * Pages this page answers for: itself, and the gone pages whose lock it has taken (held for the
   * rest of its life, so no other tab takes them). Without Web Locks, every other page named in the
   * journal when tracking starts is taken as gone, as a reload leaves it.
   */
  const answeredPages = new Set<string>([pageId]);
  const awaitedPages = new Set<string>();
  const pageLock = (page: string) => `rangebook.page.${page}`;

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
      locks.hold(pageLock(page), () => {
        answeredPages.add(page);
        void check();
      });
    }
    if (adopted) void check();
  }

  const orphans = () => orphanedWrites(state, pageId, (page) => answeredPages.has(page));
  const stillOrphan = (write: JournalEntry) => {
    const now = current(write.id);
    return now !== undefined && now.pageId === write.pageId && !now.sent;
  };

  /** Makes a gone page's write again, receipt and all, now with this page's promise; it keeps its place in the journal. */
  function reapply(write: JournalEntry, uid: string): void {
    let synced: Promise<void>;
    try {
      synced = remote.commit([...write.ops, receiptOp(write.id, uid, write.queuedAt)]);
    } catch (error) {
      synced = Promise.reject(error);
    }
    dispatch({ type: 'reapplied', id: write.id, pageId });
    watch(write.id, synced);
    const first = write.ops[0];
    if (first) void remote.storedOnDevice(first.path).then(() => dispatch({ type: 'stored', id: write.id }));
  }

  /** Gone pages' writes never marked stored: on the device, landed, or made again (in the order made). */
  async function restoreUnstored(uid: string): Promise<void> {
    const unstored = orphans().filter((write) => !write.stored && !write.sent);
    if (unstored.length === 0) return;
    const onDevice = await Promise.all(unstored.map((write) => remote.receiptOnDevice(write.id)));
    if (userId !== uid) return;
    // Offline, the server cannot tell: what is not on the device is made again at once, so the
    // record shows; if it had landed, its receipt has the server refuse it whole.
    const onServer = await Promise.all(
      unstored.map((write, index) => (onDevice[index] || !online() ? null : askServer(write.id))),
    );
    if (userId !== uid) return;
    unstored.forEach((write, index) => {
      if (!stillOrphan(write) || current(write.id)?.stored) return;
      const verdict = unstoredVerdict(onDevice[index] ?? false, onServer[index] ?? null);
      if (verdict === 'stored') dispatch({ type: 'stored', id: write.id });
      else if (verdict === 'acknowledged') dispatch({ type: 'acknowledged', id: write.id });
      else reapply(write, uid);
    });
  }

  /** Settles gone pages' writes stored on the device from their receipts on the server. */
  async function settleStored(uid: string): Promise<boolean> {
    const stored = orphans().filter((write) => write.stored && !write.sent);
    // Those the server already has are settled without waiting for Firestore's whole queue.
    if (stored.length > 0 && online()) {
      const first = await Promise.all(stored.map((write) => askServer(write.id)));
      if (userId !== uid) return false;
      stored.forEach((write, index) => {
        if (stillOrphan(write) && storedVerdict(first[index] ?? null, false) === 'acknowledged')
          dispatch({ type: 'acknowledged', id: write.id });
      });
    }
    const ready = orphans()
      .filter((write) => write.stored && !write.sent)
      .map((write) => write.id);
    if (ready.length > 0) {
      await remote.waitForPendingWrites();
      if (userId !== uid) return false;
      dispatch({ type: 'sent', ids: ready });
    }
    const sent = orphans().filter((write) => write.sent);
    const answers = await Promise.all(sent.map((write) => askServer(write.id)));
    if (userId !== uid) return false;
    let undecided = false;
    sent.forEach((write, index) => {
      if (!current(write.id)) return;
      const verdict = storedVerdict(answers[index] ?? null, true);
      if (verdict === 'acknowledged') dispatch({ type: 'acknowledged', id: write.id });
      else if (verdict === 'refused') refuse(write.id, 'missing');
      else undecided = true;
    });
    return undecided;
  }

  let retryTimer: unknown;
  let retries = 0;

  /** A look that could not decide (offline, auth not ready yet) is tried again later, less and less often. */
  function retryLater(needed: boolean): void {
    clearTimer(retryTimer);
    if (!needed) {
      retries = 0;
      return;
    }
    const delay = Math.min(5 * 60_000, 5_000 * 2 ** retries);
    retries += 1;
    retryTimer = setTimer(() => void check(), delay);
  }

  /** One look at a time; a call while one runs has another run after it (and resolves after that). */
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  function check(): Promise<void> {
    const uid = userId;
    if (!uid) return Promise.resolve();
    if (running) {
      next ??= running.then(() => {
        next = null;
        return check();
      });
      return next;
    }
    running = (async () => {
      try {
        await restoreUnstored(uid);
        if (userId === uid) retryLater(await settleStored(uid));
      } catch (error) {
        log.warn('Sync check stopped', error);
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => void check();
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (!userId || key !== syncJournalKey(userId) || memoryAhead) return;
    publish(parseStoredSyncState(newValue));
  };

  /** Registers what the store needs once, at its first start (never at import). */
  function begin(): void {
    if (begun) return;
    begun = true;
    locks?.hold(pageLock(pageId));
    events?.addEventListener('online', onOnline);
    events?.addEventListener('storage', onStorage);
  }

  function stop(): void {
    userId = null;
    clearTimer(retryTimer);
    remote.setTracker(null);
    publish(EMPTY_SYNC_STATE);
  }

  return {
    pageId,
    start(uid) {
      if (userId === uid) return;
      begin();
      userId = uid;
      memoryAhead = false;
      remote.setTracker(tracker);
      const next = mergeSyncStates(readJournal(uid) ?? EMPTY_SYNC_STATE, state);
      memoryAhead = !writeJournal(uid, next);
      publish(next);
      awaitGonePages(true);
      void check();
    },
    stop,
    forget(uid) {
      stop();
      try {
        storage?.removeItem(syncJournalKey(uid));
      } catch (error) {
        log.warn('Could not remove the sync journal from this device', error);
      }
    },
    dismiss: (id) => dispatch({ type: 'dismissed', id }),
    check,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
