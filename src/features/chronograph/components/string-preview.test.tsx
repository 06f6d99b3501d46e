import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { toShotsToImport } from '../to-shots';
import type { ChronographString } from '../types';
import { StringPreview } from './string-preview';

// An m/s file as the readers give it: velocities converted to fps (822.96 m/s is 2700 fps).
const mpsString: ChronographString = {
  format: 'garmin-xero',
  title: 'Metric string',
  date: '2026-07-05',
  shots: [2700, 2710, 2705, 2695, 2720].map((velocityFps) => ({ velocityFps, time: null, note: null })),
  unit: 'mps',
  projectileWeightGrains: null,
  fileSummary: null,
  note: null,
  missedShots: 0,
};

function preview(settings: UnitSettings) {
  render(
    <UnitsProvider settings={settings}>
      <StringPreview string={mpsString} shots={toShotsToImport(mpsString, new Date())} comparison={[]} />
    </UnitsProvider>,
  );
  const stat = (label: string) =>
    screen.getByText((_text, element) => element?.getAttribute('data-import-stat') === label).textContent;
  return { stat, table: screen.getByRole('table', { name: 'Shots in the file' }) };
}

describe('StringPreview', () => {
  it('shows an m/s file in m/s to a metric account', () => {
    const { stat, table } = preview({ preferences: METRIC_UNITS, locale: 'fr-FR' });
    expect(stat('Average')).toBe('824,8 m/s');
    expect(stat('SD (sample)')).toBe('2,9 m/s');
    expect(within(table).getByRole('columnheader', { name: 'Velocity (m/s)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('823');
    expect(screen.getByRole('region', { name: 'Preview' })).not.toHaveTextContent('shown in');
  });

  it('shows the same file in fps to an imperial account, saying it was recorded in m/s', () => {
    const { stat, table } = preview(IMPERIAL_EN_US);
    expect(stat('Average')).toBe('2,706 fps');
    expect(stat('SD (sample)')).toBe('9.6 fps');
    expect(within(table).getByRole('columnheader', { name: 'Velocity (fps)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2,700');
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('recorded in m/s, shown in fps');
  });
});
