import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { EMULATOR_PROJECT_KEY, resolveFirebaseTarget } from '@/config/env';
import { cacheStorage } from '@/lib/device-storage';
import { holdFirestoreOpen } from '@/lib/firestore/tab-hold';

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

// The persistent multi-tab cache keeps shots logged with no signal across reloads and tabs.
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
holdFirestoreOpen();

if (firebaseTarget.kind === 'emulators') {
  connectAuthEmulator(auth, firebaseTarget.authEmulatorUrl, { disableWarnings: true });
  const [host = '127.0.0.1', port = '8080'] = firebaseTarget.firestoreEmulatorHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}
