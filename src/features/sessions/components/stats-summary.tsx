import type { SessionStats } from '@/domain/statistics';
import { useUnits } from '@/features/units/hooks';

/**
 * The figures a shooter watches while logging, in one line that sticks to the top of the screen,
 * so they stay in view above a phone's keyboard and while the shot table scrolls.
 */
export function StatsSummary({ stats }: { stats: SessionStats }) {
  const units = useUnits();
  // Figures without their unit (the line is narrow): its accessible name says which.
  const items = [
    { label: 'Shots', value: String(stats.totalShots) },
    { label: 'Avg', value: units.velocityNumber(stats.averageVelocity) },
    { label: 'ES', value: units.velocityNumber(stats.extremeSpread) },
    { label: 'SD', value: units.sdNumber(stats.standardDeviation) },
  ];
  return (
    <div className="sticky top-0 z-10 -mx-4 border-b border-stone-200 bg-stone-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      <dl
        className="grid grid-cols-4 gap-2 text-center tabular-nums"
        aria-label={`Latest statistics (${units.label('velocity')})`}
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
