import { errorCode } from '@/utils/errors';

/**
 * An account deletion that an earlier page left under way (the connection lost, the tab closed), as
 * the signed-in pages show it (useProfileCompletion finishes it):
 * - none: nothing under way (or nothing known yet);
 * - finishing: what remains is being deleted; the device is cleared and the landing page loaded once done;
 * - waiting: it stopped again (offline), and is tried again when the network returns;
 * - sign-in-again: the records are gone, but Firebase deletes the account itself only right after a sign-in.
 */
export type DeletionResume = 'none' | 'finishing' | 'waiting' | 'sign-in-again';

/** What a resumed deletion that failed waits for. */
export function deletionResumeAfter(error: unknown): Exclude<DeletionResume, 'none' | 'finishing'> {
  return errorCode(error) === 'auth/requires-recent-login' ? 'sign-in-again' : 'waiting';
}

export const FINISHING_DELETION_MESSAGE =
  'Your account was being deleted when the connection was lost; finishing it now.';
