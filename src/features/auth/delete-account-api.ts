import { deleteUser, EmailAuthProvider, reauthenticateWithCredential, type Auth, type User } from 'firebase/auth';
import {
  deleteDoc,
  getDocFromCache,
  getDocFromServer,
  getDocsFromServer,
  runTransaction,
  serverTimestamp,
  waitForPendingWrites,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { USER_OWNED_COLLECTIONS, type UserOwnedCollection } from '@/lib/firestore/collections';
import { timestampsToDates } from '@/lib/firestore/converter';
import { userProfileRef } from '@/lib/firestore/user-profile';
import { chunksOf } from '@/utils/chunks';
import { ownedRecordsQuery } from './account-api';
import { ACCOUNT_DELETION_INTERRUPTED, ACCOUNT_EMAIL_MISMATCH } from './auth-errors';
import { accountDeletionRemembered, forgetAccountDeletion, rememberAccountDeletion } from './deletion-mark';
import { forgetPendingProfile } from './pending-profile';
import { fallbackName } from './profile-api';
import { sameEmail, userProfileDocSchema, userProfileFieldsSchema, type DeleteAccountValues } from './schema';

/*
 * Deleting an account, in this order, each step on the server before the next:
 * 1. the typed email must be the account's, then the password re-authenticates (nothing is written
 *    before both pass);
 * 2. the deletion is marked as under way: deletionRequestedAt in users/{uid} (every device sees it
 *    at its next sign-in), then on this device (deletion-mark.ts);
 * 3. every document the user owns, in every collection (USER_OWNED_COLLECTIONS), as the server
 *    lists them (never the cache, which may lack some), in batches of at most 500;
 * 4. the profile, users/{uid}, and at once the Auth user.
 * A deletion that stops after step 2 (network lost, tab closed) is finished by the next sign-in
 * (finishAccountDeletionIfRequested, run by useProfileCompletion before completeProfile, which
 * itself never writes the profile of an account this device is deleting). One window remains: stopped between the two
 * deletes of step 4, the profile and its mark are gone while the account is not. This device's mark
 * still finishes it; another device sees nothing to finish, and a sign-in there makes an empty
 * profile again (completeProfile), the data being gone already.
 */

/** At most this many writes go in one batch (Firestore's limit). */
export const DELETE_BATCH_SIZE = 500;
/** Firebase deletes a user only within 5 minutes of a sign-in; a margin below that. */
const RECENT_SIGN_IN_MS = 4 * 60_000;
/** How long one step may wait for the server before the deletion counts as stopped. */
const SERVER_WAIT_MS = 60_000;

type DeletionErrorCode =
  typeof ACCOUNT_EMAIL_MISMATCH | typeof ACCOUNT_DELETION_INTERRUPTED | 'auth/requires-recent-login';

/** Why a deletion did not happen or did not finish; `code` is what deleteAccountErrorMessage maps. */
export class AccountDeletionError extends Error {
  constructor(
    readonly code: DeletionErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Account deletion: ${code}`, options);
    this.name = 'AccountDeletionError';
  }
}

/** Told how many documents are deleted so far, after each batch. */
export type DeletionProgress = (deleted: number) => void;

/**
 * A step's answer from the server, or an error once the browser goes offline or the server has not
 * answered for a minute: a write's promise otherwise waits, offline, until the connection returns
 * (Firestore keeps the write queued and sends it then, which finishes nothing by itself).
 */
function answered<T>(step: Promise<T>): Promise<T> {
  let stopWaiting: () => void = () => undefined;
  const lost = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(Object.assign(new Error('The server did not answer'), { code: 'unavailable' }));
    const timer = setTimeout(fail, SERVER_WAIT_MS);
    const browser = typeof window === 'undefined' ? null : window;
    browser?.addEventListener('offline', fail);
    stopWaiting = () => {
      clearTimeout(timer);
      browser?.removeEventListener('offline', fail);
    };
  });
  return Promise.race([step, lost]).finally(stopWaiting);
}

/** Whether a profile document carries the mark of a deletion under way. */
function markedForDeletion(profile: DocumentSnapshot): boolean {
  if (!profile.exists()) return false;
  const stored = profile.get('deletionRequestedAt', { serverTimestamps: 'estimate' }) as unknown;
  const mark = userProfileDocSchema.shape.deletionRequestedAt.safeParse(timestampsToDates(stored));
  return mark.success && mark.data instanceof Date;
}

/**
 * Marks the deletion as under way, in the profile (server time; a profile a signup never wrote is
 * made with the mark, so every device sees it) and then on this device.
 */
async function markDeletion(db: Firestore, user: User): Promise<void> {
  const ref = userProfileRef(db, user.uid);
  await answered(
    runTransaction(db, async (transaction) => {
      const profile = await transaction.get(ref);
      if (markedForDeletion(profile)) return;
      if (profile.exists()) {
        transaction.update(ref, { deletionRequestedAt: serverTimestamp(), updatedAt: serverTimestamp() });
        return;
      }
      const fields = userProfileFieldsSchema.parse({
        displayName: (user.displayName || fallbackName(user)).slice(0, 200),
        email: user.email ?? '',
      });
      transaction.set(ref, {
        ...fields,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        deletionRequestedAt: serverTimestamp(),
      });
    }),
  );
  rememberAccountDeletion(user.uid);
}

/**
 * Deletes every document that names `uid` as its owner, in every user-owned collection, as the
 * server lists them. Every collection is listed at once (one round trip, not one a collection: on a
 * phone's network the deletion took seconds), a page of at most 500 of each; what they hold goes in
 * batches of at most 500, the receipts last; then the collections that held something are listed
 * again, until none does (so records another device adds meanwhile go too). Writes still queued on
 * this device go to the server first.
 */
async function deleteOwnedDocuments(db: Firestore, uid: string, onProgress?: DeletionProgress): Promise<void> {
  await answered(waitForPendingWrites(db));
  let deleted = 0;
  let holding: readonly UserOwnedCollection[] = USER_OWNED_COLLECTIONS;
  while (holding.length > 0) {
    const pages = await Promise.all(
      holding.map((name) => answered(getDocsFromServer(ownedRecordsQuery(db, name, uid, DELETE_BATCH_SIZE)))),
    );
    holding = holding.filter((_name, index) => !pages[index]?.empty);
    const owned = pages.flatMap((page) => page.docs.map((item) => item.ref));
    for (const part of chunksOf(owned, DELETE_BATCH_SIZE)) {
      const batch = writeBatch(db);
      for (const ref of part) batch.delete(ref);
      await answered(batch.commit());
      deleted += part.length;
      onProgress?.(deleted);
    }
  }
}

/** The profile and then, at once, the Auth user; then this device forgets what it kept for the account. */
async function deleteProfileAndUser(db: Firestore, user: User): Promise<void> {
  await answered(deleteDoc(userProfileRef(db, user.uid)));
  await deleteUser(user);
  forgetAccountDeletion(user.uid);
  forgetPendingProfile(user.uid);
}

/**
 * Whether the sign-in was recent enough for Firebase to delete the user. Both times are the
 * server's (a fresh token's issue time and the sign-in time), so the device's clock plays no part.
 */
async function signedInRecently(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult(true);
  return Date.parse(token.issuedAtTime) - Date.parse(token.authTime) < RECENT_SIGN_IN_MS;
}

/** A deletion this page started (the form's): a resume on this page waits for it to settle first. */
let deletingHere: Promise<unknown> = Promise.resolve();

/**
 * Deletes the signed-in account and everything it owns (see the order above). Refuses, writing
 * nothing, when the email is not the account's (AccountDeletionError ACCOUNT_EMAIL_MISMATCH) or the
 * password is wrong (the Auth error). Once the deletion has begun, any failure is an
 * AccountDeletionError ACCOUNT_DELETION_INTERRUPTED: trying again, or the next sign-in, finishes it.
 * Resolves once the Auth user is gone; clearing the device is the caller's (clearDeviceAndLeave).
 */
export function deleteAccount(
  auth: Auth,
  db: Firestore,
  values: DeleteAccountValues,
  onProgress?: DeletionProgress,
): Promise<void> {
  const deletion = deleteSignedInAccount(auth, db, values, onProgress);
  deletingHere = deletion.catch(() => undefined);
  return deletion;
}

async function deleteSignedInAccount(
  auth: Auth,
  db: Firestore,
  values: DeleteAccountValues,
  onProgress?: DeletionProgress,
): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Deleting an account needs a signed-in user with an email');
  if (!sameEmail(values.email, user.email)) throw new AccountDeletionError(ACCOUNT_EMAIL_MISMATCH);
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, values.password));
  await markDeletion(db, user);
  try {
    await deleteOwnedDocuments(db, user.uid, onProgress);
    await deleteProfileAndUser(db, user);
  } catch (error) {
    throw new AccountDeletionError(ACCOUNT_DELETION_INTERRUPTED, { cause: error });
  }
}

/**
 * Whether a deletion of this account is under way: marked on this device, or in the profile as the
 * server has it. Offline, the cached profile may tell; when nothing can tell, it throws the error.
 */
export async function accountDeletionRequested(db: Firestore, uid: string): Promise<boolean> {
  if (accountDeletionRemembered(uid)) return true;
  const ref = userProfileRef(db, uid);
  try {
    return markedForDeletion(await getDocFromServer(ref));
  } catch (error) {
    const cached = await getDocFromCache(ref).catch(() => null);
    if (cached && markedForDeletion(cached)) return true;
    throw error;
  }
}

export type DeletionResumeOutcome = 'not-requested' | 'finished';

/**
 * Run right after a sign-in, before anything writes the profile: when a deletion of this account
 * is under way (either mark), deletes what remains, then the profile and the Auth user. `onFinishing`
 * is told first, so the page can say so. The records go whatever the sign-in's age; the profile and
 * the Auth user only after a recent sign-in (Firebase's rule for deleting a user), else it throws
 * AccountDeletionError 'auth/requires-recent-login' with the profile and its mark still there, and
 * the next sign-in finishes it. Throws the error of a step that fails (offline): nothing is lost by
 * trying again. A deletion this page's form started is left to settle first.
 */
export async function finishAccountDeletionIfRequested(
  auth: Auth,
  db: Firestore,
  user: User,
  { onFinishing, onProgress }: { onFinishing?: () => void; onProgress?: DeletionProgress } = {},
): Promise<DeletionResumeOutcome> {
  await deletingHere;
  // The form's deletion on this page may have deleted the user meanwhile.
  if (auth.currentUser?.uid !== user.uid) throw new Error('The user is not the one signed in');
  if (!(await accountDeletionRequested(db, user.uid))) return 'not-requested';
  onFinishing?.();
  await deleteOwnedDocuments(db, user.uid, onProgress);
  if (!(await signedInRecently(user))) throw new AccountDeletionError('auth/requires-recent-login');
  await deleteProfileAndUser(db, user);
  return 'finished';
}
