/**
 * Load-development analysis: one pure module (no React, no Firebase) behind the load page. A load's
 * sessions over time, the charge ladder across the user's loads of the same recipe, velocity
 * against temperature, and the series and words the charts are drawn and described from. It reads
 * each session's stored statistics with their shot sums (a summary is enough: no shots), pooled
 * exactly by domain/sums.ts; a whole session is read through the same statistics it would store.
 */
import type { LadderCharge } from '@/domain/ladder';
import type { ChargeCentre } from '@/domain/ocw';
import {
  betterGroup,
  completeStatistics,
  includedShots,
  storedBestGroup,
  storedStatisticsOf,
  type BestGroup,
  type CompleteStatistics,
  type LoadRollup,
} from '@/domain/rollups';
import { poolPlaced, poolVelocities, type SumsPart } from '@/domain/sums';
import type { DisplayUnits } from '@/domain/unit-format';
import type { LoadDevelopment } from '@/features/loads/schema';
import type { SessionSummary, ShootingSession } from '@/features/sessions/schema';

/** What the analysis reads of a whole session (compare reads its velocities). */
export type AnalysisSession = Pick<
  ShootingSession,
  'id' | 'sessionName' | 'date' | 'status' | 'selectedAmmunition' | 'shots' | 'exclusions' | 'weather' | 'createdAt'
> &
  Partial<Pick<ShootingSession, 'targetDistance'>>;

/** What the analysis reads of a session: its details and its statistics with every field, never its shots. */
export type SessionFigures = Pick<ShootingSession, 'id' | 'sessionName' | 'date' | 'status' | 'selectedAmmunition'> & {
  createdAt: Date;
  weather: { temperature: number | null };
  targetDistance?: number | null;
  statistics: CompleteStatistics;
};

/** A whole session's figures: the statistics it would store now. */
export function figuresOfSession(session: AnalysisSession): SessionFigures {
  return { ...session, statistics: storedStatisticsOf(session) };
}

/**
 * A summary's figures; null for a session ended before its shot sums were stored (its figures need
 * its shots) and for an active one (its summary holds no statistics yet).
 */
export function figuresOfSummary(summary: SessionSummary): SessionFigures | null {
  const statistics = summary.status === 'completed' ? completeStatistics(summary.statistics) : null;
  return statistics && { ...summary, statistics };
}

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

/** What a history entry reads of a session: a summary (its stored statistics, shot sums or not) or its figures. */
export type HistorySource = Pick<SessionSummary, 'id' | 'sessionName' | 'date' | 'status'> & {
  weather: { temperature: number | null };
  targetDistance?: number | null;
  statistics: Pick<
    SessionSummary['statistics'],
    | 'totalShots'
    | 'velocityCount'
    | 'averageVelocity'
    | 'extremeSpread'
    | 'standardDeviation'
    | 'bestGroup'
    | 'groupSpread'
    | 'groupMeanRadius'
    | 'groupShots'
  >;
};

/** One session's entry in its load's history, from its stored statistics. */
function historyEntryOf(session: HistorySource): SessionHistoryEntry {
  const { statistics } = session;
  return {
    sessionId: session.id,
    sessionName: session.sessionName,
    date: session.date,
    status: session.status,
    shots: statistics.totalShots,
    // Absent only on a session ended before it was stored, whose figures heal when its load page reads it whole.
    velocityCount: statistics.velocityCount,
    averageVelocity: statistics.averageVelocity,
    extremeSpread: statistics.extremeSpread,
    standardDeviation: statistics.standardDeviation,
    bestGroup: storedBestGroup(session),
    temperature: session.weather.temperature,
  };
}

/**
 * A load's sessions in the order given (its summaries as the list reads them, newest shot first),
 * each with its statistics; an active session's from its live figures (`active`, by id), since its
 * summary holds none yet.
 */
export function loadSessionHistory(
  summaries: readonly HistorySource[],
  active: ReadonlyMap<string, AnalysisSession>,
): SessionHistoryEntry[] {
  return summaries.map((summary) => {
    const live = summary.status === 'active' ? active.get(summary.id) : undefined;
    return historyEntryOf(live ? figuresOfSession(live) : summary);
  });
}

/** A load's roll-up (rollups.LoadRollup) from its completed sessions' figures. */
export function loadRollupOf(sessions: readonly SessionFigures[], loadId: string): LoadRollup {
  const completed = sessions.filter((session) => session.status === 'completed' && firedWith(session, loadId));
  return completed.reduce<LoadRollup>(
    (rollup, session) => ({
      sessions: rollup.sessions + 1,
      bestGroup: betterGroup(rollup.bestGroup, storedBestGroup(session)),
      lastTested: rollup.lastTested === null || session.date > rollup.lastTested ? session.date : rollup.lastTested,
    }),
    { sessions: 0, bestGroup: null, lastTested: null },
  );
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
  /** Mean of all the load's velocities across its sessions, fps, unrounded (rounded only on display, in its unit). */
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
 * What a load's ladder figures are pooled from: how many sessions fired it, their shots, and the sums
 * of their counted shots (a part per session, or one part the server summed over many sessions).
 */
export type LoadPool = { sessions: number; shots: number; parts: SumsPart[] };

/** Each load's pool, by load id; a load missing from it fired no session. */
export type RecipePools = ReadonlyMap<string, LoadPool>;

const EMPTY_POOL: LoadPool = { sessions: 0, shots: 0, parts: [] };

/** Each handload's pool from the figures of its sessions (completed and active). */
export function poolsOfFigures(sessions: readonly SessionFigures[]): Map<string, LoadPool> {
  return joinPools(
    ...sessions.flatMap((session) => {
      const ammunition = session.selectedAmmunition;
      if (ammunition.type !== 'handload') return [];
      const pool = { sessions: 1, shots: session.statistics.totalShots, parts: [session.statistics] };
      return [new Map([[ammunition.loadDevelopmentId, pool]])];
    }),
  );
}

/** Pools of the same loads added together (the server's sums of the completed sessions and the live active ones). */
export function joinPools(...all: RecipePools[]): Map<string, LoadPool> {
  const joined = new Map<string, LoadPool>();
  for (const pools of all) {
    for (const [loadId, pool] of pools) {
      const before = joined.get(loadId) ?? EMPTY_POOL;
      joined.set(loadId, {
        sessions: before.sessions + pool.sessions,
        shots: before.shots + pool.shots,
        parts: [...before.parts, ...pool.parts],
      });
    }
  }
  return joined;
}

/**
 * The charge ladder: every load of the user with the same cartridge, bullet and powder as `load`
 * (the load itself included), each with the average velocity and sample SD over all the counted
 * shots of its sessions, active ones included (pooled from their sums).
 */
export function chargeLadder(loads: readonly AnalysisLoad[], pools: RecipePools, load: AnalysisLoad): ChargeLadder {
  const family = recipeFamily(loads, load);
  const ladder: ChargeLadder = { points: [], notFired: [], noCharge: [] };
  for (const member of family) {
    const pool = pools.get(member.id) ?? EMPTY_POOL;
    const pooled = poolVelocities(pool.parts);
    const base = { loadId: member.id, name: member.name, sessions: pool.sessions, current: member.id === load.id };
    if (pooled.meanVelocity === null || pooled.extremeSpread === null) {
      ladder.notFired.push({ ...base, charge: member.powder.weight, shots: pool.shots });
    } else if (member.powder.weight === null) {
      ladder.noCharge.push({ ...base, charge: null, shots: pooled.velocityCount });
    } else {
      ladder.points.push({
        ...base,
        charge: member.powder.weight,
        averageVelocity: pooled.meanVelocity,
        standardDeviation: pooled.standardDeviation,
        extremeSpread: pooled.extremeSpread,
        shots: pooled.velocityCount,
      });
    }
  }
  ladder.points.sort(byChargeThenName);
  ladder.notFired.sort(byChargeThenName);
  ladder.noCharge.sort(byChargeThenName);
  return ladder;
}

/** The sums of the recipe's loads that have a powder charge, by charge, lightest first. */
function partsByCharge(loads: readonly AnalysisLoad[], pools: RecipePools, load: AnalysisLoad): [number, SumsPart[]][] {
  const byCharge = new Map<number, SumsPart[]>();
  for (const member of recipeFamily(loads, load)) {
    const charge = member.powder.weight;
    if (charge === null) continue;
    const parts = pools.get(member.id)?.parts ?? [];
    byCharge.set(charge, [...(byCharge.get(charge) ?? []), ...parts]);
  }
  return [...byCharge.entries()].sort(([a], [b]) => a - b);
}

/**
 * The ladder's charges as its trend and flat-spot test are fitted to them: every counted velocity of
 * the recipe's loads that have a powder charge, pooled by charge (excluded shots left out, as in the
 * ladder's figures).
 */
export function ladderCharges(loads: readonly AnalysisLoad[], pools: RecipePools, load: AnalysisLoad): LadderCharge[] {
  return partsByCharge(loads, pools, load).flatMap(([charge, parts]) => {
    const pooled = poolVelocities(parts);
    return pooled.meanVelocity === null
      ? []
      : [{ charge, meanVelocity: pooled.meanVelocity, shots: pooled.velocityCount }];
  });
}

/** Where each charge's counted shots placed on the target centre, across the recipe's loads (for OCW). */
export function ladderCentres(loads: readonly AnalysisLoad[], pools: RecipePools, load: AnalysisLoad): ChargeCentre[] {
  return partsByCharge(loads, pools, load).flatMap(([charge, parts]) => {
    const placed = poolPlaced(parts);
    return placed ? [{ charge, ...placed }] : [];
  });
}

/** Every counted velocity of the sessions fired with a load (excluded shots left out), oldest session first. */
export function loadVelocities(sessions: readonly AnalysisSession[], loadId: string): number[] {
  return sessions
    .filter((session) => firedWith(session, loadId))
    .sort(byDateThenCreated)
    .flatMap((session) => includedShots(session.shots, session.exclusions))
    .flatMap((shot) => (shot.velocity === null ? [] : [shot.velocity]));
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

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The ladder chart in one sentence, its accessible name, in the account's units. */
export function ladderSummary(points: readonly LadderPoint[], units: DisplayUnits): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'Charge ladder: no load of this recipe has velocities yet.';
  const at = (point: LadderPoint) => `${units.velocity(point.averageVelocity)} at ${units.powder(point.charge)}`;
  const range = first === last ? at(first) : `from ${at(first)} to ${at(last)}`;
  return `Charge ladder: average velocity against powder charge for ${plural(points.length, 'load')}, ${range}; bars show one SD either side.`;
}
