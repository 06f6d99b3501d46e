import { useMemo } from 'react';
import { db } from '@/lib/firebase';
import { useLiveDoc, useLiveQuery } from '@/lib/firestore/live';
import { loadRef, userLoadsQuery } from './loads-api';

/** The user's load developments, live, newest first. */
export function useLoads(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userLoadsQuery(db, userId) : null), [userId]));
}

/** One load development, live; data null when it does not exist. */
export function useLoad(loadId: string | undefined) {
  return useLiveDoc(useMemo(() => (loadId ? loadRef(db, loadId) : null), [loadId]));
}
