import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { factoryLoadFixtures } from '../../src/features/factory-loads/fixtures';
import { firearmFixtures } from '../../src/features/firearms/fixtures';
import { loadFixtures } from '../../src/features/loads/fixtures';
import { NEW_LOAD_ROLLUP } from '../../src/features/loads/schema';
import { sessionFixtures } from '../../src/features/sessions/fixtures';
import { EMPTY_STATISTICS } from '../../src/features/sessions/schema';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { seedDoc, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => env().authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => env().authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
const anon = () => env().unauthenticatedContext().firestore();
type Db = ReturnType<typeof alice>;

const PATH = 'shootingSession/session-1';
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const handloadSnapshot = sessionFixtures.handload.selectedAmmunition;
const factorySnapshot = sessionFixtures.factory.selectedAmmunition;
const firearmSnapshot = sessionFixtures.handload.selectedFirearm;

/** The records a session points at: alice's load and firearm, the catalogue load, and bob's load and firearm. */
async function seedReferences(): Promise<void> {
  const stamps = { createdAt: STORED_AT, updatedAt: STORED_AT };
  const load = { ...loadFixtures.creedmoorMatch, ...NEW_LOAD_ROLLUP, ...stamps };
  const firearm = { ...firearmFixtures.tikka, ...stamps };
  await seedDoc(env(), 'loadDevelopment/load-1', { ...load, userId: 'alice' });
  await seedDoc(env(), 'firearms/firearm-1', { ...firearm, userId: 'alice' });
  await seedDoc(env(), 'factoryLoad/factory-1', { ...factoryLoadFixtures.federalGoldMedal, ...stamps });
  await seedDoc(env(), 'loadDevelopment/load-bob', { ...load, userId: 'bob' });
  await seedDoc(env(), 'firearms/firearm-bob', { ...firearm, userId: 'bob' });
}

/** Alice's handload session as startSession() writes it, with exactly the given changes. */
const newSession = (changes: DocumentData = {}): DocumentData => ({
  ...sessionFixtures.handload,
  userId: 'alice',
  status: 'active',
  shots: [],
  statistics: EMPTY_STATISTICS,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  endedAt: null,
  ...changes,
});
const newSessionWithout = (key: string): DocumentData => {
  const data = newSession();
  delete data[key];
  return data;
};
/** A shot as appendShot() sends it, with exactly the given changes. */
const shot = (n: number, changes: DocumentData = {}): DocumentData => ({
  id: `1700000000000-${n}-abc123`,
  timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
  velocity: 2800 + n,
  impact: 0.5,
  note: '',
  ...changes,
});
const threeShots = [shot(0), shot(1), shot(2)];
/** Alice's handload session as stored, with exactly the given changes. */
const storedSession = (changes: DocumentData = {}): DocumentData => ({
  ...sessionFixtures.handload,
  userId: 'alice',
  status: 'active',
  shots: [],
  statistics: EMPTY_STATISTICS,
  createdAt: STORED_AT,
  updatedAt: STORED_AT,
  endedAt: null,
  ...changes,
});
const seedSession = (changes: DocumentData = {}) => seedDoc(env(), PATH, storedSession(changes));
/** Final statistics of a session with the given number of shots. */
const finalStatistics = (totalShots: number) => ({
  totalShots,
  averageVelocity: 2801,
  extremeSpread: 2,
  standardDeviation: 1,
  averageGroup: 0.5,
  bestGroup: 0.3,
});
/** What endSession() writes to the session. */
const ending = (totalShots: number, changes: DocumentData = {}): DocumentData => ({
  status: 'completed',
  statistics: finalStatistics(totalShots),
  endedAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
/** What appendShot() writes for one shot. */
const appending = (newShot: DocumentData, changes: DocumentData = {}): DocumentData => ({
  shots: arrayUnion(newShot),
  updatedAt: serverTimestamp(),
  ...changes,
});

const create = (db: Db, data: DocumentData) => setDoc(doc(db, PATH), data);
const update = (db: Db, changes: DocumentData) => updateDoc(doc(db, PATH), changes);

/** The whole end-session batch as endSession() commits it for a handload session with three shots. */
function endSessionBatch(db: Db) {
  const batch = writeBatch(db);
  batch.update(doc(db, PATH), ending(3));
  batch.update(doc(db, 'loadDevelopment/load-1'), {
    sessions: increment(1),
    bestGroup: 0.3,
    lastTested: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(doc(db, 'firearms/firearm-1'), { roundCount: increment(3), updatedAt: serverTimestamp() });
  return batch.commit();
}

describe('shootingSession/{id} rules', () => {
  describe('create', () => {
    it('lets a user start a handload session with their own load and firearm', async () => {
      await seedReferences();
      await assertSucceeds(create(alice(), newSession()));
    });

    it('lets a user start a factory session with a catalogue load and their own firearm', async () => {
      await seedReferences();
      await assertSucceeds(create(alice(), newSession({ ...sessionFixtures.factory })));
    });

    it.each<[string, DocumentData]>([
      ['a humidity of 100', { weather: { ...sessionFixtures.handload.weather, humidity: 100 } }],
      ['a humidity of 0', { weather: { ...sessionFixtures.handload.weather, humidity: 0 } }],
      ['the wind direction N', { weather: { ...sessionFixtures.handload.weather, windDirection: 'N' } }],
      ['the conditions Light Rain', { weather: { ...sessionFixtures.handload.weather, conditions: 'Light Rain' } }],
    ])('lets a user start a session with %s', async (_what, changes) => {
      await seedReferences();
      await assertSucceeds(create(alice(), newSession(changes)));
    });

    it.each<[string, DocumentData]>([
      ['a humidity of 101', { weather: { ...sessionFixtures.handload.weather, humidity: 101 } }],
      ['a humidity of -1', { weather: { ...sessionFixtures.handload.weather, humidity: -1 } }],
      ['the wind direction UP', { weather: { ...sessionFixtures.handload.weather, windDirection: 'UP' } }],
      ['the conditions Snow', { weather: { ...sessionFixtures.handload.weather, conditions: 'Snow' } }],
      ['an extra key in the weather', { weather: { ...sessionFixtures.handload.weather, pressure: 29.9 } }],
      ['an extra key in the firearm snapshot', { selectedFirearm: { ...firearmSnapshot, twist: '1:8' } }],
      ['the status completed', { status: 'completed' }],
      ['a shot already logged', { shots: [shot(0)] }],
      ['an endedAt time', { endedAt: serverTimestamp() }],
      ['a client-chosen createdAt', { createdAt: Timestamp.now() }],
      ['statistics counting one shot', { statistics: { ...EMPTY_STATISTICS, totalShots: 1 } }],
      ['an unknown key', { rangeDistance: 100 }],
      ["a forged userId (bob's)", { userId: 'bob' }],
    ])('denies starting a session with %s', async (_what, changes) => {
      await seedReferences();
      await assertFails(create(alice(), newSession(changes)));
    });

    it('denies a session without a location key', async () => {
      await seedReferences();
      await assertFails(create(alice(), newSessionWithout('location')));
    });

    it('denies the ammunition type factory with a handload snapshot', async () => {
      await seedReferences();
      await assertFails(create(alice(), newSession({ ammunitionType: 'factory' })));
    });

    it('denies a handload snapshot pointing at a missing load', async () => {
      await seedReferences();
      await assertFails(
        create(alice(), newSession({ selectedAmmunition: { ...handloadSnapshot, loadDevelopmentId: 'missing' } })),
      );
    });

    it("denies a handload snapshot pointing at bob's load", async () => {
      await seedReferences();
      await assertFails(
        create(alice(), newSession({ selectedAmmunition: { ...handloadSnapshot, loadDevelopmentId: 'load-bob' } })),
      );
    });

    it('denies a factory snapshot pointing at a missing factory load', async () => {
      await seedReferences();
      await assertFails(
        create(
          alice(),
          newSession({ ...sessionFixtures.factory, selectedAmmunition: { ...factorySnapshot, factoryLoadId: 'missing' } }),
        ),
      );
    });

    it('denies a firearm snapshot pointing at a missing firearm', async () => {
      await seedReferences();
      await assertFails(create(alice(), newSession({ selectedFirearm: { ...firearmSnapshot, id: 'missing' } })));
    });

    it("denies a firearm snapshot pointing at bob's firearm", async () => {
      await seedReferences();
      await assertFails(create(alice(), newSession({ selectedFirearm: { ...firearmSnapshot, id: 'firearm-bob' } })));
    });

    it('denies another user creating a session with userId alice', async () => {
      await seedReferences();
      await assertFails(create(bob(), newSession()));
    });

    it('denies an anonymous create with userId alice', async () => {
      await seedReferences();
      await assertFails(create(anon(), newSession()));
    });
  });

  describeOwnerOnlyReads({
    env,
    collectionName: 'shootingSession',
    id: 'session-1',
    noun: 'session',
    plural: 'sessions',
    stored: storedSession,
    field: 'sessionName',
    value: sessionFixtures.handload.sessionName,
  });

  describe('append a shot', () => {
    it('lets the owner log the first shot of an empty session with arrayUnion', async () => {
      await seedSession();
      await assertSucceeds(update(alice(), appending(shot(0))));
      const snapshot = await getDoc(doc(alice(), PATH));
      expect(snapshot.get('shots')).toHaveLength(1);
    });

    it('lets the owner log a fourth shot after three', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), appending(shot(3))));
    });

    it('lets the owner log a shot with no velocity and an impact of 1.25', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), appending(shot(3, { velocity: null, impact: 1.25 }))));
    });

    it('lets the owner log a shot with a 200-character note', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), appending(shot(3, { note: 'n'.repeat(200) }))));
    });

    it('lets the owner write the whole list back unchanged with one shot appended', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), { shots: [...threeShots, shot(3)], updatedAt: serverTimestamp() }));
    });

    it('lets the owner log the 500th shot', async () => {
      await seedSession({ shots: Array.from({ length: 499 }, (_unused, n) => shot(n)) });
      await assertSucceeds(update(alice(), appending(shot(499))));
    });

    it('denies logging a shot when 500 are already there', async () => {
      await seedSession({ shots: Array.from({ length: 500 }, (_unused, n) => shot(n)) });
      await assertFails(update(alice(), appending(shot(500))));
    });

    it('denies logging two shots at once', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { shots: arrayUnion(shot(3), shot(4)), updatedAt: serverTimestamp() }));
    });

    it('denies editing an earlier shot while appending one', async () => {
      await seedSession({ shots: threeShots });
      const edited = [{ ...threeShots[0], velocity: 2900 }, threeShots[1], threeShots[2], shot(3)];
      await assertFails(update(alice(), { shots: edited, updatedAt: serverTimestamp() }));
    });

    it('denies removing a shot with arrayRemove', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { shots: arrayRemove(threeShots[2]), updatedAt: serverTimestamp() }));
    });

    it('denies reordering the shots while appending one', async () => {
      await seedSession({ shots: threeShots });
      const reordered = [threeShots[1], threeShots[0], threeShots[2], shot(3)];
      await assertFails(update(alice(), { shots: reordered, updatedAt: serverTimestamp() }));
    });

    it('denies reordering the shots without appending one', async () => {
      await seedSession({ shots: threeShots });
      const reordered = [threeShots[1], threeShots[0], threeShots[2]];
      await assertFails(update(alice(), { shots: reordered, updatedAt: serverTimestamp() }));
    });

    it.each<[string, DocumentData]>([
      ['a velocity given as text', { velocity: '2800' }],
      ['a fractional velocity', { velocity: 2800.5 }],
      ['a velocity of 0', { velocity: 0 }],
      ['a velocity of 6000', { velocity: 6000 }],
      ['a negative impact', { impact: -0.1 }],
      ['an impact of 100.5', { impact: 100.5 }],
      ['an extra key', { distance: 100 }],
      ['a 201-character note', { note: 'n'.repeat(201) }],
      ['an empty id', { id: '' }],
    ])('denies logging a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3, changes))));
    });

    it('denies logging a shot without a timestamp', async () => {
      await seedSession({ shots: threeShots });
      const { timestamp: _omitted, ...withoutTimestamp } = shot(3);
      await assertFails(update(alice(), appending(withoutTimestamp)));
    });

    it('denies logging a shot and changing the notes in one write', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3), { notes: 'Wind picked up.' })));
    });

    it('denies logging a shot and completing the session in one write', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3), { status: 'completed' })));
    });

    it('denies logging a shot without a server updatedAt', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { shots: arrayUnion(shot(3)) }));
    });

    it('denies logging a shot with a client-chosen updatedAt', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3), { updatedAt: Timestamp.now() })));
    });

    it('denies logging a shot on a completed session', async () => {
      await seedSession({ shots: threeShots, status: 'completed', statistics: finalStatistics(3), endedAt: STORED_AT });
      await assertFails(update(alice(), appending(shot(3))));
    });

    it("denies another user logging a shot on alice's session", async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(bob(), appending(shot(3))));
    });

    it('denies an anonymous user logging a shot', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(anon(), appending(shot(3))));
    });
  });

  describe('a chronograph import (the same writes as logged shots)', () => {
    // A string read from a file: shots fired hours or years ago, with the file's times and notes.
    const fileShots = [2287, 2301, 2265, 2296].map((velocity, n) =>
      shot(n, { timestamp: Timestamp.fromDate(new Date(`2021-01-04T14:0${n}:10`)), velocity, impact: null, note: n === 0 ? 'cold bore' : '' }),
    );

    it('lets the owner create a session, append the file one shot per write, then end it with the roll-up', async () => {
      await seedReferences();
      const db = alice();
      await assertSucceeds(create(db, newSession({ date: '2021-01-04' })));
      for (const fileShot of fileShots) await assertSucceeds(update(db, appending(fileShot)));
      const batch = writeBatch(db);
      batch.update(doc(db, PATH), ending(4));
      batch.update(doc(db, 'loadDevelopment/load-1'), { sessions: increment(1), bestGroup: null, lastTested: serverTimestamp(), updatedAt: serverTimestamp() });
      batch.update(doc(db, 'firearms/firearm-1'), { roundCount: increment(4), updatedAt: serverTimestamp() });
      await assertSucceeds(batch.commit());
      const stored = (await getDoc(doc(db, PATH))).data();
      expect(stored?.shots.map((item: DocumentData) => item.velocity)).toEqual([2287, 2301, 2265, 2296]);
      expect(stored?.status).toBe('completed');
    });

    it('denies writing a whole file of shots in one update', async () => {
      await seedSession();
      await assertFails(update(alice(), { shots: fileShots, updatedAt: serverTimestamp() }));
    });

    it('denies creating a session that already holds the imported shots', async () => {
      await seedReferences();
      await assertFails(create(alice(), newSession({ shots: fileShots })));
    });

    it('denies creating a session that is already completed', async () => {
      await seedReferences();
      await assertFails(create(alice(), newSession({ status: 'completed', statistics: finalStatistics(0) })));
    });

    it('denies an imported shot with a fractional velocity (the app rounds to whole fps)', async () => {
      await seedSession();
      await assertFails(update(alice(), appending(shot(0, { velocity: 2287.4 }))));
    });
  });

  describe('end', () => {
    it('lets the owner end a session with statistics counting every shot, at server time', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), ending(3)));
    });

    it('lets the owner end a session with no shots and empty statistics', async () => {
      await seedSession();
      await assertSucceeds(update(alice(), ending(0, { statistics: EMPTY_STATISTICS })));
    });

    it('denies ending with a client-chosen endedAt', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), ending(3, { endedAt: Timestamp.now() })));
    });

    it('denies ending with statistics that count fewer shots than were logged', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), ending(2)));
    });

    it('denies ending with statistics that count more shots than were logged', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), ending(4)));
    });

    it('denies ending a session while also renaming it', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), ending(3, { sessionName: 'Renamed' })));
    });

    it('denies ending a session twice', async () => {
      await seedSession({ shots: threeShots, status: 'completed', statistics: finalStatistics(3), endedAt: STORED_AT });
      await assertFails(update(alice(), ending(3)));
    });

    it('denies reopening a completed session', async () => {
      await seedSession({ shots: threeShots, status: 'completed', statistics: finalStatistics(3), endedAt: STORED_AT });
      await assertFails(update(alice(), { status: 'active', endedAt: null, updatedAt: serverTimestamp() }));
    });

    it("denies another user ending alice's session", async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(bob(), ending(3)));
    });

    it('denies an anonymous user ending the session', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(anon(), ending(3)));
    });

    it('lets the owner end a session in one batch with the load roll-up and the round count', async () => {
      await seedReferences();
      await seedSession({ shots: threeShots });
      await assertSucceeds(endSessionBatch(alice()));
      const firearm = await getDoc(doc(alice(), 'firearms/firearm-1'));
      expect(firearm.get('roundCount')).toBe(firearmFixtures.tikka.roundCount + 3);
    });

    it("denies another user committing the end-session batch on alice's records", async () => {
      await seedReferences();
      await seedSession({ shots: threeShots });
      await assertFails(endSessionBatch(bob()));
    });
  });

  describe('delete', () => {
    it('denies the owner deleting a session', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(deleteDoc(doc(alice(), PATH)));
    });

    it('denies another user deleting the session', async () => {
      await seedSession();
      await assertFails(deleteDoc(doc(bob(), PATH)));
    });

    it('denies an anonymous delete', async () => {
      await seedSession();
      await assertFails(deleteDoc(doc(anon(), PATH)));
    });
  });
});
