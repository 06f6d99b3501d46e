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
import { loadFixtures } from '@/features/loads/fixtures';
import {
  addLoadDevelopment,
  deleteLoadDevelopment,
  setLoadStatus,
  updateLoadDevelopment,
  userLoadsQuery,
} from '@/features/loads/loads-api';
import { NO_CASE_DETAILS, NO_SEATING } from '@/features/loads/recipe-schema';
import { LOAD_STATUSES, type LoadFields, type LoadStatus } from '@/features/loads/schema';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
const anon = () => apiDb(env().unauthenticatedContext());

const ID = 'creedmoor';
const PATH = `loadDevelopment/${ID}`;
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const creedmoor = loadFixtures.creedmoorMatch;
const { bullet, powder } = creedmoor;
const caseDetails = creedmoor.caseDetails!;
const seating = creedmoor.seating!;
/** The Creedmoor load as loads were stored before the case, seating and BC existed: none of their keys. */
const { caseDetails: _case, seating: _seating, ...creedmoorBeforeRecipe } = creedmoor;
const { bc: _bc, dragModel: _dragModel, ...bulletBeforeBc } = bullet;
const beforeRecipe = { ...creedmoorBeforeRecipe, bullet: bulletBeforeBc };
const { annealMethod: _annealMethod, ...caseWithoutAnnealMethod } = caseDetails;
const LOAD = { id: ID, name: creedmoor.name };

/** Alice's Creedmoor match load as addLoadDevelopment() creates it, with exactly the given changes (for bad shapes). */
const newLoad = (changes: DocumentData = {}): DocumentData => ({
  ...creedmoor,
  status: 'Planning',
  userId: 'alice',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
/** Alice's Creedmoor match load as stored, with exactly the given changes. */
const storedLoad = (changes: DocumentData = {}): DocumentData => ({
  ...creedmoor,
  status: 'Planning',
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
const create = (db: Firestore, data: DocumentData) => setDoc(doc(db, PATH), data);
const update = (db: Firestore, changes: DocumentData) => updateDoc(doc(db, PATH), changes);
const seedLoad = (changes: DocumentData = {}) => seedDoc(env(), PATH, storedLoad(changes));
/** The api's create for alice's load under the test's id, answered by the server. */
const addLoad = (db: Firestore, fields: LoadFields = creedmoor, userId = 'alice') =>
  serverAnswer(db, () => addLoadDevelopment(db, userId, fields, ID));
const saveLoad = (db: Firestore, fields: LoadFields, status: LoadStatus = 'Testing') =>
  serverAnswer(db, () => updateLoadDevelopment(db, ID, fields, status));

// Each row changes one user-entered field of the Creedmoor fixture; every denied row has a near-identical allowed one.
// Allowed rows go through the api (its schema takes them); denied rows are hand-built, since the schema refuses them.
const allowedFields: [string, Partial<LoadFields>][] = [
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
  ['a BC of 2 (G1)', { bullet: { ...bullet, bc: 2, dragModel: 'G1' } }],
  ['a BC of 0.001 (G7)', { bullet: { ...bullet, bc: 0.001, dragModel: 'G7' } }],
  ['no BC (null) and no drag model', { bullet: { ...bullet, bc: null, dragModel: '' } }],
  ['no BC but a drag model', { bullet: { ...bullet, bc: null, dragModel: 'G7' } }],
  ['an empty case (a form save recording none of it)', { caseDetails: NO_CASE_DETAILS }],
  ['a 100-character case brand', { caseDetails: { ...caseDetails, brand: 'b'.repeat(100) } }],
  ['a trim length of 0', { caseDetails: { ...caseDetails, trimLength: 0 } }],
  ['a shoulder bump of 0.1', { caseDetails: { ...caseDetails, shoulderBump: 0.1 } }],
  ['a shoulder bump of 0', { caseDetails: { ...caseDetails, shoulderBump: 0 } }],
  ['a mandrel', { caseDetails: { ...caseDetails, neckSizer: 'mandrel' } }],
  [
    'no neck sizer, size or tension',
    { caseDetails: { ...caseDetails, neckSizer: '', neckSize: null, neckTension: null } },
  ],
  ['a neck tension of 0.02', { caseDetails: { ...caseDetails, neckTension: 0.02 } }],
  ['an unannealed case', { caseDetails: { ...caseDetails, annealed: false, annealMethod: '' } }],
  ['a 100-character annealing method', { caseDetails: { ...caseDetails, annealMethod: 'a'.repeat(100) } }],
  ['an empty seating (a form save recording none of it)', { seating: NO_SEATING }],
  ['a COAL and CBTO of 0', { seating: { ...seating, coal: 0, cbto: 0 } }],
  ['a 100-character crimp', { seating: { ...seating, crimp: 'c'.repeat(100) } }],
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
  ['the status Done', { status: 'Done' }],
  // The bullet's BC and drag model.
  ['a BC of 0', { bullet: { ...bullet, bc: 0 } }],
  ['a BC of 2.01', { bullet: { ...bullet, bc: 2.01 } }],
  ['a negative BC', { bullet: { ...bullet, bc: -0.3 } }],
  ['an infinite BC', { bullet: { ...bullet, bc: Infinity } }],
  ['a BC given as text', { bullet: { ...bullet, bc: '0.326' } }],
  ['a BC with an empty drag model', { bullet: { ...bullet, dragModel: '' } }],
  ['a BC without a drag model key', { bullet: { ...bulletBeforeBc, bc: 0.326 } }],
  ['the drag model G8', { bullet: { ...bullet, dragModel: 'G8' } }],
  ['a lower-case drag model', { bullet: { ...bullet, dragModel: 'g7' } }],
  ['a null drag model', { bullet: { ...bullet, dragModel: null } }],
  // The case details.
  ['case details with an unknown key', { caseDetails: { ...caseDetails, primerPocket: 'uniformed' } }],
  ['case details without an annealing method key', { caseDetails: caseWithoutAnnealMethod }],
  ['case details given as text', { caseDetails: 'Lapua, trimmed' }],
  ['null case details', { caseDetails: null }],
  ['a 101-character case brand', { caseDetails: { ...caseDetails, brand: 'b'.repeat(101) } }],
  ['a null case brand', { caseDetails: { ...caseDetails, brand: null } }],
  ['a negative trim length', { caseDetails: { ...caseDetails, trimLength: -1.91 } }],
  ['a trim length given as text', { caseDetails: { ...caseDetails, trimLength: '1.910' } }],
  ['a shoulder bump of 0.11', { caseDetails: { ...caseDetails, shoulderBump: 0.11 } }],
  ['a negative shoulder bump', { caseDetails: { ...caseDetails, shoulderBump: -0.001 } }],
  ['the neck sizer collet', { caseDetails: { ...caseDetails, neckSizer: 'collet' } }],
  ['a negative neck size', { caseDetails: { ...caseDetails, neckSize: -0.288 } }],
  ['an infinite neck size', { caseDetails: { ...caseDetails, neckSize: Infinity } }],
  ['a neck tension of 0.021', { caseDetails: { ...caseDetails, neckTension: 0.021 } }],
  ['a neck tension given as text', { caseDetails: { ...caseDetails, neckTension: '0.002' } }],
  ['annealed given as text', { caseDetails: { ...caseDetails, annealed: 'yes' } }],
  ['annealed null', { caseDetails: { ...caseDetails, annealed: null } }],
  ['a 101-character annealing method', { caseDetails: { ...caseDetails, annealMethod: 'a'.repeat(101) } }],
  // The seating.
  ['a seating with an unknown key', { seating: { ...seating, jump: 0.02 } }],
  ['a seating without a crimp key', { seating: { coal: seating.coal, cbto: seating.cbto } }],
  ['a seating given as a list', { seating: [2.8, 2.21] }],
  ['null seating', { seating: null }],
  ['a negative COAL', { seating: { ...seating, coal: -2.8 } }],
  ['a COAL given as text', { seating: { ...seating, coal: '2.800' } }],
  ['an infinite CBTO', { seating: { ...seating, cbto: Infinity } }],
  ['a negative CBTO', { seating: { ...seating, cbto: -0.001 } }],
  ['a 101-character crimp', { seating: { ...seating, crimp: 'c'.repeat(101) } }],
  ['a null crimp', { seating: { ...seating, crimp: null } }],
];

describe('loadDevelopment/{id} rules', () => {
  describe('create', () => {
    it('lets a user create their own load with addLoadDevelopment, as Planning with server timestamps', async () => {
      const db = alice();
      await assertSucceeds(addLoad(db));
      const stored = await getDoc(doc(db, PATH));
      expect(stored.get('status')).toBe('Planning');
      expect(stored.get('sessions')).toBeUndefined();
    });

    it('lets a user create the varmint fixture, with its empty goal and no powder charge', async () => {
      await assertSucceeds(addLoad(alice(), loadFixtures.varmint));
    });

    it.each(allowedFields)('lets a user create a load with %s', async (_what, changes) => {
      await assertSucceeds(addLoad(alice(), { ...creedmoor, ...changes }));
    });

    it.each(deniedFields)('denies creating a load with %s', async (_what, changes) => {
      await assertFails(create(alice(), newLoad(changes)));
    });

    it.each<[string, DocumentData]>([
      ['the status Testing', { status: 'Testing' }],
      ['a stored session count (figures are derived, never stored)', { sessions: 0 }],
      ['a stored best group', { bestGroup: null }],
      ['a stored lastTested', { lastTested: null }],
    ])('denies creating a load that starts with %s', async (_what, changes) => {
      await assertFails(create(alice(), newLoad(changes)));
    });

    it("denies creating a load in another user's name (a forged userId)", async () => {
      await assertFails(addLoad(alice(), creedmoor, 'bob'));
    });

    it('denies another user creating a load with userId alice', async () => {
      await assertFails(addLoad(bob()));
    });

    it('denies an anonymous create with userId alice', async () => {
      await assertFails(addLoad(anon()));
    });

    it('denies a load with an unknown key', async () => {
      await assertFails(create(alice(), newLoad({ seatingDepth: 0.02 })));
    });

    it('denies a load without a cartridge', async () => {
      await assertFails(create(alice(), newLoadWithout('cartridge')));
    });

    it('denies a load without a status', async () => {
      await assertFails(create(alice(), newLoadWithout('status')));
    });

    it('denies a client-chosen createdAt', async () => {
      await assertFails(create(alice(), newLoad({ createdAt: Timestamp.fromMillis(0) })));
    });

    it('denies a client-chosen updatedAt', async () => {
      await assertFails(create(alice(), newLoad({ updatedAt: Timestamp.now() })));
    });
  });

  describeOwnerOnlyReads({
    env,
    collectionName: 'loadDevelopment',
    id: ID,
    noun: 'load',
    plural: 'loads',
    stored: storedLoad,
    field: 'name',
    value: creedmoor.name,
    appQueries: { userLoadsQuery },
  });

  describe('a load saved before the case, seating and BC existed', () => {
    it('may still be created without any of their keys', async () => {
      await assertSucceeds(addLoad(alice(), beforeRecipe));
      const stored = await getDoc(doc(alice(), PATH));
      expect(stored.get('seating')).toBeUndefined();
      expect(stored.get('bullet')).toEqual(bulletBeforeBc);
    });

    it('may be updated without them (its status, a field), and a form save adds them', async () => {
      await seedDoc(env(), PATH, {
        ...beforeRecipe,
        status: 'Planning',
        userId: 'alice',
        createdAt: STORED_AT,
        updatedAt: STORED_AT,
      });
      await assertSucceeds(serverAnswer(alice(), (db) => setLoadStatus(db, LOAD, 'Testing')));
      await assertSucceeds(update(alice(), { notes: 'Jumped 0.020".', updatedAt: serverTimestamp() }));
      const db = alice();
      await assertSucceeds(saveLoad(db, creedmoor));
      const stored = await getDoc(doc(db, PATH));
      expect(stored.get('seating')).toEqual(seating);
      expect(stored.get('caseDetails')).toEqual(caseDetails);
      expect(stored.get('bullet')).toEqual(bullet);
    });

    it('denies adding a case or seating out of shape to it', async () => {
      await seedDoc(env(), PATH, {
        ...beforeRecipe,
        status: 'Planning',
        userId: 'alice',
        createdAt: STORED_AT,
        updatedAt: STORED_AT,
      });
      await assertFails(update(alice(), { seating: { ...seating, coal: -1 }, updatedAt: serverTimestamp() }));
      await assertFails(update(alice(), { caseDetails: { ...caseDetails, extra: 1 }, updatedAt: serverTimestamp() }));
      await assertFails(update(alice(), { 'bullet.bc': 0.326, updatedAt: serverTimestamp() }));
    });

    it('lets the owner remove the case and seating again (the load reads as one saved before them)', async () => {
      await seedLoad();
      await assertSucceeds(
        update(alice(), { caseDetails: deleteField(), seating: deleteField(), updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('update', () => {
    it('lets the owner save every field and the status with updateLoadDevelopment', async () => {
      await seedLoad();
      const db = alice();
      await assertSucceeds(saveLoad(db, loadFixtures.varmint, 'Testing'));
      const stored = await getDoc(doc(db, PATH));
      expect(stored.get('name')).toBe(loadFixtures.varmint.name);
      expect(stored.get('status')).toBe('Testing');
    });

    it.each(LOAD_STATUSES)('lets the owner set the status %s with setLoadStatus', async (status) => {
      await seedLoad({ status: status === 'Planning' ? 'Testing' : 'Planning' });
      await assertSucceeds(serverAnswer(alice(), (db) => setLoadStatus(db, LOAD, status)));
    });

    it.each(allowedFields)('lets the owner update a load to %s', async (_what, changes) => {
      await seedLoad();
      await assertSucceeds(saveLoad(alice(), { ...creedmoor, ...changes }));
    });

    it.each(deniedFields)('denies updating a load to %s', async (_what, changes) => {
      await seedLoad();
      await assertFails(update(alice(), { ...changes, updatedAt: serverTimestamp() }));
    });

    it('denies a save that carries a stored roll-up along with the form fields', async () => {
      await seedLoad();
      await assertFails(update(alice(), { ...creedmoor, sessions: 0, updatedAt: serverTimestamp() }));
    });

    it.each<[string, DocumentData]>([
      ['a session count', { sessions: 1 }],
      ['a best group', { bestGroup: 0.3 }],
      ['a lastTested time', { lastTested: serverTimestamp() }],
    ])('denies adding a stored roll-up to a load: %s', async (_what, changes) => {
      await seedLoad();
      await assertFails(update(alice(), { ...changes, updatedAt: serverTimestamp() }));
    });

    it('denies updating a stored load whose createdAt is not a timestamp', async () => {
      await seedLoad({ createdAt: '2023-11-14' });
      await assertFails(saveLoad(alice(), creedmoor));
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
      await assertFails(update(alice(), { status: 'Testing' }));
    });

    it('denies an update with a client-chosen updatedAt', async () => {
      await seedLoad();
      await assertFails(update(alice(), { status: 'Testing', updatedAt: Timestamp.now() }));
    });

    it('denies another user saving the load', async () => {
      await seedLoad();
      await assertFails(saveLoad(bob(), creedmoor));
    });

    it('denies another user setting its status', async () => {
      await seedLoad();
      await assertFails(serverAnswer(bob(), (db) => setLoadStatus(db, LOAD, 'Complete')));
    });

    it('denies another user taking the load over', async () => {
      await seedLoad();
      await assertFails(update(bob(), { userId: 'bob', updatedAt: serverTimestamp() }));
    });

    it('denies an anonymous update', async () => {
      await seedLoad();
      await assertFails(saveLoad(anon(), creedmoor));
    });
  });

  describe('delete', () => {
    it('lets the owner delete their load with deleteLoadDevelopment', async () => {
      await seedLoad();
      const db = alice();
      await assertSucceeds(serverAnswer(db, () => deleteLoadDevelopment(db, LOAD)));
      expect((await getDoc(doc(db, PATH))).exists()).toBe(false);
    });

    it('denies another user deleting the load', async () => {
      await seedLoad();
      await assertFails(serverAnswer(bob(), (db) => deleteLoadDevelopment(db, LOAD)));
    });

    it('denies an anonymous delete', async () => {
      await seedLoad();
      await assertFails(serverAnswer(anon(), (db) => deleteLoadDevelopment(db, LOAD)));
    });
  });
});
