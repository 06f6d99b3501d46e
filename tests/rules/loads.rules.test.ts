import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firearmFixtures } from '../../src/features/firearms/fixtures';
import { loadFixtures } from '../../src/features/loads/fixtures';
import { NEW_LOAD_ROLLUP } from '../../src/features/loads/schema';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { seedDoc, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => env().authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => env().authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
const anon = () => env().unauthenticatedContext().firestore();
type Db = ReturnType<typeof alice>;

const PATH = 'loadDevelopment/creedmoor';
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const { bullet, powder } = loadFixtures.creedmoorMatch;

/** Alice's Creedmoor match load as the app creates it (Planning, never tested), with exactly the given changes. */
const newLoad = (changes: DocumentData = {}): DocumentData => ({
  ...loadFixtures.creedmoorMatch,
  ...NEW_LOAD_ROLLUP,
  userId: 'alice',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
/** Alice's Creedmoor match load as stored, with exactly the given changes. */
const storedLoad = (changes: DocumentData = {}): DocumentData => ({
  ...loadFixtures.creedmoorMatch,
  ...NEW_LOAD_ROLLUP,
  userId: 'alice',
  createdAt: STORED_AT,
  updatedAt: STORED_AT,
  ...changes,
});
const newLoadWithout = (key: string): DocumentData => {
  const data = newLoad();
  delete data[key];
  return data;
};
const create = (db: Db, data: DocumentData) => setDoc(doc(db, PATH), data);
const update = (db: Db, changes: DocumentData) => updateDoc(doc(db, PATH), changes);
const seedLoad = () => seedDoc(env(), PATH, storedLoad());
/** What ending a shooting session writes to the load. */
const rollup = () => ({
  sessions: 1,
  bestGroup: 0.42,
  lastTested: serverTimestamp(),
  status: 'Testing',
  updatedAt: serverTimestamp(),
});

// Each row changes one user-entered field of the Creedmoor fixture; every denied row has a near-identical allowed one.
const allowedFields: [string, DocumentData][] = [
  ['a one-character name', { name: 'L' }],
  ['a 100-character name', { name: 'n'.repeat(100) }],
  ['a 100-character cartridge', { cartridge: 'c'.repeat(100) }],
  ['no goal (an empty string)', { goal: '' }],
  ['the goal plinking', { goal: 'plinking' }],
  ['a bullet weight of 0', { bullet: { ...bullet, weight: 0 } }],
  ['a bullet weight of 140.5', { bullet: { ...bullet, weight: 140.5 } }],
  ['a bullet with no manufacturer (an empty string)', { bullet: { ...bullet, manufacturer: '' } }],
  ['a 100-character bullet manufacturer', { bullet: { ...bullet, manufacturer: 'h'.repeat(100) } }],
  ['a 100-character bullet type', { bullet: { ...bullet, type: 't'.repeat(100) } }],
  ['no powder charge (null)', { powder: { ...powder, weight: null } }],
  ['a whole-grain powder charge', { powder: { ...powder, weight: 41 } }],
  ['a 100-character primer', { primer: 'p'.repeat(100) }],
  ['a 100-character brass', { brass: 'b'.repeat(100) }],
  ['2000-character notes', { notes: 'n'.repeat(2000) }],
  ['empty notes', { notes: '' }],
];
const deniedFields: [string, DocumentData][] = [
  ['an empty name', { name: '' }],
  ['a 101-character name', { name: 'n'.repeat(101) }],
  ['a number for a name', { name: 42 }],
  ['a 101-character cartridge', { cartridge: 'c'.repeat(101) }],
  ['the goal fast', { goal: 'fast' }],
  ['a capitalised goal', { goal: 'Plinking' }],
  ['a null goal', { goal: null }],
  ['a negative bullet weight', { bullet: { ...bullet, weight: -1 } }],
  ['a bullet weight given as text', { bullet: { ...bullet, weight: '140' } }],
  ['a bullet with an extra key', { bullet: { ...bullet, ballisticCoefficient: 0.315 } }],
  ['a bullet without a manufacturer key', { bullet: { weight: bullet.weight, type: bullet.type } }],
  ['a 101-character bullet manufacturer', { bullet: { ...bullet, manufacturer: 'h'.repeat(101) } }],
  ['a null bullet manufacturer', { bullet: { ...bullet, manufacturer: null } }],
  ['a bullet with an empty type', { bullet: { ...bullet, type: '' } }],
  ['a 101-character bullet type', { bullet: { ...bullet, type: 't'.repeat(101) } }],
  ['a bullet given as text', { bullet: '140 gr ELD Match' }],
  ['a negative powder charge', { powder: { ...powder, weight: -0.5 } }],
  ['a powder charge given as text', { powder: { ...powder, weight: '41.5' } }],
  ['a powder with an extra key', { powder: { ...powder, lot: 'A1' } }],
  ['a powder without a weight key', { powder: { type: powder.type } }],
  ['a powder with an empty type', { powder: { ...powder, type: '' } }],
  ['an empty primer', { primer: '' }],
  ['a 101-character brass', { brass: 'b'.repeat(101) }],
  ['2001-character notes', { notes: 'n'.repeat(2001) }],
];

describe('loadDevelopment/{id} rules', () => {
  describe('create', () => {
    it('lets a user create their own load, Planning and never tested, with server timestamps', async () => {
      await assertSucceeds(create(alice(), newLoad()));
    });

    it('lets a user create the varmint fixture, with its empty goal and no powder charge', async () => {
      await assertSucceeds(create(alice(), { ...newLoad(), ...loadFixtures.varmint }));
    });

    it.each(allowedFields)('lets a user create a load with %s', async (_what, changes) => {
      await assertSucceeds(create(alice(), newLoad(changes)));
    });

    it.each(deniedFields)('denies creating a load with %s', async (_what, changes) => {
      await assertFails(create(alice(), newLoad(changes)));
    });

    it.each<[string, DocumentData]>([
      ['the status Testing', { status: 'Testing' }],
      ['one session', { sessions: 1 }],
      ['a best group of 0.5', { bestGroup: 0.5 }],
      ['a lastTested time', { lastTested: serverTimestamp() }],
    ])('denies creating a load that starts with %s', async (_what, changes) => {
      await assertFails(create(alice(), newLoad(changes)));
    });

    it("denies creating a load in another user's name (a forged userId)", async () => {
      await assertFails(create(alice(), newLoad({ userId: 'bob' })));
    });

    it('denies another user creating a load with userId alice', async () => {
      await assertFails(create(bob(), newLoad()));
    });

    it('denies an anonymous create with userId alice', async () => {
      await assertFails(create(anon(), newLoad()));
    });

    it('denies a load with an unknown key', async () => {
      await assertFails(create(alice(), newLoad({ seatingDepth: 0.02 })));
    });

    it('denies a load without a cartridge', async () => {
      await assertFails(create(alice(), newLoadWithout('cartridge')));
    });

    it('denies a load with no lastTested key at all, since never is stored as null', async () => {
      await assertFails(create(alice(), newLoadWithout('lastTested')));
    });

    it('denies a client-chosen createdAt', async () => {
      await assertFails(create(alice(), newLoad({ createdAt: Timestamp.fromMillis(0) })));
    });

    it('denies a client-chosen updatedAt', async () => {
      await assertFails(create(alice(), newLoad({ updatedAt: Timestamp.now() })));
    });
  });

  describeOwnerOnlyReads({ env, collectionName: 'loadDevelopment', id: 'creedmoor', noun: 'load', plural: 'loads', stored: storedLoad, field: 'name', value: loadFixtures.creedmoorMatch.name });

  describe('update', () => {
    it('lets the owner save every form field', async () => {
      await seedLoad();
      await assertSucceeds(update(alice(), { ...loadFixtures.varmint, updatedAt: serverTimestamp() }));
    });

    it('lets the owner roll a finished session up into the load', async () => {
      await seedLoad();
      await assertSucceeds(update(alice(), rollup()));
    });

    it('lets the owner count a session with increment()', async () => {
      await seedLoad();
      await assertSucceeds(update(alice(), { ...rollup(), sessions: increment(1) }));
    });

    it("lets the owner end a session in one batch with the firearm's round count", async () => {
      await seedLoad();
      await seedDoc(env(), 'firearms/tikka', {
        ...firearmFixtures.tikka,
        userId: 'alice',
        createdAt: STORED_AT,
        updatedAt: STORED_AT,
      });
      const db = alice();
      const batch = writeBatch(db);
      batch.update(doc(db, 'firearms/tikka'), { roundCount: increment(20), updatedAt: serverTimestamp() });
      batch.update(doc(db, PATH), rollup());
      await assertSucceeds(batch.commit());
    });

    it.each<[string, DocumentData]>([
      ['a best group of 0', { bestGroup: 0 }],
      ['no best group (null)', { bestGroup: null }],
      ['no sessions', { sessions: 0 }],
      ['no lastTested (null)', { lastTested: null }],
      ['a stored lastTested time', { lastTested: Timestamp.fromMillis(1_700_000_000_000) }],
      ['the status In Progress', { status: 'In Progress' }],
      ['the status Complete', { status: 'Complete' }],
      ['the status Planning', { status: 'Planning' }],
    ])('lets the owner roll up %s', async (_what, changes) => {
      await seedLoad();
      await assertSucceeds(update(alice(), { ...rollup(), ...changes }));
    });

    it.each<[string, DocumentData]>([
      ['a negative best group', { bestGroup: -0.1 }],
      ['a best group given as text', { bestGroup: '0.4' }],
      ['negative sessions', { sessions: -1 }],
      ['fractional sessions', { sessions: 1.5 }],
      ['sessions given as text', { sessions: '1' }],
      ['a lastTested date string', { lastTested: '2026-11-01' }],
      ['the status Done', { status: 'Done' }],
    ])('denies rolling up %s', async (_what, changes) => {
      await seedLoad();
      await assertFails(update(alice(), { ...rollup(), ...changes }));
    });

    it.each(allowedFields)('lets the owner update a load to %s', async (_what, changes) => {
      await seedLoad();
      await assertSucceeds(update(alice(), { ...changes, updatedAt: serverTimestamp() }));
    });

    it.each(deniedFields)('denies updating a load to %s', async (_what, changes) => {
      await seedLoad();
      await assertFails(update(alice(), { ...changes, updatedAt: serverTimestamp() }));
    });

    it('denies updating a stored load whose createdAt is not a timestamp', async () => {
      await seedDoc(env(), PATH, storedLoad({ createdAt: '2023-11-14' }));
      await assertFails(update(alice(), rollup()));
    });

    it('denies removing a required key', async () => {
      await seedLoad();
      await assertFails(update(alice(), { notes: deleteField(), updatedAt: serverTimestamp() }));
    });

    it('denies adding an unknown key', async () => {
      await seedLoad();
      await assertFails(update(alice(), { seatingDepth: 0.02, updatedAt: serverTimestamp() }));
    });

    it('denies the owner changing userId', async () => {
      await seedLoad();
      await assertFails(update(alice(), { userId: 'bob', updatedAt: serverTimestamp() }));
    });

    it('denies rewriting createdAt', async () => {
      await seedLoad();
      await assertFails(update(alice(), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    });

    it('denies an update without a server updatedAt', async () => {
      await seedLoad();
      const { updatedAt: _omitted, ...withoutUpdatedAt } = rollup();
      await assertFails(update(alice(), withoutUpdatedAt));
    });

    it('denies an update with a client-chosen updatedAt', async () => {
      await seedLoad();
      await assertFails(update(alice(), { ...rollup(), updatedAt: Timestamp.now() }));
    });

    it('denies another user updating the load', async () => {
      await seedLoad();
      await assertFails(update(bob(), rollup()));
    });

    it('denies another user taking the load over', async () => {
      await seedLoad();
      await assertFails(update(bob(), { userId: 'bob', updatedAt: serverTimestamp() }));
    });

    it('denies an anonymous update', async () => {
      await seedLoad();
      await assertFails(update(anon(), rollup()));
    });
  });

  describe('delete', () => {
    it('lets the owner delete their load', async () => {
      await seedLoad();
      await assertSucceeds(deleteDoc(doc(alice(), PATH)));
    });

    it('denies another user deleting the load', async () => {
      await seedLoad();
      await assertFails(deleteDoc(doc(bob(), PATH)));
    });

    it('denies an anonymous delete', async () => {
      await seedLoad();
      await assertFails(deleteDoc(doc(anon(), PATH)));
    });
  });
});
