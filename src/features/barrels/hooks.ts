import { useMemo } from 'react';
import { db } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/firestore/live';
import { firearmBarrelsQuery, userBarrelsQuery } from './barrels-api';

/** The user's barrels of every firearm, live. */
export function useUserBarrels(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userBarrelsQuery(db, userId) : null), [userId]));
}

/** One firearm's barrels, live. */
export function useFirearmBarrels(userId: string | undefined, firearmId: string | undefined) {
  return useLiveQuery(
    useMemo(() => (userId && firearmId ? firearmBarrelsQuery(db, userId, firearmId) : null), [userId, firearmId]),
  );
}
