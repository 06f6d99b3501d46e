import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addFirearm, deleteFirearm, updateFirearm, userFirearmsQuery } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import type { FirearmFields } from '@/features/firearms/schema';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
const anon = () => apiDb(env().unauthenticatedContext());

const ID = 'tikka';
const PATH = `firearms/${ID}`;
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const tikka = firearmFixtures.tikka;
const TIKKA = { id: ID, name: tikka.name };

/** Alice's Tikka as addFirearm() creates it, with exactly the given changes (for bad shapes). */
const newFirearm = (changes: DocumentData = {}): DocumentData => ({
  ...tikka,
  userId: 'alice',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
/** Alice's Tikka as stored, with exactly the given changes. */
const storedFirearm = (changes: DocumentData = {}): DocumentData => ({
  ...tikka,
  userId: 'alice',
  createdAt: STORED_AT,
  updatedAt: STORED_AT,
  ...changes,
});
const newFirearmWithout = (key: string): DocumentData => {
  const data = newFirearm();
  delete data[key];
  return data;
};
const create = (db: Firestore, data: DocumentData) => setDoc(doc(db, PATH), data);
const update = (db: Firestore, changes: DocumentData) => updateDoc(doc(db, PATH), changes);
const seedTikka = () => seedDoc(env(), PATH, storedFirearm());
/** The api's create for alice's Tikka under the test's id, answered by the server. */
const addTikka = (db: Firestore, fields: FirearmFields = tikka, userId = 'alice') =>
  serverAnswer(db, () => addFirearm(db, userId, fields, ID));
const saveTikka = (db: Firestore, fields: FirearmFields) => serverAnswer(db, () => updateFirearm(db, ID, fields));

// Each row changes one field of the Tikka fixture; every denied row has a near-identical allowed one.
// Allowed rows go through the api (its schema takes them); denied rows are hand-built, since the schema refuses them.
const allowedFields: [string, Partial<FirearmFields>][] = [
  ['a one-character name', { name: 'T' }],
  ['a 100-character name', { name: 'n'.repeat(100) }],
  ['a 100-character make', { make: 'm'.repeat(100) }],
  ['a 100-character model', { model: 'm'.repeat(100) }],
  ['a one-character caliber', { caliber: '6' }],
  ['a 100-character twist', { twist: 't'.repeat(100) }],
  ['a 100-character scope', { scope: 's'.repeat(100) }],
  ['an empty twist', { twist: '' }],
  ['an empty scope', { scope: '' }],
  ['an empty serial number', { serialNumber: '' }],
  ['2000-character notes', { notes: 'n'.repeat(2000) }],
  ['empty notes', { notes: '' }],
  ['no rounds before Rangebook (0)', { roundCount: 0 }],
  ['612 rounds before Rangebook', { roundCount: 612 }],
  ['a barrel length of 24.5', { barrelLength: 24.5 }],
  ['a barrel length of 24', { barrelLength: 24 }],
  ['a barrel length of 0', { barrelLength: 0 }],
  ['no barrel length (null)', { barrelLength: null }],
  ['no purchase date (null)', { purchaseDate: null }],
  ['a purchase date of 2024-03-15', { purchaseDate: '2024-03-15' }],
  ['no last-cleaned date (null)', { lastCleaned: null }],
  ['the action Pump Action', { action: 'Pump Action' }],
  ['the stock Chassis', { stock: 'Chassis' }],
  ['the status Retired', { status: 'Retired' }],
  ['a CBTO to the lands of 2.23 in, measured on 2026-11-01', { cbtoToLands: 2.23, cbtoMeasuredOn: '2026-11-01' }],
  ['a CBTO to the lands of 0', { cbtoToLands: 0 }],
  ['no CBTO to the lands (null) and no day', { cbtoToLands: null, cbtoMeasuredOn: null }],
];
const deniedFields: [string, DocumentData][] = [
  ['an empty name', { name: '' }],
  ['a 101-character name', { name: 'n'.repeat(101) }],
  ['a number for a name', { name: 42 }],
  ['a 101-character make', { make: 'm'.repeat(101) }],
  ['a 101-character model', { model: 'm'.repeat(101) }],
  ['an empty caliber', { caliber: '' }],
  ['a 101-character twist', { twist: 't'.repeat(101) }],
  ['a 101-character scope', { scope: 's'.repeat(101) }],
  ['a 101-character serial number', { serialNumber: 's'.repeat(101) }],
  ['2001-character notes', { notes: 'n'.repeat(2001) }],
  ['null notes', { notes: null }],
  ['rounds before Rangebook given as text', { roundCount: '3' }],
  ['negative rounds before Rangebook', { roundCount: -1 }],
  ['fractional rounds before Rangebook', { roundCount: 1.5 }],
  ['a barrel length of -1', { barrelLength: -1 }],
  ['an infinite barrel length', { barrelLength: Infinity }],
  ['a barrel length given as text', { barrelLength: '24' }],
  ['a purchase date of "yesterday"', { purchaseDate: 'yesterday' }],
  ['a purchase date as a timestamp', { purchaseDate: Timestamp.fromMillis(1_710_460_800_000) }],
  ['a last-cleaned date of 30/10/2026', { lastCleaned: '30/10/2026' }],
  ['the action Flintlock', { action: 'Flintlock' }],
  ['the stock Plastic', { stock: 'Plastic' }],
  ['the status Sold', { status: 'Sold' }],
  ['a lower-case status', { status: 'active' }],
  ['a negative CBTO to the lands', { cbtoToLands: -0.001 }],
  ['an infinite CBTO to the lands', { cbtoToLands: Infinity }],
  ['a CBTO to the lands given as text', { cbtoToLands: '2.23' }],
  ['a CBTO to the lands given as a map', { cbtoToLands: { inches: 2.23 } }],
  ['a lands measurement day of 1/11/2026', { cbtoMeasuredOn: '1/11/2026' }],
  ['a lands measurement day as a timestamp', { cbtoMeasuredOn: Timestamp.fromMillis(1_793_491_200_000) }],
  ['a lands measurement day given as a number', { cbtoMeasuredOn: 20261101 }],
];

/** The Tikka as firearms were stored before the lands could be recorded: neither key. */
const { cbtoToLands: _lands, cbtoMeasuredOn: _measuredOn, ...tikkaBeforeLands } = tikka;

describe('firearms/{id} rules', () => {
  describe('create', () => {
    it('lets a user create their own firearm with addFirearm, with server timestamps', async () => {
      const db = alice();
      await assertSucceeds(addTikka(db));
      expect((await getDoc(doc(db, PATH))).get('roundCount')).toBe(tikka.roundCount);
    });

    it('lets a user create the AR-15 fixture, with its nulls and empty strings', async () => {
      await assertSucceeds(addTikka(alice(), firearmFixtures.ar15));
    });

    it.each(allowedFields)('lets a user create a firearm with %s', async (_what, changes) => {
      await assertSucceeds(addTikka(alice(), { ...tikka, ...changes }));
    });

    it.each(deniedFields)('denies creating a firearm with %s', async (_what, changes) => {
      await assertFails(create(alice(), newFirearm(changes)));
    });

    it("denies creating a firearm in another user's name (a forged userId)", async () => {
      await assertFails(addTikka(alice(), tikka, 'bob'));
    });

    it('denies another user creating a firearm with userId alice', async () => {
      await assertFails(addTikka(bob()));
    });

    it('denies an anonymous create with userId alice', async () => {
      await assertFails(addTikka(anon()));
    });

    it('denies a firearm with an unknown key', async () => {
      await assertFails(create(alice(), newFirearm({ color: 'black' })));
    });

    it('denies a firearm without a caliber', async () => {
      await assertFails(create(alice(), newFirearmWithout('caliber')));
    });

    it('denies a firearm with no purchaseDate key at all, since none is stored as null', async () => {
      await assertFails(create(alice(), newFirearmWithout('purchaseDate')));
    });

    it('denies a client-chosen createdAt', async () => {
      await assertFails(create(alice(), newFirearm({ createdAt: Timestamp.fromMillis(0) })));
    });

    it('denies a client-chosen updatedAt', async () => {
      await assertFails(create(alice(), newFirearm({ updatedAt: Timestamp.now() })));
    });
  });

  describeOwnerOnlyReads({
    env,
    collectionName: 'firearms',
    id: ID,
    noun: 'firearm',
    plural: 'firearms',
    stored: storedFirearm,
    field: 'name',
    value: tikka.name,
    appQueries: { userFirearmsQuery },
  });

  describe('a firearm saved before the CBTO to the lands existed', () => {
    it('may still be created without either key', async () => {
      const firearm = newFirearm();
      delete firearm.cbtoToLands;
      delete firearm.cbtoMeasuredOn;
      await assertSucceeds(create(alice(), firearm));
    });

    it('may be updated without them, and a form save adds them', async () => {
      await seedDoc(env(), PATH, { ...tikkaBeforeLands, userId: 'alice', createdAt: STORED_AT, updatedAt: STORED_AT });
      await assertSucceeds(update(alice(), { roundCount: 700, updatedAt: serverTimestamp() }));
      const db = alice();
      await assertSucceeds(saveTikka(db, { ...tikkaBeforeLands, cbtoToLands: 2.23, cbtoMeasuredOn: '2026-11-01' }));
      expect((await getDoc(doc(db, PATH))).get('cbtoToLands')).toBe(2.23);
    });

    it('denies adding a wrong CBTO to the lands to it', async () => {
      await seedDoc(env(), PATH, { ...tikkaBeforeLands, userId: 'alice', createdAt: STORED_AT, updatedAt: STORED_AT });
      await assertFails(update(alice(), { cbtoToLands: -2.23, updatedAt: serverTimestamp() }));
    });
  });

  describe('update', () => {
    it('lets the owner save every form field with updateFirearm, as the edit form does', async () => {
      await seedTikka();
      const db = alice();
      await assertSucceeds(saveTikka(db, firearmFixtures.ar15));
      expect((await getDoc(doc(db, PATH))).get('name')).toBe(firearmFixtures.ar15.name);
    });

    it('lets the owner correct the rounds before Rangebook alone', async () => {
      await seedTikka();
      await assertSucceeds(update(alice(), { roundCount: 700, updatedAt: serverTimestamp() }));
    });

    it.each(allowedFields)('lets the owner update a firearm to %s', async (_what, changes) => {
      await seedTikka();
      await assertSucceeds(saveTikka(alice(), { ...tikka, ...changes }));
    });

    it.each(deniedFields)('denies updating a firearm to %s', async (_what, changes) => {
      await seedTikka();
      await assertFails(update(alice(), { ...changes, updatedAt: serverTimestamp() }));
    });

    it('denies updating a stored firearm whose createdAt is not a timestamp', async () => {
      await seedDoc(env(), PATH, storedFirearm({ createdAt: '2023-11-14' }));
      await assertFails(saveTikka(alice(), tikka));
    });

    it('denies removing a required key', async () => {
      await seedTikka();
      await assertFails(update(alice(), { notes: deleteField(), updatedAt: serverTimestamp() }));
    });

    it('denies adding an unknown key', async () => {
      await seedTikka();
      await assertFails(update(alice(), { color: 'black', updatedAt: serverTimestamp() }));
    });

    it('denies the owner changing userId', async () => {
      await seedTikka();
      await assertFails(update(alice(), { userId: 'bob', updatedAt: serverTimestamp() }));
    });

    it('denies rewriting createdAt', async () => {
      await seedTikka();
      await assertFails(update(alice(), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    });

    it('denies an update without a server updatedAt', async () => {
      await seedTikka();
      await assertFails(update(alice(), { roundCount: 662 }));
    });

    it('denies an update with a client-chosen updatedAt', async () => {
      await seedTikka();
      await assertFails(update(alice(), { roundCount: 662, updatedAt: Timestamp.now() }));
    });

    it('denies another user updating the firearm', async () => {
      await seedTikka();
      await assertFails(saveTikka(bob(), tikka));
    });

    it('denies another user taking the firearm over', async () => {
      await seedTikka();
      await assertFails(update(bob(), { userId: 'bob', updatedAt: serverTimestamp() }));
    });

    it('denies an anonymous update', async () => {
      await seedTikka();
      await assertFails(saveTikka(anon(), tikka));
    });
  });

  describe('delete', () => {
    it('lets the owner delete their firearm with deleteFirearm', async () => {
      await seedTikka();
      const db = alice();
      await assertSucceeds(serverAnswer(db, () => deleteFirearm(db, TIKKA)));
      expect((await getDoc(doc(db, PATH))).exists()).toBe(false);
    });

    it('denies another user deleting the firearm', async () => {
      await seedTikka();
      await assertFails(serverAnswer(bob(), (db) => deleteFirearm(db, TIKKA)));
    });

    it('denies an anonymous delete', async () => {
      await seedTikka();
      await assertFails(serverAnswer(anon(), (db) => deleteFirearm(db, TIKKA)));
    });
  });
});
