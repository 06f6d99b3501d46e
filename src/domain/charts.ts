/** Chart data shared by every chart: axis ranges and the per-shot velocity series. Pure module. */
import { formatNumber } from '@/utils/format';
import { computeSessionStats } from './statistics';

/**
 * An axis range around some values: a tenth of their span either side, at least `minimumPad`, so a
 * single value sits in the middle rather than on the edge. Null with no values.
 */
export function paddedRange(values: readonly number[], minimumPad: number): [number, number] | null {
  if (values.length === 0) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(minimumPad, (high - low) / 10);
  return [low - pad, high + pad];
}

/** One shot on the velocity chart: its number in the order fired, and its velocity. */
export type ShotVelocityPoint = { shot: number; velocity: number };

/** The velocity chart's series: shots without a velocity are skipped but keep their numbers. */
export function shotVelocityPoints(shots: readonly { velocity: number | null }[]): {
  points: ShotVelocityPoint[];
  averageVelocity: number | null;
} {
  const points = shots.flatMap((shot, index) =>
    shot.velocity === null ? [] : [{ shot: index + 1, velocity: shot.velocity }],
  );
  return {
    points,
    averageVelocity: computeSessionStats(shots.map((shot) => ({ velocity: shot.velocity, impact: null })))
      .averageVelocity,
  };
}

const fps = (value: number) => `${formatNumber(value, 0)} fps`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The per-shot velocity chart in one sentence, its accessible name. */
export function shotVelocitySummary(series: ReturnType<typeof shotVelocityPoints>): string {
  if (series.points.length === 0 || series.averageVelocity === null)
    return 'Velocity per shot: no velocities logged yet.';
  const velocities = series.points.map((point) => point.velocity);
  return `Velocity per shot for ${plural(series.points.length, 'shot')}, from ${fps(Math.min(...velocities))} to ${fps(
    Math.max(...velocities),
  )}; average ${fps(series.averageVelocity)}, drawn as a dashed line.`;
}
