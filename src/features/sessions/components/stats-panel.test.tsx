import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { includedShots } from '@/domain/rollups';
import { computeSessionStats } from '@/domain/statistics';
import { SessionStatsPanels } from './stats-panel';

// 2700, 2710, 2705, 2695, 2720: average 2706, ES 25, SD 9.6; shot e (2720) excluded leaves 2703, ES 15, SD 6.5.
const shots = [
  { id: 'a', velocity: 2700, impact: 0.5 },
  { id: 'b', velocity: 2710, impact: 0.3 },
  { id: 'c', velocity: 2705, impact: null },
  { id: 'd', velocity: 2695, impact: 0.45 },
  { id: 'e', velocity: 2720, impact: 0.1 },
];

function panels(exclusions: Record<string, string>) {
  const counted = computeSessionStats(includedShots(shots, exclusions));
  const every = computeSessionStats(shots);
  render(<SessionStatsPanels counted={counted} every={every} excludedCount={shots.length - counted.totalShots} />);
}

const stat = (region: HTMLElement, label: string) =>
  within(region).getByText((_text, element) => element?.getAttribute('data-stat') === label);

describe('SessionStatsPanels', () => {
  it('shows one Statistics panel over every shot when nothing is excluded', () => {
    panels({});
    const region = screen.getByRole('region', { name: 'Statistics' });
    expect(stat(region, 'Shots')).toHaveTextContent('5');
    expect(stat(region, 'Average velocity')).toHaveTextContent('2,706 fps');
    expect(screen.queryByRole('region', { name: 'Statistics without excluded shots' })).not.toBeInTheDocument();
  });

  it('shows the statistics without the excluded shots and with every shot, side by side in meaning', () => {
    panels({ e: 'flier' });
    expect(screen.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();

    const without = screen.getByRole('region', { name: 'Statistics without excluded shots' });
    expect(stat(without, 'Shots')).toHaveTextContent('4');
    expect(stat(without, 'Average velocity')).toHaveTextContent('2,703 fps');
    expect(stat(without, 'ES')).toHaveTextContent('15 fps');
    expect(stat(without, 'SD (sample)')).toHaveTextContent('6.5 fps');
    expect(stat(without, 'Closest impact')).toHaveTextContent('0.30"');
    expect(without).toHaveTextContent('1 excluded shot left out.');

    const every = screen.getByRole('region', { name: 'Statistics with every shot' });
    expect(stat(every, 'Shots')).toHaveTextContent('5');
    expect(stat(every, 'Average velocity')).toHaveTextContent('2,706 fps');
    expect(stat(every, 'ES')).toHaveTextContent('25 fps');
    expect(stat(every, 'SD (sample)')).toHaveTextContent('9.6 fps');
    expect(stat(every, 'Closest impact')).toHaveTextContent('0.10"');
    expect(every).toHaveTextContent('All 5 shots, the excluded ones too.');
  });

  it('keeps its headings at level 2, under the page title', () => {
    panels({ a: 'cold-bore', e: 'flier' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Statistics without excluded shots',
      'Statistics with every shot',
    ]);
    expect(screen.getByRole('region', { name: 'Statistics without excluded shots' })).toHaveTextContent(
      '2 excluded shots left out.',
    );
  });

  it('says how far the figures can be trusted: mean and SD with their 90% intervals, ES with its n, shots needed', async () => {
    panels({});
    const region = screen.getByRole('region', { name: 'Statistics' });
    // Its own chunk: it shows once loaded.
    const lines = await within(region).findByRole('list', { name: 'Confidence (90%)' });
    // 2706 ± t(0.95, 4) x 9.6 / √5 = ± 9.2; SD 9.6 from five shots: 6.2 to 22.8 (chi-square, 4 df).
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Average 2,706 fps ± 9.2 fps: 90% interval 2,697 to 2,715 fps',
      'SD 9.6 fps: 90% interval 6.2 fps to 22.8 fps',
      'ES 25 fps over 5 shots (ES grows with the number of shots)',
      'Shots needed to know the average within ±5 fps (90%): 12',
    ]);
  });

  it('says intervals need two velocities when there is one', async () => {
    const one = computeSessionStats([{ velocity: 2700, impact: null }]);
    render(<SessionStatsPanels counted={one} every={one} excludedCount={0} />);
    expect(await screen.findByText('Confidence intervals need two velocities or more.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Confidence (90%)' })).not.toBeInTheDocument();
  });
});
