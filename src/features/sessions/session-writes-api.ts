import { type Firestore } from 'firebase/firestore';
import { storedStatisticsOf } from '@/domain/rollups';
import type { StoredStatistics } from '@/domain/statistics';
import { readFromDevice, save, saveOnDevice } from '@/lib/firestore/local';
import { serverTime, toOpValue, type WriteOp } from '@/lib/firestore/write-ops';
import {
  EMPTY_STATISTICS,
  EXCLUSION_REASONS,
  sessionDetailsSchema,
  sessionStartSchema,
  shotSchema,
  type Exclusions,
  type RestoredSession,
  type SessionDetails,
  type SessionStart,
  type ShootingSession,
  type Shot,
} from './schema';
import {
  newSessionId,
  sessionPath,
  sessionRef,
  summaryCreateOp,
  summaryPath,
  summaryUpdateOp,
} from './session-docs-api';
import { type ImportedShotValues, appendOp, runLabel, shotRuns, toShot } from './shot-writes-api';
import { type SummaryFields } from './summaries';

/*
 * Writes of whole sessions: start, end, import, restore, corrections and delete, each with its
 * summary in the same batch. Every function takes the Firestore instance it writes (the app's, the
 * demo seed's, a test's), so there is one write path; none waits for the server.
 */

/** A new active session and its summary. */
function startOps(sessionId: string, userId: string, start: SessionStart): WriteOp[] {
  const data = sessionStartSchema.parse(start);
  const fields = { ...data, userId, status: 'active' as const, statistics: { ...EMPTY_STATISTICS } };
  return [
    {
      kind: 'create',
      path: sessionPath(sessionId),
      data: {
        ...(toOpValue(fields) as Record<string, never>),
        shots: [],
        shotIds: [],
        exclusions: {},
        createdAt: serverTime(),
        updatedAt: serverTime(),
        endedAt: null,
      },
    },
    summaryCreateOp(sessionId, fields),
  ];
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
  await saveOnDevice(db, startOps(sessionId, userId, start), { label: `New session “${start.sessionName}”` });
  return sessionId;
}

/** A session as the batches that change it need it: what they compute from, and what its summary holds. */
type SessionLike = SummaryFields & Pick<ShootingSession, 'id' | 'sessionName' | 'shots' | 'exclusions'>;

/** The end of a session (completed, with its final statistics) and its summary. */
function endOps(session: SessionLike): WriteOp[] {
  const statistics = storedStatisticsOf(session);
  return [
    {
      kind: 'update',
      path: sessionPath(session.id),
      data: {
        status: 'completed',
        statistics: toOpValue(statistics),
        endedAt: serverTime(),
        updatedAt: serverTime(),
      },
    },
    summaryUpdateOp(session.id, { ...session, status: 'completed', statistics }, true),
  ];
}

/**
 * Ends a session: completed, with its final statistics. It touches no other document: a load's
 * and a firearm's figures are derived from the sessions (rollups.ts), so a session whose load or
 * firearm was deleted ends as well as any. The statistics are those of the session as this device
 * holds it at the end, not as the caller last saw it: a shot logged a moment before (its write
 * queued, the page not yet drawn again with it) is counted.
 */
export async function endSession(db: Firestore, session: ShootingSession): Promise<void> {
  const latest = (await readFromDevice(sessionRef(db, session.id))) ?? session;
  return saveOnDevice(db, endOps(latest), { label: `End of session “${latest.sessionName}”` });
}

/** A session written in one go (an import, a restore) as its end needs it: started in an earlier batch of the same moment. */
function startedSession(
  sessionId: string,
  userId: string,
  start: SessionStart,
  shots: Shot[],
  exclusions: Exclusions,
): SessionLike {
  return {
    ...sessionStartSchema.parse(start),
    id: sessionId,
    userId,
    status: 'active',
    statistics: { ...EMPTY_STATISTICS },
    shots,
    exclusions,
  };
}

/**
 * A completed session made from a chronograph file, dated as the file is: started, its shots
 * appended SHOTS_PER_WRITE at a time, then ended. All are validated first and journalled in the same
 * moment, so the import lands whole (the journal finishes one cut short by a reload).
 */
export async function importCompletedSession(
  db: Firestore,
  input: { userId: string; start: SessionStart; shots: readonly ImportedShotValues[] },
): Promise<string> {
  const sessionId = newSessionId(db);
  const start = startOps(sessionId, input.userId, input.start);
  const shots = input.shots.map(toShot);
  const name = input.start.sessionName;
  const saves = [
    save(db, start, { label: `Imported session “${name}”` }),
    ...shotRuns(shots).map((run) =>
      save(db, [appendOp(sessionId, ...run.shots)], { label: `Imported ${runLabel(name, run.first, run.shots)}` }),
    ),
    save(db, endOps(startedSession(sessionId, input.userId, input.start, shots, {})), {
      label: `End of imported session “${name}”`,
    }),
  ];
  await Promise.all(saves.map((item) => item.stored));
  return sessionId;
}

/**
 * Writes a session from a backup under `sessionId`, the way the app made it: started, its shots
 * appended SHOTS_PER_WRITE at a time (ids, times and values as in the backup), each exclusion
 * made, then ended when it was completed. Everything is validated before anything is written, and all of it is journalled in the
 * same moment, so it lands whole; the rules never let a session be created already completed.
 */
export async function restoreSession(
  db: Firestore,
  userId: string,
  sessionId: string,
  session: RestoredSession,
): Promise<void> {
  const start = startOps(sessionId, userId, sessionStartSchema.parse(session));
  const shots = session.shots.map((shot) => shotSchema.parse(shot));
  const exclusions = Object.entries(session.exclusions).filter(
    ([shotId, reason]) => EXCLUSION_REASONS.includes(reason) && shots.some((shot) => shot.id === shotId),
  );
  const name = session.sessionName;
  const saves = [
    save(db, start, { label: `Restored session “${name}”` }),
    ...shotRuns(shots).map((run) =>
      save(db, [appendOp(sessionId, ...run.shots)], { label: `Restored ${runLabel(name, run.first, run.shots)}` }),
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
    const ended = startedSession(sessionId, userId, session, shots, Object.fromEntries(exclusions));
    saves.push(save(db, endOps(ended), { label: `End of restored session “${name}”` }));
  }
  await Promise.all(saves.map((item) => item.stored));
}

/**
 * Whether a completed session's stored statistics say what its shots and exclusions say. They may
 * not when a device wrote them from a view another device had changed (an end made offline while a
 * shot was added elsewhere, two exclusions toggled on two devices at once).
 */
export function statisticsAreStale(session: ShootingSession): boolean {
  if (session.status !== 'completed') return false;
  const stored = session.statistics;
  const computed = storedStatisticsOf(session);
  return (Object.keys(computed) as (keyof StoredStatistics)[]).some((key) => stored[key] !== computed[key]);
}

/**
 * Writes again a completed session's statistics, and its summary, from its shots and exclusions: what
 * the session page does when they are stale (statisticsAreStale), so the lists and the dashboard,
 * which read the stored figures, heal.
 */
export function refreshStatistics(db: Firestore, session: ShootingSession): Promise<void> {
  const statistics = storedStatisticsOf(session);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(session.id),
        data: { statistics: toOpValue(statistics), updatedAt: serverTime() },
      },
      summaryUpdateOp(session.id, { ...session, statistics }),
    ],
    { label: `Updating the figures of “${session.sessionName}”` },
  );
}

/** Corrects a session's name, date, location, weather and notes, active or completed. */
export function updateSessionDetails(db: Firestore, session: ShootingSession, details: SessionDetails): Promise<void> {
  const data = sessionDetailsSchema.parse(details);
  return saveOnDevice(
    db,
    [
      {
        kind: 'update',
        path: sessionPath(session.id),
        data: { ...(toOpValue(data) as Record<string, never>), updatedAt: serverTime() },
      },
      summaryUpdateOp(session.id, { ...session, ...data }),
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
  const ops: WriteOp[] = [
    { kind: 'delete', path: sessionPath(session.id) },
    { kind: 'delete', path: summaryPath(session.id) },
  ];
  return saveOnDevice(db, ops, {
    label: `${session.status === 'active' ? 'Discarding' : 'Deleting'} session “${session.sessionName}”`,
  });
}
