import { formatConfidenceLevel, sessionStatsConfidence } from '@/domain/intervals';
import type { SessionStats } from '@/domain/statistics';
import { formatFps, formatNumber, formatSd } from '@/utils/format';

const fps = (value: number) => `${formatNumber(value, 1)} fps`;

/**
 * How far the figures can be trusted: the mean and the SD with their intervals at the level stated,
 * ES with its n, and how many shots would pin the average down. A 5-shot SD is a wide range, not a
 * number, and this says so.
 */
export function ConfidenceLines({ stats }: { stats: SessionStats }) {
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
  return (
    <ul className="mt-3 space-y-1 text-sm text-stone-700" aria-label={`Confidence (${level})`}>
      <li data-confidence="mean">
        Average {formatFps(stats.averageVelocity)} ± {fps(mean.halfWidth)}: {level} interval{' '}
        {formatNumber(mean.interval.low, 0)} to {formatNumber(mean.interval.high, 0)} fps
      </li>
      <li data-confidence="sd">
        SD {formatSd(stats.standardDeviation)}: {level} interval {fps(sd.interval.low)} to {fps(sd.interval.high)}
      </li>
      <li data-confidence="es">
        ES {formatFps(stats.extremeSpread)} over {figures.n} shots (ES grows with the number of shots)
      </li>
      {figures.shotsNeeded && <li data-confidence="shots-needed">{figures.shotsNeeded}</li>}
    </ul>
  );
}
