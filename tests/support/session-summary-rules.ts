import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getDoc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { type SessionStart, type ShootingSession } from '@/features/sessions/schema';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { apiDb, seedAlicesLoadAndFirearm } from './rules-env';
import { ID, STORED_AT, storedSession } from './session-rules';

/* The fixtures of the sessionSummary/{id} rules tests (tests/rules/session-summaries-*.rules.test.ts). */

export const start = sessionFixtures.handload as SessionStart;
/** The session's id, when it was stored, and the session as stored: the sessions rules tests' own. */
export { ID, STORED_AT, storedSession };

const shot = (n: number) => ({
  id: `1700000000000-${n}-abc123`,
  timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
  velocity: 2800 + n * 10,
  impact: 0.5 + n / 10,
  note: '',
});
export const completed = {
  status: 'completed',
  shots: [shot(0), shot(1), shot(2)],
  statistics: {
    totalShots: 3,
    velocityCount: 3,
    averageVelocity: 2810,
    extremeSpread: 20,
    standardDeviation: 10,
    averageGroup: 0.6,
    bestGroup: 0.5,
    groupSpread: null,
  },
  endedAt: STORED_AT,
};
/** A summary as stored: the session's fields but its shots, exclusions, notes and updatedAt. */
export const storedSummary = (changes: DocumentData = {}): DocumentData => {
  const {
    shots: _shots,
    shotIds: _shotIds,
    exclusions: _exclusions,
    notes: _notes,
    updatedAt: _updated,
    ...summary
  } = storedSession();
  return { ...summary, ...changes };
};

export async function readSession(db: Firestore, id = ID): Promise<ShootingSession> {
  const session = (await getDoc(sessionRef(db, id))).data();
  if (!session) throw new Error(`shootingSession/${id} is missing`);
  return session;
}

/**
 * The users and seeds of a sessionSummary test file, on that file's environment (from its own
 * useRulesTestEnv(), so no state is shared between files).
 */
export function sessionSummaryRules(env: () => RulesTestEnvironment) {
  const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
  const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
  const anon = () => apiDb(env().unauthenticatedContext());
  const seedReferences = () => seedAlicesLoadAndFirearm(env(), STORED_AT);
  return { alice, bob, anon, seedReferences };
}
