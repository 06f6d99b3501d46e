import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod';

/** Timestamps become Dates, at any depth; everything else is kept as it is. */
export function timestampsToDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(timestampsToDates);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, timestampsToDates(inner)]));
  }
  return value;
}

export type WithId<T> = T & { id: string };

/**
 * A converter that reads a document through its zod schema: Timestamps in, Dates out, with
 * pending server timestamps estimated (they read as null until the server answers).
 * Writes go through the api functions, which validate with the form schema; toFirestore only drops the id,
 * which lives in the document's path.
 */
export function zodConverter<Schema extends z.ZodType<DocumentData>>(
  schema: Schema,
): FirestoreDataConverter<WithId<z.output<Schema>>, DocumentData> {
  return {
    toFirestore: (data) => {
      const { id: _id, ...fields } = data as DocumentData;
      return fields;
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => {
      const raw = timestampsToDates(snapshot.data({ ...options, serverTimestamps: 'estimate' }));
      return { ...schema.parse(raw), id: snapshot.id };
    },
  };
}
