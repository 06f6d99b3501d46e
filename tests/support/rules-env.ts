import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  setDoc,
  setLogLevel,
  terminate,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { watchServerAnswers } from '@/lib/firestore/local';
import { PROJECT_ID } from './emulators';

export { PROJECT_ID };

/**
 * A rules-test environment on the running Firestore emulator (FIRESTORE_EMULATOR_HOST, set by
 * `firebase emulators:exec`), on the rules it loaded from firebase.json, with the data cleared before each test.
 */
export function useRulesTestEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Expected denials are logged by the SDK as warnings; keep the output readable.
    setLogLevel('error');
    // The rules are the ones the emulator loaded from firebase.json (firestore.rules, reloaded when it
    // changes): loading them again here would restart the emulator's rule coverage for each file.
    env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: {} });
  });
  beforeEach(async () => {
    await env?.clearFirestore();
  });
  afterAll(async () => {
    // Leave nothing behind for the browser tests that share this emulator.
    await env?.clearFirestore();
    if (env) await closeSeeder(env);
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules-test environment is not ready');
    return env;
  };
}

/**
 * Each environment's client that writes the seeds with the rules switched off: the emulator's
 * "owner" token, as withSecurityRulesDisabled uses, on one client kept for the file. That one
 * opened and closed a client of its own for every document (a second connection's set-up per
 * seed); this client only writes (sets, never read back), so what its cache holds of documents
 * cleared since changes nothing.
 */
const seeders = new Map<RulesTestEnvironment, { app: FirebaseApp; db: Firestore }>();
let seederCount = 0;

function seeder(env: RulesTestEnvironment): Firestore {
  let opened = seeders.get(env);
  if (!opened) {
    const { host, port } = env.emulators.firestore ?? {};
    if (!host || !port) throw new Error('The Firestore emulator is not running');
    seederCount += 1;
    const app = initializeApp({ projectId: env.projectId }, `rules-seed-${seederCount}`);
    const db = initializeFirestore(app, {});
    connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
    opened = { app, db };
    seeders.set(env, opened);
  }
  return opened.db;
}

async function closeSeeder(env: RulesTestEnvironment): Promise<void> {
  const opened = seeders.get(env);
  if (!opened) return;
  seeders.delete(env);
  await terminate(opened.db);
  await deleteApp(opened.app);
}

/** Writes a document with the rules switched off, as the seed of a test. */
export async function seedDoc(env: RulesTestEnvironment, path: string, data: DocumentData): Promise<void> {
  await setDoc(doc(seeder(env), path), data);
}

/** A session's summary: the session without its shots (and their ids), exclusions, notes and updatedAt. */
export function summaryOf(session: DocumentData): DocumentData {
  const {
    shots: _shots,
    shotIds: _shotIds,
    exclusions: _exclusions,
    notes: _notes,
    updatedAt: _updatedAt,
    ...summary
  } = session;
  return summary;
}

/** Seeds a session and its summary, as every stored session has one (the rules keep them together). */
export async function seedSessionWithSummary(env: RulesTestEnvironment, id: string, session: DocumentData) {
  await seedDoc(env, `shootingSession/${id}`, session);
  await seedDoc(env, `sessionSummary/${id}`, summaryOf(session));
}

/**
 * A test context's Firestore as the app's api functions take it. rules-unit-testing types it as the
 * compat instance; the modular functions accept that object as it is (they unwrap it), so the api
 * writes through it exactly as the app writes through its own.
 */
export function apiDb(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * Runs api calls on `db` and settles with the server's answer to every write they made. The api
 * functions resolve once a write is on the device; the rules decide on the server, so a test
 * listens the way the app's sync journal does (a write tracker) and waits for those answers.
 */
export async function serverAnswer(db: Firestore, act: (db: Firestore) => Promise<unknown> | unknown): Promise<void> {
  const answers = watchServerAnswers(db);
  let count = 0;
  try {
    await act(db);
    count = (await answers.all()).length;
  } finally {
    answers.stop();
  }
  if (count === 0) throw new Error('The api call made no write');
}

/**
 * Alice's load `load-1` and firearm `firearm-1`, where the session fixtures point (a session's rules
 * read them at its start), stored at `at`.
 */
export async function seedAlicesLoadAndFirearm(env: RulesTestEnvironment, at: Timestamp): Promise<void> {
  const stamps = { createdAt: at, updatedAt: at };
  await seedDoc(env, 'loadDevelopment/load-1', {
    ...loadFixtures.creedmoorMatch,
    status: 'Planning',
    ...stamps,
    userId: 'alice',
  });
  await seedDoc(env, 'firearms/firearm-1', { ...firearmFixtures.tikka, ...stamps, userId: 'alice' });
}
