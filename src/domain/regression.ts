/**
 * A least-squares straight line with its uncertainty, shared by the ladder (velocity against charge)
 * and the temperature sensitivity (velocity against temperature). Pure: no React, no Firebase.
 */
import { checkConfidenceLevel, DEFAULT_CONFIDENCE_LEVEL, twoSidedT, type Interval } from './intervals';

/** One point of a fit; `weight` (1 unless given) is inversely proportional to its variance. */
export type FitPoint = { x: number; y: number; weight?: number };

export type LinearFit = {
  /** Points fitted. */
  n: number;
  slope: number;
  intercept: number;
  /** Weighted mean of x. */
  xMean: number;
  /** Weighted sum of squares of x about its mean: sum of w (x - xMean)². */
  sxx: number;
  /** Residual degrees of freedom, n - 2. */
  df: number;
  /** y - fitted y, for each point in the order given. */
  residuals: number[];
  /** sqrt(sum of w r² / (n - 2)): the scatter about the line of a point of weight 1; null below three points. */
  residualSd: number | null;
  /** residualSd / sqrt(sxx); null below three points. */
  slopeStandardError: number | null;
};

/** The weighted least-squares line through the points; null unless at least two distinct x. */
export function fitLine(points: readonly FitPoint[]): LinearFit | null {
  const weightOf = (point: FitPoint) => point.weight ?? 1;
  if (points.some((point) => !(weightOf(point) > 0))) throw new RangeError('Every weight must be positive.');
  if (points.length < 2) return null;
  const totalWeight = points.reduce((sum, point) => sum + weightOf(point), 0);
  const xMean = points.reduce((sum, point) => sum + weightOf(point) * point.x, 0) / totalWeight;
  const yMean = points.reduce((sum, point) => sum + weightOf(point) * point.y, 0) / totalWeight;
  let sxx = 0;
  let sxy = 0;
  for (const point of points) {
    sxx += weightOf(point) * (point.x - xMean) ** 2;
    sxy += weightOf(point) * (point.x - xMean) * (point.y - yMean);
  }
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  const intercept = yMean - slope * xMean;
  const residuals = points.map((point) => point.y - (intercept + slope * point.x));
  const df = points.length - 2;
  const sse = points.reduce((sum, point, index) => sum + weightOf(point) * residuals[index]! ** 2, 0);
  const residualSd = df > 0 ? Math.sqrt(sse / df) : null;
  return {
    n: points.length,
    slope,
    intercept,
    xMean,
    sxx,
    df,
    residuals,
    residualSd,
    slopeStandardError: residualSd === null ? null : residualSd / Math.sqrt(sxx),
  };
}

/** The fitted line's value at x. */
export function predictAt(fit: LinearFit, x: number): number {
  return fit.intercept + fit.slope * x;
}

/** The slope's confidence interval, slope ± t_{(1+L)/2, n-2} x its standard error; null below three points. */
export function slopeInterval(fit: LinearFit, level = DEFAULT_CONFIDENCE_LEVEL): Interval | null {
  checkConfidenceLevel(level);
  if (fit.slopeStandardError === null) return null;
  const halfWidth = twoSidedT(level, fit.df) * fit.slopeStandardError;
  return { low: fit.slope - halfWidth, high: fit.slope + halfWidth };
}
