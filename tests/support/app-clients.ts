import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, terminate, type Firestore } from 'firebase/firestore';
import { afterEach } from 'vitest';
import { API_KEY, authHost, firestoreHost, PROJECT_ID } from './emulators';

/**
 * Clients as the app has them, each its own Auth (in memory here) and Firestore on the emulators,
 * for data-layer tests that call the app's api functions; all are closed after each test.
 */
export function useAppClients(name: string): () => { auth: Auth; db: Firestore } {
  const opened: { app: FirebaseApp; db: Firestore }[] = [];
  afterEach(async () => {
    for (const { app, db } of opened.splice(0)) {
      await terminate(db);
      await deleteApp(app);
    }
  });
  return () => {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: API_KEY }, `${name}-${opened.length}`);
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
    const db = initializeFirestore(app, {});
    const [host = '127.0.0.1', port = '8080'] = firestoreHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
    opened.push({ app, db });
    return { auth, db };
  };
}
