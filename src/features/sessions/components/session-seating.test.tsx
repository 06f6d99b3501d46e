import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { sessionFixtures } from '../fixtures';
import type { ShootingSession } from '../schema';
import { SessionHeader } from './session-header';

const METRIC_FR: UnitSettings = { preferences: METRIC_UNITS, locale: 'fr-FR' };

const inUnits = (settings: UnitSettings, element: ReactElement) =>
  render(
    <MemoryRouter>
      <UnitsProvider settings={settings}>{element}</UnitsProvider>
    </MemoryRouter>,
  );

/** A session of the Creedmoor match load as the fixtures start it: its snapshot holds the seating (2.800" COAL, 2.210" CBTO). */
const session = (): ShootingSession => ({
  ...sessionFixtures.handload,
  id: 's1',
  userId: 'user-1',
  status: 'active',
  shots: [],
  exclusions: {},
  statistics: {
    totalShots: 0,
    velocityCount: 0,
    averageVelocity: null,
    extremeSpread: null,
    standardDeviation: null,
    averageGroup: null,
    bestGroup: null,
    groupSpread: null,
  },
  createdAt: new Date('2026-11-21T14:00:00Z'),
  updatedAt: new Date('2026-11-21T14:00:00Z'),
  endedAt: null,
});

describe('the seating of the recipe as shot, and its jump to the lands of the session’s firearm', () => {
  const lands = { cbtoToLands: 2.23, cbtoMeasuredOn: '2026-11-01' };

  it('shows COAL, CBTO and the jump in inches', () => {
    inUnits(IMPERIAL_EN_US, <SessionHeader session={session()} lands={lands} />);
    expect(screen.getByText(/^COAL/)).toHaveTextContent(
      'COAL 2.800" · CBTO 2.210" · 0.020" jump to the lands of this firearm (lands measured Nov 1, 2026)',
    );
  });

  it('shows them in millimetres, and says when the bullet is seated into the lands', () => {
    inUnits(METRIC_FR, <SessionHeader session={session()} lands={{ ...lands, cbtoToLands: 2.2 }} />);
    // 2.800 in is 71.12 mm, 2.210 in 56.13 mm; 2.200 − 2.210 is 0.010 in (0.25 mm) into the lands.
    expect(screen.getByText(/^COAL/)).toHaveTextContent(
      'COAL 71,12 mm · CBTO 56,13 mm · 0,25 mm into the lands (jammed) of this firearm (lands measured Nov 1, 2026)',
    );
  });

  it('shows the seating alone when the firearm’s lands are not measured, and nothing for a session from before it', () => {
    const { unmount } = inUnits(IMPERIAL_EN_US, <SessionHeader session={session()} />);
    expect(screen.getByText(/^COAL/)).toHaveTextContent(/^COAL 2\.800" · CBTO 2\.210"$/);
    unmount();
    const before = session();
    if (before.selectedAmmunition.type !== 'handload') throw new Error('Not a handload session');
    const { seating: _seating, ...snapshot } = before.selectedAmmunition;
    inUnits(IMPERIAL_EN_US, <SessionHeader session={{ ...before, selectedAmmunition: snapshot }} lands={lands} />);
    expect(screen.queryByText(/^COAL/)).not.toBeInTheDocument();
    expect(screen.queryByText('Seating')).not.toBeInTheDocument();
  });
});
