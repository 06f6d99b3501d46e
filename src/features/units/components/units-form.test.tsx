import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IMPERIAL_UNITS, METRIC_UNITS, type UnitPreferences } from '@/domain/units';
import { PROFILE_NOT_ON_DEVICE, UNITS_NOT_SAVED, UNITS_SAVED, UnitsForm } from './units-form';

const saved = async () => undefined;
const select = (label: string) => screen.getByRole('combobox', { name: label });

/**
 * Clicks All imperial as soon as the form is drawn enabled: in the commit that enables it, before
 * React runs the effects that follow it, as a tap landing right after the profile arrives would.
 */
function AllImperialOnceEnabled({ enabled }: { enabled: boolean }) {
  useLayoutEffect(() => {
    if (enabled) fireEvent.click(screen.getByRole('button', { name: 'All imperial' }));
  }, [enabled]);
  return null;
}

describe('UnitsForm', () => {
  it('shows the preference, one labelled select per unit', () => {
    render(<UnitsForm preferences={{ ...IMPERIAL_UNITS, wind: 'kmh' }} onSave={saved} profileOnDevice />);
    expect(select('Velocity')).toHaveValue('fps');
    expect(select('Group sizes, impacts, COAL and CBTO')).toHaveValue('in');
    expect(select('Wind')).toHaveValue('kmh');
    expect(screen.getAllByRole('combobox')).toHaveLength(9);
  });

  it('fills every select with All metric, saves them and says so', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(saved);
    render(<UnitsForm preferences={IMPERIAL_UNITS} onSave={onSave} profileOnDevice />);
    await user.click(screen.getByRole('button', { name: 'All metric' }));
    expect(select('Velocity')).toHaveValue('mps');
    expect(select('Distance to target')).toHaveValue('m');
    await user.click(screen.getByRole('button', { name: 'Save units' }));

    expect(onSave).toHaveBeenCalledWith(METRIC_UNITS);
    expect(await screen.findByRole('status')).toHaveTextContent(UNITS_SAVED);
    // A new choice takes the old message away.
    await user.selectOptions(select('Barrel length'), 'in');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('saves one unit changed on its own, the rest as they were', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(saved);
    render(<UnitsForm preferences={METRIC_UNITS} onSave={onSave} profileOnDevice />);
    await user.selectOptions(select('Powder weight'), 'g');
    await user.click(screen.getByRole('button', { name: 'All imperial' }));
    await user.selectOptions(select('Angles'), 'mil');
    await user.click(screen.getByRole('button', { name: 'Save units' }));
    expect(onSave).toHaveBeenCalledWith({ ...IMPERIAL_UNITS, angle: 'mil' });
  });

  it('says plainly when the units could not be saved, and keeps what was chosen', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSave = vi.fn(async (_preferences: UnitPreferences) => {
      throw new Error('refused');
    });
    render(<UnitsForm preferences={IMPERIAL_UNITS} onSave={onSave} profileOnDevice />);
    await user.click(screen.getByRole('button', { name: 'All metric' }));
    await user.click(screen.getByRole('button', { name: 'Save units' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNITS_NOT_SAVED);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(select('Velocity')).toHaveValue('mps');
    expect(select('Temperature')).toHaveValue('degC');
  });

  it('takes a stored preference that arrives after the first render', () => {
    const { rerender } = render(<UnitsForm preferences={IMPERIAL_UNITS} onSave={saved} profileOnDevice />);
    rerender(<UnitsForm preferences={METRIC_UNITS} onSave={saved} profileOnDevice />);
    expect(select('Velocity')).toHaveValue('mps');
  });

  it('keeps a choice not saved when the stored preference changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<UnitsForm preferences={IMPERIAL_UNITS} onSave={saved} profileOnDevice />);
    await user.selectOptions(select('Velocity'), 'mps');
    rerender(<UnitsForm preferences={{ ...IMPERIAL_UNITS, temperature: 'degC' }} onSave={saved} profileOnDevice />);
    expect(select('Velocity')).toHaveValue('mps');
    expect(select('Temperature')).toHaveValue('degC');
  });

  it('takes no choice and saves nothing until the profile is on the device, and says why; then saves', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(saved);
    const { rerender } = render(<UnitsForm preferences={IMPERIAL_UNITS} onSave={onSave} profileOnDevice={false} />);
    expect(screen.getByText(PROFILE_NOT_ON_DEVICE)).toBeInTheDocument();
    // A choice now (All imperial over the browser's imperial default) would be lost to the stored preference.
    for (const name of ['All imperial', 'All metric', 'Save units']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(select('Velocity')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save units' }));
    expect(onSave).not.toHaveBeenCalled();

    // The stored preference arrives with the profile: metric, and All imperial now chooses imperial.
    rerender(<UnitsForm preferences={METRIC_UNITS} onSave={onSave} profileOnDevice />);
    expect(screen.queryByText(PROFILE_NOT_ON_DEVICE)).not.toBeInTheDocument();
    expect(select('Velocity')).toHaveValue('mps');
    await user.click(screen.getByRole('button', { name: 'All imperial' }));
    await user.click(screen.getByRole('button', { name: 'Save units' }));
    expect(onSave).toHaveBeenCalledWith(IMPERIAL_UNITS);
  });

  it('keeps a choice made the moment the profile arrives: the stored preference is its starting point, never put over it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(saved);
    const form = (known: boolean) => (
      <>
        <UnitsForm preferences={known ? METRIC_UNITS : IMPERIAL_UNITS} onSave={onSave} profileOnDevice={known} />
        <AllImperialOnceEnabled enabled={known} />
      </>
    );
    const { rerender } = render(form(false));
    rerender(form(true));
    // Filled in by an effect after that commit, the stored metric replaced the imperial just chosen (equal to the
    // browser's default, so not dirty), and Save stored metric: units.spec's reload then showed the old units.
    expect(select('Velocity')).toHaveValue('fps');
    await user.click(screen.getByRole('button', { name: 'Save units' }));
    expect(onSave).toHaveBeenCalledWith(IMPERIAL_UNITS);
  });
});
