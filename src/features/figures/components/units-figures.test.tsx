import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { analyzeLadder } from '@/domain/ladder';
import type { UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { figures, loadC, loads } from '../analysis-fixtures';
import { chargeLadder, poolsOfFigures } from '../load-analysis';
import type { TemperaturePoint } from '../temperature-analysis';
import { LadderSentences, LadderTable } from './charge-ladder';
import { TemperatureFigures } from './load-history';

/*
 * The load page's ladder and temperature figures in a metric account in French (decimal comma,
 * U+202F between thousands) and, outside any provider, in imperial as they always read.
 */
const metric: UnitSettings = { preferences: METRIC_UNITS, locale: 'fr-FR' };
const metricGrams: UnitSettings = { preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'fr-FR' };

function inUnits(settings: UnitSettings | null, children: ReactNode) {
  const page = <MemoryRouter>{children}</MemoryRouter>;
  return render(settings ? <UnitsProvider settings={settings}>{page}</UnitsProvider> : page);
}

// The ten-step Satterlee ladder of domain/ladder.test.ts: 198.2 fps per grain, residual SD 18.6 fps.
const VELOCITIES = [2858.67, 2850.14, 2891.57, 2874.75, 2929.22, 2917.64, 2936.67, 2994.89, 3014.56, 3017.43];
const tenSteps = analyzeLadder(
  VELOCITIES.map((velocity, step) => ({ charge: Math.round((41 + step * 0.1) * 10) / 10, velocity })),
);

const rowOf = (table: HTMLElement, header: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: header }))!;

describe('the charge ladder in the account units', () => {
  it('gives the slope in m/s per gram with its interval, and the scatter in m/s', () => {
    inUnits(metricGrams, <LadderSentences analysis={tenSteps} />);
    // textContent, not toHaveTextContent: that would read the U+202F between thousands as a space.
    expect(screen.getByText(/^Velocity rises/).textContent).toBe(
      'Velocity rises 932,4 m/s per gram (90% interval 753,4 to 1\u202f111,3); its charges scatter 5,7 m/s about that line.',
    );
  });

  it('keeps grains as the charge unit where the account weighs in grains: m/s per grain', () => {
    inUnits(metric, <LadderSentences analysis={tenSteps} />);
    expect(screen.getByText(/^Velocity rises/)).toHaveTextContent('Velocity rises 60,4 m/s per grain');
  });

  it('reads as it always did in imperial', () => {
    inUnits(null, <LadderSentences analysis={tenSteps} />);
    expect(screen.getByText(/^Velocity rises/)).toHaveTextContent(
      'Velocity rises 198.2 fps per grain (90% interval 160.2 to 236.3); its charges scatter 18.6 fps about that line.',
    );
    expect(screen.getByText(/^The ladder shows/)).toHaveTextContent(
      'The ladder shows no node beyond noise (residual SD 18.6 fps).',
    );
  });

  it('lists each charge in grams and its figures in m/s', () => {
    inUnits(metricGrams, <LadderTable ladder={chargeLadder(loads, poolsOfFigures(figures), loadC)} />);
    const table = screen.getByRole('table', { name: 'Charge ladder' });
    // Load A: 41 gr, 2670 fps, SD 15.8 fps, ES 40 fps; load C: 42 gr, 2710 fps, SD 9.2 fps, ES 18 fps.
    expect(rowOf(table, '2,66 g')).toHaveTextContent('813,8 m/s4,8 m/s12,2 m/s53');
    expect(rowOf(table, '2,72 g')).toHaveTextContent('826 m/s2,8 m/s5,5 m/s31');
  });

  it('lists the same ladder in grains and fps in imperial', () => {
    inUnits(null, <LadderTable ladder={chargeLadder(loads, poolsOfFigures(figures), loadC)} />);
    const table = screen.getByRole('table', { name: 'Charge ladder' });
    expect(rowOf(table, '41 gr')).toHaveTextContent('2,670 fps15.8 fps40 fps53');
    expect(rowOf(table, '42 gr')).toHaveTextContent('2,710 fps9.2 fps18 fps31');
  });
});

// 30, 55 and 85 °F at 2752, 2781 and 2815 fps: 1.14505 fps per °F.
const temperatures: TemperaturePoint[] = [
  { sessionId: 'cold', sessionName: 'Cold', date: '2026-01-10', temperature: 30, averageVelocity: 2752 },
  { sessionId: 'mild', sessionName: 'Mild', date: '2026-04-02', temperature: 55, averageVelocity: 2781 },
  { sessionId: 'hot', sessionName: 'Hot', date: '2026-07-20', temperature: 85, averageVelocity: 2815 },
];

describe('temperature sensitivity in the account units', () => {
  it('gives m/s per °C with its interval, each session in °C and m/s, and the table every 5 °C', () => {
    inUnits(metric, <TemperatureFigures temperatures={temperatures} loadName="Ladder" />);
    expect(screen.getByText(/^Temperature sensitivity:/)).toHaveTextContent(
      'Temperature sensitivity: 0,628 m/s per °C (90% interval 0,602 to 0,655), from 3 sessions between -1,1°C and 29,4°C.',
    );
    const sessions = screen.getByRole('table', { name: 'Velocity against temperature' });
    expect(rowOf(sessions, '-1,1°C')).toHaveTextContent('838,8 m/s');
    expect(rowOf(sessions, '12,8°C')).toHaveTextContent('847,6 m/s');
    const table = screen.getByRole('table', { name: 'Muzzle velocity by temperature, for a ballistic app' });
    // -5 to 30 °C: 8 rows and the header; the line at -5 °C (23 °F) gives 2744.1 fps, 836.4 m/s.
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(rowOf(table, '-5°C')).toHaveTextContent('836,4 m/sbeyond the temperatures shot');
    expect(rowOf(table, '25°C')).toHaveTextContent('855,3 m/swithin the temperatures shot');
  });

  it('reads as it always did in imperial', () => {
    inUnits(null, <TemperatureFigures temperatures={temperatures} loadName="Ladder" />);
    expect(screen.getByText(/^Temperature sensitivity:/)).toHaveTextContent(
      'Temperature sensitivity: 1.145 fps per °F (90% interval 1.097 to 1.193), from 3 sessions between 30°F and 85°F.',
    );
    const table = screen.getByRole('table', { name: 'Muzzle velocity by temperature, for a ballistic app' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(rowOf(table, '30°F')).toHaveTextContent('2,752 fps');
    expect(rowOf(table, '90°F')).toHaveTextContent('2,821 fpsbeyond the temperatures shot');
  });
});
