import {
  onSnapshot,
  queryEqual,
  refEqual,
  type DocumentReference,
  type FirestoreError,
  type Query,
} from 'firebase/firestore';
import { startTransition, useEffect, useRef, useState } from 'react';
import { readLeniently, splitUnreadable, UnreadableDoc, UnreadableDocError } from './converter';

export type Unreadable = readonly UnreadableDoc[];

/**
 * What a live query or document gives a screen. `unreadable` holds the documents that fail their
 * schema: a list shows its readable records and one row for each of these.
 */
export type LiveState<T> =
  | {
      status: 'idle' | 'loading';
      data: undefined;
      error: undefined;
      fromCache: false;
      hasPendingWrites: false;
      pendingIds: ReadonlySet<string>;
      unreadable: Unreadable;
    }
  | {
      status: 'success';
      data: T;
      error: undefined;
      fromCache: boolean;
      hasPendingWrites: boolean;
      pendingIds: ReadonlySet<string>;
      unreadable: Unreadable;
    }
  | {
      status: 'error';
      data: undefined;
      error: FirestoreError | Error;
      fromCache: false;
      hasPendingWrites: false;
      pendingIds: ReadonlySet<string>;
      unreadable: Unreadable;
    };

/**
 * A live document: as LiveState, plus 'unavailable' when it is not in this device's cache and the
 * server has not answered (offline, or no answer within NOT_ON_DEVICE_AFTER_MS). A document that
 * fails its schema is an error (an UnreadableDocError) with the document in `unreadable`.
 */
export type LiveDocState<T> =
  | LiveState<T>
  | {
      status: 'unavailable';
      data: undefined;
      error: undefined;
      fromCache: true;
      hasPendingWrites: false;
      pendingIds: ReadonlySet<string>;
      unreadable: Unreadable;
    };

/** How long a document missing from the cache waits for the server before it is reported as not on this device. */
export const NOT_ON_DEVICE_AFTER_MS = 3000;

/** The document a live state could not read, if that is why it failed. */
export function unreadableDocOf(state: { status: string; error?: unknown }): UnreadableDoc | null {
  return state.status === 'error' && state.error instanceof UnreadableDocError ? state.error.doc : null;
}

const NONE: ReadonlySet<string> = new Set();
const NOTHING: Unreadable = [];
const idle = {
  status: 'idle',
  data: undefined,
  error: undefined,
  fromCache: false,
  hasPendingWrites: false,
  pendingIds: NONE,
  unreadable: NOTHING,
} as const;
const loading = { ...idle, status: 'loading' } as const;
const unavailable = { ...idle, status: 'unavailable', fromCache: true } as const;

function failed(error: FirestoreError | Error, unreadable: Unreadable = NOTHING) {
  return {
    status: 'error',
    data: undefined,
    error,
    fromCache: false,
    hasPendingWrites: false,
    pendingIds: NONE,
    unreadable,
  } as const;
}

/**
 * A snapshot is drawn as a transition: React renders it in slices of a few milliseconds, so the
 * first snapshot of a page (or a large list's) never holds a phone's main thread for a long task,
 * and a tap in between is answered at once. A newer snapshot replaces one not yet drawn.
 */
const drawLater = (update: () => void) => startTransition(update);

/** Keeps the same query object while an equal one is passed, so a render never re-subscribes. */
function useStable<T>(value: T | null, equal: (a: T, b: T) => boolean): T | null {
  const [stable, setStable] = useState(value);
  if (value !== stable && (value === null || stable === null || !equal(value, stable))) {
    setStable(value);
    return value;
  }
  return stable;
}

function useLive<Source, State>(
  source: Source | null,
  subscribe: (source: Source, emit: (state: State) => void) => () => void,
): State | typeof idle | typeof loading {
  const [state, setState] = useState<{ source: Source | null; live: State | typeof idle | typeof loading }>({
    source,
    live: source ? loading : idle,
  });
  // A new source starts from loading, without a stale result from the previous one.
  const current = state.source === source ? state.live : source ? loading : idle;

  useEffect(() => {
    if (!source) return;
    return subscribe(source, (live) => drawLater(() => setState({ source, live })));
  }, [source, subscribe]);

  return current;
}

function listenerFailed(error: FirestoreError | Error) {
  // A listener error is logged and ends the loading state.
  console.error('Live query failed', error);
  return failed(error);
}

function subscribeQuery<T>(query: Query<T>, emit: (state: LiveState<T[]>) => void) {
  return onSnapshot(
    readLeniently(query),
    { includeMetadataChanges: true },
    (snapshot) => {
      try {
        const { records, unreadable } = splitUnreadable(snapshot.docs.map((doc) => doc.data()));
        if (unreadable.length) console.warn('Records that fail their schema', unreadable);
        emit({
          status: 'success',
          data: records,
          error: undefined,
          fromCache: snapshot.metadata.fromCache,
          hasPendingWrites: snapshot.metadata.hasPendingWrites,
          // Per record: which ones the server does not have yet (latency compensation).
          pendingIds: new Set(snapshot.docs.filter((doc) => doc.metadata.hasPendingWrites).map((doc) => doc.id)),
          unreadable,
        });
      } catch (error) {
        emit(listenerFailed(error as Error));
      }
    },
    (error) => emit(listenerFailed(error)),
  );
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function subscribeDoc<T>(ref: DocumentReference<T>, emit: (state: LiveDocState<T | null>) => void) {
  // Settled once the cache had the document or the server answered; until then a missing document is unknown.
  let settled = false;
  const settle = () => {
    settled = true;
    clearTimeout(timer);
  };
  const timer = setTimeout(() => {
    if (!settled) emit(unavailable);
  }, NOT_ON_DEVICE_AFTER_MS);

  const unsubscribe = onSnapshot(
    readLeniently(ref),
    { includeMetadataChanges: true },
    (snapshot) => {
      // A document missing from the cache is unknown rather than absent: only the server can say it is gone.
      if (!snapshot.exists() && snapshot.metadata.fromCache) {
        if (!settled && browserOffline()) emit(unavailable);
        return;
      }
      settle();
      try {
        const data = snapshot.exists() ? snapshot.data() : null;
        if (data instanceof UnreadableDoc) {
          console.warn('A record that fails its schema', data);
          emit(failed(new UnreadableDocError(data), [data]));
          return;
        }
        const pending = snapshot.metadata.hasPendingWrites ? new Set([snapshot.id]) : NONE;
        emit({
          status: 'success',
          data,
          error: undefined,
          fromCache: snapshot.metadata.fromCache,
          hasPendingWrites: snapshot.metadata.hasPendingWrites,
          pendingIds: pending,
          unreadable: NOTHING,
        });
      } catch (error) {
        emit(listenerFailed(error as Error));
      }
    },
    (error) => {
      settle();
      emit(listenerFailed(error));
    },
  );
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** A live query (onSnapshot) with loading, error and data states; null means idle. Unreadable documents are in `unreadable`. */
export function useLiveQuery<T>(query: Query<T> | null): LiveState<T[]> {
  const stable = useStable(query, queryEqual);
  return useLive(stable, subscribeQuery<T>);
}

/** A live document; data is null when it does not exist, status 'unavailable' while it is not on this device and the server is out of reach. */
export function useLiveDoc<T>(ref: DocumentReference<T> | null): LiveDocState<T | null> {
  const stable = useStable(ref, refEqual);
  return useLive(stable, subscribeDoc<T>);
}

type Subscription<T> = { query: Query<T>; unsubscribe: () => void };
type Held<T> = { query: Query<T>; state: LiveState<T[]> };

/**
 * Several live queries (the pages of a list), their states in the same order. A query equal to the
 * one before at its place keeps its listener and its state; only changed or new ones subscribe, so
 * adding a page never makes the pages already shown load again.
 */
export function useLiveQueries<T>(queries: readonly Query<T>[]): LiveState<T[]>[] {
  const [held, setHeld] = useState<Held<T>[]>([]);
  const subscriptions = useRef<Subscription<T>[]>([]);

  useEffect(() => {
    const current = subscriptions.current;
    queries.forEach((query, index) => {
      const before = current[index];
      if (before && queryEqual(before.query, query)) return;
      before?.unsubscribe();
      const unsubscribe = subscribeQuery(query, (state) =>
        drawLater(() => setHeld((all) => Object.assign([...all], { [index]: { query, state } }))),
      );
      current[index] = { query, unsubscribe };
    });
    for (const extra of current.splice(queries.length)) extra.unsubscribe();
  }, [queries]);

  useEffect(
    () => () => {
      for (const subscription of subscriptions.current.splice(0)) subscription.unsubscribe();
    },
    [],
  );

  return queries.map((query, index) => {
    const entry = held[index];
    return entry && queryEqual(entry.query, query) ? entry.state : loading;
  });
}
