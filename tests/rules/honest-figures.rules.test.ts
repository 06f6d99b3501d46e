import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
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
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS, type Shot } from '@/features/sessions/schema';
import { apiDb, seedDoc, useRulesTestEnv, seedAlicesLoadAndFirearm } from '../support/rules-env';

/*
 * The figures the app stores and the server sums (a session's statistics and shot sums, its summary) stay
 * honest: each rule is tried as the attack a buggy or older client would make (denied) beside the write the app
 * makes (allowed), built as sessions-api's end, exclusion, start and delete batches build them, with the
 * statistics computed by the app's own storedStatisticsOf.
 */

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));

const ID = 'session-1';
const PATH = `shootingSession/${ID}`;
const SUMMARY_PATH = `sessionSummary/${ID}`;
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
/** A server time as the server keeps it, to the microsecond (a device reads it back to the millisecond). */
const CREATED_AT = new Timestamp(1_700_000_000, 123_456_000);

type StoredShot = DocumentData & { id: string; velocity: number | null; impact: number | null };
const shot = (n: number, changes: DocumentData = {}): StoredShot => ({
  id: `1700000000000-${n}-abc123`,
  timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
  velocity: 2800 + n,
  impact: 0.5 + n / 10,
  note: '',
  ...changes,
});
/** Three shots, the last placed on the target (x and y). */
const threeShots = [shot(0), shot(1), shot(2, { x: 0.3, y: -0.4, impact: 0.5 })];
/** The statistics the app stores for these shots and exclusions (domain/rollups.ts). */
const statisticsOf = (shots: readonly StoredShot[], exclusions: Record<string, string> = {}) =>
  storedStatisticsOf({ shots: shots as unknown as Shot[], exclusions: exclusions as never }) as DocumentData;

const seedReferences = () => seedAlicesLoadAndFirearm(env(), STORED_AT);
/** Alice's profile; `deleting`: marked as markDeletion marks an account deletion under way. */
const seedProfile = (deleting = false) =>
  seedDoc(env(), 'users/alice', {
    displayName: 'Alice',
    email: 'alice@example.com',
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
    ...(deleting ? { deletionRequestedAt: STORED_AT } : {}),
  });

/** Alice's handload session as stored, with exactly the given changes. */
const storedSession = (changes: DocumentData = {}): DocumentData => ({
  ...sessionFixtures.handload,
  userId: 'alice',
  status: 'active',
  shots: [],
  exclusions: {},
  statistics: EMPTY_STATISTICS,
  createdAt: CREATED_AT,
  updatedAt: STORED_AT,
  endedAt: null,
  ...changes,
});
/** A session's summary: the session without its shots, exclusions, notes and updatedAt. */
function summaryOf(session: DocumentData): DocumentData {
  const { shots: _shots, exclusions: _exclusions, notes: _notes, updatedAt: _updatedAt, ...summary } = session;
  return summary;
}
const completedSession = (changes: DocumentData = {}) =>
  storedSession({
    shots: threeShots,
    status: 'completed',
    statistics: statisticsOf(threeShots),
    endedAt: STORED_AT,
    ...changes,
  });
/** Seeds the session and its summary. */
async function seedPair(session: DocumentData): Promise<void> {
  await seedDoc(env(), PATH, session);
  await seedDoc(env(), SUMMARY_PATH, summaryOf(session));
}
async function readSession(): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env().withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), PATH))).data();
  });
  return data;
}

/** A server time as a device holds it once read back: a Date, to the millisecond. */
const asReadBack = (time: Timestamp) => Timestamp.fromMillis(time.toMillis());

/**
 * endOps: the session completed with its statistics, and its summary, in one batch; the summary's
 * createdAt the session's as read back, unless given (an import's end writes its batch's time).
 */
function end(
  db: Firestore,
  session: DocumentData,
  statistics: DocumentData,
  summaryCreatedAt: unknown = asReadBack(session.createdAt as Timestamp),
) {
  const batch = writeBatch(db);
  batch.update(doc(db, PATH), {
    status: 'completed',
    statistics,
    endedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, SUMMARY_PATH), {
    ...summaryOf(session),
    status: 'completed',
    statistics,
    createdAt: summaryCreatedAt,
    endedAt: serverTimestamp(),
  });
  return batch.commit();
}

/** setShotExclusion on a completed session: one exclusion, the statistics, and the summary, in one batch. */
function exclude(
  db: Firestore,
  session: DocumentData,
  shotId: string,
  statistics: DocumentData,
  summaryChanges: DocumentData = {},
) {
  const batch = writeBatch(db);
  batch.update(doc(db, PATH), { [`exclusions.${shotId}`]: 'flier', statistics, updatedAt: serverTimestamp() });
  batch.set(doc(db, SUMMARY_PATH), {
    ...summaryOf(session),
    statistics,
    createdAt: asReadBack(session.createdAt as Timestamp),
    endedAt: session.endedAt === null ? null : asReadBack(session.endedAt as Timestamp),
    ...summaryChanges,
  });
  return batch.commit();
}

describe('a completed session’s statistics follow its shots (an exclusion writing them)', () => {
  const excluded = { [threeShots[0]!.id]: 'flier' };

  it('lets the owner exclude a shot, the statistics and the summary as the app computes them', async () => {
    await seedPair(completedSession());
    await assertSucceeds(exclude(alice(), completedSession(), threeShots[0]!.id, statisticsOf(threeShots, excluded)));
    expect((await readSession())?.statistics).toEqual(statisticsOf(threeShots, excluded));
  });

  it('denies totalShots 5000 for a session of three shots (Rounds Fired would count 5,000 rounds never fired)', async () => {
    await seedPair(completedSession());
    const statistics = { ...statisticsOf(threeShots, excluded), totalShots: 5000 };
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics));
  });

  it.each<[string, DocumentData]>([
    ['more velocities counted than shots held', { velocityCount: 4 }],
    ['more placed shots than shots held', { placedShots: 4, placedSumX: 0.3, placedSumY: -0.4 }],
    ['placed sums beyond the target (over 100 in a shot)', { placedSumX: 150 }],
    ['a group spread with one placed shot', { groupSpread: 1.2 }],
    ['a closest shot further than the mean', { bestGroup: 0.9 }],
  ])('denies statistics with %s', async (_what, changes) => {
    await seedPair(completedSession());
    const statistics = { ...statisticsOf(threeShots, excluded), ...changes };
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics));
  });

  it('denies statistics changed on an active session (it stores none until its end)', async () => {
    const active = storedSession({ shots: threeShots });
    await seedPair(active);
    await assertFails(exclude(alice(), active, threeShots[0]!.id, statisticsOf(threeShots, excluded)));
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), { [`exclusions.${threeShots[0]!.id}`]: 'flier', updatedAt: serverTimestamp() }),
    );
  });
});

describe('the end’s statistics and shot sums are consistent (endSession)', () => {
  const active = () => storedSession({ shots: threeShots });

  it('lets the owner end a session with the statistics the app computes from its shots', async () => {
    await seedPair(active());
    await assertSucceeds(end(alice(), active(), statisticsOf(threeShots)));
  });

  it('lets the owner end a session with no shots (no figure, zero sums)', async () => {
    await seedPair(storedSession());
    await assertSucceeds(end(alice(), storedSession(), statisticsOf([])));
  });

  it('lets the owner end a session of one velocity (no SD) and of shots with no velocity', async () => {
    const one = [shot(0, { impact: null })];
    await seedPair(storedSession({ shots: one }));
    await assertSucceeds(end(alice(), storedSession({ shots: one }), statisticsOf(one)));
    await env().clearFirestore();
    await seedReferences();
    const silent = [shot(0, { velocity: null }), shot(1, { velocity: null })];
    await seedPair(storedSession({ shots: silent }));
    await assertSucceeds(end(alice(), storedSession({ shots: silent }), statisticsOf(silent)));
  });

  it('lets the owner end a string of 500 shots of 5,999 fps down to 1 fps (integer sums, no overflow)', async () => {
    const shots = Array.from({ length: 500 }, (_unused, n) => shot(n, { velocity: n === 0 ? 1 : 5999 }));
    await seedPair(storedSession({ shots }));
    await assertSucceeds(end(alice(), storedSession({ shots }), statisticsOf(shots)));
  });

  it.each<[string, DocumentData]>([
    ['velocitySquares 0 (a load’s pooled SD would be NaN)', { velocitySquares: 0 }],
    ['maxVelocity 60000 (an extreme spread of 57,000 fps)', { maxVelocity: 60000, extremeSpread: 57200 }],
    ['placedSumX NaN', { placedSumX: NaN }],
    ['placedSumY Infinity', { placedSumY: Infinity }],
    ['an average above the highest velocity', { averageVelocity: 2900 }],
    ['an extreme spread that is not highest - lowest', { extremeSpread: 40 }],
    ['an SD the sums do not give', { standardDeviation: 9.9 }],
    ['a lowest velocity of 0', { minVelocity: 0, extremeSpread: 2802 }],
    ['velocity sums with no counted velocity', { velocityCount: 0 }],
    ['squares above highest x sum', { velocitySquares: 2802 * 8403 + 1 }],
    ['totalShots 2 for the three shots it holds', { totalShots: 2 }],
  ])('denies an end with %s', async (_what, changes) => {
    await seedPair(active());
    await assertFails(end(alice(), active(), { ...statisticsOf(threeShots), ...changes }));
  });

  it('denies an end without the shot sums (an older client’s statistics)', async () => {
    await seedPair(active());
    const { velocitySum: _sum, velocitySquares: _squares, ...withoutSums } = statisticsOf(threeShots);
    await assertFails(end(alice(), active(), withoutSums));
  });

  it('denies an end from a view another device has changed: a shot it appended is not counted', async () => {
    const four = [...threeShots, shot(3)];
    await seedPair(storedSession({ shots: four }));
    await assertFails(end(alice(), storedSession({ shots: four }), statisticsOf(threeShots)));
    await assertSucceeds(end(alice(), storedSession({ shots: four }), statisticsOf(four)));
  });
});

describe('a completed session’s end is not rewritten', () => {
  it('denies an end sent again: neither its statistics nor its end time change', async () => {
    await seedPair(completedSession());
    const ended = await readSession();
    await assertFails(end(alice(), completedSession(), { ...statisticsOf(threeShots), totalShots: 3 }));
    await assertFails(end(alice(), completedSession(), statisticsOf([threeShots[0]!, threeShots[1]!, shot(5)])));
    await assertFails(updateDoc(doc(alice(), PATH), { endedAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    expect(await readSession()).toEqual(ended);
  });
});

describe('a new session starts with no figure', () => {
  it('denies a start whose empty statistics hold a best group (it would lead the dashboard’s best)', async () => {
    await seedReferences();
    const db = alice();
    const batch = writeBatch(db);
    const start = storedSession({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    const statistics = { ...EMPTY_STATISTICS, bestGroup: 0.01 };
    batch.set(doc(db, PATH), { ...start, statistics });
    batch.set(doc(db, SUMMARY_PATH), { ...summaryOf(start), statistics });
    await assertFails(batch.commit());
  });
});

describe('a summary exists exactly when its session does, with its times', () => {
  const start = () => storedSession({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

  it('lets the owner start a session with its summary in one batch (startOps)', async () => {
    await seedReferences();
    const db = alice();
    const batch = writeBatch(db);
    batch.set(doc(db, PATH), start());
    batch.set(doc(db, SUMMARY_PATH), summaryOf(start()));
    await assertSucceeds(batch.commit());
  });

  it('denies a session created without its summary (it would count in no figure)', async () => {
    await seedReferences();
    await assertFails(setDoc(doc(alice(), PATH), start()));
  });

  it('denies a summary without its session', async () => {
    await seedReferences();
    await assertFails(setDoc(doc(alice(), SUMMARY_PATH), summaryOf(storedSession())));
  });

  it('lets the owner delete a session with its summary in one batch (deleteSession)', async () => {
    await seedReferences();
    await seedProfile();
    await seedPair(completedSession());
    const db = alice();
    const batch = writeBatch(db);
    batch.delete(doc(db, PATH));
    batch.delete(doc(db, SUMMARY_PATH));
    await assertSucceeds(batch.commit());
  });

  it('denies deleting a session without its summary (the summary would go on counting)', async () => {
    await seedReferences();
    await seedProfile();
    await seedPair(completedSession());
    const db = alice();
    await assertFails(deleteDoc(doc(db, PATH)));
  });

  it('denies deleting a summary alone (its session would drop out of every figure)', async () => {
    await seedReferences();
    await seedProfile();
    await seedPair(completedSession());
    await assertFails(deleteDoc(doc(alice(), SUMMARY_PATH)));
    await assertSucceeds(deleteDoc(doc(alice(), 'sessionSummary/never-was')));
  });

  it('denies a summary claiming a createdAt in the year 2100, or an end time', async () => {
    await seedReferences();
    await seedPair(completedSession());
    const excluded = { [threeShots[0]!.id]: 'flier' };
    const statistics = statisticsOf(threeShots, excluded);
    const in2100 = Timestamp.fromDate(new Date('2100-01-01T00:00:00Z'));
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { createdAt: in2100 }));
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { endedAt: in2100 }));
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics, { endedAt: null }));
    // The session's own times, as a device reads them back (to the millisecond).
    await assertSucceeds(exclude(alice(), completedSession(), threeShots[0]!.id, statistics));
  });

  it('lets an import’s end give the summary the time of its batch (the device had not heard the start’s)', async () => {
    await seedReferences();
    const active = storedSession({ shots: threeShots });
    await seedPair(active);
    await assertSucceeds(end(alice(), active, statisticsOf(threeShots), serverTimestamp()));
  });
});

describe('an exclusion key is a shot’s id', () => {
  it('denies a key of 1,400 characters', async () => {
    await seedReferences();
    await seedPair(storedSession({ shots: threeShots }));
    await assertFails(
      updateDoc(doc(alice(), PATH), { [`exclusions.${'x'.repeat(1400)}`]: 'other', updatedAt: serverTimestamp() }),
    );
  });

  it('denies more exclusions added than the session holds shots', async () => {
    await seedReferences();
    const three = Object.fromEntries(threeShots.map((item) => [item.id, 'other']));
    await seedPair(storedSession({ shots: threeShots, exclusions: three }));
    await assertFails(
      updateDoc(doc(alice(), PATH), { 'exclusions.not-a-shot': 'other', updatedAt: serverTimestamp() }),
    );
    // Including one again, or changing a reason, stays allowed.
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), { [`exclusions.${threeShots[0]!.id}`]: 'flier', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), {
        [`exclusions.${threeShots[1]!.id}`]: deleteField(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('once an account’s deletion starts, no device creates anything for it', () => {
  const stamps = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  const firearm = () => ({ ...firearmFixtures.tikka, userId: 'alice', ...stamps() });
  const load = () => ({ ...loadFixtures.creedmoorMatch, status: 'Planning', userId: 'alice', ...stamps() });
  const startBatch = (db: Firestore) => {
    const batch = writeBatch(db);
    const start = storedSession(stamps());
    batch.set(doc(db, PATH), start);
    batch.set(doc(db, SUMMARY_PATH), summaryOf(start));
    return batch.commit();
  };

  it('lets the owner create records while no deletion is under way', async () => {
    await seedReferences();
    await seedProfile();
    await assertSucceeds(setDoc(doc(alice(), 'firearms/firearm-2'), firearm()));
    await assertSucceeds(setDoc(doc(alice(), 'loadDevelopment/load-2'), load()));
    await assertSucceeds(startBatch(alice()));
  });

  it('denies another device creating a firearm, a load or a session once the profile is marked', async () => {
    await seedReferences();
    await seedProfile(true);
    await assertFails(setDoc(doc(alice(), 'firearms/firearm-2'), firearm()));
    await assertFails(setDoc(doc(alice(), 'loadDevelopment/load-2'), load()));
    await assertFails(startBatch(alice()));
  });

  it('lets the deletion delete sessions before their summaries (one collection after the other)', async () => {
    await seedReferences();
    await seedProfile(true);
    await seedPair(completedSession());
    await assertSucceeds(deleteDoc(doc(alice(), PATH)));
    await assertSucceeds(deleteDoc(doc(alice(), SUMMARY_PATH)));
  });
});
