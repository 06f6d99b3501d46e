import { describe, expect, it } from 'vitest';
import { boreOf, cleanedBefore, spanSinceCleaning } from './bore';

describe('cleanedBefore', () => {
  const log = [{ date: '2026-03-01' }, { date: '2026-05-01' }, { date: '2026-04-01' }];

  it("gives the log's latest cleaning before the session's day; one on that day counts for later sessions", () => {
    expect(cleanedBefore(log, null, '2026-04-20')).toBe('2026-04-01');
    expect(cleanedBefore(log, null, '2026-05-01')).toBe('2026-04-01');
    expect(cleanedBefore(log, null, '2026-05-02')).toBe('2026-05-01');
    expect(cleanedBefore(log, null, '2026-02-01')).toBeNull();
  });

  it("takes the firearm's own last-cleaned date when it is later and before the session", () => {
    expect(cleanedBefore(log, '2026-04-15', '2026-04-20')).toBe('2026-04-15');
    expect(cleanedBefore(log, '2026-06-01', '2026-04-20')).toBe('2026-04-01');
    expect(cleanedBefore([], '2026-04-15', '2026-04-20')).toBe('2026-04-15');
  });
});

describe('the bore of a session', () => {
  it('counts the rounds from the day after the cleaning up to the session day', () => {
    expect(spanSinceCleaning('2026-04-30', '2026-05-10')).toEqual({ from: '2026-05-01', until: '2026-05-10' });
  });

  it('is clean with no round since the cleaning, fouled with any', () => {
    expect(boreOf('2026-04-30', 0)).toEqual({ state: 'clean', cleanedOn: '2026-04-30', roundsSince: 0 });
    expect(boreOf('2026-04-30', 12)).toEqual({ state: 'fouled', cleanedOn: '2026-04-30', roundsSince: 12 });
  });
});
