/**
 * LabRadar series reports (`SR#### Report.csv` on the device's SD card).
 *
 * Layout: `sep=;`, a settings block (`Device ID;LBR-...`, `Series No;0024`, `Units velocity;fps`,
 * `Stats - Average;2280.61;fps`, ...), then `Shot ID;V0;V10;...;Proj. Weight;Date;Time` and one row
 * per shot. Lines are padded with NULs and spaces; V0 is the muzzle velocity; a row with V0 = 0 is a
 * missed shot; dates are MM-DD-YYYY; Std. Dev is the sample SD from unrounded velocities.
 * Newer firmware writes the same table with LF endings and no padding, V0 to 0.01, the date as
 * YYYY-MM-DD on every row and the series as `#005`.
 * Pure module (no React, no Firebase).
 */
import Papa from 'papaparse';
import { GRAMS_PER_GRAIN } from '@/domain/units';
import {
  cleanText,
  isoDate,
  mpsToFps,
  normaliseTime,
  parseNumber,
  parseUsDate,
  round,
  splitSepLine,
} from './normalise';
import { UnsupportedFileError, type ChronographString, type ImportedShot } from './types';

export const LABRADAR_NO_SHOTS_MESSAGE = 'This LabRadar file has no shots in it.';
const damaged = (shot: string) => `This LabRadar file is cut off or damaged at shot ${shot}.`;

const TABLE_HEADER = /^\s*shot\s*id\s*[;,\t]\s*v0\b/im;

/** Whether the text (BOMs and NULs removed) reads as a LabRadar report. */
export function looksLikeLabradar(text: string): boolean {
  const clean = cleanText(text);
  return (
    TABLE_HEADER.test(clean) || (/^\s*device id\s*[;,\t]/im.test(clean) && /^\s*units velocity\s*[;,\t]/im.test(clean))
  );
}

/** The velocity unit as the report writes it, or null when Rangebook does not know it. */
function velocityUnit(raw: string | undefined): 'fps' | 'mps' | null {
  const unit = raw?.trim().toLowerCase() ?? '';
  if (unit === 'fps' || unit === 'ft/s') return 'fps';
  if (unit === 'm/s' || unit === 'mps') return 'mps';
  return null;
}

/** A row's date: MM-DD-YYYY (the original firmware) or YYYY-MM-DD (newer firmware). */
function rowDate(raw: string | undefined): string | null {
  const iso = raw?.trim().match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : parseUsDate(raw);
}

/** The series as the device names its reports: `0024` -> SR0024, newer firmware's `#005` -> SR0005. */
export function seriesTitle(raw: string | undefined): string | null {
  const series = raw?.trim().replace(/^#/, '');
  if (!series) return null;
  return `SR${/^\d+$/.test(series) ? series.padStart(4, '0') : series}`;
}

export function parseLabradar(input: string): ChronographString {
  const { text, delimiter } = splitSepLine(cleanText(input));
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiter ?? ';', skipEmptyLines: 'greedy' });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));

  const settings = new Map<string, { value: string; unit: string }>();
  let header: string[] | null = null;
  const shotRows: string[][] = [];
  for (const row of rows) {
    const first = row[0] ?? '';
    if (header === null) {
      if (/^shot\s*id$/i.test(first)) header = row;
      else if (first)
        settings.set(first.toLowerCase().replace(/\s+/g, ' '), { value: row[1] ?? '', unit: row[2] ?? '' });
    } else if (/^\d+$/.test(first)) {
      shotRows.push(row);
    }
  }
  // The settings block says how many rows follow (misses included): fewer means the file was cut off.
  const total = parseNumber(settings.get('total number of shots')?.value);
  if (total !== null && shotRows.length < total) {
    throw new UnsupportedFileError(`This LabRadar file is cut off: it holds ${shotRows.length} of its ${total} shots.`);
  }
  if (header === null) throw new UnsupportedFileError(LABRADAR_NO_SHOTS_MESSAGE);

  const unitSetting = settings.get('units velocity')?.value;
  const unit = unitSetting === undefined ? 'fps' : velocityUnit(unitSetting);
  if (unit === null)
    throw new UnsupportedFileError(
      `This LabRadar file gives velocities in ${unitSetting}, which Rangebook cannot read.`,
    );
  const toFps = (value: number, valueUnit: 'fps' | 'mps' = unit) => (valueUnit === 'mps' ? mpsToFps(value) : value);

  const column = (pattern: RegExp) => (header ?? []).findIndex((cell) => pattern.test(cell));
  const v0 = column(/^v0$/i);
  const dateColumn = column(/^date$/i);
  const timeColumn = column(/^time$/i);
  const weightColumn = column(/^proj(\.|ectile)?\s*weight$/i);
  // Every shot row has as many fields as the longest one (the device ends each with a `;`): a shorter
  // row was cut off.
  let columns = header.length;
  while (columns > 0 && header[columns - 1] === '') columns--;
  columns = Math.max(columns, ...shotRows.map((row) => row.length));

  const shots: ImportedShot[] = [];
  let missedShots = 0;
  for (const row of shotRows) {
    const id = row[0] ?? '';
    const velocity = parseNumber(row[v0]);
    if (row.length < columns || velocity === null || velocity < 0) throw new UnsupportedFileError(damaged(id));
    if (velocity === 0) {
      missedShots++;
      continue;
    }
    shots.push({ velocityFps: round(toFps(velocity), 1), time: normaliseTime(row[timeColumn]), note: null });
  }
  if (shots.length === 0) throw new UnsupportedFileError(LABRADAR_NO_SHOTS_MESSAGE);

  const firstRow = shotRows.find((row) => parseNumber(row[v0]) !== 0) ?? shotRows[0];
  const weight = parseNumber(firstRow?.[weightColumn]);
  const weightInGrams =
    /gram|^g$|\(g\)/i.test(settings.get('units weight')?.value ?? '') &&
    !/grain/i.test(settings.get('units weight')?.value ?? '');
  const stat = (name: string) => {
    const setting = settings.get(`stats - ${name}`);
    const value = parseNumber(setting?.value);
    return value === null ? null : round(toFps(value, velocityUnit(setting?.unit) ?? unit), 2);
  };
  const summary = { averageFps: stat('average'), extremeSpreadFps: stat('ext. spread'), sdFps: stat('std. dev') };

  return {
    format: 'labradar',
    title: seriesTitle(settings.get('series no')?.value),
    date: rowDate(firstRow?.[dateColumn]),
    shots,
    unit,
    projectileWeightGrains: weight && weight > 0 ? round(weightInGrams ? weight / GRAMS_PER_GRAIN : weight, 1) : null,
    fileSummary:
      settings.has('stats - average') || settings.has('stats - std. dev') || settings.has('stats - ext. spread')
        ? { ...summary, sdKind: 'sample' }
        : null,
    missedShots,
    note: null,
  };
}
