import { Link } from 'react-router-dom';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { NO_ROLLUP, type LoadRollup } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import { loadStatusTone, type LoadDevelopment } from '../schema';
import { recipeText } from './recipe-text';

type LoadListProps = {
  loads: LoadDevelopment[];
  pendingIds?: ReadonlySet<string>;
  /** Each load's figures, derived from the sessions; null while they load. */
  rollups: Readonly<Record<string, LoadRollup>> | null;
  /** The level of each card's heading: 2 on a page of its own, 3 under a dashboard section's h2. */
  headingLevel?: 2 | 3;
};

/** The user's load developments: status (text, coloured), recipe at a glance, tests so far. */
export function LoadList({ loads, pendingIds, rollups, headingLevel = 2 }: LoadListProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const units = useUnits();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Load developments">
      {loads.map((load) => {
        const rollup = rollups?.[load.id] ?? NO_ROLLUP;
        return (
          <li key={load.id} className={card}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Heading className="truncate text-lg font-semibold" title={load.name}>
                  {/* Its own page; block, 44 px tall for a thumb, and the focus ring drawn inside the truncating heading. */}
                  <Link
                    to={paths.load.href(load.id)}
                    className="block min-h-11 truncate py-2 underline decoration-amber-700 decoration-2 underline-offset-4 hover:text-amber-800 focus-visible:-outline-offset-4"
                  >
                    {load.name}
                  </Link>
                </Heading>
                <p className="text-stone-700">{load.cartridge}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <StatusBadge label={load.status} tone={loadStatusTone(load.status)} />
                {pendingIds?.has(load.id) && <PendingBadge />}
              </div>
            </div>
            <p className="mt-2 text-sm text-stone-800">{recipeText(load, units)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">Primer / brass</dt>
              <dd>
                {load.primer} / {load.brass}
              </dd>
              <dt className="text-stone-600">Sessions</dt>
              <dd>{rollups ? rollup.sessions : '…'}</dd>
              <dt className="text-stone-600">Best group</dt>
              <dd>{rollups ? units.bestGroup(rollup.bestGroup) : '…'}</dd>
              <dt className="text-stone-600">Last tested</dt>
              <dd>{rollups ? formatDateString(rollup.lastTested, 'Not tested') : '…'}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
