import { doc, waitForPendingWrites } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { essentialStorage } from '@/lib/device-storage';
import { db } from '@/lib/firebase';
import { setWriteTracker, storedOnDevice } from '@/lib/firestore/local';
import { commitOps } from '@/lib/firestore/write-ops';
import { createSyncStore, type PageLocks, type SyncStore } from './create-sync-store';
import { syncJournalKey, type SyncState } from './journal';
import { createLeaveGuard } from './leave-guard';
import { receiptOnDevice, receiptOnServer } from './receipts';

/**
 * The app's sync journal: the store of create-sync-store.ts on the app's Firestore, localStorage,
 * Web Locks and window. It is made on first use (the first start or read), so importing this
 * module registers nothing.
 */

const forever = () => new Promise<never>(() => undefined);

function webLocks(): PageLocks | null {
  const locks = typeof navigator !== 'undefined' ? (navigator.locks as LockManager | undefined) : undefined;
  if (!locks) return null;
  return {
    hold(name, got) {
      locks
        .request(name, () => {
          got?.();
          return forever();
        })
        .catch(() => got?.());
    },
  };
}

let store: SyncStore | null = null;

function appStore(): SyncStore {
  if (store) return store;
  const hasWindow = typeof window !== 'undefined';
  store = createSyncStore({
    // The journal before any cache: a full store evicts pages and figures for it (device-storage.ts).
    storage: typeof localStorage !== 'undefined' ? essentialStorage() : null,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    locks: webLocks(),
    remote: {
      setTracker: (tracker) => setWriteTracker(db, tracker),
      commit: (ops) => commitOps(db, ops),
      storedOnDevice: (path) => storedOnDevice(doc(db, path)),
      receiptOnDevice: (writeId) => receiptOnDevice(db, writeId),
      receiptOnServer: (writeId) => receiptOnServer(db, writeId),
      waitForPendingWrites: () => waitForPendingWrites(db),
    },
    online: () => typeof navigator === 'undefined' || navigator.onLine,
    guardLeaving: hasWindow ? createLeaveGuard(window) : () => undefined,
    events: hasWindow ? window : null,
  });
  return store;
}

/** Starts the journal for a signed-in user, with what earlier pages left in it, and settles those. */
export function startSyncTracking(uid: string): void {
  appStore().start(uid);
}

/** Stops the journal (the signed-in pages are gone); it stays on the device until logout forgets it. */
export function stopSyncTracking(): void {
  store?.stop();
}

/**
 * Logout: stops the journal and removes this user's from the device (its entries, the writes
 * not yet on the server and the refused ones alike), so the next person at this browser cannot
 * read them.
 */
export function forgetSyncJournal(uid: string): void {
  if (store) store.forget(uid);
  else
    try {
      localStorage.removeItem(syncJournalKey(uid));
    } catch (error) {
      console.warn('Could not remove the sync journal from this device', error);
    }
}

/** Removes a refused write from the list (the user has its values, or does not want them). */
export function dismissRejectedWrite(id: string): void {
  store?.dismiss(id);
}

const subscribe = (listener: () => void) => appStore().subscribe(listener);
const snapshot = () => appStore().getState();

/** The journal, live: writes on their way to the server and the ones it refused. */
export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, snapshot);
}
