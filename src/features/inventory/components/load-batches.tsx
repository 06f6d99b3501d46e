import { useMemo } from 'react';
import { Section } from '@/components/layout/section';
import { FormError } from '@/components/ui/form-error';
import { PendingBadge } from '@/components/ui/pending-badge';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import { newestBatchFirst } from '@/domain/batch-rounds';
import { batchRoundsOnHand, COMPONENT_KINDS, costPerRound, KIND_NAMES, type ComponentKind } from '@/domain/inventory';
import { useBatchRoundsFired } from '@/features/sessions/hooks';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import type { LoadBatch } from '../batch-schema';
import { useComponents, useLoadBatches, useLots } from '../hooks';
import type { ComponentLot } from '../schema';
import { COST_PER_ROUND_NOTE, CostPerRoundText, lotLabel } from './batch-preview';

/** The cost per round of a batch, from the prices of the lots it names as this device has them. */
export function batchCost(batch: Pick<LoadBatch, 'lots' | 'charge'>, lotsById: ReadonlyMap<string, ComponentLot>) {
  const priced: Partial<Record<ComponentKind, { price: ComponentLot['price'] } | null>> = {};
  for (const kind of COMPONENT_KINDS) {
    const lotId = batch.lots[kind];
    if (lotId !== null) priced[kind] = lotsById.get(lotId) ?? null;
  }
  return costPerRound(batch.charge, priced);
}

/**
 * A load's batches, newest first: the day, the rounds loaded and left (less the shots of the sessions
 * naming it), the charge, the lots and the cost per round; the load's cost per round is its newest
 * batch's. Reads the load's batches, the summaries of their sessions, and the user's components and
 * lots (for their names and prices).
 */
export function LoadBatches({ userId, loadId }: { userId: string; loadId: string }) {
  const units = useUnits();
  const batches = useLoadBatches(userId, loadId);
  const components = useComponents(userId);
  const lots = useLots(userId);
  const componentsById = useMemo(
    () => new Map((components.data ?? []).map((component) => [component.id, component])),
    [components.data],
  );
  const lotsById = useMemo(() => new Map((lots.data ?? []).map((lot) => [lot.id, lot])), [lots.data]);
  const sorted = useMemo(() => [...(batches.data ?? [])].sort(newestBatchFirst), [batches.data]);
  const fired = useBatchRoundsFired(
    userId,
    useMemo(() => sorted.map((batch) => batch.id), [sorted]),
  );

  const body = () => {
    if (batches.status === 'error') return <FormError message="The batches could not be loaded. Please try again." />;
    if (batches.status !== 'success') return <p className="text-stone-700">Loading batches…</p>;
    if (batches.data.length === 0) return <p className="text-stone-700">No batches loaded yet.</p>;
    const lotsKnown = lots.status === 'success' && components.status === 'success';
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Batches of this load">
          <thead className="text-xs tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Loaded
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Rounds
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Left
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Charge
              </th>
              <th scope="col" className="py-2 pr-3">
                Lots
              </th>
              <th scope="col" className="py-2">
                Cost per round
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 align-top tabular-nums">
            {sorted.map((batch) => (
              <tr key={batch.id} data-batch={batch.date}>
                <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                  {formatDateString(batch.date)} {batches.pendingIds.has(batch.id) && <PendingBadge />}
                </th>
                <td className="py-2 pr-3 text-right" data-rounds>
                  {units.number(batch.rounds, 0)}
                </td>
                <td className="py-2 pr-3 text-right" data-rounds-on-hand>
                  {fired ? units.number(batchRoundsOnHand(batch, fired.get(batch.id)), 0) : '…'}
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{units.powder(batch.charge)}</td>
                <td className="py-2 pr-3">
                  <ul>
                    {COMPONENT_KINDS.flatMap((kind) => {
                      const lotId = batch.lots[kind];
                      if (lotId === null) return [];
                      const lot = lotsById.get(lotId);
                      const name = lot ? lotLabel(lot, componentsById) : lotsKnown ? 'a deleted lot' : '…';
                      return [
                        <li key={kind}>
                          {KIND_NAMES[kind]}: {name}
                        </li>,
                      ];
                    })}
                  </ul>
                </td>
                <td className="py-2">{lotsKnown ? <CostPerRoundText cost={batchCost(batch, lotsById)} /> : '…'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {lotsKnown && sorted[0] && (
          <p className="mt-2" data-load-cost>
            Cost per round of this load (its newest batch): <CostPerRoundText cost={batchCost(sorted[0], lotsById)} />
          </p>
        )}
        <p className="mt-2 text-xs text-stone-600">{COST_PER_ROUND_NOTE}</p>
      </div>
    );
  };

  return (
    <Section title="Batches">
      {body()}
      <UnreadableRows docs={batches.unreadable} />
    </Section>
  );
}
