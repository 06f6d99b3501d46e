import { describe, expect, it } from 'vitest';
import { barrelVelocityTrends, type BarrelSession } from './barrel-velocity';

let clock = 0;
const session = (
  date: string,
  ammunitionId: string,
  totalShots: number,
  averageVelocity: number | null,
  velocityCount = averageVelocity === null ? 0 : 5,
): BarrelSession => ({
  id: `s-${(clock += 1)}`,
  date,
  startedAt: clock,
  ammunitionId,
  ammunitionName: ammunitionId === 'load-a' ? 'Load A' : 'Practice ammo',
  totalShots,
  velocityCount,
  averageVelocity,
});

/** Load A's strings of five at 0, 100, 200 and 300 rounds, 95 practice rounds (no chronograph) between. */
const history = (velocities: number[]) =>
  velocities.flatMap((velocity, index) => [
    session(`2026-0${index + 1}-01`, 'load-a', 5, velocity),
    session(`2026-0${index + 1}-15`, 'practice', 95, null),
  ]);

describe('barrelVelocityTrends', () => {
  it('counts each session at the rounds fired before it, every load wearing the barrel', () => {
    const [trend] = barrelVelocityTrends(0, history([2800, 2798, 2795, 2793]));
    expect(trend!.points.map((point) => point.roundsAt)).toEqual([0, 100, 200, 300]);
    const [fromUsed] = barrelVelocityTrends(350, history([2800, 2798, 2795, 2793]));
    expect(fromUsed!.points.map((point) => point.roundsAt)).toEqual([350, 450, 550, 650]);
  });

  it('calls a drift whose 90% interval leaves out zero', () => {
    // Least squares worked out by hand over (0, 2800), (100, 2798), (200, 2795), (300, 2793): slope
    // -2.4 fps per 100 rounds; residual SD 0.3162 over sxx 50,000, so SE 0.1414 per 100 and, with
    // t(0.95, 2) = 2.91999, the interval -2.813 to -1.987.
    const [trend] = barrelVelocityTrends(0, history([2800, 2798, 2795, 2793]));
    expect(trend!.perHundred).toBeCloseTo(-2.4, 10);
    expect(trend!.interval!.low).toBeCloseTo(-2.8129, 4);
    expect(trend!.interval!.high).toBeCloseTo(-1.9871, 4);
    expect(trend!.verdict).toBe('drift');
  });

  it('says no drift is shown when the scatter hides it', () => {
    // (0, 2800), (100, 2805), (200, 2795), (300, 2801): slope -0.7 per 100, interval -7.117 to 5.717.
    const [trend] = barrelVelocityTrends(0, history([2800, 2805, 2795, 2801]));
    expect(trend!.perHundred).toBeCloseTo(-0.7, 10);
    expect(trend!.interval!.low).toBeCloseTo(-7.1173, 4);
    expect(trend!.interval!.high).toBeCloseTo(5.7173, 4);
    expect(trend!.verdict).toBe('no-drift-shown');
  });

  it('never pools two loads, and gives no trend under three sessions', () => {
    const sessions = [
      ...history([2800, 2798, 2795, 2793]),
      session('2026-06-01', 'practice', 10, 2650),
      session('2026-06-02', 'practice', 10, 2640),
    ];
    const trends = barrelVelocityTrends(0, sessions);
    expect(trends.map((trend) => [trend.ammunitionId, trend.points.length, trend.verdict])).toEqual([
      ['load-a', 4, 'drift'],
      ['practice', 2, 'too-few'],
    ]);
    expect(trends[1]!.perHundred).toBeNull();
  });

  it('weights each session by its shots with a velocity', () => {
    // A session of one shot far off the line moves the trend less than one of twenty.
    const light = barrelVelocityTrends(0, [
      ...history([2800, 2798, 2795]),
      session('2026-05-01', 'load-a', 1, 2700, 1),
    ]);
    const heavy = barrelVelocityTrends(0, [
      ...history([2800, 2798, 2795]),
      session('2026-05-01', 'load-a', 1, 2700, 20),
    ]);
    expect(Math.abs(light[0]!.perHundred!)).toBeLessThan(Math.abs(heavy[0]!.perHundred!));
  });
});
