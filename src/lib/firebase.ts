import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { app, firebaseTarget } from '@/lib/firebase-app';
import { holdFirestoreOpen } from '@/lib/firestore/tab-hold';

export { app, auth, firebaseTarget } from '@/lib/firebase-app';

// The persistent multi-tab cache keeps shots logged with no signal across reloads and tabs.
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
holdFirestoreOpen();

if (firebaseTarget.kind === 'emulators') {
  const [host = '127.0.0.1', port = '8080'] = firebaseTarget.firestoreEmulatorHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}
