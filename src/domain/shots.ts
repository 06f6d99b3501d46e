/**
 * The shapes of a shot that the statistics, the sums and the groups share, so those modules need
 * not import each other for them. Pure: no React, no Firebase.
 */

/** A shot's values; x and y (inches right and up of the aim) when where it hit is known. */
export type ShotValues = {
  velocity: number | null;
  impact: number | null;
  x?: number | null | undefined;
  y?: number | null | undefined;
};

/** Where a shot landed, in inches from the point of aim: x right +, y up +. */
export type ShotPosition = { x: number; y: number };

/** A shot's place on the target, when it has both x and y (a stored shot leaves them out, a form holds null). */
export function positionOf(shot: { x?: number | null; y?: number | null }): ShotPosition | null {
  return shot.x === undefined || shot.x === null || shot.y === undefined || shot.y === null
    ? null
    : { x: shot.x, y: shot.y };
}

export type ShotSums = {
  /** Sum of the counted velocities, fps (an integer). */
  velocitySum: number;
  /** Sum of their squares (an integer). */
  velocitySquares: number;
  /** The lowest and highest counted velocity; null with none. */
  minVelocity: number | null;
  maxVelocity: number | null;
  /** Counted shots with a place on the target (x and y). */
  placedShots: number;
  /** Sums of their x and y, inches. */
  placedSumX: number;
  placedSumY: number;
};
