import { describe, expect, it } from 'vitest';
import { KEPT, newQueryClient } from '@/lib/query-client';
import { lastAnswer } from './hooks';

/** A query cache holding these answers, each at its time (as the persister restores them). */
function cacheWith(answers: { key: readonly unknown[]; data: unknown; at: number }[]) {
  const client = newQueryClient();
  for (const { key, data, at } of answers) client.setQueryData(key, data, { updatedAt: at });
  return client;
}

describe('lastAnswer (the figures a screen shows until its own question is answered)', () => {
  const scope = [KEPT, 'dashboard', 'alice', 'all'] as const;

  it('is the newest answer of the same scope, with its time', () => {
    const client = cacheWith([
      { key: [...scope, { activeKey: '' }], data: { rounds: 9 }, at: 2_000 },
      { key: [...scope, { activeKey: 's1' }], data: { rounds: 12 }, at: 3_000 },
      { key: [...scope, { activeKey: 's2' }], data: { rounds: 5 }, at: 1_000 },
    ]);
    expect(lastAnswer(client, scope, false)).toEqual({ value: { rounds: 12 }, at: 3_000 });
  });

  it("never gives another user's, another screen's or another record's answer", () => {
    const client = cacheWith([
      { key: [KEPT, 'dashboard', 'bob', 'all', {}], data: { rounds: 1 }, at: 1_000 },
      { key: [KEPT, 'firearmRounds', 'alice', 'rifle-1 ', {}], data: { logged: 3 }, at: 1_000 },
    ]);
    expect(lastAnswer(client, scope, false)).toBeNull();
    expect(lastAnswer(client, [KEPT, 'firearmRounds', 'alice', 'rifle-2 '], false)).toBeNull();
  });

  it('by record id, merges every answer, a newer one over an older', () => {
    const loads = [KEPT, 'loadRollups', 'alice', 'byId'] as const;
    const client = cacheWith([
      { key: [...loads, { loadIds: ['a', 'b'] }], data: { a: 'a then', b: 'b then' }, at: 1_000 },
      { key: [...loads, { loadIds: ['a'] }], data: { a: 'a now' }, at: 2_000 },
    ]);
    expect(lastAnswer(client, loads, true)).toEqual({ value: { a: 'a now', b: 'b then' }, at: 2_000 });
  });
});
