/**
 * The files a user can take away: a session's shots and statistics as CSV, and all their records
 * as one JSON backup. Pure module; Papa Parse writes the CSV (quoting, commas in notes).
 */
import Papa from 'papaparse';
import { groupFigures, inchesToMoa } from '@/domain/groups';
import { formatConfidenceLevel, sessionStatsConfidence, type Interval } from '@/domain/intervals';
import { positionOf } from '@/domain/shots';
import type { SessionStats } from '@/domain/statistics';

type ExportShot = {
  id: string;
  timestamp: Date;
  velocity: number | null;
  impact: number | null;
  note: string;
  /** Where it hit, inches from the aim (right +, up +), when known. */
  x?: number;
  y?: number;
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

const figure = (value: number | null) => (value === null ? '' : String(value));
const rounded = (value: number, decimals: number) => String(Math.round(value * 10 ** decimals) / 10 ** decimals);
const interval = (range: Interval | null, decimals: number) =>
  range ? `${rounded(range.low, decimals)} to ${rounded(range.high, decimals)}` : '';

/** The group rows: its figures over the counted shots with a place on the target, in inches and MOA. */
function groupRows(session: ExportSession): (string | number)[][] {
  const placed = session.shots.flatMap((shot) =>
    shot.id in (session.exclusions ?? {}) ? [] : (positionOf(shot) ?? []),
  );
  const group = groupFigures(placed);
  if (!group) return [];
  const distance = session.targetDistance ?? null;
  const moa = (inches: number | null) =>
    inches === null || distance === null ? '' : rounded(inchesToMoa(inches, distance)!, 2);
  const inches = (value: number | null) => (value === null ? '' : rounded(value, 3));
  return [
    ['Target distance (yd)', distance ?? ''],
    ['Group shots', group.n],
    ['Group extreme spread (in)', inches(group.extremeSpread)],
    ['Group extreme spread (MOA)', moa(group.extremeSpread)],
    ['Group mean radius (in)', inches(group.meanRadius)],
    ['Group mean radius (MOA)', moa(group.meanRadius)],
    ['Group vertical SD (in)', inches(group.verticalSd)],
    ['Group horizontal SD (in)', inches(group.horizontalSd)],
    ['Group centre x, y (in)', `${rounded(group.centre.x, 3)}, ${rounded(group.centre.y, 3)}`],
  ];
}

/**
 * One row per shot (where it hit, if known, and why it is excluded, if it is), then a blank row and
 * the statistics over every shot (sample SD, as shown in the app), with their confidence intervals,
 * and the group's figures over the counted shots with a place on the target.
 */
export function sessionCsv(session: ExportSession, stats: SessionStats): string {
  const shots = Papa.unparse({
    fields: ['Shot', 'Time', 'Velocity (fps)', 'Impact (in)', 'X (in)', 'Y (in)', 'Note', 'Excluded'],
    data: session.shots.map((shot, index) => [
      index + 1,
      shot.timestamp.toISOString(),
      figure(shot.velocity),
      figure(shot.impact),
      figure(shot.x ?? null),
      figure(shot.y ?? null),
      shot.note,
      session.exclusions?.[shot.id] ?? '',
    ]),
  });
  const confidence = sessionStatsConfidence(stats);
  const level = formatConfidenceLevel(confidence.level);
  const summary = Papa.unparse([
    ['Session', session.sessionName],
    ['Date', session.date],
    ['Shots', stats.totalShots],
    ['Average velocity (fps)', figure(stats.averageVelocity)],
    ['Extreme spread (fps)', figure(stats.extremeSpread)],
    [`Average velocity, ${level} interval (fps)`, interval(confidence.mean.interval, 1)],
    ['Standard deviation, sample (fps)', figure(stats.standardDeviation)],
    [`Standard deviation, ${level} interval (fps)`, interval(confidence.sd.interval, 1)],
    ['Average impact (in)', figure(stats.averageGroup)],
    ['Closest impact (in)', figure(stats.bestGroup)],
    ...(confidence.shotsNeeded ? [[confidence.shotsNeeded]] : []),
    ...groupRows(session),
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
