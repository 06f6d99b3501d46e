/**
 * Roll-ups derived from the sessions themselves, never stored: a load's sessions, best group and
 * last tested date, and a firearm's rounds. Stored counters went wrong whenever a screen wrote
 * from what it happened to have loaded (an edit over an increment, a best group from `null`, a
 * batch refused because a firearm was deleted); a figure computed from the sessions cannot drift
 * from them, online or offline, on one device or two. Pure module: no React, no Firebase.
 */
import { type ShotValues, type ShotSums } from './shots';
import { computeSessionStats, toStoredStatistics, type SessionStats, type StoredStatistics } from './statistics';
import { shotSums } from './sums';
import {
  bestTargetGroup,
  compareGroups,
  ranksByMeanRadius,
  targetGroups,
  type GroupSize,
  type Targeted,
} from './target-groups';

type ShotLike = ShotValues & Targeted & { id: string };

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
 * rest only the counted ones; with its best group's figures and the shot sums figures over many
 * sessions pool.
 */
export function storedStatisticsOf(session: Pick<SessionLike, 'shots' | 'exclusions'>): CompleteStatistics {
  const counted = includedShots(session.shots, session.exclusions);
  return {
    ...toStoredStatistics(computeSessionStats(counted)),
    totalShots: session.shots.length,
    ...storedGroupFigures(sessionBestTargetGroup(session)),
    ...shotSums(counted),
  };
}

/**
 * A best group as a session stores it: its extreme spread and shot count, and its mean radius only
 * when it ranks by it (MIN_RANKED_SHOTS shots or more), so that the smallest stored mean radius is the
 * best ranked group of all (the server finds it with one query); nulls without a group.
 */
export function storedGroupFigures(
  group: GroupSize | null,
): Pick<CompleteStatistics, 'groupSpread' | 'groupMeanRadius' | 'groupShots'> {
  if (group === null) return { groupSpread: null, groupMeanRadius: null, groupShots: null };
  return {
    groupSpread: group.extremeSpread,
    groupMeanRadius: ranksByMeanRadius(group) ? group.meanRadius : null,
    groupShots: group.shots,
  };
}

/** The stored statistics that sessions ended before they existed lack. */
type LaterStatistics = 'velocityCount' | 'groupSpread' | 'groupMeanRadius' | 'groupShots' | keyof ShotSums;

/** Stored statistics with every field, or null for those of a session ended before some were stored. */
export function completeStatistics(
  statistics: Omit<CompleteStatistics, LaterStatistics> & {
    [K in LaterStatistics]?: CompleteStatistics[K] | undefined;
  },
): CompleteStatistics | null {
  const { velocityCount, groupSpread = null, velocitySum, velocitySquares, minVelocity, maxVelocity } = statistics;
  const { groupMeanRadius = null, groupShots = null } = statistics;
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
    groupMeanRadius,
    groupShots,
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
 * A best group: a real group's extreme spread (shots with x and y, on one target) at its distance
 * when there is one, else, where no session has shots placed on the target, the closest single
 * shot's impact. `meanRadius` and `shots` are given when the group ranks by its mean radius
 * (MIN_RANKED_SHOTS shots or more, and a summary stored since it was kept); otherwise it ranks by its
 * extreme spread.
 */
export type BestGroup = {
  inches: number;
  kind: 'group' | 'shot';
  targetDistance: number | null;
  meanRadius?: number;
  shots?: number;
};

/** A session's best group of its targets' groups (compareGroups), counted shots only; null without one. */
export function sessionBestTargetGroup(session: Pick<SessionLike, 'shots' | 'exclusions'>): GroupSize | null {
  return bestTargetGroup(targetGroups(includedShots(session.shots, session.exclusions)));
}

/** A session's best group, exclusions applied; null when no shot has a place or an impact. */
export function sessionBestGroup(
  session: Pick<SessionLike, 'shots' | 'exclusions'> & { targetDistance?: number | null },
): BestGroup | null {
  // As it will be stored: one meaning of a best group, with its shots or without.
  return storedBestGroup({ statistics: storedStatisticsOf(session), targetDistance: session.targetDistance });
}

/**
 * A completed session's best group from its stored statistics (a summary has no shots): its group
 * when it has one (with its mean radius when stored), else its closest shot.
 */
export function storedBestGroup(summary: {
  statistics: {
    bestGroup: number | null;
    groupSpread?: number | null | undefined;
    groupMeanRadius?: number | null | undefined;
    groupShots?: number | null | undefined;
  };
  targetDistance?: number | null;
}): BestGroup | null {
  const targetDistance = summary.targetDistance ?? null;
  const { groupSpread = null, groupMeanRadius = null, groupShots = null, bestGroup } = summary.statistics;
  if (groupSpread !== null) {
    const ranked = groupMeanRadius !== null && groupShots !== null && ranksByMeanRadius({ shots: groupShots });
    return {
      inches: groupSpread,
      kind: 'group',
      targetDistance,
      ...(ranked ? { meanRadius: groupMeanRadius, shots: groupShots } : {}),
    };
  }
  return bestGroup === null ? null : { inches: bestGroup, kind: 'shot', targetDistance };
}

/**
 * The better of two best groups: any real group before a single shot; among groups, one ranked by
 * mean radius before one that is not, then the smaller (compareGroups); among shots, the closer.
 */
export function betterGroup(a: BestGroup | null, b: BestGroup | null): BestGroup | null {
  if (a === null || b === null) return a ?? b;
  if (a.kind !== b.kind) return a.kind === 'group' ? a : b;
  if (a.kind === 'shot') return b.inches < a.inches ? b : a;
  const size = (group: BestGroup) => ({
    shots: group.shots ?? null,
    extremeSpread: group.inches,
    meanRadius: group.meanRadius ?? null,
  });
  return compareGroups(size(b), size(a)) < 0 ? b : a;
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
