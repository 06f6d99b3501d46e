import { updateProfile, type IdTokenResult, type User } from 'firebase/auth';
import {
  getDoc,
  getDocFromCache,
  runTransaction,
  serverTimestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { userProfileRef } from '@/lib/firestore/user-profile';
import { accountDeletionRemembered } from './deletion-mark';
import { forgetPendingProfile, pendingProfile, type PendingProfile } from './pending-profile';
import { userProfileFieldsSchema } from './schema';

/** The display name for a profile with nothing better to go on: the email's local part. */
export function fallbackName(user: User): string {
  return (user.email ?? 'Shooter').split('@')[0]?.slice(0, 200) || 'Shooter';
}

export type ProfileCompletion = 'already-complete' | 'completed' | 'deletion-under-way';

/**
 * The email a profile must hold: the account's, as its ID token carries it (the rules compare it
 * with request.auth.token.email). A token minted before the account's email changed is refreshed
 * first; if the server still gives the old one, that is the one the rules take.
 */
export async function profileEmail(user: User): Promise<string> {
  const email = user.email ?? '';
  const tokenEmail = (token: IdTokenResult) => (typeof token.claims.email === 'string' ? token.claims.email : '');
  const current = tokenEmail(await user.getIdTokenResult());
  return current === email ? email : tokenEmail(await user.getIdTokenResult(true));
}

/**
 * Makes sure a signed-in account has its profile: the Auth display name a signup on this device
 * meant to set (kept by rememberPendingProfile), and the users/{uid} document, created from that
 * name (or the account's own) and the account's email if it is missing. A profile whose email is
 * not the account's (the email was changed through its verification link since) takes the
 * account's. Idempotent: a profile that is complete is left as it is; two tabs at once write it
 * once (a transaction). Needs the server; throws when it cannot be reached, and the pending profile
 * stays for the next try. `pending` is the name the signup meant to set (by default, what this
 * device kept of it).
 * Never for an account this device is deleting ('deletion-under-way'): its profile may be gone
 * already, and finishAccountDeletionIfRequested finishes the deletion instead.
 */
export async function completeProfile(
  db: Firestore,
  user: User,
  pending: PendingProfile | null = pendingProfile(user.uid),
): Promise<ProfileCompletion> {
  if (accountDeletionRemembered(user.uid)) return 'deletion-under-way';
  const ref = userProfileRef(db, user.uid);
  const upToDate = (snapshot: DocumentSnapshot | null) =>
    snapshot?.exists() === true && snapshot.get('email') === (user.email ?? '');
  if (!pending) {
    // The usual case: the profile is in this device's cache (no read at all), else on the server
    // (getDoc keeps what it read in the cache, for the next load).
    if (upToDate(await getDocFromCache(ref).catch(() => null))) return 'already-complete';
    if (upToDate(await getDoc(ref).catch(() => null))) return 'already-complete';
  }
  let completed = false;
  if (pending && user.displayName !== pending.displayName) {
    await updateProfile(user, { displayName: pending.displayName });
    completed = true;
  }
  const profile = userProfileFieldsSchema.parse({
    displayName: pending?.displayName ?? user.displayName ?? fallbackName(user),
    email: await profileEmail(user),
  });
  const written = await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored.exists()) {
      transaction.set(ref, { ...profile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
      return true;
    }
    if (stored.get('email') === profile.email) return false;
    transaction.update(ref, { email: profile.email, updatedAt: serverTimestamp() });
    return true;
  });
  forgetPendingProfile(user.uid);
  return completed || written ? 'completed' : 'already-complete';
}
