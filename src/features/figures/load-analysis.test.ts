import { describe, expect, it } from 'vitest';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS, type SessionSummary, type Shot } from '@/features/sessions/schema';
import {
  chargeLadder,
  figuresOfSession,
  figuresOfSummary,
  joinPools,
  ladderCentres,
  ladderCharges,
  ladderSummary,
  loadRollupOf,
  ladderVelocityRange,
  loadSessionHistory,
  poolsOfFigures,
  sameRecipe,
  type AnalysisLoad,
  type AnalysisSession,
} from './load-analysis';
import { temperaturePoints, temperatureSummary } from './temperature-analysis';

const recipe = (id: string, charge: number | null, overrides: Partial<AnalysisLoad> = {}): AnalysisLoad => ({
  id,
  name: `Ladder ${charge ?? 'no charge'}`,
  cartridge: '6.5 Creedmoor',
  bullet: { weight: 140, type: 'ELD Match', manufacturer: 'Hornady' },
  powder: { type: 'H4350', weight: charge },
  ...overrides,
});

let shotCount = 0;
const shot = (velocity: number | null, impact: number | null = null): Shot => ({
  id: `shot-${++shotCount}`,
  timestamp: new Date('2026-05-02T10:00:00Z'),
  velocity,
  impact,
  note: '',
});

const handload = (loadId: string) => ({ ...sessionFixtures.handload.selectedAmmunition, loadDevelopmentId: loadId });

const session = (
  id: string,
  loadId: string | null,
  date: string,
  shots: Shot[],
  temperature: number | null = null,
  status: AnalysisSession['status'] = 'completed',
): AnalysisSession => ({
  id,
  exclusions: {},
  sessionName: `Session ${id}`,
  date,
  status,
  selectedAmmunition: loadId === null ? sessionFixtures.factory.selectedAmmunition : handload(loadId),
  shots,
  weather: { ...sessionFixtures.handload.weather, temperature },
  createdAt: new Date(`${date}T12:00:00Z`),
});

// Same recipe as A, written differently (case and spaces): the ladder must still group them.
const loadA = recipe('a', 41);
const loadB = recipe('b', 41.5, {
  cartridge: ' 6.5 creedmoor',
  bullet: { weight: 140, type: 'eld  match', manufacturer: '' },
  powder: { type: 'h4350 ', weight: 41.5 },
});
const loadC = recipe('c', 42);
const heavier = recipe('d', 41, { bullet: { weight: 147, type: 'ELD Match', manufacturer: 'Hornady' } });
const otherPowder = recipe('e', 41, { powder: { type: 'Varget', weight: 41 } });
const otherCartridge = recipe('x', 41, { cartridge: '6.5 PRC' });
const noCharge = recipe('f', null);
const impactsOnly = recipe('g', 40.5);
const loads = [loadA, loadB, loadC, heavier, otherPowder, otherCartridge, noCharge, impactsOnly];

const sessions: AnalysisSession[] = [
  // A: 2650, 2660, 2670 -> avg 2660, ES 20, SD sqrt((100 + 0 + 100) / 2) = 10.0, best 0.30.
  session('s1', 'a', '2026-05-02', [shot(2650, 0.5), shot(2660, 0.3), shot(2670)], 48),
  // A, older and still active: 2680, 2690 -> avg 2685, ES 10, SD sqrt((25 + 25) / 1) = 7.07 -> 7.1.
  session('s2', 'a', '2026-04-20', [shot(2680), shot(2690, 0.42)], 75, 'active'),
  // C: 2700, 2712, 2718 -> avg 2710, ES 18, SD sqrt((100 + 4 + 64) / 2) = 9.17 -> 9.2.
  session('s3', 'c', '2026-05-02', [shot(2700), shot(2712), shot(2718)], 48),
  session('s4', null, '2026-05-03', [shot(2800), shot(2810)], 60),
  // A, no temperature and no velocity: listed in the history, not on the temperature chart.
  session('s5', 'a', '2026-05-10', [shot(null, 0.8)]),
  session('s6', 'f', '2026-05-02', [shot(2600), shot(2610)]),
  session('s7', 'g', '2026-05-02', [shot(null, 0.6), shot(null, 0.7)]),
  session('s8', 'd', '2026-05-02', [shot(2500), shot(2520)]),
];
/** The sessions as the analysis reads them: the statistics each would store, with its shot sums. */
const figures = sessions.map(figuresOfSession);
/** Load A's sessions as its summaries list them, newest shot first. */
const newestFirstOfA = [figures[4]!, figures[0]!, figures[1]!];

describe('loadSessionHistory', () => {
  it("gives the load's sessions in the order given, active ones too, with their statistics", () => {
    expect(loadSessionHistory(newestFirstOfA, new Map())).toEqual([
      {
        sessionId: 's5',
        sessionName: 'Session s5',
        date: '2026-05-10',
        status: 'completed',
        shots: 1,
        velocityCount: 0,
        averageVelocity: null,
        extremeSpread: null,
        standardDeviation: null,
        bestGroup: { inches: 0.8, kind: 'shot', targetDistance: null },
        temperature: null,
      },
      {
        sessionId: 's1',
        sessionName: 'Session s1',
        date: '2026-05-02',
        status: 'completed',
        shots: 3,
        velocityCount: 3,
        averageVelocity: 2660,
        extremeSpread: 20,
        standardDeviation: 10,
        bestGroup: { inches: 0.3, kind: 'shot', targetDistance: null },
        temperature: 48,
      },
      {
        sessionId: 's2',
        sessionName: 'Session s2',
        date: '2026-04-20',
        status: 'active',
        shots: 2,
        velocityCount: 2,
        averageVelocity: 2685,
        extremeSpread: 10,
        standardDeviation: 7.1,
        bestGroup: { inches: 0.42, kind: 'shot', targetDistance: null },
        temperature: 75,
      },
    ]);
  });

  it("takes an active session's figures from the live session, not from its summary, which holds none yet", () => {
    const activeSummary = { ...figures[1]!, statistics: { ...EMPTY_STATISTICS } };
    const [entry] = loadSessionHistory([activeSummary], new Map([['s2', sessions[1]!]]));
    expect(entry).toMatchObject({
      sessionId: 's2',
      shots: 2,
      velocityCount: 2,
      averageVelocity: 2685,
      standardDeviation: 7.1,
    });
    expect(loadSessionHistory([activeSummary], new Map())[0]).toMatchObject({ shots: 0, averageVelocity: null });
  });
});

describe('figuresOfSummary and loadRollupOf', () => {
  const summary = (id: string, changes: Partial<SessionSummary>): SessionSummary => ({
    ...sessionFixtures.handload,
    selectedAmmunition: handload('a'),
    id,
    userId: 'alice',
    status: 'completed',
    statistics: { ...EMPTY_STATISTICS },
    createdAt: new Date('2026-05-02T12:00:00Z'),
    endedAt: new Date('2026-05-02T13:00:00Z'),
    ...changes,
  });

  it("reads a completed summary's figures as its session's, and none from an active one or one without the shot sums", () => {
    const s1 = figures.find((item) => item.id === 's1')!;
    expect(figuresOfSummary(summary('s1', { statistics: s1.statistics, date: s1.date }))).toMatchObject({
      id: 's1',
      statistics: s1.statistics,
    });
    expect(figuresOfSummary(summary('active', { status: 'active' }))).toBeNull();
    const { velocitySum: _sum, placedSumX: _x, ...older } = s1.statistics;
    expect(figuresOfSummary(summary('older', { statistics: older }))).toBeNull();
  });

  it("gives a load's completed sessions, best group and last day tested, as its page shows them", () => {
    expect(loadRollupOf(figures, 'a')).toEqual({
      sessions: 2,
      bestGroup: { inches: 0.3, kind: 'shot', targetDistance: null },
      lastTested: '2026-05-10',
    });
    expect(loadRollupOf(figures, 'b')).toEqual({ sessions: 0, bestGroup: null, lastTested: null });
  });
});

describe('loadRollupOf over whole sessions (the compare page)', () => {
  const rollupOf = (loadId: string, sessions: AnalysisSession[]) =>
    loadRollupOf(sessions.map(figuresOfSession), loadId);
  const placed = (x: number, y: number): Shot => ({ ...shot(2800, Math.hypot(x, y)), x, y });

  it('counts completed sessions only, takes the smallest best group and the latest day shot', () => {
    const sessions = [
      session('r1', 'a', '2026-05-02', [shot(2800, 0.4)]),
      session('r2', 'a', '2026-07-09', [shot(2810, 0.7)]),
      session('r3', 'a', '2026-08-01', [shot(2800, 0.1)], null, 'active'),
      session('r4', 'b', '2026-09-01', [shot(2700, 0.2)]),
      session('r5', null, '2026-09-02', [shot(2600, 0.05)]),
    ];
    expect(rollupOf('a', sessions)).toEqual({
      sessions: 2,
      bestGroup: { inches: 0.4, kind: 'shot', targetDistance: null },
      lastTested: '2026-07-09',
    });
    expect(rollupOf('b', sessions)).toEqual({
      sessions: 1,
      bestGroup: { inches: 0.2, kind: 'shot', targetDistance: null },
      lastTested: '2026-09-01',
    });
  });

  it('keeps an earlier best group when a velocity-only session ends, and never tested means nulls', () => {
    const sessions = [
      session('v1', 'a', '2026-06-01', [shot(2800, 0.3)]),
      session('v2', 'a', '2026-06-02', [shot(2805), shot(2795)]),
    ];
    expect(rollupOf('a', sessions)).toEqual({
      sessions: 2,
      bestGroup: { inches: 0.3, kind: 'shot', targetDistance: null },
      lastTested: '2026-06-02',
    });
    expect(rollupOf('z', sessions)).toEqual({ sessions: 0, bestGroup: null, lastTested: null });
  });

  it('follows exclusions: an excluded best impact or flier no longer counts', () => {
    const best = shot(2800, 0.1);
    const excludedBest = {
      ...session('e1', 'a', '2026-06-01', [best, shot(2801, 0.9)]),
      exclusions: { [best.id]: 'chronograph-error' as const },
    };
    expect(rollupOf('a', [excludedBest]).bestGroup).toEqual({ inches: 0.9, kind: 'shot', targetDistance: null });
    const flier = placed(4, 4);
    const withFlier = {
      ...session('e2', 'a', '2026-06-01', [placed(0, 0), placed(0.5, 0), flier]),
      exclusions: { [flier.id]: 'flier' as const },
    };
    expect(rollupOf('a', [withFlier]).bestGroup).toEqual({ inches: 0.5, kind: 'group', targetDistance: null });
  });

  it('takes a real group (shots with x and y) over any closest shot, the smallest group, at its distance', () => {
    const square = [placed(0, 0), placed(1, 0), placed(0, 1), placed(1, 1), placed(0.5, 0.5)];
    const sessions = [
      // A closest shot of 0.1 in, but no group.
      session('g1', 'a', '2026-06-01', [shot(2800, 0.1)]),
      // The square: ES 1.414 in at 100 yd.
      { ...session('g2', 'a', '2026-06-01', square), targetDistance: 100 },
      // A wider group, 3 in apart.
      { ...session('g3', 'a', '2026-06-01', [placed(-1.5, 0), placed(1.5, 0)]), targetDistance: 300 },
      // One placed shot is no group: its impact counts as a closest shot.
      session('g4', 'a', '2026-06-01', [placed(0, 0.05)]),
    ];
    const best = rollupOf('a', sessions).bestGroup;
    expect(best).toMatchObject({ kind: 'group', targetDistance: 100 });
    expect(best?.inches).toBeCloseTo(1.414, 3);
    // Without the groups, the closest shot (0.05 in), labelled as such.
    expect(rollupOf('a', [sessions[0]!, sessions[3]!]).bestGroup).toEqual({
      inches: 0.05,
      kind: 'shot',
      targetDistance: null,
    });
  });
});

describe('sameRecipe', () => {
  it('ignores case and spaces but not the bullet weight, powder or cartridge', () => {
    expect(sameRecipe(loadA, loadB)).toBe(true);
    expect(sameRecipe(loadA, heavier)).toBe(false);
    expect(sameRecipe(loadA, otherPowder)).toBe(false);
    expect(sameRecipe(loadA, otherCartridge)).toBe(false);
  });
});

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

describe('temperaturePoints', () => {
  it('keeps sessions with a temperature and a velocity, coldest first', () => {
    expect(temperaturePoints(loadSessionHistory(newestFirstOfA, new Map()))).toEqual([
      { sessionId: 's1', sessionName: 'Session s1', date: '2026-05-02', temperature: 48, averageVelocity: 2660 },
      { sessionId: 's2', sessionName: 'Session s2', date: '2026-04-20', temperature: 75, averageVelocity: 2685 },
    ]);
  });

  it('keeps a temperature of 0 °F', () => {
    const frozen = loadSessionHistory(
      [figuresOfSession(session('cold', 'a', '2026-01-10', [shot(2600)], 0))],
      new Map(),
    );
    expect(temperaturePoints(frozen)).toEqual([
      { sessionId: 'cold', sessionName: 'Session cold', date: '2026-01-10', temperature: 0, averageVelocity: 2600 },
    ]);
  });
});

describe('chart data', () => {
  it('ranges the ladder chart over every SD bar with a margin', () => {
    const { points } = chargeLadder(loads, poolsOfFigures(figures), loadA);
    // Bars 2654.2 to 2685.8 and 2700.8 to 2719.2: span 65, margin 6.5.
    expect(ladderVelocityRange(points)).toEqual([2647, 2726]);
    // One velocity, no SD: at least 5 fps either side.
    expect(ladderVelocityRange([{ averageVelocity: 2655, standardDeviation: null }])).toEqual([2650, 2660]);
    expect(ladderVelocityRange([])).toBeNull();
  });

  it('describes each chart in a sentence', () => {
    expect(ladderSummary(chargeLadder(loads, poolsOfFigures(figures), loadA).points)).toBe(
      'Charge ladder: average velocity against powder charge for 2 loads, from 2,670 fps at 41 gr to 2,710 fps at 42 gr; bars show one SD either side.',
    );
    expect(ladderSummary([])).toBe('Charge ladder: no load of this recipe has velocities yet.');
    expect(temperatureSummary(temperaturePoints(loadSessionHistory(newestFirstOfA, new Map())))).toBe(
      'Velocity against temperature for 2 sessions, from 2,660 fps at 48°F to 2,685 fps at 75°F.',
    );
  });
});
