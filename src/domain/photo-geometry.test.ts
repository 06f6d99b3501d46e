import { describe, expect, it } from 'vitest';
import { groupsFromMarks, inchesToPixels, nearestIndex, photoScale, toInches } from './photo-geometry';

describe('photoScale', () => {
  it('takes inches per pixel from two marks a known distance apart, level: no tilt', () => {
    // Two grid lines 4 in apart, 160 px apart: 0.025 in a pixel.
    const scale = photoScale({ a: { x: 40, y: 100 }, b: { x: 200, y: 100 }, inches: 4 });
    expect(scale?.inchesPerPixel).toBeCloseTo(0.025, 12);
    expect(scale?.tilt).toBeCloseTo(0, 12);
  });

  it('reads the same tilt whichever axis and order the marks were made in', () => {
    // A photo turned 30° clockwise (y down): a level line runs at +30°, an upright one at -60° or +120°.
    const level = photoScale({ a: { x: 0, y: 0 }, b: { x: 173.205080757, y: 100 }, inches: 4 });
    const levelBackwards = photoScale({ a: { x: 173.205080757, y: 100 }, b: { x: 0, y: 0 }, inches: 4 });
    const upright = photoScale({ a: { x: 0, y: 0 }, b: { x: 100, y: -173.205080757 }, inches: 4 });
    for (const scale of [level, levelBackwards, upright]) {
      expect(scale?.inchesPerPixel).toBeCloseTo(0.02, 9);
      expect(scale?.tilt).toBeCloseTo(Math.PI / 6, 9);
    }
  });

  it('refuses marks on one spot and a distance not above zero', () => {
    expect(photoScale({ a: { x: 5, y: 5 }, b: { x: 5, y: 5 }, inches: 4 })).toBeNull();
    expect(photoScale({ a: { x: 0, y: 0 }, b: { x: 10, y: 0 }, inches: 0 })).toBeNull();
    expect(photoScale({ a: { x: 0, y: 0 }, b: { x: 10, y: 0 }, inches: Number.NaN })).toBeNull();
  });
});

describe('toInches', () => {
  it('puts a mark right and up of the aim with y up, at the photo scale', () => {
    const scale = { inchesPerPixel: 0.025, tilt: 0 };
    // 40 px right and 80 px down the image of the aim: 1 in right, 2 in low.
    expect(toInches({ x: 240, y: 280 }, { x: 200, y: 200 }, scale)).toEqual({ x: 1, y: -2 });
  });

  it('takes a turned photo back: 1 in right and 1 in up on a photo turned 30° at 50 px an inch', () => {
    const aim = { x: 300, y: 300 };
    const scale = photoScale({ a: { x: 0, y: 0 }, b: { x: 173.205080757, y: 100 }, inches: 4 })!;
    // Worked by hand: 1 in right is 50 px along (cos 30°, sin 30°) = (43.301, 25); 1 in up is 50 px
    // along (sin 30°, -cos 30°) = (25, -43.301).
    const right = toInches({ x: 343.30127, y: 325 }, aim, scale);
    const up = toInches({ x: 325, y: 256.69873 }, aim, scale);
    const both = toInches({ x: 368.30127, y: 281.69873 }, aim, scale);
    expect(right.x).toBeCloseTo(1, 5);
    expect(right.y).toBeCloseTo(0, 5);
    expect(up.x).toBeCloseTo(0, 5);
    expect(up.y).toBeCloseTo(1, 5);
    expect(both.x).toBeCloseTo(1, 5);
    expect(both.y).toBeCloseTo(1, 5);
  });

  it('takes a photo turned the other way (10° anticlockwise) and shrunk (12.5 px an inch) back too', () => {
    // Calibrated on an upright grid line 2 in apart, marked from the top down.
    const c = Math.cos((10 * Math.PI) / 180);
    const s = Math.sin((10 * Math.PI) / 180);
    // Target down (0, +1 image) turned -10°: (s, c) a unit; 25 px for 2 in.
    const scale = photoScale({ a: { x: 10, y: 10 }, b: { x: 10 + 25 * s, y: 10 + 25 * c }, inches: 2 })!;
    expect(scale.tilt).toBeCloseTo(-Math.PI / 18, 12);
    expect(scale.inchesPerPixel).toBeCloseTo(0.08, 12);
    // 3 in left and 0.5 in down: -3 * 12.5 along (c, -s), plus 0.5 * 12.5 along (s, c).
    const point = { x: 100 - 37.5 * c + 6.25 * s, y: 100 + 37.5 * s + 6.25 * c };
    const inches = toInches(point, { x: 100, y: 100 }, scale);
    expect(inches.x).toBeCloseTo(-3, 9);
    expect(inches.y).toBeCloseTo(-0.5, 9);
  });
});

describe('groups from several aims', () => {
  it('gives each hole to the group of its nearest aim, measured from that aim', () => {
    const scale = { inchesPerPixel: 0.1, tilt: 0 };
    const aims = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
    ];
    const holes = [
      { x: 110, y: 100 },
      { x: 290, y: 90 },
      { x: 100, y: 120 },
    ];
    expect(nearestIndex(holes[1]!, aims)).toBe(1);
    expect(nearestIndex(holes[0]!, [])).toBe(-1);
    const groups = groupsFromMarks(holes, aims, scale);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toEqual([
      { x: 1, y: -0 },
      { x: 0, y: -2 },
    ]);
    expect(groups[1]).toEqual([{ x: -1, y: 1 }]);
  });

  it('turns a hole size in inches into pixels at the scale', () => {
    expect(inchesToPixels(0.308, { inchesPerPixel: 0.01, tilt: 0 })).toBeCloseTo(30.8, 9);
  });
});
