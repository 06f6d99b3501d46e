import { describe, expect, it } from 'vitest';
import { sessionFixtures } from './fixtures';
import { EMPTY_STATISTICS, type ShootingSession } from './schema';
import { summaryMatches, summaryOf } from './summaries';

const at = new Date(1_700_000_000_000);
const session = (id: string, changes: Partial<ShootingSession> = {}): ShootingSession => ({
  ...sessionFixtures.handload,
  id,
  userId: 'alice',
  status: 'active',
  shots: [{ id: `${id}-shot`, timestamp: at, velocity: 2800, impact: 0.5, note: '' }],
  exclusions: {},
  statistics: { ...EMPTY_STATISTICS },
  createdAt: at,
  updatedAt: at,
  endedAt: null,
  ...changes,
});

describe('summaryOf', () => {
  it('keeps what a list shows and leaves out the shots, exclusions, notes and updatedAt', () => {
    const summary = summaryOf(session('s1', { notes: 'Long notes' }));
    expect(summary).toMatchObject({ id: 's1', sessionName: sessionFixtures.handload.sessionName, status: 'active' });
    for (const key of ['shots', 'exclusions', 'notes', 'updatedAt']) expect(summary).not.toHaveProperty(key);
  });
});

describe('summaryMatches', () => {
  it('sees a summary that says what its session says, whatever its server times', () => {
    const stored = session('s1');
    expect(summaryMatches(stored, { ...summaryOf(stored), createdAt: new Date(0), endedAt: new Date(1) })).toBe(true);
  });

  it('sees a missing summary, or one with another name, status or figures, as different', () => {
    const stored = session('s1');
    expect(summaryMatches(stored, null)).toBe(false);
    expect(summaryMatches(stored, { ...summaryOf(stored), sessionName: 'Old name' })).toBe(false);
    expect(summaryMatches(stored, { ...summaryOf(stored), status: 'completed' })).toBe(false);
    expect(summaryMatches(stored, { ...summaryOf(stored), statistics: { ...EMPTY_STATISTICS, totalShots: 1 } })).toBe(
      false,
    );
  });
});
