import {
  collection,
  count,
  doc,
  endAt,
  getAggregateFromServer,
  getCountFromServer,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  serverTimestamp,
  sum,
  Timestamp,
  type QuerySnapshot,
  updateDoc,
  waitForPendingWrites,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { impactFromPosition } from '@/domain/groups';
import {
  betterGroup,
  storedBestGroup,
  storedStatisticsOf,
  type BestGroup,
  type CompletedRounds,
  type LoadRollup,
} from '@/domain/rollups';
import type { StoredStatistics } from '@/domain/statistics';
import type { SumsPart } from '@/domain/sums';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { readLeniently, splitUnreadable, zodConverter, type UnreadableDoc } from '@/lib/firestore/converter';
import { readFromDevice, save, saveOnDevice, type Save } from '@/lib/firestore/local';
import { userProfileRef } from '@/lib/firestore/user-profile';
import {
  deletion,
  removalOf,
  serverTime,
  toOpValue,
  unionOf,
  type OpValue,
  type WriteOp,
} from '@/lib/firestore/write-ops';
import { chunksOf } from '@/utils/chunks';
import { SESSION_PAGE_SIZE, type PageBounds, type SessionCursor } from './pagination';
import {
  EMPTY_STATISTICS,
  EXCLUSION_REASONS,
  newShotId,
  sessionDetailsSchema,
  sessionDocSchema,
  sessionStartSchema,
  sessionSummaryDocSchema,
  shotSchema,
  type ExclusionReason,
  type Exclusions,
  type RestoredSession,
  type SessionDetails,
  type SessionStart,
  type SessionSummary,
  type ShootingSession,
  type Shot,
  type ShotFormValues,
} from './schema';
import { sessionsNeedingSummary, summaryFieldsSchema, type SummaryFields } from './summaries';

/*
 * Every function takes the Firestore instance it reads or writes (the app's, the demo seed's, a
 * test's), so there is one write path and nothing can drift from it. Writes go through save():
 * journalled, one atomic batch, resolved once on this device; none waits for the server.
 */

const sessionConverter = zodConverter(sessionDocSchema);
const sessionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.shootingSession).withConverter(sessionConverter);
const sessionPath = (sessionId: string) => `${COLLECTIONS.shootingSession}/${sessionId}`;

const summaryConverter = zodConverter(sessionSummaryDocSchema);
const summariesCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.sessionSummary).withConverter(summaryConverter);
const summaryPath = (sessionId: string) => `${COLLECTIONS.sessionSummary}/${sessionId}`;

/** One session's summary by id (the session's own id). */
export function sessionSummaryRef(db: Firestore, sessionId: string) {
  return doc(summariesCollection(db), sessionId);
}

/**
 * Writes a session's summary whole, in the batch that changes the session (`session` as it is after
 * that change; its shots, exclusions and notes are left out): a set, so it lands whether or not an
 * older session had a summary yet, and re-applying it changes nothing.
 */
function summaryOp(
  sessionId: string,
  session: SummaryFields,
  times: { createdAt: OpValue; endedAt: OpValue },
): WriteOp {
  return {
    kind: 'set',
    path: summaryPath(sessionId),
    data: { ...(toOpValue(summaryFieldsSchema.parse(session)) as Record<string, never>), ...times },
  };
}

/** A stored session's times, for its summary. */
const sessionTimes = (session: Pick<ShootingSession, 'createdAt' | 'endedAt'>) => ({
  createdAt: toOpValue(session.createdAt),
  endedAt: session.endedAt === null ? null : toOpValue(session.endedAt),
});

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

/** The user's summaries shot between two days (YYYY-MM-DD, both included). */
export function summariesShotBetweenQuery(db: Firestore, userId: string, first: string, last: string) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('date', '>=', first),
    where('date', '<=', last),
  );
}

/**
 * The user's completed session with the smallest stored `figure`: its group's spread, or its closest
 * shot (sessions without one hold null, which a range filter leaves out).
 */
export function smallestFigureQuery(
  db: Firestore,
  userId: string,
  figure: 'groupSpread' | 'bestGroup',
  loadId?: string,
) {
  const field = `statistics.${figure}`;
  const mine = [where('userId', '==', userId)];
  if (loadId) mine.push(where('selectedAmmunition.loadDevelopmentId', '==', loadId));
  return query(summariesCollection(db), ...mine, where(field, '>=', 0), orderBy(field), limit(1));
}

/** The summaries of the user's completed sessions fired with one handload. */
export function completedLoadSummariesQuery(db: Firestore, userId: string, loadId: string) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', '==', loadId),
    where('status', '==', 'completed'),
  );
}

/** The summary of the user's completed session fired with one handload most lately. */
export function newestLoadSummaryQuery(db: Firestore, userId: string, loadId: string) {
  return query(completedLoadSummariesQuery(db, userId, loadId), orderBy('date', 'desc'), limit(1));
}

/** Every summary of the user's sessions, in no order: what the server sums. */
export function summariesQuery(db: Firestore, userId: string) {
  return query(summariesCollection(db), where('userId', '==', userId));
}

/** The summaries of the user's sessions fired with one firearm. */
export function firearmSummariesQuery(db: Firestore, userId: string, firearmId: string) {
  return query(summariesCollection(db), where('userId', '==', userId), where('selectedFirearm.id', '==', firearmId));
}

/** The summaries of the user's sessions fired with one firearm and shot after `day` (YYYY-MM-DD). */
export function firearmSummariesShotAfterQuery(db: Firestore, userId: string, firearmId: string, day: string) {
  return query(firearmSummariesQuery(db, userId, firearmId), where('date', '>', day));
}

/** The best of the smallest stored group and closest shot (rollups.betterGroup), from their documents. */
function bestOfSmallest(...snapshots: QuerySnapshot<SessionSummary | UnreadableDoc>[]): BestGroup | null {
  const smallest = snapshots.flatMap((snapshot) => snapshot.docs.map((item) => item.data()));
  return splitUnreadable(smallest).records.reduce<BestGroup | null>(
    (best, summary) => betterGroup(best, storedBestGroup(summary)),
    null,
  );
}

/**
 * Each load's roll-up (rollups.LoadRollup) from its completed sessions' summaries, answered by the
 * server: a count, the newest and the two smallest stored figures, four reads a load however many
 * sessions it has. Rejects when the server cannot be reached.
 */
export async function loadRollupsFromServer(
  db: Firestore,
  userId: string,
  loadIds: readonly string[],
): Promise<Map<string, LoadRollup>> {
  await waitForPendingWrites(db);
  const rollups = await Promise.all(
    loadIds.map(async (loadId): Promise<[string, LoadRollup]> => {
      const [count, newest, group, closest] = await Promise.all([
        getCountFromServer(completedLoadSummariesQuery(db, userId, loadId)),
        getDocsFromServer(readLeniently(newestLoadSummaryQuery(db, userId, loadId))),
        getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'groupSpread', loadId))),
        getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'bestGroup', loadId))),
      ]);
      const last = splitUnreadable(newest.docs.map((item) => item.data())).records[0];
      return [
        loadId,
        { sessions: count.data().count, bestGroup: bestOfSmallest(group, closest), lastTested: last?.date ?? null },
      ];
    }),
  );
  return new Map(rollups);
}

/** The summaries of the user's completed sessions fired with one handload that hold the shot sums (none lack them once healed). */
export function summedLoadSummariesQuery(db: Firestore, userId: string, loadId: string) {
  return query(completedLoadSummariesQuery(db, userId, loadId), where('statistics.velocitySum', '>=', 0));
}

/** The summary of the user's completed session fired with one handload with the lowest (or highest) counted velocity. */
export function extremeVelocityQuery(db: Firestore, userId: string, loadId: string, end: 'lowest' | 'highest') {
  const field = end === 'lowest' ? 'statistics.minVelocity' : 'statistics.maxVelocity';
  return query(
    completedLoadSummariesQuery(db, userId, loadId),
    where(field, '>=', 0),
    orderBy(field, end === 'lowest' ? 'asc' : 'desc'),
    limit(1),
  );
}

/**
 * The user's completed sessions fired with any of these handloads (a recipe's loads, at most
 * RECIPE_LOADS_MAX), by their summaries.
 */
export function completedRecipeSummariesQuery(db: Firestore, userId: string, loadIds: readonly string[]) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', 'in', loadIds.slice(0, RECIPE_LOADS_MAX)),
    where('status', '==', 'completed'),
  );
}

/**
 * What a load's completed sessions add to its charge ladder, summed by the server over their
 * summaries' stored shot sums (domain/sums.ts): how many sessions, their shots, and one part pooling
 * all their counted shots.
 */
export type CompletedLoadSums = { sessions: number; shots: number; sums: SumsPart };

/**
 * A recipe's loads' CompletedLoadSums, and `lacking`: its completed sessions whose summary has no
 * shot sums yet (ended before they were stored), which the sums leave out. Two sums and the two
 * extreme velocities a load, however many sessions it has, and one count for the recipe. Rejects when
 * the server cannot be reached.
 */
export async function completedLoadSumsFromServer(
  db: Firestore,
  userId: string,
  loadIds: readonly string[],
): Promise<{ byLoad: Map<string, CompletedLoadSums>; lacking: number }> {
  await waitForPendingWrites(db);
  const velocity = (end: 'lowest' | 'highest', snapshot: QuerySnapshot<SessionSummary | UnreadableDoc>) => {
    const summary = splitUnreadable(snapshot.docs.map((item) => item.data())).records[0];
    return (end === 'lowest' ? summary?.statistics.minVelocity : summary?.statistics.maxVelocity) ?? null;
  };
  // One count for the recipe (one more for each further RECIPE_LOADS_MAX loads, an `in` filter's most).
  const [completed, ...byLoad] = await Promise.all([
    Promise.all(
      chunksOf(loadIds, RECIPE_LOADS_MAX).map((group) =>
        getCountFromServer(completedRecipeSummariesQuery(db, userId, group)),
      ),
    ).then((answers) => answers.reduce((total, answer) => total + answer.data().count, 0)),
    ...loadIds.map(async (loadId): Promise<[string, CompletedLoadSums]> => {
      // A query summing several fields counts only the summaries that hold them all: those with the sums.
      const summed = summedLoadSummariesQuery(db, userId, loadId);
      const [velocities, placed, lowest, highest] = await Promise.all([
        getAggregateFromServer(summed, {
          sessions: count(),
          shots: sum('statistics.totalShots'),
          velocityCount: sum('statistics.velocityCount'),
          velocitySum: sum('statistics.velocitySum'),
          velocitySquares: sum('statistics.velocitySquares'),
        }),
        getAggregateFromServer(summed, {
          placedShots: sum('statistics.placedShots'),
          placedSumX: sum('statistics.placedSumX'),
          placedSumY: sum('statistics.placedSumY'),
        }),
        getDocsFromServer(readLeniently(extremeVelocityQuery(db, userId, loadId, 'lowest'))),
        getDocsFromServer(readLeniently(extremeVelocityQuery(db, userId, loadId, 'highest'))),
      ]);
      const { sessions, shots, ...counted } = velocities.data();
      return [
        loadId,
        {
          sessions,
          shots,
          sums: {
            ...counted,
            ...placed.data(),
            minVelocity: velocity('lowest', lowest),
            maxVelocity: velocity('highest', highest),
          },
        },
      ];
    }),
  ]);
  const summed = byLoad.reduce((total, [, load]) => total + load.sessions, 0);
  return { byLoad: new Map(byLoad), lacking: completed - summed };
}

/**
 * The shots of each firearm's completed sessions (the summaries' totals, summed by the server); an
 * active session's summary counts none yet. Rejects when the server cannot be reached.
 */
export async function completedRoundsByFirearm(
  db: Firestore,
  userId: string,
  firearmIds: readonly string[],
): Promise<Map<string, number>> {
  await waitForPendingWrites(db);
  const sums = await Promise.all(
    firearmIds.map(async (firearmId): Promise<[string, number]> => {
      const summed = await getAggregateFromServer(firearmSummariesQuery(db, userId, firearmId), {
        shots: sum('statistics.totalShots'),
      });
      return [firearmId, summed.data().shots];
    }),
  );
  return new Map(sums);
}

/**
 * One firearm's shots in its completed sessions (the summaries' totals, summed by the server), all of
 * them and those shot after its last cleaning; an active session's summary counts none yet. Rejects
 * when the server cannot be reached.
 */
export async function firearmCompletedRounds(
  db: Firestore,
  userId: string,
  firearm: { id: string; lastCleaned: string | null },
): Promise<CompletedRounds> {
  await waitForPendingWrites(db);
  const shots = { shots: sum('statistics.totalShots') };
  const [all, sinceCleaned] = await Promise.all([
    getAggregateFromServer(firearmSummariesQuery(db, userId, firearm.id), shots),
    firearm.lastCleaned === null
      ? null
      : getAggregateFromServer(firearmSummariesShotAfterQuery(db, userId, firearm.id, firearm.lastCleaned), shots),
  ]);
  const logged = all.data().shots;
  return { logged, sinceCleaned: sinceCleaned === null ? logged : sinceCleaned.data().shots };
}

/**
 * Every shot of the user's completed sessions: their summaries' stored totals, summed by the server (an
 * active session's summary counts none yet). Rejects when the server cannot be reached.
 */
export async function completedRoundsOfUser(db: Firestore, userId: string): Promise<number> {
  const summed = await getAggregateFromServer(summariesQuery(db, userId), { shots: sum('statistics.totalShots') });
  return summed.data().shots;
}

/** What the server works out over the user's summaries (never the shots): what the dashboard shows. */
export type SummaryFigures = {
  /** Sessions shot between the two days asked, active ones too. */
  sessionsShot: number;
  /** Every shot of the completed sessions (an active session's summary counts none yet). */
  roundsCompleted: number;
  /** The best group of the completed sessions (rollups.betterGroup). */
  bestGroup: BestGroup | null;
};

/**
 * The dashboard's figures over years of sessions for a handful of reads: a count, a sum and the two
 * smallest stored figures, all answered by the server (it rejects when the server cannot be reached).
 * Asked once this device's writes have reached the server, so that they count (offline with writes
 * waiting, it waits).
 */
export async function summaryFigures(
  db: Firestore,
  userId: string,
  shotBetween: { first: string; last: string },
): Promise<SummaryFigures> {
  await waitForPendingWrites(db);
  const [shot, roundsCompleted, group, closest] = await Promise.all([
    getCountFromServer(summariesShotBetweenQuery(db, userId, shotBetween.first, shotBetween.last)),
    completedRoundsOfUser(db, userId),
    getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'groupSpread'))),
    getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'bestGroup'))),
  ]);
  return {
    sessionsShot: shot.data().count,
    roundsCompleted,
    bestGroup: bestOfSmallest(group, closest),
  };
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

/** This device's mark that every session of the user has its summary (a backfill ran to the end here). */
const backfilledKey = (userId: string) => `rangebook.sessionSummaries.v1.${userId}`;

/** Whether a backfill of the user's summaries ran to the end on this device. */
export function summariesBackfilledHere(userId: string): boolean {
  return localStorage.getItem(backfilledKey(userId)) !== null;
}

/** Marks the user's summaries backfilled on this device. */
export function markSummariesBackfilled(userId: string): void {
  localStorage.setItem(backfilledKey(userId), new Date().toISOString());
}

/** Forgets the mark (logging out leaves nothing of the user behind). */
export function forgetSummariesBackfill(userId: string): void {
  localStorage.removeItem(backfilledKey(userId));
}

/** How many summaries one backfill batch writes. */
const BACKFILL_BATCH = 100;

/**
 * Gives every session of the user the summary it lacks (sessions written before summaries existed)
 * and rewrites any that says something else; a summary whose session is gone is deleted. Online
 * only (it asks the server). Two counts (no document read) tell first whether anything is missing,
 * so a user who has every summary pays two reads. Safe to run again: a second run writes nothing.
 * Resolves with how many summaries it wrote or deleted, once the server has them.
 */
export async function backfillSessionSummaries(db: Firestore, userId: string): Promise<number> {
  const [sessionCount, summaryCount] = await Promise.all(
    [userSessionsQuery(db, userId), userSummariesQuery(db, userId)].map(
      async (counted) => (await getCountFromServer(counted)).data().count,
    ),
  );
  if (sessionCount === summaryCount) return 0;
  const [sessionDocs, summaryDocs] = await Promise.all([
    getDocsFromServer(readLeniently(userSessionsQuery(db, userId))),
    getDocsFromServer(readLeniently(userSummariesQuery(db, userId))),
  ]);
  const sessions = splitUnreadable<ShootingSession>(sessionDocs.docs.map((item) => item.data())).records;
  const summaries = splitUnreadable<SessionSummary>(summaryDocs.docs.map((item) => item.data())).records;
  const sessionIds = new Set(sessionDocs.docs.map((item) => item.id));
  const ops: WriteOp[] = [
    ...sessionsNeedingSummary(sessions, summaries).map((session) =>
      summaryOp(session.id, session, sessionTimes(session)),
    ),
    ...summaryDocs.docs
      .filter((item) => !sessionIds.has(item.id))
      .map((item): WriteOp => ({ kind: 'delete', path: summaryPath(item.id) })),
  ];
  for (const batch of chunksOf(ops, BACKFILL_BATCH)) {
    await save(db, batch, { label: `Summaries of ${batch.length} sessions` }).synced;
  }
  return ops.length;
}

/**
 * What the user's profile says of the backfill, on any device: from this device's cache (the
 * sign-in's profile check has put it there), else from the server (one read). 'no profile' while
 * its signup has not written it yet.
 */
export async function summariesMarkOnProfile(
  db: Firestore,
  userId: string,
): Promise<'checked' | 'unchecked' | 'no profile'> {
  const ref = userProfileRef(db, userId);
  const profile = await getDocFromCache(ref).catch(() => getDocFromServer(ref));
  if (!profile.exists()) return 'no profile';
  return profile.get('summariesCheckedAt') instanceof Timestamp ? 'checked' : 'unchecked';
}

/**
 * The migration of older sessions to summaries, run once for the account rather than once per
 * device: nothing when the profile says it ran, else backfillSessionSummaries and then the mark on
 * the profile, so every later device skips even its two counts. Only a profile known to exist is
 * marked: a write the rules refuse fails the stream it shares with the user's other writes, which
 * are then sent again (and a batch the server had already taken, refused). A mark not written only
 * means the next device counts again. Resolves with what the backfill wrote.
 */
export async function backfillSessionSummariesOnce(db: Firestore, userId: string): Promise<number> {
  const mark = await summariesMarkOnProfile(db, userId);
  if (mark === 'checked') return 0;
  const written = await backfillSessionSummaries(db, userId);
  if (mark === 'unchecked') {
    await updateDoc(userProfileRef(db, userId), { summariesCheckedAt: serverTimestamp() }).catch((error: unknown) =>
      console.warn("Could not mark the account's summaries checked; another device will count them again", error),
    );
  }
  return written;
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

/** One session by id. */
export function sessionRef(db: Firestore, sessionId: string) {
  return doc(sessionsCollection(db), sessionId);
}

/** A new session's id, made on the device (so a caller can go to its page at once). */
export function newSessionId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.shootingSession)).id;
}

/** A new active session and its summary. */
function startOps(sessionId: string, userId: string, start: SessionStart): WriteOp[] {
  const data = sessionStartSchema.parse(start);
  const fields = { ...data, userId, status: 'active' as const, statistics: { ...EMPTY_STATISTICS } };
  return [
    {
      kind: 'create',
      path: sessionPath(sessionId),
      data: {
        ...(toOpValue(fields) as Record<string, never>),
        shots: [],
        exclusions: {},
        createdAt: serverTime(),
        updatedAt: serverTime(),
        endedAt: null,
      },
    },
    summaryOp(sessionId, fields, { createdAt: serverTime(), endedAt: null }),
  ];
}

/**
 * Starts an active session with no shots and gives its id once it is on this device. The rules
 * check that the chosen load or factory load and the firearm exist (and are the user's).
 */
export async function startSession(
  db: Firestore,
  userId: string,
  start: SessionStart,
  sessionId = newSessionId(db),
): Promise<string> {
  await saveOnDevice(db, startOps(sessionId, userId, start), { label: `New session “${start.sessionName}”` });
  return sessionId;
}

/** Words for a shot: "Shot 3 (2,705 fps) in “Ladder 46.0 gr”". */
export function shotLabel(sessionName: string, shotNumber: number, values: Pick<Shot, 'velocity' | 'impact'>): string {
  const figures = [
    values.velocity === null ? null : `${values.velocity.toLocaleString('en-US')} fps`,
    values.impact === null ? null : `${values.impact} in`,
  ].filter(Boolean);
  return `Shot ${shotNumber}${figures.length ? ` (${figures.join(', ')})` : ''} in “${sessionName}”`;
}

type SessionRefLike = Pick<ShootingSession, 'id' | 'sessionName' | 'shots'>;

/** A shot as an op value (its moment a Firestore timestamp), exactly as stored, so arrayRemove matches it. */
const storedShot = (shot: Shot) =>
  toOpValue({
    id: shot.id,
    timestamp: shot.timestamp,
    velocity: shot.velocity,
    impact: shot.impact,
    note: shot.note,
    ...(shot.x !== undefined && shot.y !== undefined ? { x: shot.x, y: shot.y } : {}),
  });

/** A validated shot, ready to append: throws on any bad value before anything is written. */
export function toShot(values: ShotFormValues & { timestamp?: Date }): Shot {
  return shotSchema.parse({
    id: newShotId(),
    timestamp: values.timestamp ?? new Date(),
    velocity: values.velocity,
    note: values.note,
    // A shot placed on the target: its impact is its distance from the aim, whatever was typed.
    ...(values.x !== null && values.x !== undefined && values.y !== null && values.y !== undefined
      ? { x: values.x, y: values.y, impact: Math.round(impactFromPosition({ x: values.x, y: values.y }) * 100) / 100 }
      : { impact: values.impact }),
  });
}

function appendOp(sessionId: string, ...shots: Shot[]): WriteOp {
  return {
    kind: 'update',
    path: sessionPath(sessionId),
    data: { shots: unionOf(...shots.map(storedShot)), updatedAt: serverTime() },
  };
}

/**
 * The most shots one write appends (the rules check each new shot, and have no loops). A string from a
 * file goes in writes of this many: a fifth of the writes on the user's bill and in the offline queue.
 */
export const SHOTS_PER_WRITE = 5;

/** Consecutive runs of at most SHOTS_PER_WRITE shots, each with the number of its first shot in the string. */
function shotRuns(shots: readonly Shot[]): { first: number; shots: Shot[] }[] {
  return chunksOf(shots, SHOTS_PER_WRITE).map((run, index) => ({ first: index * SHOTS_PER_WRITE + 1, shots: run }));
}

/** "shot 3 (2,874 fps)" for one shot, "shots 11–20" for a run of several. */
function runLabel(sessionName: string, first: number, shots: readonly Shot[]): string {
  if (shots.length === 1 && shots[0]) return shotLabel(sessionName, first, shots[0]).replace(/^Shot/, 'shot');
  return `shots ${first}–${first + shots.length - 1} of “${sessionName}”`;
}

/**
 * Appends one shot. It shows at once from the local cache and syncs when it can, so the caller
 * must not wait for `synced` at the range; it rejects only if the server refuses the shot.
 */
export function appendShot(
  db: Firestore,
  session: SessionRefLike,
  values: ShotFormValues & { timestamp?: Date },
  shotNumber = session.shots.length + 1,
): Save & { shot: Shot } {
  const shot = toShot(values);
  const written = save(db, [appendOp(session.id, shot)], {
    label: shotLabel(session.sessionName, shotNumber, shot),
    relog: { sessionId: session.id, velocity: shot.velocity, impact: shot.impact, note: shot.note },
  });
  return { ...written, shot };
}

/** A shot read from a chronograph file, as stored (whole fps, the file's moment). */
export type ImportedShotValues = ShotFormValues & { timestamp: Date };

/**
 * Appends a chronograph string to an active session. Every shot is validated before anything is
 * written; each run of SHOTS_PER_WRITE is then one journalled append, queued in order in the same
 * moment, so a reload or a killed tab part-way is finished from the journal on the next start.
 * Works offline.
 */
export async function appendImportedShots(
  db: Firestore,
  session: SessionRefLike,
  values: readonly ImportedShotValues[],
): Promise<void> {
  const shots = values.map(toShot);
  const saves = shotRuns(shots).map((run) => {
    const [only] = run.shots;
    return save(db, [appendOp(session.id, ...run.shots)], {
      label: `Imported ${runLabel(session.sessionName, session.shots.length + run.first, run.shots)}`,
      // One refused shot can be logged again by hand; a refused run is the file's to import again.
      ...(run.shots.length === 1 && only
        ? { relog: { sessionId: session.id, velocity: only.velocity, impact: only.impact, note: only.note } }
        : {}),
    });
  });
  await Promise.all(saves.map((item) => item.stored));
}

/** A session as the batches that change it need it: what they compute from, and what its summary holds. */
type SessionLike = SummaryFields &
  Pick<ShootingSession, 'id' | 'sessionName' | 'shots' | 'exclusions'> & {
    createdAt: Date | OpValue;
  };

/** The end of a session (completed, with its final statistics) and its summary. */
function endOps(session: SessionLike): WriteOp[] {
  const statistics = storedStatisticsOf(session);
  return [
    {
      kind: 'update',
      path: sessionPath(session.id),
      data: {
        status: 'completed',
        statistics: toOpValue(statistics),
        endedAt: serverTime(),
        updatedAt: serverTime(),
      },
    },
    summaryOp(
      session.id,
      { ...session, status: 'completed', statistics },
      { createdAt: toOpValue(session.createdAt), endedAt: serverTime() },
    ),
  ];
}

/**
 * Ends a session: completed, with its final statistics. It touches no other document: a load's
 * and a firearm's figures are derived from the sessions (rollups.ts), so a session whose load or
 * firearm was deleted ends as well as any. The statistics are those of the session as this device
 * holds it at the end, not as the caller last saw it: a shot logged a moment before (its write
 * queued, the page not yet drawn again with it) is counted.
 */
export async function endSession(db: Firestore, session: ShootingSession): Promise<void> {
  const latest = (await readFromDevice(sessionRef(db, session.id))) ?? session;
  return saveOnDevice(db, endOps(latest), { label: `End of session “${latest.sessionName}”` });
}

/**
 * A session written in one go (an import, a restore) as its end needs it: started in an earlier
 * batch of the same moment, so its creation time is the server's, a moment before the end's.
 */
function startedSession(
  sessionId: string,
  userId: string,
  start: SessionStart,
  shots: Shot[],
  exclusions: Exclusions,
): SessionLike {
  return {
    ...sessionStartSchema.parse(start),
    id: sessionId,
    userId,
    status: 'active',
    statistics: { ...EMPTY_STATISTICS },
    shots,
    exclusions,
    createdAt: serverTime(),
  };
}

/**
 * A completed session made from a chronograph file, dated as the file is: started, its shots
 * appended SHOTS_PER_WRITE at a time, then ended. All are validated first and journalled in the same
 * moment, so the import lands whole (the journal finishes one cut short by a reload).
 */
export async function importCompletedSession(
  db: Firestore,
  input: { userId: string; start: SessionStart; shots: readonly ImportedShotValues[] },
): Promise<string> {
  const sessionId = newSessionId(db);
  const start = startOps(sessionId, input.userId, input.start);
  const shots = input.shots.map(toShot);
  const name = input.start.sessionName;
  const saves = [
    save(db, start, { label: `Imported session “${name}”` }),
    ...shotRuns(shots).map((run) =>
      save(db, [appendOp(sessionId, ...run.shots)], { label: `Imported ${runLabel(name, run.first, run.shots)}` }),
    ),
    save(db, endOps(startedSession(sessionId, input.userId, input.start, shots, {})), {
      label: `End of imported session “${name}”`,
    }),
  ];
  await Promise.all(saves.map((item) => item.stored));
  return sessionId;
}

/**
 * Writes a session from a backup under `sessionId`, the way the app made it: started, its shots
 * appended SHOTS_PER_WRITE at a time (ids, times and values as in the backup), each exclusion
 * made, then ended when it was completed. Everything is validated before anything is written, and all of it is journalled in the
 * same moment, so it lands whole; the rules never let a session be created already completed.
 */
export async function restoreSession(
  db: Firestore,
  userId: string,
  sessionId: string,
  session: RestoredSession,
): Promise<void> {
  const start = startOps(sessionId, userId, sessionStartSchema.parse(session));
  const shots = session.shots.map((shot) => shotSchema.parse(shot));
  const exclusions = Object.entries(session.exclusions).filter(
    ([shotId, reason]) => EXCLUSION_REASONS.includes(reason) && shots.some((shot) => shot.id === shotId),
  );
  const name = session.sessionName;
  const saves = [
    save(db, start, { label: `Restored session “${name}”` }),
    ...shotRuns(shots).map((run) =>
      save(db, [appendOp(sessionId, ...run.shots)], { label: `Restored ${runLabel(name, run.first, run.shots)}` }),
    ),
    ...exclusions.map(([shotId, reason]) =>
      save(
        db,
        [
          {
            kind: 'update',
            path: sessionPath(sessionId),
            data: { [`exclusions.${shotId}`]: reason, updatedAt: serverTime() },
          },
        ],
        { label: `Restored exclusion of a shot in “${name}”` },
      ),
    ),
  ];
  if (session.status === 'completed') {
    const ended = startedSession(sessionId, userId, session, shots, Object.fromEntries(exclusions));
    saves.push(save(db, endOps(ended), { label: `End of restored session “${name}”` }));
  }
  await Promise.all(saves.map((item) => item.stored));
}

/** Removes one shot of an active session (the rules refuse it once the session is completed). */
export function deleteShot(db: Firestore, session: SessionRefLike, shot: Shot): Promise<void> {
  const number = session.shots.findIndex((item) => item.id === shot.id) + 1;
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(session.id),
        data: { shots: removalOf(storedShot(shot)), updatedAt: serverTime() },
      },
    ],
    {
      label: `Removal of ${shotLabel(session.sessionName, number, shot).replace(/^Shot/, 'shot')}`,
    },
  );
}

/** Undo at the range: removes the last shot logged; nothing when there is none. */
export function undoLastShot(db: Firestore, session: SessionRefLike): Promise<void> {
  const last = session.shots.at(-1);
  return last ? deleteShot(db, session, last) : Promise.resolve();
}

/**
 * Leaves a shot out of the statistics (with a reason) or counts it again (reason null), active or
 * completed. One field of the exclusions map changes, so toggles on two devices never overwrite
 * each other; a completed session's stored statistics follow, from the session as this device holds
 * it (a toggle made a moment before, not yet drawn again by the page, counts: as at the end).
 */
export async function setShotExclusion(
  db: Firestore,
  drawn: ShootingSession,
  shotId: string,
  reason: ExclusionReason | null,
): Promise<void> {
  if (reason !== null && !EXCLUSION_REASONS.includes(reason))
    throw new Error(`Unknown exclusion reason: ${String(reason)}`);
  const session = (await readFromDevice(sessionRef(db, drawn.id))) ?? drawn;
  const number = session.shots.findIndex((shot) => shot.id === shotId) + 1;
  if (number === 0) throw new Error('No such shot in this session');
  const exclusions: Exclusions = { ...session.exclusions };
  if (reason === null) delete exclusions[shotId];
  else exclusions[shotId] = reason;
  const data: Record<string, ReturnType<typeof toOpValue>> = {
    [`exclusions.${shotId}`]: reason === null ? deletion() : reason,
    updatedAt: serverTime(),
  };
  const ops: WriteOp[] = [{ kind: 'update', path: sessionPath(session.id), data }];
  if (session.status === 'completed') {
    const statistics = storedStatisticsOf({ ...session, exclusions });
    data.statistics = toOpValue(statistics);
    ops.push(summaryOp(session.id, { ...session, statistics }, sessionTimes(session)));
  }
  return saveOnDevice(db, ops, {
    label: `${reason === null ? 'Including' : 'Excluding'} shot ${number} in “${session.sessionName}”`,
  });
}

/**
 * Whether a completed session's stored statistics say what its shots and exclusions say. They may
 * not when a device wrote them from a view another device had changed (an end made offline while a
 * shot was added elsewhere, two exclusions toggled on two devices at once).
 */
export function statisticsAreStale(session: ShootingSession): boolean {
  if (session.status !== 'completed') return false;
  const stored = session.statistics;
  const computed = storedStatisticsOf(session);
  return (Object.keys(computed) as (keyof StoredStatistics)[]).some(
    (key) =>
      stored[key] !== computed[key] &&
      // Sessions ended before these two were stored lack them and need neither. They lack the shots'
      // sums too, which a load's figures pool: those count as stale, so opening one stores them.
      !((key === 'velocityCount' || key === 'groupSpread') && stored[key] === undefined),
  );
}

/**
 * Writes again a completed session's statistics, and its summary, from its shots and exclusions: what
 * the session page does when they are stale (statisticsAreStale), so the lists and the dashboard,
 * which read the stored figures, heal.
 */
export function refreshStatistics(db: Firestore, session: ShootingSession): Promise<void> {
  const statistics = storedStatisticsOf(session);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(session.id),
        data: { statistics: toOpValue(statistics), updatedAt: serverTime() },
      },
      summaryOp(session.id, { ...session, statistics }, sessionTimes(session)),
    ],
    { label: `Updating the figures of “${session.sessionName}”` },
  );
}

/** Corrects a session's name, date, location, weather and notes, active or completed. */
export function updateSessionDetails(db: Firestore, session: ShootingSession, details: SessionDetails): Promise<void> {
  const data = sessionDetailsSchema.parse(details);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(session.id),
        data: { ...(toOpValue(data) as Record<string, never>), updatedAt: serverTime() },
      },
      summaryOp(session.id, { ...session, ...data }, sessionTimes(session)),
    ],
    {
      label: `Changes to session “${data.sessionName}”`,
    },
  );
}

/**
 * Deletes a session: an active one is discarded, a completed one taken out of every figure (the
 * roll-ups are derived from the sessions, so they follow at once).
 */
export function deleteSession(
  db: Firestore,
  session: Pick<ShootingSession, 'id' | 'sessionName' | 'status'>,
): Promise<void> {
  const ops: WriteOp[] = [
    { kind: 'delete', path: sessionPath(session.id) },
    { kind: 'delete', path: summaryPath(session.id) },
  ];
  return saveOnDevice(db, ops, {
    label: `${session.status === 'active' ? 'Discarding' : 'Deleting'} session “${session.sessionName}”`,
  });
}
