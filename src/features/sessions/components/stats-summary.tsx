import type { SessionStats } from '@/domain/statistics';
import { DASH, formatNumber } from '@/utils/format';

/**
 * The figures a shooter watches while logging, in one line that sticks to the top of the screen,
 * so they stay in view above a phone's keyboard and while the shot table scrolls.
 */
export function StatsSummary({ stats }: { stats: SessionStats }) {
  const items = [
    { label: 'Shots', value: String(stats.totalShots) },
    { label: 'Avg', value: stats.averageVelocity === null ? DASH : formatNumber(stats.averageVelocity, 0) },
    { label: 'ES', value: stats.extremeSpread === null ? DASH : formatNumber(stats.extremeSpread, 0) },
    { label: 'SD', value: stats.standardDeviation === null ? DASH : stats.standardDeviation.toFixed(1) },
  ];
  return (
    <div className="sticky top-0 z-10 -mx-4 border-b border-stone-200 bg-stone-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <dl
        className="grid grid-cols-4 gap-2 text-center tabular-nums"
        aria-label="Latest statistics (fps)"
        data-testid="stats-summary"
      >
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{item.label}</dt>
            <dd className="text-xl font-bold" data-summary={item.label}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
