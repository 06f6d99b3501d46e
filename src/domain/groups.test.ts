import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/property/prng';
import {
  groupCentre,
  groupExtremeSpread,
  groupFigures,
  groupFiguresInMoa,
  impactFromPosition,
  inchesToMoa,
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

describe('MOA', () => {
  it('takes 1.047 inches at 100 yards as one MOA', () => {
    expect(inchesToMoa(1.047, 100)).toBeCloseTo(1, 12);
    expect(inchesToMoa(1.047, 200)).toBeCloseTo(0.5, 12);
    expect(inchesToMoa(1, 300)).toBeCloseTo(1 / 3.141, 12);
  });

  it('gives nothing without a positive distance', () => {
    expect(inchesToMoa(1, 0)).toBeNull();
    expect(inchesToMoa(1, Number.NaN)).toBeNull();
    expect(groupFiguresInMoa(groupFigures(SQUARE_AND_CENTRE)!, -100)).toBeNull();
  });

  it('converts every figure of a group', () => {
    const moa = groupFiguresInMoa(groupFigures(SQUARE_AND_CENTRE)!, 100)!;
    expect(moa.n).toBe(5);
    expect(moa.extremeSpread).toBeCloseTo(Math.SQRT2 / 1.047, 12);
    expect(moa.meanRadius).toBeCloseTo((4 * Math.SQRT1_2) / 5 / 1.047, 12);
    expect(moa.verticalSd).toBeCloseTo(0.5 / 1.047, 12);
    expect(moa.horizontalSd).toBeCloseTo(0.5 / 1.047, 12);
    expect(moa.centre.x).toBeCloseTo(0.5 / 1.047, 12);
    expect(moa.centre.y).toBeCloseTo(0.5 / 1.047, 12);
    const oneShot = groupFiguresInMoa(groupFigures([{ x: 0, y: 0 }])!, 100)!;
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
