import { useMemo } from 'react';
import { db } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/firestore/live';
import { factoryLoadsQuery } from './factory-loads-api';

/** The factory-load catalogue, live; idle until enabled (it is only needed for factory ammunition). */
export function useFactoryLoads(enabled = true) {
  return useLiveQuery(useMemo(() => (enabled ? factoryLoadsQuery(db) : null), [enabled]));
}
