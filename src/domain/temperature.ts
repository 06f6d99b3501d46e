/**
 * Temperature sensitivity: how much a load's velocity changes per °F, fitted by least squares over
 * sessions (each its temperature and its mean velocity), and the temperature/velocity table a
 * ballistic app takes. Pure: no React, no Firebase.
 */
import { formatNumber } from '@/utils/format';
import { DEFAULT_CONFIDENCE_LEVEL, formatConfidenceLevel, type Interval } from './intervals';
import { fitLine, predictAt, slopeInterval, type LinearFit } from './regression';

/** One session: its temperature (°F) and its mean velocity (fps). */
export type TemperatureSession = { temperature: number; velocity: number };

export type TemperatureSensitivity = {
  sessions: number;
  /** fps per °F. */
  fpsPerDegree: number;
  /** Null with only two sessions (no scatter left to measure). */
  interval: Interval | null;
  level: number;
  /** The coldest and warmest sessions' temperatures, °F. */
  coldest: number;
  warmest: number;
  fit: LinearFit;
};

/** A row of a ballistic app's muzzle-velocity table. */
export type TemperatureVelocityRow = {
  temperature: number;
  /** Whole fps. */
  velocity: number;
  /** Outside the temperatures the sessions were shot at: read from the line, not measured. */
  extrapolated: boolean;
};

/** fps per °F over the sessions by least squares, with its interval; null below two distinct temperatures. */
export function temperatureSensitivity(
  sessions: readonly TemperatureSession[],
  level = DEFAULT_CONFIDENCE_LEVEL,
): TemperatureSensitivity | null {
  const fit = fitLine(sessions.map((session) => ({ x: session.temperature, y: session.velocity })));
  if (fit === null) return null;
  const temperatures = sessions.map((session) => session.temperature);
  return {
    sessions: sessions.length,
    fpsPerDegree: fit.slope,
    interval: slopeInterval(fit, level),
    level,
    coldest: Math.min(...temperatures),
    warmest: Math.max(...temperatures),
    fit,
  };
}

/** The velocity the fitted line gives at a temperature (°F). */
export function velocityAtTemperature(sensitivity: TemperatureSensitivity, temperature: number): number {
  return predictAt(sensitivity.fit, temperature);
}

/** Every 10 °F from the coldest session's temperature rounded down to the warmest's rounded up. */
export function defaultTableTemperatures(sensitivity: TemperatureSensitivity): number[] {
  const from = Math.floor(sensitivity.coldest / 10) * 10;
  const to = Math.ceil(sensitivity.warmest / 10) * 10;
  return Array.from({ length: (to - from) / 10 + 1 }, (_, index) => from + 10 * index);
}

/** (temperature, velocity) rows for a ballistic app, velocities in whole fps, extrapolated rows marked. */
export function temperatureVelocityTable(
  sensitivity: TemperatureSensitivity,
  temperatures: readonly number[] = defaultTableTemperatures(sensitivity),
): TemperatureVelocityRow[] {
  return temperatures.map((temperature) => ({
    temperature,
    velocity: Math.round(velocityAtTemperature(sensitivity, temperature)),
    extrapolated: temperature < sensitivity.coldest || temperature > sensitivity.warmest,
  }));
}

/**
 * "1.145 fps per °F (90% interval 1.097 to 1.193), from 3 sessions between 30°F and 85°F."; with two
 * sessions there is no interval, and with no sensitivity the sentence says what it needs.
 */
export function temperatureSensitivitySentence(sensitivity: TemperatureSensitivity | null): string {
  if (sensitivity === null) return 'Temperature sensitivity needs sessions at two different temperatures or more.';
  const interval = sensitivity.interval
    ? ` (${formatConfidenceLevel(sensitivity.level)} interval ${formatNumber(sensitivity.interval.low, 3)} to ${formatNumber(sensitivity.interval.high, 3)})`
    : ' (two sessions give no interval)';
  return (
    `${formatNumber(sensitivity.fpsPerDegree, 3)} fps per °F${interval}, from ${sensitivity.sessions} sessions ` +
    `between ${formatNumber(sensitivity.coldest, 1)}°F and ${formatNumber(sensitivity.warmest, 1)}°F.`
  );
}
