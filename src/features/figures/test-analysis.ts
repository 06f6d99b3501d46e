/**
 * A test's figures and a load card's, from whole sessions (their shots: a group's radial SD needs each
 * shot's place, which no summary holds). Pure: no React, no Firebase.
 */
import {
  meanWithInterval,
  standardDeviationWithInterval,
  type MeanWithInterval,
  type StandardDeviationWithInterval,
} from '@/domain/intervals';
import { includedShots } from '@/domain/rollups';
import { positionOf, type ShotPosition } from '@/domain/shots';
import { mean } from '@/domain/statistics';
import { temperatureSensitivity, type TemperatureSensitivity } from '@/domain/temperature';
import { analyzeTestSeries, pooledRadialSd, type PooledRadial, type TestSeriesAnalysis } from '@/domain/test-series';
import { GRAMS_PER_GRAIN, MILLIMETRES_PER_INCH } from '@/domain/units';
import type { LoadDevelopment } from '@/features/loads/schema';
import { variableValue } from '@/features/loads/test-plan-schema';
import type { LoadTest } from '@/features/loads/test-schema';
import type { AnalysisSession } from './load-analysis';

/** A step load of a test: a load with its `test`. */
export type StepLoad = LoadDevelopment & { test: LoadTest };

/** The step loads of a test among the user's loads, in step order; empty when none is (yet) on this device. */
export function stepLoadsOfTest(loads: readonly LoadDevelopment[], testId: string): StepLoad[] {
  return loads.filter((load): load is StepLoad => load.test?.id === testId).sort((a, b) => a.test.step - b.test.step);
}

/**
 * The loads a charge ladder may pool: the steps of a test of another variable left out (a seating
 * test's loads share their charge but not their seating), `load` itself always in.
 */
export function chargeLadderLoads<Load extends Pick<LoadDevelopment, 'id' | 'test'>>(
  loads: readonly Load[],
  load: Pick<LoadDevelopment, 'id'>,
): Load[] {
  return loads.filter((member) => member.id === load.id || !member.test || member.test.variable === 'charge');
}

/** What a set of sessions fired: every counted velocity, and the placed shots a group per session and target. */
type Fired = { velocities: number[]; groups: ShotPosition[][] };

/** A shot's target number where shots carry one (several groups in one session), else the one target. */
const targetOf = (shot: object): number => ('target' in shot && typeof shot.target === 'number' ? shot.target : 1);

function firedIn(sessions: readonly AnalysisSession[]): Fired {
  const velocities: number[] = [];
  const groups: ShotPosition[][] = [];
  for (const session of sessions) {
    const shots = includedShots(session.shots, session.exclusions);
    const byTarget = new Map<number, ShotPosition[]>();
    for (const shot of shots) {
      if (shot.velocity !== null) velocities.push(shot.velocity);
      const position = positionOf(shot);
      if (position) byTarget.set(targetOf(shot), [...(byTarget.get(targetOf(shot)) ?? []), position]);
    }
    groups.push(...byTarget.values());
  }
  return { velocities, groups };
}

const sessionsOf = (sessions: readonly AnalysisSession[], loadId: string) =>
  sessions.filter(
    (session) =>
      session.selectedAmmunition.type === 'handload' && session.selectedAmmunition.loadDevelopmentId === loadId,
  );

/** A test's analysis from its step loads (in step order) and the sessions fired with them. */
export function testAnalysisOf(steps: readonly StepLoad[], sessions: readonly AnalysisSession[]): TestSeriesAnalysis {
  return analyzeTestSeries(
    steps.map((load) => ({
      value: variableValue(load, load.test.variable),
      ...firedIn(sessionsOf(sessions, load.id)),
    })),
  );
}

/** How many shots each step has logged (with or without values), in step order. */
export function shotsPerStepLogged(steps: readonly StepLoad[], sessions: readonly AnalysisSession[]): number[] {
  return steps.map((load) => sessionsOf(sessions, load.id).reduce((sum, session) => sum + session.shots.length, 0));
}

/** A load card's figures: every counted shot of its completed sessions. */
export type LoadCardFigures = {
  sessions: number;
  velocity: MeanWithInterval;
  sd: StandardDeviationWithInterval;
  group: PooledRadial | null;
  /** From each session's mean velocity at its temperature; null under two temperatures. */
  temperature: TemperatureSensitivity | null;
};

/** The figures a load card prints, from the load's sessions (its completed ones count). */
export function loadCardFigures(loadId: string, sessions: readonly AnalysisSession[]): LoadCardFigures {
  const completed = sessionsOf(sessions, loadId).filter((session) => session.status === 'completed');
  const { velocities, groups } = firedIn(completed);
  const atTemperature = completed.flatMap((session) => {
    const fired = firedIn([session]).velocities;
    const temperature = session.weather.temperature;
    return temperature === null || fired.length === 0 ? [] : [{ temperature, velocity: mean(fired) }];
  });
  return {
    sessions: completed.length,
    velocity: meanWithInterval(velocities),
    sd: standardDeviationWithInterval(velocities),
    group: pooledRadialSd(groups),
    temperature: atTemperature.length >= 2 ? temperatureSensitivity(atTemperature) : null,
  };
}

/** The numbers a string's title names, decimal comma or point: "CBTO 2,210 - 5 shots" gives 2.21 and 5. */
const numbersIn = (title: string) =>
  [...title.matchAll(/\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));

/** How a step's stored value may be written in a title: as stored, or in the other unit (mm, g). */
function writtenAs(value: number, variable: LoadTest['variable']): { value: number; within: number }[] {
  if (variable === 'charge')
    return [
      { value, within: 0.005 },
      { value: value * GRAMS_PER_GRAIN, within: 0.0005 },
    ];
  return [
    { value, within: 0.0005 },
    { value: value * MILLIMETRES_PER_INCH, within: 0.005 },
  ];
}

/**
 * The step load a chronograph string's title names by its tested value ("CBTO 2.210", "55,88 mm",
 * "Federal 205M"), among `loads` (the recipe's, in the order to prefer): the first step load whose value
 * the title names; null when it names none. A ladder's charge is guessed as before (several-strings.ts).
 */
export function stepNamedInTitle<Load extends LoadDevelopment>(
  title: string | null,
  loads: readonly Load[],
): Load | null {
  if (!title) return null;
  const numbers = numbersIn(title);
  return (
    loads.find((load) => {
      if (!load.test) return false;
      const value = variableValue(load, load.test.variable);
      if (value === null) return false;
      if (typeof value === 'string') return title.toLowerCase().includes(value.toLowerCase());
      return writtenAs(value, load.test.variable).some((written) =>
        numbers.some((number) => Math.abs(number - written.value) <= written.within),
      );
    }) ?? null
  );
}
