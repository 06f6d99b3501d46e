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
import { storedOnDevice } from '../../lib/firestore/local';
import { trackWrite } from '../../lib/sync/sync-store';
import {
  EMPTY_STATISTICS,
  newShotId,
  sessionDocSchema,
  sessionStartSchema,
  shotSchema,
  type SessionStart,
  type ShootingSession,
  type ShotValuesInput,
} from './schema';
import { smallerGroup, type StoredStatistics } from './stats';

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
  trackWrite(
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
    { label: `New session “${data.sessionName}”`, path: ref.path, check: { kind: 'exists' } },
  );
  await storedOnDevice(ref);
  return ref.id;
}

/** Words for a shot in the sync panel: "Shot 3 (2,705 fps) in “Ladder 46.0 gr”". */
function shotLabel(session: Pick<ShootingSession, 'sessionName' | 'shots'>, values: ShotValuesInput): string {
  const figures = [
    values.velocity === null ? null : `${values.velocity.toLocaleString('en-US')} fps`,
    values.impact === null ? null : `${values.impact} in`,
  ].filter(Boolean);
  return `Shot ${session.shots.length + 1}${figures.length ? ` (${figures.join(', ')})` : ''} in “${session.sessionName}”`;
}

/**
 * Appends one shot. It shows at once from the local cache and syncs when it can, so the caller
 * must not await it at the range; the promise rejects only if the server refuses the shot.
 */
export function appendShot(session: Pick<ShootingSession, 'id' | 'sessionName' | 'shots'>, values: ShotValuesInput): Promise<void> {
  const shot = shotSchema.parse({ id: newShotId(), timestamp: new Date(), ...values });
  const ref = doc(db, COLLECTIONS.shootingSession, session.id);
  return trackWrite(
    updateDoc(ref, {
      shots: arrayUnion({ ...shot, timestamp: Timestamp.fromDate(shot.timestamp) }),
      updatedAt: serverTimestamp(),
    }),
    { label: shotLabel(session, values), path: ref.path, check: { kind: 'shot', shotId: shot.id } },
  );
}

type EndSessionInput = {
  session: ShootingSession;
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
  trackWrite(batch.commit(), { label: `End of session “${session.sessionName}”`, path: ref.path, check: { kind: 'completed' } });
  await storedOnDevice(ref);
}
