import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut, updateProfile } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { refreshAuthState } from '@/lib/auth/auth-store';
import { auth, db } from '@/lib/firebase';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { toDisplayName, userProfileFieldsSchema, type SignupValues } from './schema';

/** Creates the account, sets its display name "First Last", and writes its users/{uid} profile. */
export async function signUp(values: SignupValues): Promise<void> {
  const credential = await createUserWithEmailAndPassword(auth, values.email, values.password);
  const displayName = toDisplayName(values.firstName, values.lastName);
  await updateProfile(credential.user, { displayName });
  refreshAuthState();
  const profile = userProfileFieldsSchema.parse({ displayName, email: credential.user.email ?? values.email });
  // Not awaited: the write is queued locally and syncs on its own (it resolves only on the server's answer).
  setDoc(doc(db, COLLECTIONS.users, credential.user.uid), {
    ...profile,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }).catch((error: unknown) => console.error('Failed to save the user profile', error));
}

/** Signs in with email and password. */
export async function logIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

/** Signs out of this device. */
export async function logOut(): Promise<void> {
  await signOut(auth);
}
