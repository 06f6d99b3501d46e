import { Section } from '@/components/layout/section';
import { type LoadRollup } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { formatDate, formatDateString } from '@/utils/format';
import { type LoadDevelopment } from '../schema';
import { bulletText, recipeText } from './recipe-text';

/** The recipe, with the figures derived from its sessions ('…' while they load). */
export function LoadRecipe({ load, rollup }: { load: LoadDevelopment; rollup: LoadRollup | null }) {
  const units = useUnits();
  const items: { label: string; value: string }[] = [
    { label: 'Cartridge', value: load.cartridge },
    { label: 'Goal', value: load.goal ? load.goal[0]!.toUpperCase() + load.goal.slice(1) : 'No particular goal' },
    { label: 'Bullet', value: bulletText(load, units) },
    { label: 'Powder', value: load.powder.type },
    { label: 'Powder charge', value: units.powder(load.powder.weight, 'Not recorded') },
    { label: 'Primer', value: load.primer },
    { label: 'Brass', value: load.brass },
    { label: 'Sessions', value: rollup ? String(rollup.sessions) : '…' },
    { label: 'Best group', value: rollup ? units.bestGroup(rollup.bestGroup) : '…' },
    { label: 'Last tested', value: rollup ? formatDateString(rollup.lastTested, 'Not tested') : '…' },
    { label: 'Created', value: formatDate(load.createdAt) },
  ];
  return (
    <Section title="LoadRecipe">
      <p className="mb-3 text-stone-800">{recipeText(load, units)}</p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-stone-600">{item.label}</dt>
            <dd data-recipe={item.label}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {load.notes && (
        <div className="mt-3 text-sm">
          <h3 className="text-stone-600">Notes</h3>
          <p className="whitespace-pre-line text-stone-800">{load.notes}</p>
        </div>
      )}
    </Section>
  );
}
