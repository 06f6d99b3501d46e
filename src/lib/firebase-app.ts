import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { EMULATOR_PROJECT_KEY, resolveFirebaseTarget } from '@/config/env';
import { cacheStorage } from '@/lib/device-storage';
import { nextTask } from '@/lib/next-task';

// The Firebase app and its Auth, without Firestore (lib/firebase.ts): the auth guard imports only
// this, so a signed-in start evaluates Auth's SDK in one task and Firestore's, with the page's code,
// in another, instead of both in the start's longest task (issue 40). Auth's SDK (and zod, which
// env.ts uses) are evaluated in one task, their set-up in the next.
await nextTask();

/** Where this build talks to: the local emulators or a real project (see EMULATOR_PROJECT_KEY). */
export const firebaseTarget = resolveFirebaseTarget(
  import.meta.env,
  { authEmulatorUrl: __AUTH_EMULATOR_URL__, firestoreEmulatorHost: __FIRESTORE_EMULATOR_HOST__ },
  // A read that never throws, where storage is barred too.
  () => cacheStorage().getItem(EMULATOR_PROJECT_KEY),
);

export const app = initializeApp(firebaseTarget.options);

// initializeAuth rather than getAuth: no popup/redirect resolver, so no apis.google.com script load.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

if (firebaseTarget.kind === 'emulators') {
  connectAuthEmulator(auth, firebaseTarget.authEmulatorUrl, { disableWarnings: true });
}
