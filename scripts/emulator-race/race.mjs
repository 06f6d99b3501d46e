// Reproduces the Firestore emulator's listen/commit race with the Firebase JS SDK and the emulator
// only (no Rangebook code). See README.md beside this file for what it shows and the workaround.
//
//   scripts/firebase.sh emulators:exec --only firestore --project demo-rangebook \
//     'node scripts/emulator-race/race.mjs [iterations=500] [scenario name part] [--trace]'
//
// Each iteration makes new clients (their own app, memory cache and streams), writes a new
// firearm document (a shape firestore.rules accepts) and listens to it. It counts as stale when,
// once the server has acknowledged the write, the listener still says "no such document" 3 s
// later. --trace prints the SDK's debug log of the first stale iteration of each scenario.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  serverTimestamp,
  setDoc,
  setLogLevel,
  terminate,
} from 'firebase/firestore';
import { firestoreHost, PROJECT_ID } from '../emulator-hosts.mjs';

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const trace = process.argv.includes('--trace');
const iterations = Number(args[0] ?? 500);
const only = args[1];
const [hostName, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? firestoreHost).split(':');
const uid = `race-${Date.now().toString(36)}`;
const SETTLE_MS = 3000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --trace: the SDK's debug lines of the current iteration, kept aside and printed only for a stale one.
let traceLines = [];
if (trace) {
  setLogLevel('debug');
  for (const level of ['debug', 'log', 'info', 'warn', 'error']) {
    console[level] = (...parts) => traceLines.push(parts.map(String).join(' '));
  }
}
const print = (line) => process.stdout.write(`${line}\n`);

let serial = 0;
/** A Firestore client signed in (emulator mock token) as the test user, with its own app, cache and streams. */
function client() {
  serial += 1;
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `race-${serial}`);
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, hostName, Number(port), { mockUserToken: { sub: uid, user_id: uid } });
  return { app, db };
}

async function close(...clients) {
  for (const { app, db } of clients) {
    await terminate(db);
    await deleteApp(app);
  }
}

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

const newRef = (db) => doc(db, 'firearms', `${uid}-${serial}-${Math.random().toString(36).slice(2, 8)}`);

/**
 * Listens to ref's path through db from now on. The returned settle(), called once the write is acknowledged,
 * waits up to SETTLE_MS for the listener to show the document from the server, and says what it
 * showed last and every snapshot on the way.
 */
function watch(db, ref) {
  const started = Date.now();
  const seen = [];
  let last = null;
  let error = null;
  const unsubscribe = onSnapshot(
    doc(db, ref.path),
    { includeMetadataChanges: true },
    (snapshot) => {
      last = {
        exists: snapshot.exists(),
        fromCache: snapshot.metadata.fromCache,
        pending: snapshot.metadata.hasPendingWrites,
      };
      seen.push(
        `${Date.now() - started} ms ${last.exists ? 'exists' : 'missing'}${last.fromCache ? ' (cache)' : ''}${last.pending ? ' (pending)' : ''}`,
      );
    },
    (failure) => {
      error = failure;
    },
  );
  return async function settle() {
    seen.push(`${Date.now() - started} ms write acknowledged`);
    const deadline = Date.now() + SETTLE_MS;
    while (Date.now() < deadline && !error && !(last && !last.fromCache && !last.pending)) await sleep(5);
    // Settled from the server: give a stale answer the rest of the time to be corrected.
    while (Date.now() < deadline && !error && last && !last.exists) await sleep(20);
    unsubscribe();
    let outcome;
    if (error) outcome = `error ${error.code}`;
    else if (!last || last.fromCache || last.pending) outcome = 'no answer from the server';
    else outcome = last.exists ? 'exists' : 'missing after its acknowledged write';
    return { outcome, seen };
  };
}

const scenarios = {
  // The app's path: a create, and its page opens a listener on it straight away.
  'one client: write, then listen at once': async () => {
    const writer = client();
    const ref = newRef(writer.db);
    const write = setDoc(ref, firearm());
    const settle = watch(writer.db, ref);
    await write;
    const result = await settle();
    await close(writer);
    return result;
  },
  // As in the debug log in README.md: the create waits behind an earlier write still being sent.
  'one client: write queued behind another, then listen at once': async () => {
    const writer = client();
    const before = setDoc(newRef(writer.db), firearm());
    const ref = newRef(writer.db);
    const write = setDoc(ref, firearm());
    const settle = watch(writer.db, ref);
    await Promise.all([before, write]);
    const result = await settle();
    await close(writer);
    return result;
  },
  // A second client (a reloaded page, another device) starts listening while the commit is in flight.
  'two clients: the second listens while the write is in flight': async () => {
    const writer = client();
    const reader = client();
    const ref = newRef(writer.db);
    const write = setDoc(ref, firearm());
    await sleep(Math.random() * 10);
    const settle = watch(reader.db, ref);
    await write;
    const result = await settle();
    await close(writer, reader);
    return result;
  },
  // Control: the second client listens only once the write is acknowledged.
  'two clients: the second listens after the acknowledgement': async () => {
    const writer = client();
    const reader = client();
    const ref = newRef(writer.db);
    await setDoc(ref, firearm());
    const result = await watch(reader.db, ref)();
    await close(writer, reader);
    return result;
  },
};

let stale = 0;
for (const [name, run] of Object.entries(scenarios)) {
  if (only && !name.includes(only)) continue;
  const outcomes = {};
  let traced = false;
  for (let i = 0; i < iterations; i += 1) {
    traceLines = [];
    const { outcome, seen } = await run();
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome === 'exists') continue;
    if (outcomes[outcome] <= 3) print(`  #${i + 1} ${outcome}: ${seen.join(', ')}`);
    if (trace && !traced && outcome.startsWith('missing')) {
      traced = true;
      print(`  SDK debug log of #${i + 1}:\n${traceLines.map((line) => `    ${line}`).join('\n')}`);
    }
  }
  const missing = outcomes['missing after its acknowledged write'] ?? 0;
  stale += missing;
  print(`${name}: ${missing} of ${iterations} missing after the write was acknowledged ${JSON.stringify(outcomes)}`);
}
print(
  stale ? `REPRODUCED: ${stale} listeners kept "no such document" after the write was acknowledged` : 'Not reproduced',
);
process.exit(0);
