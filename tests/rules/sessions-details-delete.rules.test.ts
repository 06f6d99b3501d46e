import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteFirearm } from '@/features/firearms/firearms-api';
import { deleteLoadDevelopment } from '@/features/loads/loads-api';
import { type SessionDetails } from '@/features/sessions/schema';
import { deleteSession, endSession, updateSessionDetails } from '@/features/sessions/session-writes-api';
import { undoLastShot } from '@/features/sessions/shot-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  ALICES_FIREARM,
  ALICES_LOAD,
  completed,
  factorySnapshot,
  finalStatistics,
  firearmSnapshot,
  handloadSnapshot,
  logShot,
  PATH,
  readSession,
  sessionRules,
  start,
  STORED_AT,
  threeShots,
  update,
  weather,
} from '../support/session-rules';

/*
 * shootingSession/{id}: a session's details corrected, the session deleted, and a session whose load or
 * firearm was deleted under it. Writes go through the app's api functions (see ../support/session-rules.ts);
 * hand-built payloads only for shapes the api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedReferences, seedSession, alicesView } = sessionRules(env);

const { conditions: _conditions, ...withoutConditions } = weather;
const details = (changes: Partial<SessionDetails> = {}): SessionDetails => ({
  sessionName: 'Ladder test at 100 yd (corrected)',
  date: '2026-11-20',
  location: 'Cedar Ridge Range, bay 4',
  weather: { ...weather, temperature: 39 },
  notes: 'Chrono 10 ft from the muzzle.',
  ...changes,
});
const editing = (changes: DocumentData = {}): DocumentData => ({
  ...details(),
  updatedAt: serverTimestamp(),
  ...changes,
});

describe('shootingSession/{id} rules', () => {
  describe('(e) correct the details (updateSessionDetails)', () => {
    it.each<[string, DocumentData]>([
      ['an active', {}],
      ['a completed', completed()],
    ])("lets the owner correct %s session's name, date, location, weather and notes", async (_what, changes) => {
      await seedSession(changes);
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => updateSessionDetails(db, await alicesView(), details())));
      expect(await readSession(db)).toMatchObject(details());
    });

    it('denies a target distance of 5000 yards in a correction', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { targetDistance: 5000, updatedAt: serverTimestamp() }));
    });

    it('lets the owner give an imported session its temperature', async () => {
      await seedSession(
        completed({
          weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
        }),
      );
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(
        serverAnswer(db, () =>
          updateSessionDetails(db, session, { ...session, weather: { ...session.weather, temperature: 61 } }),
        ),
      );
      expect((await readSession(db)).weather.temperature).toBe(61);
    });

    it('lets the owner correct the details of a session whose load and firearm were deleted', async () => {
      await seedSession(completed());
      await assertSucceeds(
        serverAnswer(alice(), async (db) => updateSessionDetails(db, await alicesView(), details())),
      );
    });

    it("denies another user correcting alice's session", async () => {
      await seedSession(completed());
      await assertFails(serverAnswer(bob(), async (db) => updateSessionDetails(db, await alicesView(), details())));
    });

    it('denies an anonymous correction', async () => {
      await seedSession(completed());
      await assertFails(serverAnswer(anon(), async (db) => updateSessionDetails(db, await alicesView(), details())));
    });

    it.each<[string, DocumentData]>([
      ['an empty name', { sessionName: '' }],
      ['a 101-character name', { sessionName: 'n'.repeat(101) }],
      ['a date of 21/11/2026', { date: '21/11/2026' }],
      ['no date (null)', { date: null }],
      ['a date as a timestamp', { date: STORED_AT }],
      ['a 101-character location', { location: 'l'.repeat(101) }],
      ['a humidity of 101', { weather: { ...weather, humidity: 101 } }],
      ['a temperature of 151', { weather: { ...weather, temperature: 151 } }],
      ['the wind direction UP', { weather: { ...weather, windDirection: 'UP' } }],
      ['an extra key in the weather', { weather: { ...weather, pressure: 29.9 } }],
      ['weather without conditions', { weather: withoutConditions }],
      ['2001-character notes', { notes: 'n'.repeat(2001) }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies correcting the details with %s', async (_what, changes) => {
      await seedSession(completed());
      await assertFails(update(alice(), editing(changes)));
    });

    it.each<[string, DocumentData]>([
      ['the ammunition', { selectedAmmunition: { ...handloadSnapshot, loadDevelopmentId: 'load-2' } }],
      ['the ammunition type', { ammunitionType: 'factory', selectedAmmunition: factorySnapshot }],
      ['the firearm', { selectedFirearm: { ...firearmSnapshot, id: 'firearm-2' } }],
      ['the owner', { userId: 'bob' }],
      ['the status', { status: 'active', endedAt: null }],
      ['the shots', { shots: [threeShots[0], threeShots[1], { ...threeShots[2], velocity: 2750 }] }],
      ['the statistics', { statistics: { ...finalStatistics(3), bestGroup: 0.1 } }],
      ['createdAt', { createdAt: serverTimestamp() }],
      ['an unknown key', { rangeDistance: 300 }],
    ])('denies changing %s along with the details', async (_what, changes) => {
      await seedSession(completed());
      await assertFails(update(alice(), editing(changes)));
    });
  });

  describe('delete (deleteSession)', () => {
    it('lets the owner discard an active session', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => deleteSession(db, await readSession(db))));
      expect((await getDoc(doc(db, PATH))).exists()).toBe(false);
    });

    it('lets the owner delete a completed session', async () => {
      await seedSession(completed());
      await assertSucceeds(serverAnswer(alice(), async (db) => deleteSession(db, await alicesView())));
    });

    it("denies another user deleting alice's session", async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => deleteSession(db, session)));
    });

    it('denies an anonymous delete', async () => {
      await seedSession();
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => deleteSession(db, session)));
    });

    it('accepts deleting a session the other device already deleted (a no-op, never "not saved")', async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertSucceeds(serverAnswer(alice(), (db) => deleteSession(db, session)));
      await assertSucceeds(serverAnswer(alice(), (db) => deleteSession(db, session)));
      await assertFails(serverAnswer(anon(), (db) => deleteSession(db, session)));
    });
  });

  describe('a session whose load or firearm the owner deleted while it was active (never stuck)', () => {
    const deleteLoad = (db: Firestore) => serverAnswer(db, () => deleteLoadDevelopment(db, ALICES_LOAD));
    const deleteTheFirearm = (db: Firestore) => serverAnswer(db, () => deleteFirearm(db, ALICES_FIREARM));

    it.each([
      ['load', deleteLoad],
      ['firearm', deleteTheFirearm],
    ])('lets the owner delete its %s, then end the session, then delete it', async (_what, deleteRecord) => {
      await seedReferences();
      const db = alice();
      await start(db);
      await logShot(db, await readSession(db));
      await assertSucceeds(deleteRecord(db));
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      const ended = await readSession(db);
      expect(ended.status).toBe('completed');
      expect(ended.statistics.totalShots).toBe(1);
      await assertSucceeds(serverAnswer(db, () => deleteSession(db, ended)));
      expect((await getDoc(doc(db, PATH))).exists()).toBe(false);
    });

    it('lets the owner go on logging, undo a shot, then discard the session, after its load and firearm were deleted', async () => {
      await seedReferences();
      const db = alice();
      await start(db);
      await deleteLoad(db);
      await deleteTheFirearm(db);
      await assertSucceeds(logShot(db, await readSession(db)));
      await assertSucceeds(serverAnswer(db, async () => undoLastShot(db, await readSession(db))));
      await assertSucceeds(serverAnswer(db, async () => deleteSession(db, await readSession(db))));
      expect((await getDoc(doc(db, PATH))).exists()).toBe(false);
    });
  });
});
