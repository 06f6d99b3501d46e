import { Link } from 'react-router-dom';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { cleaningDueText, type CleaningDue } from '@/domain/barrels';
import type { FirearmRounds } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import { firearmStatusTone, type Firearm } from '../schema';

type FirearmListProps = {
  firearms: Firearm[];
  pendingIds?: ReadonlySet<string>;
  /** Each firearm's total rounds (entered plus logged); null while they load; absent: not shown. */
  rounds?: Readonly<Record<string, Pick<FirearmRounds, 'total'>>> | null;
  /** Where each firearm's current barrel stands against its cleaning interval (only those with one); null while loading. */
  cleaning?: Readonly<Record<string, CleaningDue>> | null;
  /** The level of each card's heading: 2 on a page of its own, 3 under a dashboard section's h2. */
  headingLevel?: 2 | 3;
};

/** The user's firearms as cards, each named with a link to its page, its status (text, coloured), rounds and an Edit link. */
export function FirearmList({ firearms, pendingIds, rounds, cleaning, headingLevel = 2 }: FirearmListProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const units = useUnits();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Firearms">
      {firearms.map((firearm) => {
        const total = rounds?.[firearm.id]?.total;
        const due = cleaning?.[firearm.id];
        const dueText = cleaningDueText(due, units);
        return (
          <li key={firearm.id} className={card}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Heading className="truncate text-lg font-semibold" title={firearm.name}>
                  {/* Its own page; block, 44 px tall for a thumb, and the focus ring drawn inside the truncating heading. */}
                  <Link
                    to={paths.firearm.href(firearm.id)}
                    className="block min-h-11 truncate py-2 underline decoration-amber-700 decoration-2 underline-offset-4 hover:text-amber-800 focus-visible:-outline-offset-4"
                  >
                    {firearm.name}
                  </Link>
                </Heading>
                <p className="text-stone-700">
                  {firearm.make} {firearm.model} · {firearm.caliber}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <StatusBadge label={firearm.status} tone={firearmStatusTone(firearm.status)} />
                {pendingIds?.has(firearm.id) && <PendingBadge />}
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">Action</dt>
              <dd>{firearm.action}</dd>
              {rounds !== undefined && (
                <>
                  <dt className="text-stone-600">Total rounds</dt>
                  <dd data-rounds="total">{total === undefined ? '…' : units.number(total, 0)}</dd>
                </>
              )}
              <dt className="text-stone-600">Last cleaned</dt>
              <dd>{formatDateString(firearm.lastCleaned)}</dd>
              {dueText && (
                <>
                  <dt className="text-stone-600">Cleaning</dt>
                  <dd
                    data-cleaning={due?.due ? 'due' : 'not due'}
                    className={due?.due ? 'font-semibold text-red-800' : ''}
                  >
                    {dueText}
                  </dd>
                </>
              )}
            </dl>
            <Link
              to={paths.editFirearm.href(firearm.id)}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-amber-700 underline"
              aria-label={`Edit ${firearm.name}`}
            >
              Edit
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
