/**
 * A string's confidence figures in the account's units: computed in fps (as stored), converted only
 * here, so an interval converts with its figure. Loads domain/intervals (jStat): import it from lazy
 * components and lazily loaded modules only.
 */
import {
  DEFAULT_CONFIDENCE_LEVEL,
  formatConfidenceLevel,
  MAX_SHOTS_NEEDED,
  MEAN_MARGIN_FPS,
  shotsNeededForMean,
  standardDeviationInterval,
} from '@/domain/intervals';
import type { DisplayUnits } from '@/domain/unit-format';
import { toCanonical } from '@/domain/units';

/**
 * The margin the shots-needed line asks about, in the account's velocity unit: 5 fps, or a round
 * 1.5 m/s rather than 5 fps's 1.524 (a margin is a choice, not a measurement).
 */
export const MEAN_MARGIN = { fps: MEAN_MARGIN_FPS, mps: 1.5 } as const;

/** "6.2 to 22.8 fps": where the true SD lies at 90%, from a string's SD and its count of velocities; a dash without them. */
export function sdIntervalText(sd: number | null, n: number | null, units: DisplayUnits): string {
  const interval = sd === null || n === null ? null : standardDeviationInterval(sd, n, DEFAULT_CONFIDENCE_LEVEL);
  return units.velocityInterval(interval, 'sd');
}

/**
 * "Shots needed to know the average within ±5 fps (90%): 12" (±1.5 m/s in metric), from the SD in
 * fps; null below two velocities or without an SD.
 */
export function shotsNeededText(
  sd: number | null,
  n: number,
  units: DisplayUnits,
  level = DEFAULT_CONFIDENCE_LEVEL,
): string | null {
  if (n < 2 || sd === null || !Number.isFinite(sd) || sd < 0) return null;
  const unit = units.units.velocity;
  const margin = MEAN_MARGIN[unit];
  const shots = shotsNeededForMean(sd, toCanonical('velocity', margin, unit), level);
  const count = shots === null ? `more than ${units.number(MAX_SHOTS_NEEDED, 0)}` : units.number(shots, 0);
  return `Shots needed to know the average within ±${units.number(margin, 2)} ${units.label('velocity')} (${formatConfidenceLevel(level)}): ${count}`;
}
