import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { loadFixtures } from '../fixtures';
import type { LoadDevelopment } from '../schema';
import { LoadList } from './load-list';

const load: LoadDevelopment = {
  ...loadFixtures.creedmoorMatch,
  id: 'load-1',
  status: 'Testing',
  userId: 'alice',
  createdAt: new Date('2026-05-01T12:00:00Z'),
  updatedAt: new Date('2026-05-01T12:00:00Z'),
};
// A 0.40 in group at 100 yd: 10.16 mm at 91.44 m.
const rollups = {
  'load-1': { sessions: 2, bestGroup: { inches: 0.4, kind: 'group', targetDistance: 100 }, lastTested: '2026-05-02' },
} as const;

const card = (preferences: typeof METRIC_UNITS | null) =>
  render(
    <MemoryRouter>
      {preferences ? (
        <UnitsProvider settings={{ preferences, locale: 'fr-FR' }}>
          <LoadList loads={[load]} rollups={rollups} />
        </UnitsProvider>
      ) : (
        <LoadList loads={[load]} rollups={rollups} />
      )}
    </MemoryRouter>,
  );

describe('a load card in the account units', () => {
  it('shows weights in grains, kept in metric, and the best group in mm at metres', () => {
    card(METRIC_UNITS);
    expect(screen.getByText('140 gr Hornady ELD Match over 41,5 gr H4350')).toBeInTheDocument();
    expect(screen.getByText('10,2 mm group at 91,4 m, by extreme spread')).toBeInTheDocument();
  });

  it('shows weights in grams where the account weighs in grams', () => {
    card({ ...METRIC_UNITS, powderWeight: 'g', bulletWeight: 'g' });
    // 140 gr = 9.0718 g, 41.5 gr = 2.6892 g.
    expect(screen.getByText('9,07 g Hornady ELD Match over 2,69 g H4350')).toBeInTheDocument();
  });

  it('reads as it always did in imperial', () => {
    card(null);
    expect(screen.getByText('140 gr Hornady ELD Match over 41.5 gr H4350')).toBeInTheDocument();
    expect(screen.getByText('0.40" group at 100 yd, by extreme spread')).toBeInTheDocument();
  });
});
