import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '@/components/layout/section';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { newestBatchFirst } from '@/domain/batch-rounds';
import { batchRoundsOnHand } from '@/domain/inventory';
import { useBatchRoundsFired } from '@/features/sessions/hooks';
import { useUnits } from '@/features/units/hooks';
import { formatDateString } from '@/utils/format';
import { useUserBatches } from '../hooks';
import type { ComponentLot } from '../schema';
import { CostPerRoundText } from './batch-preview';
import { batchCost } from './load-batches';

/**
 * The rounds on the shelf: each batch with rounds left (loaded less the shots of the sessions naming
 * it), newest first, with its load, the day loaded and its cost per round. Reads the user's batches
 * and the summaries of their sessions; the lots come from the page.
 */
export function LoadedRounds({
  userId,
  loadNames,
  lots,
}: {
  userId: string;
  loadNames: ReadonlyMap<string, string>;
  lots: readonly ComponentLot[];
}) {
  const units = useUnits();
  const batches = useUserBatches(userId);
  const sorted = useMemo(() => [...(batches.data ?? [])].sort(newestBatchFirst), [batches.data]);
  const fired = useBatchRoundsFired(
    userId,
    useMemo(() => sorted.map((batch) => batch.id), [sorted]),
  );
  const lotsById = useMemo(() => new Map(lots.map((lot) => [lot.id, lot])), [lots]);
  const left = useMemo(
    () =>
      fired
        ? sorted
            .map((batch) => ({ batch, left: batchRoundsOnHand(batch, fired.get(batch.id)) }))
            .filter((row) => row.left > 0)
        : [],
    [sorted, fired],
  );

  const body = () => {
    if (batches.status === 'error') return <FormError message="Your batches could not be loaded. Please try again." />;
    if (batches.status !== 'success' || !fired) return <p className="text-stone-700">Loading batches…</p>;
    if (sorted.length === 0)
      return <p className="text-stone-700">No batches loaded yet: load rounds from a load’s page.</p>;
    if (left.length === 0) return <p className="text-stone-700">Every round loaded has been fired.</p>;
    return (
      <ul className="divide-y divide-stone-100 text-sm" aria-label="Loaded rounds">
        {left.map(({ batch, left: roundsLeft }) => (
          <li key={batch.id} data-loaded-batch={batch.id} className="flex flex-wrap gap-x-4 py-2">
            <Link to={paths.load.href(batch.loadDevelopmentId)} className="font-medium text-amber-800 underline">
              {loadNames.get(batch.loadDevelopmentId) ?? 'A deleted load'}
            </Link>
            <span>Loaded {formatDateString(batch.date)}</span>
            <span>
              <span data-rounds-left>{units.number(roundsLeft, 0)}</span> of {units.number(batch.rounds, 0)} left
            </span>
            <span>
              <CostPerRoundText cost={batchCost(batch, lotsById)} />
            </span>
          </li>
        ))}
      </ul>
    );
  };

  return <Section title="Loaded rounds">{body()}</Section>;
}
