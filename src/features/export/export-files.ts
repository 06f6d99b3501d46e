/**
 * The files a user can take away: a session's shots and statistics as CSV, and all their records
 * as one JSON backup. Pure module; Papa Parse writes the CSV (quoting, commas in notes).
 */
import Papa from 'papaparse';
import { shotsNeededText } from '@/domain/confidence-text';
import { groupFigures, inchesToAngle } from '@/domain/groups';
import { formatConfidenceLevel, sessionStatsConfidence, type Interval } from '@/domain/intervals';
import { positionOf, type ShotPosition } from '@/domain/shots';
import type { SessionStats } from '@/domain/statistics';
import { targetOf, targetsOf } from '@/domain/target-groups';
import type { DisplayUnits, UnitPreference } from '@/domain/unit-format';
import { CANONICAL_UNITS, PREFERENCE_KINDS, unitLabel, type UnitOf } from '@/domain/units';

type ExportShot = {
  id: string;
  timestamp: Date;
  velocity: number | null;
  impact: number | null;
  note: string;
  /** Where it hit, inches from the aim (right +, up +), when known. */
  x?: number;
  y?: number;
  /** The target it was fired at (1 when absent). */
  target?: number;
};
type ExportSession = {
  sessionName: string;
  date: string;
  /** Yards to the target, when known. */
  targetDistance?: number | null;
  shots: readonly ExportShot[];
  /** Why a shot is left out of what rolls up (flier, cold-bore, ...), by shot id. */
  exclusions?: Readonly<Record<string, string>>;
};

const rounded = (value: number, decimals: number) => String(Math.round(value * 10 ** decimals) / 10 ** decimals);

/** Decimals a converted figure keeps: finer than what is stored (whole fps, 0.01 in), so nothing is lost. */
const CONVERTED_DECIMALS = 2;

/**
 * A CSV's figures in the account's units, with a decimal point whatever the locale (a CSV is read by
 * programs and split on commas). A figure in the stored unit is written as stored, or to
 * `storedDecimals` when given; a converted one to CONVERTED_DECIMALS.
 */
function csvFigures(units: DisplayUnits) {
  const inUnit = (preference: UnitPreference, value: number, storedDecimals?: number) => {
    if (units.units[preference] !== CANONICAL_UNITS[PREFERENCE_KINDS[preference]])
      return rounded(units.value(preference, value), CONVERTED_DECIMALS);
    return storedDecimals === undefined ? String(value) : rounded(value, storedDecimals);
  };
  return {
    /** "(fps)", "(m/s)": a header's unit. */
    unit: (preference: UnitPreference) => `(${units.label(preference)})`,
    /** A figure, '' when missing. */
    of: (preference: UnitPreference, value: number | null | undefined, storedDecimals?: number) =>
      value === null || value === undefined ? '' : inUnit(preference, value, storedDecimals),
    /** "2673.3 to 2736.7", '' when missing. */
    interval: (preference: UnitPreference, range: Interval | null, storedDecimals: number) =>
      range
        ? `${inUnit(preference, range.low, storedDecimals)} to ${inUnit(preference, range.high, storedDecimals)}`
        : '',
  };
}

/**
 * The group rows: the target distance, then each target's group (`Group ...`, or `Target 2 group ...`
 * where shots went to several targets), its figures over the counted shots with a place on it.
 */
function groupRows(session: ExportSession, units: DisplayUnits): (string | number)[][] {
  const counted = session.shots.filter((shot) => !(shot.id in (session.exclusions ?? {})));
  const targets = targetsOf(counted.filter((shot) => positionOf(shot) !== null));
  if (targets.length === 0) return [];
  const csv = csvFigures(units);
  return [
    [`Target distance ${csv.unit('distance')}`, csv.of('distance', session.targetDistance ?? null)],
    ...targets.flatMap((target) =>
      targetGroupRows(
        targets.length > 1 ? `Target ${target} group` : 'Group',
        counted.flatMap((shot) => (targetOf(shot) === target ? (positionOf(shot) ?? []) : [])),
        session.targetDistance ?? null,
        units,
      ),
    ),
  ];
}

/** One group's rows, each named from `name`, in the account's length unit and in both angles (the account's first). */
function targetGroupRows(
  name: string,
  placed: readonly ShotPosition[],
  distance: number | null,
  units: DisplayUnits,
): (string | number)[][] {
  const group = groupFigures(placed);
  if (!group) return [];
  const csv = csvFigures(units);
  const angleUnits: UnitOf<'angle'>[] = units.units.angle === 'moa' ? ['moa', 'mil'] : ['mil', 'moa'];
  const angleRows = (name: string, inches: number) =>
    angleUnits.map((unit) => {
      const angle = distance === null ? null : inchesToAngle(inches, distance, unit);
      return [`${name} (${unitLabel(unit)})`, angle === null ? '' : rounded(angle, 2)];
    });
  const length = (value: number | null) => csv.of('length', value, 3);
  const lengthUnit = csv.unit('length');
  return [
    [`${name} shots`, group.n],
    [`${name} extreme spread ${lengthUnit}`, length(group.extremeSpread)],
    ...angleRows(`${name} extreme spread`, group.extremeSpread),
    [`${name} mean radius ${lengthUnit}`, length(group.meanRadius)],
    ...angleRows(`${name} mean radius`, group.meanRadius),
    [`${name} vertical SD ${lengthUnit}`, length(group.verticalSd)],
    [`${name} horizontal SD ${lengthUnit}`, length(group.horizontalSd)],
    [`${name} centre x, y ${lengthUnit}`, `${length(group.centre.x)}, ${length(group.centre.y)}`],
  ];
}

/**
 * One row per shot (where it hit, if known, why it is excluded, if it is, and its target), then a
 * blank row and the statistics over every shot (sample SD, as shown in the app), with their confidence
 * intervals, and each target's group over its counted shots with a place on it. Figures are in the
 * account's units, named in each header; the statistics are computed in the stored units first.
 */
export function sessionCsv(session: ExportSession, stats: SessionStats, units: DisplayUnits): string {
  const csv = csvFigures(units);
  const velocity = csv.unit('velocity');
  const length = csv.unit('length');
  const shots = Papa.unparse({
    fields: [
      'Shot',
      'Time',
      `Velocity ${velocity}`,
      `Impact ${length}`,
      `X ${length}`,
      `Y ${length}`,
      'Note',
      'Excluded',
      'Target',
    ],
    data: session.shots.map((shot, index) => [
      index + 1,
      shot.timestamp.toISOString(),
      csv.of('velocity', shot.velocity),
      csv.of('length', shot.impact),
      csv.of('length', shot.x),
      csv.of('length', shot.y),
      shot.note,
      session.exclusions?.[shot.id] ?? '',
      targetOf(shot),
    ]),
  });
  const confidence = sessionStatsConfidence(stats);
  const level = formatConfidenceLevel(confidence.level);
  const shotsNeeded = shotsNeededText(stats.standardDeviation, confidence.n, units, confidence.level);
  const summary = Papa.unparse([
    ['Session', session.sessionName],
    ['Date', session.date],
    ['Shots', stats.totalShots],
    [`Average velocity ${velocity}`, csv.of('velocity', stats.averageVelocity)],
    [`Extreme spread ${velocity}`, csv.of('velocity', stats.extremeSpread)],
    [`Average velocity, ${level} interval ${velocity}`, csv.interval('velocity', confidence.mean.interval, 1)],
    [`Standard deviation, sample ${velocity}`, csv.of('velocity', stats.standardDeviation)],
    [`Standard deviation, ${level} interval ${velocity}`, csv.interval('velocity', confidence.sd.interval, 1)],
    [`Average impact ${length}`, csv.of('length', stats.averageGroup)],
    [`Closest impact ${length}`, csv.of('length', stats.bestGroup)],
    ...(shotsNeeded ? [[shotsNeeded]] : []),
    ...groupRows(session, units),
  ]);
  return `${shots}\r\n\r\n${summary}\r\n`;
}

/** Every record of a user in one document, dates as ISO strings: a backup they own (records that can't be read kept raw). */
export function backupJson(records: {
  exportedAt: Date;
  user: { uid: string; email: string | null };
  [collection: string]: unknown;
}): string {
  return JSON.stringify({ format: 'rangebook-backup', version: 1, ...records }, null, 2);
}
