import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { barrelFixtures } from '../fixtures';
import { barrelToForm, newBarrelForm, storedBarrelFigures, type BarrelFields } from '../schema';
import { BarrelForm } from './barrel-form';

const METRIC: UnitSettings = { preferences: METRIC_UNITS, locale: 'de-DE' };

afterEach(cleanup);

async function handedOn(onSubmit: ReturnType<typeof vi.fn>): Promise<BarrelFields> {
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0] as BarrelFields;
}

describe('BarrelForm in an account that measures in millimetres', () => {
  it('takes the length and the lands in millimetres and hands on inches', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_fields: BarrelFields) => {});
    render(
      <UnitsProvider settings={METRIC}>
        <BarrelForm
          isNew
          defaultValues={newBarrelForm('2026-06-01')}
          onSubmit={onSubmit}
          onCancel={() => {}}
          submitLabel="Save barrel change"
        />
      </UnitsProvider>,
    );
    expect(screen.queryByLabelText('Removed on')).toBeNull();
    await user.type(screen.getByLabelText('Barrel name'), 'Bartlein 5R');
    await user.type(screen.getByLabelText('Barrel length (millimetres)'), '660');
    await user.type(screen.getByLabelText('CBTO to the lands (millimetres)'), '57,28');
    await user.type(screen.getByLabelText('Cleaning interval (rounds)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save barrel change' }));
    // 660 mm is 25.984 in (stored to 0.01); 57.28 mm is 2.25512 in (stored to 0.001).
    expect(await handedOn(onSubmit)).toMatchObject({
      name: 'Bartlein 5R',
      installedOn: '2026-06-01',
      removedOn: null,
      length: 25.98,
      cbtoToLands: 2.255,
      startingRounds: 0,
      cleaningInterval: 150,
    });
  });

  it('keeps a stored barrel exactly as stored when saved unchanged', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_fields: BarrelFields) => {});
    render(
      <UnitsProvider settings={METRIC}>
        <BarrelForm
          defaultValues={barrelToForm(barrelFixtures.bartlein, METRIC)}
          stored={storedBarrelFigures(barrelFixtures.bartlein)}
          onSubmit={onSubmit}
          onCancel={() => {}}
          submitLabel="Save barrel"
        />
      </UnitsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save barrel' }));
    expect(await handedOn(onSubmit)).toEqual(barrelFixtures.bartlein);
  });

  it('says when the barrel would come off before it went on', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_fields: BarrelFields) => {});
    render(
      <UnitsProvider settings={METRIC}>
        <BarrelForm
          defaultValues={{ ...barrelToForm(barrelFixtures.bartlein, METRIC), removedOn: '2026-05-01' }}
          onSubmit={onSubmit}
          onCancel={() => {}}
          submitLabel="Save barrel"
        />
      </UnitsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save barrel' }));
    expect(await screen.findByText('A barrel is removed on or after the day it was installed')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
