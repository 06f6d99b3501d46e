import { describe, expect, it } from 'vitest';
import { holePixels, PHOTO_TARGET, targetImage, type TargetImageSpec } from '@/test-utils/target-image';
import { darkPixels, findHoles, type SuggestedHole } from './hole-finder';

const BULLET = 0.308;

/** A target like the browser test's with its holes off the square: one on a line, one near a crossing. */
const FIVE_HOLES: TargetImageSpec = {
  ...PHOTO_TARGET,
  holes: [
    { x: 0.3, y: 0.4 },
    { x: -0.5, y: 0.2 },
    { x: 1, y: -0.6 },
    { x: 0.2, y: -0.35 },
    { x: 0.05, y: 1 },
  ],
};

/** Each known hole's nearest suggestion within half a hole's width, or null; and suggestions matching none. */
function match(spec: TargetImageSpec, found: readonly SuggestedHole[]) {
  const radius = (spec.holeDiameter * spec.pixelsPerInch) / 2;
  const offsets = holePixels(spec).map((hole) => {
    const distances = found.map((item) => Math.hypot(item.x - hole.x, item.y - hole.y));
    const nearest = Math.min(Infinity, ...distances);
    return nearest <= radius ? nearest / spec.pixelsPerInch : null;
  });
  const extra = found.filter((item) =>
    holePixels(spec).every((hole) => Math.hypot(item.x - hole.x, item.y - hole.y) > radius),
  ).length;
  return { offsets, extra };
}

describe('findHoles', () => {
  it('finds the five holes of the browser test’s target and of one with holes on and near grid lines, within 0.01 in', () => {
    const square = findHoles(targetImage(PHOTO_TARGET), { holeDiameter: BULLET * PHOTO_TARGET.pixelsPerInch });
    expect(match(PHOTO_TARGET, square).offsets.every((offset) => offset !== null && offset < 0.01)).toBe(true);
    expect(square).toHaveLength(5);
    const found = findHoles(targetImage(FIVE_HOLES), { holeDiameter: BULLET * FIVE_HOLES.pixelsPerInch });
    const { offsets, extra } = match(FIVE_HOLES, found);
    expect(found).toHaveLength(5);
    expect(extra).toBe(0);
    for (const offset of offsets) expect(offset).not.toBeNull();
    expect(Math.max(...offsets.map(Number))).toBeLessThan(0.01);
    for (const hole of found) expect(hole.diameter / FIVE_HOLES.pixelsPerInch).toBeCloseTo(BULLET, 1);
  });

  it('suggests nothing on a grid with no holes, and nothing on blank paper', () => {
    const grid = targetImage({ ...FIVE_HOLES, holes: [], noise: 10 });
    expect(findHoles(grid, { holeDiameter: 12 })).toEqual([]);
    const blank = { width: 20, height: 20, data: new Uint8ClampedArray(20 * 20 * 4).fill(240) };
    expect(findHoles(blank, { holeDiameter: 12 })).toEqual([]);
  });

  it('takes a pixel as dark against the paper around it, so a shaded side of the photo stays paper', () => {
    // A row fading from 250 to 130 (shade) with one dark pixel of 60 in the shaded part.
    const width = 40;
    const grey = new Uint8Array(width * 3);
    for (let y = 0; y < 3; y++) for (let x = 0; x < width; x++) grey[y * width + x] = 250 - 3 * x;
    grey[width + 30] = 60;
    const dark = darkPixels(grey, width, 3, 9);
    expect([...dark].map((value, index) => (value ? index : -1)).filter((index) => index >= 0)).toEqual([width + 30]);
  });

  it('finds at least 95% of the holes on twelve turned, shaded and noisy photos, each within 0.02 in', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let holes = 0;
    let found = 0;
    let extra = 0;
    let worst = 0;
    for (let image = 0; image < 12; image++) {
      // Five holes within 1.5 in of the aim, no two overlapping.
      const placed: { x: number; y: number }[] = [];
      while (placed.length < 5) {
        const hole = { x: Math.round((next() * 3 - 1.5) * 100) / 100, y: Math.round((next() * 3 - 1.5) * 100) / 100 };
        if (placed.every((other) => Math.hypot(other.x - hole.x, other.y - hole.y) > BULLET * 1.3)) placed.push(hole);
      }
      const spec: TargetImageSpec = {
        widthInches: 6,
        heightInches: 6,
        pixelsPerInch: 30 + Math.round(next() * 20),
        aim: { x: 3, y: 3 },
        holes: placed,
        holeDiameter: BULLET,
        turnDegrees: next() * 30 - 15,
        shading: next() * 0.4,
        noise: next() * 20,
        seed: image + 1,
      };
      const result = match(spec, findHoles(targetImage(spec), { holeDiameter: BULLET * spec.pixelsPerInch }));
      holes += spec.holes.length;
      found += result.offsets.filter((offset) => offset !== null).length;
      extra += result.extra;
      worst = Math.max(worst, ...result.offsets.map((offset) => offset ?? 0));
    }
    console.info(
      `hole finder: ${found} of ${holes} holes found on 12 generated photos, ${extra} false suggestions, ` +
        `farthest ${worst.toFixed(3)} in from the true centre`,
    );
    expect(found / holes).toBeGreaterThanOrEqual(0.95);
    expect(extra).toBe(0);
    expect(worst).toBeLessThan(0.02);
  });
});
