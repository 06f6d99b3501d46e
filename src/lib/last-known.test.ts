/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forgetAllLastKnown, lastKnown, rememberLastKnown } from './last-known';

const figures = z.object({ rounds: z.number() });

describe('last-known figures', () => {
  beforeEach(() => localStorage.clear());

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
});
