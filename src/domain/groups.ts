/**
 * Real group figures from where each shot landed: x to the right and y up, in inches from the
 * point of aim. Pure: no React, no Firebase.
 */
import type { ShotPosition } from './shots';
import { mean, sampleStandardDeviation } from './statistics';
import { groupAngle, type UnitOf } from './units';

export type GroupFigures = {
  n: number;
  /** The mean point of impact, in inches from the point of aim. */
  centre: ShotPosition;
  /** Largest centre-to-centre distance between two shots, in inches. */
  extremeSpread: number;
  /** Mean distance of the shots from the group's centre, in inches. */
  meanRadius: number;
  /** Sample SD of the heights (y), in inches; null below two shots. */
  verticalSd: number | null;
  /** Sample SD of the windage (x), in inches; null below two shots. */
  horizontalSd: number | null;
};

const distance = (a: ShotPosition, b: ShotPosition) => Math.hypot(a.x - b.x, a.y - b.y);

/** A shot's `impact`: its distance from the point of aim, sqrt(x² + y²), in inches. */
export function impactFromPosition(shot: ShotPosition): number {
  return Math.hypot(shot.x, shot.y);
}

/** The group's centre (mean point of impact); null for no shots. */
export function groupCentre(shots: readonly ShotPosition[]): ShotPosition | null {
  if (shots.length === 0) return null;
  return { x: mean(shots.map((shot) => shot.x)), y: mean(shots.map((shot) => shot.y)) };
}

/** The largest centre-to-centre distance between any two shots (0 for one shot); null for none. */
export function groupExtremeSpread(shots: readonly ShotPosition[]): number | null {
  if (shots.length === 0) return null;
  let largest = 0;
  for (let i = 0; i < shots.length; i++) {
    for (let j = i + 1; j < shots.length; j++) largest = Math.max(largest, distance(shots[i]!, shots[j]!));
  }
  return largest;
}

/** The mean distance of the shots from the group's centre; null for no shots. */
export function meanRadius(shots: readonly ShotPosition[]): number | null {
  const centre = groupCentre(shots);
  return centre === null ? null : mean(shots.map((shot) => distance(shot, centre)));
}

/** Every figure of a group (centre, ES, mean radius, vertical and horizontal SD); null for no shots. */
export function groupFigures(shots: readonly ShotPosition[]): GroupFigures | null {
  const centre = groupCentre(shots);
  if (centre === null) return null;
  return {
    n: shots.length,
    centre,
    extremeSpread: groupExtremeSpread(shots)!,
    meanRadius: meanRadius(shots)!,
    verticalSd: sampleStandardDeviation(shots.map((shot) => shot.y)),
    horizontalSd: sampleStandardDeviation(shots.map((shot) => shot.x)),
  };
}

/**
 * `inches` at `yards` as an angle in `unit`, by the exact definitions (1 MOA = 1/60°, 1 MIL =
 * 1/1000 rad: groupAngle in units.ts, the one place angles are worked out); null without a
 * positive, finite distance.
 */
export function inchesToAngle(inches: number, yards: number, unit: UnitOf<'angle'>): number | null {
  if (!(yards > 0) || !Number.isFinite(yards)) return null;
  return groupAngle(inches, yards, unit);
}

/**
 * Every figure of a group, its centre's offsets included, as an angle in `unit` at `yards`; null
 * without a distance. The centre's offsets take groupAngle too: at a group's angles it and the
 * angle of a point off the line, atan(x / distance), differ by parts in 10^8.
 */
export function groupFiguresAsAngle(
  figures: GroupFigures,
  yards: number | null,
  unit: UnitOf<'angle'>,
): GroupFigures | null {
  if (yards === null || inchesToAngle(1, yards, unit) === null) return null;
  const angle = (inches: number) => groupAngle(inches, yards, unit);
  return {
    n: figures.n,
    centre: { x: angle(figures.centre.x), y: angle(figures.centre.y) },
    extremeSpread: angle(figures.extremeSpread),
    meanRadius: angle(figures.meanRadius),
    verticalSd: figures.verticalSd === null ? null : angle(figures.verticalSd),
    horizontalSd: figures.horizontalSd === null ? null : angle(figures.horizontalSd),
  };
}
