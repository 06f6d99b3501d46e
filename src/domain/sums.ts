/**
 * Sums over a session's counted shots, stored with its statistics, from which figures over many
 * sessions are pooled exactly without their shots: a load's mean, sample SD and extreme spread over
 * every velocity of its sessions, and the centre of every shot it placed on the target. Velocities
 * are whole fps, so their sums are integers and pool without rounding. Pure: no React, no Firebase.
 */
import { positionOf, type ShotPosition, type ShotSums, type ShotValues } from './shots';

/** The sums of these shots (the counted ones: exclusions already applied). */
export function shotSums(shots: readonly ShotValues[]): ShotSums {
  const sums: ShotSums = {
    velocitySum: 0,
    velocitySquares: 0,
    minVelocity: null,
    maxVelocity: null,
    placedShots: 0,
    placedSumX: 0,
    placedSumY: 0,
  };
  for (const shot of shots) {
    if (shot.velocity !== null) {
      sums.velocitySum += shot.velocity;
      sums.velocitySquares += shot.velocity ** 2;
      sums.minVelocity = Math.min(sums.minVelocity ?? shot.velocity, shot.velocity);
      sums.maxVelocity = Math.max(sums.maxVelocity ?? shot.velocity, shot.velocity);
    }
    const position = positionOf(shot);
    if (position) {
      sums.placedShots += 1;
      sums.placedSumX += position.x;
      sums.placedSumY += position.y;
    }
  }
  return sums;
}

/** One session's part of a pool: its sums and its count of counted velocities. */
export type SumsPart = ShotSums & { velocityCount: number };

/** Velocities pooled over sessions, as computeSessionStats gives them over the same shots. */
export type PooledVelocities = {
  velocityCount: number;
  /** Unrounded mean, fps. */
  meanVelocity: number | null;
  /** Sample SD (n - 1), to 1 decimal; null under two velocities. */
  standardDeviation: number | null;
  extremeSpread: number | null;
};

/** Every velocity of these sessions pooled: count, mean, sample SD and extreme spread. */
export function poolVelocities(parts: readonly SumsPart[]): PooledVelocities {
  let count = 0;
  let sum = 0;
  let squares = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const part of parts) {
    if (part.velocityCount === 0) continue;
    count += part.velocityCount;
    sum += part.velocitySum;
    squares += part.velocitySquares;
    if (part.minVelocity !== null) min = Math.min(min ?? part.minVelocity, part.minVelocity);
    if (part.maxVelocity !== null) max = Math.max(max ?? part.maxVelocity, part.maxVelocity);
  }
  if (count === 0) return { velocityCount: 0, meanVelocity: null, standardDeviation: null, extremeSpread: null };
  let standardDeviation: number | null = null;
  if (count >= 2) {
    // n·Σv² − (Σv)², in integers: exact however many velocities (a difference of two large sums in
    // floating point would lose the spread to cancellation).
    const numerator = BigInt(count) * BigInt(squares) - BigInt(sum) ** 2n;
    const variance = Number(numerator) / (count * (count - 1));
    standardDeviation = Math.round(Math.sqrt(variance) * 10) / 10;
  }
  return {
    velocityCount: count,
    meanVelocity: sum / count,
    standardDeviation,
    extremeSpread: min === null || max === null ? null : max - min,
  };
}

/** The centre of every placed shot of these sessions, with their count; null with none. */
export function poolPlaced(
  parts: readonly Pick<ShotSums, 'placedShots' | 'placedSumX' | 'placedSumY'>[],
): { centre: ShotPosition; shots: number } | null {
  let shots = 0;
  let x = 0;
  let y = 0;
  for (const part of parts) {
    shots += part.placedShots;
    x += part.placedSumX;
    y += part.placedSumY;
  }
  return shots === 0 ? null : { centre: { x: x / shots, y: y / shots }, shots };
}
