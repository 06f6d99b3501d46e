/**
 * Load-development analysis: one pure module (no React, no Firebase) behind the load page. A load's
 * sessions over time, the charge ladder across the user's loads of the same recipe, velocity
 * against temperature, and the series and words the charts are drawn and described from. Every
 * figure comes from the statistics module (sample SD); nothing is re-computed here.
 */
import { positionOf } from '@/domain/groups';
import type { LadderShot } from '@/domain/ladder';
import type { PlacedLadderShot } from '@/domain/ocw';
import { includedShots, sessionBestGroup, sessionStats, type BestGroup } from '@/domain/rollups';
import { computeSessionStats } from '@/domain/statistics';
import type { ShootingSession } from '@/features/sessions/schema';
import { formatGrains, formatNumber } from '@/utils/format';
import type { LoadDevelopment } from './schema';

/** What the analysis reads of a session. */
export type AnalysisSession = Pick<
  ShootingSession,
  'id' | 'sessionName' | 'date' | 'status' | 'selectedAmmunition' | 'shots' | 'exclusions' | 'weather' | 'createdAt'
> &
  Partial<Pick<ShootingSession, 'targetDistance'>>;

/** What the analysis reads of a load development. */
export type AnalysisLoad = Pick<LoadDevelopment, 'id' | 'name' | 'cartridge' | 'bullet' | 'powder'>;

/** One session of a load, with its statistics. */
export type SessionHistoryEntry = {
  sessionId: string;
  sessionName: string;
  /** The session's calendar date, YYYY-MM-DD. */
  date: string;
  status: ShootingSession['status'];
  /** Every shot logged, with or without values. */
  shots: number;
  /** Shots with a velocity. */
  velocityCount: number;
  averageVelocity: number | null;
  extremeSpread: number | null;
  /** Sample SD (n - 1), 1 decimal; null under two velocities. */
  standardDeviation: number | null;
  /** Its group's extreme spread when shots were placed on the target, else its closest shot. */
  bestGroup: BestGroup | null;
  /** °F, when recorded. */
  temperature: number | null;
};

/** Whether a session fired this handload. */
function firedWith(session: Pick<AnalysisSession, 'selectedAmmunition'>, loadId: string): boolean {
  const ammunition = session.selectedAmmunition;
  return ammunition.type === 'handload' && ammunition.loadDevelopmentId === loadId;
}

const byDateThenCreated = (a: AnalysisSession, b: AnalysisSession) =>
  a.date.localeCompare(b.date) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** The sessions (completed and active) fired with the load, oldest first, each with its statistics. */
export function loadSessionHistory(sessions: readonly AnalysisSession[], loadId: string): SessionHistoryEntry[] {
  return sessions
    .filter((session) => firedWith(session, loadId))
    .sort(byDateThenCreated)
    .map((session) => {
      const stats = sessionStats(session);
      return {
        sessionId: session.id,
        sessionName: session.sessionName,
        date: session.date,
        status: session.status,
        shots: session.shots.length,
        velocityCount: stats.velocityCount,
        averageVelocity: stats.averageVelocity,
        extremeSpread: stats.extremeSpread,
        standardDeviation: stats.standardDeviation,
        bestGroup: sessionBestGroup(session),
        temperature: session.weather.temperature,
      };
    });
}

/** Text compared without regard to case or spaces: "6.5 Creedmoor" matches "6.5creedmoor". */
export function sameText(a: string, b: string): boolean {
  const key = (value: string) => value.toLowerCase().replace(/\s+/g, '');
  return key(a) === key(b);
}

/** Whether two loads share the cartridge, the bullet (weight and type) and the powder. */
export function sameRecipe(
  a: Pick<AnalysisLoad, 'cartridge' | 'bullet' | 'powder'>,
  b: Pick<AnalysisLoad, 'cartridge' | 'bullet' | 'powder'>,
) {
  return (
    sameText(a.cartridge, b.cartridge) &&
    a.bullet.weight === b.bullet.weight &&
    sameText(a.bullet.type, b.bullet.type) &&
    sameText(a.powder.type, b.powder.type)
  );
}

/** One rung of the ladder: a load's charge and the velocity of every shot fired with it. */
export type LadderPoint = {
  loadId: string;
  name: string;
  /** Powder charge in grains. */
  charge: number;
  /** Mean of all the load's velocities across its sessions, whole fps. */
  averageVelocity: number;
  /** Sample SD (n - 1) of those velocities, 1 decimal; null under two. */
  standardDeviation: number | null;
  extremeSpread: number;
  /** Shots with a velocity. */
  shots: number;
  sessions: number;
  /** The load whose page this is. */
  current: boolean;
};

/** A load of the same recipe that cannot be a point of the ladder. */
export type LadderLoad = {
  loadId: string;
  name: string;
  charge: number | null;
  /** Shots logged with it (none with a velocity). */
  shots: number;
  sessions: number;
  current: boolean;
};

export type ChargeLadder = {
  /** Loads with a charge and velocities, by charge. */
  points: LadderPoint[];
  /** Loads with no velocity yet (never fired, or fired with no chronograph), by charge. */
  notFired: LadderLoad[];
  /** Loads with velocities but no powder charge recorded: nowhere to put them on the charge axis. */
  noCharge: LadderLoad[];
};

const byChargeThenName = (a: { charge: number | null; name: string }, b: { charge: number | null; name: string }) =>
  (a.charge ?? Number.POSITIVE_INFINITY) - (b.charge ?? Number.POSITIVE_INFINITY) || a.name.localeCompare(b.name);

/** The loads of `load`'s recipe (same cartridge, bullet and powder), `load` first. */
export function recipeFamily<L extends AnalysisLoad>(loads: readonly L[], load: L): L[] {
  return [load, ...loads.filter((candidate) => candidate.id !== load.id && sameRecipe(candidate, load))];
}

/**
 * The charge ladder: every load of the user with the same cartridge, bullet and powder as `load`
 * (the load itself included), each with the average velocity and sample SD over all the shots of
 * its sessions, active ones included.
 */
export function chargeLadder(
  loads: readonly AnalysisLoad[],
  sessions: readonly AnalysisSession[],
  load: AnalysisLoad,
): ChargeLadder {
  const family = recipeFamily(loads, load);
  const ladder: ChargeLadder = { points: [], notFired: [], noCharge: [] };
  for (const member of family) {
    const fired = sessions.filter((session) => firedWith(session, member.id));
    const stats = computeSessionStats(fired.flatMap((session) => includedShots(session.shots, session.exclusions)));
    const base = { loadId: member.id, name: member.name, sessions: fired.length, current: member.id === load.id };
    if (stats.averageVelocity === null || stats.extremeSpread === null) {
      ladder.notFired.push({ ...base, charge: member.powder.weight, shots: stats.totalShots });
    } else if (member.powder.weight === null) {
      ladder.noCharge.push({ ...base, charge: null, shots: stats.velocityCount });
    } else {
      ladder.points.push({
        ...base,
        charge: member.powder.weight,
        averageVelocity: stats.averageVelocity,
        standardDeviation: stats.standardDeviation,
        extremeSpread: stats.extremeSpread,
        shots: stats.velocityCount,
      });
    }
  }
  ladder.points.sort(byChargeThenName);
  ladder.notFired.sort(byChargeThenName);
  ladder.noCharge.sort(byChargeThenName);
  return ladder;
}

/** Every counted shot of the recipe's loads that have a powder charge, each with its load's charge. */
function countedShotsByCharge(
  loads: readonly AnalysisLoad[],
  sessions: readonly AnalysisSession[],
  load: AnalysisLoad,
): { charge: number; shot: ShootingSession['shots'][number] }[] {
  return recipeFamily(loads, load).flatMap((member) => {
    const charge = member.powder.weight;
    if (charge === null) return [];
    return sessions
      .filter((session) => firedWith(session, member.id))
      .flatMap((session) => includedShots(session.shots, session.exclusions))
      .map((shot) => ({ charge, shot }));
  });
}

/** Every counted shot placed on the target across the recipe's loads, at its load's charge (for OCW). */
export function ladderPlacedShots(
  loads: readonly AnalysisLoad[],
  sessions: readonly AnalysisSession[],
  load: AnalysisLoad,
): PlacedLadderShot[] {
  return countedShotsByCharge(loads, sessions, load).flatMap(({ charge, shot }) => {
    const position = positionOf(shot);
    return position ? [{ charge, ...position }] : [];
  });
}

/**
 * Every counted velocity of the recipe's loads that have a powder charge, each with its load's
 * charge: what the ladder's trend and flat-spot test are fitted to (excluded shots left out, as in
 * the ladder's figures).
 */
export function ladderShots(
  loads: readonly AnalysisLoad[],
  sessions: readonly AnalysisSession[],
  load: AnalysisLoad,
): LadderShot[] {
  return countedShotsByCharge(loads, sessions, load).flatMap(({ charge, shot }) =>
    shot.velocity === null ? [] : [{ charge, velocity: shot.velocity }],
  );
}

/** Every counted velocity of the sessions fired with a load (excluded shots left out), oldest session first. */
export function loadVelocities(sessions: readonly AnalysisSession[], loadId: string): number[] {
  return sessions
    .filter((session) => firedWith(session, loadId))
    .sort(byDateThenCreated)
    .flatMap((session) => includedShots(session.shots, session.exclusions))
    .flatMap((shot) => (shot.velocity === null ? [] : [shot.velocity]));
}

/** One session on the temperature chart. */
export type TemperaturePoint = {
  sessionId: string;
  sessionName: string;
  date: string;
  /** °F. */
  temperature: number;
  averageVelocity: number;
};

/** (temperature, average velocity) of the sessions that have both, coldest first. */
export function temperaturePoints(history: readonly SessionHistoryEntry[]): TemperaturePoint[] {
  return history
    .flatMap((entry) =>
      entry.temperature === null || entry.averageVelocity === null
        ? []
        : [
            {
              sessionId: entry.sessionId,
              sessionName: entry.sessionName,
              date: entry.date,
              temperature: entry.temperature,
              averageVelocity: entry.averageVelocity,
            },
          ],
    )
    .sort((a, b) => a.temperature - b.temperature || a.date.localeCompare(b.date));
}

/**
 * The velocity range the ladder chart must show: every average with its SD bar either side, and
 * a margin of a tenth of the span (at least 5 fps) so no bar touches the edge. Null with no points.
 */
export function ladderVelocityRange(
  points: readonly Pick<LadderPoint, 'averageVelocity' | 'standardDeviation'>[],
): [number, number] | null {
  if (points.length === 0) return null;
  const lows = points.map((point) => point.averageVelocity - (point.standardDeviation ?? 0));
  const highs = points.map((point) => point.averageVelocity + (point.standardDeviation ?? 0));
  const low = Math.min(...lows);
  const high = Math.max(...highs);
  const margin = Math.max(5, (high - low) / 10);
  return [Math.floor(low - margin), Math.ceil(high + margin)];
}

const fps = (value: number) => `${formatNumber(value, 0)} fps`;
const grains = (value: number) => formatGrains(value);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The ladder chart in one sentence, its accessible name. */
export function ladderSummary(points: readonly LadderPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'Charge ladder: no load of this recipe has velocities yet.';
  const range =
    first === last
      ? `${fps(first.averageVelocity)} at ${grains(first.charge)}`
      : `from ${fps(first.averageVelocity)} at ${grains(first.charge)} to ${fps(last.averageVelocity)} at ${grains(last.charge)}`;
  return `Charge ladder: average velocity against powder charge for ${plural(points.length, 'load')}, ${range}; bars show one SD either side.`;
}

/** The temperature chart in one sentence, its accessible name. */
export function temperatureSummary(points: readonly TemperaturePoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last)
    return 'Velocity against temperature: no session of this load has both a temperature and velocities.';
  const range =
    first === last
      ? `${fps(first.averageVelocity)} at ${first.temperature}°F`
      : `from ${fps(first.averageVelocity)} at ${first.temperature}°F to ${fps(last.averageVelocity)} at ${last.temperature}°F`;
  return `Velocity against temperature for ${plural(points.length, 'session')}, ${range}.`;
}
