import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  collection,
  getCountFromServer,
  getDocsFromServer,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { roundsLogged } from '@/domain/rollups';
import { completedRoundsOfUser } from '@/features/figures/figures-api';
import { activeSessionsQuery } from '@/features/sessions/session-queries-api';
import { COLLECTIONS, type UserOwnedCollection } from '@/lib/firestore/collections';
import { readLeniently, splitUnreadable } from '@/lib/firestore/converter';
import { userProfileRef } from '@/lib/firestore/user-profile';
import { sendWithContinueUrl } from './auth-api';
import { forgetPendingProfile } from './pending-profile';
import { profileEmail } from './profile-api';
import { userProfileFieldsSchema } from './schema';

/*
 * The account page's data layer: the signed-in user's name, password and email, and what the
 * account holds. Each takes the Auth and Firestore instances it works on (the app's, a test's).
 * Changes to Auth need the server, so each is awaited and says plainly when it fails.
 */

function signedInUser(auth: Auth): User {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in');
  return user;
}

/** Proves it is still the account's owner at this device: the current password, checked by the server. */
async function reauthenticate(user: User, currentPassword: string): Promise<void> {
  if (!user.email) throw new Error('The account has no email to re-authenticate with');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
}

/**
 * Gives the signed-in account a new display name: on Auth, then in its users/{uid} profile (created
 * if a signup left it missing), whose email is kept the account's own as the rules require. Both are
 * written again on a retry after a failure, so the two never stay apart. The caller re-reads the
 * user (Auth does not announce a new name).
 */
export async function changeDisplayName(auth: Auth, db: Firestore, displayName: string): Promise<void> {
  const user = signedInUser(auth);
  const profile = userProfileFieldsSchema.parse({ displayName, email: await profileEmail(user) });
  await updateProfile(user, { displayName: profile.displayName });
  const ref = userProfileRef(db, user.uid);
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    if (stored.exists()) {
      transaction.update(ref, { ...profile, updatedAt: serverTimestamp() });
    } else {
      transaction.set(ref, { ...profile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    }
  });
  // A name a signup on this device left to finish would otherwise replace this one on the next sign-in.
  forgetPendingProfile(user.uid);
}

/**
 * Changes the password: the current one is checked first (re-authentication), then the new one is
 * set. This device stays signed in. A wrong current password rejects with auth/wrong-password or
 * auth/invalid-credential, and nothing changes.
 */
export async function changePassword(auth: Auth, currentPassword: string, newPassword: string): Promise<void> {
  const user = signedInUser(auth);
  await reauthenticate(user, currentPassword);
  await updatePassword(user, newPassword);
}

/**
 * Asks to move the account to a new email: the current password is checked first, then Firebase
 * emails a verification link to the new address. The email changes only once that link is followed
 * (the profile's email follows on the next sign-in: completeProfile); `continueUrl` is where the
 * link's page leads afterwards (the login page).
 */
export async function requestEmailChange(
  auth: Auth,
  newEmail: string,
  currentPassword: string,
  continueUrl?: string,
): Promise<void> {
  const user = signedInUser(auth);
  await reauthenticate(user, currentPassword);
  await sendWithContinueUrl(continueUrl, (settings) => verifyBeforeUpdateEmail(user, newEmail, settings ?? null));
}

/** When the account was made, as Auth records it; null if unknown. */
export function accountCreatedAt(user: Pick<User, 'metadata'> | null): Date | null {
  const created = user?.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
  return created && !Number.isNaN(created.getTime()) ? created : null;
}

/** The collections of records a user owns, by their name in RecordCounts. */
const OWNED = {
  firearms: COLLECTIONS.firearms,
  loadDevelopments: COLLECTIONS.loadDevelopment,
  sessions: COLLECTIONS.shootingSession,
} as const;

export type RecordCounts = Record<keyof typeof OWNED | 'shots', number>;

/**
 * The records of one collection a user owns (the rules let an owner list by userId only), raw, with
 * no converter (a deletion takes one that fails its schema too); with `max`, at most that many (an
 * account deletion takes them a batch at a time).
 */
export function ownedRecordsQuery(db: Firestore, collectionName: UserOwnedCollection, userId: string, max?: number) {
  const owned = query(collection(db, collectionName), where('userId', '==', userId));
  return max === undefined ? owned : query(owned, limit(max));
}

/**
 * How many firearms, load developments, sessions and shots the account holds, counted by the server
 * (aggregations: no document is read but the active sessions, whose shots are not summed yet).
 * Shots are the ended sessions' totals from their summaries plus every shot of the active ones.
 * Needs the server; rejects when it cannot be reached.
 */
export async function countRecords(db: Firestore, userId: string): Promise<RecordCounts> {
  const names = Object.keys(OWNED) as (keyof typeof OWNED)[];
  const [counts, completedShots, active] = await Promise.all([
    Promise.all(
      names.map(async (name) => (await getCountFromServer(ownedRecordsQuery(db, OWNED[name], userId))).data().count),
    ),
    completedRoundsOfUser(db, userId),
    getDocsFromServer(readLeniently(activeSessionsQuery(db, userId))),
  ]);
  const activeShots = roundsLogged(splitUnreadable(active.docs.map((item) => item.data())).records);
  return {
    ...(Object.fromEntries(names.map((name, index) => [name, counts[index] ?? 0])) as Record<
      keyof typeof OWNED,
      number
    >),
    shots: completedShots + activeShots,
  };
}
