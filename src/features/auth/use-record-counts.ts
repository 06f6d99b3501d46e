import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnlineStatus } from '@/lib/use-online-status';
import type { RecordCounts } from './account-api';

/** How long the server may take to count before the page says it could not. */
export const COUNTS_WAIT_MS = 20_000;

/**
 * After a failure, how long to wait before each new try: the network often says it is back a
 * moment before a request can get through.
 */
export const COUNTS_RETRY_MS = [1_000, 3_000] as const;

export type RecordCountsState =
  | { status: 'loading' }
  /** No network: the server counts, so there is nothing to show until it returns. */
  | { status: 'offline' }
  | { status: 'error' }
  | { status: 'ready'; counts: RecordCounts };

/** Counts a user's records on the server (countRecords with the app's Firestore); one function for the page's life. */
export type CountRecords = (userId: string) => Promise<RecordCounts>;

class NoAnswer extends Error {}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswer(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * How many records the account holds, counted by the server (a query in the app's cache): loading,
 * then the counts or a failure. A failed try is tried again after COUNTS_RETRY_MS, a try with no
 * answer within COUNTS_WAIT_MS is a failure at once, so the page never waits without end. Offline it
 * says so at once, and counts again when the network returns. `retry` counts again after a failure
 * (while a count is under way, it waits for that one).
 */
export function useRecordCounts(userId: string, count: CountRecords): { state: RecordCountsState; retry: () => void } {
  const online = useOnlineStatus();
  const query = useQuery({
    queryKey: ['recordCounts', userId],
    queryFn: () => withinTime(count(userId), COUNTS_WAIT_MS),
    // Asked with the failures so far: 0 before the first try again.
    retry: (failures, error) => failures < COUNTS_RETRY_MS.length && !(error instanceof NoAnswer),
    retryDelay: (failures) => COUNTS_RETRY_MS[failures] ?? 0,
    gcTime: 0,
  });
  const failed = query.status === 'error' && !query.isFetching;
  useEffect(() => {
    if (failed) console.error('The records could not be counted', query.error);
  }, [failed, query.error]);

  const retry = () => void query.refetch({ cancelRefetch: true });
  if (!online) return { state: { status: 'offline' }, retry };
  if (query.isFetching && query.status !== 'success') return { state: { status: 'loading' }, retry };
  if (query.status === 'success' && !query.isRefetchError)
    return { state: { status: 'ready', counts: query.data }, retry };
  return { state: failed ? { status: 'error' } : { status: 'loading' }, retry };
}
