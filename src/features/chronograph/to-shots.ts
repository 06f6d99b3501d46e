/**
 * From a parsed chronograph string to the shots Rangebook stores, and the checks made before
 * anything is written: the session's shot limit and a string imported twice. Pure module.
 */
import type { ChronographString } from './types';

/** A shot as the session stores it (velocity in whole fps, as the shot form and the rules want). */
export type ShotToImport = { velocity: number; impact: null; note: string; timestamp: Date };

const SHOT_NOTE_MAX = 200;

/** The moment of a shot: the file's date and time of day on this device's clock; else `fallback` plus the shot's order. */
function shotMoment(date: string | null, time: string | null, fallback: Date, index: number): Date {
  if (date && time) {
    const moment = new Date(`${date}T${time}`);
    if (!Number.isNaN(moment.getTime())) return moment;
  }
  return new Date(fallback.getTime() + index * 1000);
}

/** The file's shots as stored shots, in the order fired. */
export function toShotsToImport(string: ChronographString, fallback: Date = new Date()): ShotToImport[] {
  return string.shots.map((shot, index) => ({
    velocity: Math.round(shot.velocityFps),
    impact: null,
    note: (shot.note ?? '').slice(0, SHOT_NOTE_MAX),
    timestamp: shotMoment(string.date, shot.time, fallback, index),
  }));
}

type StoredShot = { velocity: number | null; timestamp: Date };
type SessionShots = { id: string; sessionName: string; shots: readonly StoredShot[] };

const key = (shot: StoredShot) => `${shot.velocity}@${Math.round(shot.timestamp.getTime() / 1000)}`;

/** Whether `needle` appears in `haystack` as one run, in order. */
function containsRun(haystack: readonly (number | null)[], needle: readonly number[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) if (haystack[start + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

/**
 * The session that already holds this string, if any: every imported shot is there with the same
 * velocity and moment, or (for a file without times) the same velocities appear there in order.
 */
export function findSessionWithString(shots: readonly ShotToImport[], sessions: readonly SessionShots[]): SessionShots | null {
  if (shots.length === 0) return null;
  const imported = shots.map(key);
  const velocities = shots.map((shot) => shot.velocity);
  for (const session of sessions) {
    if (session.shots.length < shots.length) continue;
    const stored = new Set(session.shots.map(key));
    if (imported.every((item) => stored.has(item))) return session;
    if (containsRun(session.shots.map((shot) => shot.velocity), velocities)) return session;
  }
  return null;
}

/** Why a string cannot go into a session that already has `existing` shots; null when it fits. */
export function shotLimitProblem(existing: number, importing: number, maxShots: number): string | null {
  if (existing + importing <= maxShots) return null;
  const room = Math.max(0, maxShots - existing);
  return `This file has ${importing} shots, but a session holds at most ${maxShots} and this one has room for ${room}. Nothing was imported.`;
}
