import type { Auth, User } from 'firebase/auth';
import { deleteDoc, disableNetwork, doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '@/features/auth/auth-api';
import { ACCOUNT_DELETION_INTERRUPTED, ACCOUNT_EMAIL_MISMATCH } from '@/features/auth/auth-errors';
import {
  AccountDeletionError,
  deleteAccount,
  DELETE_BATCH_SIZE,
  finishAccountDeletionIfRequested,
} from '@/features/auth/delete-account-api';
import { accountDeletionRemembered, rememberAccountDeletion } from '@/features/auth/deletion-mark';
import { completeProfile } from '@/features/auth/profile-api';
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { errorCode } from '@/utils/errors';
import { useAppClients } from '../support/app-clients';
import {
  accountUid,
  createAccount,
  serverCollectionIds,
  serverDoc,
  serverDocsWhere,
  uniqueEmail,
} from '../support/emulators';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// Deleting an account as the app calls it (its own Auth and Firestore clients) against the Auth and
// Firestore emulators, through the rules; what is left is read with the rules bypassed (the
// emulator's "Bearer owner" REST access), in every collection the server holds.
const env = useRulesTestEnv();

const PASSWORD = 'range-day-2026';
const client = useAppClients('delete-account-api');

type Account = { auth: Auth; db: Firestore; user: User; email: string; uid: string };

/** Signs in as the account on a client of its own: a sign-in on another device, or the next one on this. */
async function signIn(email: string): Promise<Account> {
  const { auth, db } = client();
  await logIn(auth, email, PASSWORD);
  const user = auth.currentUser;
  if (!user) throw new Error('Not signed in');
  return { auth, db, user, email, uid: user.uid };
}

async function newAccount(label: string): Promise<Account> {
  const email = uniqueEmail(label);
  await createAccount(email, PASSWORD, 'Ada Shooter');
  return signIn(email);
}

/** The account's records as the app makes them: its profile, a firearm, a load, an active and a completed session. */
async function seedRecords({ db, user, uid }: Account): Promise<void> {
  await completeProfile(db, user);
  const firearmId = `${uid}-firearm`;
  const loadId = `${uid}-load`;
  const { selectedAmmunition, selectedFirearm } = sessionFixtures.handload;
  if (selectedAmmunition.type !== 'handload') throw new Error('The fixture is not a handload session');
  const start = {
    ...sessionFixtures.handload,
    selectedAmmunition: { ...selectedAmmunition, loadDevelopmentId: loadId },
    selectedFirearm: { ...selectedFirearm, id: firearmId },
  };
  await serverAnswer(db, async () => {
    await addFirearm(db, uid, firearmFixtures.tikka, firearmId);
    await addLoadDevelopment(db, uid, loadFixtures.creedmoorMatch, loadId);
    await startSession(db, uid, start, `${uid}-active`);
    await startSession(db, uid, start, `${uid}-completed`);
  });
  const session = (id: string) => getDoc(sessionRef(db, id)).then((snapshot) => snapshot.data()!);
  for (const id of [`${uid}-active`, `${uid}-completed`]) {
    await serverAnswer(
      db,
      async () => appendShot(db, await session(id), { velocity: 2805, impact: 0.4, note: '' }).stored,
    );
  }
  await serverAnswer(db, async () => endSession(db, await session(`${uid}-completed`)));
  // A write's receipt, as the app's journal adds to each batch (src/lib/sync/receipts.ts).
  await seedDoc(env(), `${COLLECTIONS.syncReceipts}/${uid}-write`, {
    userId: uid,
    at: new Date(),
    expireAt: new Date(),
  });
}

/**
 * Where the server still holds something of `uid`: one entry per document that names it as its
 * owner, in any collection on the server (not only the ones the app knows), and its profile.
 */
async function leftOf(uid: string): Promise<string[]> {
  const left: string[] = [];
  for (const name of await serverCollectionIds()) {
    for (const _found of await serverDocsWhere(name, 'userId', uid)) left.push(name);
  }
  if (await serverDoc(`${COLLECTIONS.users}/${uid}`)) left.push(COLLECTIONS.users);
  return left.sort();
}

/** Everything of `uid` on the server, field for field (to prove something was not touched). */
async function everythingOf(uid: string) {
  const records: Record<string, unknown> = { profile: await serverDoc(`${COLLECTIONS.users}/${uid}`) };
  for (const name of await serverCollectionIds()) records[name] = await serverDocsWhere(name, 'userId', uid);
  return records;
}

// Each session comes with its summary; the receipt is seeded.
const SEEDED = [
  'firearms',
  'loadDevelopment',
  'sessionSummary',
  'sessionSummary',
  'shootingSession',
  'shootingSession',
  'syncReceipts',
  'users',
];

/** localStorage for this Node test, so this device's mark of a deletion is kept as in a browser. */
function deviceStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deleteAccount', () => {
  it('deletes every record of the account in every collection, then its profile and its Auth user; another account keeps everything', async () => {
    const ada = await newAccount('delete-all');
    await seedRecords(ada);
    // A record that fails its schema (an older version, a bug) is the account's too.
    await seedDoc(env(), `${COLLECTIONS.firearms}/${ada.uid}-unreadable`, { userId: ada.uid, name: 42 });
    const bob = await newAccount('delete-other');
    await seedRecords(bob);
    expect(await leftOf(ada.uid)).toEqual([...SEEDED, 'firearms'].sort());
    const bobsBefore = await everythingOf(bob.uid);

    const progress: number[] = [];
    await deleteAccount(ada.auth, ada.db, { email: ada.email, password: PASSWORD }, (deleted) =>
      progress.push(deleted),
    );

    expect(await leftOf(ada.uid)).toEqual([]);
    expect(ada.auth.currentUser).toBeNull();
    await expect(accountUid(ada.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
    expect(progress.at(-1)).toBe(8);
    expect(await everythingOf(bob.uid)).toEqual(bobsBefore);
    expect(await accountUid(bob.email, PASSWORD)).toBe(bob.uid);
  });

  it(`deletes more records than one batch holds (${DELETE_BATCH_SIZE}), batch after batch`, async () => {
    const ada = await newAccount('delete-many');
    await completeProfile(ada.db, ada.user);
    const count = DELETE_BATCH_SIZE + 20;
    await env().withSecurityRulesDisabled(async (context) => {
      const db = apiDb(context);
      for (let first = 0; first < count; first += DELETE_BATCH_SIZE) {
        const batch = writeBatch(db);
        for (let index = first; index < Math.min(count, first + DELETE_BATCH_SIZE); index += 1) {
          batch.set(doc(db, COLLECTIONS.firearms, `${ada.uid}-${index}`), { userId: ada.uid });
        }
        await batch.commit();
      }
    });

    const progress: number[] = [];
    await deleteAccount(ada.auth, ada.db, { email: ada.email, password: PASSWORD }, (deleted) =>
      progress.push(deleted),
    );

    expect(progress).toEqual([DELETE_BATCH_SIZE, count]);
    expect(await leftOf(ada.uid)).toEqual([]);
    await expect(accountUid(ada.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('deletes an account whose signup never wrote its profile', async () => {
    const ada = await newAccount('delete-no-profile');
    await serverAnswer(ada.db, () => addFirearm(ada.db, ada.uid, firearmFixtures.tikka, `${ada.uid}-firearm`));
    expect(await leftOf(ada.uid)).toEqual(['firearms']);

    await deleteAccount(ada.auth, ada.db, { email: ada.email, password: PASSWORD });

    expect(await leftOf(ada.uid)).toEqual([]);
    await expect(accountUid(ada.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('refuses a wrong password and writes nothing', async () => {
    const ada = await newAccount('delete-wrong-password');
    await seedRecords(ada);
    const before = await everythingOf(ada.uid);

    const refusal = await deleteAccount(ada.auth, ada.db, { email: ada.email, password: 'not-my-password' }).catch(
      (error: unknown) => error,
    );

    // auth/invalid-credential where email enumeration protection is on.
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(errorCode(refusal));
    expect(await everythingOf(ada.uid)).toEqual(before);
    expect(await accountUid(ada.email, PASSWORD)).toBe(ada.uid);
  });

  it("refuses an email that is not the account's (another account's) and writes nothing", async () => {
    const ada = await newAccount('delete-wrong-email');
    await seedRecords(ada);
    const bob = await newAccount('delete-wrong-email-other');
    const before = await everythingOf(ada.uid);

    const refusal = await deleteAccount(ada.auth, ada.db, { email: bob.email, password: PASSWORD }).catch(
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(AccountDeletionError);
    expect(errorCode(refusal)).toBe(ACCOUNT_EMAIL_MISMATCH);
    expect(await everythingOf(ada.uid)).toEqual(before);
    expect(await accountUid(ada.email, PASSWORD)).toBe(ada.uid);
    expect(await accountUid(bob.email, PASSWORD)).toBe(bob.uid);
  });
});

describe('an interrupted deletion, finished by the next sign-in', () => {
  it("is finished on another device: the network lost after the first listing's records, the profile marked", async () => {
    const ada = await newAccount('delete-interrupted');
    await seedRecords(ada);
    // More firearms than one listing takes (500 a collection): the deletion lists them again.
    await env().withSecurityRulesDisabled(async (context) => {
      const batch = writeBatch(apiDb(context));
      for (let index = 0; index < DELETE_BATCH_SIZE; index += 1) {
        batch.set(doc(apiDb(context), COLLECTIONS.firearms, `${ada.uid}-more-${index}`), { userId: ada.uid });
      }
      await batch.commit();
    });

    // The connection goes once what the first listing found is deleted (two batches): the sessions,
    // their summaries, the load, 500 of the 501 firearms and the receipt.
    const firstListing = 2 + 2 + 1 + DELETE_BATCH_SIZE + 1;
    const stopped = await deleteAccount(ada.auth, ada.db, { email: ada.email, password: PASSWORD }, (deleted) => {
      if (deleted === firstListing) void disableNetwork(ada.db);
    }).catch((error: unknown) => error);

    expect(stopped).toBeInstanceOf(AccountDeletionError);
    expect(errorCode(stopped)).toBe(ACCOUNT_DELETION_INTERRUPTED);
    expect(await leftOf(ada.uid)).toEqual(['firearms', 'users']);
    expect((await serverDoc(`${COLLECTIONS.users}/${ada.uid}`))?.deletionRequestedAt?.timestampValue).toEqual(
      expect.any(String),
    );
    expect(await accountUid(ada.email, PASSWORD)).toBe(ada.uid);

    // The next sign-in, on a device that knows nothing of it: the profile's mark tells it.
    const next = await signIn(ada.email);
    const profile = await serverDoc(`${COLLECTIONS.users}/${ada.uid}`);
    expect(await completeProfile(next.db, next.user)).toBe('already-complete');
    expect(await serverDoc(`${COLLECTIONS.users}/${ada.uid}`)).toEqual(profile);
    let told = false;
    expect(
      await finishAccountDeletionIfRequested(next.auth, next.db, next.user, {
        onFinishing: () => {
          told = true;
        },
      }),
    ).toBe('finished');

    expect(told).toBe(true);
    expect(await leftOf(ada.uid)).toEqual([]);
    expect(next.auth.currentUser).toBeNull();
    await expect(accountUid(ada.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });

  it('is finished on this device when it stopped with the profile deleted and the account not, and the profile is not made again', async () => {
    vi.stubGlobal('localStorage', deviceStorage());
    const ada = await newAccount('delete-window');
    await seedRecords(ada);
    // As a deletion that stopped late leaves it (some records, the profile and its mark gone; the
    // account and this device's mark still there).
    rememberAccountDeletion(ada.uid);
    await env().withSecurityRulesDisabled(async (context) => {
      const db = apiDb(context);
      await deleteDoc(doc(db, COLLECTIONS.shootingSession, `${ada.uid}-active`));
      await deleteDoc(doc(db, COLLECTIONS.users, ada.uid));
    });
    expect(await leftOf(ada.uid)).toEqual([
      'firearms',
      'loadDevelopment',
      'sessionSummary',
      'sessionSummary',
      'shootingSession',
      'syncReceipts',
    ]);

    const next = await signIn(ada.email);
    expect(await completeProfile(next.db, next.user)).toBe('deletion-under-way');
    expect(await serverDoc(`${COLLECTIONS.users}/${ada.uid}`)).toBeNull();
    expect(await finishAccountDeletionIfRequested(next.auth, next.db, next.user)).toBe('finished');

    expect(await leftOf(ada.uid)).toEqual([]);
    await expect(accountUid(ada.email, PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
    expect(accountDeletionRemembered(ada.uid)).toBe(false);
  });

  it('leaves an account with no deletion under way as it is', async () => {
    const ada = await newAccount('delete-none');
    await seedRecords(ada);
    const before = await everythingOf(ada.uid);

    expect(await finishAccountDeletionIfRequested(ada.auth, ada.db, ada.user)).toBe('not-requested');

    expect(await everythingOf(ada.uid)).toEqual(before);
    expect(ada.auth.currentUser?.uid).toBe(ada.uid);
  });
});
