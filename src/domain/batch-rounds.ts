/**
 * Shooting a batch (issue 35, item 4): a batch's rounds on hand are the rounds loaded less the shots
 * of the sessions that name it, worked out each time (never a counter written twice), and what a
 * session cost. Pure: no React, no Firebase.
 */
import type { CostPerRound } from './inventory';

/** A session as far as its batch goes: its id, the batch it names, and its shots as stored. */
export type BatchSession = {
  id: string;
  batchId?: string | undefined;
  status: 'active' | 'completed';
  statistics: { totalShots: number };
};

/**
 * Rounds fired from each batch: per batch, the shots of the sessions naming it. A completed
 * session's stored total counts every shot (excluded ones too: they were fired); an active one's
 * summary holds no total yet, so its live shot count (`activeShots`, by session id) is used, 0 when
 * this device does not have it.
 */
export function roundsFiredByBatch(
  sessions: readonly BatchSession[],
  activeShots: ReadonlyMap<string, number> = new Map(),
): Map<string, number> {
  const fired = new Map<string, number>();
  for (const session of sessions) {
    if (!session.batchId) continue;
    const shots = session.status === 'active' ? (activeShots.get(session.id) ?? 0) : session.statistics.totalShots;
    fired.set(session.batchId, (fired.get(session.batchId) ?? 0) + shots);
  }
  return fired;
}

/** A batch as the choice of a new session needs it. */
export type BatchOnHand = { id: string; date: string; createdAt: Date; rounds: number };

/** Newest first: by the day loaded, then by when the batch was saved. */
export function newestBatchFirst(a: Omit<BatchOnHand, 'rounds' | 'id'>, b: Omit<BatchOnHand, 'rounds' | 'id'>) {
  return b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime();
}

/**
 * The batch a new session of the load picks by default: the newest with rounds left (fired from
 * `fired`); none (null) when no batch has any left.
 */
export function defaultBatchId(batches: readonly BatchOnHand[], fired: ReadonlyMap<string, number>): string | null {
  const left = [...batches].sort(newestBatchFirst).find((batch) => batch.rounds - (fired.get(batch.id) ?? 0) > 0);
  return left?.id ?? null;
}

/** What a session cost: its rounds fired times the cost per round of its batch; null when that is not known. */
export function sessionCost(roundsFired: number, cost: CostPerRound): number | null {
  return cost.status === 'known' ? roundsFired * cost.total : null;
}
