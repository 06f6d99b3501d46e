import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPONENT_KINDS, type ComponentKind } from '@/domain/inventory';
import { IMPERIAL_EN_US, type UnitSettings } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnitsProvider } from '@/features/units/units-context';
import type { BatchChoice } from '../batches-api';
import { componentFixtures, fixtureKeyOfKind, lotFixtures } from '../fixtures';
import type { ComponentLot, InventoryComponent } from '../schema';
import { BatchForm } from './batch-form';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close stand in for showModal() and close().
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const at = new Date('2026-11-01T12:00:00Z');
const stamps = { userId: 'alice', createdAt: at, updatedAt: at };

/** A component and a lot of each kind, as the fixtures buy them, the primers down to `primers`. */
function bench(primers = 1000): { components: InventoryComponent[]; lots: ComponentLot[] } {
  const components = COMPONENT_KINDS.map((kind) => ({
    id: `component-${kind}`,
    ...componentFixtures[fixtureKeyOfKind[kind]],
    ...stamps,
  }));
  const lots = COMPONENT_KINDS.map((kind: ComponentKind) => {
    const fixture = lotFixtures[fixtureKeyOfKind[kind]];
    const bought = kind === 'primer' ? primers : fixture.bought;
    return {
      id: `lot-${kind}`,
      ...fixture.fields,
      componentId: `component-${kind}`,
      kind,
      movements: [{ id: `m-${kind}`, at, quantity: bought, reason: 'bought' as const, batchId: null, note: '' }],
      ...stamps,
    };
  });
  return { components, lots };
}

function renderForm(settings: UnitSettings, primers?: number) {
  const onSubmit = vi.fn(async (_choice: BatchChoice) => {});
  render(
    <UnitsProvider settings={settings}>
      <BatchForm charge={41.5} {...bench(primers)} onSubmit={onSubmit} />
    </UnitsProvider>,
  );
  return onSubmit;
}

async function chooseEveryLot(user: ReturnType<typeof userEvent.setup>) {
  for (const kind of COMPONENT_KINDS) {
    const label = `${kind[0]!.toUpperCase()}${kind.slice(1)} lot`;
    await user.selectOptions(screen.getByLabelText(label), `lot-${kind}`);
  }
}

describe('BatchForm', () => {
  it('shows what 50 rounds take from each lot and the cost per round, then hands on the choice', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(IMPERIAL_EN_US);
    expect(screen.getByLabelText('Charge (gr)')).toHaveProperty('value', '41.5');
    await user.type(screen.getByLabelText('Rounds'), '50');
    await chooseEveryLot(user);

    const takes = screen.getByRole('table', { name: 'What this batch takes' });
    const powder = within(takes).getByRole('row', { name: /Powder/ });
    expect(powder.textContent).toContain('2,075 gr');
    expect(powder.textContent).toContain('53,925 gr (7.70 lb)');
    expect(within(takes).getByRole('row', { name: /Brass/ }).textContent).toContain('50 cases');
    // 389.99 / 56,000 × 41.5 + 52.99 / 1,000 + 274.95 / 500 + 119.99 / 100.
    expect(screen.getByText('$2.09 per round')).toBeTruthy();
    expect(screen.queryByText(/would go below zero/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load Rounds' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      rounds: 50,
      charge: 41.5,
      lots: { powder: 'lot-powder', primer: 'lot-primer', bullet: 'lot-bullet', brass: 'lot-brass' },
      notes: '',
    });
  });

  it('says a lot would go below zero, and saves only once the loader confirms', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(IMPERIAL_EN_US, 30);
    await user.type(screen.getByLabelText('Rounds'), '50');
    await user.selectOptions(screen.getByLabelText('Primer lot'), 'lot-primer');
    expect(screen.getByText('A lot would go below zero:')).toBeTruthy();
    expect(
      screen.getByText('CCI BR-2, lot BR2-0425 holds 30 primers; this batch takes 50 primers (-20 primers after).'),
    ).toBeTruthy();
    // 52.99 for 1,000 primers: a primer a round.
    expect(screen.getByText('$0.05 per round')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load Rounds' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This batch takes a lot below zero. Load it anyway?');
    expect(onSubmit).not.toHaveBeenCalled();
    // Cancel: back to the form to correct it, nothing saved.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Load Rounds' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Load Anyway' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ rounds: 50, lots: { primer: 'lot-primer', powder: null } });
  });

  it('takes the charge in grams in a metric account and hands it on in grains; unchanged, the load’s exactly', async () => {
    const user = userEvent.setup();
    const metric: UnitSettings = { preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'de-DE' };
    const onSubmit = renderForm(metric);
    const charge = screen.getByLabelText('Charge (g)');
    expect(charge).toHaveProperty('value', '2,69');
    await user.type(screen.getByLabelText('Rounds'), '10');
    await user.click(screen.getByRole('button', { name: 'Load Rounds' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ rounds: 10, charge: 41.5 });

    await user.clear(charge);
    await user.type(charge, '2,7');
    await user.click(screen.getByRole('button', { name: 'Load Rounds' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    // 2.7 g is 41.668 gr, stored to 0.01 gr.
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ charge: 41.67 });
  });
});
