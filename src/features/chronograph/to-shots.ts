/**
 * From a parsed chronograph string to the shots Rangebook stores, and the checks made before
 * anything is written: a shot that cannot be stored, the session's shot limit and a string imported
 * twice. Pure module.
 */
import { displayUnits, IMPERIAL_EN_US, type DisplayUnits } from '@/domain/unit-format';
import { SESSION_LIMITS, shotSchema } from '@/features/sessions/schema';
import { toStoredInches } from '@/features/sessions/shot-form-schema';
import type { ChronographString } from './types';

/**
 * A shot as the session stores it (velocity in whole fps, as the shot form and the rules want; where
 * it hit, x right + and y up + in inches to 0.001 as the shot form keeps them, when the file says,
 * and its impact from them).
 * `timed`: its moment is the file's own date and time of day (not a stand-in), so it can be compared.
 */
export type ShotToImport = {
  velocity: number;
  impact: number | null;
  x: number | null;
  y: number | null;
  note: string;
  timestamp: Date;
  timed: boolean;
  /** The target it was fired at, when the file names one (ShotMarker) and a session can hold it. */
  target?: number;
};

/** Where a shot hit as the session stores it: x, y and impact (their distance from the aim), to 0.001 in; nulls without both. */
function placeOf(xInches: number | undefined, yInches: number | undefined) {
  if (xInches === undefined || yInches === undefined) return { x: null, y: null, impact: null };
  return {
    x: toStoredInches(xInches),
    y: toStoredInches(yInches),
    impact: toStoredInches(Math.hypot(xInches, yInches)),
  };
}

/** The moment of a shot: the file's date and time of day on this device's clock; else `fallback` plus the shot's order. */
function shotMoment(
  date: string | null,
  time: string | null,
  fallback: Date,
  index: number,
): { timestamp: Date; timed: boolean } {
  if (date && time) {
    const moment = new Date(`${date}T${time}`);
    if (!Number.isNaN(moment.getTime())) return { timestamp: moment, timed: true };
  }
  return { timestamp: new Date(fallback.getTime() + index * 1000), timed: false };
}

/**
 * The file's shots as stored shots, in the order fired. Sighters (ShotMarker) stay out: they are not
 * part of the string, and the preview says how many. A shot's moment is the file's own instant when it
 * records one (FIT, in UTC), else its date and time of day.
 */
export function toShotsToImport(string: ChronographString, fallback: Date = new Date()): ShotToImport[] {
  // A target number no session can hold (over SESSION_LIMITS.maxTarget) is left out: its shots go to target 1.
  const target =
    string.target !== undefined && string.target >= 1 && string.target <= SESSION_LIMITS.maxTarget
      ? { target: string.target }
      : {};
  return string.shots
    .filter((shot) => !shot.sighter)
    .map((shot, index) => ({
      velocity: Math.round(shot.velocityFps),
      ...placeOf(shot.xInches, shot.yInches),
      note: (shot.note ?? '').slice(0, SESSION_LIMITS.shotNote),
      ...(shot.timestamp && !Number.isNaN(Date.parse(shot.timestamp))
        ? { timestamp: new Date(shot.timestamp), timed: true }
        : shotMoment(string.date, shot.time, fallback, index)),
      ...target,
    }));
}

/**
 * The first shot of a string that cannot be stored (checked with the schema every saved shot
 * passes): its number and why, its figures in `units` (imperial in en-US for the command line);
 * null when every shot can be.
 */
export function invalidShot(
  shots: readonly ShotToImport[],
  units: DisplayUnits = displayUnits(IMPERIAL_EN_US),
): { number: number; why: string } | null {
  const farthest =
    units.units.length === 'in'
      ? `${SESSION_LIMITS.maxImpact} inches`
      : `${units.number(units.value('length', SESSION_LIMITS.maxImpact), 0)} ${units.label('length')}`;
  const velocityRange = (fps: number) =>
    units.units.velocity === 'fps'
      ? `its velocity (${units.number(fps, 0)} fps) is not a whole number from 1 to ${units.number(SESSION_LIMITS.maxVelocity - 1, 0)} fps`
      : `its velocity (${units.velocity(fps)}) is not above 0 and under ${units.velocity(SESSION_LIMITS.maxVelocity)}`;
  for (const [index, shot] of shots.entries()) {
    const result = shotSchema.safeParse({
      id: 'import-check',
      timestamp: shot.timestamp,
      velocity: shot.velocity,
      impact: shot.impact,
      note: shot.note,
      ...(shot.x === null || shot.y === null ? {} : { x: shot.x, y: shot.y }),
    });
    if (result.success) continue;
    const field = result.error.issues[0]?.path[0];
    const why =
      field === undefined || field === 'x' || field === 'y' || field === 'impact'
        ? `it landed more than ${farthest} from the aim`
        : field === 'velocity'
          ? velocityRange(shot.velocity)
          : field === 'timestamp'
            ? 'its time cannot be read'
            : field === 'note'
              ? `its note is longer than ${SESSION_LIMITS.shotNote} characters`
              : 'it holds a value Rangebook cannot store';
    return { number: index + 1, why };
  }
  return null;
}

/** Why a shot of the file cannot be stored, so nothing is written; null when every shot can be. */
export function invalidShotProblem(
  shots: readonly ShotToImport[],
  units: DisplayUnits = displayUnits(IMPERIAL_EN_US),
): string | null {
  const invalid = invalidShot(shots, units);
  return invalid && `Shot ${invalid.number} of this file cannot be imported: ${invalid.why}. Nothing was imported.`;
}

type StoredShot = { velocity: number | null; timestamp: Date };
type SessionShots = { id: string; sessionName: string; shots: readonly StoredShot[] };

const sameSecond = (a: Date, b: Date) => Math.round(a.getTime() / 1000) === Math.round(b.getTime() / 1000);

/** Whether a session holds exactly this string: as many shots, the same velocities in order, the same moments where the file has them. */
function holdsString(stored: readonly StoredShot[], shots: readonly ShotToImport[]): boolean {
  if (stored.length !== shots.length) return false;
  return shots.every((shot, index) => {
    const other = stored[index];
    return (
      other !== undefined &&
      other.velocity === shot.velocity &&
      (!shot.timed || sameSecond(other.timestamp, shot.timestamp))
    );
  });
}

/**
 * The session that already holds this string, if any: the same string only (same shot count, same
 * velocities in the same order, and the same times when the file has them). A shorter file whose
 * velocities appear inside a longer session is a different string.
 */
export function findSessionWithString<Session extends SessionShots>(
  shots: readonly ShotToImport[],
  sessions: readonly Session[],
): Session | null {
  if (shots.length === 0) return null;
  return sessions.find((session) => holdsString(session.shots, shots)) ?? null;
}

/** Why a string cannot go into a session that already has `existing` shots; null when it fits. */
export function shotLimitProblem(existing: number, importing: number, maxShots: number): string | null {
  if (existing + importing <= maxShots) return null;
  const room = Math.max(0, maxShots - existing);
  return `This file has ${importing} shots, but a session holds at most ${maxShots} and this one has room for ${room}. Nothing was imported.`;
}
