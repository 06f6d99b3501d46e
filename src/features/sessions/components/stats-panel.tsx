import { DASH, formatFps, formatInches, formatNumber, formatSd } from '../../../utils/format';
import type { SessionStats } from '../stats';


/** The session's statistics, live; a dash for anything there is not enough data for. */
export function StatsPanel({ stats }: { stats: SessionStats }) {
  const items: { label: string; value: string; title?: string }[] = [
    { label: 'Shots', value: String(stats.totalShots) },
    { label: 'Average velocity', value: formatFps(stats.averageVelocity) },
    { label: 'ES', value: formatFps(stats.extremeSpread), title: 'Extreme spread: fastest minus slowest' },
    {
      label: 'SD (sample)',
      value: formatSd(stats.standardDeviation),
      title: 'Sample standard deviation (n − 1), as LabRadar reports it; Garmin ShotView shows the population SD, which reads lower on short strings',
    },
    { label: 'Min velocity', value: formatFps(stats.minVelocity) },
    { label: 'Max velocity', value: formatFps(stats.maxVelocity) },
    { label: 'Energy', value: stats.averageEnergy === null ? DASH : `${formatNumber(stats.averageEnergy, 0)} ft-lbf` },
    { label: 'Average impact', value: formatInches(stats.averageGroup, DASH) },
    { label: 'Best impact', value: formatInches(stats.bestGroup, DASH) },
  ];
  return (
    <section aria-label="Statistics" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold">Statistics</h2>
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} title={item.title}>
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{item.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-stat={item.label}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
