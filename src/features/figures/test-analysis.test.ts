import { describe, expect, it } from 'vitest';
import { displayUnits, IMPERIAL_EN_US } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { loadFixtures } from '@/features/loads/fixtures';
import type { LoadDevelopment } from '@/features/loads/schema';
import type { LoadTest } from '@/features/loads/test-schema';
import type { Shot } from '@/features/sessions/schema';
import { session } from './analysis-fixtures';
import {
  chargeLadderLoads,
  loadCardFigures,
  shotsPerStepLogged,
  stepLoadsOfTest,
  stepNamedInTitle,
  testAnalysisOf,
} from './test-analysis';
import { standOutSentence, testTrendSentence, windowSentence } from './test-words';

const at = new Date('2026-12-01T12:00:00Z');
const stepLoad = (id: string, step: number, cbto: number, testId = 't1'): LoadDevelopment => ({
  ...loadFixtures.creedmoorMatch,
  id,
  seating: { coal: null, cbto, crimp: '' },
  test: {
    id: testId,
    variable: 'cbto',
    step,
    steps: 3,
    shotsPerStep: 5,
    firearmId: '',
    date: '2026-12-05',
    fromLoadId: 'base',
  } satisfies LoadTest,
  status: 'Planning',
  userId: 'alice',
  createdAt: at,
  updatedAt: at,
});

let shots = 0;
/** A placed shot with a velocity (and a target, where one is given). */
const placed = (x: number, y: number, velocity: number, target?: number): Shot =>
  ({
    id: `p-${++shots}`,
    timestamp: at,
    velocity,
    impact: Math.hypot(x, y),
    note: '',
    x,
    y,
    ...(target === undefined ? {} : { target }),
  }) as Shot;
/** Five shots in a cross of arm `arm` about (cx, 0): sigma 0.70711 × arm. */
const cross = (arm: number, velocity: number, cx = 0, target?: number) =>
  [
    [0, 0],
    [arm, 0],
    [0, arm],
    [-arm, 0],
    [0, -arm],
  ].map(([x, y], index) => placed(cx + x!, y!, velocity + [0, 5, -5, 10, -10][index]!, target));

describe('a test from its step loads and their sessions', () => {
  const loads = [
    stepLoad('c', 2, 2.22),
    stepLoad('a', 0, 2.2),
    { ...loadFixtures.creedmoorMatch, id: 'base', status: 'Planning', userId: 'alice', createdAt: at, updatedAt: at },
    stepLoad('b', 1, 2.21),
    stepLoad('other', 0, 2.3, 't2'),
  ] as LoadDevelopment[];

  it('takes the test’s loads in step order', () => {
    expect(stepLoadsOfTest(loads, 't1').map((load) => load.id)).toEqual(['a', 'b', 'c']);
    expect(stepLoadsOfTest(loads, 'none')).toEqual([]);
  });

  it('pools each step’s sessions, a group per session, excluded shots left out', () => {
    const steps = stepLoadsOfTest(loads, 't1');
    const flier = placed(9, 9, 2600);
    const sessions = [
      session('s1', 'a', '2026-12-05', cross(1, 2800)),
      // Step b in two sessions at two aims 10 in apart: pooled about each session's own centre.
      session('s2', 'b', '2026-12-05', cross(0.2, 2795)),
      {
        ...session('s3', 'b', '2026-12-06', [...cross(0.2, 2795, 10), flier]),
        exclusions: { [flier.id]: 'flier' as const },
      },
      session('s4', 'c', '2026-12-05', cross(1, 2790)),
    ];
    const analysis = testAnalysisOf(steps, sessions);
    expect(analysis.steps.map((step) => step.value)).toEqual([2.2, 2.21, 2.22]);
    // Two crosses of arm 0.2: sum 2 × 0.16 over 16 df, sigma sqrt(0.02) = 0.141421, as one cross's.
    expect(analysis.steps[1]!.group!.sigma).toBeCloseTo(0.141421, 6);
    expect(analysis.steps[1]!.group!.df).toBe(16);
    expect(analysis.steps[1]!.velocity.n).toBe(10);
    expect(analysis.steps[1]!.velocity.mean).toBe(2795);
    expect(shotsPerStepLogged(steps, sessions)).toEqual([5, 11, 5]);

    const imperial = displayUnits(IMPERIAL_EN_US);
    // Means 2800, 2795, 2790 fps at 2.200, 2.210, 2.220 in: -500 fps per inch.
    expect(testTrendSentence(analysis, 'cbto', imperial)).toBe(
      'Velocity falls 500 fps per in of CBTO (90% interval 500 to 500); too few steps to tell a step from the noise (4 needed).',
    );
    // In millimetres: 500 fps per inch is 152.4 m/s per 25.4 mm, 6 m/s per mm.
    const metric = displayUnits({ preferences: METRIC_UNITS, locale: 'en-GB' });
    expect(testTrendSentence(analysis, 'cbto', metric)).toContain('Velocity falls 6 m/s per mm of CBTO');
    // Sigma 0.141 (16 df: 90% up to 0.1414 × sqrt(16 / 7.9616) = 0.2005) against 0.707 (down to 0.50788).
    expect(windowSentence(analysis, 'cbto', imperial)).toBe(
      'Window: 2.210" (1 step), the smallest groups within their 90% intervals.',
    );
    expect(windowSentence(analysis, 'cbto', metric)).toBe(
      'Window: 56.13 mm (1 step), the smallest groups within their 90% intervals.',
    );
    expect(standOutSentence(analysis, 'cbto', imperial)).toMatch(/^2\.210" groups 0\.2 times the others' radial SD/);
  });

  it('makes a group of each target of a session', () => {
    const steps = stepLoadsOfTest(loads, 't1').slice(0, 1);
    // Two crosses fired at targets 1 and 2 of one session, 10 in apart: two groups, not one wide one.
    const analysis = testAnalysisOf(steps, [
      session('s1', 'a', '2026-12-05', [...cross(0.2, 2800, 0, 1), ...cross(0.2, 2800, 10, 2)]),
    ]);
    expect(analysis.steps[0]!.group!.sigma).toBeCloseTo(0.141421, 6);
  });
});

describe('a load card’s figures', () => {
  it('pools the load’s completed sessions, with velocity by temperature from each session’s mean', () => {
    const sessions = [
      session('s1', 'a', '2026-12-01', cross(0.5, 2800), 40),
      session('s2', 'a', '2026-12-02', cross(0.5, 2820), 80),
      // Active: not on the card yet.
      session('s3', 'a', '2026-12-03', cross(0.5, 2900), 60, 'active'),
      session('s4', 'b', '2026-12-03', cross(0.5, 2700), 60),
    ];
    const card = loadCardFigures('a', sessions);
    expect(card.sessions).toBe(2);
    expect(card.velocity.n).toBe(10);
    expect(card.velocity.mean).toBe(2810);
    // 20 fps over 40 °F: 0.5 fps per °F.
    expect(card.temperature!.fpsPerDegree).toBeCloseTo(0.5, 12);
    expect(card.group!.sigma).toBeCloseTo(0.353553, 6);
  });
});

describe('a chronograph string offered to its step', () => {
  const steps = [stepLoad('a', 0, 2.2), stepLoad('b', 1, 2.21), stepLoad('c', 2, 2.22)];

  it('by the value its title names, in inches or millimetres, decimal point or comma', () => {
    expect(stepNamedInTitle('CBTO 2.210 - 5 shots', steps)?.id).toBe('b');
    // 2.220 in is 56.388 mm.
    expect(stepNamedInTitle('Seating 56,39 mm', steps)?.id).toBe('c');
    expect(stepNamedInTitle('41.5 gr string 3', steps)).toBeNull();
    expect(stepNamedInTitle(null, steps)).toBeNull();
  });

  it('by the name of a primer tested', () => {
    const primers = [
      { ...stepLoad('p1', 0, 2.2), primer: 'CCI BR-2', test: { ...steps[0]!.test!, variable: 'primer' as const } },
      { ...stepLoad('p2', 1, 2.2), primer: 'Federal 205M', test: { ...steps[0]!.test!, variable: 'primer' as const } },
    ];
    expect(stepNamedInTitle('federal 205m, 100 yd', primers)?.id).toBe('p2');
  });
});

describe('the loads a charge ladder pools', () => {
  it('leaves out the steps of a test of another variable, never the load itself', () => {
    const base = { id: 'base' };
    const seating = stepLoad('seat', 0, 2.2);
    const charge = { ...stepLoad('charge', 0, 2.2), test: { ...seating.test!, variable: 'charge' as const } };
    expect(chargeLadderLoads([base, seating, charge], base).map((load) => load.id)).toEqual(['base', 'charge']);
    expect(chargeLadderLoads([base, seating, charge], seating).map((load) => load.id)).toEqual([
      'base',
      'seat',
      'charge',
    ]);
  });
});
