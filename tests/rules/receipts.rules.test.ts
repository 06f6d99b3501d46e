// syncReceipts/{writeId}: the receipt each write's batch carries (src/lib/sync/receipts.ts). The
// app's write is allowed; every attack on a receipt is refused, and a batch sent a second time is
// refused whole for its receipt.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { updateFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { setWriteTracker } from '@/lib/firestore/local';
import { commitOps, type WriteOp } from '@/lib/firestore/write-ops';
import { RECEIPT_KEPT_DAYS, receiptOnServer, receiptOp, receiptPath } from '@/lib/sync/receipts';
import { apiDb, seedDoc, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
const anon = () => apiDb(env().unauthenticatedContext());

const DAY_MS = 24 * 60 * 60 * 1000;
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const ID = 'write-1';
const PATH = receiptPath(ID);

/** A receipt as the app writes it for alice, with exactly the given changes. */
const newReceipt = (changes: DocumentData = {}): DocumentData => ({
  userId: 'alice',
  at: serverTimestamp(),
  expireAt: Timestamp.fromMillis(Date.now() + RECEIPT_KEPT_DAYS * DAY_MS),
  ...changes,
});
const storedReceipt = (userId = 'alice') => ({ userId, at: STORED_AT, expireAt: STORED_AT });
const create = (db: Firestore, data: DocumentData, path = PATH) => setDoc(doc(db, path), data);

async function seedFirearm() {
  await seedDoc(env(), 'firearms/firearm-1', {
    ...firearmFixtures.tikka,
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
    userId: 'alice',
  });
}

describe('syncReceipts: the app’s write', () => {
  it('lands a write with its receipt in one batch, as save() makes it with the journal’s tracker', async () => {
    await seedFirearm();
    const db = alice();
    let receiptId = '';
    let answer: Promise<void> = Promise.resolve();
    setWriteTracker(db, {
      queued: () => (receiptId = crypto.randomUUID()),
      receipt: (id) => receiptOp(id, 'alice', Date.now()),
      stored: () => undefined,
      watch: (_id, write) => (answer = write),
    });
    try {
      await updateFirearm(db, 'firearm-1', { ...firearmFixtures.tikka, notes: 'New stock' });
      await assertSucceeds(answer);
    } finally {
      setWriteTracker(db, null);
    }
    expect(await receiptOnServer(db, receiptId)).toBe('landed');
    const stored = (await getDoc(doc(db, receiptPath(receiptId)))).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(['at', 'expireAt', 'userId']);
  });

  it('refuses a batch sent a second time as a whole, for its receipt: the write lands once', async () => {
    await seedFirearm();
    const db = alice();
    const ops: WriteOp[] = [
      { kind: 'update', path: 'firearms/firearm-1', data: { notes: 'Once', updatedAt: { $serverTime: true } } },
      receiptOp(ID, 'alice', Date.now()),
    ];
    await assertSucceeds(commitOps(db, ops));
    await assertSucceeds(
      updateDoc(doc(db, 'firearms/firearm-1'), { notes: 'Changed since', updatedAt: serverTimestamp() }),
    );
    // The same batch again (a lost answer re-sent, or made again from the journal).
    await assertFails(commitOps(db, ops));
    expect((await getDoc(doc(db, 'firearms/firearm-1'))).get('notes')).toBe('Changed since');
    expect(await receiptOnServer(db, ID)).toBe('landed');
  });
});

describe('syncReceipts: attacks', () => {
  it('refuses a receipt for another user, or by nobody signed in', async () => {
    await assertFails(create(bob(), newReceipt()));
    await assertFails(create(anon(), newReceipt()));
  });

  it('refuses a receipt with a key more or one less', async () => {
    await assertFails(create(alice(), newReceipt({ note: 'extra' })));
    const { expireAt: _expireAt, ...withoutExpiry } = newReceipt();
    await assertFails(create(alice(), withoutExpiry));
    await assertSucceeds(create(alice(), newReceipt()));
  });

  it('refuses a far-future expireAt (a receipt kept for ever), one not a timestamp, and a time not the server’s', async () => {
    await assertFails(create(alice(), newReceipt({ expireAt: Timestamp.fromMillis(Date.now() + 400 * DAY_MS) })));
    await assertFails(create(alice(), newReceipt({ expireAt: Date.now() + DAY_MS })));
    await assertFails(create(alice(), newReceipt({ at: Timestamp.fromMillis(Date.now()) })));
    await assertSucceeds(create(alice(), newReceipt({ expireAt: Timestamp.fromMillis(Date.now() + 80 * DAY_MS) })));
  });

  it('refuses any change to a receipt, by its owner too', async () => {
    await seedDoc(env(), PATH, storedReceipt());
    await assertFails(updateDoc(doc(alice(), PATH), { expireAt: Timestamp.fromMillis(Date.now() + DAY_MS) }));
    await assertFails(create(alice(), newReceipt()));
  });

  it('lets only its owner read a receipt or list theirs; a missing one may be asked about', async () => {
    await seedDoc(env(), PATH, storedReceipt());
    await seedDoc(env(), receiptPath('write-2'), storedReceipt('bob'));
    await assertSucceeds(getDoc(doc(alice(), PATH)));
    await assertFails(getDoc(doc(bob(), PATH)));
    await assertFails(getDoc(doc(anon(), PATH)));
    await assertSucceeds(getDoc(doc(bob(), receiptPath('never-written'))));
    const owned = (db: Firestore, userId: string) =>
      getDocs(query(collection(db, 'syncReceipts'), where('userId', '==', userId)));
    expect((await assertSucceeds(owned(alice(), 'alice'))).size).toBe(1);
    await assertFails(owned(bob(), 'alice'));
    await assertFails(getDocs(collection(alice(), 'syncReceipts')));
  });

  it('lets only its owner delete a receipt', async () => {
    await seedDoc(env(), PATH, storedReceipt());
    await assertFails(deleteDoc(doc(bob(), PATH)));
    await assertSucceeds(deleteDoc(doc(alice(), PATH)));
  });

  it('refuses a receipt while the account is being deleted, as every create', async () => {
    await seedDoc(env(), 'users/alice', {
      displayName: 'Alice',
      email: 'alice@example.com',
      createdAt: STORED_AT,
      updatedAt: STORED_AT,
      deletionRequestedAt: STORED_AT,
    });
    await assertFails(create(alice(), newReceipt()));
  });
});
