import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnreadableDoc } from '@/lib/firestore/converter';
import type { SessionHistoryEntry } from '../load-analysis';
import { LoadHistory } from './load-history';

const entry: SessionHistoryEntry = {
  sessionId: 's1',
  sessionName: 'Ladder day',
  date: '2026-05-02',
  status: 'completed',
  shots: 5,
  velocityCount: 5,
  averageVelocity: 2706,
  extremeSpread: 25,
  standardDeviation: 9.6,
  bestGroup: null,
  temperature: null,
};

describe('LoadHistory', () => {
  it('lists a session of the recipe that cannot be read as a row of its own, beside the readable ones', () => {
    const broken = new UnreadableDoc(
      'broken-1',
      'users/alice/sessionSummaries/broken-1',
      'statistics.totalShots: expected number',
      { statistics: { totalShots: 'many' } },
    );
    render(
      <MemoryRouter>
        <LoadHistory status="success" history={[entry]} unreadable={[broken]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ladder day')).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: "Records that can't be read" });
    expect(within(rows).getByText("This record can't be read")).toBeInTheDocument();
    expect(within(rows).getByText('broken-1')).toBeInTheDocument();
    expect(within(rows).getByText('statistics.totalShots: expected number')).toBeInTheDocument();
  });

  it('shows no such rows when every session reads', () => {
    render(
      <MemoryRouter>
        <LoadHistory status="success" history={[entry]} unreadable={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: "Records that can't be read" })).not.toBeInTheDocument();
  });
});
