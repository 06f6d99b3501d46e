import { useMemo } from 'react';
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
import { useLiveDoc, useLiveQuery } from '@/lib/firestore/live';
import { pendingShotIds } from '@/lib/sync/sync-status';
import { useSyncState } from '@/lib/sync/sync-store';
import {
  activeSessionsQuery,
  firearmSessionsQuery,
  loadSessionsQuery,
  sessionRef,
  userSessionsQuery,
} from './sessions-api';

/** The user's sessions, live, newest shot first; the latest `max` when given. */
export function useSessions(userId: string | undefined, max?: number) {
  return useLiveQuery(useMemo(() => (userId ? userSessionsQuery(db, userId, max) : null), [userId, max]));
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
