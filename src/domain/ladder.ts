/**
 * Charge ladders: velocity against powder charge, fitted by least squares, and a flat spot ("node")
 * marked only where a step between consecutive charges is outside what the ladder's own noise
 * explains. Satterlee ladders fire one shot per charge; OCW ladders fire a group per charge, and
 * their group centres can be searched for windows of charges that land together.
 * Pure: no React, no Firebase.
 */
import { studentTQuantile } from './distributions';
import { checkConfidenceLevel, DEFAULT_CONFIDENCE_LEVEL, type Interval } from './intervals';
import { fitLine, slopeInterval, type LinearFit } from './regression';
import type { ShotPosition } from './shots';
import { mean } from './statistics';
import type { DisplayUnits } from './unit-format';

/** One fired shot of a ladder. */
export type LadderShot = { charge: number; velocity: number };

/** A charge of the ladder: the mean velocity of its shots (the shot itself in a Satterlee ladder). */
export type LadderCharge = { charge: number; meanVelocity: number; shots: number };

/** The step from one charge to the next. */
export type LadderStep = {
  fromCharge: number;
  toCharge: number;
  /** Observed change in mean velocity, fps. */
  change: number;
  /** What the fitted line gives for the step: slope x (toCharge - fromCharge), fps. */
  expectedChange: number;
  /**
   * The step's gain over (+) or under (-) the trend, fps, with the trend fitted on both sides of it
   * (see the flat-spot test below); null when the ladder is too short to test.
   */
  shift: number | null;
  /** How far |shift| may go before the step is more than noise, fps; null when the ladder is too short to test. */
  noiseBand: number | null;
  outsideNoise: boolean;
};

export type LadderVerdict = 'flat-spot' | 'no-node-beyond-noise' | 'too-few-charges';

export type LadderAnalysis = {
  /** Satterlee: one shot at every charge; OCW: a group at some charge. */
  method: 'satterlee' | 'ocw';
  charges: LadderCharge[];
  level: number;
  /** fps per unit of charge (per grain when charges are in grains); null below two charges. */
  slope: number | null;
  intercept: number | null;
  /** Null below three charges. */
  slopeStandardError: number | null;
  slopeInterval: Interval | null;
  /**
   * Scatter of a charge's mean velocity about the line, sqrt(SSE / (k - 2)); for an OCW ladder with
   * unequal groups, of a group of the average size. Null below three charges.
   */
  residualSd: number | null;
  steps: LadderStep[];
  /** Steps outside the noise band whose velocity rose less than the trend's: the nodes. */
  flatSpots: LadderStep[];
  verdict: LadderVerdict;
};

/** Charges a ladder needs before a step can be told from noise (one degree of freedom left once a step is freed). */
export const MIN_CHARGES_FOR_NODE_TEST = 4;

/** The ladder's charges in increasing order, each with its shots' mean velocity and count. */
export function ladderCharges(shots: readonly LadderShot[]): LadderCharge[] {
  const byCharge = new Map<number, number[]>();
  for (const shot of shots) byCharge.set(shot.charge, [...(byCharge.get(shot.charge) ?? []), shot.velocity]);
  return [...byCharge.entries()]
    .sort(([a], [b]) => a - b)
    .map(([charge, velocities]) => ({ charge, meanVelocity: mean(velocities), shots: velocities.length }));
}

/*
 * The flat-spot test. With no node, each charge's mean velocity is the line plus noise:
 * v_j = a + b c_j + e_j, the e_j independent with variance sigma² / w_j, where w_j is the charge's
 * shot count over the ladder's average count (1 throughout a Satterlee ladder).
 *
 * A node at step i (from charge i to i + 1) means that step gained less velocity than the trend,
 * and every charge after it sits lower by that shortfall. So each step is tested by freeing it:
 * fit v_j = a + b c_j + delta [j > i] by least squares. delta is the step's gain over (+) or under
 * (-) the trend, with the trend (common slope) taken from both sides of the step; its t statistic,
 * delta / SE(delta) on k - 3 degrees of freedom, is exactly Student t when there is no node, and the
 * noise band is t* x SE(delta) in fps.
 *
 * Why not the simpler "step change minus slope x step, against the residual SD x √2": the residual
 * SD of the plain line contains the node itself (a ladder that is linear with one flat step leaves
 * a sawtooth of residuals), so a clean flat step in a quiet ladder hides in its own noise. Freeing
 * the step measures the noise without it.
 *
 * A ladder of k charges has k - 1 steps; testing each two-sided at (1 - level) / (k - 1)
 * (Bonferroni) keeps the chance that a ladder with no node shows any step outside noise at most
 * 1 - level. Only a step outside the band that gained less than the trend is a flat spot; one that
 * gained more is outside noise but is no node. It needs k >= 4 (one degree of freedom left).
 *
 * Computed by partialling out the line (Frisch-Waugh): with r the residuals of v on the line and
 * s~ those of the step indicator on the same line, delta = sum(w s~ r) / sum(w s~²),
 * SSE = SSE_line - delta² sum(w s~²), SE(delta) = sqrt(SSE / (k - 3) / sum(w s~²)).
 */
/** A shift this small is rounding error of an exactly straight ladder, never a step outside noise. */
const NEGLIGIBLE_SHIFT_FPS = 1e-6;

function stepShifts(
  charges: readonly LadderCharge[],
  weights: readonly number[],
  line: LinearFit,
  level: number,
): { shift: number; noiseBand: number }[] {
  const df = charges.length - 3;
  const tCritical = studentTQuantile(1 - (1 - level) / (2 * (charges.length - 1)), df);
  const lineSse = (line.residualSd ?? 0) ** 2 * line.df;
  return charges.slice(1).map((_, step) => {
    const indicator = fitLine(
      charges.map((charge, j) => ({ x: charge.charge, y: j > step ? 1 : 0, weight: weights[j] })),
    )!;
    const indicatorSquares = indicator.residuals.reduce((sum, value, j) => sum + weights[j]! * value ** 2, 0);
    const cross = indicator.residuals.reduce((sum, value, j) => sum + weights[j]! * value * line.residuals[j]!, 0);
    const shift = cross / indicatorSquares;
    const sse = Math.max(lineSse - shift ** 2 * indicatorSquares, 0);
    return { shift, noiseBand: tCritical * Math.sqrt(sse / df / indicatorSquares) };
  });
}

/** Fit a Satterlee or OCW ladder and mark flat spots only where a step is beyond the ladder's noise. */
export function analyzeLadder(shots: readonly LadderShot[], level = DEFAULT_CONFIDENCE_LEVEL): LadderAnalysis {
  return analyzeLadderCharges(ladderCharges(shots), level);
}

/**
 * analyzeLadder from the charges' mean velocities and shot counts (all the fit needs), in
 * increasing order of charge: what a ladder pooled from stored sums gives.
 */
export function analyzeLadderCharges(
  charges: readonly LadderCharge[],
  level = DEFAULT_CONFIDENCE_LEVEL,
): LadderAnalysis {
  checkConfidenceLevel(level);
  const method = charges.every((charge) => charge.shots === 1) ? 'satterlee' : 'ocw';
  const averageShots = charges.length === 0 ? 1 : mean(charges.map((charge) => charge.shots));
  const weights = charges.map((charge) => charge.shots / averageShots);
  const fit = fitLine(charges.map((charge, j) => ({ x: charge.charge, y: charge.meanVelocity, weight: weights[j] })));
  const tested = fit && charges.length >= MIN_CHARGES_FOR_NODE_TEST ? stepShifts(charges, weights, fit, level) : null;
  const steps: LadderStep[] = fit
    ? charges.slice(1).map((next, index) => {
        const previous = charges[index]!;
        const test = tested?.[index];
        return {
          fromCharge: previous.charge,
          toCharge: next.charge,
          change: next.meanVelocity - previous.meanVelocity,
          expectedChange: fit.slope * (next.charge - previous.charge),
          shift: test?.shift ?? null,
          noiseBand: test?.noiseBand ?? null,
          outsideNoise: test !== undefined && Math.abs(test.shift) > Math.max(test.noiseBand, NEGLIGIBLE_SHIFT_FPS),
        };
      })
    : [];
  const flatSpots = steps.filter((step) => step.outsideNoise && step.shift! < 0);
  return {
    method,
    charges: [...charges],
    level,
    slope: fit?.slope ?? null,
    intercept: fit?.intercept ?? null,
    slopeStandardError: fit?.slopeStandardError ?? null,
    slopeInterval: fit ? slopeInterval(fit, level) : null,
    residualSd: fit?.residualSd ?? null,
    steps,
    flatSpots,
    verdict: tested === null ? 'too-few-charges' : flatSpots.length > 0 ? 'flat-spot' : 'no-node-beyond-noise',
  };
}

/**
 * The ladder's trend in a plain sentence, in the account's units: "Velocity rises 198 fps per grain
 * (90% interval 160 to 236); its charges scatter 18.6 fps about that line." (imperial), or m/s per
 * gram. The fit stays in fps per grain; only its figures are converted. Null below two charges.
 */
export function ladderTrendSentence(analysis: LadderAnalysis, units: DisplayUnits): string | null {
  if (analysis.slope === null) return null;
  const direction = analysis.slope >= 0 ? 'rises' : 'falls';
  const slope = (fpsPerGrain: number) => units.number(units.ladderSlope(fpsPerGrain), 1);
  const interval = analysis.slopeInterval
    ? ` (${units.number(analysis.level * 100, 1)}% interval ${slope(analysis.slopeInterval.low)} to ${slope(analysis.slopeInterval.high)})`
    : '';
  const scatter =
    analysis.residualSd === null
      ? ''
      : `; its charges scatter ${units.velocityTo(analysis.residualSd, 1)} about that line`;
  return `Velocity ${direction} ${slope(Math.abs(analysis.slope))} ${units.ladderSlopeUnit()}${interval}${scatter}.`;
}

/** The ladder's verdict in a plain sentence, in the account's units. */
export function ladderSentence(analysis: LadderAnalysis, units: DisplayUnits): string {
  if (analysis.verdict === 'too-few-charges') {
    return `Too few charges to tell a node from noise: a ladder needs at least ${MIN_CHARGES_FOR_NODE_TEST}.`;
  }
  if (analysis.verdict === 'no-node-beyond-noise') {
    return `The ladder shows no node beyond noise (residual SD ${units.velocityTo(analysis.residualSd!, 1)}).`;
  }
  const spots = analysis.flatSpots.map(
    (step) =>
      `${units.powderNumber(step.fromCharge, 2)} to ${units.powderNumber(step.toCharge, 2)} ${units.label('powderWeight')} ` +
      `(${units.velocity(step.change)} where the trend gives ${units.velocityNumber(step.expectedChange)})`,
  );
  return `Flat spot beyond noise: ${spots.join('; ')}.`;
}

/** A group's centre at one charge of an OCW ladder, in inches from the point of aim. */
export type ChargeGroupCentre = { charge: number; centre: ShotPosition };

/** Consecutive charges whose group centres all lie within the distance of each other. */
export type OcwWindow = {
  charges: number[];
  /** The largest distance between two of the window's centres, inches. */
  spread: number;
};

/** The ladder's shortest useful window: three charges. */
export const MIN_OCW_WINDOW = 3;

/**
 * Every longest run of three or more consecutive charges whose group centres lie within
 * `maxDistance` of each other (largest pairwise distance), in charge order.
 */
export function ocwWindows(centres: readonly ChargeGroupCentre[], maxDistance: number): OcwWindow[] {
  const ordered = [...centres].sort((a, b) => a.charge - b.charge);
  const distance = (i: number, j: number) =>
    Math.hypot(ordered[i]!.centre.x - ordered[j]!.centre.x, ordered[i]!.centre.y - ordered[j]!.centre.y);
  const windows: OcwWindow[] = [];
  let previousEnd = -1;
  for (let start = 0; start < ordered.length; start++) {
    // Grow the window from `start` while the next centre is within reach of every centre in it.
    let end = start;
    let spread = 0;
    while (end + 1 < ordered.length) {
      let farthest = 0;
      for (let k = start; k <= end; k++) farthest = Math.max(farthest, distance(k, end + 1));
      if (farthest > maxDistance) break;
      spread = Math.max(spread, farthest);
      end++;
    }
    // A window that ends where the previous one did lies inside it: keep only the longest runs.
    if (end > previousEnd && end - start + 1 >= MIN_OCW_WINDOW) {
      windows.push({ charges: ordered.slice(start, end + 1).map((entry) => entry.charge), spread });
    }
    previousEnd = Math.max(previousEnd, end);
  }
  return windows;
}
