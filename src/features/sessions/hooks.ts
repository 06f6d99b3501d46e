import { useMemo } from 'react';
import { COLLECTIONS } from '../../lib/firestore/collections';
import { useLiveDoc, useLiveQuery } from '../../lib/firestore/live';
import { pendingShotIds } from '../../lib/sync/sync-status';
import { useSyncState } from '../../lib/sync/sync-store';
import { activeSessionsQuery, bestSessionQuery, loadSessionsQuery, sessionRef, userSessionsQuery } from './sessions-api';

/** The user's sessions, live, newest first; the latest `max` when given. */
export function useSessions(userId: string | undefined, max?: number) {
  return useLiveQuery(useMemo(() => (userId ? userSessionsQuery(userId, max) : null), [userId, max]));
}

/** One session, live; data null when it does not exist. */
export function useSession(sessionId: string | undefined) {
  return useLiveDoc(useMemo(() => (sessionId ? sessionRef(sessionId) : null), [sessionId]));
}

/** The user's active sessions, live. */
export function useActiveSessions(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? activeSessionsQuery(userId) : null), [userId]));
}

/** The user's completed session with the smallest best group, live (a list of at most one). */
export function useBestSession(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? bestSessionQuery(userId) : null), [userId]));
}

/** Ids of the session's shots the server does not have yet. */
export function usePendingShotIds(sessionId: string): Set<string> {
  const sync = useSyncState();
  return useMemo(() => pendingShotIds(sync, `${COLLECTIONS.shootingSession}/${sessionId}`), [sync, sessionId]);
}

/** The user's sessions fired with one handload, live, newest first. */
export function useLoadSessions(userId: string | undefined, loadId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId && loadId ? loadSessionsQuery(userId, loadId) : null), [userId, loadId]));
}
