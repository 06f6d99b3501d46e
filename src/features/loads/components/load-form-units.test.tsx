import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { creedmoorMatchForm, loadFixtures } from '../fixtures';
import { emptyLoadForm, loadToForm, storedLoadFigures, type LoadFields, type LoadStatus } from '../schema';
import { duplicateLoadForm, LoadForm } from './load-form';

const GRAMS: UnitSettings = {
  preferences: { ...METRIC_UNITS, powderWeight: 'g', bulletWeight: 'g' },
  locale: 'de-DE',
};

const onSubmitMock = () => vi.fn(async (_fields: LoadFields, _status: LoadStatus) => {});

/** The edit form of `load` as the edit route opens it: texts in the account's units, the stored weights. */
function renderEdit(load: LoadFields, onSubmit: ReturnType<typeof onSubmitMock>, settings = GRAMS) {
  return render(
    <UnitsProvider settings={settings}>
      <LoadForm
        defaultValues={loadToForm(load, settings)}
        stored={storedLoadFigures(load)}
        defaultStatus="Testing"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
      />
    </UnitsProvider>,
  );
}

/** The new-load form in grams, filled in as the Creedmoor load but with its weights left to type. */
function renderNew(onSubmit: ReturnType<typeof onSubmitMock>) {
  return render(
    <UnitsProvider settings={GRAMS}>
      <LoadForm
        defaultValues={{ ...emptyLoadForm, ...creedmoorMatchForm, bulletWeight: '', powderWeight: '' }}
        onSubmit={onSubmit}
      />
    </UnitsProvider>,
  );
}

describe('LoadForm in an account that weighs in grams', () => {
  it('takes grams with a decimal comma and hands on grains', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderNew(onSubmit);
    await user.type(screen.getByLabelText('Bullet weight (grams)'), '9,07');
    await user.type(screen.getByLabelText('Powder charge (grams)'), '2,69');
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const fields = onSubmit.mock.calls[0]![0];
    // 2.69 g is 41.513 gr, stored to 0.01 gr; 9.07 g is 139.97 gr, stored to 0.1 gr.
    expect(fields.powder.weight).toBeCloseTo(41.5, 1);
    expect(fields.powder.weight).toBe(41.51);
    expect(fields.bullet.weight).toBe(140);
  });

  it('shows a stored 41.5 gr as 2,69 g and, saved unchanged, hands on exactly 41.5', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(loadFixtures.creedmoorMatch, onSubmit);
    expect(screen.getByLabelText('Powder charge (grams)')).toHaveValue('2,69');
    expect(screen.getByLabelText('Bullet weight (grams)')).toHaveValue('9,07');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(loadFixtures.creedmoorMatch, 'Testing'));
  });

  // Neither charge is a whole number of 0.01 g: 41.5 gr is 2.6891… g, 41.37 gr 2.6807… g.
  it.each([
    [41.5, '2,69'],
    [41.37, '2,68'],
  ])('does not drift from %s gr edit after edit (100 cycles: lib/unit-form.test.ts)', async (grains, shown) => {
    const user = userEvent.setup();
    let load: LoadFields = { ...loadFixtures.creedmoorMatch, powder: { type: 'H4350', weight: grains } };
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const onSubmit = onSubmitMock();
      renderEdit(load, onSubmit);
      expect(screen.getByLabelText('Powder charge (grams)')).toHaveValue(shown);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      // The next edit opens the load as this save stored it.
      load = onSubmit.mock.calls[0]![0];
      cleanup();
    }
    expect(load.powder.weight).toBe(grains);
    expect(load.bullet.weight).toBe(140);
  });

  it('refuses text that is no number, in words that show both decimal marks, and keeps it', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(loadFixtures.creedmoorMatch, onSubmit);
    const charge = screen.getByLabelText('Powder charge (grams)');
    await user.clear(charge);
    await user.type(charge, 'zwei Gramm');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a number, like 2.5 or 2,5')).toBeInTheDocument();
    expect(charge).toHaveValue('zwei Gramm');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("speaks grams in the schema's messages, and keeps the required one", async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(loadFixtures.creedmoorMatch, onSubmit);
    await user.clear(screen.getByLabelText('Powder charge (grams)'));
    await user.type(screen.getByLabelText('Powder charge (grams)'), '-1');
    await user.clear(screen.getByLabelText('Bullet weight (grams)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Powder charge must be a number of grams, 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Bullet weight is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('duplicates a load in grams and, its weights unchanged, stores the source’s exactly', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    const source = { ...loadFixtures.creedmoorMatch, powder: { type: 'H4350', weight: 41.37 } };
    render(
      <UnitsProvider settings={GRAMS}>
        <LoadForm
          defaultValues={duplicateLoadForm(source, GRAMS)}
          stored={storedLoadFigures(source)}
          onSubmit={onSubmit}
        />
      </UnitsProvider>,
    );
    expect(screen.getByLabelText('Powder charge (grams)')).toHaveValue('2,68');
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ ...source, name: `${source.name} (copy)` }, 'Planning'),
    );
  });
});

describe('LoadForm when the account’s units arrive while it is open', () => {
  it('keeps the units it opened in, so its texts are read as they were shown', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    const form = (
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        stored={storedLoadFigures(loadFixtures.creedmoorMatch)}
        defaultStatus="Testing"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
      />
    );
    const { rerender } = render(<UnitsProvider settings={IMPERIAL_EN_US}>{form}</UnitsProvider>);
    rerender(<UnitsProvider settings={GRAMS}>{form}</UnitsProvider>);
    expect(screen.getByLabelText('Powder charge (grains)')).toHaveValue('41.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(loadFixtures.creedmoorMatch, 'Testing'));
  });
});

describe('LoadForm in an imperial account', () => {
  it('keeps its labels, texts and messages, and also takes a decimal comma', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        stored={storedLoadFigures(loadFixtures.creedmoorMatch)}
        defaultStatus="Testing"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
      />,
    );
    const charge = screen.getByLabelText('Powder charge (grains)');
    expect(charge).toHaveValue('41.5');
    expect(screen.getByLabelText('Bullet weight (grains)')).toHaveValue('140');

    await user.clear(charge);
    await user.type(charge, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Powder charge must be a number of grains, 0 or more')).toBeInTheDocument();

    await user.clear(charge);
    await user.type(charge, '41,7');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { ...loadFixtures.creedmoorMatch, powder: { type: 'H4350', weight: 41.7 } },
        'Testing',
      ),
    );
  });
});

describe('LoadForm’s case and seating in an account in millimetres', () => {
  it('names millimetres, shows the stored inches in mm, and reads mm with a decimal comma as inches to 0.001', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    renderEdit(loadFixtures.creedmoorMatch, onSubmit);
    const coal = screen.getByLabelText('COAL (millimetres)');
    const cbto = screen.getByLabelText('CBTO (millimetres)');
    // 2.800 in is 71.12 mm; 2.210 in 56.134 mm, shown to 0.01 mm.
    expect(coal).toHaveValue('71,12');
    expect(cbto).toHaveValue('56,13');
    await user.clear(cbto);
    await user.type(cbto, '56,64');
    await user.clear(screen.getByLabelText('Shoulder bump (millimetres)'));
    await user.type(screen.getByLabelText('Shoulder bump (millimetres)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Shoulder bump must be a length in millimetres, from 0 to 2,54'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Shoulder bump (millimetres)'));
    await user.type(screen.getByLabelText('Shoulder bump (millimetres)'), '0,05');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const fields = onSubmit.mock.calls[0]![0];
    // 56.64 mm is 2.22992 in, stored as 2.230; the COAL, shown and saved unchanged, stays 2.8 exactly.
    expect(fields.seating).toEqual({ coal: 2.8, cbto: 2.23, crimp: '' });
    expect(fields.caseDetails).toEqual(loadFixtures.creedmoorMatch.caseDetails);
  });
});
