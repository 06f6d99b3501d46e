import { doc, getDocFromCache, type DocumentReference, type Firestore } from 'firebase/firestore';
import { batchOf, type WriteOp } from './write-ops';

/** What the user did, in their words ("Shot 3 (2,705 fps) in “Ladder”"), and how to re-log it. */
export type WriteMeta = {
  label: string;
  /** A shot that can be logged again into its session if the server refuses it. */
  relog?: { sessionId: string; velocity: number | null; impact: number | null; note: string };
};

/**
 * Who watches the app's writes (the sync journal in the browser). It is told of each write before
 * it is made (and keeps its ops synchronously), may add a receipt to the write's batch, is told
 * that the write is stored on the device, and gets the server's answer. Node callers (the demo
 * seed, rules and property tests) register none, or one that keeps no receipts.
 */
export type WriteTracker = {
  /** Journals the write before it is made; returns its journal id. */
  queued(ops: readonly WriteOp[], meta: WriteMeta): string;
  /**
   * One more op for the write's batch: a receipt document named after the journal id, so that one
   * read of it on the server proves the whole batch landed (src/lib/sync/receipts.ts).
   */
  receipt?(id: string): WriteOp | null;
  stored(id: string): void;
  watch(id: string, write: Promise<void>): void;
};

const trackers = new Map<Firestore, WriteTracker>();

/** The app registers its journal for its own Firestore instance. */
export function setWriteTracker(db: Firestore, tracker: WriteTracker | null): void {
  if (tracker) trackers.set(db, tracker);
  else trackers.delete(db);
}

/**
 * Resolves once a write just made to `ref` is in Firestore's local cache (IndexedDB), never
 * waiting for the server. Firestore runs its operations in order, so this cache read comes after
 * the write has been stored: leaving or closing the page after it loses nothing, online or not.
 */
export async function storedOnDevice(ref: DocumentReference<unknown>): Promise<void> {
  try {
    await getDocFromCache(ref);
  } catch {
    // Not in the cache (a write that failed locally, or a delete): nothing more to wait for.
  }
}

/** A document as this device has it (the cache, never the network); null when it is not there. */
export async function readFromDevice<T>(ref: DocumentReference<T>): Promise<T | null> {
  try {
    const snapshot = await getDocFromCache(ref);
    return snapshot.data() ?? null;
  } catch {
    return null;
  }
}

/** A save in flight: on the device (`stored`), and the server's answer (`synced`). */
export type Save = { stored: Promise<void>; synced: Promise<void> };

/**
 * The one way the app writes: the ops are journalled, queued as one atomic batch (with the
 * journal's receipt, when it keeps one), and `stored` resolves once they are on this device
 * (milliseconds, online or not). `synced` settles with the server's answer; it is already handled,
 * so a caller at the range need not wait for it.
 */
export function save(db: Firestore, ops: readonly WriteOp[], meta: WriteMeta): Save {
  const first = ops[0];
  if (!first) return { stored: Promise.resolve(), synced: Promise.resolve() };
  const tracker = trackers.get(db);
  // Batched first, so ops it refuses (it throws) are not journalled; the journal entry is written
  // before the commit, and the device write lands later, off this synchronous task.
  const batch = batchOf(db, ops);
  const id = tracker?.queued(ops, meta);
  const receipt = id ? tracker?.receipt?.(id) : null;
  if (receipt) batch.add(receipt);
  const synced = batch.commit();
  if (tracker && id) tracker.watch(id, synced);
  else synced.catch(() => undefined);
  const stored = storedOnDevice(doc(db, first.path)).then(() => {
    if (tracker && id) tracker.stored(id);
  });
  return { stored, synced };
}

/** save() for a caller that moves on once the write is on the device. */
export function saveOnDevice(db: Firestore, ops: readonly WriteOp[], meta: WriteMeta): Promise<void> {
  return save(db, ops, meta).stored;
}

/**
 * For callers that are online and must know the server's answer (the demo seed, data-level tests):
 * watches every write made on `db` from now on. `all()` settles with every answer; `stop()` ends the
 * watch, and answers nobody awaited (after a failure part-way) are not left unhandled.
 */
export function watchServerAnswers(db: Firestore): { all: () => Promise<void[]>; stop: () => void } {
  const writes: Promise<void>[] = [];
  setWriteTracker(db, {
    queued: () => String(writes.length),
    stored: () => undefined,
    watch: (_id, write) => {
      writes.push(write);
    },
  });
  return {
    all: () => Promise.all(writes),
    stop: () => {
      setWriteTracker(db, null);
      for (const write of writes) write.catch(() => undefined);
    },
  };
}
