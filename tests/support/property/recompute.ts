/**
 * The property test's oracle: every figure the app shows, recomputed here from the raw session
 * documents the server holds, written out again on purpose (not by calling rollups.ts or
 * stats.ts), so a mistake in the app's derivation cannot hide behind the same mistake here.
 */
import type { DocumentData } from 'firebase/firestore';

/** A session as the server holds it, read without the app's converter. */
export type RawSession = DocumentData & { id: string };

type RawShot = { id: string; velocity: number | null; impact: number | null; x?: number; y?: number; target?: number };

const shotsOf = (session: RawSession): RawShot[] => (Array.isArray(session.shots) ? (session.shots as RawShot[]) : []);
const exclusionsOf = (session: RawSession): Record<string, unknown> =>
  session.exclusions && typeof session.exclusions === 'object' ? (session.exclusions as Record<string, unknown>) : {};
/** The shots that count: every shot whose id is not in the session's exclusions map. */
const countedShots = (session: RawSession): RawShot[] =>
  shotsOf(session).filter((shot) => !Object.hasOwn(exclusionsOf(session), shot.id));

type ExpectedGroup = {
  inches: number;
  kind: 'group' | 'shot';
  targetDistance: number | null;
  meanRadius?: number;
  shots?: number;
};
export type ExpectedLoad = { sessions: number; bestGroup: ExpectedGroup | null; lastTested: string | null };

/** A target's group: its shot count, widest centre-to-centre distance and mean distance from its centre. */
type TargetGroup = { shots: number; spread: number; meanRadius: number };

/** A group of 5 shots or more ranks by its mean radius, before any smaller group. */
const RANKED_SHOTS = 5;

/**
 * Each target's group (a shot naming no target is on target 1), in target order: its counted shots
 * with x and y, where it has two or more.
 */
function targetGroups(counted: RawShot[]): TargetGroup[] {
  const byTarget = new Map<number, { x: number; y: number }[]>();
  for (const shot of counted) {
    if (typeof shot.x !== 'number' || typeof shot.y !== 'number') continue;
    const target = shot.target ?? 1;
    byTarget.set(target, [...(byTarget.get(target) ?? []), { x: shot.x, y: shot.y }]);
  }
  return [...byTarget.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, placed]) => placed)
    .filter((placed) => placed.length >= 2)
    .map((placed) => {
      const centreX = placed.reduce((sum, shot) => sum + shot.x, 0) / placed.length;
      const centreY = placed.reduce((sum, shot) => sum + shot.y, 0) / placed.length;
      return {
        shots: placed.length,
        spread: Math.max(...placed.flatMap((a, i) => placed.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)))),
        meanRadius:
          placed.reduce((sum, shot) => sum + Math.hypot(shot.x - centreX, shot.y - centreY), 0) / placed.length,
      };
    });
}

/** Whether group `a` ranks before `b`: by mean radius among groups of 5 shots or more, which come first; else by spread. */
function ranksBefore(a: TargetGroup, b: TargetGroup): boolean {
  const rankedA = a.shots >= RANKED_SHOTS;
  const rankedB = b.shots >= RANKED_SHOTS;
  if (rankedA !== rankedB) return rankedA;
  return rankedA ? a.meanRadius < b.meanRadius : a.spread < b.spread;
}

/** A session's best target group (the first of equals); null without one. */
function bestTargetGroup(counted: RawShot[]): TargetGroup | null {
  return targetGroups(counted).reduce<TargetGroup | null>(
    (best, group) => (best === null || ranksBefore(group, best) ? group : best),
    null,
  );
}

/**
 * A session's best group: its best target group, with its mean radius and shot count when it ranks
 * by them, else its smallest counted impact (a single shot); null for neither.
 */
function expectedSessionGroup(session: RawSession): ExpectedGroup | null {
  const counted = countedShots(session);
  const targetDistance = typeof session.targetDistance === 'number' ? session.targetDistance : null;
  const group = bestTargetGroup(counted);
  if (group !== null)
    return {
      inches: group.spread,
      kind: 'group',
      targetDistance,
      ...(group.shots >= RANKED_SHOTS ? { meanRadius: group.meanRadius, shots: group.shots } : {}),
    };
  const impacts = counted.map((shot) => shot.impact).filter((impact): impact is number => impact !== null);
  return impacts.length === 0 ? null : { inches: Math.min(...impacts), kind: 'shot', targetDistance };
}

/** Whether best group `a` ranks before `b`: a group before a shot; a group of 5 shots or more by its mean radius first. */
function groupRanksBefore(a: ExpectedGroup, b: ExpectedGroup): boolean {
  if (a.kind !== b.kind) return a.kind === 'group';
  const size = (group: ExpectedGroup): TargetGroup => ({
    shots: group.shots ?? 0,
    spread: group.inches,
    meanRadius: group.meanRadius ?? Number.NaN,
  });
  return ranksBefore(size(a), size(b));
}

/**
 * A load's figures: its completed sessions; their best group (any real group before any single
 * shot, a group of 5 shots or more before a smaller one, then the smallest); the latest day one was shot.
 */
export function expectedLoad(loadId: string, sessions: readonly RawSession[]): ExpectedLoad {
  const completed = sessions.filter(
    (session) =>
      session.status === 'completed' &&
      session.selectedAmmunition?.type === 'handload' &&
      session.selectedAmmunition.loadDevelopmentId === loadId,
  );
  const groups = completed.flatMap((session) => expectedSessionGroup(session) ?? []);
  const dates = completed.map((session) => session.date as string).sort();
  return {
    sessions: completed.length,
    bestGroup: groups.reduce<ExpectedGroup | null>(
      (best, group) => (best === null || groupRanksBefore(group, best) ? group : best),
      null,
    ),
    lastTested: dates.length === 0 ? null : (dates[dates.length - 1] ?? null),
  };
}

export type ExpectedRounds = { logged: number; total: number; sinceCleaned: number };

/**
 * A firearm's rounds: the rounds fired before Rangebook (its roundCount) plus every shot of every
 * session fired with it, active or completed, excluded or not (an excluded shot was still fired).
 * Since cleaning: the shots of sessions shot after the day it was cleaned; everything when never.
 */
export function expectedRounds(
  firearm: { id: string; roundCount: number; lastCleaned: string | null },
  sessions: readonly RawSession[],
): ExpectedRounds {
  const fired = sessions.filter((session) => session.selectedFirearm?.id === firearm.id);
  const logged = fired.reduce((sum, session) => sum + shotsOf(session).length, 0);
  const afterCleaning = fired
    .filter((session) => firearm.lastCleaned !== null && (session.date as string) > firearm.lastCleaned)
    .reduce((sum, session) => sum + shotsOf(session).length, 0);
  return {
    logged,
    total: firearm.roundCount + logged,
    sinceCleaned: firearm.lastCleaned === null ? firearm.roundCount + logged : afterCleaning,
  };
}

export type ExpectedStatistics = {
  totalShots: number;
  velocityCount: number;
  averageVelocity: number | null;
  extremeSpread: number | null;
  standardDeviation: number | null;
  averageGroup: number | null;
  bestGroup: number | null;
  groupSpread: number | null;
  groupMeanRadius: number | null;
  groupShots: number | null;
  velocitySum: number;
  velocitySquares: number;
  minVelocity: number | null;
  maxVelocity: number | null;
  placedShots: number;
  placedSumX: number;
  placedSumY: number;
};

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A session's stored statistics: totalShots counts every shot; the rest come from the counted
 * shots (mean velocity to whole fps, extreme spread, sample SD to 0.1, mean impact to 0.01, best impact).
 */
export function expectedStatistics(session: RawSession): ExpectedStatistics {
  const counted = countedShots(session);
  const velocities = counted.map((shot) => shot.velocity).filter((value): value is number => value !== null);
  const impacts = counted.map((shot) => shot.impact).filter((value): value is number => value !== null);
  const placed = counted.flatMap((shot) =>
    typeof shot.x === 'number' && typeof shot.y === 'number' ? [{ x: shot.x, y: shot.y }] : [],
  );
  const group = bestTargetGroup(counted);
  const meanVelocity = velocities.length ? velocities.reduce((a, b) => a + b, 0) / velocities.length : null;
  const deviation =
    meanVelocity === null || velocities.length < 2
      ? null
      : Math.sqrt(velocities.reduce((sum, value) => sum + (value - meanVelocity) ** 2, 0) / (velocities.length - 1));
  return {
    totalShots: shotsOf(session).length,
    velocityCount: velocities.length,
    averageVelocity: meanVelocity === null ? null : Math.round(meanVelocity),
    extremeSpread: velocities.length ? Math.max(...velocities) - Math.min(...velocities) : null,
    standardDeviation: deviation === null ? null : roundTo(deviation, 1),
    averageGroup: impacts.length ? roundTo(impacts.reduce((a, b) => a + b, 0) / impacts.length, 2) : null,
    bestGroup: impacts.length ? Math.min(...impacts) : null,
    // The best target group's: its spread, its mean radius from 5 shots, its shot count.
    groupSpread: group?.spread ?? null,
    groupMeanRadius: group !== null && group.shots >= RANKED_SHOTS ? group.meanRadius : null,
    groupShots: group?.shots ?? null,
    // The sums a load's figures pool over sessions.
    velocitySum: velocities.reduce((a, b) => a + b, 0),
    velocitySquares: velocities.reduce((a, b) => a + b * b, 0),
    minVelocity: velocities.length ? Math.min(...velocities) : null,
    maxVelocity: velocities.length ? Math.max(...velocities) : null,
    placedShots: placed.length,
    placedSumX: placed.reduce((sum, shot) => sum + shot.x, 0),
    placedSumY: placed.reduce((sum, shot) => sum + shot.y, 0),
  };
}
