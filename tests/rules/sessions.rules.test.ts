import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storedStatisticsOf } from '@/domain/rollups';
import { shotSums } from '@/domain/sums';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { deleteFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { deleteLoadDevelopment } from '@/features/loads/loads-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import {
  EMPTY_STATISTICS,
  EXCLUSION_REASONS,
  type SessionDetails,
  type SessionStart,
  type ShootingSession,
} from '@/features/sessions/schema';
import { sessionRef, sessionSummaryRef } from '@/features/sessions/session-docs-api';
import {
  activeSessionsQuery,
  recipeSessionsQuery,
  stringHoldersQuery,
  userSessionsQuery,
} from '@/features/sessions/session-queries-api';
import {
  deleteSession,
  endSession,
  importCompletedSession,
  refreshStatistics,
  startSession,
  statisticsAreStale,
  updateSessionDetails,
} from '@/features/sessions/session-writes-api';
import { type ShotFormValues } from '@/features/sessions/shot-form-schema';
import {
  appendImportedShots,
  appendShot,
  deleteShot,
  setShotExclusion,
  undoLastShot,
} from '@/features/sessions/shot-writes-api';
import { summaryMatches } from '@/features/sessions/summaries';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

/*
 * Every write the app makes goes through its real api function here (startSession, appendShot,
 * deleteShot, setShotExclusion, endSession, ...), answered by the server through serverAnswer(), so
 * these tests cannot drift from the app. Hand-built payloads only for shapes the api never makes.
 */

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
const anon = () => apiDb(env().unauthenticatedContext());

const ID = 'session-1';
const PATH = `shootingSession/${ID}`;
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
const LOAD_ID = 'load-1';
const FIREARM_ID = 'firearm-1';
const handloadSnapshot = sessionFixtures.handload.selectedAmmunition;
const factorySnapshot = sessionFixtures.factory.selectedAmmunition;
const firearmSnapshot = sessionFixtures.handload.selectedFirearm;
const weather = sessionFixtures.handload.weather;
const { conditions: _conditions, ...withoutConditions } = weather;
const ALICES_LOAD = { id: LOAD_ID, name: loadFixtures.creedmoorMatch.name };
const ALICES_FIREARM = { id: FIREARM_ID, name: firearmFixtures.tikka.name };

/** The records a session points at: alice's load and firearm, the catalogue load, and bob's load and firearm. */
async function seedReferences(): Promise<void> {
  const stamps = { createdAt: STORED_AT, updatedAt: STORED_AT };
  const load = { ...loadFixtures.creedmoorMatch, status: 'Planning', ...stamps };
  const firearm = { ...firearmFixtures.tikka, ...stamps };
  await seedDoc(env(), `loadDevelopment/${LOAD_ID}`, { ...load, userId: 'alice' });
  await seedDoc(env(), `firearms/${FIREARM_ID}`, { ...firearm, userId: 'alice' });
  await seedDoc(env(), 'factoryLoad/factory-1', { ...factoryLoadFixtures.federalGoldMedal, ...stamps });
  await seedDoc(env(), 'loadDevelopment/load-bob', { ...load, userId: 'bob' });
  await seedDoc(env(), 'firearms/firearm-bob', { ...firearm, userId: 'bob' });
}

/** Alice's handload session as startSession() writes it, with exactly the given changes (for bad shapes). */
const newSession = (changes: DocumentData = {}): DocumentData => ({
  ...sessionFixtures.handload,
  userId: 'alice',
  status: 'active',
  shots: [],
  exclusions: {},
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
/** A shot as stored, with exactly the given changes. */
const shot = (n: number, changes: DocumentData = {}): DocumentData => ({
  id: `1700000000000-${n}-abc123`,
  timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
  velocity: 2800 + n,
  impact: 0.5 + n / 10,
  note: '',
  ...changes,
});
const threeShots = [shot(0), shot(1), shot(2)];
const shotIds = (shots: readonly { id: string }[]) => shots.map((item) => item.id);
/** Alice's handload session as stored, with exactly the given changes. */
const storedSession = (changes: DocumentData = {}): DocumentData => ({
  ...sessionFixtures.handload,
  userId: 'alice',
  status: 'active',
  shots: [],
  exclusions: {},
  statistics: EMPTY_STATISTICS,
  createdAt: STORED_AT,
  updatedAt: STORED_AT,
  endedAt: null,
  ...changes,
});
/** Final statistics of a session with the given number of shots. */
const finalStatistics = (totalShots: number) => ({
  totalShots,
  velocityCount: totalShots,
  averageVelocity: 2801,
  extremeSpread: 2,
  standardDeviation: 1,
  averageGroup: 0.6,
  bestGroup: 0.5,
  groupSpread: null,
});
/** The shot sums (domain/sums.ts) of threeShots: 2800, 2801 and 2802 fps, none placed. */
const threeShotSums = {
  velocitySum: 8403,
  velocitySquares: 2800 ** 2 + 2801 ** 2 + 2802 ** 2,
  minVelocity: 2800,
  maxVelocity: 2802,
  placedShots: 0,
  placedSumX: 0,
  placedSumY: 0,
};
/** Final statistics with the shot sums and velocity count of threeShots. */
const withSums = (totalShots: number) => ({ ...finalStatistics(totalShots), velocityCount: 3, ...threeShotSums });
const completed = (changes: DocumentData = {}): DocumentData => ({
  shots: threeShots,
  status: 'completed',
  statistics: finalStatistics(3),
  endedAt: STORED_AT,
  ...changes,
});
const seedSession = (changes: DocumentData = {}) => seedDoc(env(), PATH, storedSession(changes));

/** The session as the app reads it (through its converter and schema). */
async function readSession(db: Firestore): Promise<ShootingSession> {
  const snapshot = await getDoc(sessionRef(db, ID));
  const session = snapshot.data();
  if (!session) throw new Error(`${PATH} is missing`);
  return session;
}
/** Reads the session as alice, so another user's attempt can be made with alice's view of it. */
const alicesView = () => readSession(alice());

const start = (db: Firestore, changes: Partial<SessionStart> = {}, userId = 'alice') =>
  serverAnswer(db, () => startSession(db, userId, { ...sessionFixtures.handload, ...changes } as SessionStart, ID));
const shotValues = (changes: Partial<ShotFormValues> = {}): ShotFormValues => ({
  velocity: 2803,
  impact: 0.4,
  note: '',
  ...changes,
});
const logShot = (db: Firestore, session: ShootingSession, changes: Partial<ShotFormValues> = {}) =>
  serverAnswer(db, () => appendShot(db, session, shotValues(changes)).stored);
const details = (changes: Partial<SessionDetails> = {}): SessionDetails => ({
  sessionName: 'Ladder test at 100 yd (corrected)',
  date: '2026-11-20',
  location: 'Cedar Ridge Range, bay 4',
  weather: { ...weather, temperature: 39 },
  notes: 'Chrono 10 ft from the muzzle.',
  ...changes,
});

const create = (db: Firestore, data: DocumentData) => setDoc(doc(db, PATH), data);
const update = (db: Firestore, changes: DocumentData) => updateDoc(doc(db, PATH), changes);
const appending = (newShot: DocumentData, changes: DocumentData = {}): DocumentData => ({
  shots: arrayUnion(newShot),
  updatedAt: serverTimestamp(),
  ...changes,
});
const excluding = (shotId: string, reason: unknown, changes: DocumentData = {}): DocumentData => ({
  [`exclusions.${shotId}`]: reason,
  updatedAt: serverTimestamp(),
  ...changes,
});
const ending = (changes: DocumentData = {}): DocumentData => ({
  status: 'completed',
  statistics: finalStatistics(3),
  endedAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...changes,
});
const editing = (changes: DocumentData = {}): DocumentData => ({
  ...details(),
  updatedAt: serverTimestamp(),
  ...changes,
});

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
      ['a shot already logged', { shots: [shot(0)] }],
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

    it.each(['location', 'exclusions', 'statistics'])('denies a session without a %s key', async (key) => {
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

  describeOwnerOnlyReads({
    env,
    collectionName: 'shootingSession',
    id: ID,
    noun: 'session',
    plural: 'sessions',
    stored: storedSession,
    field: 'sessionName',
    value: sessionFixtures.handload.sessionName,
    appQueries: {
      userSessionsQuery: (db, userId) => userSessionsQuery(db, userId),
      'userSessionsQuery with a limit': (db, userId) => userSessionsQuery(db, userId, 5),
      activeSessionsQuery,
      recipeSessionsQuery: (db, userId) => recipeSessionsQuery(db, userId, [LOAD_ID, 'load-2']),
      stringHoldersQuery: (db, userId) => stringHoldersQuery(db, userId, { shots: 0, date: null }),
      'stringHoldersQuery with a date': (db, userId) =>
        stringHoldersQuery(db, userId, { shots: 0, date: sessionFixtures.handload.date }),
    },
  });

  describe('(a) append shots (appendShot, and a string five shots per write)', () => {
    it('lets the owner log the first shot of an empty session', async () => {
      await seedSession();
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db)));
      expect((await readSession(db)).shots).toHaveLength(1);
    });

    it('lets the owner log a fourth shot after three, at the end', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db), { velocity: 2790 }));
      expect((await readSession(db)).shots.map((item) => item.velocity)).toEqual([2800, 2801, 2802, 2790]);
    });

    it.each<[string, Partial<ShotFormValues>]>([
      ['no velocity and an impact of 1.25', { velocity: null, impact: 1.25 }],
      ['a note only', { velocity: null, impact: null, note: 'Flinched' }],
      ['a 200-character note', { note: 'n'.repeat(200) }],
      ['a velocity of 5999', { velocity: 5999 }],
    ])('lets the owner log a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(logShot(alice(), await alicesView(), changes));
    });

    it('lets the owner log the 500th shot', async () => {
      await seedSession({ shots: Array.from({ length: 499 }, (_unused, n) => shot(n)) });
      await assertSucceeds(logShot(alice(), await alicesView()));
    });

    it('denies logging a shot when 500 are already there', async () => {
      await seedSession({ shots: Array.from({ length: 500 }, (_unused, n) => shot(n)) });
      await assertFails(logShot(alice(), await alicesView()));
    });

    it('lets the owner append a chronograph string of 23 shots, five per write, in order (appendImportedShots)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const fileVelocities = Array.from({ length: 23 }, (_unused, n) => 2250 + n);
      const fileShots = fileVelocities.map((velocity, n) => ({
        velocity,
        impact: null,
        note: '',
        timestamp: new Date(Date.UTC(2021, 0, 4, 14, n)),
      }));
      await assertSucceeds(serverAnswer(db, async () => appendImportedShots(db, await readSession(db), fileShots)));
      expect((await readSession(db)).shots.map((item) => item.velocity)).toEqual([2800, 2801, 2802, ...fileVelocities]);
    });

    it('lets the owner log a shot with where it hit: x and y stored, its impact their distance from the aim', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db), { impact: null, x: -0.3, y: 0.4 }));
      expect((await readSession(db)).shots[3]).toMatchObject({ x: -0.3, y: 0.4, impact: 0.5 });
    });

    it('lets the owner append five shots with x and y in one write (within the rules’ expression budget)', async () => {
      await seedSession({ shots: threeShots });
      const five = Array.from({ length: 5 }, (_unused, n) => shot(3 + n, { x: n - 2.5, y: 1.25 * n, impact: 6 }));
      await assertSucceeds(update(alice(), { shots: arrayUnion(...five), updatedAt: serverTimestamp() }));
      expect((await alicesView()).shots.slice(3).map((item) => [item.x, item.y])).toEqual([
        [-2.5, 0],
        [-1.5, 1.25],
        [-0.5, 2.5],
        [0.5, 3.75],
        [1.5, 5],
      ]);
    });

    it.each<[string, DocumentData]>([
      ['x without y', { x: 1 }],
      ['y without x', { y: 1 }],
      ['x given as text', { x: '1', y: 1 }],
      ['a place more than 100 inches from the aim', { x: 80, y: 70 }],
      ['x and y and an extra key', { x: 1, y: 1, z: 0 }],
    ])('denies logging a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3, changes))));
    });

    it('lets the owner append five shots in one write', async () => {
      await seedSession({ shots: threeShots });
      const five = Array.from({ length: 5 }, (_unused, n) => shot(3 + n));
      await assertSucceeds(update(alice(), { shots: arrayUnion(...five), updatedAt: serverTimestamp() }));
      expect((await alicesView()).shots).toHaveLength(8);
    });

    it('denies appending six shots in one write', async () => {
      await seedSession({ shots: threeShots });
      const six = Array.from({ length: 6 }, (_unused, n) => shot(3 + n));
      await assertFails(update(alice(), { shots: arrayUnion(...six), updatedAt: serverTimestamp() }));
    });

    // Every place of a five-shot write is checked: a bad shot at any of them refuses the write.
    it.each(Array.from({ length: 5 }, (_unused, place) => place + 1))(
      'denies five shots in one write whose shot %i has a velocity given as text',
      async (place) => {
        await seedSession({ shots: threeShots });
        const five = Array.from({ length: 5 }, (_unused, n) =>
          shot(3 + n, n + 1 === place ? { velocity: '2800' } : {}),
        );
        await assertFails(update(alice(), { shots: arrayUnion(...five), updatedAt: serverTimestamp() }));
      },
    );

    it('lets the owner append shots up to 500 in one write, and no further', async () => {
      await seedSession({ shots: Array.from({ length: 497 }, (_unused, n) => shot(n)) });
      const four = Array.from({ length: 4 }, (_unused, n) => shot(497 + n));
      await assertFails(update(alice(), { shots: arrayUnion(...four), updatedAt: serverTimestamp() }));
      await assertSucceeds(update(alice(), { shots: arrayUnion(...four.slice(0, 3)), updatedAt: serverTimestamp() }));
    });

    it('denies logging a shot on a completed session', async () => {
      await seedSession(completed());
      await assertFails(logShot(alice(), await alicesView()));
    });

    it("denies another user logging a shot on alice's session", async () => {
      await seedSession({ shots: threeShots });
      await assertFails(logShot(bob(), await alicesView()));
    });

    it('denies an anonymous user logging a shot', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(logShot(anon(), await alicesView()));
    });

    it('denies editing an earlier shot while appending one', async () => {
      await seedSession({ shots: threeShots });
      const edited = [{ ...threeShots[0], velocity: 2900 }, threeShots[1], threeShots[2], shot(3)];
      await assertFails(update(alice(), { shots: edited, updatedAt: serverTimestamp() }));
    });

    it('denies reordering the shots while appending one', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), {
          shots: [threeShots[1], threeShots[0], threeShots[2], shot(3)],
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('denies reordering the shots without appending one', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { shots: [threeShots[1], threeShots[0], threeShots[2]], updatedAt: serverTimestamp() }),
      );
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
      ['a 65-character id', { id: 'i'.repeat(65) }],
      ['a timestamp given as text', { timestamp: '2026-11-21T10:00:00Z' }],
    ])('denies logging a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3, changes))));
    });

    it('denies logging a shot without a timestamp', async () => {
      await seedSession({ shots: threeShots });
      const { timestamp: _omitted, ...withoutTimestamp } = shot(3);
      await assertFails(update(alice(), appending(withoutTimestamp)));
    });

    it.each<[string, DocumentData]>([
      ['changing the notes', { notes: 'Wind picked up.' }],
      ['completing the session', { status: 'completed' }],
      ['excluding a shot', { [`exclusions.${shot(0).id}`]: 'flier' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies logging a shot and %s in one write', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3), changes)));
    });
  });

  describe('(b) remove a shot (deleteShot, undoLastShot)', () => {
    it('lets the owner delete a shot from the middle, the others staying in order', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => deleteShot(db, session, session.shots[1]!)));
      expect(shotIds((await readSession(db)).shots)).toEqual([shot(0).id, shot(2).id]);
    });

    it('lets the owner undo the last shot', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => undoLastShot(db, await readSession(db))));
      expect((await readSession(db)).shots.map((item) => item.velocity)).toEqual([2800, 2801]);
    });

    it('lets the owner undo the only shot, leaving none', async () => {
      await seedSession({ shots: [shot(0)] });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => undoLastShot(db, await readSession(db))));
      expect((await readSession(db)).shots).toEqual([]);
    });

    it('lets the owner delete a shot from a session of 500', async () => {
      await seedSession({ shots: Array.from({ length: 500 }, (_unused, n) => shot(n)) });
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => deleteShot(db, session, session.shots[250]!)));
      expect((await readSession(db)).shots).toHaveLength(499);
    });

    it('lets the owner delete an excluded shot', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'flier' } });
      const db = alice();
      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => deleteShot(db, session, session.shots[1]!)));
    });

    it('denies deleting a shot of a completed session', async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(alice(), (db) => deleteShot(db, session, session.shots[1]!)));
    });

    it('denies undoing the last shot of a completed session', async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(alice(), (db) => undoLastShot(db, session)));
    });

    it("denies another user deleting a shot of alice's session", async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => deleteShot(db, session, session.shots[1]!)));
    });

    it('denies an anonymous user undoing a shot', async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => undoLastShot(db, session)));
    });

    it('denies removing two shots at once', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { shots: arrayRemove(threeShots[1], threeShots[2]), updatedAt: serverTimestamp() }),
      );
    });

    it('denies removing a shot and reordering the rest', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { shots: [threeShots[2], threeShots[0]], updatedAt: serverTimestamp() }));
    });

    it('denies removing a shot and editing another', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { shots: [{ ...threeShots[0], velocity: 2900 }, threeShots[1]], updatedAt: serverTimestamp() }),
      );
    });

    it('denies replacing a shot with another (one out, one in)', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { shots: [threeShots[0], threeShots[1], shot(3)], updatedAt: serverTimestamp() }),
      );
    });

    it.each<[string, DocumentData]>([
      ['changing the notes', { notes: 'Wind picked up.' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies removing a shot and %s in one write', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { shots: arrayRemove(threeShots[2]), updatedAt: serverTimestamp(), ...changes }),
      );
    });
  });

  describe('(c) exclude or include a shot (setShotExclusion)', () => {
    it('stores statistics leaving out both shots of two exclusions made in quick succession on one view', async () => {
      await seedSession(completed());
      const db = alice();
      // The second tap comes before the page has drawn the first: its statistics must still know the first.
      const drawn = await readSession(db);
      await assertSucceeds(
        serverAnswer(db, async () => {
          await setShotExclusion(db, drawn, shot(0).id, 'cold-bore');
          await setShotExclusion(db, drawn, shot(2).id, 'flier');
        }),
      );
      const after = await readSession(db);
      expect(after.exclusions).toEqual({ [shot(0).id]: 'cold-bore', [shot(2).id]: 'flier' });
      expect(after.statistics).toMatchObject({ totalShots: 3, velocityCount: 1, velocitySum: 2801 });
      expect(statisticsAreStale(after)).toBe(false);
    });

    it.each(EXCLUSION_REASONS)('lets the owner exclude a shot of an active session as %s', async (reason) => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(
        serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(1).id, reason)),
      );
      const session = await readSession(db);
      expect(session.exclusions).toEqual({ [shot(1).id]: reason });
      expect(session.statistics).toEqual(EMPTY_STATISTICS);
    });

    it('lets the owner include an excluded shot again', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'flier', [shot(2).id]: 'other' } });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(1).id, null)));
      expect((await readSession(db)).exclusions).toEqual({ [shot(2).id]: 'other' });
    });

    it("lets the owner change an excluded shot's reason", async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'flier' } });
      const db = alice();
      await assertSucceeds(
        serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(1).id, 'chronograph-error')),
      );
    });

    it('lets the owner exclude a shot of a completed session, its stored statistics following', async () => {
      await seedSession(completed());
      const db = alice();
      const before = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => setShotExclusion(db, before, shot(2).id, 'flier')));
      const after = await readSession(db);
      expect(after.statistics).toEqual(storedStatisticsOf({ ...before, exclusions: { [shot(2).id]: 'flier' } }));
      expect(after.statistics.totalShots).toBe(3);
      expect(after.shots).toEqual(before.shots);
    });

    it('lets the owner include a shot of a completed session again', async () => {
      await seedSession(completed({ exclusions: { [shot(2).id]: 'cold-bore' } }));
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => setShotExclusion(db, await readSession(db), shot(2).id, null)));
      expect((await readSession(db)).exclusions).toEqual({});
    });

    it('lets a second device repeat an exclusion the first already made (nothing changes)', async () => {
      await seedSession(completed());
      const stale = await alicesView();
      const first = alice();
      await serverAnswer(first, () => setShotExclusion(first, stale, shot(2).id, 'flier'));
      await assertSucceeds(serverAnswer(alice(), (db) => setShotExclusion(db, stale, shot(2).id, 'flier')));
    });

    it('lets the owner exclude a shot when 499 are excluded already', async () => {
      const shots = Array.from({ length: 500 }, (_unused, n) => shot(n));
      const many = Object.fromEntries(shots.slice(1).map((item) => [item.id, 'other']));
      await seedSession({ shots, exclusions: many });
      await assertSucceeds(
        serverAnswer(alice(), async (db) => setShotExclusion(db, await alicesView(), shot(0).id, 'flier')),
      );
    });

    it('denies a 501st exclusion', async () => {
      const many = Object.fromEntries(Array.from({ length: 500 }, (_unused, n) => [`gone-${n}`, 'other']));
      await seedSession({ shots: threeShots, exclusions: many });
      await assertFails(
        serverAnswer(alice(), async (db) => setShotExclusion(db, await alicesView(), shot(0).id, 'flier')),
      );
    });

    it("denies another user excluding a shot of alice's session", async () => {
      await seedSession(completed());
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => setShotExclusion(db, session, shot(0).id, 'flier')));
    });

    it('denies an anonymous user excluding a shot', async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => setShotExclusion(db, session, shot(0).id, 'flier')));
    });

    it.each<[string, unknown]>([
      ['the reason wind', 'wind'],
      ['a capitalised reason', 'Flier'],
      ['a null reason', null],
      ['a reason given as a number', 1],
    ])('denies excluding a shot with %s', async (_what, reason) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), excluding(shot(0).id, reason)));
    });

    it('denies excluding two shots at once', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { ...excluding(shot(0).id, 'flier'), [`exclusions.${shot(1).id}`]: 'other' }));
    });

    it('denies excluding one shot and including another at once', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(1).id]: 'other' } });
      await assertFails(
        update(alice(), { ...excluding(shot(0).id, 'flier'), [`exclusions.${shot(1).id}`]: deleteField() }),
      );
    });

    it('denies replacing the exclusions with something that is not a map', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { exclusions: 'flier', updatedAt: serverTimestamp() }));
    });

    // Without an exclusion change, statistics change only as a refresh (h): counting every shot held.
    it("denies changing a completed session's statistics without an exclusion change, unless they count its shots", async () => {
      await seedSession(completed());
      await assertFails(
        update(alice(), { statistics: { ...finalStatistics(4), averageVelocity: 2700 }, updatedAt: serverTimestamp() }),
      );
    });

    it("denies changing a completed session's statistics with an exclusion that is already stored, unless they count its shots", async () => {
      await seedSession(completed({ exclusions: { [shot(2).id]: 'flier' } }));
      await assertFails(
        update(
          alice(),
          excluding(shot(2).id, 'flier', { statistics: { ...finalStatistics(2), averageVelocity: 2700 } }),
        ),
      );
    });

    it('denies an exclusion with statistics of a bad shape', async () => {
      await seedSession(completed());
      await assertFails(
        update(
          alice(),
          excluding(shot(2).id, 'flier', { statistics: { ...finalStatistics(3), standardDeviation: -1 } }),
        ),
      );
    });

    it("denies an exclusion that also rewrites a completed session's shots", async () => {
      await seedSession(completed());
      await assertFails(
        update(
          alice(),
          excluding(shot(2).id, 'flier', {
            shots: [threeShots[0], threeShots[1], { ...threeShots[2], velocity: 2750 }],
          }),
        ),
      );
    });

    it("denies an exclusion that also removes a completed session's shot", async () => {
      await seedSession(completed());
      await assertFails(update(alice(), excluding(shot(2).id, 'flier', { shots: arrayRemove(threeShots[2]) })));
    });

    it.each<[string, DocumentData]>([
      ['changing the notes', { notes: 'Flier called.' }],
      ['reopening the session', { status: 'active' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies an exclusion and %s in one write', async (_what, changes) => {
      await seedSession(completed());
      await assertFails(update(alice(), excluding(shot(2).id, 'flier', changes)));
    });
  });

  describe('(d) end (endSession)', () => {
    it('lets the owner end a session, completed at server time with statistics counting every shot', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const before = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => endSession(db, before)));
      const after = await readSession(db);
      expect(after.status).toBe('completed');
      expect(after.endedAt).toBeInstanceOf(Date);
      expect(after.statistics).toEqual(storedStatisticsOf(before));
      expect(after.statistics.totalShots).toBe(3);
    });

    it('lets the owner end a session with no shots and empty statistics', async () => {
      await seedSession();
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).statistics).toEqual({ ...EMPTY_STATISTICS, ...shotSums([]) });
    });

    it('lets the owner end a session with an excluded shot, the statistics leaving it out', async () => {
      await seedSession({ shots: threeShots, exclusions: { [shot(2).id]: 'flier' } });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).statistics).toMatchObject({
        totalShots: 3,
        averageVelocity: 2801,
        bestGroup: 0.5,
      });
    });

    it('lets the owner end a session whose load and firearm were deleted', async () => {
      await seedReferences();
      const db = alice();
      await start(db);
      await logShot(db, await readSession(db));
      await serverAnswer(db, () => deleteLoadDevelopment(db, ALICES_LOAD));
      await serverAnswer(db, () => deleteFirearm(db, ALICES_FIREARM));
      expect((await getDoc(doc(db, `loadDevelopment/${LOAD_ID}`))).exists()).toBe(false);
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).status).toBe('completed');
    });

    it('denies an end from a view another device appended a shot to meanwhile; ended again, it counts every shot', async () => {
      await seedSession({ shots: threeShots });
      const stale = await alicesView();
      await logShot(alice(), stale);
      await assertFails(serverAnswer(alice(), (db) => endSession(db, stale)));
      expect((await alicesView()).status).toBe('active');
      await assertSucceeds(serverAnswer(alice(), async (db) => endSession(db, await alicesView())));
      const after = await alicesView();
      expect(after.shots).toHaveLength(4);
      expect(after.statistics.totalShots).toBe(4);
    });

    it("denies a second end that would change a completed session's statistics", async () => {
      await seedSession({ ...completed(), statistics: { ...finalStatistics(3), averageVelocity: 1 } });
      await assertFails(serverAnswer(alice(), async (db) => endSession(db, await alicesView())));
    });

    it('denies the repeat of an end the server already applied: the end time stays (the journal finds it landed)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const active = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => endSession(db, active)));
      const ended = await readSession(db);
      await assertFails(serverAnswer(db, () => endSession(db, active)));
      expect(await readSession(db)).toEqual(ended);
    });

    it("denies another user ending alice's session", async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(bob(), (db) => endSession(db, session)));
    });

    it('denies an anonymous user ending the session', async () => {
      await seedSession({ shots: threeShots });
      const session = await alicesView();
      await assertFails(serverAnswer(anon(), (db) => endSession(db, session)));
    });

    it('stores the count of velocities with the final statistics, what a list needs for the SD interval', async () => {
      await seedSession({ shots: [...threeShots, shot(3, { velocity: null })] });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      expect((await readSession(db)).statistics).toMatchObject({ totalShots: 4, velocityCount: 3 });
      expect((await getDoc(doc(db, `sessionSummary/${ID}`))).data()?.statistics.velocityCount).toBe(3);
    });

    it('ends with the statistics of every shot this device logged, though the page had not yet drawn the last', async () => {
      await seedSession({ shots: threeShots.slice(0, 2) });
      const db = alice();
      // The page's view: two shots. A third is logged, and End tapped before the page draws it again.
      const drawn = await readSession(db);
      await assertSucceeds(
        serverAnswer(db, async () => {
          appendShot(db, drawn, shotValues({ velocity: 2802 }));
          await endSession(db, drawn);
        }),
      );
      const after = await readSession(db);
      expect(after.shots).toHaveLength(3);
      expect(after.statistics).toMatchObject({ totalShots: 3, velocityCount: 3, velocitySum: 8403 });
      expect(statisticsAreStale(after)).toBe(false);
    });

    it("stores the counted shots' sums with the final statistics, what a load's figures pool", async () => {
      const placed = [shot(0, { x: 1, y: -0.5 }), shot(1, { x: 0.5, y: 0.25 }), shot(2)];
      const withPlaces = placed.map((item, n) => (n < 2 ? { ...item, impact: Math.hypot(item.x, item.y) } : item));
      await seedSession({ shots: [...withPlaces, shot(3, { velocity: null })] });
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      const expected = { ...threeShotSums, placedShots: 2, placedSumX: 1.5, placedSumY: -0.25 };
      expect((await readSession(db)).statistics).toMatchObject(expected);
      expect((await getDoc(doc(db, `sessionSummary/${ID}`))).data()?.statistics).toMatchObject(expected);
    });

    it('denies reopening a completed session', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { status: 'active', endedAt: null, updatedAt: serverTimestamp() }));
    });

    it.each<[string, DocumentData]>([
      ['a client-chosen endedAt', { endedAt: Timestamp.now() }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['a negative standard deviation', { statistics: { ...finalStatistics(3), standardDeviation: -1 } }],
      ['statistics missing a key', { statistics: { totalShots: 3 } }],
      ['statistics with an extra key', { statistics: { ...finalStatistics(3), medianVelocity: 2801 } }],
      ['a shot sum without the others', { statistics: { ...finalStatistics(3), velocityCount: 3, minVelocity: 2800 } }],
      [
        'shot sums without velocityCount',
        { statistics: (({ velocityCount: _n, ...rest }) => rest)({ ...finalStatistics(3), ...threeShotSums }) },
      ],
      ['a fractional velocity sum', { statistics: { ...withSums(3), velocitySum: 8403.5 } }],
      ['a lowest velocity above the highest', { statistics: { ...withSums(3), minVelocity: 2803 } }],
      ['a lowest velocity with no velocity counted', { statistics: { ...withSums(3), velocityCount: 0 } }],
      ['more placed shots than shots', { statistics: { ...withSums(3), placedShots: 4 } }],
      ['a placed sum given as text', { statistics: { ...withSums(3), placedSumX: '1.5' } }],
      ['a fractional shot count', { statistics: { ...finalStatistics(3), totalShots: 2.5 } }],
      ['more velocities than shots', { statistics: { ...finalStatistics(3), velocityCount: 4 } }],
      ['a negative velocity count', { statistics: { ...finalStatistics(3), velocityCount: -1 } }],
      ['a velocity count given as text', { statistics: { ...finalStatistics(3), velocityCount: '3' } }],
      ['the status finished', { status: 'finished' }],
      ['a new name', { sessionName: 'Renamed' }],
      ['a shot appended', { shots: arrayUnion(shot(3)) }],
      ['a shot excluded', { [`exclusions.${shot(0).id}`]: 'cold-bore' }],
    ])('denies ending a session with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), ending(changes)));
    });
  });

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

  describe('(f) the repeat of a write the server already has', () => {
    it('lets a second device remove the shot the first already removed (nothing changes)', async () => {
      await seedSession({ shots: threeShots });
      const stale = await alicesView();
      await serverAnswer(alice(), (db) => deleteShot(db, stale, stale.shots[2]!));
      await assertSucceeds(serverAnswer(alice(), (db) => deleteShot(db, stale, stale.shots[2]!)));
      expect(shotIds((await alicesView()).shots)).toEqual([shot(0).id, shot(1).id]);
    });

    it('denies the create sent again over its session, before or after shots were logged (a create never overwrites)', async () => {
      await seedSession();
      await assertFails(setDoc(doc(alice(), PATH), newSession()));
      await seedSession({ shots: threeShots });
      await assertFails(setDoc(doc(alice(), PATH), newSession()));
      expect((await alicesView()).shots).toHaveLength(3);
    });

    it('lets an append be re-applied once the server has it (nothing changes)', async () => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(update(alice(), appending(threeShots[2]!)));
      expect((await alicesView()).shots).toHaveLength(3);
    });

    it('lets a completed session take the repeat of an exclusion it holds', async () => {
      await seedSession(completed({ exclusions: { [shot(2).id]: 'flier' } }));
      await assertSucceeds(update(alice(), excluding(shot(2).id, 'flier')));
    });

    it('denies a repeat with a client-chosen updatedAt', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { updatedAt: Timestamp.now() }));
    });

    it("denies another user touching alice's session", async () => {
      await seedSession(completed());
      await assertFails(update(bob(), { updatedAt: serverTimestamp() }));
    });
  });

  describe('(h) statistics written again from the shots (refreshStatistics, when they are stale)', () => {
    it('writes a completed session’s statistics again from its shots, and its summary with them, once they are stale', async () => {
      // Ended offline with two shots while a third was added on another device.
      await seedSession(completed({ statistics: finalStatistics(2) }));
      const stale = await alicesView();
      expect(statisticsAreStale(stale)).toBe(true);
      await assertSucceeds(serverAnswer(alice(), (db) => refreshStatistics(db, stale)));
      const after = await alicesView();
      expect(after.statistics).toEqual(storedStatisticsOf(after));
      expect(after.statistics.totalShots).toBe(3);
      expect(statisticsAreStale(after)).toBe(false);
      const summary = (await getDoc(sessionSummaryRef(alice(), ID))).data();
      expect(summaryMatches(after, summary)).toBe(true);
    });

    it('sees statistics that leave out an exclusion another device made as stale, and writing them again counts it', async () => {
      // Two devices excluding at once: the exclusion of shot 1 landed, the statistics written last count all three.
      await seedSession(
        completed({
          statistics: { ...finalStatistics(3), ...threeShotSums },
          exclusions: { [threeShots[0]!.id]: 'flier' },
        }),
      );
      const behind = await alicesView();
      expect(statisticsAreStale(behind)).toBe(true);
      await assertSucceeds(serverAnswer(alice(), (db) => refreshStatistics(db, behind)));
      const mended = await alicesView();
      expect(mended.statistics).toMatchObject({ totalShots: 3, velocityCount: 2, minVelocity: 2801 });
      expect(statisticsAreStale(mended)).toBe(false);
    });

    it('denies statistics that do not count every shot the session holds', async () => {
      await seedSession(completed());
      await assertFails(update(alice(), { statistics: finalStatistics(2), updatedAt: serverTimestamp() }));
    });

    it('denies it on an active session, with shots changing along, or with a client-chosen time', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { statistics: finalStatistics(3), updatedAt: serverTimestamp() }));
      await seedSession(completed({ statistics: finalStatistics(2) }));
      await assertFails(
        update(alice(), {
          statistics: finalStatistics(2),
          shots: threeShots.slice(0, 2),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(update(alice(), { statistics: finalStatistics(3), updatedAt: Timestamp.now() }));
    });

    it("denies another user writing alice's statistics", async () => {
      await seedSession(completed({ statistics: finalStatistics(2) }));
      await assertFails(update(bob(), { statistics: finalStatistics(3), updatedAt: serverTimestamp() }));
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
            statistics: finalStatistics(1),
            endedAt: serverTimestamp(),
          }),
        ),
      );
    });
  });
});
