/**
 * The analysis of a test of any recipe variable (issue 37), as the ladder does for the charge: per step
 * the velocity and its SD with their intervals and the group's radial SD (circular normal, radial.ts)
 * with its interval; velocity's trend against the variable and any step beyond the noise (the ladder's
 * test, ladder.ts); any group that stands out of the others; and the window of steps whose groups are
 * the smallest within their intervals. Pure: no React, no Firebase.
 */
import { fUpperTail } from './distributions';
import { groupCentre, groupExtremeSpread } from './groups';
import {
  checkConfidenceLevel,
  DEFAULT_CONFIDENCE_LEVEL,
  meanWithInterval,
  standardDeviationWithInterval,
  type Interval,
  type MeanWithInterval,
  type StandardDeviationWithInterval,
} from './intervals';
import { analyzeLadderCharges, type LadderAnalysis } from './ladder';
import { sigmaFromSquares, squaredDistances } from './radial';
import type { ShotPosition } from './shots';

/** One step's shots: its velocities, and its placed shots a group per session (each about its own aim). */
export type TestStepShots = {
  /** The step's value of the variable: a number (grains, inches) or a text (a primer); null when not recorded. */
  value: number | string | null;
  velocities: readonly number[];
  groups: readonly (readonly ShotPosition[])[];
};

/** A group size pooled over one step's groups: sigma of the circular normal model, its interval, CEP50. */
export type PooledRadial = {
  sigma: number;
  interval: Interval;
  cep50: number;
  /** Placed shots over every group counted (groups of two or more). */
  shots: number;
  /** Degrees of freedom: 2 (n - 1) summed over the groups. */
  df: number;
  /** The largest group's extreme spread, for comparison with the usual figure. */
  largestSpread: number | null;
};

export type TestStepFigures = {
  value: number | string | null;
  velocity: MeanWithInterval;
  sd: StandardDeviationWithInterval;
  group: PooledRadial | null;
};

/** A step whose group differs from the rest beyond the noise: its sigma over the others', and the test's p. */
export type StandOutGroup = { step: number; ratio: number; p: number };

export type TestSeriesAnalysis = {
  level: number;
  steps: TestStepFigures[];
  /**
   * Velocity against the variable (numeric variables with two or more steps of velocities), fitted and
   * tested step by step exactly as a charge ladder: its `steps` outside noise are the ones that stand out.
   */
  trend: LadderAnalysis | null;
  /** Groups that stand out of the others' (the smallest first); empty when none does or too few are placed. */
  standOutGroups: StandOutGroup[];
  /**
   * The indices of the steps around the smallest group (in order of value) whose groups' intervals reach
   * down to its interval's upper end: they cannot be told from the smallest. Null under two groups.
   */
  window: number[] | null;
};

/** Significance a group must reach to stand out, shared over the steps tested (Bonferroni). */
export const STAND_OUT_SIGNIFICANCE = 0.05;

/**
 * Sigma pooled over groups: each group's squared distances from its own centre summed, over their
 * degrees of freedom 2 (n - 1) summed; the interval from chi-square on those degrees of freedom
 * (for one group it is radialSd's). Groups under two shots add nothing; null when none is left.
 */
export function pooledRadialSd(
  groups: readonly (readonly ShotPosition[])[],
  level = DEFAULT_CONFIDENCE_LEVEL,
): PooledRadial | null {
  checkConfidenceLevel(level);
  let sum = 0;
  let df = 0;
  let shots = 0;
  let largestSpread: number | null = null;
  for (const group of groups) {
    if (group.length < 2) continue;
    sum += squaredDistances(group, groupCentre(group)!).reduce((total, value) => total + value, 0);
    df += 2 * (group.length - 1);
    shots += group.length;
    largestSpread = Math.max(largestSpread ?? 0, groupExtremeSpread(group)!);
  }
  if (df === 0) return null;
  return {
    ...sigmaFromSquares(sum, df, level),
    shots,
    df,
    largestSpread,
  };
}

/**
 * Each placed step's sigma against the others' pooled: sigma_i² / sigma_rest² is F(df_i, df_rest) when
 * every step groups alike; two-sided, times the steps tested (Bonferroni), under STAND_OUT_SIGNIFICANCE.
 */
function standOutGroups(groups: readonly (PooledRadial | null)[]): StandOutGroup[] {
  const placed = groups.flatMap((group, step) => (group ? [{ group, step }] : []));
  if (placed.length < 3) return [];
  const found: StandOutGroup[] = [];
  for (const { group, step } of placed) {
    const rest = placed.filter((other) => other.step !== step);
    const restDf = rest.reduce((sum, other) => sum + other.group.df, 0);
    const restSum = rest.reduce((sum, other) => sum + other.group.sigma ** 2 * other.group.df, 0);
    if (!(restSum > 0) || !(group.sigma > 0)) continue;
    const ratio = group.sigma / Math.sqrt(restSum / restDf);
    const upper = fUpperTail(ratio ** 2, group.df, restDf);
    const p = Math.min(1, 2 * Math.min(upper, 1 - upper) * placed.length);
    if (p < STAND_OUT_SIGNIFICANCE) found.push({ step, ratio, p });
  }
  return found.sort((a, b) => a.ratio - b.ratio);
}

/**
 * The run of steps about the smallest group that cannot be told from it (see TestSeriesAnalysis.window):
 * for a numeric variable the consecutive steps in order of value, for a text one every such step.
 */
function smallestGroupWindow(steps: readonly TestStepFigures[]): number[] | null {
  const placed = steps.flatMap((step, index) => (step.group ? [{ index, group: step.group }] : []));
  if (placed.length < 2) return null;
  const best = placed.reduce((smallest, step) => (step.group.sigma < smallest.group.sigma ? step : smallest));
  const reaches = (index: number) => {
    const group = steps[index]!.group;
    return group !== null && group.interval.low <= best.group.interval.high;
  };
  if (!steps.every((step) => typeof step.value === 'number')) return placed.map((step) => step.index).filter(reaches);
  const order = steps
    .map((_, index) => index)
    .sort((a, b) => (steps[a]!.value as number) - (steps[b]!.value as number));
  let start = order.indexOf(best.index);
  let end = start;
  while (start > 0 && reaches(order[start - 1]!)) start--;
  while (end < order.length - 1 && reaches(order[end + 1]!)) end++;
  return order.slice(start, end + 1);
}

/**
 * The whole analysis of a test's steps, in any order (each figure keeps its step's index). The trend
 * needs numeric values on every step, and velocities on two or more.
 */
export function analyzeTestSeries(
  steps: readonly TestStepShots[],
  level = DEFAULT_CONFIDENCE_LEVEL,
): TestSeriesAnalysis {
  checkConfidenceLevel(level);
  const figures = steps.map((step): TestStepFigures => ({
    value: step.value,
    velocity: meanWithInterval(step.velocities, level),
    sd: standardDeviationWithInterval(step.velocities, level),
    group: pooledRadialSd(step.groups, level),
  }));
  const numeric = steps.every((step) => typeof step.value === 'number');
  const charges = figures
    .flatMap((step) =>
      typeof step.value === 'number' && step.velocity.mean !== null
        ? [{ charge: step.value, meanVelocity: step.velocity.mean, shots: step.velocity.n }]
        : [],
    )
    .sort((a, b) => a.charge - b.charge);
  return {
    level,
    steps: figures,
    trend: numeric && charges.length >= 2 ? analyzeLadderCharges(charges, level) : null,
    standOutGroups: standOutGroups(figures.map((step) => step.group)),
    window: smallestGroupWindow(figures),
  };
}
