import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  setLogLevel,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { completeProfile } from '@/features/auth/profile-api';
import { addFirearm } from '@/features/firearms/firearms-api';
import { emptyFirearmForm, firearmFormSchema, type FirearmFormInput } from '@/features/firearms/schema';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { emptyLoadForm, loadFormSchema, type LoadFormInput } from '@/features/loads/schema';
import { API_KEY, authHost, createAccount, firestoreHost, PROJECT_ID, TEST_PASSWORD, uniqueEmail } from './emulators';

/*
 * The records a browser test starts from, made through the app's own api functions by a client
 * in Node (the rules and the schemas apply, as to the app's writes), in a fraction of a second.
 * Forms are driven only by the tests whose subject they are (records.spec.ts and the journeys).
 */

/** The load createLoad (records.ts) makes through the form: name, charge and the rest as it types them. */
export function testLoad(name = '6.5 CM 140 ELD-M / H4350', charge = '41.5', more: Partial<LoadFormInput> = {}) {
  return loadFormSchema.parse({
    ...emptyLoadForm,
    name,
    cartridge: '6.5 Creedmoor',
    bulletWeight: '140',
    bulletType: 'ELD Match',
    powderType: 'H4350',
    powderWeight: charge,
    primer: 'CCI BR-2',
    brass: 'Lapua',
    ...more,
  });
}

/** The Tikka createFirearm (records.ts) adds through the form, with the rounds it had fired before Rangebook. */
export function testFirearm(roundsBefore = '0', more: Partial<FirearmFormInput> = {}) {
  return firearmFormSchema.parse({
    ...emptyFirearmForm,
    name: 'Tikka T3x CTR',
    make: 'Tikka',
    model: 'T3x CTR',
    caliber: '6.5 Creedmoor',
    roundCount: roundsBefore,
    ...more,
  });
}

let clients = 0;

/**
 * Signs in as the account on a fresh Node client of the emulators, runs `act` with the app's
 * Firestore, waits until the server has every write it made, then closes the client.
 */
export async function asAccount<T>(
  email: string,
  act: (db: Firestore, uid: string, user: User) => Promise<T>,
  password = TEST_PASSWORD,
): Promise<T> {
  setLogLevel('error');
  clients += 1;
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: API_KEY }, `test-records-${clients}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const db = initializeFirestore(app, {});
  const [host = '127.0.0.1', port = '8080'] = firestoreHost.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    const result = await act(db, user.uid, user);
    await waitForPendingWrites(db);
    return result;
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}

/**
 * A new account (a unique email from `label`) as a signup leaves it: the Auth user, and its profile
 * (users/{uid}) written by the app's completeProfile, as the signup's page writes it. Then `act` runs
 * on the same client. The profile is on the server before any page of the test loads: a page that
 * listened to it while creating it could meet the emulator's listen/commit race (sync.ts), and the
 * profile would then be missing on every later page of that browser (its "no such document" is kept
 * in the IndexedDB cache). The tests of the signup itself go through its form.
 */
export async function newAccountAs<T>(
  label: string,
  displayName: string,
  act: (db: Firestore, uid: string) => Promise<T>,
): Promise<{ email: string; uid: string; made: T }> {
  const email = uniqueEmail(label);
  const { uid } = await createAccount(email, TEST_PASSWORD, displayName);
  const made = await asAccount(email, async (db, signedIn, user) => {
    await completeProfile(db, user, null);
    return act(db, signedIn);
  });
  return { email, uid, made };
}

export type AccountRecords = {
  loads?: ReturnType<typeof testLoad>[];
  firearms?: ReturnType<typeof testFirearm>[];
};

/** Adds the loads, then the firearms, one after another, through the app's api; their ids in the order given. */
export async function addRecords(
  db: Firestore,
  uid: string,
  records: AccountRecords,
): Promise<{ loadIds: string[]; firearmIds: string[] }> {
  const loadIds: string[] = [];
  for (const load of records.loads ?? []) loadIds.push(await addLoadDevelopment(db, uid, load));
  const firearmIds: string[] = [];
  for (const firearm of records.firearms ?? []) firearmIds.push(await addFirearm(db, uid, firearm));
  return { loadIds, firearmIds };
}

/**
 * A new account (with a unique email) holding the given loads and firearms, made on the server;
 * their ids in the order given. Sign in with signIn(page, email).
 */
export async function newAccountWith(
  label: string,
  records: AccountRecords = {},
  displayName = 'Test Shooter',
): Promise<{ email: string; uid: string; loadIds: string[]; firearmIds: string[] }> {
  const { email, uid, made } = await newAccountAs(label, displayName, (db, signedIn) =>
    addRecords(db, signedIn, records),
  );
  return { email, uid, ...made };
}
