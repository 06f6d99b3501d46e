import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { factoryLoadFixtures } from '@/features/factory-loads/fixtures';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS, type SessionStart, type ShootingSession } from '@/features/sessions/schema';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { startSession } from '@/features/sessions/session-writes-api';
import { type ShotFormValues } from '@/features/sessions/shot-form-schema';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { apiDb, seedDoc, seedSessionWithSummary, serverAnswer } from './rules-env';

/*
 * The fixtures of the shootingSession/{id} rules tests (tests/rules/sessions-*.rules.test.ts). Every write
 * the app makes goes through its real api function there (startSession, appendShot, deleteShot,
 * setShotExclusion, endSession, ...), answered by the server through serverAnswer(), so those tests cannot
 * drift from the app. Hand-built payloads only for shapes the api never makes.
 */

export const ID = 'session-1';
export const PATH = `shootingSession/${ID}`;
export const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);
export const LOAD_ID = 'load-1';
const FIREARM_ID = 'firearm-1';
export const handloadSnapshot = sessionFixtures.handload.selectedAmmunition;
export const factorySnapshot = sessionFixtures.factory.selectedAmmunition;
export const firearmSnapshot = sessionFixtures.handload.selectedFirearm;
export const weather = sessionFixtures.handload.weather;
export const ALICES_LOAD = { id: LOAD_ID, name: loadFixtures.creedmoorMatch.name };
export const ALICES_FIREARM = { id: FIREARM_ID, name: firearmFixtures.tikka.name };

/** Alice's handload session as startSession() writes it, with exactly the given changes (for bad shapes). */
export const newSession = (changes: DocumentData = {}): DocumentData => ({
  ...sessionFixtures.handload,
  userId: 'alice',
  status: 'active',
  shots: [],
  shotIds: [],
  exclusions: {},
  statistics: EMPTY_STATISTICS,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  endedAt: null,
  ...changes,
});
/** A shot as stored, with exactly the given changes. */
export const shot = (n: number, changes: DocumentData = {}): DocumentData => ({
  id: `1700000000000-${n}-abc123`,
  timestamp: Timestamp.fromMillis(1_700_000_000_000 + n * 1000),
  velocity: 2800 + n,
  impact: 0.5 + n / 10,
  note: '',
  ...changes,
});
export const threeShots = [shot(0), shot(1), shot(2)];
export const shotIds = (shots: readonly { id: string }[]) => shots.map((item) => item.id);
/** Alice's handload session as stored, with exactly the given changes (shotIds those of its shots unless given). */
export const storedSession = (changes: DocumentData = {}): DocumentData => {
  const shots = (changes.shots ?? []) as { id: string }[];
  return {
    ...sessionFixtures.handload,
    userId: 'alice',
    status: 'active',
    shots,
    shotIds: shotIds(shots),
    exclusions: {},
    statistics: EMPTY_STATISTICS,
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
    endedAt: null,
    ...changes,
  };
};
/** Final statistics of a session with the given number of shots. */
export const finalStatistics = (totalShots: number) => ({
  totalShots,
  velocityCount: totalShots,
  averageVelocity: 2801,
  extremeSpread: 2,
  standardDeviation: 1,
  averageGroup: 0.6,
  bestGroup: 0.5,
  groupSpread: null,
});
export const completed = (changes: DocumentData = {}): DocumentData => ({
  shots: threeShots,
  status: 'completed',
  statistics: finalStatistics(3),
  endedAt: STORED_AT,
  ...changes,
});

/** The session as the app reads it (through its converter and schema). */
export async function readSession(db: Firestore): Promise<ShootingSession> {
  const snapshot = await getDoc(sessionRef(db, ID));
  const session = snapshot.data();
  if (!session) throw new Error(`${PATH} is missing`);
  return session;
}

export const start = (db: Firestore, changes: Partial<SessionStart> = {}, userId = 'alice') =>
  serverAnswer(db, () => startSession(db, userId, { ...sessionFixtures.handload, ...changes } as SessionStart, ID));
export const shotValues = (changes: Partial<ShotFormValues> = {}): ShotFormValues => ({
  velocity: 2803,
  impact: 0.4,
  note: '',
  ...changes,
});
export const logShot = (db: Firestore, session: ShootingSession, changes: Partial<ShotFormValues> = {}) =>
  serverAnswer(db, () => appendShot(db, session, shotValues(changes)).stored);

export const update = (db: Firestore, changes: DocumentData) => updateDoc(doc(db, PATH), changes);
export const appending = (newShot: DocumentData, changes: DocumentData = {}): DocumentData => ({
  shots: arrayUnion(newShot),
  shotIds: arrayUnion(newShot.id),
  updatedAt: serverTimestamp(),
  ...changes,
});
/** Several shots appended in one write, as appendOp writes them (their ids at the end of shotIds). */
export const appendingAll = (shots: readonly DocumentData[]): DocumentData => ({
  shots: arrayUnion(...shots),
  shotIds: arrayUnion(...shots.map((item) => item.id as string)),
  updatedAt: serverTimestamp(),
});
/** The shots given as the whole list, with their ids (for shapes the api never writes). */
export const withIds = (shots: readonly (DocumentData | undefined)[]) => ({
  shots,
  shotIds: shots.map((item) => item?.id as string),
});
/** Shots taken out as deleteShot takes one out (arrayRemove of the shots and of their ids). */
export const removing = (...shots: (DocumentData | undefined)[]) => ({
  shots: arrayRemove(...shots),
  shotIds: arrayRemove(...shots.map((item) => item?.id as string)),
});
export const excluding = (shotId: string, reason: unknown, changes: DocumentData = {}): DocumentData => ({
  [`exclusions.${shotId}`]: reason,
  updatedAt: serverTimestamp(),
  ...changes,
});

/**
 * The users and seeds of a sessions rules test file, on that file's environment (from its own
 * useRulesTestEnv(), so no state is shared between files).
 */
export function sessionRules(env: () => RulesTestEnvironment) {
  const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
  const bob = () => apiDb(env().authenticatedContext('bob', { email: 'bob@example.com' }));
  const anon = () => apiDb(env().unauthenticatedContext());

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
  /** Seeds the session, with its summary as every stored session has one. */
  const seedSession = (changes: DocumentData = {}) => seedSessionWithSummary(env(), ID, storedSession(changes));
  /** Reads the session as alice, so another user's attempt can be made with alice's view of it. */
  const alicesView = () => readSession(alice());

  return { alice, bob, anon, seedReferences, seedSession, alicesView };
}
