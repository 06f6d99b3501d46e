import {
  Bytes,
  DocumentReference,
  GeoPoint,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { z } from 'zod';

/** Timestamps become Dates, at any depth; everything else is kept as it is. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, timestampsToDates(inner)]));
  }
  return value;
}

/** Stored data as plain JSON: Timestamps as ISO strings, references as paths, bytes as base64. */
export function toJsonSafe(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Bytes) return value.toBase64();
  if (Array.isArray(value)) return value.map(toJsonSafe);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJsonSafe(inner)]));
  }
  return value;
}

export type WithId<T> = T & { id: string };

/** The longest reason shown for a record that cannot be read. */
const REASON_MAX = 200;

/** Why a document failed its schema, in one short line: the first problem and its field. */
export function unreadableReason(error: unknown): string {
  if (error instanceof z.ZodError) {
    const [first, ...rest] = error.issues;
    if (!first) return 'It does not match what Rangebook stores.';
    const where = first.path.length ? `${first.path.map(String).join('.')}: ` : '';
    const more = rest.length ? ` (and ${rest.length} more ${rest.length === 1 ? 'problem' : 'problems'})` : '';
    return `${where}${first.message}${more}`.slice(0, REASON_MAX);
  }
  return (error instanceof Error && error.message ? error.message : String(error)).slice(0, REASON_MAX);
}

/**
 * A stored document that fails today's schema: handed back instead of a record so that one bad
 * document never hides the rest of its list, with its data kept (JSON-safe) to export.
 */
export class UnreadableDoc {
  constructor(
    readonly id: string,
    readonly path: string,
    readonly reason: string,
    readonly raw: unknown,
  ) {}

  /** What a backup or an "Export raw" file holds. */
  toJSON() {
    return { id: this.id, path: this.path, reason: this.reason, raw: this.raw };
  }
}

/** Readable records and the unreadable documents of one read, apart. */
export function splitUnreadable<T>(items: readonly (T | UnreadableDoc)[]): {
  records: T[];
  unreadable: UnreadableDoc[];
} {
  const records: T[] = [];
  const unreadable: UnreadableDoc[] = [];
  for (const item of items) {
    if (item instanceof UnreadableDoc) unreadable.push(item);
    else records.push(item);
  }
  return { records, unreadable };
}

/** The error of reading, strictly, a document that fails its schema. */
export class UnreadableDocError extends Error {
  constructor(readonly doc: UnreadableDoc) {
    super(`The record ${doc.path} can't be read: ${doc.reason}`);
    this.name = 'UnreadableDocError';
  }
}

/** A converter that reads through a zod schema, and its lenient twin (see zodConverter). */
export type ZodConverter<T> = FirestoreDataConverter<WithId<T>, DocumentData> & {
  /** Reads the same, but a document that fails the schema reads as an UnreadableDoc instead of throwing. */
  readonly lenient: FirestoreDataConverter<WithId<T> | UnreadableDoc, DocumentData>;
};

/**
 * A converter that reads a document through its zod schema: Timestamps in, Dates out, with
 * pending server timestamps estimated (they read as null until the server answers). Read
 * strictly, a document that fails the schema throws an UnreadableDocError; screens and the backup
 * read through `lenient` (readLeniently), where it is an UnreadableDoc, so one bad document never
 * fails its whole list. Writes go through the api functions, which validate with the entity's fields schema;
 * toFirestore only drops the id, which lives in the document's path.
 */
export function zodConverter<Schema extends z.ZodType<DocumentData>>(schema: Schema): ZodConverter<z.output<Schema>> {
  type Read = WithId<z.output<Schema>>;
  const toFirestore = (data: unknown) => {
    const { id: _id, ...fields } = data as DocumentData;
    return fields;
  };
  const read = (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): Read | UnreadableDoc => {
    const stored: unknown = snapshot.data({ ...options, serverTimestamps: 'estimate' });
    const parsed = schema.safeParse(timestampsToDates(stored));
    if (parsed.success) return { ...parsed.data, id: snapshot.id };
    return new UnreadableDoc(snapshot.id, snapshot.ref.path, unreadableReason(parsed.error), toJsonSafe(stored));
  };
  return {
    toFirestore,
    fromFirestore: (snapshot, options) => {
      const result = read(snapshot, options);
      if (result instanceof UnreadableDoc) throw new UnreadableDocError(result);
      return result;
    },
    lenient: { toFirestore, fromFirestore: read },
  };
}

/**
 * The same query or document read leniently: when it reads through a zodConverter, a document that
 * fails the schema comes back as an UnreadableDoc instead of failing the read.
 */
export function readLeniently<T>(source: Query<T>): Query<T | UnreadableDoc>;
export function readLeniently<T>(source: DocumentReference<T>): DocumentReference<T | UnreadableDoc>;
export function readLeniently<T>(
  source: Query<T> | DocumentReference<T>,
): Query<T | UnreadableDoc> | DocumentReference<T | UnreadableDoc> {
  const lenient = (source.converter as Partial<ZodConverter<unknown>> | null)?.lenient as
    FirestoreDataConverter<T | UnreadableDoc> | undefined;
  if (!lenient) return source;
  return source instanceof DocumentReference ? source.withConverter(lenient) : source.withConverter(lenient);
}
