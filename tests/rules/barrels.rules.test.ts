import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeBarrel,
  editCleaning,
  firearmBarrelsQuery,
  recordCleaning,
  removeCleaning,
  saveBarrel,
  userBarrelsQuery,
  type BarrelFirearm,
} from '@/features/barrels/barrels-api';
import { barrelFixtures, cleaningFixtures } from '@/features/barrels/fixtures';
import type { Barrel } from '@/features/barrels/schema';
import { deleteFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));

const AT = Timestamp.fromMillis(1_700_000_000_000);
const stamps = { createdAt: AT, updatedAt: AT };
const TIKKA: BarrelFirearm = { id: 'firearm-1', ...firearmFixtures.tikka };

/** Alice's Bartlein on her Tikka as stored, with the given changes. */
const storedBarrel = (changes: DocumentData = {}): DocumentData => ({
  ...barrelFixtures.bartlein,
  firearmId: 'firearm-1',
  cleanings: [],
  userId: 'alice',
  ...stamps,
  ...changes,
});
/** The same as a create writes it (both times the server's). */
const newBarrel = (changes: DocumentData = {}) =>
  storedBarrel({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...changes });
const create = (db: Firestore, data: DocumentData, id = 'new-barrel') => setDoc(doc(db, `barrels/${id}`), data);
const update = (db: Firestore, changes: DocumentData, id = 'barrel-1') =>
  updateDoc(doc(db, `barrels/${id}`), { ...changes, updatedAt: serverTimestamp() });
const asBarrel = (data: DocumentData, id: string): Barrel =>
  ({ ...data, id, createdAt: new Date(), updatedAt: new Date() }) as Barrel;

beforeEach(async () => {
  await seedDoc(env(), 'firearms/firearm-1', { ...firearmFixtures.tikka, ...stamps, userId: 'alice' });
  await seedDoc(env(), 'firearms/bobs-firearm', { ...firearmFixtures.bergara, ...stamps, userId: 'bob' });
});

describe('barrels/{id} rules: create', () => {
  it.each(Object.entries(barrelFixtures))('lets the owner add the %s barrel to their firearm', async (_key, fields) => {
    await assertSucceeds(create(alice(), newBarrel(fields)));
  });

  it('lets the api change the barrel of a firearm with none recorded: its own barrel written as removed, the new one added', async () => {
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, () => changeBarrel(db, 'alice', TIKKA, [], barrelFixtures.bartlein, 'barrel-2')),
    );
    const added = await getDoc(doc(db, 'barrels/barrel-2'));
    expect(added.get('installedOn')).toBe('2026-06-01');
    expect((await getDoc(doc(db, 'firearms/firearm-1'))).get('barrelLength')).toBe(26);
  });

  it('lets the api change a recorded barrel: the current one removed that day', async () => {
    await seedDoc(env(), 'barrels/barrel-1', storedBarrel({ ...barrelFixtures.factory, removedOn: null }));
    const db = alice();
    const current = asBarrel(storedBarrel({ ...barrelFixtures.factory, removedOn: null }), 'barrel-1');
    await assertSucceeds(
      serverAnswer(db, () => changeBarrel(db, 'alice', TIKKA, [current], barrelFixtures.bartlein, 'barrel-2')),
    );
    expect((await getDoc(doc(db, 'barrels/barrel-1'))).get('removedOn')).toBe('2026-06-01');
  });

  it('refuses, before writing anything, a barrel change without a day or before the current barrel went on', async () => {
    const db = alice();
    const current = asBarrel(storedBarrel({ installedOn: '2026-06-01' }), 'barrel-1');
    await expect(
      changeBarrel(db, 'alice', TIKKA, [current], { ...barrelFixtures.bartlein, installedOn: null }),
    ).rejects.toThrow('A barrel change needs the day the new barrel was installed');
    await expect(
      changeBarrel(db, 'alice', TIKKA, [current], { ...barrelFixtures.bartlein, installedOn: '2026-05-01' }),
    ).rejects.toThrow('The new barrel goes on after “Bartlein 5R”, installed 2026-06-01');
  });

  it('lets the api record the first cleaning of a firearm with no barrel recorded (its barrel made with it)', async () => {
    const db = alice();
    const { id: _id, ...cleaning } = cleaningFixtures.copper;
    await assertSucceeds(serverAnswer(db, () => recordCleaning(db, 'alice', TIKKA, null, cleaning)));
    expect((await getDoc(doc(db, 'firearms/firearm-1'))).get('lastCleaned')).toBe('2026-10-30');
  });

  it('denies a barrel of another user’s firearm, and of a firearm that does not exist', async () => {
    await assertFails(create(alice(), newBarrel({ firearmId: 'bobs-firearm' })));
    await assertFails(create(alice(), newBarrel({ firearmId: 'no-such-firearm' })));
  });

  it('denies a barrel made for another user, or by nobody', async () => {
    await assertFails(create(bob(), newBarrel()));
    await assertFails(create(bob(), newBarrel({ userId: 'bob' })));
    await assertFails(create(apiDb(env().unauthenticatedContext()), newBarrel()));
  });

  it.each<[string, DocumentData]>([
    ['an empty name', { name: '' }],
    ['a 101-character name', { name: 'n'.repeat(101) }],
    ['an installation day that is no date', { installedOn: '1 June 2026' }],
    ['a removal day that is no date', { removedOn: 20260601 }],
    ['a removal before the installation', { installedOn: '2026-06-01', removedOn: '2026-05-31' }],
    ['a negative length', { length: -1 }],
    ['a length as text', { length: '26' }],
    ['an infinite length', { length: Number.POSITIVE_INFINITY }],
    ['a 101-character twist', { twist: 't'.repeat(101) }],
    ['a fraction of a round it came with', { startingRounds: 1.5 }],
    ['negative rounds it came with', { startingRounds: -1 }],
    ['a negative CBTO to the lands', { cbtoToLands: -0.1 }],
    ['a measured day that is no date', { cbtoMeasuredOn: 'yesterday' }],
    ['a cleaning interval of 0', { cleaningInterval: 0 }],
    ['a cleaning interval of a fraction', { cleaningInterval: 150.5 }],
    ['an empty firearm id', { firearmId: '' }],
    ['a log that is no list', { cleanings: {} }],
    ['a log of two cleanings', { cleanings: [cleaningFixtures.copper, { ...cleaningFixtures.copper, id: 'c-2' }] }],
    ['an invalid first cleaning', { cleanings: [{ ...cleaningFixtures.copper, roundsAt: -1 }] }],
    ['a client-supplied creation time', { createdAt: AT }],
    ['an unknown key', { colour: 'black' }],
  ])('denies a barrel with %s', async (_what, changes) => {
    await assertFails(create(alice(), newBarrel(changes)));
  });

  it('denies a barrel missing a key', async () => {
    const { twist: _twist, ...missing } = newBarrel();
    await assertFails(create(alice(), missing));
  });
});

describe('barrels/{id} rules: update', () => {
  beforeEach(async () => {
    await seedDoc(env(), 'barrels/barrel-1', storedBarrel({ cleanings: [cleaningFixtures.copper] }));
    await seedDoc(env(), 'barrels/bobs-barrel', storedBarrel({ userId: 'bob', firearmId: 'bobs-firearm' }));
  });

  it('lets the owner edit a barrel with saveBarrel, and add a cleaning with recordCleaning', async () => {
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, () =>
        saveBarrel(db, 'alice', TIKKA, 'barrel-1', { ...barrelFixtures.bartlein, cbtoToLands: 2.265 }),
      ),
    );
    await assertSucceeds(
      serverAnswer(db, () =>
        recordCleaning(db, 'alice', TIKKA, 'barrel-1', {
          date: '2026-11-20',
          work: 'Patches only',
          roundsAt: 350,
          note: '',
        }),
      ),
    );
    const stored = await getDoc(doc(db, 'barrels/barrel-1'));
    expect(stored.get('cbtoToLands')).toBe(2.265);
    expect(stored.get('cleanings')).toHaveLength(2);
    expect((await getDoc(doc(db, 'firearms/firearm-1'))).get('lastCleaned')).toBe('2026-11-20');
  });

  it('denies another user’s barrel to any write: an edit, a cleaning, a delete', async () => {
    await assertFails(update(alice(), { name: 'Mine now' }, 'bobs-barrel'));
    await assertFails(
      update(alice(), { cleanings: arrayUnion({ ...cleaningFixtures.copper, id: 'c-2' }) }, 'bobs-barrel'),
    );
    await assertFails(deleteDoc(doc(alice(), 'barrels/bobs-barrel')));
    await assertFails(update(bob(), { name: 'Mine now' }));
  });

  it('deletes a firearm’s barrels with it (deleteFirearm), and refuses another user’s in the same batch', async () => {
    // Bob's batch names alice's barrel too: refused whole.
    await assertFails(
      serverAnswer(bob(), (bobs) =>
        deleteFirearm(bobs, { id: 'bobs-firearm', name: 'Bergara' }, ['bobs-barrel', 'barrel-1']),
      ),
    );
    const db = alice();
    expect((await getDoc(doc(db, 'barrels/barrel-1'))).exists()).toBe(true);
    await assertSucceeds(serverAnswer(db, () => deleteFirearm(db, { id: 'firearm-1', name: 'Tikka' }, ['barrel-1'])));
    expect((await getDoc(doc(db, 'barrels/barrel-1'))).exists()).toBe(false);
  });

  it('lets the owner delete their barrel', async () => {
    await assertSucceeds(deleteDoc(doc(alice(), 'barrels/barrel-1')));
  });

  it('denies moving a barrel to another firearm, another owner, or changing its creation time', async () => {
    await assertFails(update(alice(), { firearmId: 'bobs-firearm' }));
    await assertFails(update(alice(), { userId: 'bob' }));
    await assertFails(update(alice(), { createdAt: Timestamp.now() }));
  });

  it.each<[string, DocumentData]>([
    ['an empty name', { name: '' }],
    ['a removal before the installation', { removedOn: '2026-05-01' }],
    ['a negative length', { length: -2 }],
    ['a fraction of a round it came with', { startingRounds: 0.5 }],
    ['a cleaning interval of -150', { cleaningInterval: -150 }],
    ['a CBTO to the lands as text', { cbtoToLands: '2.255' }],
  ])('denies an edit to %s', async (_what, changes) => {
    await assertFails(update(alice(), changes));
  });

  it.each<[string, DocumentData]>([
    ['no id', { id: '' }],
    ['a 65-character id', { id: 'i'.repeat(65) }],
    ['a day that is no date', { date: '2026-8-1' }],
    ['nothing said of what was done', { work: '' }],
    ['a 101-character account of what was done', { work: 'w'.repeat(101) }],
    ['a fraction of a round', { roundsAt: 200.5 }],
    ['negative rounds', { roundsAt: -1 }],
    ['a 201-character note', { note: 'n'.repeat(201) }],
    ['an unknown key', { solvent: 'Bore Tech' }],
  ])('denies a cleaning with %s', async (_what, changes) => {
    await assertFails(
      update(alice(), { cleanings: arrayUnion({ ...cleaningFixtures.copper, id: 'c-2', ...changes }) }),
    );
  });

  it('denies a cleaning without one of its keys', async () => {
    const { note: _note, ...missing } = { ...cleaningFixtures.copper, id: 'c-2' };
    await assertFails(update(alice(), { cleanings: arrayUnion(missing) }));
  });

  it('lets the owner correct a cleaning and remove one (editCleaning, removeCleaning); "last cleaned" follows', async () => {
    const db = alice();
    const later = { date: '2026-11-20', work: 'Patches only', roundsAt: 350, note: '' };
    await serverAnswer(db, () => recordCleaning(db, 'alice', TIKKA, 'barrel-1', later, 'c-2'));
    const log = [cleaningFixtures.copper, { ...later, id: 'c-2' }];
    const firearm = { ...TIKKA, lastCleaned: '2026-11-20' };
    const fixed = { ...later, date: '2026-11-21', roundsAt: 360 };
    await assertSucceeds(
      serverAnswer(db, () => editCleaning(db, firearm, { id: 'barrel-1', cleanings: log }, 'c-2', fixed)),
    );
    const stored = await getDoc(doc(db, 'barrels/barrel-1'));
    expect(stored.get('cleanings')).toEqual([cleaningFixtures.copper, { ...fixed, id: 'c-2' }]);
    expect((await getDoc(doc(db, 'firearms/firearm-1'))).get('lastCleaned')).toBe('2026-11-21');
    const edited = [cleaningFixtures.copper, { ...fixed, id: 'c-2' }];
    const shown = { ...TIKKA, lastCleaned: '2026-11-21' };
    await assertSucceeds(
      serverAnswer(db, () => removeCleaning(db, shown, { id: 'barrel-1', cleanings: edited }, 'c-2')),
    );
    expect((await getDoc(doc(db, 'barrels/barrel-1'))).get('cleanings')).toEqual([cleaningFixtures.copper]);
    expect((await getDoc(doc(db, 'firearms/firearm-1'))).get('lastCleaned')).toBe(cleaningFixtures.copper.date);
  });

  it('denies a correction that changes a cleaning’s id, makes it invalid, changes two or drops another', async () => {
    const db = alice();
    await serverAnswer(db, () =>
      recordCleaning(
        db,
        'alice',
        TIKKA,
        'barrel-1',
        { date: '2026-11-20', work: 'Patches', roundsAt: 350, note: '' },
        'c-2',
      ),
    );
    const second = { id: 'c-2', date: '2026-11-20', work: 'Patches', roundsAt: 350, note: '' };
    await assertFails(update(db, { cleanings: [cleaningFixtures.copper, { ...second, id: 'c-3' }] }));
    await assertFails(update(db, { cleanings: [cleaningFixtures.copper, { ...second, roundsAt: -1 }] }));
    await assertFails(
      update(db, {
        cleanings: [
          { ...cleaningFixtures.copper, work: 'x' },
          { ...second, work: 'y' },
        ],
      }),
    );
    await assertFails(update(db, { cleanings: [{ ...second, roundsAt: 360 }] }));
    await assertFails(update(db, { cleanings: [] }));
    await assertSucceeds(update(db, { cleanings: [cleaningFixtures.copper, { ...second, roundsAt: 360 }] }));
    await assertFails(update(bob(), { cleanings: arrayRemove(cleaningFixtures.copper) }));
    await assertSucceeds(update(db, { cleanings: arrayRemove(cleaningFixtures.copper) }));
  });

  it('denies rewriting the log as a new one, or adding two cleanings at once, and a cleaning with an edit', async () => {
    await assertFails(update(alice(), { cleanings: [{ ...cleaningFixtures.copper, id: 'c-9' }] }));
    await assertFails(
      update(alice(), {
        cleanings: arrayUnion({ ...cleaningFixtures.copper, id: 'c-2' }, { ...cleaningFixtures.copper, id: 'c-3' }),
      }),
    );
    await assertFails(
      update(alice(), { name: 'Renamed', cleanings: arrayUnion({ ...cleaningFixtures.copper, id: 'c-2' }) }),
    );
  });

  it('takes a cleaning the server already has, sent again, as a repeat', async () => {
    await assertSucceeds(update(alice(), { cleanings: arrayUnion(cleaningFixtures.copper) }));
  });
});

describeOwnerOnlyReads({
  env,
  collectionName: 'barrels',
  id: 'barrel-1',
  noun: 'barrel',
  plural: 'barrels',
  stored: (changes) => storedBarrel(changes),
  field: 'name',
  value: barrelFixtures.bartlein.name,
  appQueries: {
    userBarrelsQuery,
    firearmBarrelsQuery: (db, userId) => firearmBarrelsQuery(db, userId, 'firearm-1'),
  },
});
