/**
 * Comparing two strings of shots (two loads, or one load on two days): Welch's t-test on the
 * averages, the F-test on the SDs, and how many shots it would take to tell two SDs apart. The
 * sentences never call one better unless the test shows it at the 5% level.
 * Pure: no React, no Firebase.
 */
import { formatNumberIn } from '@/lib/numbers';
import { fCdf, fQuantile, fUpperTail, studentTTwoSidedP } from './distributions';
import { mean, sampleStandardDeviation } from './statistics';
import { displayUnits, IMPERIAL_EN_US, type DisplayUnits } from './unit-format';

/** Below this p a difference counts as shown. */
export const SIGNIFICANCE_LEVEL = 0.05;

/** The power the shots-needed figure aims for. */
export const TARGET_POWER = 0.8;

/** Above this many shots each `shotsToTellSdsApart` gives up. */
export const MAX_SHOTS_EACH = 100_000;

export type SampleSummary = {
  n: number;
  /** Null with no shots. */
  mean: number | null;
  /** Sample SD; null below two shots. */
  sd: number | null;
};

export type WelchTest = {
  /** Mean of a - mean of b. */
  difference: number;
  t: number;
  /** Welch–Satterthwaite degrees of freedom. */
  df: number;
  /** Two-sided. */
  p: number;
};

export type VarianceTest = {
  /** SD of a² / SD of b². */
  f: number;
  df1: number;
  df2: number;
  /** Two-sided. */
  p: number;
};

export type Comparison = {
  a: SampleSummary;
  b: SampleSummary;
  /** Null below two shots in either, or with no spread in both. */
  means: WelchTest | null;
  /** Null below two shots in either, or with no spread in either. */
  sds: VarianceTest | null;
  /** Shots each to tell the two observed SDs apart at 80% power; null without two SDs, or equal ones. */
  shotsToTellSdsApart: number | null;
};

/** Names the sentences use for the two samples. */
export type SampleNames = { a: string; b: string };

const summarize = (values: readonly number[]): SampleSummary => ({
  n: values.length,
  mean: values.length ? mean(values) : null,
  sd: sampleStandardDeviation(values),
});

/** Welch's t-test on the two averages (unequal SDs allowed); null below two shots each or with no spread at all. */
export function welchTTest(a: readonly number[], b: readonly number[]): WelchTest | null {
  return welchFromSummaries(summarize(a), summarize(b));
}

/** Welch's t-test from each sample's n, mean and sample SD (shots pooled from stored sums); null as welchTTest. */
export function welchFromSummaries(a: SampleSummary, b: SampleSummary): WelchTest | null {
  if (a.sd === null || b.sd === null || a.mean === null || b.mean === null || a.n < 2 || b.n < 2) return null;
  const shareA = a.sd ** 2 / a.n;
  const shareB = b.sd ** 2 / b.n;
  const standardError = Math.sqrt(shareA + shareB);
  if (!(standardError > 0)) return null;
  const difference = a.mean - b.mean;
  const t = difference / standardError;
  const df = (shareA + shareB) ** 2 / (shareA ** 2 / (a.n - 1) + shareB ** 2 / (b.n - 1));
  return { difference, t, df, p: studentTTwoSidedP(t, df) };
}

/** The two-sided F-test of SD a² / SD b²; null below two shots each or when either SD is zero. */
export function fTest(a: readonly number[], b: readonly number[]): VarianceTest | null {
  const sdA = sampleStandardDeviation(a);
  const sdB = sampleStandardDeviation(b);
  if (sdA === null || sdB === null || !(sdA > 0) || !(sdB > 0)) return null;
  const f = sdA ** 2 / sdB ** 2;
  const df1 = a.length - 1;
  const df2 = b.length - 1;
  const p = Math.min(1, 2 * Math.min(fCdf(f, df1, df2), fUpperTail(f, df1, df2)));
  return { f, df1, df2, p };
}

/**
 * Power of the two-sided F-test at `alpha` with `n` shots each when the true SDs are `sdA` and
 * `sdB`: s_a² / s_b² is (sdA² / sdB²) x F(n - 1, n - 1), so the power is
 * P(F > F_{1 - alpha/2} / ratio) + P(F < F_{alpha/2} / ratio).
 */
export function fTestPower(sdA: number, sdB: number, n: number, alpha = SIGNIFICANCE_LEVEL): number {
  const df = n - 1;
  const ratio = sdA ** 2 / sdB ** 2;
  const upper = fQuantile(1 - alpha / 2, df, df);
  const lower = fQuantile(alpha / 2, df, df);
  return fUpperTail(upper / ratio, df, df) + fCdf(lower / ratio, df, df);
}

/** Smallest equal number of shots each for the two-sided F-test to tell SD a from SD b with the power; null if never. */
export function shotsToTellSdsApart(
  sdA: number,
  sdB: number,
  power = TARGET_POWER,
  alpha = SIGNIFICANCE_LEVEL,
): number | null {
  if (!(sdA > 0) || !(sdB > 0) || !Number.isFinite(sdA) || !Number.isFinite(sdB) || sdA === sdB) return null;
  const enough = (n: number) => fTestPower(sdA, sdB, n, alpha) >= power;
  // The power grows with n: double until it is enough, then halve the gap down to the first n that is.
  let high = 2;
  while (!enough(high)) {
    if (high >= MAX_SHOTS_EACH) return null;
    high = Math.min(high * 2, MAX_SHOTS_EACH);
  }
  let low = Math.max(2, Math.floor(high / 2));
  if (enough(low)) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/** Both tests and the shots needed, for two strings of velocities. */
export function compareSamples(a: readonly number[], b: readonly number[]): Comparison {
  const summaryA = summarize(a);
  const summaryB = summarize(b);
  return {
    a: summaryA,
    b: summaryB,
    means: welchTTest(a, b),
    sds: fTest(a, b),
    shotsToTellSdsApart:
      summaryA.sd === null || summaryB.sd === null ? null : shotsToTellSdsApart(summaryA.sd, summaryB.sd),
  };
}

/**
 * A p-value as a sentence shows it, in `locale`'s number format: "p = 0.31", "p = 0.012",
 * "p < 0.001" ("p = 0,31" in French), never rounded across 0.05.
 */
export function formatPValue(p: number, locale = 'en-US'): string {
  // Two significant digits (three where two would cross 0.05) of a p of 0.001 or more: 5 decimals at most.
  const inLocale = (value: number) => formatNumberIn(value, locale, { maxDecimals: 5 });
  if (p < 0.001) return `p < ${inLocale(0.001)}`;
  let shown = Number(p.toPrecision(2));
  if (p < SIGNIFICANCE_LEVEL !== shown < SIGNIFICANCE_LEVEL) shown = Number(p.toPrecision(3));
  return `p = ${inLocale(shown)}`;
}

/**
 * "No proven difference in average velocity (p = 0.42)." or which has the higher average, with p;
 * velocities in `units` (the test itself runs on fps).
 */
export function meanComparisonSentence(
  comparison: Comparison,
  names: SampleNames = { a: 'A', b: 'B' },
  units: DisplayUnits = displayUnits(IMPERIAL_EN_US),
): string {
  const test = comparison.means;
  if (test === null) return 'Too few shots to compare the averages: each needs at least two, with some spread.';
  if (test.p >= SIGNIFICANCE_LEVEL)
    return `No proven difference in average velocity (${formatPValue(test.p, units.locale)}).`;
  const aIsHigher = test.difference > 0;
  const [higher, lower] = aIsHigher
    ? [comparison.a.mean!, comparison.b.mean!]
    : [comparison.b.mean!, comparison.a.mean!];
  return `${aIsHigher ? names.a : names.b} has the higher average (${units.velocityNumber(higher)} vs ${units.velocity(lower)}, ${formatPValue(test.p, units.locale)}).`;
}

/**
 * "No proven difference in SD (p = 0.31). To tell SD 10 from SD 15 with 80% power takes about 50
 * shots each." or which has the smaller SD, with p; SDs in `units` (the test itself runs on fps).
 */
export function sdComparisonSentence(
  comparison: Comparison,
  names: SampleNames = { a: 'A', b: 'B' },
  units: DisplayUnits = displayUnits(IMPERIAL_EN_US),
): string {
  const test = comparison.sds;
  if (test === null) return 'Too few shots to compare the SDs: each needs at least two, with some spread.';
  const sdA = comparison.a.sd!;
  const sdB = comparison.b.sd!;
  const sd = (fps: number) => units.number(units.value('velocity', fps), 1);
  if (test.p < SIGNIFICANCE_LEVEL) {
    const aIsSmaller = sdA < sdB;
    const [smaller, larger] = aIsSmaller ? [sdA, sdB] : [sdB, sdA];
    return `${aIsSmaller ? names.a : names.b} has the smaller SD (${sd(smaller)} vs ${units.velocityTo(larger, 1)}, ${formatPValue(test.p, units.locale)}).`;
  }
  const verdict = `No proven difference in SD (${formatPValue(test.p, units.locale)}).`;
  if (sdA === sdB) return verdict;
  const shots = comparison.shotsToTellSdsApart;
  const count = shots === null ? `more than ${units.number(MAX_SHOTS_EACH, 0)}` : `about ${units.number(shots, 0)}`;
  return `${verdict} To tell SD ${sd(sdA)} from SD ${sd(sdB)} with ${TARGET_POWER * 100}% power takes ${count} shots each.`;
}

/** The averages' sentence and the SDs' sentence together. */
export function comparisonSentence(
  comparison: Comparison,
  names: SampleNames = { a: 'A', b: 'B' },
  units: DisplayUnits = displayUnits(IMPERIAL_EN_US),
): string {
  return `${meanComparisonSentence(comparison, names, units)} ${sdComparisonSentence(comparison, names, units)}`;
}
