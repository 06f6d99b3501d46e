import { describe, expect, it } from 'vitest';
import { faceRadius, ringStep } from './target-face';

describe('the target face drawn around the shots', () => {
  it('holds every point with room to spare, in whole rings of a round size', () => {
    expect(faceRadius([])).toBe(0.75);
    expect(faceRadius([{ x: 3, y: -1 }])).toBe(4);
    expect(
      faceRadius([
        { x: 0.2, y: 0.1 },
        { x: 12, y: 0 },
      ]),
    ).toBe(15);
    for (const points of [[{ x: -0.4, y: 0.3 }], [{ x: 7, y: -9.5 }], [{ x: 0, y: 40 }]]) {
      const radius = faceRadius(points);
      expect(Math.max(...points.map((point) => Math.max(Math.abs(point.x), Math.abs(point.y))))).toBeLessThan(radius);
      expect(radius / ringStep(radius)).toBeLessThanOrEqual(6);
    }
  });
});
