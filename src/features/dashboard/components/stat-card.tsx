import { card } from '@/components/ui/styles';

/**
 * One figure of the dashboard. `detail`, when given, is a smaller line under the figure whose room
 * (three lines) is kept while it is empty, so a figure that arrives late does not move the cards
 * under it.
 */
export function StatCard({
  label,
  value,
  hint,
  detail,
}: {
  label: string;
  value: string;
  hint?: string;
  detail?: string;
}) {
  return (
    <div className={card} title={hint}>
      <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-stat={label}>
        {value}
        {detail !== undefined && (
          <>
            {' '}
            <span className="block min-h-12 text-xs font-normal text-stone-700" data-stat-detail>
              {detail}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
