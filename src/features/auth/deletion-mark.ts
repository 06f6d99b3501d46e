/**
 * The device's mark of an account deletion under way (delete-account-api.ts), kept in localStorage
 * under the account's uid until the Auth user is deleted. The profile document carries the same
 * mark (deletionRequestedAt) for every device; this one outlives the profile, which is deleted just
 * before the Auth user: a deletion that stops between the two is still finished by this device's
 * next sign-in, and completeProfile never writes the profile of a marked account again.
 */
const key = (uid: string) => `rangebook.deletingAccount.${uid}`;

/** Where there is no localStorage (Node), only the profile carries the mark. */
const hasStorage = () => typeof localStorage !== 'undefined';

export function rememberAccountDeletion(uid: string): void {
  if (!hasStorage()) return;
  try {
    localStorage.setItem(key(uid), new Date().toISOString());
  } catch (error) {
    console.warn('Could not mark the account deletion on this device', error);
  }
}

/** Whether a deletion of this account was started on this device and is not finished. */
export function accountDeletionRemembered(uid: string): boolean {
  if (!hasStorage()) return false;
  try {
    return localStorage.getItem(key(uid)) !== null;
  } catch {
    return false;
  }
}

export function forgetAccountDeletion(uid: string): void {
  if (!hasStorage()) return;
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
