import { DEFAULT_CONFIDENCE_LEVEL, formatConfidenceLevel, shotsNeededSentence } from '@/domain/confidence-words';
import type { Interval } from '@/domain/intervals';
import type { SessionStats } from '@/domain/statistics';
import { useUnits } from '@/features/units/hooks';

/** The intervals a string's confidence lines state beside its own figures (jStat's, worked out by ConfidenceLines). */
export type ConfidenceFigures = {
  level: number;
  /** Velocities the figures are over (ES's n). */
  n: number;
  meanHalfWidth: number;
  meanInterval: Interval;
  sdInterval: Interval;
  shotsNeeded: string | null;
};

/**
 * How far the figures can be trusted: the mean and the SD with their intervals at the level stated,
 * ES with its n, and how many shots would pin the average down; its one sentence without `figures`
 * (fewer than two velocities). A `placeholder` holds the lines' place, unseen and unread.
 */
export function ConfidenceList({
  stats,
  figures,
  placeholder = false,
}: {
  stats: SessionStats;
  figures: ConfidenceFigures | null;
  placeholder?: boolean;
}) {
  const units = useUnits();
  // Only the real lines carry the names tests and assistive technology read.
  const named = (name: string) => (placeholder ? {} : { 'data-confidence': name });
  const unseen = placeholder ? ' invisible' : '';
  if (!figures) {
    return (
      <p aria-hidden={placeholder || undefined} className={`mt-3 text-sm text-stone-700${unseen}`} {...named('none')}>
        Confidence intervals need two velocities or more.
      </p>
    );
  }
  const level = formatConfidenceLevel(figures.level);
  // A spread to 0.1 in either unit: "± 9.2 fps", "6.2 fps to 22.8 fps".
  const spread = (fps: number) => units.velocityTo(fps, 1);
  return (
    <ul
      aria-hidden={placeholder || undefined}
      className={`mt-3 space-y-1 text-sm text-stone-700${unseen}`}
      aria-label={placeholder ? undefined : `Confidence (${level})`}
    >
      <li {...named('mean')}>
        Average {units.velocity(stats.averageVelocity)} ± {spread(figures.meanHalfWidth)}: {level} interval{' '}
        {units.velocityInterval(figures.meanInterval)}
      </li>
      <li {...named('sd')}>
        SD {units.sd(stats.standardDeviation)}: {level} interval {spread(figures.sdInterval.low)} to{' '}
        {spread(figures.sdInterval.high)}
      </li>
      <li {...named('es')}>
        ES {units.velocity(stats.extremeSpread)} over {figures.n} shots (ES grows with the number of shots)
      </li>
      {figures.shotsNeeded && <li {...named('shots-needed')}>{figures.shotsNeeded}</li>}
    </ul>
  );
}

/**
 * Holds the confidence lines' place while jStat's chunk loads: the same lines, unseen, with figures
 * of about the size the intervals will have (the SD stands in for the ±, the count for the shots
 * needed), so they wrap as the real ones will on a narrow phone and the buttons under the panel stay
 * where a tap aims.
 */
export function ConfidenceLinesLoading({ stats }: { stats: SessionStats }) {
  const units = useUnits();
  const { velocityCount: n, averageVelocity: average, standardDeviation: sd } = stats;
  const level = DEFAULT_CONFIDENCE_LEVEL;
  const figures =
    n >= 2 && average !== null && sd !== null
      ? {
          level,
          n,
          meanHalfWidth: sd,
          meanInterval: { low: average - sd, high: average + sd },
          sdInterval: { low: sd * 0.7, high: sd * 1.8 },
          shotsNeeded: shotsNeededSentence(n * 2, units, level),
        }
      : null;
  return <ConfidenceList stats={stats} figures={figures} placeholder />;
}
