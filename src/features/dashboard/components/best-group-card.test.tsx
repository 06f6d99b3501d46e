import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { BestGroupCard } from './best-group-card';

const figure = () => document.querySelector('[data-stat="Best Group"]');

describe('the dashboard best group in the account units', () => {
  it('gives a group in mm at metres, and a closest shot in mm, in a metric account', () => {
    const { rerender } = render(
      <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'fr-FR' }}>
        <BestGroupCard best={{ inches: 1.414, kind: 'group', targetDistance: 100 }} />
      </UnitsProvider>,
    );
    // 1.414 in = 35.92 mm; 100 yd = 91.44 m; 0.3 in = 7.62 mm.
    expect(figure()).toHaveTextContent('35,9 mm group at 91,4 m');
    rerender(
      <UnitsProvider settings={{ preferences: METRIC_UNITS, locale: 'fr-FR' }}>
        <BestGroupCard best={{ inches: 0.3, kind: 'shot', targetDistance: 100 }} />
      </UnitsProvider>,
    );
    expect(figure()).toHaveTextContent('7,6 mm (closest shot)');
  });

  it('reads as it always did in imperial, and a dash with no group or none known yet', () => {
    const { rerender } = render(<BestGroupCard best={{ inches: 1.414, kind: 'group', targetDistance: 100 }} />);
    expect(figure()).toHaveTextContent('1.41" group at 100 yd');
    rerender(<BestGroupCard best={{ inches: 0.3, kind: 'shot', targetDistance: 100 }} />);
    expect(figure()).toHaveTextContent('0.30" (closest shot)');
    rerender(<BestGroupCard best={null} />);
    expect(figure()).toHaveTextContent('–');
    rerender(<BestGroupCard best={undefined} />);
    expect(figure()).toHaveTextContent('–');
  });

  it('shows the size as the figure and what it is on a smaller line under it, whose room is kept while there is none', () => {
    const detail = () => document.querySelector('[data-stat="Best Group"] [data-stat-detail]');
    const { rerender } = render(
      <BestGroupCard best={{ inches: 0.62, kind: 'group', targetDistance: 100, meanRadius: 0.21, shots: 20 }} />,
    );
    expect(figure()?.firstChild).toHaveTextContent(/^0\.62"$/);
    expect(detail()).toHaveTextContent(/^group at 100 yd, by mean radius 0\.21" \(20 shots\)$/);
    expect(figure()).toHaveTextContent('0.62" group at 100 yd, by mean radius 0.21" (20 shots)');
    rerender(<BestGroupCard best={undefined} />);
    expect(detail()).toBeEmptyDOMElement();
    expect(detail()).toHaveClass('block', 'min-h-12');
  });
});
