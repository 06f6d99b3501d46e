import { describe, expect, it } from 'vitest';
import { welchTTest } from './compare';
import { velocitiesByLot, type LotBatch, type LotSession } from './lot-velocities';
import { sampleStandardDeviation } from './statistics';

/** A completed session's stored sums of these whole-fps velocities. */
const session = (batchId: string, ...velocities: number[]): LotSession => ({
  batchId,
  velocityCount: velocities.length,
  velocitySum: velocities.reduce((sum, v) => sum + v, 0),
  velocitySquares: velocities.reduce((sum, v) => sum + v * v, 0),
});

// Two batches of powder lot 22114, then one of 23001 (loaded later); one primer lot throughout.
const BATCHES: LotBatch[] = [
  { id: 'b1', date: '2026-03-01', lots: { powder: 'lot-22114', primer: 'lot-br2' } },
  { id: 'b3', date: '2026-06-01', lots: { powder: 'lot-23001', primer: 'lot-br2' } },
  { id: 'b2', date: '2026-04-01', lots: { powder: 'lot-22114', primer: 'lot-br2' } },
  { id: 'b4', date: '2026-07-01', lots: { powder: null, primer: null } },
];
const OLD_LOT = [2850, 2852, 2848, 2851, 2849, 2853];
const NEW_LOT = [2870, 2872, 2869, 2871];

describe('velocitiesByLot', () => {
  const sessions = [
    session('b1', ...OLD_LOT.slice(0, 3)),
    session('b2', ...OLD_LOT.slice(3)),
    session('b3', ...NEW_LOT),
    session('b4', 2900, 2901),
    session('b1'),
  ];

  it("pools each lot's sessions, first loaded first, and tests each change as the Compare page does", () => {
    const { rows, changes } = velocitiesByLot('powder', BATCHES, sessions);
    expect(rows.map((row) => [row.lotId, row.sessions, row.velocity.n])).toEqual([
      ['lot-22114', 2, 6],
      ['lot-23001', 1, 4],
    ]);
    expect(rows[0]!.velocity.mean).toBeCloseTo(2850.5, 10);
    expect(rows[0]!.velocity.sd).toBeCloseTo(sampleStandardDeviation(OLD_LOT)!, 10);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change!.from.lotId).toBe('lot-22114');
    expect(change!.to.lotId).toBe('lot-23001');
    // The same test as on the shots themselves: the new lot's average is higher, far beyond the noise.
    const onShots = welchTTest(NEW_LOT, OLD_LOT)!;
    expect(change!.test!.difference).toBeCloseTo(onShots.difference, 10);
    expect(change!.test!.df).toBeCloseTo(onShots.df, 8);
    expect(change!.test!.p).toBeCloseTo(onShots.p, 12);
    expect(change!.test!.p).toBeLessThan(0.05);
  });

  it('gives one row and no change for a lot used throughout, and leaves out batches naming no lot', () => {
    const { rows, changes } = velocitiesByLot('primer', BATCHES, sessions);
    expect(rows.map((row) => [row.lotId, row.sessions, row.velocity.n])).toEqual([['lot-br2', 3, 10]]);
    expect(changes).toEqual([]);
  });

  it('calls no change where the lots overlap, and no test under two shots a lot', () => {
    const overlapping = velocitiesByLot('powder', BATCHES, [
      session('b1', 2850, 2860, 2855),
      session('b3', 2853, 2858, 2856),
    ]);
    expect(overlapping.changes[0]!.test!.p).toBeGreaterThan(0.05);
    const single = velocitiesByLot('powder', BATCHES, [session('b1', 2850, 2860), session('b3', 2870)]);
    expect(single.rows[1]!.velocity).toEqual({ n: 1, mean: 2870, sd: null });
    expect(single.changes[0]!.test).toBeNull();
  });
});
