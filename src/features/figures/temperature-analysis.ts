/* A load's velocity against temperature, from the sessions its history has shown. */
import {
  defaultTableTemperatures,
  temperatureVelocityTable,
  velocityAtTemperature,
  type TemperatureSensitivity,
  type TemperatureVelocityRow,
} from '@/domain/temperature';
import type { DisplayUnits } from '@/domain/unit-format';
import { plural, type SessionHistoryEntry } from './load-analysis';

/** One session on the temperature chart. */
export type TemperaturePoint = {
  sessionId: string;
  sessionName: string;
  date: string;
  /** °F. */
  temperature: number;
  averageVelocity: number;
};

/** (temperature, average velocity) of the sessions that have both, coldest first. */
export function temperaturePoints(history: readonly SessionHistoryEntry[]): TemperaturePoint[] {
  return history
    .flatMap((entry) =>
      entry.temperature === null || entry.averageVelocity === null
        ? []
        : [
            {
              sessionId: entry.sessionId,
              sessionName: entry.sessionName,
              date: entry.date,
              temperature: entry.temperature,
              averageVelocity: entry.averageVelocity,
            },
          ],
    )
    .sort((a, b) => a.temperature - b.temperature || a.date.localeCompare(b.date));
}

/** The temperature chart in one sentence, its accessible name, in the account's units. */
export function temperatureSummary(points: readonly TemperaturePoint[], units: DisplayUnits): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last)
    return 'Velocity against temperature: no session of this load has both a temperature and velocities.';
  const at = (point: TemperaturePoint) =>
    `${units.velocity(point.averageVelocity)} at ${units.temperature(point.temperature)}`;
  const range = first === last ? at(first) : `from ${at(first)} to ${at(last)}`;
  return `Velocity against temperature for ${plural(points.length, 'session')}, ${range}.`;
}

/** A row of the ballistic app's table: °F, and the line's velocity in fps, unrounded (rounded only as shown). */
export type BallisticRow = Omit<TemperatureVelocityRow, 'velocity'> & { velocity: number };

/** The muzzle-velocity table a ballistic app takes, at round temperatures of the unit shown (every 10 °F or 5 °C). */
export function ballisticTable(sensitivity: TemperatureSensitivity, units: DisplayUnits): BallisticRow[] {
  return temperatureVelocityTable(sensitivity, defaultTableTemperatures(sensitivity, units)).map((row) => ({
    ...row,
    velocity: velocityAtTemperature(sensitivity, row.temperature),
  }));
}
