import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordCleaning } from '../barrels-api';
import { barrelFixtures, cleaningFixtures } from '../fixtures';
import { firearmBarrelPlan } from '../hooks';
import type { Barrel } from '../schema';
import { FirearmBarrels } from './firearm-barrels';

// The app's Firestore is not started in a unit test; the save is stood in for, to settle when the test says.
vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('../barrels-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../barrels-api')>()),
  recordCleaning: vi.fn(),
}));

const firearm = {
  id: 'f1',
  name: 'Tikka T3x',
  barrelLength: 24,
  twist: '1:8',
  roundCount: 0,
  lastCleaned: '2026-08-01',
};
const barrel = {
  ...barrelFixtures.bartlein,
  id: 'b1',
  firearmId: 'f1',
  userId: 'alice',
  cleanings: [cleaningFixtures.copper],
  createdAt: new Date('2026-06-01'),
  updatedAt: new Date('2026-08-01'),
} as Barrel;

describe('FirearmBarrels', () => {
  it('keeps a Correct form opened while an earlier cleaning was still saving: that save closes only its own form', async () => {
    const user = userEvent.setup();
    let settleSave = () => {};
    vi.mocked(recordCleaning).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          settleSave = resolve;
        }),
    );
    render(
      <FirearmBarrels
        firearm={firearm}
        userId="alice"
        recorded={[barrel]}
        figures={{
          plan: firearmBarrelPlan(firearm, [barrel]),
          rounds: { value: [250], fresh: true, asOf: new Date() },
          cleaning: null,
        }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Record cleaning' }));
    const record = screen.getByRole('form', { name: 'Record cleaning' });
    await user.type(screen.getByLabelText('What was done'), 'Patches');
    await user.click(screen.getByRole('button', { name: 'Save cleaning' }));
    expect(recordCleaning).toHaveBeenCalledTimes(1);

    // The log shows its cleanings before a save settles: a shooter corrects one meanwhile.
    await user.click(screen.getByRole('button', { name: 'Correct the cleaning of Aug 1, 2026' }));
    expect(record).not.toBeInTheDocument();
    await act(async () => settleSave());
    expect(screen.getByRole('form', { name: 'Correct cleaning' })).toBeInTheDocument();
    expect(screen.getByLabelText('What was done')).toHaveValue(cleaningFixtures.copper.work);
  });
});
