import {
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
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
