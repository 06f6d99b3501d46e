import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessionFixtures } from '../fixtures';
import { EMPTY_STATISTICS, type ShootingSession } from '../schema';
import { SessionHeader } from './session-header';
import { SessionList } from './session-list';

const session = (id: string, start = sessionFixtures.handload): ShootingSession => ({
  ...start,
  id,
  userId: 'user-1',
  status: 'completed',
  shots: [],
  exclusions: {},
  statistics: { ...EMPTY_STATISTICS },
  createdAt: new Date('2026-11-21T15:00:00Z'),
  updatedAt: new Date('2026-11-21T15:00:00Z'),
  endedAt: new Date('2026-11-21T16:00:00Z'),
});

const inRouter = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('a session whose load or firearm was deleted', () => {
  it('says so in the session list, after the snapshot names', () => {
    inRouter(
      <SessionList
        sessions={[session('s1')]}
        loadIds={new Set(['another-load'])}
        firearmIds={new Set(['another-firearm'])}
      />,
    );
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('6.5 CM 140 ELD-M / H4350 (deleted) · 6.5 Creedmoor');
    expect(card).toHaveTextContent('Tikka T3x CTR (deleted)');
  });

  it('marks nothing while the records are still loading, or when they exist', () => {
    inRouter(
      <>
        <SessionList sessions={[session('s1')]} loadIds={null} firearmIds={null} />
        <SessionList sessions={[session('s2')]} loadIds={new Set(['load-1'])} firearmIds={new Set(['firearm-1'])} />
      </>,
    );
    for (const card of screen.getAllByRole('listitem')) {
      expect(card).not.toHaveTextContent('(deleted)');
      expect(card).toHaveTextContent('6.5 CM 140 ELD-M / H4350 (6.5 Creedmoor)');
    }
  });

  it('never marks a factory load, which cannot be deleted', () => {
    inRouter(
      <SessionList
        sessions={[session('s1', sessionFixtures.factory)]}
        loadIds={new Set()}
        firearmIds={new Set(['firearm-1'])}
      />,
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent('(deleted)');
  });

  it('says so on the session page, and links the records that still exist to their pages', () => {
    const { unmount } = inRouter(
      <SessionHeader session={session('s1')} loadPresence="deleted" firearmPresence="deleted" />,
    );
    const details = screen.getByRole('region', { name: 'Session details' });
    expect(details).toHaveTextContent('6.5 CM 140 ELD-M / H4350 (deleted) · 6.5 Creedmoor');
    expect(details).toHaveTextContent('Tikka T3x CTR (deleted) · 6.5 Creedmoor');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();

    inRouter(<SessionHeader session={session('s1')} loadPresence="present" firearmPresence="present" />);
    expect(screen.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' })).toHaveAttribute('href', '/load/load-1');
    expect(screen.getByRole('link', { name: 'Tikka T3x CTR' })).toHaveAttribute('href', '/firearm/firearm-1');
    expect(screen.getByRole('region', { name: 'Session details' })).not.toHaveTextContent('(deleted)');
  });
});
