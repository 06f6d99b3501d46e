import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type ActionCodeSettings,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { errorCode } from '@/utils/errors';
import { rememberPendingProfile } from './pending-profile';
import { completeProfile } from './profile-api';
import { toDisplayName, type SignupValues } from './schema';

/**
 * Creates the account, then its profile: the display name "First Last" and the users/{uid}
 * document. The name is kept on this device first (rememberPendingProfile), so a profile that
 * cannot be written now (network, a refusal) is finished on the next sign-in (completeProfile)
 * and no account stays without one; the account exists either way, so that is not an error here.
 * Gives the signed-in user; Auth does not announce the new display name, so the caller re-reads it.
 */
export function signUp(auth: Auth, db: Firestore, values: SignupValues): Promise<User> {
  const signup = createAccountWithProfile(auth, db, values);
  signingUp = signup;
  return signup;
}

/** A signup under way on this page: Auth reports the new user before its profile is written. */
let signingUp: Promise<unknown> = Promise.resolve();

/** Resolves once a signup under way on this page has written its profile or given up on it. */
export function signupSettled(): Promise<void> {
  return signingUp.then(
    () => undefined,
    () => undefined,
  );
}

async function createAccountWithProfile(auth: Auth, db: Firestore, values: SignupValues): Promise<User> {
  const credential = await createUserWithEmailAndPassword(auth, values.email, values.password);
  const profile = { displayName: toDisplayName(values.firstName, values.lastName) };
  rememberPendingProfile(credential.user.uid, profile);
  try {
    await completeProfile(db, credential.user, profile);
  } catch (error) {
    console.error('The new profile is not saved yet; it is finished on the next sign-in', error);
  }
  return credential.user;
}

/** Signs in with email and password. */
export async function logIn(auth: Auth, email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/** Signs out of this device. */
export async function logOut(auth: Auth): Promise<void> {
  await signOut(auth);
}

/** Continue URLs a project may refuse (not an authorised domain): the email is then sent without one. */
const REFUSED_CONTINUE_URL = new Set(['auth/unauthorized-continue-uri', 'auth/invalid-continue-uri']);

/**
 * Sends an Auth email whose link leads on to `continueUrl`, or without one when the project
 * refuses that URL (the email matters more than where its page leads afterwards).
 */
export async function sendWithContinueUrl(
  continueUrl: string | undefined,
  send: (settings: ActionCodeSettings | undefined) => Promise<void>,
): Promise<void> {
  try {
    await send(continueUrl ? { url: continueUrl } : undefined);
  } catch (error) {
    if (!continueUrl || !REFUSED_CONTINUE_URL.has(errorCode(error) ?? '')) throw error;
    await send(undefined);
  }
}

/**
 * Asks Firebase to email a password-reset link. `continueUrl` (the app's login page) is where
 * Firebase's reset page leads once the new password is set. Resolves alike whether or not an
 * account has that email (an unknown email is not an error here, so nobody can learn from this
 * which emails have accounts); throws on anything else (network, too many requests).
 */
export async function requestPasswordReset(auth: Auth, email: string, continueUrl?: string): Promise<void> {
  try {
    await sendWithContinueUrl(continueUrl, (settings) => sendPasswordResetEmail(auth, email, settings));
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}
