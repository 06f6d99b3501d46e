import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US } from '@/domain/unit-format';
import { UnitsProvider } from '@/features/units/units-context';
import type { Shot } from '../schema';
import { GroupPanel } from './group-panel';

const shot = (id: string, x: number, y: number): Shot => ({
  id,
  timestamp: new Date('2026-11-21T14:00:00Z'),
  velocity: null,
  impact: Math.hypot(x, y),
  note: '',
  x,
  y,
});

// A cross of five about the aim (sigma 0.707", src/domain/radial.test.ts), and a sixth far out.
const CROSS = [shot('a', 0, 0), shot('b', 1, 0), shot('c', 0, 1), shot('d', -1, 0), shot('e', 0, -1)];

const panel = (shots: Shot[], exclusions: Record<string, 'flier'> = {}) =>
  render(
    <MemoryRouter>
      <UnitsProvider settings={IMPERIAL_EN_US}>
        <GroupPanel session={{ id: 's1', shots, exclusions, targetDistance: 100 }} />
      </UnitsProvider>
    </MemoryRouter>,
  );
const row = (figure: string) =>
  within(screen.getByRole('table', { name: 'Group figures' })).getByRole('row', { name: new RegExp(`^${figure}`) });

describe('GroupPanel: the group as the statistics deserve', () => {
  it('gives the radial SD with its interval and CEP50 beside the extreme spread, in inches, MOA and MIL', () => {
    panel(CROSS);
    expect(
      within(row('Radial SD'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.71"', '0.68 MOA', '0.20 MIL']);
    expect(within(row('CEP50')).getAllByRole('cell')[0]!.textContent).toBe('0.83"');
    expect(document.querySelector('[data-group="radial"]')!.textContent).toBe(
      'Radial SD 0.71" (90% interval 0.51" to 1.21", from 5 shots, the circular normal model); CEP50 0.83": half of such shots land within it of the centre.',
    );
    expect(screen.queryByText(/possible flier/)).toBeNull();
  });

  it('flags a shot far outside the rest as a possible flier, and keeps it in the figures', () => {
    panel([...CROSS, shot('f', 6, 6)]);
    expect(screen.getByText(/possible flier/).textContent).toBe(
      'Shot 6 stands far outside the rest: a possible flier (leave-one-out F test over its 6 shots, p < 0.001). It stays in every figure; exclude it in the shots table if it was a called flier.',
    );
    expect(screen.getByText(/^6 shots with a place/)).toBeTruthy();
  });

  it('tests no shot the shooter has already excluded', () => {
    panel([...CROSS, shot('f', 6, 6)], { f: 'flier' });
    expect(screen.queryByText(/possible flier/)).toBeNull();
  });
});

describe('GroupPanel: one target of several', () => {
  it("measures only that target's shots, under its own name", () => {
    // The cross on target 1 (no target named), and two shots 0.5" apart on target 2.
    const onTwo = [
      { ...shot('g', 3, 3), target: 2 },
      { ...shot('h', 3.3, 3.4), target: 2 },
    ];
    render(
      <MemoryRouter>
        <UnitsProvider settings={IMPERIAL_EN_US}>
          <GroupPanel
            session={{ id: 's1', shots: [...CROSS, ...onTwo], exclusions: {}, targetDistance: 100 }}
            target={2}
          />
        </UnitsProvider>
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Group on target 2' });
    expect(within(region).getByText(/^2 shots with a place/)).toBeTruthy();
    const spread = within(screen.getByRole('table', { name: 'Group figures, target 2' })).getByRole('row', {
      name: /^Extreme spread/,
    });
    expect(within(spread).getAllByRole('cell')[0]!.textContent).toBe('0.50"');
    expect(screen.getByRole('img', { name: /^Where the shots on target 2 hit/ })).toBeTruthy();
  });
});
