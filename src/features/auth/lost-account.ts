import { useEffect } from 'react';
import { takeLostAccount, useAuthState } from '@/lib/auth/auth-store';
import { auth } from '@/lib/firebase-app';
import { clearDeviceAndLeave } from './logout-api';

/** Auth's answers to a reload that mean the account is gone or may no longer be used. */
const ACCOUNT_GONE = new Set(['auth/user-not-found', 'auth/user-disabled', 'auth/user-token-expired']);

/**
 * Clears this browser of an account Auth no longer has signed in without a logout (its token
 * revoked, the account deleted on another device, another account signed in over it): its journal,
 * figures, pages and Firestore cache go, and the page reloads (auth-store.ts's takeLostAccount).
 * Online, it first asks Auth whether the signed-in account still exists: a deleted one is only
 * noticed at its next token refresh otherwise, up to an hour later.
 */
export function useLostAccountCleared(): void {
  const state = useAuthState();
  useEffect(() => {
    const lost = takeLostAccount();
    if (lost) void clearDeviceAndLeave(lost, { staySignedIn: state.status === 'signed-in' });
  }, [state]);

  const uid = state.user?.uid;
  useEffect(() => {
    const user = auth.currentUser;
    if (!uid || !user || user.uid !== uid || navigator.onLine === false) return;
    user.reload().catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      // Auth signs a revoked or disabled account out itself; a deleted one is signed out here.
      if (typeof code === 'string' && ACCOUNT_GONE.has(code)) void auth.signOut();
    });
  }, [uid]);
}
