/* A load's velocity against temperature, from the sessions its history has shown. */
import { fps, plural, type SessionHistoryEntry } from './load-analysis';

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

/** The temperature chart in one sentence, its accessible name. */
export function temperatureSummary(points: readonly TemperaturePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last)
    return 'Velocity against temperature: no session of this load has both a temperature and velocities.';
  const range =
    first === last
      ? `${fps(first.averageVelocity)} at ${first.temperature}°F`
      : `from ${fps(first.averageVelocity)} at ${first.temperature}°F to ${fps(last.averageVelocity)} at ${last.temperature}°F`;
  return `Velocity against temperature for ${plural(points.length, 'session')}, ${range}.`;
}
