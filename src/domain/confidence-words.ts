/**
 * The words of a string's confidence figures that need no statistics library: the level as people
 * read it and the shots-needed sentence from its count. A page draws them (or their place, while
 * jStat loads: components/confidence-list.tsx) without loading domain/intervals.
 */
import type { DisplayUnits } from '@/domain/unit-format';
import { formatNumber } from '@/utils/format';

/** The level used when none is given: 90%, wide enough to be honest, narrow enough to be useful. */
export const DEFAULT_CONFIDENCE_LEVEL = 0.9;

/** Above this many shots `shotsNeededForMean` gives up (and the t quantiles lose digits anyway). */
export const MAX_SHOTS_NEEDED = 100_000;

/** The margin the "shots needed" line asks about, in fps: what load development usually wants to know. */
export const MEAN_MARGIN_FPS = 5;

/**
 * The margin the shots-needed line asks about, in the account's velocity unit: 5 fps, or a round
 * 1.5 m/s rather than 5 fps's 1.524 (a margin is a choice, not a measurement).
 */
export const MEAN_MARGIN = { fps: MEAN_MARGIN_FPS, mps: 1.5 } as const;

/** A confidence level as the percentage people read: 0.9 -> "90%", 0.995 -> "99.5%". */
export function formatConfidenceLevel(level: number): string {
  return `${formatNumber(level * 100, 1)}%`;
}

/**
 * "Shots needed to know the average within ±5 fps (90%): 12", from the count worked out for the
 * account's margin (MEAN_MARGIN); null for more than MAX_SHOTS_NEEDED.
 */
export function shotsNeededSentence(shots: number | null, units: DisplayUnits, level: number): string {
  const margin = MEAN_MARGIN[units.units.velocity];
  const count = shots === null ? `more than ${units.number(MAX_SHOTS_NEEDED, 0)}` : units.number(shots, 0);
  return `Shots needed to know the average within ±${units.number(margin, 2)} ${units.label('velocity')} (${formatConfidenceLevel(level)}): ${count}`;
}
