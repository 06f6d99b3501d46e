import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { LoadComparison } from './load-comparison';

const figure = (label: string) =>
  within(screen.getByRole('table', { name: 'Comparison' }))
    .getAllByRole('row')
    .find((row) => row.getAttribute('data-figure') === label)!;

describe('LoadComparison', () => {
  it('shows both strings side by side and calls no difference the tests do not show', () => {
    // A: 2700 2710 2705 2695 2720 (avg 2706, SD 9.6); B: 2702 2690 2716 2709 2698 (avg 2703, SD 10.0).
    render(
      <LoadComparison
        a={{ name: 'Ladder 41.0 gr', velocities: [2700, 2710, 2705, 2695, 2720] }}
        b={{ name: 'Ladder 41.2 gr', velocities: [2702, 2690, 2716, 2709, 2698] }}
      />,
    );
    expect(
      within(figure('Shots'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '5']);
    expect(
      within(figure('Average velocity'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2,706 fps', '2,703 fps']);
    expect(
      within(figure('SD (sample)'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9.6 fps', '10.0 fps']);
    expect(within(figure('SD, 90% interval')).getAllByRole('cell')[0]).toHaveTextContent('6.2 to 22.8 fps');
    expect(screen.getByText(/^No proven difference in average velocity \(p = /)).toBeInTheDocument();
    expect(
      screen.getByText(/^No proven difference in SD \(p = .*\)\. To tell SD 9\.6 from SD 10 with 80% power takes/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has the higher average|has the smaller SD/)).not.toBeInTheDocument();
  });

  it('names the load the tests show has the higher average', () => {
    render(
      <LoadComparison
        a={{ name: 'Ladder 41.0 gr', velocities: [2700, 2710, 2705, 2695, 2720] }}
        b={{ name: 'Ladder 41.8 gr', velocities: [2800, 2810, 2805, 2795, 2820] }}
      />,
    );
    expect(
      screen.getByText(/^Ladder 41\.8 gr has the higher average \(2,806 vs 2,706 fps, p < 0\.001\)\.$/),
    ).toBeInTheDocument();
  });

  it('says when a side has too few shots to test', () => {
    render(<LoadComparison a={{ name: 'A', velocities: [2700] }} b={{ name: 'B', velocities: [2800, 2810] }} />);
    expect(
      screen.getByText('Too few shots to compare the averages: each needs at least two, with some spread.'),
    ).toBeInTheDocument();
    expect(within(figure('SD (sample)')).getAllByRole('cell')[0]).toHaveTextContent('–');
  });

  it('writes p with the locale’s decimal mark, as every figure beside it', () => {
    // Welch's t: p = 0.642; the F-test: F = 92.5 / 100 on 4 and 4 df, p = 0.942.
    const { unmount } = render(
      <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'fr-FR' }}>
        <LoadComparison
          a={{ name: 'Ladder 41.0 gr', velocities: [2700, 2710, 2705, 2695, 2720] }}
          b={{ name: 'Ladder 41.2 gr', velocities: [2702, 2690, 2716, 2709, 2698] }}
        />
      </UnitsProvider>,
    );
    expect(screen.getByText('No proven difference in average velocity (p = 0,64).')).toBeInTheDocument();
    // SD 9.62 and 10 fps are 2.93 and 3.05 m/s.
    expect(
      screen.getByText(
        /^No proven difference in SD \(p = 0,94\)\. To tell SD 2,9 from SD 3 with 80% power takes about/,
      ),
    ).toBeInTheDocument();
    unmount();
    render(
      <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'fr-FR' }}>
        <LoadComparison
          a={{ name: 'Ladder 41.0 gr', velocities: [2700, 2710, 2705, 2695, 2720] }}
          b={{ name: 'Ladder 41.8 gr', velocities: [2800, 2810, 2805, 2795, 2820] }}
        />
      </UnitsProvider>,
    );
    // 2806 and 2706 fps are 855.27 and 824.79 m/s.
    expect(
      screen.getByText(/^Ladder 41\.8 gr has the higher average \(855,3 vs 824,8 m\/s, p < 0,001\)\.$/),
    ).toBeInTheDocument();
  });
});
