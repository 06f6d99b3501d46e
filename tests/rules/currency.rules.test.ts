import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { saveCurrency } from '@/features/units/units-api';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// The account's currency, `currency` in users/{uid} (issue 35, item 5): an ISO 4217 code the app writes is
// allowed, any other value (or anyone else's write) refused.
const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));

const storedProfile = {
  displayName: 'Alice Archer',
  email: 'alice@example.com',
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_000_000),
};
const writeCurrency = (db: Firestore, currency: unknown) =>
  updateDoc(doc(db, 'users/alice'), { currency, updatedAt: serverTimestamp() });

/** Holds a listener on Alice's profile, so it is on this device (the app saves only then). */
async function profileOnDevice(db: Firestore): Promise<() => void> {
  let stop = () => {};
  await new Promise<void>((resolve, reject) => {
    stop = onSnapshot(doc(db, 'users/alice'), () => resolve(), reject);
  });
  return stop;
}

describe('users/{uid} currency rules', () => {
  it('lets the user save a currency through the app (saveCurrency), and change it again', async () => {
    await seedDoc(env(), 'users/alice', storedProfile);
    const db = alice();
    const stop = await profileOnDevice(db);
    await assertSucceeds(serverAnswer(db, () => saveCurrency(db, 'alice', 'EUR')));
    await assertSucceeds(serverAnswer(db, () => saveCurrency(db, 'alice', 'CHF')));
    stop();
    expect((await getDoc(doc(db, 'users/alice'))).data()?.currency).toBe('CHF');
  });

  it('lets a profile be created with a currency, and without one', async () => {
    const profile = { ...storedProfile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { ...profile, currency: 'GBP' }));
    await assertSucceeds(setDoc(doc(bob(), 'users/bob'), { ...profile, email: 'bob@example.com' }));
  });

  it.each<[string, unknown]>([
    ['a lower-case code', 'eur'],
    ['a two-letter code', 'EU'],
    ['a four-letter code', 'EURO'],
    ['a symbol', '€'],
    ['an empty string', ''],
    ['a number', 978],
    ['null', null],
    ['a map', { code: 'EUR' }],
  ])('denies a currency that is %s', async (_what, currency) => {
    await seedDoc(env(), 'users/alice', storedProfile);
    await assertFails(writeCurrency(alice(), currency));
  });

  it('denies a profile created with a forged currency', async () => {
    const profile = { ...storedProfile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, currency: 'dollars' }));
  });

  it("denies another user's write of the currency", async () => {
    await seedDoc(env(), 'users/alice', storedProfile);
    await assertFails(writeCurrency(bob(), 'EUR'));
  });
});
