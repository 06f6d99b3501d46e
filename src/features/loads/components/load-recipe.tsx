import type { ReactNode } from 'react';
import { Section } from '@/components/layout/section';
import { type LoadRollup } from '@/domain/rollups';
import type { LandsFirearm } from '@/domain/seating';
import { useUnits } from '@/features/units/hooks';
import { formatDate, formatDateString } from '@/utils/format';
import { type LoadDevelopment } from '../schema';
import { LandsJump } from './lands-jump';
import { bcText, bulletText, caseSeatingItems, recipeText } from './recipe-text';

type Item = { label: string; value: string };

function Items({ items }: { items: Item[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-stone-600">{item.label}</dt>
          <dd data-recipe={item.label}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The recipe, with the figures derived from its sessions ('…' while they load): its case and seating
 * as recorded, and its jump to the lands in the user's firearms of its cartridge (`firearms`, null while
 * they load).
 */
export function LoadRecipe({
  load,
  rollup,
  firearms,
  lots = null,
}: {
  load: LoadDevelopment;
  rollup: LoadRollup | null;
  firearms: readonly LandsFirearm[] | null;
  /** The lots its batches were loaded from, as the page shows them (the inventory's). */
  lots?: ReactNode;
}) {
  const units = useUnits();
  const bc = bcText(load, units);
  const items: Item[] = [
    { label: 'Cartridge', value: load.cartridge },
    { label: 'Goal', value: load.goal ? load.goal[0]!.toUpperCase() + load.goal.slice(1) : 'No particular goal' },
    { label: 'Bullet', value: bulletText(load, units) },
    ...(bc ? [{ label: 'BC', value: bc }] : []),
    { label: 'Powder', value: load.powder.type },
    { label: 'Powder charge', value: units.powder(load.powder.weight, 'Not recorded') },
    { label: 'Primer', value: load.primer },
    { label: 'Brass', value: load.brass },
    { label: 'Sessions', value: rollup ? String(rollup.sessions) : '…' },
    { label: 'Best group', value: rollup ? units.bestGroup(rollup.bestGroup) : '…' },
    { label: 'Last tested', value: rollup ? formatDateString(rollup.lastTested, 'Not tested') : '…' },
    { label: 'Created', value: formatDate(load.createdAt) },
  ];
  const caseSeating = caseSeatingItems(load, units);
  return (
    <Section title="Recipe">
      <p className="mb-3 text-stone-800">{recipeText(load, units)}</p>
      <Items items={items} />
      <div className="mt-3">
        <h3 className="mb-1 text-sm text-stone-600">Case and seating</h3>
        {caseSeating.length > 0 ? (
          <Items items={caseSeating} />
        ) : (
          <p className="text-sm text-stone-700">Not recorded; Edit adds the case, COAL and CBTO.</p>
        )}
      </div>
      <LandsJump cartridge={load.cartridge} cbto={load.seating?.cbto} firearms={firearms} />
      {lots}
      {load.notes && (
        <div className="mt-3 text-sm">
          <h3 className="text-stone-600">Notes</h3>
          <p className="whitespace-pre-line text-stone-800">{load.notes}</p>
        </div>
      )}
    </Section>
  );
}
