import { doc, getDocFromServer, waitForPendingWrites } from 'firebase/firestore';
import { useSyncExternalStore } from 'react';
import { errorCode } from '../../utils/errors';
import { db } from '../firebase';
import {
  EMPTY_SYNC_STATE,
  mergeSyncStates,
  orphanedWrites,
  parseStoredSyncState,
  rejectionReason,
  syncReducer,
  type PendingWrite,
  type SyncEvent,
  type SyncState,
  type WriteCheck,
} from './sync-status';

/**
 * Every write the app makes goes through trackWrite: Firestore shows it at once from the local
 * cache, and this store counts it until the server acknowledges it, or keeps it as rejected so
 * the user sees what was refused. The journal is kept in localStorage per user, so writes queued
 * before a reload or a closed tab are still counted and, once synced, checked on the server.
 */

/** This page instance; a write whose entry names another page has lost its promise. */
const pageId = crypto.randomUUID();
let userId: string | null = null;
let state: SyncState = EMPTY_SYNC_STATE;
const listeners = new Set<() => void>();

const storageKey = (uid: string) => `rangebook.sync.${uid}`;

function dispatch(event: SyncEvent): void {
  const next = syncReducer(state, event);
  if (next === state) return;
  state = next;
  if (userId) {
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify(state));
    } catch (error) {
      console.warn('Could not keep the sync journal on this device', error);
    }
  }
  listeners.forEach((listener) => listener());
}

export type TrackedWrite = { label: string; path: string; check: WriteCheck };

/**
 * Counts a write until the server answers. Returns the same promise, already handled, so a caller
 * may ignore it (never await it before moving on: offline it settles only when the server answers).
 */
export function trackWrite<T>(write: Promise<T>, what: TrackedWrite): Promise<T> {
  const entry: PendingWrite = { id: crypto.randomUUID(), ...what, queuedAt: Date.now(), pageId };
  dispatch({ type: 'queued', write: entry });
  write.then(
    () => dispatch({ type: 'acknowledged', id: entry.id }),
    (error: unknown) => {
      console.error(`The server refused a write: ${what.label}`, error);
      dispatch({ type: 'rejected', id: entry.id, reason: rejectionReason(errorCode(error)), at: Date.now() });
    },
  );
  return write;
}

/** Starts counting for a signed-in user, with what earlier pages left in the journal. */
export function startSyncTracking(uid: string): void {
  if (userId === uid) return;
  userId = uid;
  const stored = parseStoredSyncState(localStorage.getItem(storageKey(uid)));
  dispatch({ type: 'restored', state: mergeSyncStates(stored, state) });
  void reconcileOrphans(uid);
}

/** Stops counting (sign-out); the journal stays with the user for their next visit. */
export function stopSyncTracking(): void {
  userId = null;
  state = EMPTY_SYNC_STATE;
  listeners.forEach((listener) => listener());
}

/** Hides a rejected write the user has read. */
export function dismissRejectedWrite(id: string): void {
  dispatch({ type: 'dismissed', id });
}

/** Whether the server has what an orphaned write meant to write; null when it cannot say now. */
async function serverHas(write: PendingWrite): Promise<boolean | null> {
  try {
    const snapshot = await getDocFromServer(doc(db, write.path));
    if (!snapshot.exists()) return false;
    switch (write.check.kind) {
      case 'exists':
        return true;
      case 'completed':
        return snapshot.get('status') === 'completed';
      case 'shot': {
        const shotId = write.check.shotId;
        const shots: unknown = snapshot.get('shots');
        return Array.isArray(shots) && shots.some((shot: { id?: unknown }) => shot?.id === shotId);
      }
    }
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return false;
    return null;
  }
}

let reconciling = false;

/**
 * Writes queued by a page that is gone have no promise. Firestore still holds them in its queue:
 * once it has sent everything (waitForPendingWrites), each is looked up on the server, and one the
 * server does not have is shown as rejected rather than vanishing silently.
 */
async function reconcileOrphans(uid: string): Promise<void> {
  if (reconciling || (orphanedWrites(state, pageId).length === 0 && state.unverified.length === 0)) return;
  reconciling = true;
  try {
    const orphans = orphanedWrites(state, pageId).map((write) => write.id);
    await waitForPendingWrites(db);
    if (userId !== uid) return;
    // Firestore has sent them all: none is waiting any more, whatever the server made of them.
    dispatch({ type: 'sent', ids: orphans });
    for (const write of state.unverified) {
      if (userId !== uid) return;
      const has = await serverHas(write);
      if (has === true) dispatch({ type: 'acknowledged', id: write.id });
      if (has === false) dispatch({ type: 'rejected', id: write.id, reason: rejectionReason('missing'), at: Date.now() });
    }
  } catch (error) {
    // The user changed (the SDK rejects waitForPendingWrites then); the journal stays for later.
    console.warn('Sync check stopped', error);
  } finally {
    reconciling = false;
  }
}

if (typeof window !== 'undefined') {
  // A check that could not reach the server is tried again when the network returns.
  window.addEventListener('online', () => {
    if (userId) void reconcileOrphans(userId);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The writes on their way to the server and the ones it refused, live. */
export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribe, () => state);
}
