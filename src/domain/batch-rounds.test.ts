import { describe, expect, it } from 'vitest';
import { defaultBatchId, roundsFiredByBatch, sessionCost } from './batch-rounds';
import { batchRoundsOnHand, costPerRound } from './inventory';

const completed = (id: string, batchId: string | undefined, totalShots: number) => ({
  id,
  batchId,
  status: 'completed' as const,
  statistics: { totalShots },
});

describe('roundsFiredByBatch', () => {
  it('sums the shots of the completed sessions naming each batch, excluded shots too (they were fired)', () => {
    const fired = roundsFiredByBatch([
      completed('s1', 'b1', 20),
      completed('s2', 'b1', 5),
      completed('s3', 'b2', 10),
      completed('s4', undefined, 99),
    ]);
    expect(Object.fromEntries(fired)).toEqual({ b1: 25, b2: 10 });
  });

  it("counts an active session's live shots, which its summary does not hold yet; 0 when not on this device", () => {
    const active = { id: 'a1', batchId: 'b1', status: 'active' as const, statistics: { totalShots: 0 } };
    const other = { ...active, id: 'a2' };
    expect(roundsFiredByBatch([active, other, completed('s1', 'b1', 20)], new Map([['a1', 7]])).get('b1')).toBe(27);
  });
});

describe('rounds left of a batch', () => {
  it('is the rounds loaded less the rounds fired: a batch of 50, a session of 20, 30 left', () => {
    const fired = roundsFiredByBatch([completed('s1', 'b1', 20)]);
    expect(batchRoundsOnHand({ rounds: 50 }, fired.get('b1'))).toBe(30);
    expect(batchRoundsOnHand({ rounds: 50 })).toBe(50);
  });

  it('goes below zero when more were fired than loaded, rather than hide it', () => {
    expect(batchRoundsOnHand({ rounds: 10 }, 12)).toBe(-2);
  });
});

describe('defaultBatchId', () => {
  const batch = (id: string, date: string, rounds: number, created = 0) => ({
    id,
    date,
    rounds,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, created)),
  });

  it('picks the newest batch with rounds left (by day loaded, then by when saved)', () => {
    const batches = [
      batch('old', '2026-01-01', 50),
      batch('new', '2026-03-01', 50),
      batch('newer', '2026-03-01', 50, 9),
    ];
    expect(defaultBatchId(batches, new Map())).toBe('newer');
    expect(defaultBatchId(batches, new Map([['newer', 50]]))).toBe('new');
    expect(
      defaultBatchId(
        batches,
        new Map([
          ['newer', 50],
          ['new', 60],
        ]),
      ),
    ).toBe('old');
  });

  it('picks none when no batch has a round left, or the load has none', () => {
    expect(defaultBatchId([batch('b', '2026-01-01', 20)], new Map([['b', 20]]))).toBeNull();
    expect(defaultBatchId([], new Map())).toBeNull();
  });
});

describe('sessionCost', () => {
  const priced = {
    powder: { price: { amount: 389.99, quantity: 56_000 } },
    primer: { price: { amount: 52.99, quantity: 1000 } },
    bullet: { price: { amount: 229.99, quantity: 500 } },
    brass: { price: { amount: 139.99, quantity: 100 } },
  };

  it('is the rounds fired times the cost per round of the batch', () => {
    const cost = costPerRound(41.5, priced);
    expect(cost.status).toBe('known');
    const perRound = (389.99 / 56_000) * 41.5 + 52.99 / 1000 + 229.99 / 500 + 139.99 / 100;
    expect(sessionCost(20, cost)).toBeCloseTo(20 * perRound, 10);
    expect(sessionCost(0, cost)).toBe(0);
  });

  it('is unknown when the cost per round is', () => {
    expect(sessionCost(20, costPerRound(41.5, { ...priced, primer: { price: null } }))).toBeNull();
    expect(sessionCost(20, costPerRound(41.5, {}))).toBeNull();
  });
});
