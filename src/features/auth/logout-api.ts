import { clearIndexedDbPersistence, terminate } from 'firebase/firestore';
import { forgetCatalogueMark } from '@/features/factory-loads/factory-loads-api';
import { forgetFirestoreTabKeys, rememberSignedIn } from '@/lib/auth/signed-in-hint';
import { db } from '@/lib/firebase';
import { auth } from '@/lib/firebase-app';
import { letGoOfFirestore, untilNoTabHoldsFirestore } from '@/lib/firestore/tab-hold';
import { forgetAllPhotos } from '@/lib/photo-store';
import { forgetFiguresAndPages } from '@/lib/query-client';
import { forgetSyncJournal } from '@/lib/sync/sync-store';
import { logOut } from './auth-api';

/** Other tabs of the app hear of a logout here, and reload too (their Firestore is being deleted). */
const LOGOUT_CHANNEL = 'rangebook.logout';
/** How long the logout waits for the other tabs to close their Firestore, and then for the deletion. */
const CLEAR_WAIT_MS = 5_000;

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOGOUT_CHANNEL);

/** The landing page, loaded afresh: a new Firestore instance for whoever signs in next. */
function reloadToLanding(): void {
  // Not left to Auth's listener, which may not have run before the reload: / would go to /dashboard.
  rememberSignedIn(null);
  window.location.replace('/');
}

/** Set once this page is clearing the device: a second call (a deletion's end, a lost sign-in) joins it. */
let clearing: Promise<void> | null = null;

if (channel) {
  // Another tab logged out: this tab's Firestore is terminated (its database is deleted) and its user gone.
  channel.onmessage = () => {
    // Before anything else: a server answer arriving while this tab leaves must not write them back.
    void forgetFiguresAndPages();
    void terminate(db)
      .catch(() => undefined)
      .then(() => {
        letGoOfFirestore();
        reloadToLanding();
      });
  };
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

/**
 * Leaves nothing of the user `uid` in this browser: the sync journal, the last-known figures and pages, the kept target photos, the Firestore cache
 * (documents and queued writes, in IndexedDB) and Firestore's tab bookkeeping in localStorage;
 * signs out of Auth (if the user is still there: a deleted account is signed out already) and
 * reloads to the landing page; with `staySignedIn` (another account signed in over this one) it
 * reloads the page instead. Anything not yet on the server is lost: the caller asks first.
 * Logging out, deleting the account and a lost sign-in (lost-account.ts) all end here.
 */
export function clearDeviceAndLeave(uid: string | null, { staySignedIn = false } = {}): Promise<void> {
  clearing ??= clearDevice(uid, staySignedIn);
  return clearing;
}

async function clearDevice(uid: string | null, staySignedIn: boolean): Promise<void> {
  if (uid) forgetSyncJournal(uid);
  const pagesForgotten = forgetFiguresAndPages();
  const photosForgotten = forgetAllPhotos();
  channel?.postMessage('logout');
  try {
    await terminate(db);
    letGoOfFirestore();
    // Deleting while another tab still has its Firestore open would have that tab create it again.
    await untilNoTabHoldsFirestore(CLEAR_WAIT_MS);
    await withinTime(clearIndexedDbPersistence(db), CLEAR_WAIT_MS);
  } catch (error) {
    console.warn('Could not clear the Firestore cache from this device', error);
  }
  forgetFirestoreTabKeys();
  try {
    forgetCatalogueMark(db);
  } catch {
    // No localStorage: no mark in it either.
  }
  if (!staySignedIn) await logOut(auth);
  // A tab that wrote the journal or figures while this one was leaving: remove them again.
  if (uid) forgetSyncJournal(uid);
  // Another tab that does not let go of the pages' database (a frozen one) does not hold the logout up.
  await withinTime(Promise.all([pagesForgotten, forgetFiguresAndPages(), photosForgotten]), CLEAR_WAIT_MS);
  if (staySignedIn) window.location.reload();
  else reloadToLanding();
}

/** Logs out and leaves nothing of the user in this browser (clearDeviceAndLeave). */
export function logOutAndClearDevice(): Promise<void> {
  return clearDeviceAndLeave(auth.currentUser?.uid ?? null);
}
