import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { FACTORY_CATALOGUE_READ_LIMIT } from '@/features/factory-loads/factory-loads-api';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { seedDoc, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => env().authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => env().authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
const anon = () => env().unauthenticatedContext().firestore();
type Db = ReturnType<typeof alice>;

const PATH = 'factoryLoad/federal-gmm';
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);

/** The Federal Gold Medal Match catalogue record as the admin seed writes it, with exactly the given changes. */
const newFactoryLoad = (changes: DocumentData = {}): DocumentData => ({
  ...factoryLoadFixtures.federalGoldMedal,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const newFactoryLoadWithout = (key: string): DocumentData => {
  const data = newFactoryLoad();
  delete data[key];
  return data;
};
const create = (db: Db, data: DocumentData) => setDoc(doc(db, PATH), data);
const seedFactoryLoad = () =>
  seedDoc(env(), PATH, { ...factoryLoadFixtures.federalGoldMedal, createdAt: STORED_AT, updatedAt: STORED_AT });
const catalogue = (db: Db) => collection(db, 'factoryLoad');

describe('factoryLoad/{id} rules', () => {
  describe('read', () => {
    it('lets any signed-in user read a catalogue record', async () => {
      await seedFactoryLoad();
      const snapshot = await assertSucceeds(getDoc(doc(bob(), PATH)));
      expect(snapshot.get('product')).toBe(factoryLoadFixtures.federalGoldMedal.product);
    });

    it(`lets any signed-in user list the catalogue with a limit of ${FACTORY_CATALOGUE_READ_LIMIT}`, async () => {
      await seedFactoryLoad();
      const snapshot = await assertSucceeds(getDocs(query(catalogue(alice()), limit(FACTORY_CATALOGUE_READ_LIMIT))));
      expect(snapshot.size).toBe(1);
    });

    it('denies a list without a limit, whose cost nothing would bound', async () => {
      await seedFactoryLoad();
      await assertFails(getDocs(catalogue(alice())));
    });

    it(`denies a list with a limit above ${FACTORY_CATALOGUE_READ_LIMIT}`, async () => {
      await seedFactoryLoad();
      await assertFails(getDocs(query(catalogue(alice()), limit(FACTORY_CATALOGUE_READ_LIMIT + 1))));
    });

    it('denies an anonymous read', async () => {
      await seedFactoryLoad();
      await assertFails(getDoc(doc(anon(), PATH)));
    });

    it('denies an anonymous list', async () => {
      await seedFactoryLoad();
      await assertFails(getDocs(query(catalogue(anon()), limit(FACTORY_CATALOGUE_READ_LIMIT))));
    });
  });

  describe('create', () => {
    it('lets a signed-in user add a catalogue record of the valid shape, with server timestamps', async () => {
      await assertSucceeds(create(alice(), newFactoryLoad()));
    });

    it('lets a different signed-in user add the same record', async () => {
      await assertSucceeds(create(bob(), newFactoryLoad()));
    });

    it.each<[string, DocumentData]>([
      ['the use Hunting', { use: 'Hunting' }],
      ['the use Subsonic', { use: 'Subsonic' }],
      ['a one-character product', { product: 'P' }],
      ['a 100-character product', { product: 'p'.repeat(100) }],
    ])('lets a signed-in user add a record with %s', async (_what, changes) => {
      await assertSucceeds(create(alice(), newFactoryLoad(changes)));
    });

    it.each<[string, DocumentData]>([
      ['the use Plinking', { use: 'Plinking' }],
      ['the cartridge type Pistol', { cartridgeType: 'Pistol' }],
      ['an empty product', { product: '' }],
      ['a 101-character product', { product: 'p'.repeat(101) }],
      ['a bullet weight given as a number', { bulletWeight: 168 }],
      ['an unknown key', { muzzleVelocity: 2650 }],
      ['a client-chosen createdAt', { createdAt: Timestamp.now() }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
    ])('denies adding a record with %s', async (_what, changes) => {
      await assertFails(create(alice(), newFactoryLoad(changes)));
    });

    it('denies a record without a bullet type', async () => {
      await assertFails(create(alice(), newFactoryLoadWithout('bulletType')));
    });

    it('denies an anonymous create of a valid record', async () => {
      await assertFails(create(anon(), newFactoryLoad()));
    });
  });

  describe('update and delete', () => {
    it('denies a signed-in user changing a catalogue record', async () => {
      await seedFactoryLoad();
      await assertFails(updateDoc(doc(alice(), PATH), { product: 'Gold Medal Berger', updatedAt: serverTimestamp() }));
    });

    it('denies a signed-in user overwriting a catalogue record with a valid one', async () => {
      await seedFactoryLoad();
      await assertFails(create(alice(), newFactoryLoad()));
    });

    it('denies a signed-in user deleting a catalogue record', async () => {
      await seedFactoryLoad();
      await assertFails(deleteDoc(doc(alice(), PATH)));
    });

    it('denies an anonymous delete', async () => {
      await seedFactoryLoad();
      await assertFails(deleteDoc(doc(anon(), PATH)));
    });
  });
});
