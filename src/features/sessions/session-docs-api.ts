import { collection, doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { toOpValue, type OpValue, type WriteOp } from '@/lib/firestore/write-ops';
import { sessionDocSchema, sessionSummaryDocSchema, type ShootingSession } from './schema';
import { summaryFieldsSchema, type SummaryFields } from './summaries';

/*
 * Where sessions and their summaries live: collections, converters, paths and the summary write
 * that goes in the batch of every change of a session.
 */

export const sessionConverter = zodConverter(sessionDocSchema);
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
 * Writes a session's summary whole, in the batch that changes the session (`session` as it is after
 * that change; its shots, exclusions and notes are left out): a set, so it lands whether or not an
 * older session had a summary yet, and re-applying it changes nothing.
 */
export function summaryOp(
  sessionId: string,
  session: SummaryFields,
  times: { createdAt: OpValue; endedAt: OpValue },
): WriteOp {
  return {
    kind: 'set',
    path: summaryPath(sessionId),
    data: { ...(toOpValue(summaryFieldsSchema.parse(session)) as Record<string, never>), ...times },
  };
}

/** A stored session's times, for its summary. */
export const sessionTimes = (session: Pick<ShootingSession, 'createdAt' | 'endedAt'>) => ({
  createdAt: toOpValue(session.createdAt),
  endedAt: session.endedAt === null ? null : toOpValue(session.endedAt),
});

/** One session by id. */
export function sessionRef(db: Firestore, sessionId: string) {
  return doc(sessionsCollection(db), sessionId);
}

/** A new session's id, made on the device (so a caller can go to its page at once). */
export function newSessionId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.shootingSession)).id;
}
