import { useMemo } from 'react';
import { db } from '@/lib/firebase';
import { useLiveDoc, useLiveQuery } from '@/lib/firestore/live';
import { batchRef, loadBatchesQuery, userBatchesQuery } from './batches-api';
import { userComponentsQuery, userLotsQuery } from './inventory-api';

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
