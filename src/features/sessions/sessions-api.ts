import {
  arrayUnion,
  collection,
  doc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { db } from '../../lib/firebase';
import { COLLECTIONS } from '../../lib/firestore/collections';
import { zodConverter } from '../../lib/firestore/converter';
import { saveOnDevice, storedOnDevice } from '../../lib/firestore/local';
import { trackWrite } from '../../lib/sync/sync-store';
import {
  ammunitionBulletGrains,
  EMPTY_STATISTICS,
  newShotId,
  sessionDocSchema,
  sessionStartSchema,
  shotSchema,
  type SessionStart,
  type ShootingSession,
  type ShotValuesInput,
} from './schema';
import { computeSessionStats, parseBulletWeight, smallerGroup, toStoredStatistics, type StoredStatistics } from './stats';

const sessionConverter = zodConverter(sessionDocSchema);
const sessionsCollection = () => collection(db, COLLECTIONS.shootingSession).withConverter(sessionConverter);

/** The user's sessions, newest first; at most `max` of them when given. */
export function userSessionsQuery(userId: string, max?: number) {
  const ordered = query(sessionsCollection(), where('userId', '==', userId), orderBy('createdAt', 'desc'));
  return max === undefined ? ordered : query(ordered, limit(max));
}

/** Most active sessions a screen reads; a shooter ends them, so there are few. */
const ACTIVE_SESSIONS_READ = 20;

/** The user's sessions still active. */
export function activeSessionsQuery(userId: string) {
  return query(sessionsCollection(), where('userId', '==', userId), where('status', '==', 'active'), limit(ACTIVE_SESSIONS_READ));
}

/** The user's completed session with the smallest best group: one document. */
export function bestSessionQuery(userId: string) {
  return query(
    sessionsCollection(),
    where('userId', '==', userId),
    where('statistics.bestGroup', '>=', 0),
    orderBy('statistics.bestGroup', 'asc'),
    limit(1),
  );
}

/** The user's sessions fired with one handload, newest first. */
export function loadSessionsQuery(userId: string, loadId: string) {
  return query(
    sessionsCollection(),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', '==', loadId),
    orderBy('createdAt', 'desc'),
  );
}

/** One session by id. */
export function sessionRef(sessionId: string) {
  return doc(sessionsCollection(), sessionId);
}

/**
 * Starts an active session with no shots and returns its id at once. The rules check that the
 * chosen load or factory load and the firearm exist (and are the user's); the sync store reports
 * a refusal.
 */
export async function startSession(userId: string, start: SessionStart): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.shootingSession));
  const data = sessionStartSchema.parse(start);
  await saveOnDevice(
    setDoc(ref, {
      ...data,
      userId,
      status: 'active',
      shots: [],
      statistics: EMPTY_STATISTICS,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      endedAt: null,
    }),
    ref,
    { label: `New session “${data.sessionName}”`, check: { kind: 'exists' } },
  );
  return ref.id;
}

/** Words for a shot in the sync panel: "Shot 3 (2,705 fps) in “Ladder 46.0 gr”". */
function shotLabel(sessionName: string, shotNumber: number, values: ShotValuesInput): string {
  const figures = [
    values.velocity === null ? null : `${values.velocity.toLocaleString('en-US')} fps`,
    values.impact === null ? null : `${values.impact} in`,
  ].filter(Boolean);
  return `Shot ${shotNumber}${figures.length ? ` (${figures.join(', ')})` : ''} in “${sessionName}”`;
}

/** One validated append of one shot to the end of the session's list: the only way shots are written. */
function appendOne(sessionId: string, values: ShotValuesInput & { timestamp: Date }, label: string): Promise<void> {
  const shot = shotSchema.parse({ id: newShotId(), ...values });
  const ref = doc(db, COLLECTIONS.shootingSession, sessionId);
  return trackWrite(
    updateDoc(ref, {
      shots: arrayUnion({ ...shot, timestamp: Timestamp.fromDate(shot.timestamp) }),
      updatedAt: serverTimestamp(),
    }),
    { label, path: ref.path, check: { kind: 'shot', shotId: shot.id } },
  );
}

/**
 * Appends one shot. It shows at once from the local cache and syncs when it can, so the caller
 * must not await it at the range; the promise rejects only if the server refuses the shot.
 */
export function appendShot(session: Pick<ShootingSession, 'id' | 'sessionName' | 'shots'>, values: ShotValuesInput): Promise<void> {
  return appendOne(session.id, { ...values, timestamp: new Date() }, shotLabel(session.sessionName, session.shots.length + 1, values));
}

/** A shot read from a chronograph file, as stored (whole fps, the file's moment). */
export type ImportedShotValues = ShotValuesInput & { timestamp: Date };

/**
 * Appends a chronograph string to a session exactly as hand-logged shots are: one validated append
 * per shot, queued in order, so it works offline too. Resolves once all are stored on this device.
 */
export async function appendImportedShots(
  session: Pick<ShootingSession, 'id' | 'sessionName' | 'shots'>,
  shots: readonly ImportedShotValues[],
): Promise<void> {
  shots.forEach((shot, index) => {
    const label = `Imported ${shotLabel(session.sessionName, session.shots.length + index + 1, shot).replace(/^Shot/, 'shot')}`;
    // Not awaited: a refusal is reported by the sync store (trackWrite handles the promise), like any shot.
    void appendOne(session.id, shot, label);
  });
  await storedOnDevice(doc(db, COLLECTIONS.shootingSession, session.id));
}

/**
 * A completed session made from a chronograph file: created like any other, each shot appended as
 * a hand-logged one is, then ended with the usual roll-up. Nothing waits for the server.
 */
export async function importCompletedSession(input: {
  userId: string;
  start: SessionStart;
  shots: readonly ImportedShotValues[];
  loadBestGroup: number | null;
}): Promise<string> {
  const sessionId = await startSession(input.userId, input.start);
  const session = { id: sessionId, sessionName: input.start.sessionName, shots: [] };
  await appendImportedShots(session, input.shots);
  const bullet = parseBulletWeight(ammunitionBulletGrains(input.start.selectedAmmunition));
  await endSession({
    session: { ...session, selectedAmmunition: input.start.selectedAmmunition, selectedFirearm: input.start.selectedFirearm, shots: input.shots },
    statistics: toStoredStatistics(computeSessionStats(input.shots, bullet)),
    loadBestGroup: input.loadBestGroup,
  });
  return sessionId;
}

type EndSessionInput = {
  session: Pick<ShootingSession, 'id' | 'sessionName' | 'selectedAmmunition' | 'selectedFirearm'> & { shots: readonly unknown[] };
  statistics: StoredStatistics;
  /** The handload's current best group, when the session fired a handload. */
  loadBestGroup: number | null;
};

/**
 * Ends a session in one atomic batch (which, unlike a transaction, works offline): the session
 * becomes completed with its final statistics; a handload's load development gets sessions + 1,
 * the smaller best group and lastTested; the firearm's round count grows by the shots fired.
 */
export async function endSession({ session, statistics, loadBestGroup }: EndSessionInput): Promise<void> {
  const batch = writeBatch(db);
  const ref = doc(db, COLLECTIONS.shootingSession, session.id);
  batch.update(ref, {
    status: 'completed',
    statistics,
    endedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  const ammunition = session.selectedAmmunition;
  if (ammunition.type === 'handload') {
    batch.update(doc(db, COLLECTIONS.loadDevelopment, ammunition.loadDevelopmentId), {
      sessions: increment(1),
      bestGroup: smallerGroup(loadBestGroup, statistics.bestGroup),
      lastTested: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  if (session.shots.length > 0) {
    batch.update(doc(db, COLLECTIONS.firearms, session.selectedFirearm.id), {
      roundCount: increment(session.shots.length),
      updatedAt: serverTimestamp(),
    });
  }
  await saveOnDevice(batch.commit(), ref, { label: `End of session “${session.sessionName}”`, check: { kind: 'completed' } });
}
