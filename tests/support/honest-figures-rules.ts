import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { storedStatisticsOf } from '@/domain/rollups';
import { type Shot } from '@/features/sessions/schema';
import { apiDb, seedAlicesLoadAndFirearm, seedSessionWithSummary, summaryOf } from './rules-env';
import { storedSession as sessionRulesStoredSession } from './session-rules';

/*
 * The fixtures of the honest-figures rules tests (tests/rules/honest-figures-*.rules.test.ts): the figures the
 * app stores and the server sums (a session's statistics and shot sums, its summary) stay honest. Each rule is
 * tried as the attack a buggy or older client would make (denied) beside the write the app makes (allowed),
 * built as sessions-api's end, exclusion, start and delete batches build them, with the statistics computed by
 * the app's own storedStatisticsOf.
 */

const ID = 'session-1';
export const PATH = `shootingSession/${ID}`;
export const SUMMARY_PATH = `sessionSummary/${ID}`;
export const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
/** A server time as the server keeps it, to the microsecond (a device reads it back to the millisecond). */
const CREATED_AT = new Timestamp(1_700_000_000, 123_456_000);

type StoredShot = DocumentData & { id: string; velocity: number | null; impact: number | null };
export const shot = (n: number, changes: DocumentData = {}): StoredShot => ({
  id: `1700000000000-${n}-abc123`,
  timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
  velocity: 2800 + n,
  impact: 0.5 + n / 10,
  note: '',
  ...changes,
});
/** Three shots, the last placed on the target (x and y). */
export const threeShots = [shot(0), shot(1), shot(2, { x: 0.3, y: -0.4, impact: 0.5 })];
/** The statistics the app stores for these shots and exclusions (domain/rollups.ts). */
export const statisticsOf = (shots: readonly StoredShot[], exclusions: Record<string, string> = {}) =>
  storedStatisticsOf({ shots: shots as unknown as Shot[], exclusions: exclusions as never }) as DocumentData;

/**
 * Alice's handload session as stored (the sessions rules tests' fixture), its createdAt a server time to the
 * microsecond, with exactly the given changes.
 */
export const storedSession = (changes: DocumentData = {}): DocumentData =>
  sessionRulesStoredSession({ createdAt: CREATED_AT, ...changes });
export const completedSession = (changes: DocumentData = {}) =>
  storedSession({
    shots: threeShots,
    status: 'completed',
    statistics: statisticsOf(threeShots),
    endedAt: STORED_AT,
    ...changes,
  });

/**
 * endOps: the session completed with its statistics, and its summary updated (all but its
 * createdAt; its endedAt the server's time, as the session's), in one batch. `summaryChanges`: what a
 * device writes beside that.
 */
export function end(db: Firestore, session: DocumentData, statistics: DocumentData, summaryChanges: DocumentData = {}) {
  const batch = writeBatch(db);
  batch.update(doc(db, PATH), {
    status: 'completed',
    statistics,
    endedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  const { createdAt: _createdAt, endedAt: _endedAt, ...fields } = summaryOf(session);
  batch.update(doc(db, SUMMARY_PATH), {
    ...fields,
    status: 'completed',
    statistics,
    endedAt: serverTimestamp(),
    ...summaryChanges,
  });
  return batch.commit();
}

/**
 * setShotExclusion on a completed session: one exclusion, the statistics, and the summary updated
 * (all but its times), in one batch. `summaryChanges`: what a device writes beside that.
 */
export function exclude(
  db: Firestore,
  session: DocumentData,
  shotId: string,
  statistics: DocumentData,
  summaryChanges: DocumentData = {},
) {
  const batch = writeBatch(db);
  batch.update(doc(db, PATH), { [`exclusions.${shotId}`]: 'flier', statistics, updatedAt: serverTimestamp() });
  const { createdAt: _createdAt, endedAt: _endedAt, ...fields } = summaryOf(session);
  batch.update(doc(db, SUMMARY_PATH), { ...fields, statistics, ...summaryChanges });
  return batch.commit();
}

/**
 * The user and seeds of an honest-figures test file, on that file's environment (from its own
 * useRulesTestEnv(), so no state is shared between files).
 */
export function honestFiguresRules(env: () => RulesTestEnvironment) {
  const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
  const seedReferences = () => seedAlicesLoadAndFirearm(env(), STORED_AT);
  /** Seeds the session and its summary. */
  async function seedPair(session: DocumentData): Promise<void> {
    await seedSessionWithSummary(env(), ID, session);
  }
  return { alice, seedReferences, seedPair };
}
