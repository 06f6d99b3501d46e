import { useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import {
  betterGroup,
  firearmRounds,
  completeStatistics,
  firearmRoundsWithCompleted,
  firstDayOfLast,
  roundsLogged,
  userBestGroup,
  type BestGroup,
  type FirearmRounds,
  type LoadRollup,
} from '@/domain/rollups';
import { db } from '@/lib/firebase';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { useLiveDoc, useLiveQueries, useLiveQuery, type LiveState, type Unreadable } from '@/lib/firestore/live';
import { lastKnown, rememberLastKnown } from '@/lib/last-known';
import { pendingShotIds } from '@/lib/sync/sync-status';
import { useSyncState } from '@/lib/sync/sync-store';
import { useOnlineStatus } from '@/lib/use-online-status';
import { cursorOf, mayHaveMore, pageBounds, type SessionCursor } from './pagination';
import type { SessionSummary, ShootingSession } from './schema';
import {
  activeSessionsQuery,
  backfillSessionSummariesOnce,
  markSummariesBackfilled,
  completedLoadSumsFromServer,
  completedRoundsByFirearm,
  firearmCompletedRounds,
  loadRollupsFromServer,
  recentSummariesQuery,
  refreshStatistics,
  statisticsAreStale,
  summaryFigures,
  recipeSessionsQuery,
  recipeSummariesQuery,
  sessionRef,
  sessionSummariesQuery,
  stringHoldersQuery,
  summariesBackfilledHere,
  type CompletedLoadSums,
  type SessionFilter,
} from './sessions-api';

/**
 * The pages of the user's sessions list (summaries, never shots), newest shot first, narrowed by
 * `filter`: one live query per page, the pages ending at `cursors` (pagination.ts).
 */
export function useSessionSummaryPages(userId: string, filter: SessionFilter, cursors: readonly SessionCursor[]) {
  const { loadId, firearmId } = filter;
  const queries = useMemo(
    () => pageBounds(cursors).map((bounds) => sessionSummariesQuery(db, userId, { loadId, firearmId }, bounds)),
    [userId, loadId, firearmId, cursors],
  );
  return useLiveQueries(queries);
}

/**
 * The pages read so far as one list's state: the first page's state until it is there, then the
 * sessions of every page that has loaded (a later page's loading or failure is said below the list).
 */
function joinPages([first, ...rest]: [LiveState<SessionSummary[]>, ...LiveState<SessionSummary[]>[]]) {
  if (first.status !== 'success') return first;
  const pages = [first, ...rest];
  const loaded = pages.filter((page) => page.status === 'success');
  return {
    ...first,
    data: loaded.flatMap((page) => page.data ?? []),
    fromCache: loaded.some((page) => page.fromCache),
    hasPendingWrites: loaded.some((page) => page.hasPendingWrites),
    pendingIds: new Set(loaded.flatMap((page) => [...page.pendingIds])),
    unreadable: loaded.flatMap((page) => page.unreadable),
  };
}

/**
 * The user's session summaries narrowed by `filter`, newest shot first: the first page, then one
 * more for each `showMore()` (null when the list has no more, or its last page has not loaded). Give
 * its component a `key` of its filter, so a new filter starts again from the first page.
 */
export function usePagedSummaries(userId: string, filter: SessionFilter) {
  const [cursors, setCursors] = useState<SessionCursor[]>([]);
  const pages = useSessionSummaryPages(userId, filter, cursors);
  const list = useMemo(() => joinPages(pages as [LiveState<SessionSummary[]>]), [pages]);
  const lastPage = pages.at(-1);
  const lastSession = lastPage?.data?.at(-1);
  const showMore =
    lastPage?.status === 'success' && mayHaveMore(lastPage.data.length) && lastSession
      ? () => setCursors([...cursors, cursorOf(lastSession)])
      : null;
  return { list, lastPage: lastPage?.status ?? 'loading', showMore } as const;
}

/**
 * The sessions an import must not repeat: the active ones and the completed ones with as many shots
 * as one of `strings` and, where a string has a date, shot that day (stringHoldersQuery). Loading
 * until every query has answered; an error when one fails.
 */
export function useStringHolderCandidates(
  userId: string,
  strings: readonly { shots: number; date: string | null }[],
): LiveState<ShootingSession[]> {
  const key = [...new Set(strings.map((string) => `${string.shots}|${string.date ?? ''}`))].sort().join(',');
  const queries = useMemo(
    () => [
      activeSessionsQuery(db, userId),
      ...(key === ''
        ? []
        : key.split(',').map((part) => {
            const [shots = '0', date = ''] = part.split('|');
            return stringHoldersQuery(db, userId, { shots: Number(shots), date: date || null });
          })),
    ],
    [userId, key],
  );
  const states = useLiveQueries(queries);
  return useMemo(() => {
    const failed = states.find((state) => state.status === 'error');
    if (failed) return failed;
    const pending = states.find((state) => state.status !== 'success');
    if (pending) return pending;
    const byId = new Map(states.flatMap((state) => (state.data ?? []).map((session) => [session.id, session])));
    const first = states[0]!;
    return { ...first, status: 'success', data: [...byId.values()] } as LiveState<ShootingSession[]>;
  }, [states]);
}

/** The user's newest `count` sessions (summaries, never shots), live, newest shot first. */
export function useRecentSessionSummaries(userId: string, count: number) {
  return useLiveQuery(useMemo(() => recentSummariesQuery(db, userId, count), [userId, count]));
}

/** The user's active sessions by id (null while loading), for the figures of their list entries. */
export function useActiveSessionsById(userId: string | undefined): ReadonlyMap<string, ShootingSession> | null {
  const active = useActiveSessions(userId);
  return useMemo(
    () => (active.data ? new Map(active.data.map((session) => [session.id, session])) : null),
    [active.data],
  );
}

/**
 * Writes again the statistics of these sessions (as the server has them) that their shots no longer
 * say (statisticsAreStale: written from a view another device had changed, or before the shot sums
 * were stored), each once, so the lists, the dashboard and the load page, which read stored figures,
 * heal.
 */
function useStaleStatisticsHealed(sessions: readonly ShootingSession[] | null) {
  const stale = useMemo(() => sessions?.filter(statisticsAreStale) ?? [], [sessions]);
  const refreshed = useRef(new Set<string>());
  useEffect(() => {
    for (const session of stale) {
      if (refreshed.current.has(session.id)) continue;
      refreshed.current.add(session.id);
      refreshStatistics(db, session).catch((error: unknown) =>
        console.warn('Could not write the session’s figures again', error),
      );
    }
  }, [stale]);
}

/** A live state's data once it is as the server has it (not from the cache, no write of this device pending). */
const asOnServer = <T>(state: {
  status: string;
  data: T | undefined;
  fromCache: boolean;
  hasPendingWrites: boolean;
}): T | null =>
  state.status === 'success' && !state.fromCache && !state.hasPendingWrites ? (state.data ?? null) : null;

/** One session, live; data null when it does not exist. Its stored statistics heal when stale. */
export function useSession(sessionId: string | undefined) {
  const state = useLiveDoc(useMemo(() => (sessionId ? sessionRef(db, sessionId) : null), [sessionId]));
  const onServer = asOnServer(state);
  useStaleStatisticsHealed(useMemo(() => (onServer ? [onServer] : null), [onServer]));
  return state;
}

/** The user's active sessions, live. */
export function useActiveSessions(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? activeSessionsQuery(db, userId) : null), [userId]));
}

/** Ids of the session's shots the server does not have yet. */
export function usePendingShotIds(sessionId: string): Set<string> {
  const sync = useSyncState();
  return useMemo(() => pendingShotIds(sync, `${COLLECTIONS.shootingSession}/${sessionId}`), [sync, sessionId]);
}

/** What a recipe's figures are read from: its sessions' summaries, the active sessions, and the whole sessions when needed. */
export type RecipeSources = {
  summaries: SessionSummary[];
  /** The user's active sessions (their summaries hold no statistics yet). */
  active: ShootingSession[];
  /** Every session of the recipe whole, read only while a completed one lacks its shot sums; else null. */
  whole: ShootingSession[] | null;
};

/**
 * The load page's sources for a recipe's loads (at most RECIPE_LOADS_MAX): their sessions'
 * summaries (one indexed query, no shots) and the live active sessions. While a completed session
 * lacks the shot sums (ended before they were stored), the recipe's sessions are read whole instead,
 * and those sums written (useStaleStatisticsHealed): after one visit online, summaries are enough.
 */
export function useRecipeSources(
  userId: string,
  loadIds: readonly string[] | null,
): { status: 'loading' | 'error' | 'success'; data: RecipeSources | null; unreadable: Unreadable } {
  const key = loadIds ? [...loadIds].sort().join('|') : null;
  const summaries = useLiveQuery(
    useMemo(() => (key ? recipeSummariesQuery(db, userId, key.split('|')) : null), [userId, key]),
  );
  const active = useActiveSessions(userId);
  const lacking =
    summaries.data?.some(
      (summary) => summary.status === 'completed' && completeStatistics(summary.statistics) === null,
    ) ?? false;
  const whole = useRecipeSessions(userId, lacking && key ? key.split('|') : []);
  useStaleStatisticsHealed(asOnServer(whole));
  const states = lacking ? [summaries, active, whole] : [summaries, active];
  const status = states.some((state) => state.status === 'error')
    ? 'error'
    : states.every((state) => state.status === 'success')
      ? 'success'
      : 'loading';
  const data = useMemo(
    () =>
      status === 'success' && summaries.data && active.data
        ? { summaries: summaries.data, active: active.data, whole: lacking ? (whole.data ?? null) : null }
        : null,
    [status, summaries.data, active.data, whole.data, lacking],
  );
  return { status, data, unreadable: [...summaries.unreadable, ...(lacking ? whole.unreadable : [])] };
}

/** The user's sessions fired with any of these handloads (one recipe's), live; idle with none. */
export function useRecipeSessions(userId: string | undefined, loadIds: readonly string[]) {
  const key = [...loadIds].sort().join('|');
  return useLiveQuery(
    useMemo(() => (userId && key ? recipeSessionsQuery(db, userId, key.split('|')) : null), [userId, key]),
  );
}

/**
 * Once per account (and then once per device, to read the account's mark), online: gives sessions
 * written before summaries existed their summary, so they show in the lists. A failure is tried
 * again on the next page load.
 */
export function useSessionSummaryBackfill(userId: string) {
  useEffect(() => {
    if (navigator.onLine === false || summariesBackfilledHere(userId)) return;
    let cancelled = false;
    backfillSessionSummariesOnce(db, userId).then(
      () => {
        if (!cancelled) markSummariesBackfilled(userId);
      },
      (error: unknown) => console.warn('Could not give older sessions their summaries; trying again next time', error),
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);
}

/** Figures worked out by the server, or the last ones this device had (with their time) until then. */
export type ServerFigures<T> = { value: T; fresh: boolean; asOf: Date } | null;

/**
 * `fresh` when there are fresh figures (and remembered for next time, per user, as `name`; by record
 * id, over what was remembered before, when `byId`: screens ask for different records); else the
 * last ones remembered, marked not fresh; null when this device never had any.
 */
function useLastKnown<T>(
  userId: string,
  name: string,
  schema: z.ZodType<T>,
  fresh: T | null,
  byId = false,
): ServerFigures<T> {
  useEffect(() => {
    if (fresh === null) return;
    const before = byId ? lastKnown(userId, name, schema)?.value : undefined;
    rememberLastKnown(userId, name, before ? { ...before, ...fresh } : fresh);
  }, [userId, name, schema, fresh, byId]);
  if (fresh !== null) return { value: fresh, fresh: true, asOf: new Date() };
  // The last fresh figures, of this visit or an earlier one (written by the effect above).
  const remembered = lastKnown(userId, name, schema);
  return remembered ? { value: remembered.value, fresh: false, asOf: remembered.asOf } : null;
}

/** Ids as one stable string: what the server figures below are asked again for when it changes. */
const idsKey = (ids: readonly string[]) => [...ids].sort().join(',');

/**
 * What the server answers `ask` for `question`, asked again whenever the question changes (by value),
 * when the device comes back online, and after a failure; null until it answers, while it cannot be
 * reached, and while `question` is null.
 */
function useServerAnswer<Q, T>(question: Q | null, ask: (question: Q) => Promise<T>, what: string): T | null {
  const online = useOnlineStatus();
  // The question by value: a new object asking the same thing asks nothing again.
  const key = question === null ? null : JSON.stringify(question);
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null || !online) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Just back online, the first ask can fail before the connection is up: asked again, 1 s, 2 s, … 30 s apart.
    const askOnce = (delay: number) =>
      ask(JSON.parse(key) as Q).then(
        (value) => {
          if (!cancelled) setAnswer({ key, value });
        },
        (error: unknown) => {
          console.warn(`Could not get ${what} from the server; asking again in ${delay / 1000} s`, error);
          if (!cancelled) retry = setTimeout(() => void askOnce(Math.min(delay * 2, 30_000)), delay);
        },
      );
    void askOnce(1_000);
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
    // `ask` is a module-level function chosen by the caller: the key holds all it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, what, online]);
  return answer && answer.key === key && online ? answer.value : null;
}

/** The active sessions' ids, as a key (null while they load): a session starting or ending changes it. */
function useActiveKey(active: LiveState<ShootingSession[]>): string | null {
  return active.data ? idsKey(active.data.map((session) => session.id)) : null;
}

/** The dashboard's figures: sessions shot lately, rounds fired, and the best group. */
export type DashboardFigures = { sessionsShot: number; roundsFired: number; bestGroup: BestGroup | null };

const bestGroupSchema = z
  .object({ inches: z.number(), kind: z.enum(['group', 'shot']), targetDistance: z.number().nullable() })
  .nullable();
const dashboardFiguresSchema: z.ZodType<DashboardFigures> = z.object({
  sessionsShot: z.number(),
  roundsFired: z.number(),
  bestGroup: bestGroupSchema,
});
const loadRollupsSchema: z.ZodType<Record<string, LoadRollup>> = z.record(
  z.string(),
  z.object({ sessions: z.number(), bestGroup: bestGroupSchema, lastTested: z.string().nullable() }),
);
const firearmTotalsSchema: z.ZodType<Record<string, { total: number }>> = z.record(
  z.string(),
  z.object({ total: z.number() }),
);

/**
 * The dashboard's figures: the server's count, sum and smallest stored figures over the summaries
 * (summaryFigures), plus the live active sessions; asked again whenever a session starts or ends.
 */
export function useDashboardFigures(
  userId: string,
  recentDays: number,
  today: string,
): ServerFigures<DashboardFigures> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const first = firstDayOfLast(recentDays, today);
  const fromServer = useServerAnswer(
    activeKey === null ? null : { userId, first, today, activeKey },
    (asked) => summaryFigures(db, asked.userId, { first: asked.first, last: asked.today }),
    'the dashboard figures',
  );
  const fresh = useMemo(
    () =>
      fromServer && active.data
        ? {
            sessionsShot: fromServer.sessionsShot,
            roundsFired: fromServer.roundsCompleted + roundsLogged(active.data),
            bestGroup: betterGroup(fromServer.bestGroup, userBestGroup(active.data)),
          }
        : null,
    [fromServer, active.data],
  );
  return useLastKnown(userId, 'dashboard', dashboardFiguresSchema, fresh);
}

/**
 * These loads' roll-ups from the server (loadRollupsFromServer: a few reads a load, never the
 * sessions), asked again when a session starts or ends.
 */
export function useLoadRollupsFromServer(
  userId: string,
  loadIds: readonly string[] | undefined,
): ServerFigures<Record<string, LoadRollup>> {
  const activeKey = useActiveKey(useActiveSessions(userId));
  const fromServer = useServerAnswer(
    loadIds && activeKey !== null ? { userId, loadIds: [...loadIds].sort(), activeKey } : null,
    async (asked) => Object.fromEntries(await loadRollupsFromServer(db, asked.userId, asked.loadIds)),
    "the loads' figures",
  );
  return useLastKnown(userId, 'loadRollups', loadRollupsSchema, fromServer, true);
}

const nullableVelocity = z.number().nullable();
const completedLoadSumsSchema: z.ZodType<Record<string, CompletedLoadSums>> = z.record(
  z.string(),
  z.object({
    sessions: z.number(),
    shots: z.number(),
    sums: z.object({
      velocityCount: z.number(),
      velocitySum: z.number(),
      velocitySquares: z.number(),
      minVelocity: nullableVelocity,
      maxVelocity: nullableVelocity,
      placedShots: z.number(),
      placedSumX: z.number(),
      placedSumY: z.number(),
    }),
  }),
);

/**
 * What these loads' completed sessions add to the charge ladder, summed by the server
 * (completedLoadSumsFromServer: a few reads a load, never the sessions), asked again when a session
 * starts or ends; the last sums this device had until then. `lacking`, from the server only (null
 * until it answers): how many of their completed sessions the sums leave out, lacking them.
 */
export function useCompletedLoadSumsFromServer(
  userId: string,
  loadIds: readonly string[] | null,
): { sums: ServerFigures<Record<string, CompletedLoadSums>>; lacking: number | null } {
  const activeKey = useActiveKey(useActiveSessions(userId));
  const fromServer = useServerAnswer(
    loadIds && activeKey !== null ? { userId, loadIds: [...loadIds].sort(), activeKey } : null,
    async (asked) => {
      const { byLoad, lacking } = await completedLoadSumsFromServer(db, asked.userId, asked.loadIds);
      return { byLoad: Object.fromEntries(byLoad), lacking };
    },
    "the charge ladder's sums",
  );
  const sums = useLastKnown(userId, 'completedLoadSums', completedLoadSumsSchema, fromServer?.byLoad ?? null, true);
  return { sums, lacking: fromServer?.lacking ?? null };
}

/**
 * These firearms' rounds: entered before Rangebook, plus the shots of their completed sessions
 * (summed by the server) and of the active ones (live).
 */
export function useFirearmTotalsFromServer(
  userId: string,
  firearms: readonly { id: string; roundCount: number; lastCleaned: string | null }[] | undefined,
): ServerFigures<Record<string, { total: number }>> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const completed = useServerAnswer(
    firearms && activeKey !== null
      ? { userId, firearmIds: firearms.map((firearm) => firearm.id).sort(), activeKey }
      : null,
    async (asked) => Object.fromEntries(await completedRoundsByFirearm(db, asked.userId, asked.firearmIds)),
    "the firearms' rounds",
  );
  const fresh = useMemo(() => {
    if (!completed || !firearms || !active.data) return null;
    const sessions = active.data;
    // The rounds entered plus the active sessions' shots (rollups.firearmRounds), then the completed ones'.
    return Object.fromEntries(
      firearms.map((firearm) => [
        firearm.id,
        { total: firearmRounds(firearm, sessions).total + (completed[firearm.id] ?? 0) },
      ]),
    );
  }, [completed, firearms, active.data]);
  return useLastKnown(userId, 'firearmTotals', firearmTotalsSchema, fresh, true);
}

const firearmRoundsSchema: z.ZodType<Record<string, FirearmRounds>> = z.record(
  z.string(),
  z.object({ logged: z.number(), total: z.number(), sinceCleaned: z.number() }),
);

/**
 * One firearm's rounds (rollups.firearmRoundsWithCompleted): its completed sessions' totals summed by
 * the server (firearmCompletedRounds, two reads however many sessions it has), plus its active
 * sessions (live); asked again when a session starts or ends or its last cleaning changes.
 */
export function useFirearmRoundsFromServer(
  userId: string,
  firearm: { id: string; roundCount: number; lastCleaned: string | null },
): ServerFigures<FirearmRounds> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const completed = useServerAnswer(
    activeKey === null ? null : { userId, id: firearm.id, lastCleaned: firearm.lastCleaned, activeKey },
    (asked) => firearmCompletedRounds(db, asked.userId, asked),
    "the firearm's rounds",
  );
  const fresh = useMemo(
    () =>
      completed && active.data ? { [firearm.id]: firearmRoundsWithCompleted(firearm, completed, active.data) } : null,
    [completed, firearm, active.data],
  );
  const figures = useLastKnown(userId, 'firearmRounds', firearmRoundsSchema, fresh, true);
  const rounds = figures?.value[firearm.id];
  return figures && rounds ? { ...figures, value: rounds } : null;
}
