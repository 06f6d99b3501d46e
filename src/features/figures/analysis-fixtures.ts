import { sessionFixtures } from '@/features/sessions/fixtures';
import { type Shot } from '@/features/sessions/schema';
import { figuresOfSession, type AnalysisLoad, type AnalysisSession } from './load-analysis';

/*
 * The loads and sessions the load analysis's tests read: a ladder of one recipe written several
 * ways, recipes that differ in one component, and sessions with and without temperatures.
 */

export const recipe = (id: string, charge: number | null, overrides: Partial<AnalysisLoad> = {}): AnalysisLoad => ({
  id,
  name: `Ladder ${charge ?? 'no charge'}`,
  cartridge: '6.5 Creedmoor',
  bullet: { weight: 140, type: 'ELD Match', manufacturer: 'Hornady' },
  powder: { type: 'H4350', weight: charge },
  ...overrides,
});

let shotCount = 0;
export const shot = (velocity: number | null, impact: number | null = null): Shot => ({
  id: `shot-${++shotCount}`,
  timestamp: new Date('2026-05-02T10:00:00Z'),
  velocity,
  impact,
  note: '',
});

export const handload = (loadId: string) => ({
  ...sessionFixtures.handload.selectedAmmunition,
  loadDevelopmentId: loadId,
});

export const session = (
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
export const loadA = recipe('a', 41);
export const loadB = recipe('b', 41.5, {
  cartridge: ' 6.5 creedmoor',
  bullet: { weight: 140, type: 'eld  match', manufacturer: '' },
  powder: { type: 'h4350 ', weight: 41.5 },
});
export const loadC = recipe('c', 42);
export const heavier = recipe('d', 41, { bullet: { weight: 147, type: 'ELD Match', manufacturer: 'Hornady' } });
export const otherPowder = recipe('e', 41, { powder: { type: 'Varget', weight: 41 } });
export const otherCartridge = recipe('x', 41, { cartridge: '6.5 PRC' });
export const noCharge = recipe('f', null);
export const impactsOnly = recipe('g', 40.5);
export const loads = [loadA, loadB, loadC, heavier, otherPowder, otherCartridge, noCharge, impactsOnly];

export const sessions: AnalysisSession[] = [
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
export const figures = sessions.map(figuresOfSession);
/** Load A's sessions as its summaries list them, newest shot first. */
export const newestFirstOfA = [figures[4]!, figures[0]!, figures[1]!];
