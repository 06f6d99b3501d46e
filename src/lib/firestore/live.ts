import {
  onSnapshot,
  queryEqual,
  refEqual,
  type DocumentReference,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';

/** What a live query or document gives a screen. */
export type LiveState<T> =
  | { status: 'idle' | 'loading'; data: undefined; error: undefined; fromCache: false; hasPendingWrites: false; pendingIds: ReadonlySet<string> }
  | { status: 'success'; data: T; error: undefined; fromCache: boolean; hasPendingWrites: boolean; pendingIds: ReadonlySet<string> }
  | { status: 'error'; data: undefined; error: FirestoreError | Error; fromCache: false; hasPendingWrites: false; pendingIds: ReadonlySet<string> };

const NONE: ReadonlySet<string> = new Set();
const idle = { status: 'idle', data: undefined, error: undefined, fromCache: false, hasPendingWrites: false, pendingIds: NONE } as const;
const loading = { ...idle, status: 'loading' } as const;

/** Keeps the same query object while an equal one is passed, so a render never re-subscribes. */
function useStable<T>(value: T | null, equal: (a: T, b: T) => boolean): T | null {
  const [stable, setStable] = useState(value);
  if (value !== stable && (value === null || stable === null || !equal(value, stable))) {
    setStable(value);
    return value;
  }
  return stable;
}

function useLive<Source, T>(
  source: Source | null,
  subscribe: (
    source: Source,
    next: (data: T, fromCache: boolean, hasPendingWrites: boolean, pendingIds: ReadonlySet<string>) => void,
    fail: (error: FirestoreError | Error) => void,
  ) => () => void,
): LiveState<T> {
  const [state, setState] = useState<{ source: Source | null; live: LiveState<T> }>({ source, live: source ? loading : idle });
  // A new source starts from loading, without a stale result from the previous one.
  const current = state.source === source ? state.live : source ? loading : idle;

  useEffect(() => {
    if (!source) return;
    return subscribe(
      source,
      (data, fromCache, hasPendingWrites, pendingIds) =>
        setState({ source, live: { status: 'success', data, error: undefined, fromCache, hasPendingWrites, pendingIds } }),
      (error) => {
        // Spec: listener errors are logged and end the loading state.
        console.error('Live query failed', error);
        setState({ source, live: { status: 'error', data: undefined, error, fromCache: false, hasPendingWrites: false, pendingIds: NONE } });
      },
    );
  }, [source, subscribe]);

  return current;
}

function subscribeQuery<T>(
  query: Query<T>,
  next: (data: T[], fromCache: boolean, hasPendingWrites: boolean, pendingIds: ReadonlySet<string>) => void,
  fail: (error: FirestoreError | Error) => void,
) {
  return onSnapshot(
    query,
    { includeMetadataChanges: true },
    (snapshot) => {
      try {
        next(
          snapshot.docs.map((doc) => doc.data()),
          snapshot.metadata.fromCache,
          snapshot.metadata.hasPendingWrites,
          // Per record: which ones the server does not have yet (latency compensation).
          new Set(snapshot.docs.filter((doc) => doc.metadata.hasPendingWrites).map((doc) => doc.id)),
        );
      } catch (error) {
        fail(error as Error);
      }
    },
    fail,
  );
}

function subscribeDoc<T>(
  ref: DocumentReference<T>,
  next: (data: T | null, fromCache: boolean, hasPendingWrites: boolean, pendingIds: ReadonlySet<string>) => void,
  fail: (error: FirestoreError | Error) => void,
) {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snapshot) => {
      // Offline, a document missing from the cache is unknown rather than absent: wait for the server.
      if (!snapshot.exists() && snapshot.metadata.fromCache) return;
      try {
        const pending = snapshot.metadata.hasPendingWrites ? new Set([snapshot.id]) : NONE;
        next(snapshot.exists() ? snapshot.data() : null, snapshot.metadata.fromCache, snapshot.metadata.hasPendingWrites, pending);
      } catch (error) {
        fail(error as Error);
      }
    },
    fail,
  );
}

/** A live query (onSnapshot) with loading, error and data states; null means idle. */
export function useLiveQuery<T>(query: Query<T> | null): LiveState<T[]> {
  const stable = useStable(query, queryEqual);
  return useLive(stable, subscribeQuery<T>);
}

/** A live document; data is null when it does not exist. */
export function useLiveDoc<T>(ref: DocumentReference<T> | null): LiveState<T | null> {
  const stable = useStable(ref, refEqual);
  return useLive(stable, subscribeDoc<T>);
}
