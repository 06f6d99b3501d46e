import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteLoadDevelopment } from '@/features/loads/loads-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS, type SessionStart } from '@/features/sessions/schema';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { importCompletedSession } from '@/features/sessions/session-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  ALICES_LOAD,
  factorySnapshot,
  finalStatistics,
  firearmSnapshot,
  handloadSnapshot,
  ID,
  newSession,
  PATH,
  readSession,
  sessionRules,
  shot,
  start,
  update,
  weather,
} from '../support/session-rules';

/*
 * shootingSession/{id}: a session started (startSession) or imported whole from a chronograph file. Writes go
 * through the app's api functions (see ../support/session-rules.ts); hand-built payloads only for shapes the
 * api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedReferences, seedSession } = sessionRules(env);

const newSessionWithout = (key: string): DocumentData => {
  const data = newSession();
  delete data[key];
  return data;
};
const create = (db: Firestore, data: DocumentData) => setDoc(doc(db, PATH), data);

describe('shootingSession/{id} rules', () => {
  describe('create (startSession)', () => {
    it('lets a user start a handload session with their own load and firearm', async () => {
      await seedReferences();
      const db = alice();
      await assertSucceeds(start(db));
      const session = await readSession(db);
      expect(session.status).toBe('active');
      expect(session.exclusions).toEqual({});
    });

    it('lets a user start a factory session with a catalogue load and their own firearm', async () => {
      await seedReferences();
      await assertSucceeds(start(alice(), sessionFixtures.factory));
    });

    it.each<[string, Partial<SessionStart>]>([
      ['a humidity of 100', { weather: { ...weather, humidity: 100 } }],
      ['a humidity of 0', { weather: { ...weather, humidity: 0 } }],
      ['the wind direction N', { weather: { ...weather, windDirection: 'N' } }],
      ['the conditions Light Rain', { weather: { ...weather, conditions: 'Light Rain' } }],
      ['a date two years back (an imported file)', { date: '2024-06-01' }],
    ])('lets a user start a session with %s', async (_what, changes) => {
      await seedReferences();
      await assertSucceeds(start(alice(), changes));
    });

    it.each<[string, DocumentData]>([
      ['a humidity of 101', { weather: { ...weather, humidity: 101 } }],
      ['a humidity of -1', { weather: { ...weather, humidity: -1 } }],
      ['the wind direction UP', { weather: { ...weather, windDirection: 'UP' } }],
      ['the conditions Snow', { weather: { ...weather, conditions: 'Snow' } }],
      ['an extra key in the weather', { weather: { ...weather, pressure: 29.9 } }],
      ['an extra key in the firearm snapshot', { selectedFirearm: { ...firearmSnapshot, twist: '1:8' } }],
      ['a date of 21/11/2026', { date: '21/11/2026' }],
      ['the status completed', { status: 'completed' }],
      ['a shot already logged', { shots: [shot(0)], shotIds: [shot(0).id] }],
      ['the id of a shot not logged', { shotIds: [shot(0).id] }],
      ['shotIds given as a map', { shotIds: {} }],
      ['a shot already excluded', { exclusions: { [shot(0).id]: 'flier' } }],
      ['exclusions given as a list', { exclusions: [] }],
      ['an endedAt time', { endedAt: serverTimestamp() }],
      ['a client-chosen createdAt', { createdAt: Timestamp.now() }],
      ['statistics counting one shot', { statistics: { ...EMPTY_STATISTICS, totalShots: 1 } }],
      [
        'the statistics of an app from before groupSpread and velocityCount',
        {
          statistics: {
            totalShots: 0,
            averageVelocity: null,
            extremeSpread: null,
            standardDeviation: null,
            averageGroup: null,
            bestGroup: null,
          },
        },
      ],
      ['an unknown key', { rangeDistance: 100 }],
      ["a forged userId (bob's)", { userId: 'bob' }],
    ])('denies starting a session with %s', async (_what, changes) => {
      await seedReferences();
      await assertFails(create(alice(), newSession(changes)));
    });

    it('lets a user start a session with a target distance, stored as given', async () => {
      await seedReferences();
      const db = alice();
      await assertSucceeds(start(db, { targetDistance: 300 }));
      expect((await readSession(db)).targetDistance).toBe(300);
    });

    it('denies a create without a targetDistance key (every session holds one, null for none)', async () => {
      await seedReferences();
      const db = alice();
      const session = newSessionWithout('targetDistance');
      const { shots: _shots, exclusions: _exclusions, notes: _notes, updatedAt: _updatedAt, ...summary } = session;
      const batch = writeBatch(db);
      batch.set(doc(db, PATH), session);
      batch.set(doc(db, `sessionSummary/${ID}`), summary);
      await assertFails(batch.commit());
    });

    it.each<[string, unknown]>([
      ['0', 0],
      ['-100', -100],
      ['3001', 3001],
      ['given as text', '100'],
    ])('denies a target distance of %s yards', async (_what, targetDistance) => {
      await seedReferences();
      await assertFails(create(alice(), newSession({ targetDistance })));
    });

    it.each(['location', 'shotIds', 'exclusions', 'statistics'])('denies a session without a %s key', async (key) => {
      await seedReferences();
      await assertFails(create(alice(), newSessionWithout(key)));
    });

    it('denies the ammunition type factory with a handload snapshot', async () => {
      await seedReferences();
      await assertFails(start(alice(), { ammunitionType: 'factory' }));
    });

    it('denies a handload snapshot pointing at a missing load', async () => {
      await seedReferences();
      await assertFails(
        start(alice(), {
          selectedAmmunition: {
            ...handloadSnapshot,
            loadDevelopmentId: 'missing',
          } as SessionStart['selectedAmmunition'],
        }),
      );
    });

    it("denies a handload snapshot pointing at bob's load", async () => {
      await seedReferences();
      await assertFails(
        start(alice(), {
          selectedAmmunition: {
            ...handloadSnapshot,
            loadDevelopmentId: 'load-bob',
          } as SessionStart['selectedAmmunition'],
        }),
      );
    });

    it('denies a factory snapshot pointing at a missing factory load', async () => {
      await seedReferences();
      await assertFails(
        start(alice(), {
          ...sessionFixtures.factory,
          selectedAmmunition: { ...factorySnapshot, factoryLoadId: 'missing' } as SessionStart['selectedAmmunition'],
        }),
      );
    });

    it('denies a firearm snapshot pointing at a missing firearm', async () => {
      await seedReferences();
      await assertFails(start(alice(), { selectedFirearm: { ...firearmSnapshot, id: 'missing' } }));
    });

    it("denies a firearm snapshot pointing at bob's firearm", async () => {
      await seedReferences();
      await assertFails(start(alice(), { selectedFirearm: { ...firearmSnapshot, id: 'firearm-bob' } }));
    });

    it('denies starting a session with a load that was deleted', async () => {
      await seedReferences();
      const db = alice();
      await serverAnswer(db, () => deleteLoadDevelopment(db, ALICES_LOAD));
      await assertFails(start(db));
    });

    it('denies another user creating a session with userId alice', async () => {
      await seedReferences();
      await assertFails(start(bob()));
    });

    it('denies an anonymous create with userId alice', async () => {
      await seedReferences();
      await assertFails(start(anon()));
    });
  });

  describe('a chronograph file imported as a completed session (importCompletedSession)', () => {
    // A string read from a file: shots fired years ago, with the file's times and notes.
    const fileShots = [2287, 2301, 2265, 2296].map((velocity, n) => ({
      velocity,
      impact: null,
      note: n === 0 ? 'cold bore' : '',
      timestamp: new Date(Date.UTC(2021, 0, 4, 14, n, 10)),
    }));

    it('lets the owner import it: started, every shot appended, ended, dated as the file', async () => {
      await seedReferences();
      const db = alice();
      let sessionId = '';
      await assertSucceeds(
        serverAnswer(db, async () => {
          sessionId = await importCompletedSession(db, {
            userId: 'alice',
            start: { ...sessionFixtures.handload, date: '2021-01-04' },
            shots: fileShots,
          });
        }),
      );
      const stored = (await getDoc(sessionRef(db, sessionId))).data();
      expect(stored?.shots.map((item) => item.velocity)).toEqual([2287, 2301, 2265, 2296]);
      expect(stored?.status).toBe('completed');
      expect(stored?.date).toBe('2021-01-04');
      expect(stored?.statistics.totalShots).toBe(4);
    });

    it('denies importing into a factory load that is not in the catalogue', async () => {
      await seedReferences();
      const db = alice();
      const start = {
        ...sessionFixtures.factory,
        selectedAmmunition: { ...factorySnapshot, factoryLoadId: 'missing' },
      } as SessionStart;
      await assertFails(
        serverAnswer(db, () => importCompletedSession(db, { userId: 'alice', start, shots: fileShots })),
      );
    });

    it('denies writing a whole file of shots in one update, more than five at once', async () => {
      await seedSession();
      const stored = [...fileShots, ...fileShots].map((item, n) =>
        shot(n, { ...item, timestamp: Timestamp.fromDate(item.timestamp) }),
      );
      await assertFails(update(alice(), { shots: stored, updatedAt: serverTimestamp() }));
    });

    it('denies creating a session that is already completed with its shots', async () => {
      await seedReferences();
      await assertFails(
        create(
          alice(),
          newSession({
            status: 'completed',
            shots: [shot(0)],
            shotIds: [shot(0).id],
            statistics: finalStatistics(1),
            endedAt: serverTimestamp(),
          }),
        ),
      );
    });
  });
});
