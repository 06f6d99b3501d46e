import { computeSessionStats } from '../sessions/stats';

type SessionShots = { shots: readonly { velocity: number | null; impact: number | null }[] };

/**
 * Rounds fired: the stored shot totals of completed sessions (summed by the server) plus the shots
 * of the sessions still active, whose totals are only stored when they end.
 */
export function roundsFired(completedShotTotal: number, activeSessions: readonly SessionShots[]): number {
  return activeSessions.reduce((sum, session) => sum + session.shots.length, completedShotTotal);
}

/**
 * Best group: the smallest session best, from the best completed session and the active ones;
 * null when no session has an impact.
 */
export function bestGroup(bestCompleted: number | null, activeSessions: readonly SessionShots[]): number | null {
  const candidates = [bestCompleted, ...activeSessions.map((session) => computeSessionStats(session.shots).bestGroup)].filter(
    (value): value is number => value !== null,
  );
  return candidates.length ? Math.min(...candidates) : null;
}
