import { useMemo } from 'react';
import { db } from '@/lib/firebase';
import { useLiveDoc, useLiveQuery } from '@/lib/firestore/live';
import { firearmRef, userFirearmsQuery } from './firearms-api';

/** The user's firearms, live, newest first. */
export function useFirearms(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userFirearmsQuery(db, userId) : null), [userId]));
}

/** One firearm, live; data null when it does not exist. */
export function useFirearm(firearmId: string | undefined) {
  return useLiveDoc(useMemo(() => (firearmId ? firearmRef(db, firearmId) : null), [firearmId]));
}
