import { useEffect, useMemo, useRef, useState } from 'react';
import { roundsFiredByBatch } from '@/domain/batch-rounds';
import { db } from '@/lib/firebase';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { useLiveDoc, useLiveQueries, useLiveQuery, type LiveState } from '@/lib/firestore/live';
import { pendingShotIds } from '@/lib/sync/sync-status';
import { useSyncState } from '@/lib/sync/sync-store';
import { chunksOf } from '@/utils/chunks';
import { cursorOf, mayHaveMore, pageBounds, type SessionCursor } from './pagination';
import type { SessionSummary, ShootingSession } from './schema';
import { sessionRef } from './session-docs-api';
import {
  activeSessionsQuery,
  BATCHES_PER_QUERY,
  batchSummariesQuery,
  recentSummariesQuery,
  recipeSessionsQuery,
  sessionSummariesQuery,
  stringHoldersQuery,
  type SessionFilter,
} from './session-queries-api';
import { refreshStatistics, statisticsAreStale } from './session-writes-api';

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

/** The user's sessions fired with any of these handloads (one recipe's), live; idle with none. */
export function useRecipeSessions(userId: string | undefined, loadIds: readonly string[]) {
  const key = [...loadIds].sort().join('|');
  return useLiveQuery(
    useMemo(() => (userId && key ? recipeSessionsQuery(db, userId, key.split('|')) : null), [userId, key]),
  );
}

/**
 * The summaries of the sessions naming any of these batches, live (one query per BATCHES_PER_QUERY
 * batches, from the device's cache too, so offline). Null until every query has answered.
 */
export function useBatchSummaries(userId: string | undefined, batchIds: readonly string[]): SessionSummary[] | null {
  const key = [...batchIds].sort().join('|');
  const queries = useMemo(() => {
    if (!userId || !key) return [];
    return chunksOf(key.split('|'), BATCHES_PER_QUERY).map((chunk) => batchSummariesQuery(db, userId, chunk));
  }, [userId, key]);
  const states = useLiveQueries(queries);
  return useMemo(() => {
    if (!key) return [];
    if (states.length < queries.length || states.some((state) => state?.status !== 'success')) return null;
    return states.flatMap((state) => state.data ?? []);
  }, [key, states, queries.length]);
}

/**
 * Rounds fired from each of these batches (by batch id), live: the shots of the sessions naming them,
 * counted from their summaries (useBatchSummaries) and, for an active session, its live shots. Null
 * until every query has answered (from the device's cache too, so offline).
 */
export function useBatchRoundsFired(
  userId: string | undefined,
  batchIds: readonly string[],
): ReadonlyMap<string, number> | null {
  const summaries = useBatchSummaries(userId, batchIds);
  const active = useActiveSessionsById(userId);
  const none = batchIds.length === 0;
  return useMemo(() => {
    if (none) return new Map<string, number>();
    if (!summaries || !active) return null;
    const activeShots = new Map([...active].map(([id, session]) => [id, session.shots.length]));
    return roundsFiredByBatch(summaries, activeShots);
  }, [none, summaries, active]);
}
