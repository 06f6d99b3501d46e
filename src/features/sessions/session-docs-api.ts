import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { serverTime, toOpValue, type WriteOp } from '@/lib/firestore/write-ops';
import { sessionSummaryDocSchema, storedSessionDocSchema } from './schema';
import { summaryFieldsSchema, type SummaryFields } from './summaries';

/*
 * Where sessions and their summaries live: collections, converters, paths and the summary write
 * that goes in the batch of every change of a session.
 */

export const sessionConverter = zodConverter(storedSessionDocSchema);
export const sessionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.shootingSession).withConverter(sessionConverter);
export const sessionPath = (sessionId: string) => `${COLLECTIONS.shootingSession}/${sessionId}`;

export const summaryConverter = zodConverter(sessionSummaryDocSchema);
export const summariesCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.sessionSummary).withConverter(summaryConverter);
export const summaryPath = (sessionId: string) => `${COLLECTIONS.sessionSummary}/${sessionId}`;

/** One session's summary by id (the session's own id). */
export function sessionSummaryRef(db: Firestore, sessionId: string) {
  return doc(summariesCollection(db), sessionId);
}

/**
 * A new session's summary, in the batch that creates the session: its times are the server's, as
 * the session's are, so they are the same to the microsecond.
 */
export function summaryCreateOp(sessionId: string, session: SummaryFields): WriteOp {
  return {
    kind: 'create',
    path: summaryPath(sessionId),
    data: {
      ...(toOpValue(summaryFieldsSchema.parse(session)) as Record<string, never>),
      createdAt: serverTime(),
      endedAt: null,
    },
  };
}

/**
 * A session's summary after a change, in the batch that changes the session (`session` as it is
 * after that change; its shots, exclusions and notes are left out). Its createdAt is never written
 * again, and its endedAt only by the end (`ended`), at the server's time as the session's: a device
 * that has not heard the server's times yet (offline, an import's end in a batch after its start)
 * has no copy of them to send.
 */
export function summaryUpdateOp(sessionId: string, session: SummaryFields, ended = false): WriteOp {
  return {
    kind: 'update',
    path: summaryPath(sessionId),
    data: {
      ...(toOpValue(summaryFieldsSchema.parse(session)) as Record<string, never>),
      ...(ended ? { endedAt: serverTime() } : {}),
    },
  };
}

/** One session by id. */
export function sessionRef(db: Firestore, sessionId: string) {
  return doc(sessionsCollection(db), sessionId);
}

/** A new session's id, made on the device (so a caller can go to its page at once). */
export function newSessionId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.shootingSession)).id;
}
