import { useEffect, useState } from 'react';
import { refreshAuthState } from '@/lib/auth/auth-store';
import { auth, db } from '@/lib/firebase';
import { signupSettled } from './auth-api';
import { pendingProfile } from './pending-profile';
import { completeProfile } from './profile-api';

/**
 * On every sign-in (each load of the signed-in pages), finishes a profile a signup left half
 * done, and again when the network returns. Gives whether the user must be told that their
 * profile is still not saved: only when this device knows a signup left it unwritten (an attempt
 * that fails for want of a network otherwise proves nothing).
 */
export function useProfileCompletion(userId: string): boolean {
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => {
    let active = true;
    let running = false;
    const attempt = () => {
      if (running) return;
      running = true;
      // A signup on this page writes its own profile first (Auth reports the user before that).
      signupSettled()
        .then(() => {
          const user = auth.currentUser;
          return user && user.uid === userId ? completeProfile(db, user) : null;
        })
        .then((outcome) => {
          if (outcome === 'completed') refreshAuthState();
          if (active) setUnsaved(false);
        })
        .catch((error: unknown) => {
          console.warn('Could not finish the profile yet', error);
          if (active) setUnsaved(pendingProfile(userId) !== null);
        })
        .finally(() => {
          running = false;
        });
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      active = false;
      window.removeEventListener('online', attempt);
    };
  }, [userId]);
  return unsaved;
}
