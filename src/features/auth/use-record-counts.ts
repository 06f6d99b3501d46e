import { useEffect, useState } from 'react';
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
 * How many records the account holds, counted by the server: loading, then the counts or a
 * failure. A failed try is tried again after COUNTS_RETRY_MS, a try with no answer within
 * COUNTS_WAIT_MS is a failure at once, so the page never waits without end. Offline it says so
 * at once, and counts again when the network returns. `retry` counts again after a failure.
 */
export function useRecordCounts(userId: string, count: CountRecords): { state: RecordCountsState; retry: () => void } {
  const online = useOnlineStatus();
  // Each attempt has its own key, so a late answer to an earlier one is never shown as this one's.
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; counts: RecordCounts | null } | null>(null);
  const key = `${userId}#${attempt}`;

  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);

  useEffect(() => {
    // Offline, nothing is asked: coming back online starts a new attempt.
    if (!navigator.onLine) return;
    let active = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const tryCount = (tries: number) => {
      withinTime(count(userId), COUNTS_WAIT_MS).then(
        (counts) => {
          if (active) setOutcome({ key, counts });
        },
        (error: unknown) => {
          if (!active || !navigator.onLine) return;
          const delay = COUNTS_RETRY_MS[tries];
          if (delay !== undefined && !(error instanceof NoAnswer)) {
            retryTimer = setTimeout(() => tryCount(tries + 1), delay);
            return;
          }
          console.error('The records could not be counted', error);
          setOutcome({ key, counts: null });
        },
      );
    };
    tryCount(0);
    return () => {
      active = false;
      clearTimeout(retryTimer);
    };
  }, [key, userId, count]);

  const retry = () => setAttempt((n) => n + 1);
  if (!online) return { state: { status: 'offline' }, retry };
  if (outcome?.key !== key) return { state: { status: 'loading' }, retry };
  return { state: outcome.counts ? { status: 'ready', counts: outcome.counts } : { status: 'error' }, retry };
}
