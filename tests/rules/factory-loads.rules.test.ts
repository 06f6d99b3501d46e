import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
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
import { factoryCatalogue } from '@/features/factory-loads/catalogue';
import { FACTORY_CATALOGUE_READ_LIMIT } from '@/features/factory-loads/factory-loads-api';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { seedDoc, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => env().authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => env().authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
const anon = () => env().unauthenticatedContext().firestore();
type Db = ReturnType<typeof alice>;

// Federal Gold Medal Match as the catalogue holds it: the id is public (deterministic, in the code).
const GOLD_MEDAL_ID = '308-winchester-federal-gold-medal-match-168';
const PATH = `factoryLoad/${GOLD_MEDAL_ID}`;
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
const create = (db: Db, data: DocumentData, path = PATH) => setDoc(doc(db, path), data);
const seedFactoryLoad = () =>
  seedDoc(env(), PATH, { ...factoryLoadFixtures.federalGoldMedal, createdAt: STORED_AT, updatedAt: STORED_AT });
const catalogue = (db: Db) => collection(db, 'factoryLoad');

describe('factoryLoad/{id} rules', () => {
  it('has the Gold Medal Match fixture as the catalogue record of that id', () => {
    expect(factoryCatalogue.find(({ id }) => id === GOLD_MEDAL_ID)?.fields).toEqual(
      factoryLoadFixtures.federalGoldMedal,
    );
  });

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

    it(`lets any signed-in user count the catalogue with a limit of ${FACTORY_CATALOGUE_READ_LIMIT}`, async () => {
      await seedFactoryLoad();
      const counted = await assertSucceeds(
        getCountFromServer(query(catalogue(bob()), limit(FACTORY_CATALOGUE_READ_LIMIT))),
      );
      expect(counted.data().count).toBe(1);
    });

    it('denies a count without a limit, and an anonymous count', async () => {
      await seedFactoryLoad();
      await assertFails(getCountFromServer(catalogue(alice())));
      await assertFails(getCountFromServer(query(catalogue(anon()), limit(FACTORY_CATALOGUE_READ_LIMIT))));
    });
  });

  describe('create', () => {
    it('lets a signed-in user add a catalogue record under its id, as the catalogue has it, with server timestamps', async () => {
      await assertSucceeds(create(alice(), newFactoryLoad()));
    });

    it('lets a different signed-in user add the same record', async () => {
      await assertSucceeds(create(bob(), newFactoryLoad()));
    });

    it('lets a signed-in user add every one of the 50 records under its own id', async () => {
      const db = alice();
      for (const { id, fields } of factoryCatalogue) {
        await assertSucceeds(
          create(db, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }, `factoryLoad/${id}`),
        );
      }
    });

    it('denies a stranger adding a valid-looking record under a new id (junk every user would read)', async () => {
      await assertFails(create(bob(), newFactoryLoad({ product: 'Junk 1' }), 'factoryLoad/junk-1'));
    });

    it('denies a known record copied under a new id', async () => {
      await assertFails(create(bob(), newFactoryLoad(), 'factoryLoad/federal-gmm'));
    });

    it('denies a known record put under the id of another known record', async () => {
      await assertFails(create(bob(), newFactoryLoad(), 'factoryLoad/308-winchester-pmc-bronze-147'));
    });

    it.each<[string, DocumentData]>([
      ['a product of "RECALLED"', { product: 'RECALLED' }],
      ['a 4000-grain bullet', { bulletWeight: '4000-grain' }],
      ['another caliber', { caliber: '.223 Remington' }],
      ['another manufacturer', { manufacturer: 'Hornady' }],
      ['another bullet type', { bulletType: 'FMJ' }],
      ['another use (a valid one)', { use: 'Hunting' }],
      ['the cartridge type Pistol', { cartridgeType: 'Pistol' }],
      ['a bullet weight given as a number', { bulletWeight: 168 }],
      ['an unknown key', { muzzleVelocity: 2650 }],
      ['a client-chosen createdAt', { createdAt: Timestamp.now() }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
    ])('denies a stranger taking the known id first with %s', async (_what, changes) => {
      await assertFails(create(bob(), newFactoryLoad(changes)));
    });

    it('denies the known record without a bullet type', async () => {
      await assertFails(create(alice(), newFactoryLoadWithout('bulletType')));
    });

    it('denies an anonymous create of the true record', async () => {
      await assertFails(create(anon(), newFactoryLoad()));
    });
  });

  describe('update and delete', () => {
    it('denies a signed-in user changing a catalogue record', async () => {
      await seedFactoryLoad();
      await assertFails(updateDoc(doc(alice(), PATH), { product: 'RECALLED', updatedAt: serverTimestamp() }));
    });

    it('denies a signed-in user overwriting a catalogue record, even with the same content', async () => {
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
