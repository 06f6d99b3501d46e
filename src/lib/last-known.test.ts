/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// A fresh module per test: forgetting all of them stops this page remembering any.
let { forgetAllLastKnown, lastKnown, rememberLastKnown } = await import('./last-known');

const figures = z.object({ rounds: z.number() });

describe('last-known figures', () => {
  beforeEach(async () => {
    localStorage.clear();
    vi.resetModules();
    ({ forgetAllLastKnown, lastKnown, rememberLastKnown } = await import('./last-known'));
  });

  it('gives back what was remembered for the user, with its time', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    rememberLastKnown('alice', 'dashboard', { rounds: 12 }, at);
    expect(lastKnown('alice', 'dashboard', figures)).toEqual({ value: { rounds: 12 }, asOf: at });
    expect(lastKnown('bob', 'dashboard', figures)).toBeNull();
  });

  it('ignores a stored value of another shape or that is not JSON', () => {
    rememberLastKnown('alice', 'dashboard', { rounds: 'many' });
    expect(lastKnown('alice', 'dashboard', figures)).toBeNull();
    localStorage.setItem('rangebook.lastKnown.alice.dashboard', '{not json');
    expect(lastKnown('alice', 'dashboard', figures)).toBeNull();
  });

  it("forgets every user's figures and nothing else", () => {
    rememberLastKnown('alice', 'dashboard', { rounds: 1 });
    rememberLastKnown('bob', 'dashboard', { rounds: 2 });
    localStorage.setItem('rangebook.signedIn', '1');
    forgetAllLastKnown();
    expect(Object.keys(localStorage)).toEqual(['rangebook.signedIn']);
  });

  it('remembers nothing more once forgotten: an answer arriving while the page is left writes nothing', () => {
    forgetAllLastKnown();
    rememberLastKnown('alice', 'firearmTotals', { rounds: 3 });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(lastKnown('alice', 'firearmTotals', figures)).toBeNull();
  });
});
