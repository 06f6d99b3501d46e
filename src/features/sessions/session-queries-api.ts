import {
  endAt,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { readLeniently } from '@/lib/firestore/converter';
import { SESSION_PAGE_SIZE, type PageBounds, type SessionCursor } from './pagination';
import { sessionsCollection, summariesCollection } from './session-docs-api';

/* The live queries of sessions and their summaries that the screens listen to. */

/** What the sessions list can be narrowed to: one load development, one firearm, or both. */
export type SessionFilter = { loadId?: string; firearmId?: string };

/**
 * One page of the user's session summaries, newest shot first, within `bounds` (pagination.ts),
 * narrowed by `filter`: one indexed query, reading summaries, never shots.
 */
export function sessionSummariesQuery(db: Firestore, userId: string, filter: SessionFilter, bounds: PageBounds) {
  const constraints: QueryConstraint[] = [where('userId', '==', userId)];
  if (filter.loadId) constraints.push(where('selectedAmmunition.loadDevelopmentId', '==', filter.loadId));
  if (filter.firearmId) constraints.push(where('selectedFirearm.id', '==', filter.firearmId));
  constraints.push(orderBy('date', 'desc'), orderBy('createdAt', 'desc'));
  const at = (cursor: SessionCursor) => [cursor.date, Timestamp.fromDate(cursor.createdAt)] as const;
  if (bounds.after) constraints.push(startAfter(...at(bounds.after)));
  constraints.push(bounds.through ? endAt(...at(bounds.through)) : limit(SESSION_PAGE_SIZE));
  return query(summariesCollection(db), ...constraints);
}

/** The user's newest `count` session summaries, newest shot first. */
export function recentSummariesQuery(db: Firestore, userId: string, count: number) {
  return query(userSummariesQuery(db, userId), limit(count));
}

/** Every summary of the user's sessions, newest shot first. */
export function userSummariesQuery(db: Firestore, userId: string) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    orderBy('date', 'desc'),
    orderBy('createdAt', 'desc'),
  );
}

/**
 * Puts on this device what a day at the range needs of the user's sessions, read once (a page that
 * shows them listens itself): the active ones and the newest few whole, to log into and open with no
 * signal. The sessions list is not read ahead: a list opened online opens offline again from the
 * cache. One-time reads, not listeners: a listener with a limit is run again on every change of the
 * collection (the emulator does it for each write), and the cache only needs a copy.
 */
export async function keepRecentSessionsOnDevice(db: Firestore, userId: string, newest: number): Promise<void> {
  await Promise.all([
    getDocs(readLeniently(activeSessionsQuery(db, userId))),
    getDocs(readLeniently(userSessionsQuery(db, userId, newest))),
  ]);
}

/** The user's sessions in the order they were shot, newest first; at most `max` of them when given. */
export function userSessionsQuery(db: Firestore, userId: string, max?: number) {
  const ordered = query(
    sessionsCollection(db),
    where('userId', '==', userId),
    orderBy('date', 'desc'),
    orderBy('createdAt', 'desc'),
  );
  return max === undefined ? ordered : query(ordered, limit(max));
}

/** Most active sessions a screen reads; a shooter ends them, so there are few. */
const ACTIVE_SESSIONS_READ = 20;

/** The user's sessions still active. */
export function activeSessionsQuery(db: Firestore, userId: string) {
  return query(
    sessionsCollection(db),
    where('userId', '==', userId),
    where('status', '==', 'active'),
    limit(ACTIVE_SESSIONS_READ),
  );
}

/** Most loads one recipe query reads the sessions of (Firestore's limit for an `in` filter). */
export const RECIPE_LOADS_MAX = 30;

/**
 * The summaries of the user's sessions fired with any of these handloads (a recipe's loads, at most
 * RECIPE_LOADS_MAX): what the load page's figures are pooled from, without the shots.
 */
export function recipeSummariesQuery(db: Firestore, userId: string, loadIds: readonly string[]) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', 'in', loadIds.slice(0, RECIPE_LOADS_MAX)),
  );
}

/** Most batches one query reads the sessions of (Firestore's limit for an `in` filter). */
export const BATCHES_PER_QUERY = 30;

/**
 * The summaries of the user's sessions that name any of these batches (at most BATCHES_PER_QUERY):
 * what their rounds fired are counted from, without the shots (two equalities, no composite index).
 */
export function batchSummariesQuery(db: Firestore, userId: string, batchIds: readonly string[]) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('batchId', 'in', batchIds.slice(0, BATCHES_PER_QUERY)),
  );
}

/** The user's sessions fired with any of these handloads (a recipe's loads, at most RECIPE_LOADS_MAX). */
export function recipeSessionsQuery(db: Firestore, userId: string, loadIds: readonly string[]) {
  return query(
    sessionsCollection(db),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', 'in', loadIds.slice(0, RECIPE_LOADS_MAX)),
  );
}

/**
 * The user's sessions that could already hold a string of `shots` shots shot on `date` (any day when
 * null): the same number of shots and, when the file gives one, the same day. What an import checks
 * for duplicates, instead of every session (equality filters only: Firestore's single-field indexes).
 */
export function stringHoldersQuery(db: Firestore, userId: string, string: { shots: number; date: string | null }) {
  const sameCount = query(
    sessionsCollection(db),
    where('userId', '==', userId),
    where('statistics.totalShots', '==', string.shots),
  );
  return string.date === null ? sameCount : query(sameCount, where('date', '==', string.date));
}
