import { useMemo } from 'react';
import { brassLives, firingsOfSessions, type BrassLife } from '@/domain/brass-life';
import { useActiveSessionsById, useBatchSummaries } from '@/features/sessions/hooks';
import { db } from '@/lib/firebase';
import { useLiveDoc, useLiveQuery } from '@/lib/firestore/live';
import { batchRef, loadBatchesQuery, userBatchesQuery } from './batches-api';
import { userComponentsQuery, userLotsQuery } from './inventory-api';
import type { ComponentLot } from './schema';

/** The user's components, live (unsorted: the page groups them by kind and sorts them by name). */
export function useComponents(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userComponentsQuery(db, userId) : null), [userId]));
}

/** The user's lots of every component, live, with their movements. */
export function useLots(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userLotsQuery(db, userId) : null), [userId]));
}

/** A load's batches, live (unsorted: the page shows them newest first). */
export function useLoadBatches(userId: string | undefined, loadId: string | undefined) {
  return useLiveQuery(
    useMemo(() => (userId && loadId ? loadBatchesQuery(db, userId, loadId) : null), [userId, loadId]),
  );
}

/** One batch, live; data null when it does not exist (deleted with the account's records). */
export function useBatch(batchId: string | undefined) {
  return useLiveDoc(useMemo(() => (batchId ? batchRef(db, batchId) : null), [batchId]));
}

/** Every batch of the user, live (the inventory's loaded rounds). */
export function useUserBatches(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userBatchesQuery(db, userId) : null), [userId]));
}

/**
 * Each brass lot's cases by firings (by lot id), live: worked out from the batches loaded from it and
 * the sessions that fired them (their summaries, an active one's live shots), on this device too when
 * offline. Null until the batches and the sessions have answered.
 */
export function useBrassLives(
  userId: string | undefined,
  lots: readonly ComponentLot[] | undefined,
): ReadonlyMap<string, BrassLife> | null {
  const batches = useUserBatches(userId);
  const brassBatches = useMemo(() => (batches.data ?? []).filter((batch) => batch.lots.brass !== null), [batches.data]);
  const summaries = useBatchSummaries(
    userId,
    useMemo(() => brassBatches.map((batch) => batch.id), [brassBatches]),
  );
  const active = useActiveSessionsById(userId);
  return useMemo(() => {
    if (!lots || batches.status !== 'success' || !summaries || !active) return null;
    const activeShots = new Map([...active].map(([id, session]) => [id, session.shots.length]));
    const firings = firingsOfSessions(summaries, activeShots);
    return brassLives(
      lots.filter((lot) => lot.kind === 'brass'),
      brassBatches,
      firings,
    );
  }, [lots, batches.status, brassBatches, summaries, active]);
}
