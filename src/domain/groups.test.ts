import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import {
  groupCentre,
  groupExtremeSpread,
  groupFigures,
  groupFiguresAsAngle,
  impactFromPosition,
  inchesToAngle,
  meanRadius,
} from './groups';
import { type ShotPosition } from './shots';

const SQUARE_AND_CENTRE: ShotPosition[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: 1, y: 1 },
  { x: 0.5, y: 0.5 },
];

describe('group figures', () => {
  it('matches the square-and-centre vector: mean radius 0.566, ES 1.414', () => {
    // Centre (0.5, 0.5); four corners at sqrt(0.5) = 0.7071 and one shot at 0: 4 x 0.7071 / 5 = 0.5657.
    expect(meanRadius(SQUARE_AND_CENTRE)!.toFixed(3)).toBe('0.566');
    expect(groupExtremeSpread(SQUARE_AND_CENTRE)!.toFixed(3)).toBe('1.414');
    const figures = groupFigures(SQUARE_AND_CENTRE)!;
    expect(figures.n).toBe(5);
    expect(figures.centre).toEqual({ x: 0.5, y: 0.5 });
    expect(figures.meanRadius).toBeCloseTo((4 * Math.SQRT1_2) / 5, 12);
    expect(figures.extremeSpread).toBeCloseTo(Math.SQRT2, 12);
    // Heights 0, 0, 1, 1, 0.5: squares about 0.5 sum to 1; 1 / 4 = 0.25; SD 0.5. The same across.
    expect(figures.verticalSd).toBeCloseTo(0.5, 12);
    expect(figures.horizontalSd).toBeCloseTo(0.5, 12);
  });

  it('keeps vertical and horizontal apart', () => {
    const stringing: ShotPosition[] = [
      { x: 0, y: -1 },
      { x: 0, y: 0 },
      { x: 0, y: 1 },
    ];
    const figures = groupFigures(stringing)!;
    expect(figures.verticalSd).toBe(1);
    expect(figures.horizontalSd).toBe(0);
    expect(figures.extremeSpread).toBe(2);
    expect(figures.centre).toEqual({ x: 0, y: 0 });
  });

  it('gives a one-shot group no spread and no SDs, and no group for no shots', () => {
    expect(groupFigures([{ x: 1, y: 2 }])).toEqual({
      n: 1,
      centre: { x: 1, y: 2 },
      extremeSpread: 0,
      meanRadius: 0,
      verticalSd: null,
      horizontalSd: null,
    });
    expect(groupFigures([])).toBeNull();
    expect(groupCentre([])).toBeNull();
    expect(groupExtremeSpread([])).toBeNull();
    expect(meanRadius([])).toBeNull();
  });
});

describe('impact', () => {
  it('is the distance from the point of aim', () => {
    expect(impactFromPosition({ x: 3, y: -4 })).toBe(5);
    expect(impactFromPosition({ x: 0, y: 0 })).toBe(0);
  });
});

describe('angles', () => {
  // The definitions, independently of units.ts: 1 MOA = 1/60 degree, 1 MIL = 1/1000 radian, and a
  // group of size s at d subtends 2·atan(s / 2 / d).
  const exactly = (inches: number, yards: number, radiansPerUnit: number) =>
    (2 * Math.atan(inches / 2 / (yards * 36))) / radiansPerUnit;
  const MOA = Math.PI / 10_800;
  const MIL = 1 / 1000;

  it('takes 1 MOA as 1/60 degree and 1 MIL as 1/1000 radian, not 1.047 inches at 100 yards', () => {
    // 1 in at 100 yd (3600 in) is 1/3600 rad: 3/π = 0.9549 MOA (1.047 in per MOA would give 0.9551).
    expect(inchesToAngle(1, 100, 'moa')).toBeCloseTo(3 / Math.PI, 7);
    expect(inchesToAngle(1, 300, 'moa')).toBeCloseTo(1 / Math.PI, 7);
    expect(inchesToAngle(1.047, 100, 'moa')).toBeCloseTo(0.99981, 5);
    // 3.6 in at 100 yd is 2·atan(0.0005) = 0.99999992 MIL: 1/1000 rad, but for the tangent.
    expect(inchesToAngle(3.6, 100, 'mil')).toBeCloseTo(0.99999992, 8);
  });

  it('gives nothing without a positive distance', () => {
    expect(inchesToAngle(1, 0, 'moa')).toBeNull();
    expect(inchesToAngle(1, Number.NaN, 'mil')).toBeNull();
    expect(groupFiguresAsAngle(groupFigures(SQUARE_AND_CENTRE)!, -100, 'moa')).toBeNull();
    expect(groupFiguresAsAngle(groupFigures(SQUARE_AND_CENTRE)!, null, 'mil')).toBeNull();
  });

  it('converts every figure of a group, in MOA and in MIL', () => {
    const moa = groupFiguresAsAngle(groupFigures(SQUARE_AND_CENTRE)!, 100, 'moa')!;
    expect(moa.n).toBe(5);
    expect(moa.extremeSpread).toBeCloseTo(exactly(Math.SQRT2, 100, MOA), 12);
    expect(moa.meanRadius).toBeCloseTo(exactly((4 * Math.SQRT1_2) / 5, 100, MOA), 12);
    expect(moa.verticalSd).toBeCloseTo(exactly(0.5, 100, MOA), 12);
    expect(moa.horizontalSd).toBeCloseTo(exactly(0.5, 100, MOA), 12);
    expect(moa.centre.x).toBeCloseTo(exactly(0.5, 100, MOA), 12);
    expect(moa.centre.y).toBeCloseTo(exactly(0.5, 100, MOA), 12);
    // As the group panel shows them: ES 1.35 MOA, mean radius 0.54, SDs and centre 0.48.
    expect([moa.extremeSpread, moa.meanRadius, moa.verticalSd].map((value) => value!.toFixed(2))).toEqual([
      '1.35',
      '0.54',
      '0.48',
    ]);
    const mil = groupFiguresAsAngle(groupFigures(SQUARE_AND_CENTRE)!, 100, 'mil')!;
    expect(mil.extremeSpread).toBeCloseTo(exactly(Math.SQRT2, 100, MIL), 12);
    expect(mil.centre.y).toBeCloseTo(exactly(0.5, 100, MIL), 12);
    const oneShot = groupFiguresAsAngle(groupFigures([{ x: 0, y: 0 }])!, 100, 'moa')!;
    expect(oneShot.verticalSd).toBeNull();
  });
});

describe('group properties (seeded)', () => {
  it('are the same wherever the group sits: moving every shot by one offset changes no figure but the centre', () => {
    const random = seededRandom(1947);
    for (let i = 0; i < 200; i++) {
      const shots = Array.from({ length: random.int(1, 10) }, () => ({
        x: (random.next() - 0.5) * 4,
        y: (random.next() - 0.5) * 4,
      }));
      const offset = { x: (random.next() - 0.5) * 20, y: (random.next() - 0.5) * 20 };
      const moved = shots.map((shot) => ({ x: shot.x + offset.x, y: shot.y + offset.y }));
      const before = groupFigures(shots)!;
      const after = groupFigures(moved)!;
      expect(after.n).toBe(before.n);
      expect(after.extremeSpread).toBeCloseTo(before.extremeSpread, 9);
      expect(after.meanRadius).toBeCloseTo(before.meanRadius, 9);
      if (before.verticalSd === null) {
        expect(after.verticalSd).toBeNull();
        expect(after.horizontalSd).toBeNull();
      } else {
        expect(after.verticalSd!).toBeCloseTo(before.verticalSd, 9);
        expect(after.horizontalSd!).toBeCloseTo(before.horizontalSd!, 9);
      }
      expect(after.centre.x).toBeCloseTo(before.centre.x + offset.x, 9);
      expect(after.centre.y).toBeCloseTo(before.centre.y + offset.y, 9);
    }
  });

  it('never give a mean radius larger than the extreme spread', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const shots = Array.from({ length: random.int(1, 10) }, () => ({ x: random.next() * 3, y: random.next() * 3 }));
      const figures = groupFigures(shots)!;
      expect(figures.meanRadius).toBeLessThanOrEqual(figures.extremeSpread + 1e-12);
    }
  });
});
