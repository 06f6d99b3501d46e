/**
 * From a photo of a target to shot positions. Marks are in the image's pixels (x right, y down);
 * shots are in inches from the point of aim (x right, y up). Pure: no React, no DOM.
 *
 * The scale comes from two marks a known distance apart. The same two marks give the photo's tilt:
 * they are taken to lie on a line the target prints level or upright (two grid lines, the target's
 * printed width), so the tilt is the angle of that line from the nearer image axis (at most 45°).
 * A photo taken square to the target is assumed: no perspective is corrected.
 */

/** A point in the photo, in its pixels: x right, y down. */
export type Pixel = { x: number; y: number };

/** Two marks and the distance between them on the target, in inches. */
export type Calibration = { a: Pixel; b: Pixel; inches: number };

/** How the photo maps onto the target: inches per pixel and the tilt (radians, image axes to the target's). */
export type PhotoScale = { inchesPerPixel: number; tilt: number };

const QUARTER_TURN = Math.PI / 2;

/** The scale and tilt from a calibration; null when the marks coincide or the distance is not above zero. */
export function photoScale({ a, b, inches }: Calibration): PhotoScale | null {
  const pixels = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(pixels > 0) || !(inches > 0) || !Number.isFinite(inches)) return null;
  const angle = Math.atan2(b.y - a.y, b.x - a.x);
  // The line's angle less the nearest multiple of 90°: the tilt, whichever way the marks were made.
  const tilt = angle - Math.round(angle / QUARTER_TURN) * QUARTER_TURN;
  return { inchesPerPixel: inches / pixels, tilt };
}

/** Where a mark lies on the target, in inches from the aim (x right, y up), the photo's tilt taken out. */
export function toInches(point: Pixel, aim: Pixel, scale: PhotoScale): { x: number; y: number } {
  const dx = point.x - aim.x;
  const dy = point.y - aim.y;
  const cos = Math.cos(scale.tilt);
  const sin = Math.sin(scale.tilt);
  // Turned back by the tilt, still y down; then y flipped so that up is positive.
  const along = cos * dx + sin * dy;
  const across = -sin * dx + cos * dy;
  return { x: along * scale.inchesPerPixel, y: -across * scale.inchesPerPixel };
}

/** The index of the aim nearest to a point (each hole belongs to the group of its nearest aim); -1 without aims. */
export function nearestIndex(point: Pixel, aims: readonly Pixel[]): number {
  let best = -1;
  let bestDistance = Infinity;
  aims.forEach((aim, index) => {
    const distance = Math.hypot(point.x - aim.x, point.y - aim.y);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** Holes grouped by their nearest aim, each in inches from that aim; one (possibly empty) group per aim. */
export function groupsFromMarks(
  holes: readonly Pixel[],
  aims: readonly Pixel[],
  scale: PhotoScale,
): { x: number; y: number }[][] {
  const groups = aims.map(() => [] as { x: number; y: number }[]);
  for (const hole of holes) {
    const index = nearestIndex(hole, aims);
    if (index >= 0) groups[index]!.push(toInches(hole, aims[index]!, scale));
  }
  return groups;
}

/** A length on the target in the photo's pixels (a hole's expected diameter, for the hole finder). */
export function inchesToPixels(inches: number, scale: PhotoScale): number {
  return inches / scale.inchesPerPixel;
}
