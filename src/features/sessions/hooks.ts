import { useEffect, useMemo } from 'react';
import {
  firearmRounds,
  loadRollup,
  loadRollups,
  NO_ROLLUP,
  type FirearmRounds,
  type LoadRollup,
} from '@/domain/rollups';
import { db } from '@/lib/firebase';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { useLiveDoc, useLiveQueries, useLiveQuery, type LiveState } from '@/lib/firestore/live';
import { pendingShotIds } from '@/lib/sync/sync-status';
import { useSyncState } from '@/lib/sync/sync-store';
import { pageBounds, type SessionCursor } from './pagination';
import type { ShootingSession } from './schema';
import {
  activeSessionsQuery,
  backfillSessionSummaries,
  markSummariesBackfilled,
  firearmSessionsQuery,
  loadSessionsQuery,
  recipeSessionsQuery,
  sessionRef,
  sessionSummariesQuery,
  stringHoldersQuery,
  summariesBackfilledHere,
  userSessionsQuery,
  type SessionFilter,
} from './sessions-api';

/** The user's sessions, live, newest shot first; the latest `max` when given. */
export function useSessions(userId: string | undefined, max?: number) {
  return useLiveQuery(useMemo(() => (userId ? userSessionsQuery(db, userId, max) : null), [userId, max]));
}

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

/** The user's active sessions by id (null while loading), for the figures of their list entries. */
export function useActiveSessionsById(userId: string | undefined): ReadonlyMap<string, ShootingSession> | null {
  const active = useActiveSessions(userId);
  return useMemo(
    () => (active.data ? new Map(active.data.map((session) => [session.id, session])) : null),
    [active.data],
  );
}

/** One session, live; data null when it does not exist. */
export function useSession(sessionId: string | undefined) {
  return useLiveDoc(useMemo(() => (sessionId ? sessionRef(db, sessionId) : null), [sessionId]));
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

/** The user's sessions fired with one handload, live, newest shot first. */
export function useLoadSessions(userId: string | undefined, loadId: string | undefined) {
  return useLiveQuery(
    useMemo(() => (userId && loadId ? loadSessionsQuery(db, userId, loadId) : null), [userId, loadId]),
  );
}

/** The user's sessions fired with any of these handloads (one recipe's), live; idle with none. */
export function useRecipeSessions(userId: string | undefined, loadIds: readonly string[]) {
  const key = [...loadIds].sort().join('|');
  return useLiveQuery(
    useMemo(() => (userId && key ? recipeSessionsQuery(db, userId, key.split('|')) : null), [userId, key]),
  );
}

/** The user's sessions fired with one firearm, live, newest shot first. */
export function useFirearmSessions(userId: string | undefined, firearmId: string | undefined) {
  return useLiveQuery(
    useMemo(() => (userId && firearmId ? firearmSessionsQuery(db, userId, firearmId) : null), [userId, firearmId]),
  );
}

/** Every load's roll-up (sessions, best group, last tested), derived live from the user's sessions; null while loading. */
export function useLoadRollups(userId: string | undefined): Map<string, LoadRollup> | null {
  const sessions = useSessions(userId);
  return useMemo(() => (sessions.data ? loadRollups(sessions.data) : null), [sessions.data]);
}

/** One load's roll-up from its own sessions (one indexed query); null while loading. */
export function useLoadRollup(userId: string | undefined, loadId: string | undefined): LoadRollup | null {
  const sessions = useLoadSessions(userId, loadId);
  return useMemo(
    () =>
      sessions.data && loadId ? loadRollup(loadId, sessions.data) : sessions.status === 'error' ? NO_ROLLUP : null,
    [sessions.data, sessions.status, loadId],
  );
}

/** A firearm's rounds (total, logged, since cleaned) from its sessions; null while loading. */
export function useFirearmRounds(
  userId: string | undefined,
  firearm: { id: string; roundCount: number; lastCleaned: string | null } | null | undefined,
): FirearmRounds | null {
  const sessions = useFirearmSessions(userId, firearm?.id);
  return useMemo(
    () => (sessions.data && firearm ? firearmRounds(firearm, sessions.data) : null),
    [sessions.data, firearm],
  );
}

/**
 * Once per device and account, online: gives sessions written before summaries existed their
 * summary, so they show in the lists. A failure is tried again on the next page load.
 */
export function useSessionSummaryBackfill(userId: string) {
  useEffect(() => {
    if (navigator.onLine === false || summariesBackfilledHere(userId)) return;
    let cancelled = false;
    backfillSessionSummaries(db, userId).then(
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
