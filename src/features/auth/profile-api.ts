import { updateProfile, type User } from 'firebase/auth';
import { doc, getDoc, getDocFromCache, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { accountDeletionRemembered } from './deletion-mark';
import { forgetPendingProfile, pendingProfile, type PendingProfile } from './pending-profile';
import { userProfileFieldsSchema } from './schema';

/** The display name for a profile with nothing better to go on: the email's local part. */
export function fallbackName(user: User): string {
  return (user.email ?? 'Shooter').split('@')[0]?.slice(0, 200) || 'Shooter';
}

export type ProfileCompletion = 'already-complete' | 'completed' | 'deletion-under-way';

/**
 * Makes sure a signed-in account has its profile: the Auth display name a signup on this device
 * meant to set (kept by rememberPendingProfile), and the users/{uid} document, created from that
 * name (or the account's own) and the account's email if it is missing. Idempotent: a profile
 * that exists is left as it is; two tabs at once create it once (a transaction). Needs the
 * server; throws when it cannot be reached, and the pending profile stays for the next try.
 * `pending` is the name the signup meant to set (by default, what this device kept of it).
 * Never for an account this device is deleting ('deletion-under-way'): its profile may be gone
 * already, and finishAccountDeletionIfRequested finishes the deletion instead.
 */
export async function completeProfile(
  db: Firestore,
  user: User,
  pending: PendingProfile | null = pendingProfile(user.uid),
): Promise<ProfileCompletion> {
  if (accountDeletionRemembered(user.uid)) return 'deletion-under-way';
  const ref = doc(db, COLLECTIONS.users, user.uid);
  if (!pending) {
    // The usual case: the profile is in this device's cache (no read at all), else on the server
    // (getDoc keeps what it read in the cache, for the next load).
    const cached = await getDocFromCache(ref).catch(() => null);
    if (cached?.exists()) return 'already-complete';
    const known = await getDoc(ref).catch(() => null);
    if (known?.exists()) return 'already-complete';
  }
  let completed = false;
  if (pending && user.displayName !== pending.displayName) {
    await updateProfile(user, { displayName: pending.displayName });
    completed = true;
  }
  const profile = userProfileFieldsSchema.parse({
    displayName: pending?.displayName ?? user.displayName ?? fallbackName(user),
    email: user.email ?? '',
  });
  const created = await runTransaction(db, async (transaction) => {
    if ((await transaction.get(ref)).exists()) return false;
    transaction.set(ref, { ...profile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    return true;
  });
  forgetPendingProfile(user.uid);
  return completed || created ? 'completed' : 'already-complete';
}
