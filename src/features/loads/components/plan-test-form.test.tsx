import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import { loadFixtures } from '../fixtures';
import { emptyTestPlanForm, type TestPlan } from '../test-plan-schema';
import { PlanTestForm } from './plan-test-form';

const METRIC_DE: UnitSettings = { preferences: METRIC_UNITS, locale: 'de-DE' };

function renderForm(onSubmit: (plan: TestPlan) => void) {
  return render(
    <UnitsProvider settings={METRIC_DE}>
      <PlanTestForm
        load={loadFixtures.creedmoorMatch}
        defaultValues={emptyTestPlanForm('2026-12-05')}
        firearms={[{ id: 'tikka', name: 'Tikka T3x CTR' }]}
        onSubmit={onSubmit}
      />
    </UnitsProvider>,
  );
}

describe('PlanTestForm', () => {
  it('takes CBTO in millimetres, says what is wrong beside the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    // The load's own value beside each variable, in the account's units and locale (2.210 in is 56,13 mm).
    await user.selectOptions(screen.getByLabelText('Variable'), 'CBTO (now 56,13 mm)');
    await user.type(screen.getByLabelText('Start (mm)'), '55,88');
    await user.type(screen.getByLabelText('Step (mm)'), '0');
    await user.click(screen.getByRole('button', { name: 'Plan Test' }));
    expect(await screen.findByText('Step must be a number other than 0')).toBeVisible();
    expect(screen.getByLabelText('Start (mm)')).toHaveValue('55,88');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Step (mm)'));
    await user.type(screen.getByLabelText('Step (mm)'), '0,25');
    await user.selectOptions(screen.getByLabelText('Firearm'), 'Tikka T3x CTR');
    await user.click(screen.getByRole('button', { name: 'Plan Test' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // 55.88 mm is 2.200 in; then 0.25 mm steps, stored to 0.001 in.
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      variable: 'cbto',
      values: [2.2, 2.21, 2.22, 2.23, 2.239],
      shotsPerStep: 5,
      firearmId: 'tikka',
      date: '2026-12-05',
    });
  });

  it('asks a text variable for a list, one a line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await user.selectOptions(screen.getByLabelText('Variable'), 'Primer (now CCI BR-2)');
    expect(screen.queryByLabelText('Start')).toBeNull();
    await user.type(screen.getByLabelText('Values, one a line'), 'CCI BR-2{Enter}Federal 205M');
    await user.click(screen.getByRole('button', { name: 'Plan Test' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ variable: 'primer', values: ['CCI BR-2', 'Federal 205M'] });
  });
});
