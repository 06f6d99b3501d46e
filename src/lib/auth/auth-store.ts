import { onAuthStateChanged, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from '@/lib/firebase-app';
import { rememberSignedIn, signedInUid } from './signed-in-hint';

export type SignedInUser = { uid: string; email: string | null; displayName: string | null };

/** "loading" until Auth reports for the first time, so guards never flash the login page. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SignedInUser };

let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
/**
 * The account whose records this browser still holds though Auth no longer has it signed in, and no
 * logout said so (a logout forgets the hint first): its token was revoked, it was deleted on another
 * device, or another account signed in over it. The app clears it (features/auth/lost-account.ts).
 */
let lost: string | null = null;

/** Takes the lost account, if any, to clear it: the next call gives null. */
export function takeLostAccount(): string | null {
  const taken = lost;
  lost = null;
  return taken;
}

function publish(user: User | null): void {
  const held = signedInUid();
  if (held !== null && held !== (user?.uid ?? null)) lost = held;
  state = user
    ? { status: 'signed-in', user: { uid: user.uid, email: user.email, displayName: user.displayName } }
    : { status: 'signed-out', user: null };
  rememberSignedIn(user?.uid ?? null);
  listeners.forEach((listener) => listener());
}

// One subscription for the life of the page: route changes never re-subscribe.
onAuthStateChanged(auth, publish);

/** Re-reads the current user, for changes Auth does not announce (a new display name). */
export function refreshAuthState(): void {
  publish(auth.currentUser);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user, live. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, () => state);
}

/**
 * The signed-in user, in a page under RequireAuth (it renders its pages only once someone is
 * signed in). Anywhere else it is a programming error, which the route's error boundary shows.
 */
export function useSignedInUser(): SignedInUser {
  const { user } = useAuthState();
  if (!user) throw new Error('useSignedInUser is only for pages that RequireAuth guards');
  return user;
}
