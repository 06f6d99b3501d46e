/**
 * Temperature sensitivity: how much a load's velocity changes per °F, fitted by least squares over
 * sessions (each its temperature and its mean velocity), and the temperature/velocity table a
 * ballistic app takes. Pure: no React, no Firebase.
 */
import { DEFAULT_CONFIDENCE_LEVEL, type Interval } from './intervals';
import { fitLine, predictAt, slopeInterval, type LinearFit } from './regression';
import type { DisplayUnits } from './unit-format';
import { toCanonical } from './units';

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

/**
 * The table's temperatures (°F): every 10 °F from the coldest session's temperature rounded down to
 * the warmest's rounded up; with `units` in °C, every 5 °C the same way, so each row reads as a
 * round figure in the unit shown.
 */
export function defaultTableTemperatures(sensitivity: TemperatureSensitivity, units?: DisplayUnits): number[] {
  const celsius = units?.units.temperature === 'degC';
  const step = celsius ? 5 : 10;
  const shown = (fahrenheit: number) => (celsius ? units!.value('temperature', fahrenheit) : fahrenheit);
  const from = Math.floor(shown(sensitivity.coldest) / step) * step;
  const to = Math.ceil(shown(sensitivity.warmest) / step) * step;
  return Array.from({ length: (to - from) / step + 1 }, (_, index) => {
    const temperature = from + step * index;
    return celsius ? toCanonical('temperature', temperature, 'degC') : temperature;
  });
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
 * "1.145 fps per °F (90% interval 1.097 to 1.193), from 3 sessions between 30°F and 85°F." in
 * imperial, "2.061 m/s per °C (…)" in metric (the fit stays in fps per °F; only its figures are
 * converted); with two sessions there is no interval, and with no sensitivity the sentence says what it needs.
 */
export function temperatureSensitivitySentence(
  sensitivity: TemperatureSensitivity | null,
  units: DisplayUnits,
): string {
  if (sensitivity === null) return 'Temperature sensitivity needs sessions at two different temperatures or more.';
  const rate = (fpsPerDegreeF: number) => units.number(units.temperatureSensitivity(fpsPerDegreeF), 3);
  const interval = sensitivity.interval
    ? ` (${units.number(sensitivity.level * 100, 1)}% interval ${rate(sensitivity.interval.low)} to ${rate(sensitivity.interval.high)})`
    : ' (two sessions give no interval)';
  return (
    `${rate(sensitivity.fpsPerDegree)} ${units.temperatureSensitivityUnit()}${interval}, from ${sensitivity.sessions} sessions ` +
    `between ${units.temperature(sensitivity.coldest)} and ${units.temperature(sensitivity.warmest)}.`
  );
}
