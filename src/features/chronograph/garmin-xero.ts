/**
 * Garmin Xero C1 ShotView CSV exports (Android and iOS, English and German, fps or m/s).
 *
 * Layout: line 1 is the string's title as typed (commas and all, quoted or not); then a header
 * `#, Speed (FPS), Δ Avg, KE, Power Factor, Time, Clean Bore, Cold Bore, Shot Notes` (translated,
 * the unit in the speed header); one row per shot; a `-` row; the summary (AVERAGE SPEED, STD DEV
 * (population), SPREAD, Projectile Weight, Session Note, Date, ...; labels half translated in German).
 * Pure module (no React, no Firebase).
 */
import Papa from 'papaparse';
import { GRAMS_PER_GRAIN } from '@/domain/units';
import {
  cleanText,
  dropSpacesBeforeQuotes,
  normaliseTime,
  parseDate,
  parseNumber,
  round,
  velocityInFps,
} from './normalise';
import { UnsupportedFileError, type ChronographString, type FileSummary, type ImportedShot } from './types';

const SUBJECT = 'This Garmin Xero file';
export const GARMIN_NO_SHOTS_MESSAGE = `${SUBJECT} has no shots in it.`;

/** `#, Speed (FPS)`, `#,Tempo (MPS)`: the shot table's header, wherever the title put it. */
const HEADER = /^\s*#\s*([,;\t])[^,;\t\n]*\((fps|mps|m\/s)\)/i;
const SPEED_UNIT = /\((fps|mps|m\/s)\)/i;

/** The index of the table header among the first lines, or -1 when the text is no ShotView export. */
function headerLine(lines: readonly string[]): number {
  return lines.slice(0, 6).findIndex((line) => HEADER.test(line));
}

/** Whether the text (BOMs and NULs removed) reads as a ShotView export. */
export function looksLikeGarminXero(text: string): boolean {
  return headerLine(cleanText(text).split('\n')) >= 0;
}

/** The title line as typed: unquoted when ShotView quoted it whole. */
function readTitle(lines: readonly string[]): string | null {
  let title = lines.join(' ').trim();
  const quoted = title.match(/^"((?:[^"]|"")*)"$/);
  if (quoted) title = (quoted[1] ?? '').replace(/""/g, '"').trim();
  return title === '' ? null : title;
}

const findColumn = (header: readonly string[], pattern: RegExp) => header.findIndex((cell) => pattern.test(cell));

const FLAG_OFF = /^(|-|0|no|nein|false|falsch|n)$/i;

/** A clean-bore or cold-bore cell that is set. */
const flagged = (cell: string | undefined) => cell !== undefined && !FLAG_OFF.test(cell.trim());

export function parseGarminXero(input: string): ChronographString {
  const lines = cleanText(input).split('\n');
  const headerIndex = headerLine(lines);
  const headerMatch = headerIndex >= 0 ? HEADER.exec(lines[headerIndex] ?? '') : null;
  if (!headerMatch) throw new UnsupportedFileError();
  const delimiter = headerMatch[1] ?? ',';

  const table = dropSpacesBeforeQuotes(lines.slice(headerIndex).join('\n'), delimiter);
  const parsed = Papa.parse<string[]>(table, { delimiter, skipEmptyLines: 'greedy' });
  // A quote left open: the rows from there on were cut off.
  const cutOffRow = parsed.errors.find((error) => error.type === 'Quotes')?.row;
  return readShotViewTable(readTitle(lines.slice(0, headerIndex)), parsed.data, { cutOffRow });
}

/** Whether a row of cells is ShotView's shot-table header (`#`, then the speed with its unit). */
export const isShotViewHeader = (row: readonly string[]) =>
  /^\s*#\s*$/.test(row[0] ?? '') && SPEED_UNIT.test(row[1] ?? '');

/**
 * A ShotView table as cells, from its header row on: the shots, then the summary. Shared by the CSV
 * export and the workbook's sheets. `subject` starts every error sentence; `cutOffRow` is the first
 * row the tokeniser found cut off (an open quote), if any; `shotNumbers` keeps each shot's number
 * (`#`) as its id. Shots are rows whose `#` is a number, whatever the numbers: they skip where shots
 * were deleted in the app.
 */
export function readShotViewTable(
  title: string | null,
  cells: readonly (readonly string[])[],
  {
    subject = SUBJECT,
    cutOffRow,
    shotNumbers = false,
  }: { subject?: string; cutOffRow?: number; shotNumbers?: boolean } = {},
): ChronographString {
  const damaged = (shot: string) => `${subject} is cut off or damaged at shot ${shot}.`;
  const rows = cells.map((row) => row.map((cell) => cell.trim()));
  const header = rows[0] ?? [];
  if (!isShotViewHeader(header)) throw new UnsupportedFileError();

  const speedColumn = findColumn(header, SPEED_UNIT);
  const unit = /fps/i.test(header[speedColumn] ?? '') ? 'fps' : 'mps';
  const toFps = (value: number) => velocityInFps(value, unit);
  const timeColumn = findColumn(header, /^(time|zeit|uhrzeit|heure|hora|ora|tijd|tid|czas)$/i);
  const noteColumn = findColumn(header, /note|notiz|nota/i);
  const cleanBoreColumn = findColumn(header, /clean\s*bore|ölschuss|oelschuss/i);
  const coldBoreColumn = findColumn(header, /cold\s*bore|erstschuss|kaltschuss/i);
  // Every shot row carries all the header's columns; a shorter one was cut off.
  let columns = header.length;
  while (columns > 0 && header[columns - 1] === '') columns--;

  const shots: ImportedShot[] = [];
  const summary: Record<'average' | 'sd' | 'spread', number | null> = { average: null, sd: null, spread: null };
  let projectileWeightGrains: number | null = null;
  let date: string | null = null;
  let note: string | null = null;
  let inSummary = false;
  let lastShot = '';
  const cutOff = (index: number) => cutOffRow !== undefined && cutOffRow <= index;

  for (const [index, row] of rows.entries()) {
    if (index === 0) continue;
    const first = row[0] ?? '';
    if (!inSummary && /^\d+$/.test(first)) {
      const velocity = parseNumber(row[speedColumn]);
      if (row.length < columns || velocity === null || velocity <= 0 || cutOff(index))
        throw new UnsupportedFileError(damaged(first));
      const notes = [
        flagged(row[cleanBoreColumn]) ? 'Clean bore' : null,
        flagged(row[coldBoreColumn]) ? 'Cold bore' : null,
        row[noteColumn] || null,
      ].filter((part): part is string => part !== null);
      lastShot = first;
      shots.push({
        velocityFps: toFps(velocity),
        time: timeColumn >= 0 ? normaliseTime(row[timeColumn]) : null,
        note: notes.length ? notes.join('; ') : null,
        ...(shotNumbers ? { id: first } : {}),
      });
      continue;
    }
    // The `-` row (or any other text) ends the shots; the summary follows, one label and value a row
    // (none read from a row the file was cut off in).
    inSummary = true;
    if (cutOff(index)) break;
    const value = row[1] ?? '';
    if (/spread|streuung|spannweite/i.test(first)) summary.spread = parseNumber(value);
    else if (/std\.?\s*dev|standard\s*dev|standardabweichung/i.test(first)) summary.sd = parseNumber(value);
    else if (/(average|avg|durchschnitt|mittel)\w*\s*(speed|velocity|tempo|geschw)/i.test(first))
      summary.average = parseNumber(value);
    else if (/weight|gewicht/i.test(first)) {
      const weight = parseNumber(value);
      const grams = /\((g|grams?|gramm)\)/i.test(first);
      projectileWeightGrains = weight && weight > 0 ? round(grams ? weight / GRAMS_PER_GRAIN : weight, 1) : null;
    } else if (/^(date|datum)$/i.test(first)) date = parseDate(value);
    else if (/^(session|trainings?)\s*not(e|iz)/i.test(first)) note = value.trim() || null;
  }

  if (cutOffRow !== undefined && shots.length === 0) throw new UnsupportedFileError(damaged('1'));
  if (shots.length === 0) throw new UnsupportedFileError(`${subject} has no shots in it.`);
  // ShotView always ends the shots with a `-` row (a blank one on iOS) and its summary: without them
  // the file was cut off after the last complete row, and importing it would be a half-import.
  if (!inSummary) throw new UnsupportedFileError(`${subject} is cut off after shot ${lastShot}.`);

  const convert = (value: number | null) => (value === null ? null : toFps(value));
  const fileSummary: FileSummary | null =
    summary.average === null && summary.sd === null && summary.spread === null
      ? null
      : {
          averageFps: convert(summary.average),
          extremeSpreadFps: convert(summary.spread),
          sdFps: convert(summary.sd),
          sdKind: 'population',
        };

  return {
    format: 'garmin-xero',
    title,
    date,
    shots,
    unit,
    projectileWeightGrains,
    fileSummary,
    missedShots: 0,
    note,
  };
}
