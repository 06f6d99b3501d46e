/**
 * Roll-ups derived from the sessions themselves, never stored: a load's sessions, best group and
 * last tested date, and a firearm's rounds. Stored counters went wrong whenever a screen wrote
 * from what it happened to have loaded (an edit over an increment, a best group from `null`, a
 * batch refused because a firearm was deleted); a figure computed from the sessions cannot drift
 * from them, online or offline, on one device or two. Pure module: no React, no Firebase.
 */
import { computeSessionStats, type SessionStats, type ShotValues } from './statistics';

type ShotLike = ShotValues & { id: string };

export type SessionLike = {
  id: string;
  status: 'active' | 'completed';
  /** The day it was shot (YYYY-MM-DD): what sorts, counts and dates a session. */
  date: string;
  shots: readonly ShotLike[];
  exclusions?: Readonly<Record<string, string>>;
  selectedAmmunition: { type: 'handload'; loadDevelopmentId: string } | { type: 'factory' };
  selectedFirearm: { id: string };
};

/** The shots that count in the statistics: all but the excluded ones. */
export function includedShots<S extends ShotLike>(
  shots: readonly S[],
  exclusions: Readonly<Record<string, string>> = {},
): S[] {
  return shots.filter((shot) => !(shot.id in exclusions));
}

/** A session's statistics with its exclusions applied (what rolls up). */
export function sessionStats(
  session: Pick<SessionLike, 'shots' | 'exclusions'>,
  bulletWeightGrains: number | null = null,
): SessionStats {
  return computeSessionStats(includedShots(session.shots, session.exclusions), bulletWeightGrains);
}

export type LoadRollup = {
  /** Completed sessions fired with the load. */
  sessions: number;
  /** The smallest best group over those sessions, exclusions applied; null when none has an impact. */
  bestGroup: number | null;
  /** The latest day one of them was shot; null when never tested. */
  lastTested: string | null;
};

export const NO_ROLLUP: LoadRollup = { sessions: 0, bestGroup: null, lastTested: null };

/** Every load's roll-up from the user's sessions, by load id (a load with no session is absent). */
export function loadRollups(sessions: readonly SessionLike[]): Map<string, LoadRollup> {
  const rollups = new Map<string, LoadRollup>();
  for (const session of sessions) {
    if (session.status !== 'completed' || session.selectedAmmunition.type !== 'handload') continue;
    const loadId = session.selectedAmmunition.loadDevelopmentId;
    const before = rollups.get(loadId) ?? NO_ROLLUP;
    const best = sessionStats(session).bestGroup;
    rollups.set(loadId, {
      sessions: before.sessions + 1,
      bestGroup: best === null ? before.bestGroup : before.bestGroup === null ? best : Math.min(before.bestGroup, best),
      lastTested: before.lastTested === null || session.date > before.lastTested ? session.date : before.lastTested,
    });
  }
  return rollups;
}

/** One load's roll-up. */
export function loadRollup(loadId: string, sessions: readonly SessionLike[]): LoadRollup {
  return loadRollups(sessions).get(loadId) ?? NO_ROLLUP;
}

export type FirearmRounds = {
  /** Shots logged in Rangebook with this firearm (every shot fired, excluded ones too, active sessions too). */
  logged: number;
  /** Rounds before Rangebook (entered by the user) plus those logged. */
  total: number;
  /** Rounds logged in sessions shot after the last cleaning; all rounds when it was never cleaned. */
  sinceCleaned: number;
};

/** A firearm's rounds from the user's sessions. */
export function firearmRounds(
  firearm: { id: string; roundCount: number; lastCleaned: string | null },
  sessions: readonly SessionLike[],
): FirearmRounds {
  let logged = 0;
  let sinceCleaned = 0;
  for (const session of sessions) {
    if (session.selectedFirearm.id !== firearm.id) continue;
    logged += session.shots.length;
    if (firearm.lastCleaned === null || session.date > firearm.lastCleaned) sinceCleaned += session.shots.length;
  }
  return {
    logged,
    total: firearm.roundCount + logged,
    sinceCleaned: firearm.lastCleaned === null ? firearm.roundCount + logged : sinceCleaned,
  };
}

/** Sessions in the order they were shot, newest first (the day, then the moment it was created). */
export function byDateShot<S extends { date: string; createdAt: Date }>(sessions: readonly S[]): S[] {
  return [...sessions].sort((a, b) =>
    a.date === b.date ? b.createdAt.getTime() - a.createdAt.getTime() : a.date < b.date ? 1 : -1,
  );
}

/** Sessions shot within the last `days` days, counted by the day they were shot. */
export function sessionsShotSince(sessions: readonly { date: string }[], days: number, today: string): number {
  const since = new Date(`${today}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - days);
  const first = since.toISOString().slice(0, 10);
  return sessions.filter((session) => session.date >= first && session.date <= today).length;
}

/** The user's best group over every session (active ones too), exclusions applied. */
export function userBestGroup(sessions: readonly Pick<SessionLike, 'shots' | 'exclusions'>[]): number | null {
  let best: number | null = null;
  for (const session of sessions) {
    const group = sessionStats(session).bestGroup;
    if (group !== null && (best === null || group < best)) best = group;
  }
  return best;
}

/** Every shot logged, in any session. */
export function roundsLogged(sessions: readonly { shots: readonly unknown[] }[]): number {
  return sessions.reduce((sum, session) => sum + session.shots.length, 0);
}
