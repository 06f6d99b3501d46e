/**
 * A string's confidence figures in the account's units: computed in fps (as stored), converted only
 * here, so an interval converts with its figure. Loads domain/intervals (jStat): import it from lazy
 * components and lazily loaded modules only.
 */
import { DEFAULT_CONFIDENCE_LEVEL, MEAN_MARGIN, shotsNeededSentence } from '@/domain/confidence-words';
import { shotsNeededForMean, standardDeviationInterval } from '@/domain/intervals';
import type { DisplayUnits } from '@/domain/unit-format';
import { toCanonical } from '@/domain/units';

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
  return shotsNeededSentence(
    shotsNeededForMean(sd, toCanonical('velocity', MEAN_MARGIN[unit], unit), level),
    units,
    level,
  );
}
