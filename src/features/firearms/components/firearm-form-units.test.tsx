import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { firearmFixtures, tikkaForm } from '../fixtures';
import { firearmToForm, storedFirearmFigures, type FirearmFields } from '../schema';
import { FirearmForm } from './firearm-form';

/** The AR as a form save stores it: a firearm saved before the lands could be recorded gains them, empty. */
const ar15AsSaved: FirearmFields = { ...firearmFixtures.ar15, cbtoToLands: null, cbtoMeasuredOn: null };

const METRIC: UnitSettings = {
  preferences: { ...METRIC_UNITS, powderWeight: 'g', bulletWeight: 'g' },
  locale: 'de-DE',
};

const onSubmitMock = () => vi.fn(async (_fields: FirearmFields) => {});

/** The fields the form handed on (react-hook-form hands on the submit event as well). */
async function handedOn(onSubmit: ReturnType<typeof onSubmitMock>): Promise<FirearmFields> {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0];
}

/** The edit form of `firearm` as the edit route opens it: the barrel length in the account's unit, the stored one. */
function renderEdit(firearm: FirearmFields, onSubmit: ReturnType<typeof onSubmitMock>, settings = METRIC) {
  return render(
    <UnitsProvider settings={settings}>
      <FirearmForm
        defaultValues={firearmToForm(firearm, settings)}
        stored={storedFirearmFigures(firearm)}
        onSubmit={onSubmit}
        submitLabel="Save Changes"
        busyLabel="Saving…"
      />
    </UnitsProvider>,
  );
}

describe('FirearmForm in an account that measures barrels in millimetres', () => {
  it('takes millimetres and hands on inches to 0.01; the twist rate stays free text', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <UnitsProvider settings={METRIC}>
        <FirearmForm
          defaultValues={{ ...tikkaForm, barrelLength: '', cbtoToLands: '56,64' }}
          onSubmit={onSubmit}
          submitLabel="Add Firearm"
          busyLabel="Adding…"
        />
      </UnitsProvider>,
    );
    await user.type(screen.getByLabelText('Barrel length (millimetres)'), '610');
    await user.click(screen.getByRole('button', { name: 'Add Firearm' }));
    // 610 mm is 24.0157 in.
    expect(await handedOn(onSubmit)).toEqual({ ...firearmFixtures.tikka, barrelLength: 24.02 });
  });

  it('reads a decimal comma', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(firearmFixtures.tikka, onSubmit);
    await user.clear(screen.getByLabelText('Barrel length (millimetres)'));
    await user.type(screen.getByLabelText('Barrel length (millimetres)'), '508,5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await handedOn(onSubmit)).toEqual({ ...firearmFixtures.tikka, barrelLength: 20.02 });
  });

  it('shows a stored 24 in as 610 mm and, saved unchanged, hands on exactly 24', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(firearmFixtures.tikka, onSubmit);
    expect(screen.getByLabelText('Barrel length (millimetres)')).toHaveValue('610');
    expect(screen.getByLabelText('Twist rate')).toHaveValue('1:8');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await handedOn(onSubmit)).toEqual(firearmFixtures.tikka);
  });

  it('does not drift edit after edit (100 cycles: lib/unit-form.test.ts)', async () => {
    const user = userEvent.setup();
    // 16.1 in is 408.94 mm, shown 409.
    let firearm: FirearmFields = ar15AsSaved;
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const onSubmit = onSubmitMock();
      renderEdit(firearm, onSubmit);
      expect(screen.getByLabelText('Barrel length (millimetres)')).toHaveValue('409');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      // The next edit opens the firearm as this save stored it.
      firearm = await handedOn(onSubmit);
      cleanup();
    }
    expect(firearm).toEqual(ar15AsSaved);
  });

  it('shows the CBTO to the lands in millimetres and reads millimetres as inches to 0.001', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(firearmFixtures.tikka, onSubmit);
    const lands = screen.getByLabelText('CBTO to the lands (millimetres)');
    // 2.230 in is 56.642 mm, shown to 0.01 mm.
    expect(lands).toHaveValue('56,64');
    expect(screen.getByLabelText('Lands measured on')).toHaveValue('2026-11-01');
    await user.clear(lands);
    await user.type(lands, '-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('CBTO to the lands must be a length in millimetres, 0 or more')).toBeInTheDocument();
    await user.clear(lands);
    await user.type(lands, '56,39');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // 56.39 mm is 2.22008 in.
    expect(await handedOn(onSubmit)).toEqual({ ...firearmFixtures.tikka, cbtoToLands: 2.22 });
  });

  it('refuses text that is no number and keeps it; a negative length is refused in millimetres', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(firearmFixtures.tikka, onSubmit);
    const barrel = screen.getByLabelText('Barrel length (millimetres)');
    await user.clear(barrel);
    await user.type(barrel, 'sechzig');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a number, like 2.5 or 2,5')).toBeInTheDocument();
    expect(barrel).toHaveValue('sechzig');

    await user.clear(barrel);
    await user.type(barrel, '-600');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Barrel length must be a number of millimetres, 0 or more')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('FirearmForm in an imperial account', () => {
  it('keeps its label, text and message, and also takes a decimal comma', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <FirearmForm
        defaultValues={firearmToForm(firearmFixtures.ar15)}
        stored={storedFirearmFigures(firearmFixtures.ar15)}
        onSubmit={onSubmit}
        submitLabel="Save Changes"
        busyLabel="Saving…"
      />,
    );
    const barrel = screen.getByLabelText('Barrel length (inches)');
    expect(barrel).toHaveValue('16.1');

    await user.clear(barrel);
    await user.type(barrel, 'long');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Barrel length must be a number of inches, 0 or more')).toBeInTheDocument();

    await user.clear(barrel);
    await user.type(barrel, '16,75');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await handedOn(onSubmit)).toEqual({ ...ar15AsSaved, barrelLength: 16.75 });
  });
});

describe('FirearmForm of a firearm with barrels recorded', () => {
  it('shows no barrel length, twist or lands (they are the barrel’s) and keeps them exactly as stored', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <UnitsProvider settings={METRIC}>
        <FirearmForm
          defaultValues={firearmToForm(firearmFixtures.tikka, METRIC)}
          stored={storedFirearmFigures(firearmFixtures.tikka)}
          barrelsRecorded
          onSubmit={onSubmit}
          submitLabel="Save Changes"
          busyLabel="Saving…"
        />
      </UnitsProvider>,
    );
    expect(screen.queryByLabelText('Barrel length (millimetres)')).toBeNull();
    expect(screen.queryByLabelText('CBTO to the lands (millimetres)')).toBeNull();
    expect(screen.getByText(/kept with each barrel/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await handedOn(onSubmit)).toEqual(firearmFixtures.tikka);
    cleanup();
  });
});
