import { shotsNeededText } from '@/domain/confidence-text';
import { sessionStatsConfidence } from '@/domain/intervals';
import type { SessionStats } from '@/domain/statistics';
import { useUnits } from '@/features/units/hooks';
import { ConfidenceList } from './confidence-list';

/**
 * A string's confidence lines (ConfidenceList) with their intervals worked out: a 5-shot SD is a wide
 * range, not a number, and this says so. Computed in fps, shown in the account's velocity unit. Its
 * own chunk, with jStat.
 */
export function ConfidenceLines({ stats }: { stats: SessionStats }) {
  const units = useUnits();
  const { level, n, mean, sd } = sessionStatsConfidence(stats);
  const figures =
    mean.interval && sd.interval && mean.halfWidth !== null
      ? {
          level,
          n,
          meanHalfWidth: mean.halfWidth,
          meanInterval: mean.interval,
          sdInterval: sd.interval,
          shotsNeeded: shotsNeededText(stats.standardDeviation, n, units, level),
        }
      : null;
  return <ConfidenceList stats={stats} figures={figures} />;
}
