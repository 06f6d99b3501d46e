import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { card } from '@/components/ui/styles';
import { brassDue, casesOnBench, type BrassLife } from '@/domain/brass-life';
import { componentTotal, isLowStock, KIND_NAMES, onHand, type PowderWeightUnit } from '@/domain/inventory';
import { useUnits } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { formatDateString } from '@/utils/format';
import { lifeOf } from '../brass-life-api';
import { addLot, recordMovement } from '../inventory-api';
import { emptyLotForm, emptyMovementForm, type MovementValues, type NewLotValues } from '../inventory-form-schema';
import { priceText, quantityText } from '../quantity-format';
import type { ComponentLot, InventoryComponent } from '../schema';
import { BrassDueBadges, BrassLifePanel } from './brass-life-panel';
import { LotForm, MovementForm } from './inventory-forms';
import { LotHistory } from './lot-history';

/** How a lot is named in a sentence or a label: "lot 22114", else by its date, else plainly. */
export function lotName(lot: Pick<ComponentLot, 'lotNumber' | 'purchaseDate'>): string {
  if (lot.lotNumber) return `lot ${lot.lotNumber}`;
  if (lot.purchaseDate) return `lot bought ${formatDateString(lot.purchaseDate)}`;
  return 'lot without a number';
}

type Open = { what: 'lot' } | { what: 'movement' | 'history' | 'life'; lotId: string } | null;

/**
 * One component: its total on hand across its lots (Low at or below its threshold), and its lots
 * with what each holds, its price, a form to record a movement and its history; a form to add a lot.
 * A brass lot holds its empty cases, those fired coming back to it, and shows its life (firings and
 * what is due). The writes go through the inventory's api, on this device first.
 */
export function ComponentCard({
  component,
  lots,
  lives,
  pendingIds,
  userId,
}: {
  component: InventoryComponent;
  lots: readonly ComponentLot[];
  /** Each brass lot's life by lot id; null while it is worked out. */
  lives: ReadonlyMap<string, BrassLife> | null;
  pendingIds: ReadonlySet<string>;
  userId: string;
}) {
  const units = useUnits();
  const [open, setOpen] = useState<Open>(null);
  const lifeOfLot = (lot: ComponentLot) => (lot.kind === 'brass' ? (lives?.get(lot.id) ?? null) : null);
  // A brass lot's cases on the bench: its movements' sum, plus the cases fired and back from the range.
  const held = (lot: ComponentLot) => {
    const life = lifeOfLot(lot);
    return life ? casesOnBench(life) : onHand(lot.movements);
  };
  const total = component.kind === 'brass' ? lots.reduce((sum, lot) => sum + held(lot), 0) : componentTotal(lots);
  const low = isLowStock(total, component.lowStock);
  // A powder's weight is typed in the account's unit to begin with (grains or grams).
  const unit: PowderWeightUnit = units.units.powderWeight;

  const newLot = useSubmit(async (values: NewLotValues) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await addLot(db, userId, component, values);
    setOpen(null);
  }, 'Failed to add the lot. Please try again.');
  const movement = useSubmit(async (lot: ComponentLot, values: MovementValues) => {
    await recordMovement(db, lot, component.name, values);
    setOpen({ what: 'history', lotId: lot.id });
  }, 'Failed to record the movement. Please try again.');

  const openLot = open && open.what !== 'lot' ? lots.find((lot) => lot.id === open.lotId) : undefined;

  return (
    <li className={card} data-component={component.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{component.name}</h3>
          <p className="text-sm text-stone-700">
            On hand: <span data-total={component.kind}>{quantityText(component.kind, total, units)}</span>
          </p>
          {component.notes && <p className="mt-1 text-sm text-stone-600">{component.notes}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {low && <StatusBadge label="Low" tone="orange" />}
          {pendingIds.has(component.id) && <PendingBadge />}
          <Button
            variant="secondary"
            onClick={() => setOpen({ what: 'lot' })}
            aria-label={`Add lot of ${component.name}`}
          >
            Add Lot
          </Button>
        </div>
      </div>

      {lots.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">No lots yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={`Lots of ${component.name}`}>
            <thead className="text-xs tracking-wide text-stone-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Lot
                </th>
                <th scope="col" className="py-2 pr-3">
                  Bought
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  On hand
                </th>
                <th scope="col" className="py-2 pr-3">
                  Price
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 tabular-nums">
              {lots.map((lot) => (
                <tr key={lot.id} data-lot={lot.lotNumber}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {lot.lotNumber || '–'} {pendingIds.has(lot.id) && <PendingBadge />}
                    {lifeOfLot(lot) && <BrassDueBadges due={brassDue(lifeOfLot(lot)!, lifeOf(lot))} />}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateString(lot.purchaseDate, '–')}</td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap" data-on-hand>
                    {quantityText(lot.kind, held(lot), units)}
                  </td>
                  <td className="py-2 pr-3">{priceText(lot.kind, lot.price, units)}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        variant="secondary"
                        aria-label={`Record movement of ${lotName(lot)}`}
                        onClick={() => setOpen({ what: 'movement', lotId: lot.id })}
                      >
                        Record
                      </Button>
                      {lot.kind === 'brass' && (
                        <Button
                          variant="secondary"
                          aria-label={`Life of ${lotName(lot)}`}
                          aria-expanded={open?.what === 'life' && open.lotId === lot.id}
                          onClick={() =>
                            setOpen(
                              open?.what === 'life' && open.lotId === lot.id ? null : { what: 'life', lotId: lot.id },
                            )
                          }
                        >
                          Life
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        aria-label={`History of ${lotName(lot)}`}
                        aria-expanded={open?.what === 'history' && open.lotId === lot.id}
                        onClick={() =>
                          setOpen(
                            open?.what === 'history' && open.lotId === lot.id
                              ? null
                              : { what: 'history', lotId: lot.id },
                          )
                        }
                      >
                        History
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {open?.what === 'lot' && (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <h4 className="mb-3 font-semibold">New lot of {component.name}</h4>
          <LotForm
            kind={component.kind}
            componentName={component.name}
            defaultValues={emptyLotForm(unit)}
            onSubmit={newLot.submit}
            onCancel={() => setOpen(null)}
            submitError={newLot.error}
            submitLabel="Add Lot"
          />
        </div>
      )}
      {open?.what === 'movement' && openLot && (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <h4 className="mb-3 font-semibold">
            Record a movement of {lotName(openLot)} ({KIND_NAMES[component.kind].toLowerCase()})
          </h4>
          <MovementForm
            key={openLot.id}
            kind={component.kind}
            lotName={lotName(openLot)}
            // A count is the difference to what the lot holds: for brass, with its fired cases back.
            movements={[...openLot.movements, { quantity: held(openLot) - onHand(openLot.movements) }]}
            defaultValues={emptyMovementForm(unit)}
            onSubmit={(values) => movement.submit(openLot, values)}
            onCancel={() => setOpen(null)}
            submitError={movement.error}
            submitLabel="Record Movement"
          />
        </div>
      )}
      {open?.what === 'life' && openLot && (
        <BrassLifePanel
          lot={openLot}
          lotName={lotName(openLot)}
          componentName={component.name}
          userId={userId}
          life={lifeOfLot(openLot)}
        />
      )}
      {open?.what === 'history' && openLot && (
        <LotHistory kind={component.kind} lotName={lotName(openLot)} movements={openLot.movements} />
      )}
    </li>
  );
}
