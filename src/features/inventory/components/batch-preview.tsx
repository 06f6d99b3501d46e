import { figureCell, FiguresTable } from '@/components/ui/figures-table';
import {
  COMPONENT_KINDS,
  KIND_NAMES,
  onHand,
  type CostPerRound,
  type PerKind,
  type Shortfall,
} from '@/domain/inventory';
import { useUnits } from '@/features/units/hooks';
import { costText, quantityText } from '../quantity-format';
import type { ComponentLot, InventoryComponent } from '../schema';
import { lotName } from './component-card';

/** A lot as the batch screens name it: "CCI BR-2, lot BR2-0425". */
export function lotLabel(lot: ComponentLot, components: ReadonlyMap<string, InventoryComponent>): string {
  const component = components.get(lot.componentId);
  return `${component?.name ?? 'A deleted component'}, ${lotName(lot)}`;
}

/** Each kind's part of a known cost: "powder $0.289 · primer $0.053 · …". */
function costParts(cost: CostPerRound, units: ReturnType<typeof useUnits>): string | null {
  if (cost.status !== 'known') return null;
  return COMPONENT_KINDS.flatMap((kind) => {
    const part = cost.parts[kind];
    return part === undefined ? [] : [`${KIND_NAMES[kind].toLowerCase()} ${units.money(part, 1)}`];
  }).join(' · ');
}

/** How a cost per round is worked out, said once under each list of them. */
export const COST_PER_ROUND_NOTE =
  'Cost per round: from the prices of the lots named, what one round takes: its charge of powder, a primer, a bullet and a case. A case counts at its whole price, not spread over the times it is reloaded.';

/** A cost per round with its parts. */
export function CostPerRoundText({ cost }: { cost: CostPerRound }) {
  const units = useUnits();
  const parts = costParts(cost, units);
  return (
    <>
      <span data-cost-per-round>{costText(cost, units)}</span>
      {parts && <span className="block text-xs text-stone-600">{parts}</span>}
    </>
  );
}

/**
 * What the batch will take, before it is saved: each named lot's draw and what it will hold after,
 * the lots it would take below zero, and the cost per round.
 */
export function BatchPreview({
  draws,
  lots,
  lotsById,
  components,
  shortfalls,
  cost,
  onHandByLot,
}: {
  draws: PerKind<number | null> | null;
  lots: PerKind<string | null>;
  lotsById: ReadonlyMap<string, ComponentLot>;
  /** What each lot holds now (a brass lot with its fired cases back); a lot not in it, its movements' sum. */
  onHandByLot: Readonly<Record<string, number>>;
  components: ReadonlyMap<string, InventoryComponent>;
  shortfalls: readonly Shortfall[];
  cost: CostPerRound | null;
}) {
  const units = useUnits();
  const named = COMPONENT_KINDS.filter((kind) => lots[kind] !== null);
  return (
    <section aria-label="What this batch takes" className="space-y-3">
      {draws === null ? (
        <p className="text-stone-700">Enter the rounds and the charge to see what the batch takes.</p>
      ) : named.length === 0 ? (
        <p className="text-stone-700">No lots chosen: the batch takes nothing from the inventory.</p>
      ) : (
        <FiguresTable caption="What this batch takes" head={['Component', 'Lot', 'Takes', 'On hand after']}>
          {named.map((kind) => {
            const lot = lotsById.get(lots[kind]!);
            const draw = draws[kind]!;
            return (
              <tr key={kind} data-draw={kind}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {KIND_NAMES[kind]}
                </th>
                <td className="px-3 py-2">{lot ? lotLabel(lot, components) : 'Not on this device'}</td>
                <td className={figureCell}>{quantityText(kind, draw, units)}</td>
                <td className={figureCell}>
                  {lot ? quantityText(kind, (onHandByLot[lot.id] ?? onHand(lot.movements)) - draw, units) : '–'}
                </td>
              </tr>
            );
          })}
        </FiguresTable>
      )}
      {shortfalls.length > 0 && (
        <div
          role="status"
          className="rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-900"
        >
          <p className="font-semibold">
            {shortfalls.length === 1 ? 'A lot would go below zero:' : `${shortfalls.length} lots would go below zero:`}
          </p>
          <ul className="list-disc pl-5">
            {shortfalls.map((shortfall) => (
              <li key={shortfall.kind}>{shortfallText(shortfall, lotsById, components, units)}</li>
            ))}
          </ul>
          <p>Correct the rounds or the lots, or load anyway if the inventory is behind your bench.</p>
        </div>
      )}
      {cost && (
        <>
          <p>
            Cost per round: <CostPerRoundText cost={cost} />
          </p>
          <p className="text-xs text-stone-600">{COST_PER_ROUND_NOTE}</p>
        </>
      )}
    </section>
  );
}

/** "CCI BR-2, lot BR2-0425 holds 30 primers; this batch takes 50 primers (−20 primers after)." */
export function shortfallText(
  shortfall: Shortfall,
  lotsById: ReadonlyMap<string, ComponentLot>,
  components: ReadonlyMap<string, InventoryComponent>,
  units: ReturnType<typeof useUnits>,
): string {
  const lot = lotsById.get(shortfall.lotId);
  const name = lot ? lotLabel(lot, components) : KIND_NAMES[shortfall.kind];
  return `${name} holds ${quantityText(shortfall.kind, shortfall.onHand, units)}; this batch takes ${quantityText(
    shortfall.kind,
    shortfall.draw,
    units,
  )} (${quantityText(shortfall.kind, shortfall.after, units)} after).`;
}
