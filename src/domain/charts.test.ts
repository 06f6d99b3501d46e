import { describe, expect, it } from 'vitest';
import { paddedRange, shotVelocityPoints, shotVelocitySummary } from './charts';

const shot = (velocity: number | null) => ({ velocity });

describe('chart data', () => {
  it('numbers shots in the order fired and skips those without a velocity', () => {
    // 2700 and 2712: average 2706.
    expect(shotVelocityPoints([shot(2700), shot(null), shot(2712)])).toEqual({
      points: [
        { shot: 1, velocity: 2700 },
        { shot: 3, velocity: 2712 },
      ],
      averageVelocity: 2706,
    });
    expect(shotVelocityPoints([])).toEqual({ points: [], averageVelocity: null });
  });

  it('pads an axis around its values, a single value in the middle', () => {
    expect(paddedRange([48], 5)).toEqual([43, 53]);
    // 40 to 90: span 50, a tenth is 5 -> 35 to 95; a larger minimum wins.
    expect(paddedRange([90, 40, 60], 2)).toEqual([35, 95]);
    expect(paddedRange([41, 42], 0.3)).toEqual([40.7, 42.3]);
    expect(paddedRange([], 1)).toBeNull();
  });

  it('describes the per-shot velocity chart in a sentence', () => {
    expect(shotVelocitySummary(shotVelocityPoints([shot(2700), shot(2712)]))).toBe(
      'Velocity per shot for 2 shots, from 2,700 fps to 2,712 fps; average 2,706 fps, drawn as a dashed line.',
    );
    expect(shotVelocitySummary(shotVelocityPoints([shot(null)]))).toBe('Velocity per shot: no velocities logged yet.');
  });
});
