import { useEffect, useState } from 'react';
import { refreshAuthState } from '@/lib/auth/auth-store';
import { setLeaving } from '@/lib/auth/leaving';
import { db } from '@/lib/firebase';
import { auth } from '@/lib/firebase-app';
import { signupSettled } from './auth-api';
import { finishAccountDeletionIfRequested } from './delete-account-api';
import { deletionResumeAfter, FINISHING_DELETION_MESSAGE, type DeletionResume } from './deletion-resume';
import { clearDeviceAndLeave } from './logout-api';
import { pendingProfile } from './pending-profile';
import { completeProfile } from './profile-api';

/**
 * How long after a failed attempt the next one starts: a slow or flapping connection fails an
 * attempt without the browser ever firing 'online', and the profile must not wait for a reload.
 */
export const PROFILE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export type SignedInCompletion = {
  /** The user must be told that their profile is still not saved. */
  profileUnsaved: boolean;
  deletion: DeletionResume;
};

/**
 * On every sign-in (each load of the signed-in pages), finishes what an earlier page left half
 * done, and again when the network returns. First an account deletion under way
 * (finishAccountDeletionIfRequested: the profile must not be written back), which ends on the
 * landing page with the account gone; else a profile a signup left unwritten. `profileUnsaved` is
 * true only when this device knows a signup left it unwritten (an attempt that fails for want of a
 * network otherwise proves nothing). A failed attempt is tried again after PROFILE_RETRY_DELAYS_MS
 * (the last delay repeating) and at once when the network returns. `userId`: the signed-in user's,
 * once Auth has reported.
 */
export function useProfileCompletion(userId: string | undefined): SignedInCompletion {
  const [profileUnsaved, setProfileUnsaved] = useState(false);
  const [deletion, setDeletion] = useState<DeletionResume>('none');
  useEffect(() => {
    if (!userId) return;
    let active = true;
    let running = false;
    let deleted = false;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (running || deleted || !active) return;
      clearTimeout(retry);
      running = true;
      let deleting = false;
      // A signup on this page writes its own profile first (Auth reports the user before that).
      signupSettled()
        .then(async () => {
          const user = auth.currentUser;
          if (!user || user.uid !== userId) return null;
          const resumed = await finishAccountDeletionIfRequested(auth, db, user, {
            onFinishing: () => {
              deleting = true;
              // Shown by RequireAuth too once Auth reports the user gone, until the page reloads.
              setLeaving(FINISHING_DELETION_MESSAGE);
              if (active) setDeletion('finishing');
            },
          });
          if (resumed === 'finished') return 'deleted' as const;
          return completeProfile(db, user);
        })
        .then(async (outcome) => {
          if (outcome === 'deleted') {
            deleted = true;
            await clearDeviceAndLeave(userId);
            return;
          }
          failures = 0;
          if (outcome === 'completed') refreshAuthState();
          if (active) setProfileUnsaved(false);
        })
        .catch((error: unknown) => {
          if (deleting) {
            console.warn('Could not finish deleting the account yet', error);
            setLeaving(null);
            if (active) setDeletion(deletionResumeAfter(error));
            return;
          }
          console.warn('Could not finish the profile yet', error);
          if (!active) return;
          setProfileUnsaved(pendingProfile(userId) !== null);
          const delay = PROFILE_RETRY_DELAYS_MS[Math.min(failures, PROFILE_RETRY_DELAYS_MS.length - 1)];
          failures += 1;
          retry = setTimeout(attempt, delay);
        })
        .finally(() => {
          running = false;
        });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      active = false;
      clearTimeout(retry);
      window.removeEventListener('online', attempt);
    };
  }, [userId]);
  return { profileUnsaved, deletion };
}
