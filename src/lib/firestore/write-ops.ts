import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';

/**
 * Every write the app makes, described as plain JSON data before it is made: the sync journal
 * keeps these (synchronously, in localStorage) until the server has answered, so a write whose
 * page went before Firestore stored it is made again after the reload, and a write the server
 * refused still has the values the user typed. One executor (commitOps) turns them into one atomic batch.
 *
 * Values are JSON with a few markers for what JSON cannot say:
 * {$serverTime: true}, {$time: millis}, {$arrayUnion: [..]}, {$arrayRemove: [..]}, {$delete: true}.
 */
export type OpValue = null | boolean | number | string | OpValue[] | { [key: string]: OpValue };
export type OpFields = { [key: string]: OpValue };

export type WriteOp =
  /** Creates a document (written as a set; the rules tell a create from an update by the stored document). */
  | { kind: 'create'; path: string; data: OpFields }
  /** Updates fields; keys may be dotted field paths ("exclusions.123-0-abc"). */
  | { kind: 'update'; path: string; data: OpFields }
  /** Writes a whole document, made or replaced (a derived document; re-applying it changes nothing). */
  | { kind: 'set'; path: string; data: OpFields }
  | { kind: 'delete'; path: string };

export const serverTime = (): OpValue => ({ $serverTime: true });
export const atTime = (date: Date): OpValue => ({ $time: date.getTime() });
export const unionOf = (...values: OpValue[]): OpValue => ({ $arrayUnion: values });
export const removalOf = (...values: OpValue[]): OpValue => ({ $arrayRemove: values });
export const deletion = (): OpValue => ({ $delete: true });

type Marker = { $serverTime?: true; $time?: number; $arrayUnion?: OpValue[]; $arrayRemove?: OpValue[]; $delete?: true };

function marker(value: OpValue): Marker | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0]?.startsWith('$') ? (value as Marker) : null;
}

/** An op value as Firestore writes it. */
export function toFirestoreValue(value: OpValue): unknown {
  const mark = marker(value);
  if (mark) {
    if (mark.$serverTime) return serverTimestamp();
    if (mark.$time !== undefined) return Timestamp.fromMillis(mark.$time);
    if (mark.$arrayUnion) return arrayUnion(...mark.$arrayUnion.map(toFirestoreValue));
    if (mark.$arrayRemove) return arrayRemove(...mark.$arrayRemove.map(toFirestoreValue));
    if (mark.$delete) return deleteField();
  }
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toFirestoreValue(inner)]));
  }
  return value;
}

/** Plain data (Dates allowed) as op values: Dates become {$time}. */
export function toOpValue(value: unknown): OpValue {
  if (value instanceof Date) return atTime(value);
  if (Array.isArray(value)) return value.map(toOpValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, toOpValue(inner)]),
    );
  }
  if (value === undefined) return null;
  return value as OpValue;
}

/** Adds one op to a batch. */
function addOp(batch: WriteBatch, db: Firestore, op: WriteOp): void {
  const ref = doc(db, op.path);
  if (op.kind === 'delete') batch.delete(ref);
  else if (op.kind === 'create' || op.kind === 'set') batch.set(ref, toFirestoreValue(op.data) as DocumentData);
  else batch.update(ref, toFirestoreValue(op.data) as DocumentData);
}

/** The ops as one atomic batch on `db`, not yet committed; throws, writing nothing, on an op Firestore refuses. */
export function batchOf(
  db: Firestore,
  ops: readonly WriteOp[],
): { add: (op: WriteOp) => void; commit: () => Promise<void> } {
  const batch = writeBatch(db);
  for (const op of ops) addOp(batch, db, op);
  return { add: (op) => addOp(batch, db, op), commit: () => batch.commit() };
}

/**
 * Queues the ops as one atomic batch on `db` (a batch, unlike a transaction, works offline).
 * The promise settles when the server answers; the write is in the local cache at once.
 */
export function commitOps(db: Firestore, ops: readonly WriteOp[]): Promise<void> {
  return batchOf(db, ops).commit();
}
