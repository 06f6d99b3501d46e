/**
 * Suggests bullet holes on a photo of a light target: dark, round spots about a bullet's size.
 * Pure: works on any ImageData-like pixels (RGBA, row by row), in a worker or in Node.
 *
 * 1. Luminance, and which pixels are darker than the paper around them (an adaptive threshold: a
 *    photo is seldom evenly lit, and one threshold for all of it took its shaded side for ink).
 * 2. How deep each dark pixel lies inside the dark (a chamfer distance to the nearest light pixel).
 *    Keeping only what lies a quarter of a hole's width inside takes away every printed line
 *    thinner than half a hole, even where a hole sits on one, and shrinks a hole to its core.
 * 3. The cores' connected parts; those the size and shape of a hole's core, with paper all round
 *    them, are suggested at their centroid (a round core's centroid is the hole's centre).
 * A core that reaches the photo's edge is not a hole (what lies beyond the paper), and overlapping
 * holes give one elongated core, which is not suggested: the shooter taps those.
 */

export type PixelImage = { width: number; height: number; data: ArrayLike<number> };

export type SuggestedHole = { x: number; y: number; diameter: number };

export type HoleFinderOptions = {
  /** A hole's expected diameter in the image's pixels (the bullet's diameter at the photo's scale). */
  holeDiameter: number;
};

/** Each pixel's luminance, 0 (black) to 255 (white), Rec. 601 weights. */
export function luminance(image: PixelImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) {
    const p = i * 4;
    out[i] = Math.round(0.299 * image.data[p]! + 0.587 * image.data[p + 1]! + 0.114 * image.data[p + 2]!);
  }
  return out;
}

/** How much darker than the paper around it a pixel must be to be ink or a hole: a quarter. */
export const DARKER_THAN_AROUND = 0.25;

/**
 * Which pixels are dark: darker by DARKER_THAN_AROUND than the mean of a square around them of side
 * `window` (Bradley and Roth's adaptive threshold, over a summed-area table). Against the paper
 * around it rather than one threshold for the photo, so the shaded side of a photo is paper still.
 */
export function darkPixels(grey: Uint8Array, width: number, height: number, window: number): Uint8Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x]!;
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = Math.max(1, Math.floor(window / 2));
  const dark = new Uint8Array(grey.length);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(width, x + half + 1);
      const sum =
        sums[bottom * (width + 1) + right]! -
        sums[top * (width + 1) + right]! -
        sums[bottom * (width + 1) + left]! +
        sums[top * (width + 1) + left]!;
      const mean = sum / ((bottom - top) * (right - left));
      dark[y * width + x] = grey[y * width + x]! < mean * (1 - DARKER_THAN_AROUND) ? 1 : 0;
    }
  }
  return dark;
}

/**
 * Chamfer (3-4) distance of each dark pixel to the nearest light one, in pixels; 0 for light pixels.
 * Beyond the photo's edge counts as dark: what runs off the photo (the table beside the paper, cut by
 * the edge) keeps its depth up to the edge, so it can be told from a hole, which lies wholly inside.
 */
function depthInDark(dark: Uint8Array, width: number, height: number): Float32Array {
  const far = 1e9;
  const depth = new Float32Array(width * height);
  for (let i = 0; i < depth.length; i++) depth[i] = dark[i] ? far : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? far : depth[y * width + x]!);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (depth[i] === 0) continue;
      depth[i] = Math.min(depth[i]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (depth[i] === 0) continue;
      depth[i] = Math.min(depth[i]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  for (let i = 0; i < depth.length; i++) depth[i] = depth[i]! / 3;
  return depth;
}

type Part = { count: number; sumX: number; sumY: number; minX: number; maxX: number; minY: number; maxY: number };

/** The 8-connected parts of a mask, each with its pixel count, centroid sums and bounds. */
function connectedParts(mask: Uint8Array, width: number, height: number): Part[] {
  const seen = new Uint8Array(mask.length);
  const parts: Part[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const part: Part = { count: 0, sumX: 0, sumY: 0, minX: width, maxX: -1, minY: height, maxY: -1 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      part.count++;
      part.sumX += x;
      part.sumY += y;
      part.minX = Math.min(part.minX, x);
      part.maxX = Math.max(part.maxX, x);
      part.minY = Math.min(part.minY, y);
      part.maxY = Math.max(part.maxY, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    parts.push(part);
  }
  return parts;
}

const SECTORS = 8;

/**
 * Whether paper lies all round a point: in each eighth of a ring just outside a hole of `radius`, the
 * grey is at least halfway from the hole's own (a disc of half its radius) to the lightest eighth's.
 * A hole has paper on every side (a grid line crossing the ring darkens an eighth a little); a dark
 * spot on the paper's edge, the table beyond it on one side, has not.
 */
function paperAllRound(grey: Uint8Array, width: number, height: number, x: number, y: number, radius: number): boolean {
  const inner = 1.25 * radius;
  const outer = 1.6 * radius;
  const sums = new Array<number>(SECTORS).fill(0);
  const counts = new Array<number>(SECTORS).fill(0);
  let centreSum = 0;
  let centreCount = 0;
  for (let py = Math.floor(y - outer); py <= Math.ceil(y + outer); py++) {
    for (let px = Math.floor(x - outer); px <= Math.ceil(x + outer); px++) {
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const dx = px + 0.5 - x;
      const dy = py + 0.5 - y;
      const distance = Math.hypot(dx, dy);
      const value = grey[py * width + px]!;
      if (distance <= radius / 2) {
        centreSum += value;
        centreCount++;
      } else if (distance >= inner && distance <= outer) {
        const sector = Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS;
        sums[sector]! += value;
        counts[sector]!++;
      }
    }
  }
  if (centreCount === 0 || counts.some((count) => count === 0)) return false;
  const centre = centreSum / centreCount;
  const means = sums.map((sum, sector) => sum / counts[sector]!);
  const lightest = Math.max(...means);
  return Math.min(...means) >= centre + (lightest - centre) / 2;
}

/** The holes suggested on a light target with dark holes, centres in the image's pixels, top to bottom. */
export function findHoles(image: PixelImage, { holeDiameter }: HoleFinderOptions): SuggestedHole[] {
  const { width, height } = image;
  if (!(holeDiameter >= 4)) return [];
  const grey = luminance(image);
  // The paper around a pixel: a square of four holes' width, mostly paper even about a hole.
  const dark = darkPixels(grey, width, height, Math.max(15, Math.round(4 * holeDiameter)));
  const depth = depthInDark(dark, width, height);
  const erosion = holeDiameter / 4;
  const core = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) core[i] = depth[i]! > erosion ? 1 : 0;
  // A hole's core is a disc of diameter about half the hole's.
  const coreDiameter = holeDiameter - 2 * erosion;
  const coreArea = (Math.PI * coreDiameter ** 2) / 4;
  return connectedParts(core, width, height)
    .filter((part) => {
      const spanX = part.maxX - part.minX + 1;
      const spanY = part.maxY - part.minY + 1;
      const span = Math.max(spanX, spanY);
      const round = part.count / ((Math.PI * span ** 2) / 4);
      const atEdge = part.minX === 0 || part.minY === 0 || part.maxX === width - 1 || part.maxY === height - 1;
      return (
        !atEdge &&
        part.count >= coreArea / 4 &&
        part.count <= coreArea * 3 &&
        Math.min(spanX, spanY) / span >= 0.6 &&
        round >= 0.55
      );
    })
    .map((part) => {
      const span = Math.max(part.maxX - part.minX + 1, part.maxY - part.minY + 1);
      return { x: part.sumX / part.count + 0.5, y: part.sumY / part.count + 0.5, diameter: span + 2 * erosion };
    })
    .filter((hole) => paperAllRound(grey, width, height, hole.x, hole.y, holeDiameter / 2))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}
