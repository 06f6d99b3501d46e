import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { errorCode } from '@/utils/errors';
import { toDisplayName, userProfileFieldsSchema, type SignupValues } from './schema';

/**
 * Creates the account, sets its display name "First Last", and writes its users/{uid} profile.
 * Gives the signed-in user; Auth does not announce the new display name, so the caller re-reads it.
 */
export async function signUp(auth: Auth, db: Firestore, values: SignupValues): Promise<User> {
  const credential = await createUserWithEmailAndPassword(auth, values.email, values.password);
  const displayName = toDisplayName(values.firstName, values.lastName);
  await updateProfile(credential.user, { displayName });
  const profile = userProfileFieldsSchema.parse({ displayName, email: credential.user.email ?? values.email });
  // Not awaited: the write is queued locally and syncs on its own (it resolves only on the server's answer).
  setDoc(doc(db, COLLECTIONS.users, credential.user.uid), {
    ...profile,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }).catch((error: unknown) => console.error('Failed to save the user profile', error));
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
 * Asks Firebase to email a password-reset link. `continueUrl` (the app's login page) is where
 * Firebase's reset page leads once the new password is set. Resolves alike whether or not an
 * account has that email (an unknown email is not an error here, so nobody can learn from this
 * which emails have accounts); throws on anything else (network, too many requests).
 */
export async function requestPasswordReset(auth: Auth, email: string, continueUrl?: string): Promise<void> {
  try {
    try {
      await sendPasswordResetEmail(auth, email, continueUrl ? { url: continueUrl } : undefined);
    } catch (error) {
      if (!continueUrl || !REFUSED_CONTINUE_URL.has(errorCode(error) ?? '')) throw error;
      await sendPasswordResetEmail(auth, email);
    }
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return;
    throw error;
  }
}
