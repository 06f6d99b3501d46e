import { describe, expect, it } from 'vitest';
import { type Shot } from '@/features/sessions/schema';
import { figures, loadA, loadB, loadC, loads, noCharge, recipe, session, shot } from './analysis-fixtures';
import {
  chargeLadder,
  figuresOfSession,
  joinPools,
  ladderCentres,
  ladderCharges,
  poolsOfFigures,
  type AnalysisSession,
} from './load-analysis';

describe('chargeLadder', () => {
  it('gives one point per charge with the velocities of all its sessions, by charge', () => {
    const ladder = chargeLadder(loads, poolsOfFigures(figures), loadC);
    expect(ladder.points).toEqual([
      // A pools 2650, 2660, 2670, 2680, 2690: avg 2670, ES 40, SD sqrt((400 + 100 + 0 + 100 + 400) / 4) = 15.81 -> 15.8.
      {
        loadId: 'a',
        name: 'Ladder 41',
        charge: 41,
        averageVelocity: 2670,
        standardDeviation: 15.8,
        extremeSpread: 40,
        shots: 5,
        sessions: 3,
        current: false,
      },
      {
        loadId: 'c',
        name: 'Ladder 42',
        charge: 42,
        averageVelocity: 2710,
        standardDeviation: 9.2,
        extremeSpread: 18,
        shots: 3,
        sessions: 1,
        current: true,
      },
    ]);
  });

  it('lists loads without velocities apart, by charge, and loads without a charge apart', () => {
    const ladder = chargeLadder(loads, poolsOfFigures(figures), loadA);
    expect(ladder.notFired).toEqual([
      { loadId: 'g', name: 'Ladder 40.5', charge: 40.5, shots: 2, sessions: 1, current: false },
      { loadId: 'b', name: 'Ladder 41.5', charge: 41.5, shots: 0, sessions: 0, current: false },
    ]);
    expect(ladder.noCharge).toEqual([
      { loadId: 'f', name: 'Ladder no charge', charge: null, shots: 2, sessions: 1, current: false },
    ]);
    expect(ladder.points.map((point) => [point.loadId, point.current])).toEqual([
      ['a', true],
      ['c', false],
    ]);
  });

  it('gives the charges the trend is fitted to: every counted velocity of the charged loads, pooled by charge', () => {
    // A (41 gr): 2650 ... 2690 over two sessions, the active one too; C (42 gr): 2700, 2712, 2718.
    // G fired no velocity, F has no charge, and D (another bullet) is no part of the recipe.
    expect(ladderCharges(loads, poolsOfFigures(figures), loadA)).toEqual([
      { charge: 41, meanVelocity: 2670, shots: 5 },
      { charge: 42, meanVelocity: 2710, shots: 3 },
    ]);
  });

  it('pools the loads of one charge into one rung of the fit, and leaves excluded shots out', () => {
    const twin = recipe('a2', 41, { name: 'Ladder 41 again' });
    const flier = shot(2900);
    const twinSession: AnalysisSession = {
      ...session('t1', 'a2', '2026-05-03', [shot(2640), flier]),
      exclusions: { [flier.id]: 'flier' },
    };
    expect(
      ladderCharges([...loads, twin], poolsOfFigures([...figures, figuresOfSession(twinSession)]), loadA)[0],
    ).toEqual({
      charge: 41,
      meanVelocity: (2650 + 2660 + 2670 + 2680 + 2690 + 2640) / 6,
      shots: 6,
    });
  });

  it("gives each charge's centre of the shots placed on the target, over its sessions (OCW)", () => {
    const placed = (velocity: number, x: number, y: number): Shot => ({
      ...shot(velocity),
      x,
      y,
      impact: Math.hypot(x, y),
    });
    const onTarget = [
      session('p1', 'a', '2026-06-01', [placed(2650, 0.2, 1), placed(2655, 0.4, 1)]),
      session('p2', 'a', '2026-06-02', [placed(2660, 0.6, 0.4), shot(2665, 0.2)]),
      session('p3', 'c', '2026-06-01', [placed(2700, -0.5, 0)]),
    ].map(figuresOfSession);
    const centres = ladderCentres(loads, poolsOfFigures(onTarget), loadA);
    expect(centres.map(({ charge, shots }) => [charge, shots])).toEqual([
      [41, 3],
      [42, 1],
    ]);
    expect(centres[0]!.centre.x).toBeCloseTo(0.4, 10);
    expect(centres[0]!.centre.y).toBeCloseTo(0.8, 10);
    expect(centres[1]!.centre).toEqual({ x: -0.5, y: 0 });
  });

  it('includes the load itself even before the list of loads has it', () => {
    const ladder = chargeLadder([], poolsOfFigures(figures), loadC);
    expect(ladder.points.map((point) => point.loadId)).toEqual(['c']);
    expect(chargeLadder([], new Map(), loadB)).toEqual({
      points: [],
      notFired: [{ loadId: 'b', name: 'Ladder 41.5', charge: 41.5, shots: 0, sessions: 0, current: true }],
      noCharge: [],
    });
  });

  it('gives no SD for a load with a single velocity', () => {
    const single = chargeLadder(
      [loadA],
      poolsOfFigures([figuresOfSession(session('one', 'a', '2026-05-02', [shot(2655)]))]),
      loadA,
    );
    expect(single.points[0]).toMatchObject({
      averageVelocity: 2655,
      standardDeviation: null,
      extremeSpread: 0,
      shots: 1,
    });
  });

  it('gives the same ladder from one part a load summed over its sessions (as the server sums) as from each session', () => {
    const summed = new Map(
      [...poolsOfFigures(figures)].map(([loadId, pool]) => {
        const total = (
          field: 'velocityCount' | 'velocitySum' | 'velocitySquares' | 'placedShots' | 'placedSumX' | 'placedSumY',
        ) => pool.parts.reduce((sum, part) => sum + part[field], 0);
        const bound = (field: 'minVelocity' | 'maxVelocity', pick: (...values: number[]) => number) => {
          const values = pool.parts.flatMap((part) => (part[field] === null ? [] : [part[field]]));
          return values.length === 0 ? null : pick(...values);
        };
        const part = {
          velocityCount: total('velocityCount'),
          velocitySum: total('velocitySum'),
          velocitySquares: total('velocitySquares'),
          minVelocity: bound('minVelocity', Math.min),
          maxVelocity: bound('maxVelocity', Math.max),
          placedShots: total('placedShots'),
          placedSumX: total('placedSumX'),
          placedSumY: total('placedSumY'),
        };
        return [loadId, { sessions: pool.sessions, shots: pool.shots, parts: [part] }];
      }),
    );
    expect(summed.get('a')?.sessions).toBe(3);
    for (const load of [loadA, loadC, noCharge]) {
      expect(chargeLadder(loads, summed, load)).toEqual(chargeLadder(loads, poolsOfFigures(figures), load));
      expect(ladderCharges(loads, summed, load)).toEqual(ladderCharges(loads, poolsOfFigures(figures), load));
    }
  });

  it('adds the pools of the same load together', () => {
    const [first, second] = [figures.slice(0, 3), figures.slice(3)].map(poolsOfFigures);
    expect(joinPools(first!, second!)).toEqual(poolsOfFigures(figures));
  });
});
