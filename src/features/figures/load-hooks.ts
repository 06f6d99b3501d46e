import { useMemo } from 'react';
import { useLoads } from '@/features/loads/hooks';
import type { LoadDevelopment } from '@/features/loads/schema';
import { useActiveSessions, useActiveSessionsById, usePagedSummaries } from '@/features/sessions/hooks';
import type { CompletedLoadSums } from './figures-api';
import { useCompletedLoadSumsFromServer, type ServerFigures } from './hooks';
import {
  figuresOfSession,
  joinPools,
  loadSessionHistory,
  poolsOfFigures,
  recipeFamily,
  type LoadPool,
  type RecipePools,
} from './load-analysis';
import { chargeLadderLoads } from './test-analysis';

/* A load's figures over its sessions: the charge ladder's pools and the load's history. */

/** These loads' pools from the server's sums of their completed sessions; null unless every load has them. */
function completedPools(
  loadIds: readonly string[],
  sums: ServerFigures<Record<string, CompletedLoadSums>>,
): RecipePools | null {
  if (!sums || loadIds.some((loadId) => !sums.value[loadId])) return null;
  return new Map(
    loadIds.map((loadId): [string, LoadPool] => {
      const summed = sums.value[loadId]!;
      return [loadId, { sessions: summed.sessions, shots: summed.shots, parts: [summed.sums] }];
    }),
  );
}

/**
 * What the charge ladder is pooled from: the user's loads (for the recipe's family) and each family
 * load's pool, the server's sums over its completed sessions (a few reads a load, however many
 * sessions) joined with the live active sessions. `sums` says whether they are fresh or the last this
 * device had.
 */
export function useRecipePools(userId: string, load: LoadDevelopment) {
  const loads = useLoads(userId);
  // Without the steps of a test of another variable (a seating test's loads share the charge).
  const ladderLoads = useMemo(
    () => (loads.status === 'success' ? chargeLadderLoads(loads.data, load) : null),
    [loads.status, loads.data, load],
  );
  const familyIds = useMemo(
    () => (ladderLoads ? recipeFamily(ladderLoads, load).map((member) => member.id) : null),
    [ladderLoads, load],
  );
  const active = useActiveSessions(userId);
  const sums = useCompletedLoadSumsFromServer(userId, familyIds);
  const pools = useMemo(() => {
    const completed = familyIds && completedPools(familyIds, sums);
    return completed && active.data ? joinPools(completed, poolsOfFigures(active.data.map(figuresOfSession))) : null;
  }, [familyIds, sums, active.data]);
  const failed = loads.status === 'error' || active.status === 'error';
  const status = failed ? 'error' : pools ? 'success' : 'loading';
  return { status, loads: ladderLoads, pools, sums } as const;
}

/**
 * A load's sessions, newest shot first, a page at a time (usePagedSummaries: summaries, never shots),
 * each with its figures; an active one's from the live session.
 */
export function useLoadHistory(userId: string, loadId: string) {
  const filter = useMemo(() => ({ loadId }), [loadId]);
  const { list, lastPage, showMore } = usePagedSummaries(userId, filter);
  const active = useActiveSessionsById(userId);
  const history = useMemo(
    () => (list.status === 'success' && active ? loadSessionHistory(list.data ?? [], active) : null),
    [list.status, list.data, active],
  );
  const status = list.status === 'error' ? 'error' : history ? 'success' : 'loading';
  return { status, history, unreadable: list.unreadable, lastPage, showMore } as const;
}
