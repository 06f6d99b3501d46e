/* A test's analysis in plain sentences, in the account's units. Pure: no React, no Firebase. */
import type { Interval } from '@/domain/intervals';
import type { TestSeriesAnalysis } from '@/domain/test-series';
import type { DisplayUnits } from '@/domain/unit-format';
import { fromCanonical } from '@/domain/units';
import { TEST_VARIABLES, variableText, variableUnit } from '@/features/loads/test-plan-schema';
import type { TestVariable } from '@/features/loads/test-schema';

/** A group's radial SD with its interval: `0.12" (90%: 0.09" to 0.21")`. */
export function radialText(group: { sigma: number; interval: Interval }, units: DisplayUnits): string {
  const length = (inches: number) => units.length(inches, 'N/A', 3);
  return `${length(group.sigma)} (${length(group.interval.low)} to ${length(group.interval.high)})`;
}

/** The trend's slope in the account's units: fps per inch of CBTO as m/s per mm, fps per grain as m/s per gram. */
function slopeIn(fpsPerUnit: number, variable: TestVariable, units: DisplayUnits): number {
  const definition = TEST_VARIABLES[variable];
  if (definition.kind === 'text') return fpsPerUnit;
  if (definition.preference === 'powderWeight') return units.ladderSlope(fpsPerUnit);
  return units.value('velocity', fpsPerUnit) / fromCanonical('length', 1, units.units.length);
}

const valueOf = (value: number | string | null, variable: TestVariable, units: DisplayUnits) =>
  variableText(value, variable, units.settings);

/**
 * Velocity's trend against the variable and whether a step stands out of the noise: "Velocity rises
 * 980 fps per in of CBTO (90% interval 700 to 1,260); no step stands out beyond the noise.". Null
 * without a trend (a text variable, or velocities on fewer than two steps).
 */
export function testTrendSentence(
  analysis: TestSeriesAnalysis,
  variable: TestVariable,
  units: DisplayUnits,
): string | null {
  const trend = analysis.trend;
  if (!trend || trend.slope === null) return null;
  const per = `${units.label('velocity')} per ${variableUnit(variable, units.settings)} of ${TEST_VARIABLES[variable].label}`;
  const slope = (value: number) => units.number(slopeIn(value, variable, units), 1);
  const rising = trend.slope >= 0;
  // A fall is said as a positive figure, and so is its interval (negated, its ends swapped).
  const bounds = trend.slopeInterval && {
    low: rising ? trend.slopeInterval.low : -trend.slopeInterval.high,
    high: rising ? trend.slopeInterval.high : -trend.slopeInterval.low,
  };
  const interval = bounds
    ? ` (${units.number(analysis.level * 100, 1)}% interval ${slope(bounds.low)} to ${slope(bounds.high)})`
    : '';
  const direction = rising ? 'rises' : 'falls';
  const head = `Velocity ${direction} ${slope(Math.abs(trend.slope))} ${per}${interval}`;
  if (trend.verdict === 'too-few-charges') return `${head}; too few steps to tell a step from the noise (4 needed).`;
  const outside = trend.steps.filter((step) => step.outsideNoise);
  if (outside.length === 0) return `${head}; no step stands out beyond the noise.`;
  const named = outside.map(
    (step) =>
      `${valueOf(step.fromCharge, variable, units)} to ${valueOf(step.toCharge, variable, units)} ` +
      `(${units.velocity(step.change)} where the trend gives ${units.velocityNumber(step.expectedChange)})`,
  );
  return `${head}; beyond the noise: ${named.join('; ')}.`;
}

/** Which groups stand out of the others, or that none does. */
export function standOutSentence(analysis: TestSeriesAnalysis, variable: TestVariable, units: DisplayUnits): string {
  const placed = analysis.steps.filter((step) => step.group !== null).length;
  if (placed < 3) return 'Groups on three steps or more are needed to tell whether one stands out.';
  if (analysis.standOutGroups.length === 0) return 'No group stands out of the others beyond the noise.';
  return `${analysis.standOutGroups
    .map(
      (found) =>
        `${valueOf(analysis.steps[found.step]!.value, variable, units)} groups ${units.number(found.ratio, 2)} times ` +
        `the others' radial SD (p ${units.number(found.p, 3)})`,
    )
    .join('; ')}: beyond the noise.`;
}

/** The window of steps whose groups are the smallest within their intervals. */
export function windowSentence(analysis: TestSeriesAnalysis, variable: TestVariable, units: DisplayUnits): string {
  const window = analysis.window;
  if (window === null) return 'The window needs groups on two steps or more.';
  const values = window.map((step) => valueOf(analysis.steps[step]!.value, variable, units));
  const smallest = `smallest groups within their ${units.number(analysis.level * 100, 1)}% intervals`;
  if (values.length === analysis.steps.filter((step) => step.group !== null).length) {
    return `Window: every step's group is among the ${smallest}; no step can be told from the best yet.`;
  }
  const first = values[0]!;
  const last = values[values.length - 1]!;
  const span =
    TEST_VARIABLES[variable].kind === 'number' && values.length > 1 ? `${first} to ${last}` : values.join(', ');
  return `Window: ${span} (${values.length} ${values.length === 1 ? 'step' : 'steps'}), the ${smallest}.`;
}
