import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../lib/firestore/live';
import { fetchDashboardCounts, recentFirearmsQuery, recentLoadsQuery, type DashboardCounts } from './dashboard-api';

/** How many recent records each dashboard section shows. */
export const DASHBOARD_RECENT = 3;

export function useRecentLoads(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? recentLoadsQuery(userId, DASHBOARD_RECENT) : null), [userId]));
}

export function useRecentFirearms(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? recentFirearmsQuery(userId, DASHBOARD_RECENT) : null), [userId]));
}

export type CountsState = { status: 'loading' } | { status: 'success'; counts: DashboardCounts } | { status: 'error' };

/**
 * Server-side counts, fetched again whenever `refreshKey` changes (the live lists change), so they
 * stay current without reading whole collections; null waits.
 */
export function useDashboardCounts(userId: string | undefined, refreshKey: string | null): CountsState {
  const [state, setState] = useState<CountsState>({ status: 'loading' });
  useEffect(() => {
    if (!userId || refreshKey === null) return;
    let current = true;
    fetchDashboardCounts(userId).then(
      (counts) => current && setState({ status: 'success', counts }),
      (error: unknown) => {
        console.error('Dashboard counts failed', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, refreshKey]);
  return state;
}
