/**
 * Roll-ups derived from the sessions themselves, never stored: a load's sessions, best group and
 * last tested date, and a firearm's rounds. Stored counters went wrong whenever a screen wrote
 * from what it happened to have loaded (an edit over an increment, a best group from `null`, a
 * batch refused because a firearm was deleted); a figure computed from the sessions cannot drift
 * from them, online or offline, on one device or two. Pure module: no React, no Firebase.
 */
import { groupExtremeSpread } from './groups';
import { positionOf } from './shots';
import { type ShotValues, type ShotSums } from './shots';
import { computeSessionStats, toStoredStatistics, type SessionStats, type StoredStatistics } from './statistics';
import { shotSums } from './sums';

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
  // Own keys only: `in` also finds what every object inherits, so a shot with the id "constructor" was left out.
  return shots.filter((shot) => !Object.hasOwn(exclusions, shot.id));
}

/** A session's statistics with its exclusions applied (what rolls up). */
export function sessionStats(
  session: Pick<SessionLike, 'shots' | 'exclusions'>,
  bulletWeightGrains: number | null = null,
): SessionStats {
  return computeSessionStats(includedShots(session.shots, session.exclusions), bulletWeightGrains);
}

/** Statistics as a session stores them, every field present: those of a session ended now. */
export type CompleteStatistics = Omit<Required<StoredStatistics>, keyof ShotSums | 'velocityCount'> &
  ShotSums & { velocityCount: number };

/**
 * The statistics a session stores, from its shots and exclusions: totalShots counts every shot, the
 * rest only the counted ones; with its group's spread and the shot sums figures over many sessions pool.
 */
export function storedStatisticsOf(session: Pick<SessionLike, 'shots' | 'exclusions'>): CompleteStatistics {
  const counted = includedShots(session.shots, session.exclusions);
  return {
    ...toStoredStatistics(computeSessionStats(counted)),
    totalShots: session.shots.length,
    groupSpread: sessionGroupSpread(session),
    ...shotSums(counted),
  };
}

/** The stored statistics that sessions ended before they existed lack. */
type LaterStatistics = 'velocityCount' | 'groupSpread' | keyof ShotSums;

/** Stored statistics with every field, or null for those of a session ended before some were stored. */
export function completeStatistics(
  statistics: Omit<CompleteStatistics, LaterStatistics> & {
    [K in LaterStatistics]?: CompleteStatistics[K] | undefined;
  },
): CompleteStatistics | null {
  const { velocityCount, groupSpread = null, velocitySum, velocitySquares, minVelocity, maxVelocity } = statistics;
  const { placedShots, placedSumX, placedSumY } = statistics;
  if (
    velocityCount === undefined ||
    velocitySum === undefined ||
    velocitySquares === undefined ||
    minVelocity === undefined ||
    maxVelocity === undefined ||
    placedShots === undefined ||
    placedSumX === undefined ||
    placedSumY === undefined
  )
    return null;
  return {
    ...statistics,
    velocityCount,
    groupSpread,
    velocitySum,
    velocitySquares,
    minVelocity,
    maxVelocity,
    placedShots,
    placedSumX,
    placedSumY,
  };
}

/**
 * A best group: a real group's extreme spread (shots with x and y) at its distance when there is
 * one, else, where no session has shots placed on the target, the closest single shot's impact.
 */
export type BestGroup = { inches: number; kind: 'group' | 'shot'; targetDistance: number | null };

/** The extreme spread of a session's counted shots with x and y; null with fewer than two (one placed shot is no spread). */
export function sessionGroupSpread(session: Pick<SessionLike, 'shots' | 'exclusions'>): number | null {
  const placed = includedShots(session.shots, session.exclusions).flatMap((shot) => positionOf(shot) ?? []);
  return placed.length >= 2 ? groupExtremeSpread(placed) : null;
}

/** A session's best group, exclusions applied; null when no shot has a place or an impact. */
export function sessionBestGroup(
  session: Pick<SessionLike, 'shots' | 'exclusions'> & { targetDistance?: number | null },
): BestGroup | null {
  // As it will be stored: one meaning of a best group, with its shots or without.
  return storedBestGroup({ statistics: storedStatisticsOf(session), targetDistance: session.targetDistance });
}

/**
 * A completed session's best group from its stored statistics (a summary has no shots): its group's
 * spread when it has one, else its closest shot.
 */
export function storedBestGroup(summary: {
  statistics: { bestGroup: number | null; groupSpread?: number | null | undefined };
  targetDistance?: number | null;
}): BestGroup | null {
  const targetDistance = summary.targetDistance ?? null;
  const { groupSpread = null, bestGroup } = summary.statistics;
  if (groupSpread !== null) return { inches: groupSpread, kind: 'group', targetDistance };
  return bestGroup === null ? null : { inches: bestGroup, kind: 'shot', targetDistance };
}

/** The better of two best groups: any real group before a single shot, then the smaller. */
export function betterGroup(a: BestGroup | null, b: BestGroup | null): BestGroup | null {
  if (a === null || b === null) return a ?? b;
  if (a.kind !== b.kind) return a.kind === 'group' ? a : b;
  return b.inches < a.inches ? b : a;
}

export type LoadRollup = {
  /** Completed sessions fired with the load. */
  sessions: number;
  /** The best group over those sessions (betterGroup), exclusions applied; null when none has a place or an impact. */
  bestGroup: BestGroup | null;
  /** The latest day one of them was shot; null when never tested. */
  lastTested: string | null;
};

export const NO_ROLLUP: LoadRollup = { sessions: 0, bestGroup: null, lastTested: null };

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

/** Shots of a firearm's completed sessions, as the server sums their stored totals. */
export type CompletedRounds = {
  /** Every shot of its completed sessions. */
  logged: number;
  /** Those of sessions shot after its last cleaning; all of them when it was never cleaned. */
  sinceCleaned: number;
};

/** A firearm's rounds from its completed sessions' totals and its active sessions (with their shots). */
export function firearmRoundsWithCompleted(
  firearm: { id: string; roundCount: number; lastCleaned: string | null },
  completed: CompletedRounds,
  activeSessions: readonly SessionLike[],
): FirearmRounds {
  const active = firearmRounds(firearm, activeSessions);
  const logged = active.logged + completed.logged;
  return {
    logged,
    total: firearm.roundCount + logged,
    sinceCleaned:
      firearm.lastCleaned === null ? firearm.roundCount + logged : active.sinceCleaned + completed.sinceCleaned,
  };
}

/** Sessions in the order they were shot, newest first (the day, then the moment it was created). */
export function byDateShot<S extends { date: string; createdAt: Date }>(sessions: readonly S[]): S[] {
  return [...sessions].sort((a, b) =>
    a.date === b.date ? b.createdAt.getTime() - a.createdAt.getTime() : a.date < b.date ? 1 : -1,
  );
}

/** The first day (YYYY-MM-DD) of the last `days` days up to `today`. */
export function firstDayOfLast(days: number, today: string): string {
  const since = new Date(`${today}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - days);
  return since.toISOString().slice(0, 10);
}

/** Sessions shot within the last `days` days, counted by the day they were shot. */
export function sessionsShotSince(sessions: readonly { date: string }[], days: number, today: string): number {
  const first = firstDayOfLast(days, today);
  return sessions.filter((session) => session.date >= first && session.date <= today).length;
}

/** The user's best group over every session (active ones too), exclusions applied. */
export function userBestGroup(
  sessions: readonly (Pick<SessionLike, 'shots' | 'exclusions'> & { targetDistance?: number | null })[],
): BestGroup | null {
  return sessions.reduce<BestGroup | null>((best, session) => betterGroup(best, sessionBestGroup(session)), null);
}

/** Every shot logged, in any session. */
export function roundsLogged(sessions: readonly { shots: readonly unknown[] }[]): number {
  return sessions.reduce((sum, session) => sum + session.shots.length, 0);
}
