import { type Firestore } from 'firebase/firestore';
import { impactFromPosition } from '@/domain/groups';
import { storedStatisticsOf } from '@/domain/rollups';
import { DEFAULT_TARGET } from '@/domain/target-groups';
import { readFromDevice, save, saveOnDevice, type Save } from '@/lib/firestore/local';
import { deletion, removalOf, serverTime, toOpValue, unionOf, type WriteOp } from '@/lib/firestore/write-ops';
import { chunksOf } from '@/utils/chunks';
import {
  EXCLUSION_REASONS,
  shotSchema,
  type ExclusionReason,
  type Exclusions,
  type ShootingSession,
  type Shot,
} from './schema';
import { sessionPath, sessionRef, summaryUpdateOp } from './session-docs-api';
import { newShotId, toStoredInches, type ShotFormValues } from './shot-form-schema';

/*
 * Writes of shots: logged one by one at the range, appended from a chronograph file, removed,
 * excluded. Each goes through save(): journalled, one atomic batch, resolved once on this device.
 */

/** Words for a shot: "Shot 3 (2,705 fps) in “Ladder 46.0 gr”". */
export function shotLabel(sessionName: string, shotNumber: number, values: Pick<Shot, 'velocity' | 'impact'>): string {
  const figures = [
    values.velocity === null ? null : `${values.velocity.toLocaleString('en-US')} fps`,
    values.impact === null ? null : `${values.impact} in`,
  ].filter(Boolean);
  return `Shot ${shotNumber}${figures.length ? ` (${figures.join(', ')})` : ''} in “${sessionName}”`;
}

export type SessionRefLike = Pick<ShootingSession, 'id' | 'sessionName' | 'shots'>;

/** A shot as an op value (its moment a Firestore timestamp), exactly as stored, so arrayRemove matches it. */
const storedShot = (shot: Shot) =>
  toOpValue({
    id: shot.id,
    timestamp: shot.timestamp,
    velocity: shot.velocity,
    impact: shot.impact,
    note: shot.note,
    ...(shot.x !== undefined && shot.y !== undefined ? { x: shot.x, y: shot.y } : {}),
    ...(shot.target !== undefined ? { target: shot.target } : {}),
  });

/** A shot's values as logged or imported: the form's, its moment, and the target it was fired at (1 if none). */
export type ShotInput = ShotFormValues & { timestamp?: Date; target?: number | undefined };

/** A validated shot, ready to append: throws on any bad value before anything is written. */
export function toShot(values: ShotInput): Shot {
  return shotSchema.parse({
    id: newShotId(),
    timestamp: values.timestamp ?? new Date(),
    velocity: values.velocity,
    note: values.note,
    // Target 1 is left out: a shot that names no target is on it, as every shot was before targets.
    ...(values.target !== undefined && values.target !== DEFAULT_TARGET ? { target: values.target } : {}),
    // A shot placed on the target: its impact is its distance from the aim, whatever was typed.
    ...(values.x !== null && values.x !== undefined && values.y !== null && values.y !== undefined
      ? { x: values.x, y: values.y, impact: toStoredInches(impactFromPosition({ x: values.x, y: values.y })) }
      : { impact: values.impact }),
  });
}

export function appendOp(sessionId: string, ...shots: Shot[]): WriteOp {
  return {
    kind: 'update',
    path: sessionPath(sessionId),
    data: {
      shots: unionOf(...shots.map(storedShot)),
      shotIds: unionOf(...shots.map((shot) => shot.id)),
      updatedAt: serverTime(),
    },
  };
}

/**
 * The most shots one write appends (the rules check each new shot, and have no loops). A string from a
 * file goes in writes of this many: a fifth of the writes on the user's bill and in the offline queue.
 */
export const SHOTS_PER_WRITE = 5;

/**
 * The most shots one write appends where any names a target: the rules check its target too, and
 * five such shots with x and y pass their budget of expressions (the write would be refused).
 */
export const TARGETED_SHOTS_PER_WRITE = 4;

/**
 * Consecutive runs of at most SHOTS_PER_WRITE shots (TARGETED_SHOTS_PER_WRITE where any names a
 * target), each with the number of its first shot in the string.
 */
export function shotRuns(shots: readonly Shot[]): { first: number; shots: Shot[] }[] {
  const size = shots.some((shot) => shot.target !== undefined) ? TARGETED_SHOTS_PER_WRITE : SHOTS_PER_WRITE;
  return chunksOf(shots, size).map((run, index) => ({ first: index * size + 1, shots: run }));
}

/** "shot 3 (2,874 fps)" for one shot, "shots 11–20" for a run of several. */
export function runLabel(sessionName: string, first: number, shots: readonly Shot[]): string {
  if (shots.length === 1 && shots[0]) return shotLabel(sessionName, first, shots[0]).replace(/^Shot/, 'shot');
  return `shots ${first}–${first + shots.length - 1} of “${sessionName}”`;
}

/**
 * Appends one shot. It shows at once from the local cache and syncs when it can, so the caller
 * must not wait for `synced` at the range; it rejects only if the server refuses the shot.
 */
export function appendShot(
  db: Firestore,
  session: SessionRefLike,
  values: ShotInput,
  shotNumber = session.shots.length + 1,
): Save & { shot: Shot } {
  const shot = toShot(values);
  const written = save(db, [appendOp(session.id, shot)], {
    label: shotLabel(session.sessionName, shotNumber, shot),
    relog: { sessionId: session.id, velocity: shot.velocity, impact: shot.impact, note: shot.note },
  });
  return { ...written, shot };
}

/** A shot read from a chronograph file, as stored (whole fps, the file's moment). */
export type ImportedShotValues = ShotInput & { timestamp: Date };

/**
 * Appends a chronograph string to an active session. Every shot is validated before anything is
 * written; each run of SHOTS_PER_WRITE is then one journalled append, queued in order in the same
 * moment, so a reload or a killed tab part-way is finished from the journal on the next start.
 * Works offline.
 */
export async function appendImportedShots(
  db: Firestore,
  session: SessionRefLike,
  values: readonly ImportedShotValues[],
): Promise<void> {
  const shots = values.map(toShot);
  const saves = shotRuns(shots).map((run) => {
    const [only] = run.shots;
    return save(db, [appendOp(session.id, ...run.shots)], {
      label: `Imported ${runLabel(session.sessionName, session.shots.length + run.first, run.shots)}`,
      // One refused shot can be logged again by hand; a refused run is the file's to import again.
      ...(run.shots.length === 1 && only
        ? { relog: { sessionId: session.id, velocity: only.velocity, impact: only.impact, note: only.note } }
        : {}),
    });
  });
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
        data: { shots: removalOf(storedShot(shot)), shotIds: removalOf(shot.id), updatedAt: serverTime() },
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
 * each other; a completed session's stored statistics follow, from the session as this device holds
 * it (a toggle made a moment before, not yet drawn again by the page, counts: as at the end).
 */
export async function setShotExclusion(
  db: Firestore,
  drawn: ShootingSession,
  shotId: string,
  reason: ExclusionReason | null,
): Promise<void> {
  if (reason !== null && !EXCLUSION_REASONS.includes(reason))
    throw new Error(`Unknown exclusion reason: ${String(reason)}`);
  const session = (await readFromDevice(sessionRef(db, drawn.id))) ?? drawn;
  const number = session.shots.findIndex((shot) => shot.id === shotId) + 1;
  if (number === 0) throw new Error('No such shot in this session');
  const exclusions: Exclusions = { ...session.exclusions };
  if (reason === null) delete exclusions[shotId];
  else exclusions[shotId] = reason;
  const data: Record<string, ReturnType<typeof toOpValue>> = {
    [`exclusions.${shotId}`]: reason === null ? deletion() : reason,
    updatedAt: serverTime(),
  };
  const ops: WriteOp[] = [{ kind: 'update', path: sessionPath(session.id), data }];
  if (session.status === 'completed') {
    const statistics = storedStatisticsOf({ ...session, exclusions });
    data.statistics = toOpValue(statistics);
    ops.push(summaryUpdateOp(session.id, { ...session, statistics }));
  }
  return saveOnDevice(db, ops, {
    label: `${reason === null ? 'Including' : 'Excluding'} shot ${number} in “${session.sessionName}”`,
  });
}

/** A place for a shot already logged: where its hole is from the aim (inches), and its target if given. */
export type ShotPlacement = { shotId: string; x: number; y: number; target?: number | undefined };

/** The shot at its new place: x and y to 0.001 in, the impact derived from them, the target given (else kept). */
export function placedShot(shot: Shot, placement: ShotPlacement): Shot {
  const { target: _kept, ...rest } = shot;
  const target = placement.target ?? shot.target;
  const x = toStoredInches(placement.x);
  const y = toStoredInches(placement.y);
  return shotSchema.parse({
    ...rest,
    x,
    y,
    impact: toStoredInches(impactFromPosition({ x, y })),
    // Target 1 is left out, as toShot leaves it.
    ...(target !== undefined && target !== DEFAULT_TARGET ? { target } : {}),
  });
}

/**
 * Gives shots already logged their places (a photo's holes), active or completed, offline too: one
 * journalled write per shot, each sending the whole list of shots with that one shot changed (rules
 * cannot edit one element of a list), from the session as this device holds it. A shot appended on
 * another device before a write reaches the server makes the server see two shots differ: it refuses
 * that write, and the journal keeps it under "Not saved". A completed session's statistics and its
 * summary follow in the same write, as at an exclusion. Every place is validated before anything is
 * written.
 */
export async function placeShots(
  db: Firestore,
  drawn: ShootingSession,
  placements: readonly ShotPlacement[],
): Promise<void> {
  const session = (await readFromDevice(sessionRef(db, drawn.id))) ?? drawn;
  let shots = session.shots;
  const writes = placements.map((placement) => {
    const index = shots.findIndex((shot) => shot.id === placement.shotId);
    const shot = shots[index];
    if (!shot) throw new Error('No such shot in this session');
    shots = shots.with(index, placedShot(shot, placement));
    return { number: index + 1, shots };
  });
  const saves = writes.map(({ number, shots: placed }) => {
    const data: Record<string, ReturnType<typeof toOpValue>> = {
      shots: placed.map(storedShot),
      updatedAt: serverTime(),
    };
    const ops: WriteOp[] = [{ kind: 'update', path: sessionPath(session.id), data }];
    if (session.status === 'completed') {
      const statistics = storedStatisticsOf({ ...session, shots: placed });
      data.statistics = toOpValue(statistics);
      ops.push(summaryUpdateOp(session.id, { ...session, statistics }));
    }
    return save(db, ops, { label: `Place of shot ${number} in “${session.sessionName}”` });
  });
  await Promise.all(saves.map((item) => item.stored));
}
