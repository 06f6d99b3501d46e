import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
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

// Its own summary as the file writes it in m/s, stored in fps: 824.8, 7.6 and population SD 2.6 m/s.
const withSummary: ChronographString = {
  ...mpsString,
  fileSummary: { averageFps: 2706.0, extremeSpreadFps: 24.9, sdFps: 8.5, sdKind: 'population' },
};

function preview(settings: UnitSettings, string = mpsString) {
  render(
    <UnitsProvider settings={settings}>
      <StringPreview string={string} shots={toShotsToImport(string, new Date())} />
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

describe('StringPreview beside the file’s own summary', () => {
  const sentences = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('compares in m/s, in French, for a metric account', () => {
    preview({ preferences: METRIC_UNITS, locale: 'fr-FR' }, withSummary);
    // Ours: 2706 fps = 824.79 m/s, ES 25.0 fps = 7.62 m/s, SD 9.6 fps = 2.93 m/s; the file's to 0.1 m/s as written.
    expect(sentences()).toEqual([
      "The file is in m/s: Rangebook stores every velocity in whole fps (1 m/s = 3,28084 fps) and shows it in m/s again, so a shot may read up to 0,2 m/s from the file's.",
      "Average: 824,8 m/s here and 824,8 m/s in the file agree: ours is rounded to whole fps and the file's figures are rounded to 0,1 m/s before conversion.",
      "Extreme spread: 7,62 m/s here, 7,6 m/s in the file: the file's figures are rounded to 0,1 m/s before conversion.",
      "SD: 2,93 m/s here is the sample SD (n - 1), which Rangebook shows for every chronograph; Garmin ShotView's 2,6 m/s is the population SD (n), and computed that way these shots give 2,6 m/s too.",
    ]);
    expect(screen.getByRole('heading', { name: 'Compared with the file’s own summary' })).toBeInTheDocument();
  });

  it('compares in fps for an imperial account, in English and in French', () => {
    preview(IMPERIAL_EN_US, withSummary);
    expect(sentences()).toEqual([
      'The file is in m/s: every velocity and figure here is converted to fps (1 m/s = 3.28084 fps, to 0.1 fps).',
      "Average: 2,706 fps here and 2,706.0 fps in the file agree: ours is rounded to whole fps and the file's figures are rounded to 0.1 m/s before conversion.",
      "Extreme spread: 25.0 fps here, 24.9 fps in the file: the file's figures are rounded to 0.1 m/s before conversion.",
      "SD: 9.6 fps here is the sample SD (n - 1), which Rangebook shows for every chronograph; Garmin ShotView's 8.5 fps is the population SD (n), and computed that way these shots give 8.6 fps too.",
    ]);
    cleanup();
    preview({ preferences: IMPERIAL_UNITS, locale: 'fr-FR' }, withSummary);
    // French groups digits with a narrow no-break space and writes a decimal comma, the sentences' own figures too.
    expect(sentences()[1]).toBe(
      "Average: 2\u202f706 fps here and 2\u202f706,0 fps in the file agree: ours is rounded to whole fps and the file's figures are rounded to 0,1 m/s before conversion.",
    );
    expect(sentences()[3]).toContain('is the population SD (n), and computed that way these shots give 8,6 fps too.');
  });
});
