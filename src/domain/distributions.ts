/**
 * The probability distributions behind the statistics (Student t, chi-square, F, normal), taken from
 * jStat rather than written here. Every other domain module goes through these functions, so the
 * library is named in one place.
 *
 * Checked against @stdlib's Boost-derived quantiles: t, F and normal agree to better than 1e-7
 * relative; jStat's chi-square quantile agrees to 1e-10 up to 1,000 degrees of freedom and drifts to
 * about 3e-4 at 2,000, far beyond any string of shots.
 */
// Loaded by a dynamic import: jStat's evaluation (some 3 ms of a phone's main thread, times four)
// then runs in a task of its own, not in the one that evaluates the rest of a page's code (issue 40).
const { default: jStat } = await import('jstat');

const checkProbability = (p: number) => {
  if (!(p > 0 && p < 1)) throw new RangeError(`A probability must lie strictly between 0 and 1, not ${p}.`);
};

/** The value below which a Student t variable with `df` degrees of freedom falls with probability `p`. */
export function studentTQuantile(p: number, df: number): number {
  checkProbability(p);
  return jStat.studentt.inv(p, df);
}

/** Two-sided p-value of a Student t statistic: P(|T| >= |t|), accurate far into the tails. */
export function studentTTwoSidedP(t: number, df: number): number {
  // P(|T| >= |t|) = I_{df / (df + t²)}(df / 2, 1 / 2): no subtraction from 1, so tiny p keep their digits.
  return jStat.ibeta(df / (df + t * t), df / 2, 0.5);
}

/** The value below which a chi-square variable with `df` degrees of freedom falls with probability `p`. */
export function chiSquareQuantile(p: number, df: number): number {
  checkProbability(p);
  return jStat.chisquare.inv(p, df);
}

/** P(F <= x) for an F variable with `df1` and `df2` degrees of freedom. */
export function fCdf(x: number, df1: number, df2: number): number {
  return jStat.centralF.cdf(x, df1, df2);
}

/** P(F >= x) for an F variable with `df1` and `df2` degrees of freedom, accurate far into the tail. */
export function fUpperTail(x: number, df1: number, df2: number): number {
  if (x <= 0) return 1;
  // F(df1, df2) >= x exactly when 1/F, an F(df2, df1) variable, is <= 1/x.
  return jStat.centralF.cdf(1 / x, df2, df1);
}

/** The value below which an F variable with `df1` and `df2` degrees of freedom falls with probability `p`. */
export function fQuantile(p: number, df1: number, df2: number): number {
  checkProbability(p);
  return jStat.centralF.inv(p, df1, df2);
}

/** The value below which a standard normal variable falls with probability `p`. */
export function normalQuantile(p: number): number {
  checkProbability(p);
  return jStat.normal.inv(p, 0, 1);
}
