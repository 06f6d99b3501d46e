import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  writeBatch,
} from 'firebase/firestore';
import { app, firebaseTarget } from '@/lib/firebase-app';
import { holdFirestoreOpen } from '@/lib/firestore/tab-hold';
import { nextTask } from '@/lib/next-task';

// Firestore's SDK is evaluated in the task that evaluates the page's code; its set-up, and every
// module that uses db (the data layer, the hooks, the pages), waits for a later task (issue 40).
await nextTask();

// The persistent multi-tab cache keeps shots logged with no signal across reloads and tabs.
export const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
holdFirestoreOpen();

if (firebaseTarget.kind === 'emulators') {
  const [host = '127.0.0.1', port = '8080'] = firebaseTarget.firestoreEmulatorHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}

// Firestore builds its client (the cache, the sync engine, the listen stream) at its first use: the
// page's first listen, in the task where React runs its effects, which it made one of a signed-in
// start's longest (issue 40: 15 to 25 ms). A write batch, never committed, is the SDK's one use that
// does nothing else; made here, in a task of its own, the client is built there.
void nextTask().then(() => {
  try {
    writeBatch(db);
  } catch {
    // Terminated already (another tab's logout, which reloads this one): nothing to build.
  }
});
