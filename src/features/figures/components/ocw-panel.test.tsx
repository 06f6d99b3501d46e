import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChargeCentre } from '@/domain/ocw';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { OcwPanel } from './ocw-panel';

// Group centres (inches) that climb, then settle from 41.4 to 41.8 gr, the widest pair 0.27 in (6.84 mm) apart.
const centres: ChargeCentre[] = [
  { charge: 41, centre: { x: 0, y: -1.5 }, shots: 3 },
  { charge: 41.2, centre: { x: 0, y: -0.8 }, shots: 3 },
  { charge: 41.4, centre: { x: 0, y: 0 }, shots: 3 },
  { charge: 41.6, centre: { x: 0.2, y: 0.1 }, shots: 3 },
  { charge: 41.8, centre: { x: 0.1, y: 0.25 }, shots: 3 },
];

const verdict = () => document.querySelector('[data-ocw="verdict"]');

describe('OcwPanel', () => {
  it('takes the distance in millimetres, with a decimal comma, and states the windows in mm', () => {
    render(
      <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'fr-FR' }}>
        <OcwPanel centres={centres} />
      </UnitsProvider>,
    );
    const within = screen.getByLabelText('Centres within (mm)');
    expect(within).toHaveValue('13');
    expect(verdict()).toHaveTextContent(
      'Group centres stay within 13,0 mm of one another from 41,4 gr to 41,8 gr (3 charges, centres within 6,8 mm): a window where the charge matters least.',
    );
    fireEvent.change(within, { target: { value: '6,5' } });
    expect(verdict()).toHaveTextContent(
      'No 3 consecutive charges put their group centres within 6,5 mm of one another.',
    );
    expect(screen.getByRole('table', { name: 'Group centre by charge' })).toHaveTextContent('5,1; 2,5');
  });

  it('reads as it always did in imperial', () => {
    render(<OcwPanel centres={centres} />);
    expect(screen.getByLabelText('Centres within (in)')).toHaveValue('0.5');
    expect(verdict()).toHaveTextContent(
      'Group centres stay within 0.50" of one another from 41.4 gr to 41.8 gr (3 charges, centres within 0.27"): a window where the charge matters least.',
    );
    fireEvent.change(screen.getByLabelText('Centres within (in)'), { target: { value: '200' } });
    expect(screen.getByText('Enter a distance in inches, above 0 and up to 100')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Group centre by charge' })).toHaveTextContent('0.10, 0.25');
  });
});
