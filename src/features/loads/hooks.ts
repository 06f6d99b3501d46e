import { useMemo } from 'react';
import { useLiveQuery } from '../../lib/firestore/live';
import { userLoadsQuery } from './loads-api';

/** The user's load developments, live, newest first. */
export function useLoads(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userLoadsQuery(userId) : null), [userId]));
}
