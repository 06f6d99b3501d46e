/**
 * Session statistics: one pure module (no React, no Firebase) used by every screen and stored on
 * the session. Computed only from shots that have a value.
 */
import type { ShotSums, ShotValues } from './shots';

export type SessionStats = {
  /** Every logged shot, with or without values. */
  totalShots: number;
  /** Shots that have a velocity. */
  velocityCount: number;
  /** Mean velocity, rounded to whole fps. */
  averageVelocity: number | null;
  minVelocity: number | null;
  maxVelocity: number | null;
  /** Extreme spread: max - min velocity. */
  extremeSpread: number | null;
  /** Sample standard deviation (n - 1), as LabRadar reports it, to 1 decimal; null under two velocities. */
  standardDeviation: number | null;
  /** Muzzle energy at the average velocity in ft-lbf, when the bullet weight is known. */
  averageEnergy: number | null;
  /** Shots that have an impact. */
  impactCount: number;
  /** Mean distance from the point of aim in inches, to 2 decimals. */
  averageGroup: number | null;
  /** The smallest impact, in inches: the closest single shot (stored as the session's bestGroup). */
  bestGroup: number | null;
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The mean of impacts to the hundredth, summed smallest first: the same for any order of the shots
 * (a floating-point sum's last bit depends on the order, which moved a mean of 6.865 to 6.86 or 6.87).
 */
function meanInHundredths(values: readonly number[]): number {
  return round(mean([...values].sort((a, b) => a - b)), 2);
}

/** Arithmetic mean of the values (NaN for none: callers check the count first). */
export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample standard deviation (divides by n - 1); null below two values. */
export function sampleStandardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const average = mean(values);
  const squares = values.reduce((sum, value) => sum + (value - average) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

/** Kinetic energy in ft-lbf of a bullet of `grains` at `fps`: w x v^2 / 450240. */
export function muzzleEnergy(grains: number, fps: number): number {
  return (grains * fps * fps) / 450240;
}

/** The number in a bullet weight written as text ("55-grain", "168 gr"); null when there is none. */
export function parseBulletWeight(weight: string | number | null | undefined): number | null {
  if (typeof weight === 'number') return Number.isFinite(weight) && weight > 0 ? weight : null;
  const match = weight?.match(/\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : null;
}

/** Every statistic of a string of shots. */
export function computeSessionStats(
  shots: readonly ShotValues[],
  bulletWeightGrains: number | null = null,
): SessionStats {
  const velocities = shots.map((shot) => shot.velocity).filter((value): value is number => value !== null);
  const impacts = shots.map((shot) => shot.impact).filter((value): value is number => value !== null);

  const hasVelocity = velocities.length > 0;
  const minVelocity = hasVelocity ? Math.min(...velocities) : null;
  const maxVelocity = hasVelocity ? Math.max(...velocities) : null;
  const rawAverage = hasVelocity ? mean(velocities) : null;
  const sd = sampleStandardDeviation(velocities);

  return {
    totalShots: shots.length,
    velocityCount: velocities.length,
    averageVelocity: rawAverage === null ? null : Math.round(rawAverage),
    minVelocity,
    maxVelocity,
    extremeSpread: minVelocity === null || maxVelocity === null ? null : maxVelocity - minVelocity,
    standardDeviation: sd === null ? null : round(sd, 1),
    averageEnergy:
      rawAverage === null || bulletWeightGrains === null
        ? null
        : Math.round(muzzleEnergy(bulletWeightGrains, rawAverage)),
    impactCount: impacts.length,
    averageGroup: impacts.length ? meanInHundredths(impacts) : null,
    bestGroup: impacts.length ? Math.min(...impacts) : null,
  };
}

/**
 * The statistics stored on a session document (velocityCount: what a list needs for the SD's
 * interval; the best group's figures, from the shots' places, are added beside them:
 * rollups.storedGroupFigures).
 */
export type StoredStatistics = {
  groupSpread?: number | null;
  groupMeanRadius?: number | null;
  groupShots?: number | null;
} & Partial<ShotSums> &
  Pick<
    SessionStats,
    | 'totalShots'
    | 'velocityCount'
    | 'averageVelocity'
    | 'extremeSpread'
    | 'standardDeviation'
    | 'averageGroup'
    | 'bestGroup'
  >;

export function toStoredStatistics(stats: SessionStats): StoredStatistics {
  return {
    totalShots: stats.totalShots,
    velocityCount: stats.velocityCount,
    averageVelocity: stats.averageVelocity,
    extremeSpread: stats.extremeSpread,
    standardDeviation: stats.standardDeviation,
    averageGroup: stats.averageGroup,
    bestGroup: stats.bestGroup,
  };
}

/** The smaller of a load's best group and a session's best; either may be missing. */
export function smallerGroup(current: number | null, candidate: number | null): number | null {
  if (current === null) return candidate;
  if (candidate === null) return current;
  return Math.min(current, candidate);
}
