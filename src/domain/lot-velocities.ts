/**
 * A load's velocity by powder lot and by primer lot (issue 35): its completed sessions grouped by the
 * lot their batch was loaded from, each lot's shots pooled from the sessions' stored sums, and every
 * change of lot (in the order the lots were first loaded) put to the Compare page's Welch test.
 * Pooling treats a lot's shots as one sample (day-to-day spread counts as shot-to-shot spread).
 * Pure: no React, no Firebase.
 */
import { welchFromSummaries, type SampleSummary, type WelchTest } from './compare';

export type LotKind = 'powder' | 'primer';

/** A batch as the analysis needs it: the lots it was loaded from and its day (yyyy-mm-dd). */
export type LotBatch = { id: string; date: string; lots: Record<LotKind, string | null> };

/** A completed session's stored velocity sums (whole fps), and the batch it fired. */
export type LotSession = { batchId: string; velocityCount: number; velocitySum: number; velocitySquares: number };

export type LotRow = {
  lotId: string;
  sessions: number;
  /** Pooled shots: n, unrounded mean and sample SD (fps); mean and SD null without enough shots. */
  velocity: SampleSummary;
};

export type LotChange = { from: LotRow; to: LotRow; test: WelchTest | null };

export type LotVelocities = { rows: LotRow[]; changes: LotChange[] };

/** n, mean and sample SD of pooled sums, the SD exact in integers (see sums.ts). */
function summaryOfSums(count: number, sum: number, squares: number): SampleSummary {
  if (count === 0) return { n: 0, mean: null, sd: null };
  if (count < 2) return { n: count, mean: sum / count, sd: null };
  const numerator = BigInt(count) * BigInt(squares) - BigInt(sum) ** 2n;
  return { n: count, mean: sum / count, sd: Math.sqrt(Number(numerator) / (count * (count - 1))) };
}

/**
 * The lots of `kind` this load's batches were loaded from, first loaded first, each with its fired
 * sessions' pooled velocities; and each change of lot tested against the lot before it. Sessions
 * without velocities, and batches naming no lot of the kind, are left out.
 */
export function velocitiesByLot(
  kind: LotKind,
  batches: readonly LotBatch[],
  sessions: readonly LotSession[],
): LotVelocities {
  const lotOfBatch = new Map(batches.map((batch) => [batch.id, batch.lots[kind]]));
  const firstLoaded = new Map<string, string>();
  for (const batch of batches) {
    const lot = batch.lots[kind];
    if (lot !== null && (firstLoaded.get(lot) ?? '9999') > batch.date) firstLoaded.set(lot, batch.date);
  }
  const pooled = new Map<string, { sessions: number; count: number; sum: number; squares: number }>();
  for (const session of sessions) {
    const lot = lotOfBatch.get(session.batchId);
    if (!lot || session.velocityCount === 0) continue;
    const sums = pooled.get(lot) ?? { sessions: 0, count: 0, sum: 0, squares: 0 };
    pooled.set(lot, {
      sessions: sums.sessions + 1,
      count: sums.count + session.velocityCount,
      sum: sums.sum + session.velocitySum,
      squares: sums.squares + session.velocitySquares,
    });
  }
  const rows = [...pooled]
    .sort(([a], [b]) => (firstLoaded.get(a) ?? '').localeCompare(firstLoaded.get(b) ?? '') || a.localeCompare(b))
    .map(([lotId, sums]) => ({
      lotId,
      sessions: sums.sessions,
      velocity: summaryOfSums(sums.count, sums.sum, sums.squares),
    }));
  const changes = rows.slice(1).map((to, index) => {
    const from = rows[index]!;
    return { from, to, test: welchFromSummaries(to.velocity, from.velocity) };
  });
  return { rows, changes };
}
