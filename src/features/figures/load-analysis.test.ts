import { describe, expect, it } from 'vitest';
import { displayUnits, IMPERIAL_EN_US } from '@/domain/unit-format';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS, type SessionSummary, type Shot } from '@/features/sessions/schema';
import {
  handload,
  shot,
  session,
  loadA,
  loadB,
  heavier,
  otherPowder,
  otherCartridge,
  loads,
  sessions,
  figures,
  newestFirstOfA,
} from './analysis-fixtures';
import {
  chargeLadder,
  figuresOfSession,
  figuresOfSummary,
  ladderSummary,
  loadRollupOf,
  ladderVelocityRange,
  loadSessionHistory,
  poolsOfFigures,
  sameRecipe,
  type AnalysisSession,
} from './load-analysis';
import { temperaturePoints, temperatureSummary } from './temperature-analysis';

const imperial = displayUnits(IMPERIAL_EN_US);

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
    expect(ladderSummary(chargeLadder(loads, poolsOfFigures(figures), loadA).points, imperial)).toBe(
      'Charge ladder: average velocity against powder charge for 2 loads, from 2,670 fps at 41 gr to 2,710 fps at 42 gr; bars show one SD either side.',
    );
    expect(ladderSummary([], imperial)).toBe('Charge ladder: no load of this recipe has velocities yet.');
    expect(temperatureSummary(temperaturePoints(loadSessionHistory(newestFirstOfA, new Map())), imperial)).toBe(
      'Velocity against temperature for 2 sessions, from 2,660 fps at 48°F to 2,685 fps at 75°F.',
    );
  });
});
