/**
 * The files a user can take away: a session's shots and statistics as CSV, and all their records
 * as one JSON backup. Pure module; Papa Parse writes the CSV (quoting, commas in notes).
 */
import Papa from 'papaparse';
import type { SessionStats } from '@/domain/statistics';

type ExportShot = { timestamp: Date; velocity: number | null; impact: number | null; note: string };
type ExportSession = { sessionName: string; date: string; shots: readonly ExportShot[] };

const figure = (value: number | null) => (value === null ? '' : String(value));

/** One row per shot, then a blank row and the session's statistics (sample SD, as shown in the app). */
export function sessionCsv(session: ExportSession, stats: SessionStats): string {
  const shots = Papa.unparse({
    fields: ['Shot', 'Time', 'Velocity (fps)', 'Impact (in)', 'Note'],
    data: session.shots.map((shot, index) => [
      index + 1,
      shot.timestamp.toISOString(),
      figure(shot.velocity),
      figure(shot.impact),
      shot.note,
    ]),
  });
  const summary = Papa.unparse([
    ['Session', session.sessionName],
    ['Date', session.date],
    ['Shots', stats.totalShots],
    ['Average velocity (fps)', figure(stats.averageVelocity)],
    ['Extreme spread (fps)', figure(stats.extremeSpread)],
    ['Standard deviation, sample (fps)', figure(stats.standardDeviation)],
    ['Average impact (in)', figure(stats.averageGroup)],
    ['Best impact (in)', figure(stats.bestGroup)],
  ]);
  return `${shots}\r\n\r\n${summary}\r\n`;
}

/** A file name from what it holds: "Ladder 41.5 gr 2026-07-05.csv". */
export function exportFileName(name: string, date: string, extension: 'csv' | 'json'): string {
  const safe =
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'rangebook';
  return `${safe} ${date}.${extension}`;
}

/** Every record of a user in one document, dates as ISO strings: a backup they own (records that can't be read kept raw). */
export function backupJson(records: {
  exportedAt: Date;
  user: { uid: string; email: string | null };
  [collection: string]: unknown;
}): string {
  return JSON.stringify({ format: 'rangebook-backup', version: 1, ...records }, null, 2);
}
