import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { computeSessionStats } from '@/domain/statistics';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRES_PER_YARD, METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { sessionFixtures } from '../fixtures';
import type { ShootingSession, Shot } from '../schema';
import { GroupPanel } from './group-panel';
import { SessionHeader } from './session-header';
import { SessionList } from './session-list';
import { ShotTable } from './shot-table';
import { StatsPanel } from './stats-panel';
import { StatsSummary } from './stats-summary';

const METRIC_FR: UnitSettings = { preferences: METRIC_UNITS, locale: 'fr-FR' };
/** French groups thousands with a narrow no-break space. */
const NNBSP = '\u202f';

const inUnits = (settings: UnitSettings, element: ReactElement) =>
  render(
    <MemoryRouter>
      <UnitsProvider settings={settings}>{element}</UnitsProvider>
    </MemoryRouter>,
  );

const shot = (id: string, velocity: number | null, impact: number | null, place?: [number, number]): Shot => ({
  id,
  timestamp: new Date('2026-11-21T14:00:00Z'),
  velocity,
  impact,
  note: '',
  ...(place ? { x: place[0], y: place[1] } : {}),
});

// 2700, 2710, 2705, 2695, 2720 fps: average 2706, ES 25, SD 9.6; 140 gr: 2,277 ft-lbf.
// Placed on a 1-inch square with one in the middle: ES 1.414 in, centre 0.5 in right and up.
const shots = [
  shot('a', 2700, 0.5, [0, 0]),
  shot('b', 2710, 0.3, [1, 0]),
  shot('c', 2705, null, [0, 1]),
  shot('d', 2695, 0.45, [1, 1]),
  shot('e', 2720, 0.1, [0.5, 0.5]),
];
const stats = computeSessionStats(shots, 140);

/** 100 m to the target, stored in yards as every distance is. */
const HUNDRED_METRES = 100 / METRES_PER_YARD;

const session = (targetDistance: number): ShootingSession => ({
  ...sessionFixtures.handload,
  id: 's1',
  userId: 'user-1',
  status: 'completed',
  targetDistance,
  shots,
  exclusions: {},
  statistics: {
    totalShots: 5,
    velocityCount: 5,
    averageVelocity: 2706,
    extremeSpread: 25,
    standardDeviation: 9.6,
    averageGroup: 0.34,
    bestGroup: 0.1,
    groupSpread: null,
  },
  createdAt: new Date('2026-11-21T15:00:00Z'),
  updatedAt: new Date('2026-11-21T15:00:00Z'),
  endedAt: new Date('2026-11-21T16:00:00Z'),
});

const stat = (label: string) =>
  screen.getByText((_text, element) => element?.getAttribute('data-stat') === label).textContent;
const summary = (label: string) =>
  screen.getByText((_text, element) => element?.getAttribute('data-summary') === label).textContent;
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const groupRow = (figure: string) =>
  within(screen.getByRole('table', { name: 'Group figures' })).getByRole('row', { name: new RegExp(`^${figure}`) });

describe('the session page in metric units and French number format', () => {
  it('shows the statistics in m/s, mm and joules, with a decimal comma and a narrow no-break space', async () => {
    inUnits(METRIC_FR, <StatsPanel stats={stats} />);
    expect(stat('Average velocity')).toBe('824,8 m/s');
    expect(stat('ES')).toBe('7,6 m/s');
    expect(stat('SD (sample)')).toBe('2,9 m/s');
    expect(stat('Min velocity')).toBe('821,4 m/s');
    expect(stat('Energy')).toBe(`3${NNBSP}087 J`);
    expect(stat('Average impact')).toBe('8,6 mm');
    expect(stat('Closest impact')).toBe('2,5 mm');
    // The intervals, computed in fps and converted: 2706 ± 9.15 fps, SD 6.23 to 22.77 fps.
    const lines = await screen.findByRole('list', { name: 'Confidence (90%)' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Average 824,8 m/s ± 2,8 m/s: 90% interval 822 to 827,6 m/s',
      'SD 2,9 m/s: 90% interval 1,9 m/s to 6,9 m/s',
      'ES 7,6 m/s over 5 shots (ES grows with the number of shots)',
      'Shots needed to know the average within ±1,5 m/s (90%): 13',
    ]);
  });

  it('shows the sticky summary in m/s and says so', () => {
    inUnits(METRIC_FR, <StatsSummary stats={stats} />);
    expect(screen.getByTestId('stats-summary')).toHaveAttribute('aria-label', 'Latest statistics (m/s)');
    expect([summary('Avg'), summary('ES'), summary('SD')]).toEqual(['824,8', '7,6', '2,9']);
  });

  it('names the units in the shot table headers and shows each shot in them', () => {
    inUnits(METRIC_FR, <ShotTable shots={shots} />);
    const table = screen.getByRole('table', { name: 'Shots' });
    expect(headers(table)).toEqual(['#', 'Time', 'Velocity (m/s)', 'Impact (mm)', 'X; Y (mm)', 'Note']);
    // Shot 1: 2700 fps, 0.5 in, at (0, 0); shot 4: (1, 1) in.
    const rows = within(table).getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('823,0');
    expect(rows.at(-1)).toHaveTextContent('12,7');
    expect(rows.at(-1)).toHaveTextContent('0,0; 0,0');
    expect(rows.at(2)).toHaveTextContent('25,4; 25,4');
  });

  it('shows the group in mm with MIL first and MOA beside it, at 100 m', () => {
    inUnits(METRIC_FR, <GroupPanel session={session(HUNDRED_METRES)} />);
    const group = screen.getByRole('region', { name: 'Group' });
    expect(group).toHaveTextContent('5 shots with a place on the target, at 100 m.');
    expect(headers(screen.getByRole('table', { name: 'Group figures' }))).toEqual([
      'Figure',
      'Millimetres',
      'MIL',
      'MOA',
    ]);
    // 1.414 in = 35.9 mm; at 100 m that is 0.359 MIL and 1.2349 MOA of 1/60° (1.047 in per 100 yd made it 1.2351).
    expect(groupRow('Extreme spread')).toHaveTextContent(/^Extreme spread35,9 mm0,36 MIL1,23 MOA$/);
    expect(group).toHaveTextContent('Centre: 12,7 mm right, 12,7 mm up of the aim (0,13 MIL right, 0,13 MIL up).');
    expect(screen.getByRole('img', { name: /^Where the shots hit, \d+ millimetres from the aim/ })).toBeInTheDocument();
  });

  it('asks for the distance for MIL when the target distance is unknown', () => {
    inUnits(METRIC_FR, <GroupPanel session={{ ...session(HUNDRED_METRES), targetDistance: null }} />);
    expect(screen.getByRole('region', { name: 'Group' })).toHaveTextContent('MIL needs the distance to the target.');
  });

  it('shows the weather in °C and m/s and the target distance in metres', () => {
    inUnits(METRIC_FR, <SessionHeader session={session(HUNDRED_METRES)} />);
    const details = screen.getByRole('region', { name: 'Session details' });
    expect(details).toHaveTextContent('8,9°C · 2,7 m/s NW · 55% humidity · Partly Cloudy');
    expect(details).toHaveTextContent('target at 100 m');
  });

  it('lists a session with its figures and its SD interval in m/s and mm', async () => {
    inUnits(METRIC_FR, <SessionList sessions={[session(HUNDRED_METRES)]} />);
    const card = screen.getByRole('listitem');
    expect(card).toHaveTextContent('824,8 m/s');
    expect(card).toHaveTextContent('7,6 m/s');
    expect(card).toHaveTextContent('2,9 m/s');
    expect(card).toHaveTextContent('2,5 mm');
    expect(await within(card).findByText('1,9 to 6,9 m/s')).toBeInTheDocument();
  });
});

describe('the session page in imperial units and en-US, as it always read', () => {
  it('shows the statistics in fps, inches and ft-lbf', async () => {
    inUnits(IMPERIAL_EN_US, <StatsPanel stats={stats} />);
    expect(stat('Average velocity')).toBe('2,706 fps');
    expect(stat('SD (sample)')).toBe('9.6 fps');
    expect(stat('Energy')).toBe('2,277 ft-lbf');
    expect(stat('Average impact')).toBe('0.34"');
    const lines = await screen.findByRole('list', { name: 'Confidence (90%)' });
    expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent(
      'Average 2,706 fps ± 9.2 fps: 90% interval 2,697 to 2,715 fps',
    );
  });

  it('shows the summary, the shot table and the group as before', () => {
    inUnits(
      IMPERIAL_EN_US,
      <>
        <StatsSummary stats={stats} />
        <ShotTable shots={shots} />
        <GroupPanel session={session(100)} />
      </>,
    );
    expect(screen.getByTestId('stats-summary')).toHaveAttribute('aria-label', 'Latest statistics (fps)');
    expect([summary('Avg'), summary('ES'), summary('SD')]).toEqual(['2,706', '25', '9.6']);
    expect(headers(screen.getByRole('table', { name: 'Shots' }))).toEqual([
      '#',
      'Time',
      'Velocity (fps)',
      'Impact (in)',
      'X, Y (in)',
      'Note',
    ]);
    expect(screen.getByRole('table', { name: 'Shots' })).toHaveTextContent('2700');
    expect(screen.getByRole('region', { name: 'Group' })).toHaveTextContent(
      '5 shots with a place on the target, at 100 yd.',
    );
    expect(groupRow('Extreme spread')).toHaveTextContent(/^Extreme spread1\.41"1\.35 MOA0\.39 MIL$/);
    expect(screen.getByRole('region', { name: 'Group' })).toHaveTextContent(
      'Centre: 0.50" right, 0.50" up of the aim (0.48 MOA right, 0.48 MOA up).',
    );
  });

  it('shows the weather and the target distance as before', () => {
    inUnits(IMPERIAL_EN_US, <SessionHeader session={session(100)} />);
    const details = screen.getByRole('region', { name: 'Session details' });
    expect(details).toHaveTextContent('48°F · 6 mph NW · 55% humidity · Partly Cloudy');
    expect(details).toHaveTextContent('target at 100 yd');
  });
});
