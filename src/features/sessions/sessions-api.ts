import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { sessionStats } from '@/domain/rollups';
import { parseBulletWeight, toStoredStatistics, type StoredStatistics } from '@/domain/statistics';
import { COLLECTIONS } from '@/lib/firestore/collections';
import { zodConverter } from '@/lib/firestore/converter';
import { save, saveOnDevice, type Save } from '@/lib/firestore/local';
import { deletion, removalOf, serverTime, toOpValue, unionOf, type WriteOp } from '@/lib/firestore/write-ops';
import {
  ammunitionBulletGrains,
  EMPTY_STATISTICS,
  EXCLUSION_REASONS,
  newShotId,
  sessionDetailsSchema,
  sessionDocSchema,
  sessionStartSchema,
  shotSchema,
  type ExclusionReason,
  type Exclusions,
  type RestoredSession,
  type SessionDetails,
  type SessionStart,
  type ShootingSession,
  type Shot,
  type ShotFormValues,
} from './schema';

/*
 * Every function takes the Firestore instance it reads or writes (the app's, the demo seed's, a
 * test's), so there is one write path and nothing can drift from it. Writes go through save():
 * journalled, one atomic batch, resolved once on this device; none waits for the server.
 */

const sessionConverter = zodConverter(sessionDocSchema);
const sessionsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.shootingSession).withConverter(sessionConverter);
const sessionPath = (sessionId: string) => `${COLLECTIONS.shootingSession}/${sessionId}`;

/** The user's sessions in the order they were shot, newest first; at most `max` of them when given. */
export function userSessionsQuery(db: Firestore, userId: string, max?: number) {
  const ordered = query(
    sessionsCollection(db),
    where('userId', '==', userId),
    orderBy('date', 'desc'),
    orderBy('createdAt', 'desc'),
  );
  return max === undefined ? ordered : query(ordered, limit(max));
}

/** Most active sessions a screen reads; a shooter ends them, so there are few. */
const ACTIVE_SESSIONS_READ = 20;

/** The user's sessions still active. */
export function activeSessionsQuery(db: Firestore, userId: string) {
  return query(
    sessionsCollection(db),
    where('userId', '==', userId),
    where('status', '==', 'active'),
    limit(ACTIVE_SESSIONS_READ),
  );
}

/** The user's sessions fired with one handload, newest shot first. */
export function loadSessionsQuery(db: Firestore, userId: string, loadId: string) {
  return query(
    sessionsCollection(db),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', '==', loadId),
    orderBy('date', 'desc'),
    orderBy('createdAt', 'desc'),
  );
}

/** The user's sessions fired with one firearm, newest shot first. */
export function firearmSessionsQuery(db: Firestore, userId: string, firearmId: string) {
  return query(
    sessionsCollection(db),
    where('userId', '==', userId),
    where('selectedFirearm.id', '==', firearmId),
    orderBy('date', 'desc'),
    orderBy('createdAt', 'desc'),
  );
}

/** One session by id. */
export function sessionRef(db: Firestore, sessionId: string) {
  return doc(sessionsCollection(db), sessionId);
}

/** A new session's id, made on the device (so a caller can go to its page at once). */
export function newSessionId(db: Firestore): string {
  return doc(collection(db, COLLECTIONS.shootingSession)).id;
}

function startOp(sessionId: string, userId: string, start: SessionStart): WriteOp {
  const data = sessionStartSchema.parse(start);
  return {
    kind: 'create',
    path: sessionPath(sessionId),
    data: {
      ...(toOpValue(data) as Record<string, never>),
      userId,
      status: 'active',
      shots: [],
      exclusions: {},
      statistics: { ...EMPTY_STATISTICS },
      createdAt: serverTime(),
      updatedAt: serverTime(),
      endedAt: null,
    },
  };
}

/**
 * Starts an active session with no shots and gives its id once it is on this device. The rules
 * check that the chosen load or factory load and the firearm exist (and are the user's).
 */
export async function startSession(
  db: Firestore,
  userId: string,
  start: SessionStart,
  sessionId = newSessionId(db),
): Promise<string> {
  await saveOnDevice(db, [startOp(sessionId, userId, start)], { label: `New session “${start.sessionName}”` });
  return sessionId;
}

/** Words for a shot: "Shot 3 (2,705 fps) in “Ladder 46.0 gr”". */
export function shotLabel(sessionName: string, shotNumber: number, values: Pick<Shot, 'velocity' | 'impact'>): string {
  const figures = [
    values.velocity === null ? null : `${values.velocity.toLocaleString('en-US')} fps`,
    values.impact === null ? null : `${values.impact} in`,
  ].filter(Boolean);
  return `Shot ${shotNumber}${figures.length ? ` (${figures.join(', ')})` : ''} in “${sessionName}”`;
}

type SessionRefLike = Pick<ShootingSession, 'id' | 'sessionName' | 'shots'>;

/** A shot as an op value (its moment a Firestore timestamp), exactly as stored, so arrayRemove matches it. */
const storedShot = (shot: Shot) =>
  toOpValue({ id: shot.id, timestamp: shot.timestamp, velocity: shot.velocity, impact: shot.impact, note: shot.note });

/** A validated shot, ready to append: throws on any bad value before anything is written. */
export function toShot(values: ShotFormValues & { timestamp?: Date }): Shot {
  return shotSchema.parse({
    id: newShotId(),
    timestamp: values.timestamp ?? new Date(),
    velocity: values.velocity,
    impact: values.impact,
    note: values.note,
  });
}

function appendOp(sessionId: string, shot: Shot): WriteOp {
  return {
    kind: 'update',
    path: sessionPath(sessionId),
    data: { shots: unionOf(storedShot(shot)), updatedAt: serverTime() },
  };
}

/**
 * Appends one shot. It shows at once from the local cache and syncs when it can, so the caller
 * must not wait for `synced` at the range; it rejects only if the server refuses the shot.
 */
export function appendShot(
  db: Firestore,
  session: SessionRefLike,
  values: ShotFormValues & { timestamp?: Date },
): Save & { shot: Shot } {
  const shot = toShot(values);
  const written = save(db, [appendOp(session.id, shot)], {
    label: shotLabel(session.sessionName, session.shots.length + 1, shot),
    relog: { sessionId: session.id, velocity: shot.velocity, impact: shot.impact, note: shot.note },
  });
  return { ...written, shot };
}

/** A shot read from a chronograph file, as stored (whole fps, the file's moment). */
export type ImportedShotValues = ShotFormValues & { timestamp: Date };

/**
 * Appends a chronograph string to an active session. Every shot is validated before anything is
 * written; each is then one journalled append, queued in order in the same moment, so a reload or
 * a killed tab part-way is finished from the journal on the next start. Works offline.
 */
export async function appendImportedShots(
  db: Firestore,
  session: SessionRefLike,
  values: readonly ImportedShotValues[],
): Promise<void> {
  const shots = values.map(toShot);
  const saves = shots.map((shot, index) =>
    save(db, [appendOp(session.id, shot)], {
      label: `Imported ${shotLabel(session.sessionName, session.shots.length + index + 1, shot).replace(/^Shot/, 'shot')}`,
      relog: { sessionId: session.id, velocity: shot.velocity, impact: shot.impact, note: shot.note },
    }),
  );
  await Promise.all(saves.map((item) => item.stored));
}

/** The statistics stored on a session: exclusions applied, totalShots counting every shot fired. */
export function storedStatistics(
  session: Pick<ShootingSession, 'shots' | 'exclusions' | 'selectedAmmunition'>,
): StoredStatistics {
  const stats = sessionStats(session, parseBulletWeight(ammunitionBulletGrains(session.selectedAmmunition)));
  return { ...toStoredStatistics(stats), totalShots: session.shots.length };
}

function endOp(session: Pick<ShootingSession, 'id' | 'shots' | 'exclusions' | 'selectedAmmunition'>): WriteOp {
  return {
    kind: 'update',
    path: sessionPath(session.id),
    data: {
      status: 'completed',
      statistics: toOpValue(storedStatistics(session)),
      endedAt: serverTime(),
      updatedAt: serverTime(),
    },
  };
}

/**
 * Ends a session: completed, with its final statistics. It touches no other document: a load's
 * and a firearm's figures are derived from the sessions (rollups.ts), so a session whose load or
 * firearm was deleted ends as well as any.
 */
export function endSession(
  db: Firestore,
  session: Pick<ShootingSession, 'id' | 'sessionName' | 'shots' | 'exclusions' | 'selectedAmmunition'>,
): Promise<void> {
  return saveOnDevice(db, [endOp(session)], { label: `End of session “${session.sessionName}”` });
}

/**
 * A completed session made from a chronograph file, dated as the file is: started, each shot
 * appended as a hand-logged one is, then ended. All are validated first and journalled in the same
 * moment, so the import lands whole (the journal finishes one cut short by a reload).
 */
export async function importCompletedSession(
  db: Firestore,
  input: { userId: string; start: SessionStart; shots: readonly ImportedShotValues[] },
): Promise<string> {
  const sessionId = newSessionId(db);
  const start = startOp(sessionId, input.userId, input.start);
  const shots = input.shots.map(toShot);
  const name = input.start.sessionName;
  const saves = [
    save(db, [start], { label: `Imported session “${name}”` }),
    ...shots.map((shot, index) =>
      save(db, [appendOp(sessionId, shot)], {
        label: `Imported ${shotLabel(name, index + 1, shot).replace(/^Shot/, 'shot')}`,
      }),
    ),
    save(db, [endOp({ id: sessionId, shots, exclusions: {}, selectedAmmunition: input.start.selectedAmmunition })], {
      label: `End of imported session “${name}”`,
    }),
  ];
  await Promise.all(saves.map((item) => item.stored));
  return sessionId;
}

/**
 * Writes a session from a backup under `sessionId`, the way the app made it: started, each shot
 * appended (its id, time and values as in the backup), each exclusion made, then ended when it was
 * completed. Everything is validated before anything is written, and all of it is journalled in the
 * same moment, so it lands whole; the rules never let a session be created already completed.
 */
export async function restoreSession(
  db: Firestore,
  userId: string,
  sessionId: string,
  session: RestoredSession,
): Promise<void> {
  const start = startOp(sessionId, userId, sessionStartSchema.parse(session));
  const shots = session.shots.map((shot) => shotSchema.parse(shot));
  const exclusions = Object.entries(session.exclusions).filter(
    ([shotId, reason]) => EXCLUSION_REASONS.includes(reason) && shots.some((shot) => shot.id === shotId),
  );
  const name = session.sessionName;
  const saves = [
    save(db, [start], { label: `Restored session “${name}”` }),
    ...shots.map((shot, index) =>
      save(db, [appendOp(sessionId, shot)], {
        label: `Restored ${shotLabel(name, index + 1, shot).replace(/^Shot/, 'shot')}`,
      }),
    ),
    ...exclusions.map(([shotId, reason]) =>
      save(
        db,
        [
          {
            kind: 'update',
            path: sessionPath(sessionId),
            data: { [`exclusions.${shotId}`]: reason, updatedAt: serverTime() },
          },
        ],
        { label: `Restored exclusion of a shot in “${name}”` },
      ),
    ),
  ];
  if (session.status === 'completed') {
    const ended = {
      id: sessionId,
      shots,
      exclusions: Object.fromEntries(exclusions),
      selectedAmmunition: session.selectedAmmunition,
    };
    saves.push(save(db, [endOp(ended)], { label: `End of restored session “${name}”` }));
  }
  await Promise.all(saves.map((item) => item.stored));
}

/** Removes one shot of an active session (the rules refuse it once the session is completed). */
export function deleteShot(db: Firestore, session: SessionRefLike, shot: Shot): Promise<void> {
  const number = session.shots.findIndex((item) => item.id === shot.id) + 1;
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(session.id),
        data: { shots: removalOf(storedShot(shot)), updatedAt: serverTime() },
      },
    ],
    {
      label: `Removal of ${shotLabel(session.sessionName, number, shot).replace(/^Shot/, 'shot')}`,
    },
  );
}

/** Undo at the range: removes the last shot logged; nothing when there is none. */
export function undoLastShot(db: Firestore, session: SessionRefLike): Promise<void> {
  const last = session.shots.at(-1);
  return last ? deleteShot(db, session, last) : Promise.resolve();
}

/**
 * Leaves a shot out of the statistics (with a reason) or counts it again (reason null), active or
 * completed. One field of the exclusions map changes, so toggles on two devices never overwrite
 * each other; a completed session's stored statistics follow.
 */
export function setShotExclusion(
  db: Firestore,
  session: Pick<ShootingSession, 'id' | 'sessionName' | 'status' | 'shots' | 'exclusions' | 'selectedAmmunition'>,
  shotId: string,
  reason: ExclusionReason | null,
): Promise<void> {
  if (reason !== null && !EXCLUSION_REASONS.includes(reason))
    throw new Error(`Unknown exclusion reason: ${String(reason)}`);
  const number = session.shots.findIndex((shot) => shot.id === shotId) + 1;
  if (number === 0) throw new Error('No such shot in this session');
  const exclusions: Exclusions = { ...session.exclusions };
  if (reason === null) delete exclusions[shotId];
  else exclusions[shotId] = reason;
  const data: Record<string, ReturnType<typeof toOpValue>> = {
    [`exclusions.${shotId}`]: reason === null ? deletion() : reason,
    updatedAt: serverTime(),
  };
  if (session.status === 'completed') data.statistics = toOpValue(storedStatistics({ ...session, exclusions }));
  return saveOnDevice(db, [{ kind: 'update', path: sessionPath(session.id), data }], {
    label: `${reason === null ? 'Including' : 'Excluding'} shot ${number} in “${session.sessionName}”`,
  });
}

/** Corrects a session's name, date, location, weather and notes, active or completed. */
export function updateSessionDetails(db: Firestore, sessionId: string, details: SessionDetails): Promise<void> {
  const data = sessionDetailsSchema.parse(details);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(sessionId),
        data: { ...(toOpValue(data) as Record<string, never>), updatedAt: serverTime() },
      },
    ],
    {
      label: `Changes to session “${data.sessionName}”`,
    },
  );
}

/**
 * Deletes a session: an active one is discarded, a completed one taken out of every figure (the
 * roll-ups are derived from the sessions, so they follow at once).
 */
export function deleteSession(
  db: Firestore,
  session: Pick<ShootingSession, 'id' | 'sessionName' | 'status'>,
): Promise<void> {
  return saveOnDevice(db, [{ kind: 'delete', path: sessionPath(session.id) }], {
    label: `${session.status === 'active' ? 'Discarding' : 'Deleting'} session “${session.sessionName}”`,
  });
}
