/**
 * The files a user can take away: a session's shots and statistics as CSV, and all their records
 * as one JSON backup. Pure module; Papa Parse writes the CSV (quoting, commas in notes).
 */
import Papa from 'papaparse';
import { formatConfidenceLevel, sessionStatsConfidence, type Interval } from '@/domain/intervals';
import type { SessionStats } from '@/domain/statistics';

type ExportShot = { id: string; timestamp: Date; velocity: number | null; impact: number | null; note: string };
type ExportSession = {
  sessionName: string;
  date: string;
  shots: readonly ExportShot[];
  /** Why a shot is left out of what rolls up (flier, cold-bore, ...), by shot id. */
  exclusions?: Readonly<Record<string, string>>;
};

const figure = (value: number | null) => (value === null ? '' : String(value));
const rounded = (value: number, decimals: number) => String(Math.round(value * 10 ** decimals) / 10 ** decimals);
const interval = (range: Interval | null, decimals: number) =>
  range ? `${rounded(range.low, decimals)} to ${rounded(range.high, decimals)}` : '';

/**
 * One row per shot (with why it is excluded, if it is), then a blank row and the statistics over
 * every shot (sample SD, as shown in the app), with their confidence intervals.
 */
export function sessionCsv(session: ExportSession, stats: SessionStats): string {
  const shots = Papa.unparse({
    fields: ['Shot', 'Time', 'Velocity (fps)', 'Impact (in)', 'Note', 'Excluded'],
    data: session.shots.map((shot, index) => [
      index + 1,
      shot.timestamp.toISOString(),
      figure(shot.velocity),
      figure(shot.impact),
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
    ['Best impact (in)', figure(stats.bestGroup)],
    ...(confidence.shotsNeeded ? [[confidence.shotsNeeded]] : []),
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
