/**
 * The property test's oracle: every figure the app shows, recomputed here from the raw session
 * documents the server holds, written out again on purpose (not by calling rollups.ts or
 * stats.ts), so a mistake in the app's derivation cannot hide behind the same mistake here.
 */
import type { DocumentData } from 'firebase/firestore';

/** A session as the server holds it, read without the app's converter. */
export type RawSession = DocumentData & { id: string };

type RawShot = { id: string; velocity: number | null; impact: number | null; x?: number; y?: number };

const shotsOf = (session: RawSession): RawShot[] => (Array.isArray(session.shots) ? (session.shots as RawShot[]) : []);
const exclusionsOf = (session: RawSession): Record<string, unknown> =>
  session.exclusions && typeof session.exclusions === 'object' ? (session.exclusions as Record<string, unknown>) : {};
/** The shots that count: every shot whose id is not in the session's exclusions map. */
const countedShots = (session: RawSession): RawShot[] =>
  shotsOf(session).filter((shot) => !Object.hasOwn(exclusionsOf(session), shot.id));

type ExpectedGroup = { inches: number; kind: 'group' | 'shot'; targetDistance: number | null };
export type ExpectedLoad = { sessions: number; bestGroup: ExpectedGroup | null; lastTested: string | null };

/** The widest centre-to-centre distance of the shots with x and y; null for fewer than two. */
function placedSpread(counted: RawShot[]): number | null {
  const placed = counted.filter((shot) => typeof shot.x === 'number' && typeof shot.y === 'number');
  if (placed.length < 2) return null;
  return Math.max(...placed.flatMap((a, i) => placed.slice(i + 1).map((b) => Math.hypot(a.x! - b.x!, a.y! - b.y!))));
}

/**
 * A session's best group: the widest centre-to-centre distance of its counted shots with x and y
 * when it has two or more, else its smallest counted impact (a single shot); null for neither.
 */
function expectedSessionGroup(session: RawSession): ExpectedGroup | null {
  const counted = countedShots(session);
  const targetDistance = typeof session.targetDistance === 'number' ? session.targetDistance : null;
  const spread = placedSpread(counted);
  if (spread !== null) return { inches: spread, kind: 'group', targetDistance };
  const impacts = counted.map((shot) => shot.impact).filter((impact): impact is number => impact !== null);
  return impacts.length === 0 ? null : { inches: Math.min(...impacts), kind: 'shot', targetDistance };
}

/**
 * A load's figures: its completed sessions; their best group (any real group before any single
 * shot, then the smallest); the latest day one was shot.
 */
export function expectedLoad(loadId: string, sessions: readonly RawSession[]): ExpectedLoad {
  const completed = sessions.filter(
    (session) =>
      session.status === 'completed' &&
      session.selectedAmmunition?.type === 'handload' &&
      session.selectedAmmunition.loadDevelopmentId === loadId,
  );
  const groups = completed.flatMap((session) => expectedSessionGroup(session) ?? []);
  const realGroups = groups.filter((group) => group.kind === 'group');
  const candidates = realGroups.length ? realGroups : groups;
  const dates = completed.map((session) => session.date as string).sort();
  return {
    sessions: completed.length,
    bestGroup: candidates.reduce<ExpectedGroup | null>(
      (best, group) => (best === null || group.inches < best.inches ? group : best),
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
    groupSpread: placedSpread(counted),
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
