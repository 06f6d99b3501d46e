import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creedmoorMatchForm, loadFixtures } from '../fixtures';
import { NO_CASE_DETAILS, NO_SEATING } from '../recipe-schema';
import { emptyLoadForm, loadToForm, type LoadFields, type LoadStatus } from '../schema';
import { duplicateLoadForm, LoadForm } from './load-form';

const onSubmitMock = () => vi.fn(async (_fields: LoadFields, _status: LoadStatus) => {});

describe('LoadForm editing a load', () => {
  it('opens with every field and the status of the load, and hands on the changes with the chosen status', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        defaultStatus="Testing"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
      />,
    );

    expect(screen.getByLabelText('Load name')).toHaveValue('6.5 CM 140 ELD-M / H4350');
    expect(screen.getByLabelText('Powder charge (grains)')).toHaveValue('41.5');
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('Testing');
    expect(Array.from((status as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Planning',
      'Testing',
      'In Progress',
      'Complete',
    ]);

    await user.selectOptions(status, 'Complete');
    await user.clear(screen.getByLabelText('Powder charge (grains)'));
    await user.type(screen.getByLabelText('Powder charge (grains)'), '42');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { ...loadFixtures.creedmoorMatch, powder: { type: 'H4350', weight: 42 } },
      'Complete',
    );
  });

  it('keeps the required messages and submits nothing when a required field is cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        defaultStatus="Planning"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
      />,
    );
    await user.clear(screen.getByLabelText('Primer'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Primer is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the request error and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        defaultStatus="Planning"
        onSubmit={onSubmitMock()}
        submitLabel="Save Changes"
      />,
    );
    await user.type(screen.getByLabelText('Notes'), ' Try 0.030".');
    rerender(
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        defaultStatus="Planning"
        onSubmit={onSubmitMock()}
        submitLabel="Save Changes"
        submitError="Failed to update load development. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update load development. Please try again.');
    expect(screen.getByLabelText('Notes')).toHaveValue('Seated 0.020" off the lands. Try 0.030".');
  });
});

describe('LoadForm for a new load', () => {
  it('has no Status select and hands on Planning, with an empty case and seating and no BC', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(<LoadForm defaultValues={loadToForm(loadFixtures.varmint)} onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          ...loadFixtures.varmint,
          bullet: { ...loadFixtures.varmint.bullet, bc: null, dragModel: '' },
          caseDetails: NO_CASE_DETAILS,
          seating: NO_SEATING,
        },
        'Planning',
      ),
    );
  });

  it('opens a duplicate filled from the load, its name marked as a copy, ready for the next rung', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(<LoadForm defaultValues={duplicateLoadForm(loadFixtures.creedmoorMatch)} onSubmit={onSubmit} />);

    expect(screen.getByLabelText('Load name')).toHaveValue('6.5 CM 140 ELD-M / H4350 (copy)');
    expect(screen.getByLabelText('Cartridge')).toHaveValue('6.5 Creedmoor');
    expect(screen.getByLabelText('Goal')).toHaveValue('precision');
    expect(screen.getByLabelText('Bullet weight (grains)')).toHaveValue('140');
    expect(screen.getByLabelText('Bullet type')).toHaveValue('ELD Match');
    expect(screen.getByLabelText('Bullet manufacturer')).toHaveValue('Hornady');
    expect(screen.getByLabelText('Powder type')).toHaveValue('H4350');
    expect(screen.getByLabelText('Powder charge (grains)')).toHaveValue('41.5');
    expect(screen.getByLabelText('Primer')).toHaveValue('CCI BR-2');
    expect(screen.getByLabelText('Brass')).toHaveValue('Lapua small primer');
    expect(screen.getByLabelText('Notes')).toHaveValue('Seated 0.020" off the lands.');

    await user.clear(screen.getByLabelText('Powder charge (grains)'));
    await user.type(screen.getByLabelText('Powder charge (grains)'), '42.0');
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          ...loadFixtures.creedmoorMatch,
          name: '6.5 CM 140 ELD-M / H4350 (copy)',
          powder: { type: 'H4350', weight: 42 },
        },
        'Planning',
      ),
    );
  });

  it('duplicates a load with no powder charge as an empty charge field', () => {
    expect(duplicateLoadForm(loadFixtures.varmint)).toEqual({
      ...loadToForm(loadFixtures.varmint),
      name: '.223 55 V-MAX (copy)',
      powderWeight: '',
    });
  });
});

describe('LoadForm’s case and seating', () => {
  const caseAndSeating = () => screen.getByText('Case and seating').closest('details')!;
  const quickLoad = { ...emptyLoadForm, ...creedmoorMatchForm, ...loadToForm(loadFixtures.varmint) };

  it('stays closed for a quick new load and hands on what is typed in it, lengths in inches', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(<LoadForm defaultValues={quickLoad} onSubmit={onSubmit} />);
    expect(caseAndSeating().open).toBe(false);
    await user.click(screen.getByText('Case and seating'));
    await user.type(screen.getByLabelText('COAL (inches)'), '2.800');
    // A decimal comma is read as the locale writes it: in en-US, 2,21 (but 2,210 would be 2210).
    await user.type(screen.getByLabelText('CBTO (inches)'), '2,21');
    await user.type(screen.getByLabelText('Case brand'), 'Lapua');
    await user.click(screen.getByLabelText('Annealed'));
    await user.type(screen.getByLabelText('Ballistic coefficient (BC)'), '0.243');
    await user.selectOptions(screen.getByLabelText('BC drag model'), 'G7');
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const fields = onSubmit.mock.calls[0]![0];
    expect(fields.seating).toEqual({ coal: 2.8, cbto: 2.21, crimp: '' });
    expect(fields.caseDetails).toEqual({ ...NO_CASE_DETAILS, brand: 'Lapua', annealed: true });
    expect(fields.bullet).toMatchObject({ bc: 0.243, dragModel: 'G7' });
  });

  it('opens itself on a refused length, says why, and hands on nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(<LoadForm defaultValues={quickLoad} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('COAL (inches)'), '-2.8');
    expect(caseAndSeating().open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    expect(await screen.findByText('COAL must be a length in inches, 0 or more')).toBeInTheDocument();
    expect(caseAndSeating().open).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens with a load that records its case or seating, and saved unchanged keeps them exactly', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(
      <LoadForm
        defaultValues={loadToForm(loadFixtures.creedmoorMatch)}
        defaultStatus="Testing"
        onSubmit={onSubmit}
        submitLabel="Save Changes"
      />,
    );
    expect(caseAndSeating().open).toBe(true);
    expect(screen.getByLabelText('COAL (inches)')).toHaveValue('2.8');
    expect(screen.getByLabelText('Neck sized with')).toHaveValue('bushing');
    expect(screen.getByLabelText('Annealed')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(loadFixtures.creedmoorMatch, 'Testing'));
  });

  it('asks for the drag model of a BC beside the bullet', async () => {
    const user = userEvent.setup();
    const onSubmit = onSubmitMock();
    render(<LoadForm defaultValues={quickLoad} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Ballistic coefficient (BC)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Create Load Development' }));
    expect(await screen.findByText('Choose the drag model of this BC: G1 or G7')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
