import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptySessionForm, type SessionFormValues } from '../schema';
import { SessionForm, type Choice } from './session-form';

/*
 * The batch a new session fires: offered only for a handload that has batches, its newest with rounds
 * left picked until the shooter picks another (or None), as the route gives them for the chosen load.
 */

const handloads: Choice[] = [
  { value: 'load-1', label: '6.5 CM 140 ELD-M' },
  { value: 'load-2', label: 'No batches yet' },
];
const batchesOf: Record<string, { choices: Choice[]; default: string | null }> = {
  'load-1': {
    choices: [
      { value: 'b-new', label: 'Nov 20, 2026 · 0 of 50 left' },
      { value: 'b-old', label: 'Nov 1, 2026 · 30 of 50 left' },
    ],
    default: 'b-old',
  },
  'load-2': { choices: [], default: null },
};

/** The form as the route drives it: told the handload chosen, it hands that load's batches back. */
function Harness({ onSubmit }: { onSubmit: (values: SessionFormValues) => void }) {
  const [loadId, setLoadId] = useState('');
  const batches = batchesOf[loadId];
  return (
    <SessionForm
      defaultValues={emptySessionForm(new Date(2026, 10, 22))}
      onSubmit={onSubmit}
      handloads={handloads}
      factoryLoads={[{ value: 'factory-1', label: 'Federal Gold Medal Match' }]}
      firearms={[{ value: 'firearm-1', label: 'Tikka T3x CTR' }]}
      onHandloadChange={setLoadId}
      batches={batches?.choices ?? []}
      defaultBatchId={batches?.default ?? null}
    />
  );
}

async function fillRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Session name'), 'Batch day');
  await user.selectOptions(screen.getByLabelText('Firearm'), 'firearm-1');
}

describe('SessionForm: the batch it fires', () => {
  it('picks the newest batch with rounds left of the chosen handload, and hands it on', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Batch')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Ammunition type'), 'handload');
    await user.selectOptions(screen.getByLabelText('Ammunition', { exact: true }), 'load-1');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Batch').value).toBe('b-old'));
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ammunitionId: 'load-1', batchId: 'b-old' });
  });

  it('keeps the batch the shooter picks, None too', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Ammunition type'), 'handload');
    await user.selectOptions(screen.getByLabelText('Ammunition', { exact: true }), 'load-1');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Batch').value).toBe('b-old'));
    await user.selectOptions(screen.getByLabelText('Batch'), '');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ammunitionId: 'load-1', batchId: '' });
  });

  it('offers no batch for a handload without batches or a factory load, and names none', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Ammunition type'), 'handload');
    await user.selectOptions(screen.getByLabelText('Ammunition', { exact: true }), 'load-1');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Batch').value).toBe('b-old'));
    await user.selectOptions(screen.getByLabelText('Ammunition', { exact: true }), 'load-2');
    await waitFor(() => expect(screen.queryByLabelText('Batch')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Ammunition type'), 'factory');
    await user.selectOptions(screen.getByLabelText('Ammunition', { exact: true }), 'factory-1');
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ammunitionType: 'factory', batchId: '' });
  });
});
