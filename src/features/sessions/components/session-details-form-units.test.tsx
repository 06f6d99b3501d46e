import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { sessionFixtures } from '../fixtures';
import { sessionToDetailsForm, type SessionDetails } from '../schema';
import { sessionFigureTexts, storedSessionFigures } from '../session-unit-fields';
import { SessionDetailsForm } from './session-details-form';

const metricFr: UnitSettings = { preferences: { ...METRIC_UNITS, wind: 'kmh' }, locale: 'fr-FR' };

/** Opens the details form of `session` as the edit page does, and gives back what Save hands on. */
async function saveAsShown(
  session: SessionDetails,
  change?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const onSubmit = vi.fn((_details: SessionDetails) => {});
  const user = userEvent.setup();
  render(
    <UnitsProvider settings={metricFr}>
      <SessionDetailsForm
        defaultValues={{ ...sessionToDetailsForm(session), ...sessionFigureTexts(session, metricFr) }}
        stored={storedSessionFigures(session)}
        onSubmit={onSubmit}
      />
    </UnitsProvider>,
  );
  await change?.(user);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  cleanup();
  return onSubmit.mock.calls[0]![0];
}

describe('the session details form in a metric account', () => {
  const stored: SessionDetails = { ...sessionFixtures.handload, targetDistance: 100 };

  it('shows the stored °F, mph and yards in °C, km/h and metres, with a decimal comma', () => {
    render(
      <UnitsProvider settings={metricFr}>
        <SessionDetailsForm
          defaultValues={{ ...sessionToDetailsForm(stored), ...sessionFigureTexts(stored, metricFr) }}
          stored={storedSessionFigures(stored)}
          onSubmit={() => {}}
        />
      </UnitsProvider>,
    );
    expect(screen.getByLabelText('Temperature (°C)')).toHaveValue('8,9');
    expect(screen.getByLabelText('Wind speed (km/h)')).toHaveValue('9,7');
    expect(screen.getByLabelText('Target distance (m)')).toHaveValue('91,4');
    cleanup();
  });

  it('saved unchanged, the stored figures stay exactly as they were, edit after edit (100 cycles: lib/unit-form.test.ts)', async () => {
    let session = stored;
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const saved = await saveAsShown(session);
      session = { ...session, ...saved, weather: { ...session.weather, ...saved.weather } };
    }
    expect(session.weather.temperature).toBe(48);
    expect(session.weather.windSpeed).toBe(6);
    expect(session.targetDistance).toBe(100);
  });

  it('a changed figure is converted once to the stored unit; a refused one says so in the shown unit', async () => {
    const saved = await saveAsShown(stored, async (user) => {
      const temperature = screen.getByLabelText('Temperature (°C)');
      await user.clear(temperature);
      await user.type(temperature, '-5');
    });
    expect(saved.weather.temperature).toBe(23);
    expect(saved.weather.windSpeed).toBe(6);

    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <UnitsProvider settings={metricFr}>
        <SessionDetailsForm defaultValues={sessionToDetailsForm(stored)} onSubmit={onSubmit} />
      </UnitsProvider>,
    );
    const temperature = screen.getByLabelText('Temperature (°C)');
    await user.clear(temperature);
    await user.type(temperature, '90');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Temperature must be between -62,2 and 65,6 °C')).toBeInTheDocument();
    expect(temperature).toHaveValue('90');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
