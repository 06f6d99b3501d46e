import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { sessionCost } from '@/domain/batch-rounds';
import { batchRoundsOnHand } from '@/domain/inventory';
import { useBatchRoundsFired } from '@/features/sessions/hooks';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import { useBatch, useLots } from '../hooks';
import { COST_PER_ROUND_NOTE, CostPerRoundText } from './batch-preview';
import { batchCost } from './load-batches';

const card = 'rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm';

/**
 * The batch a session fires: the day it was loaded, its rounds loaded and left, its cost per round,
 * and what this session's rounds cost (every shot logged is a round fired, excluded ones too).
 */
export function SessionBatch({
  userId,
  batchId,
  loadId,
  roundsFired,
}: {
  userId: string;
  batchId: string;
  loadId: string;
  roundsFired: number;
}) {
  const units = useUnits();
  const batch = useBatch(batchId);
  const lots = useLots(userId);
  const fired = useBatchRoundsFired(
    userId,
    useMemo(() => [batchId], [batchId]),
  );
  const lotsById = useMemo(() => new Map((lots.data ?? []).map((lot) => [lot.id, lot])), [lots.data]);

  const body = () => {
    if (batch.status === 'error') return <p>The batch could not be loaded.</p>;
    if (batch.status !== 'success') return <p>Loading its batch…</p>;
    if (!batch.data) return <p>Its batch has been deleted.</p>;
    const cost = lots.status === 'success' ? batchCost(batch.data, lotsById) : null;
    const spent = cost ? sessionCost(roundsFired, cost) : null;
    return (
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Batch</dt>
          <dd>
            <Link to={paths.load.href(loadId)} className="font-medium text-amber-800 underline">
              Loaded {formatDateString(batch.data.date)}
            </Link>
            {`: ${units.number(batch.data.rounds, 0)} rounds, `}
            <span data-session-batch-left>
              {fired ? units.number(batchRoundsOnHand(batch.data, fired.get(batchId)), 0) : '…'}
            </span>
            {' left'}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Cost per round</dt>
          <dd>{cost ? <CostPerRoundText cost={cost} /> : '…'}</dd>
        </div>
        <div>
          <dt className="text-stone-600">This session</dt>
          <dd data-session-cost>
            {units.number(roundsFired, 0)} {roundsFired === 1 ? 'round' : 'rounds'} fired
            {spent !== null ? `, ${units.money(spent)}` : ''}
          </dd>
        </div>
      </dl>
    );
  };

  return (
    <section aria-label="Batch fired" className={card}>
      {body()}
      <p className="mt-2 text-xs text-stone-600">{COST_PER_ROUND_NOTE}</p>
    </section>
  );
}
