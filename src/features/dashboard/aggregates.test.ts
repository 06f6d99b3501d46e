import { describe, expect, it } from 'vitest';
import { bestGroup, roundsFired } from './aggregates';

const shot = (impact: number | null, velocity: number | null = 2800) => ({ velocity, impact });

describe('roundsFired', () => {
  it('is zero with no sessions', () => {
    expect(roundsFired(0, [])).toBe(0);
  });

  it('adds the shots of active sessions, with or without values, to the completed total', () => {
    expect(roundsFired(25, [{ shots: [shot(0.5), shot(null, null)] }, { shots: [shot(0.3)] }])).toBe(28);
  });
});

describe('bestGroup', () => {
  it('is null when no session has an impact', () => {
    expect(bestGroup(null, [])).toBeNull();
    expect(bestGroup(null, [{ shots: [shot(null)] }])).toBeNull();
  });

  it('keeps the best completed session when the active ones are worse', () => {
    expect(bestGroup(0.34, [{ shots: [shot(0.5), shot(0.41)] }])).toBe(0.34);
  });

  it('takes an active session that beats every completed one', () => {
    expect(bestGroup(0.34, [{ shots: [shot(0.5), shot(0.21)] }])).toBe(0.21);
    expect(bestGroup(null, [{ shots: [shot(0.8)] }])).toBe(0.8);
  });
});
