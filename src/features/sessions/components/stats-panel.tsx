import { lazy, Suspense, useId } from 'react';
import { card } from '@/components/ui/styles';
import type { SessionStats } from '@/domain/statistics';
import { useUnits } from '@/features/units/hooks';
import { DASH } from '@/utils/format';
import { ConfidenceLinesLoading } from './confidence-list';

type StatsPanelProps = {
  stats: SessionStats;
  /** The heading, which also names the region ("Statistics", or which shots it counts). */
  title?: string;
  /** A line under the heading saying what the figures count. */
  note?: string;
};

// The intervals (and jStat's distributions with them) load after the figures: their own chunk.
const ConfidenceLines = lazy(() => import('./confidence-lines').then((m) => ({ default: m.ConfidenceLines })));

/** The session's statistics, live; a dash for anything there is not enough data for. */
export function StatsPanel({ stats, title = 'Statistics', note }: StatsPanelProps) {
  const headingId = useId();
  const units = useUnits();
  const items: { label: string; value: string; title?: string }[] = [
    { label: 'Shots', value: String(stats.totalShots) },
    { label: 'Average velocity', value: units.velocity(stats.averageVelocity) },
    { label: 'ES', value: units.velocity(stats.extremeSpread), title: 'Extreme spread: fastest minus slowest' },
    {
      label: 'SD (sample)',
      value: units.sd(stats.standardDeviation),
      title:
        'Sample standard deviation (n − 1), as LabRadar reports it; Garmin ShotView shows the population SD, which reads lower on short strings',
    },
    { label: 'Min velocity', value: units.velocity(stats.minVelocity) },
    { label: 'Max velocity', value: units.velocity(stats.maxVelocity) },
    { label: 'Energy', value: units.energy(stats.averageEnergy) },
    { label: 'Average impact', value: units.length(stats.averageGroup, DASH) },
    { label: 'Closest impact', value: units.length(stats.bestGroup, DASH) },
  ];
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="-mt-2 mb-3 text-sm text-stone-700">{note}</p>}
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} title={item.title}>
            <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{item.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-stat={item.label}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<ConfidenceLinesLoading stats={stats} />}>
        <ConfidenceLines stats={stats} />
      </Suspense>
    </section>
  );
}

const shots = (count: number) => (count === 1 ? 'shot' : 'shots');

type SessionStatsPanelsProps = {
  /** The figures with the excluded shots left out (what rolls up). */
  counted: SessionStats;
  /** The figures over every shot fired. */
  every: SessionStats;
  /** How many of the session's shots are excluded. */
  excludedCount: number;
};

/**
 * One Statistics panel; once a shot is excluded, two side by side in meaning: without the excluded
 * shots (what counts) and with every shot (so the shooter sees what the exclusion changed).
 */
export function SessionStatsPanels({ counted, every, excludedCount }: SessionStatsPanelsProps) {
  if (excludedCount === 0) return <StatsPanel stats={every} />;
  return (
    <div className="space-y-4">
      <StatsPanel
        stats={counted}
        title="Statistics without excluded shots"
        note={`${excludedCount} excluded ${shots(excludedCount)} left out.`}
      />
      <StatsPanel
        stats={every}
        title="Statistics with every shot"
        note={`All ${every.totalShots} ${shots(every.totalShots)}, the excluded ones too.`}
      />
    </div>
  );
}
