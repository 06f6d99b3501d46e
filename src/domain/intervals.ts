/**
 * Confidence intervals for a string of shots: how well a handful of velocities pins down the true
 * average and the true SD, and how many shots it takes to know the average to a given margin.
 * Pure: no React, no Firebase. An interval that cannot be computed (fewer than two shots) is null.
 */
import { DEFAULT_CONFIDENCE_LEVEL, MAX_SHOTS_NEEDED } from './confidence-words';
import { chiSquareQuantile, normalQuantile, studentTQuantile } from './distributions';
import { mean, sampleStandardDeviation, type SessionStats } from './statistics';

// The constants and the level's words live with the words that need no jStat; here for the modules that compute.
export { DEFAULT_CONFIDENCE_LEVEL, formatConfidenceLevel, MAX_SHOTS_NEEDED, MEAN_MARGIN_FPS } from './confidence-words';

export type Interval = { low: number; high: number };

export type MeanWithInterval = {
  n: number;
  /** Null with no values. */
  mean: number | null;
  /** Half the interval's width (the "±"); null below two values. */
  halfWidth: number | null;
  interval: Interval | null;
  level: number;
};

export type StandardDeviationWithInterval = {
  n: number;
  /** Sample SD (n - 1); null below two values. */
  sd: number | null;
  interval: Interval | null;
  level: number;
};

export type ExtremeSpreadWithCount = {
  n: number;
  /** Max - min; null with no values. */
  extremeSpread: number | null;
};

/** Throws unless the confidence level lies strictly between 0 and 1. */
export function checkConfidenceLevel(level: number): void {
  if (!(level > 0 && level < 1)) {
    throw new RangeError(`A confidence level must lie strictly between 0 and 1, not ${level}.`);
  }
}

/** The t quantile a two-sided interval at `level` uses: t_{(1 + level) / 2, df}. */
export function twoSidedT(level: number, df: number): number {
  checkConfidenceLevel(level);
  return studentTQuantile((1 + level) / 2, df);
}

/** Half-width of the Student t interval of a mean from `n` shots of sample SD `sd`; null below two shots. */
export function meanHalfWidth(sd: number, n: number, level = DEFAULT_CONFIDENCE_LEVEL): number | null {
  checkConfidenceLevel(level);
  if (n < 2 || !Number.isFinite(sd) || sd < 0) return null;
  return (twoSidedT(level, n - 1) * sd) / Math.sqrt(n);
}

/** The mean of the values with its Student t interval (from the sample SD); the interval is null below two. */
export function meanWithInterval(values: readonly number[], level = DEFAULT_CONFIDENCE_LEVEL): MeanWithInterval {
  checkConfidenceLevel(level);
  const n = values.length;
  if (n === 0) return { n, mean: null, halfWidth: null, interval: null, level };
  const average = mean(values);
  const sd = sampleStandardDeviation(values);
  const halfWidth = sd === null ? null : meanHalfWidth(sd, n, level);
  const interval = halfWidth === null ? null : { low: average - halfWidth, high: average + halfWidth };
  return { n, mean: average, halfWidth, interval, level };
}

/** Chi-square interval of the true SD, given sample SD `sd` from `n` shots; null below two shots. */
export function standardDeviationInterval(sd: number, n: number, level = DEFAULT_CONFIDENCE_LEVEL): Interval | null {
  checkConfidenceLevel(level);
  if (n < 2 || !Number.isFinite(sd) || sd < 0) return null;
  const df = n - 1;
  const alpha = 1 - level;
  const sumOfSquares = df * sd * sd;
  return {
    low: Math.sqrt(sumOfSquares / chiSquareQuantile(1 - alpha / 2, df)),
    high: Math.sqrt(sumOfSquares / chiSquareQuantile(alpha / 2, df)),
  };
}

/** The sample SD of the values with its chi-square interval; both null below two values. */
export function standardDeviationWithInterval(
  values: readonly number[],
  level = DEFAULT_CONFIDENCE_LEVEL,
): StandardDeviationWithInterval {
  checkConfidenceLevel(level);
  const n = values.length;
  const sd = sampleStandardDeviation(values);
  return { n, sd, interval: sd === null ? null : standardDeviationInterval(sd, n, level), level };
}

/** The extreme spread (max - min) of the values, with how many values it is over. */
export function extremeSpreadWithCount(values: readonly number[]): ExtremeSpreadWithCount {
  const n = values.length;
  return { n, extremeSpread: n === 0 ? null : Math.max(...values) - Math.min(...values) };
}

/**
 * Smallest n whose t interval of the mean, t_{(1+L)/2, n-1} x sd / sqrt(n), is within ±margin at
 * level L for a string of SD `sd`; null for a missing SD or margin, or past MAX_SHOTS_NEEDED.
 */
export function shotsNeededForMean(sd: number | null, margin: number, level = DEFAULT_CONFIDENCE_LEVEL): number | null {
  checkConfidenceLevel(level);
  if (sd === null || !Number.isFinite(sd) || sd < 0 || !(margin > 0) || !Number.isFinite(margin)) return null;
  // t_{q, n-1} > z_q for every n, so no n below (z sd / margin)² can do: start the search there.
  // t_{q, n-1} / sqrt(n) falls as n grows, so the first n that meets the margin is the smallest.
  const z = normalQuantile((1 + level) / 2);
  const lowerBound = Math.ceil(((z * sd) / margin) ** 2);
  if (lowerBound > MAX_SHOTS_NEEDED) return null;
  for (let n = Math.max(2, lowerBound); n <= MAX_SHOTS_NEEDED; n++) {
    if ((twoSidedT(level, n - 1) * sd) / Math.sqrt(n) <= margin) return n;
  }
  return null;
}

/** What a string's confidence lines say (session page, load page): each figure with its interval at one level. */
export type StringConfidence = {
  level: number;
  /** Velocities the figures are over (ES's n). */
  n: number;
  mean: MeanWithInterval;
  sd: StandardDeviationWithInterval;
  extremeSpread: number | null;
};

/**
 * The confidence figures of a string from its summary (count, mean, sample SD, ES), as the session's
 * statistics keep them. The SD there is rounded to 0.1 fps, which moves an interval's ends by well
 * under 1%.
 */
export function stringConfidence(
  summary: { n: number; mean: number | null; sd: number | null; extremeSpread: number | null },
  level = DEFAULT_CONFIDENCE_LEVEL,
): StringConfidence {
  checkConfidenceLevel(level);
  const { n, mean: average, sd, extremeSpread } = summary;
  const halfWidth = sd === null || average === null ? null : meanHalfWidth(sd, n, level);
  return {
    level,
    n,
    mean: {
      n,
      mean: average,
      halfWidth,
      interval: halfWidth === null || average === null ? null : { low: average - halfWidth, high: average + halfWidth },
      level,
    },
    sd: { n, sd, interval: sd === null ? null : standardDeviationInterval(sd, n, level), level },
    extremeSpread,
  };
}

/** The confidence figures of a string from the statistics every screen computes (computeSessionStats). */
export function sessionStatsConfidence(
  stats: Pick<SessionStats, 'velocityCount' | 'averageVelocity' | 'standardDeviation' | 'extremeSpread'>,
): StringConfidence {
  return stringConfidence({
    n: stats.velocityCount,
    mean: stats.averageVelocity,
    sd: stats.standardDeviation,
    extremeSpread: stats.extremeSpread,
  });
}
