/**
 * Generated photos of a paper target for the hole finder's tests and the browser test: white paper,
 * a dark grid line every inch and round dark holes at known places, optionally
 * turned, unevenly lit and noisy. Anti-aliased by sampling each pixel 4 × 4 times.
 */
import type { PixelImage } from '@/domain/hole-finder';

export type TargetImageSpec = {
  /** The paper's size in inches and the pixels an inch. */
  widthInches: number;
  heightInches: number;
  pixelsPerInch: number;
  /** The aim, in inches from the paper's top left corner (on grid crossings in these tests). */
  aim: { x: number; y: number };
  /** Holes in inches from the aim, x right and y up. */
  holes: readonly { x: number; y: number }[];
  holeDiameter: number;
  /** Grid lines' width, in inches (default 0.03). */
  lineWidth?: number;
  /** The photo turned clockwise by this many degrees about the paper's centre (default 0). */
  turnDegrees?: number;
  /** Light falling from this much (0–1) on the left edge to none on the right (default 0). */
  shading?: number;
  /** Grey noise of up to ± this many levels, from `seed` (default 0). */
  noise?: number;
  seed?: number;
};

const SAMPLES = 4;

/** A small deterministic random generator (mulberry32), so an image is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where each hole's centre lies in the image, in pixels (x right, y down), with the turn applied. */
export function holePixels(spec: TargetImageSpec): { x: number; y: number }[] {
  return spec.holes.map((hole) => paperToPixel(spec, { x: spec.aim.x + hole.x, y: spec.aim.y - hole.y }));
}

/** A point of the paper (inches from its top left, y down) in the image's pixels. */
export function paperToPixel(spec: TargetImageSpec, paper: { x: number; y: number }): { x: number; y: number } {
  const turn = ((spec.turnDegrees ?? 0) * Math.PI) / 180;
  const cx = spec.widthInches / 2;
  const cy = spec.heightInches / 2;
  const dx = paper.x - cx;
  const dy = paper.y - cy;
  const x = cx + Math.cos(turn) * dx - Math.sin(turn) * dy;
  const y = cy + Math.sin(turn) * dx + Math.cos(turn) * dy;
  return { x: x * spec.pixelsPerInch, y: y * spec.pixelsPerInch };
}

/** The generated photo's RGBA pixels. */
export function targetImage(spec: TargetImageSpec): PixelImage & { data: Uint8ClampedArray } {
  const width = Math.round(spec.widthInches * spec.pixelsPerInch);
  const height = Math.round(spec.heightInches * spec.pixelsPerInch);
  const data = new Uint8ClampedArray(width * height * 4);
  const turn = ((spec.turnDegrees ?? 0) * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const cx = spec.widthInches / 2;
  const cy = spec.heightInches / 2;
  const halfLine = (spec.lineWidth ?? 0.03) / 2;
  const radius = spec.holeDiameter / 2;
  const holes = spec.holes.map((hole) => ({ x: spec.aim.x + hole.x, y: spec.aim.y - hole.y }));
  const next = random(spec.seed ?? 1);
  const inkAt = (px: number, py: number): number => {
    // The image point back on the paper: turned back about the centre.
    const ix = px / spec.pixelsPerInch - cx;
    const iy = py / spec.pixelsPerInch - cy;
    const x = cx + cos * ix + sin * iy;
    const y = cy - sin * ix + cos * iy;
    if (x < 0 || y < 0 || x > spec.widthInches || y > spec.heightInches) return 0.55;
    if (holes.some((hole) => (x - hole.x) ** 2 + (y - hole.y) ** 2 <= radius * radius)) return 1;
    const offX = Math.abs(x - Math.round(x));
    const offY = Math.abs(y - Math.round(y));
    if (offX <= halfLine || offY <= halfLine) return 0.8;
    return 0;
  };
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      let ink = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) ink += inkAt(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES);
      }
      ink /= SAMPLES * SAMPLES;
      const light = 245 * (1 - (spec.shading ?? 0) * (1 - px / width));
      const grey = light * (1 - ink) + 20 * ink + (spec.noise ? (next() * 2 - 1) * spec.noise : 0);
      const i = (py * width + px) * 4;
      data[i] = grey;
      data[i + 1] = grey;
      data[i + 2] = grey;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

/**
 * The browser test's photo: 10 × 10 in at 40 px an inch, the aim on the grid's crossing at the
 * middle, five .308 holes: a 1-inch square about the aim and one on the aim (on two grid lines).
 * Worked by hand: the extreme spread is the square's diagonal, √2 = 1.414 in; the centre is the aim,
 * so the mean radius is (4 × √0.5 + 0) / 5 = 0.566 in.
 */
export const PHOTO_TARGET: TargetImageSpec = {
  widthInches: 10,
  heightInches: 10,
  pixelsPerInch: 40,
  aim: { x: 5, y: 5 },
  holes: [
    { x: -0.5, y: 0.5 },
    { x: 0.5, y: 0.5 },
    { x: 0, y: 0 },
    { x: -0.5, y: -0.5 },
    { x: 0.5, y: -0.5 },
  ],
  holeDiameter: 0.308,
};
