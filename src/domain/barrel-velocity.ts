/**
 * Velocity over a barrel's life (issue 36): for each load shot through one barrel, its sessions'
 * average velocities against the barrel's round count when each was fired, and the trend per 100
 * rounds with its interval, weighted by each session's shots, as honest as the ladder's slope: a
 * drift is called only when the interval leaves out zero. Loads are never pooled into one trend.
 * Pure: no React, no Firebase.
 */
import { DEFAULT_CONFIDENCE_LEVEL, type Interval } from './intervals';
import { fitLine, slopeInterval } from './regression';

/** A completed session fired through the barrel, as its summary holds it. */
export type BarrelSession = {
  id: string;
  /** yyyy-mm-dd, and the moment it started, to order sessions of one day. */
  date: string;
  startedAt: number;
  /** The ammunition it fired (a load or a factory load's id), and its name. */
  ammunitionId: string;
  ammunitionName: string;
  /** Every shot fired (counted on the barrel), and those with a velocity and their mean. */
  totalShots: number;
  velocityCount: number;
  averageVelocity: number | null;
};

export type BarrelVelocityPoint = {
  sessionId: string;
  date: string;
  roundsAt: number;
  velocity: number;
  shots: number;
};

export type BarrelVelocityTrend = {
  ammunitionId: string;
  ammunitionName: string;
  points: BarrelVelocityPoint[];
  /** fps per 100 rounds, with its interval at `level`; null below three sessions (or one round count). */
  perHundred: number | null;
  interval: Interval | null;
  level: number;
  verdict: 'drift' | 'no-drift-shown' | 'too-few';
};

/** Sessions a load needs for its trend: two give a line but no scatter to judge it by. */
export const MIN_TREND_SESSIONS = 3;

/**
 * Each load's trend over the barrel's life. `startingRounds` is the round count the barrel came with;
 * a session's round count is that plus every earlier session's shots (any load: they all wear it).
 */
export function barrelVelocityTrends(
  startingRounds: number,
  sessions: readonly BarrelSession[],
  level = DEFAULT_CONFIDENCE_LEVEL,
): BarrelVelocityTrend[] {
  const ordered = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.startedAt - b.startedAt);
  const byLoad = new Map<string, { name: string; points: BarrelVelocityPoint[] }>();
  let rounds = startingRounds;
  for (const session of ordered) {
    if (session.averageVelocity !== null && session.velocityCount > 0) {
      const load = byLoad.get(session.ammunitionId) ?? { name: session.ammunitionName, points: [] };
      load.points.push({
        sessionId: session.id,
        date: session.date,
        roundsAt: rounds,
        velocity: session.averageVelocity,
        shots: session.velocityCount,
      });
      byLoad.set(session.ammunitionId, load);
    }
    rounds += session.totalShots;
  }
  return [...byLoad].map(([ammunitionId, { name, points }]) => {
    const fit =
      points.length >= MIN_TREND_SESSIONS
        ? fitLine(points.map((point) => ({ x: point.roundsAt, y: point.velocity, weight: point.shots })))
        : null;
    const interval = fit ? slopeInterval(fit, level) : null;
    const perHundred = fit && interval ? fit.slope * 100 : null;
    const hundreds = interval ? { low: interval.low * 100, high: interval.high * 100 } : null;
    return {
      ammunitionId,
      ammunitionName: name,
      points,
      perHundred,
      interval: hundreds,
      level,
      verdict: !hundreds ? 'too-few' : hundreds.low > 0 || hundreds.high < 0 ? 'drift' : 'no-drift-shown',
    };
  });
}
