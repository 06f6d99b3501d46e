import { shotsNeededText } from '@/domain/confidence-text';
import { formatConfidenceLevel, sessionStatsConfidence } from '@/domain/intervals';
import type { SessionStats } from '@/domain/statistics';
import { useUnits } from '@/features/units/hooks';

/**
 * How far the figures can be trusted: the mean and the SD with their intervals at the level stated,
 * ES with its n, and how many shots would pin the average down. A 5-shot SD is a wide range, not a
 * number, and this says so. Computed in fps, shown in the account's velocity unit.
 */
export function ConfidenceLines({ stats }: { stats: SessionStats }) {
  const units = useUnits();
  const figures = sessionStatsConfidence(stats);
  const level = formatConfidenceLevel(figures.level);
  const { mean, sd } = figures;
  if (!mean.interval || !sd.interval || mean.halfWidth === null) {
    return (
      <p className="mt-3 text-sm text-stone-700" data-confidence="none">
        Confidence intervals need two velocities or more.
      </p>
    );
  }
  // A spread to 0.1 in either unit: "± 9.2 fps", "6.2 fps to 22.8 fps".
  const spread = (fps: number) => units.velocityTo(fps, 1);
  const shotsNeeded = shotsNeededText(stats.standardDeviation, figures.n, units, figures.level);
  return (
    <ul className="mt-3 space-y-1 text-sm text-stone-700" aria-label={`Confidence (${level})`}>
      <li data-confidence="mean">
        Average {units.velocity(stats.averageVelocity)} ± {spread(mean.halfWidth)}: {level} interval{' '}
        {units.velocityInterval(mean.interval)}
      </li>
      <li data-confidence="sd">
        SD {units.sd(stats.standardDeviation)}: {level} interval {spread(sd.interval.low)} to {spread(sd.interval.high)}
      </li>
      <li data-confidence="es">
        ES {units.velocity(stats.extremeSpread)} over {figures.n} shots (ES grows with the number of shots)
      </li>
      {shotsNeeded && <li data-confidence="shots-needed">{shotsNeeded}</li>}
    </ul>
  );
}
