// The browser variant of race.mjs: the Firebase JS SDK as the app runs it (WebChannel, IndexedDB
// cache shared by tabs), against the emulator, with no app code. race.spec.ts drives it.
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
  serverTimestamp,
  setDoc,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

const params = new URLSearchParams(location.search);
const [host = '127.0.0.1', port = '8080'] = (params.get('host') ?? '127.0.0.1:8080').split(':');
const uid = `race-${Date.now().toString(36)}`;
const SETTLE_MS = 3000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A long-lived client like the app's, signed in as the test user with an emulator mock token. */
function client(name: string): Firestore {
  const app = initializeApp({ projectId: 'demo-rangebook', apiKey: 'demo-api-key' }, `${name}-${uid}`);
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  connectFirestoreEmulator(db, host, Number(port), { mockUserToken: { sub: uid, user_id: uid } });
  return db;
}

const writer = client('writer');
const reader = client('reader');

let serial = 0;
function firearm() {
  serial += 1;
  return {
    name: `Race ${serial}`,
    make: 'Tikka',
    model: 'T3x',
    caliber: '6.5 Creedmoor',
    barrelLength: null,
    twist: '',
    action: 'Bolt Action',
    stock: 'Synthetic',
    scope: '',
    serialNumber: '',
    purchaseDate: null,
    roundCount: 0,
    lastCleaned: null,
    notes: '',
    status: 'Active',
    userId: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

const newRef = () => doc(writer, 'firearms', `${uid}-${serial}-${Math.random().toString(36).slice(2, 8)}`);

type Seen = { exists: boolean; fromCache: boolean; pending: boolean };

/** Listens through db; settle(), once the write is acknowledged, says whether the server's answer shows the document. */
function watch(db: Firestore, ref: DocumentReference) {
  let last: Seen | null = null;
  let failed = false;
  const unsubscribe = onSnapshot(
    doc(db, ref.path),
    { includeMetadataChanges: true },
    (snapshot) => {
      last = {
        exists: snapshot.exists(),
        fromCache: snapshot.metadata.fromCache,
        pending: snapshot.metadata.hasPendingWrites,
      };
    },
    () => {
      failed = true;
    },
  );
  const fromServer = () => last !== null && !last.fromCache && !last.pending;
  return async function settle(): Promise<string> {
    const deadline = Date.now() + SETTLE_MS;
    while (Date.now() < deadline && !failed && !fromServer()) await sleep(5);
    while (Date.now() < deadline && !failed && fromServer() && !last!.exists) await sleep(20);
    unsubscribe();
    if (failed) return 'error';
    if (!fromServer()) return 'no answer from the server';
    return last!.exists ? 'exists' : 'missing after its acknowledged write';
  };
}

const scenarios: Record<string, () => Promise<string>> = {
  'one client: write, then listen at once': async () => {
    const ref = newRef();
    const write = setDoc(ref, firearm());
    const settle = watch(writer, ref);
    await write;
    return settle();
  },
  'two clients: the second listens while the write is in flight': async () => {
    const ref = newRef();
    const write = setDoc(ref, firearm());
    await sleep(Math.random() * 10);
    const settle = watch(reader, ref);
    await write;
    return settle();
  },
};

declare global {
  interface Window {
    race: (iterations: number, scenario: string) => Promise<Record<string, number>>;
    scenarios: string[];
  }
}

window.scenarios = Object.keys(scenarios);
window.race = async (iterations, scenario) => {
  const run = scenarios[scenario];
  if (!run) throw new Error(`No scenario ${scenario}`);
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < iterations; i += 1) {
    const outcome = await run();
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return outcomes;
};
