import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import type { ShotFormValues } from '../shot-form-schema';
import { ShotForm } from './shot-form';

function setup(locale = 'fr-FR') {
  const onShot = vi.fn((_values: ShotFormValues) => {});
  render(
    <UnitsProvider settings={{ preferences: METRIC_UNITS, locale }}>
      <ShotForm onShot={onShot} shotNumber={1} />
    </UnitsProvider>,
  );
  return { onShot, user: userEvent.setup() };
}

describe('ShotForm in a metric account', () => {
  it('takes m/s and mm as typed, with a decimal comma, and hands on whole fps and inches to 0.001', async () => {
    const { onShot, user } = setup();
    await user.type(screen.getByLabelText('Velocity (m/s)'), '825,3');
    await user.type(screen.getByLabelText('Impact (mm)'), '10,7');
    await user.type(screen.getByLabelText('X (mm, right +)'), '-5,1');
    await user.type(screen.getByLabelText('Y (mm, up +)'), '9');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    // 825.3 m/s is 2707.68 fps: stored whole; 10.7 mm is 0.42126 in, -5.1 mm -0.20079 and 9 mm 0.35433,
    // stored to 0.001.
    await waitFor(() =>
      expect(onShot).toHaveBeenCalledWith({ velocity: 2708, impact: 0.421, note: '', x: -0.201, y: 0.354 }),
    );
  });

  it('says what is wrong in the units the form shows, and keeps what was typed', async () => {
    const { onShot, user } = setup();
    const velocity = screen.getByLabelText('Velocity (m/s)');
    await user.type(velocity, 'huit cents');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    expect(await screen.findByText('Enter a number, like 2.5 or 2,5')).toBeInTheDocument();
    expect(velocity).toHaveValue('huit cents');

    await user.clear(velocity);
    await user.type(velocity, '2000');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    // 6,000 fps, the stored limit, in m/s as French writes it (a narrow no-break space groups digits).
    const message = await screen.findByText(/^Velocity must be a number of m\/s, above 0 and under 1.828,8$/);
    expect(message.textContent).toContain('1\u202f828,8');
    expect(onShot).not.toHaveBeenCalled();
  });

  it('an imperial account in English also takes a decimal comma', async () => {
    const onShot = vi.fn((_values: ShotFormValues) => {});
    render(<ShotForm onShot={onShot} shotNumber={1} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Impact (in)'), '0,45');
    await user.click(screen.getByRole('button', { name: 'Log Shot' }));
    await waitFor(() =>
      expect(onShot).toHaveBeenCalledWith({ velocity: null, impact: 0.45, note: '', x: null, y: null }),
    );
  });
});
