/**
 * Any table of shots no built-in format claims (a CSV of any separator, decimal point or comma, with or
 * without a header): read as rows, a mapping of its columns guessed, and the shooter's mapping applied
 * to give strings as every format's. Pure module (no React, no Firebase).
 */
import Papa from 'papaparse';
import { MAX_SHAPE_LENGTH, type StoredColumnMapping } from './column-mapping-schema';
import { cleanText, normaliseTime, parseDate, parseNumber, round, splitSepLine, velocityInFps } from './normalise';
import {
  FPS_PER_MPS,
  UnsupportedFileError,
  type ChronographString,
  type FileSummary,
  type ImportedShot,
} from './types';

/**
 * A table of shots no built-in format claims: the import opens the column mapper with it, and the
 * command line names its columns. Its message is one sentence for where no mapper is offered.
 */
export class UnknownLayoutError extends UnsupportedFileError {
  constructor(readonly table: ShotTable) {
    super(
      `Rangebook does not know this file's layout (its columns: ${columnNames(table).join(', ')}): say which column holds the velocities to import it.`,
    );
    this.name = 'UnknownLayoutError';
  }
}

export const NO_NUMBERS_MESSAGE =
  'This file is a table with no velocities in it (no number from 30 to 6,000): there is nothing to import.';

/** A file's rows as text cells; `header` when its first row names the columns. */
export type ShotTable = { rows: string[][]; header: string[] | null; delimiter: string };

/**
 * Which column holds what, 0-based, the optional ones null when the file has none (as remembered
 * for the device); and for this file, the rows (indices into `rows`) that are not shots though
 * their velocity cell reads: sighters, say.
 */
export type ColumnMapping = StoredColumnMapping & { skipped: number[] };

/** A table and the mapping it was read with. */
export type MappedTable = { table: ShotTable; mapping: ColumnMapping };

/** The first cell of a summary row: its figures are the file's own, to compare, never shots. */
const AVERAGE = String.raw`avg|average|mean|ave|mittelwert|durchschnitt|moyenne|media`;
const SD = String.raw`sd|s\.d\.|std|stdev|std\.?\s*dev|standard deviation|standardabweichung|[ée]cart[- ]type`;
const ES = String.raw`es|e\.s\.|extreme spread|spread|extremstreuung|streuung`;
const labelPattern = (alternatives: string) => new RegExp(String.raw`^(${alternatives})\b`, 'i');
const SUMMARY_LABEL = labelPattern(
  `${AVERAGE}|${SD}|${ES}|max|min|maximum|minimum|high|low|highest|lowest|total|count|shots|anzahl`,
);
const FIGURE_LABELS = {
  averageFps: labelPattern(AVERAGE),
  sdFps: labelPattern(SD),
  extremeSpreadFps: labelPattern(ES),
};

/** A row's label: its first cell with text. */
const labelOf = (row: readonly string[]) => row.find((cell) => cell !== '') ?? '';

/** A cell that reads as a velocity (fps or m/s): from 30 (an arrow's m/s) to under 6,000. */
const velocityOf = (cell: string | undefined) => {
  const value = parseNumber(cell);
  return value !== null && value >= 30 && value < 6000 ? value : null;
};

/**
 * Reads a text file as a table: the separator found by Papa Parse (`;` `,` tab `|`), blank lines kept
 * as block breaks (several strings), the first row a header when it holds no number. Throws one
 * sentence for a file with no number at all.
 */
export function readShotTable(text: string): ShotTable {
  const { text: rows, delimiter } = splitSepLine(cleanText(text));
  const parsed = Papa.parse<string[]>(rows, { delimiter: delimiter ?? '', skipEmptyLines: false });
  const table = tableOfRows(parsed.data, parsed.meta.delimiter);
  if (!table) throw new UnsupportedFileError(NO_NUMBERS_MESSAGE);
  return table;
}

/**
 * A table from rows of cells (a CSV's, a spreadsheet's sheet's; `delimiter` tells the layouts
 * apart: the CSV's separator, or `xlsx`). Null when no cell reads as a velocity.
 */
export function tableOfRows(cells: readonly (readonly string[])[], delimiter: string): ShotTable | null {
  const rows = cells.map((row) => row.map((cell) => cell.trim()));
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  if (!rows.some((row) => row.some((cell) => velocityOf(cell) !== null))) return null;
  const first = rows[0] ?? [];
  const header = first.some((cell) => cell !== '') && first.every((cell) => parseNumber(cell) === null) ? first : null;
  return { rows: header ? rows.slice(1) : rows, header, delimiter };
}

/** The table's columns as the mapper names them: the header's names, else "Column 1", "Column 2"... */
export function columnNames(table: ShotTable): string[] {
  const count = Math.max(table.header?.length ?? 0, ...table.rows.map((row) => row.length));
  return Array.from({ length: count }, (_, index) => table.header?.[index] || `Column ${index + 1}`);
}

/**
 * What identifies the device a file came from, to remember its mapping by: its header's names, or
 * for a file without one the number of columns and the separator.
 */
export function headerShape(table: ShotTable): string {
  const shape = table.header
    ? `header:${table.header.map((name) => name.toLowerCase()).join('|')}`
    : `columns:${columnNames(table).length}:${table.delimiter}`;
  return shape.slice(0, MAX_SHAPE_LENGTH);
}

const isSummaryRow = (row: readonly string[]) => SUMMARY_LABEL.test(labelOf(row));

/** The first `count` rows that read as shots in the velocity column (sighters, to leave out). */
export function firstShotRows(table: ShotTable, velocity: number, count: number): number[] {
  return table.rows
    .flatMap((row, index) => (!isSummaryRow(row) && velocityOf(row[velocity]) !== null ? [index] : []))
    .slice(0, count);
}

/** A first guess: the column with the most velocity-like cells, its unit by their size, the other columns by their names. */
export function suggestMapping(table: ShotTable): ColumnMapping {
  const names = columnNames(table).map((name) => name.toLowerCase());
  const shotRows = table.rows.filter((row) => !isSummaryRow(row));
  const velocitiesIn = (column: number) => shotRows.filter((row) => velocityOf(row[column]) !== null).length;
  const named = (pattern: RegExp) => {
    const index = names.findIndex((name) => pattern.test(name));
    return index < 0 ? null : index;
  };
  const byName = named(/veloc|speed|fps|m\/s|\bv0?\b|tempo|geschw|vitesse/);
  const counted = names.map((_, column) => column).sort((a, b) => velocitiesIn(b) - velocitiesIn(a))[0] ?? 0;
  const velocity = byName !== null && velocitiesIn(byName) > 0 ? byName : counted;
  const values = shotRows.flatMap((row) => velocityOf(row[velocity]) ?? []);
  const median = values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    velocity,
    // Rifle and pistol velocities: over 1,300 only in fps; m/s files say so in their names, or sit under it.
    unit:
      /m\/s|mps/.test(names[velocity] ?? '') || (median > 0 && median < 1300 && !/fps|ft/.test(names[velocity] ?? ''))
        ? 'mps'
        : 'fps',
    shot: named(/^(#|no\.?|nr\.?|shot|schuss|tir)\b/),
    time: named(/time|zeit|heure/),
    date: named(/date|datum/),
    note: named(/note|comment|notiz|remarque/),
    string: named(/^(string|series|serie|group|gruppe)\b/),
    skipped: [],
  };
}

/** The file's own average, SD and ES from its summary rows' velocity cells, in fps. */
function summaryOf(rows: readonly string[][], mapping: ColumnMapping): FileSummary | null {
  // To 0.01 fps from the file's own decimals (mpsToFps rounds a shot to 0.1).
  const toFps = (value: number) => (mapping.unit === 'mps' ? value * FPS_PER_MPS : value);
  const figure = (pattern: RegExp) => {
    const row = rows.find((each) => pattern.test(labelOf(each)));
    const value = row ? parseNumber(row[mapping.velocity]) : null;
    return value === null ? null : round(toFps(value), 2);
  };
  const summary = {
    averageFps: figure(FIGURE_LABELS.averageFps),
    sdFps: figure(FIGURE_LABELS.sdFps),
    extremeSpreadFps: figure(FIGURE_LABELS.extremeSpreadFps),
  };
  return summary.averageFps === null && summary.sdFps === null && summary.extremeSpreadFps === null
    ? null
    : { ...summary, sdKind: 'sample' };
}

/**
 * The strings the mapping reads: split by the string column when there is one, else by blank lines;
 * in each, every row whose velocity cell reads is a shot (summary rows and skipped rows aside).
 * Throws one sentence when no row reads as a shot.
 */
export function mapShotTable(table: ShotTable, mapping: ColumnMapping, title: string | null): ChronographString[] {
  const skipped = new Set(mapping.skipped);
  // By the string column's name (a summary row stays with the string above it), else by blank lines.
  const blocks: { name: string | null; rows: { row: string[]; index: number }[] }[] = [];
  let current: (typeof blocks)[number] | null = null;
  for (const [index, row] of table.rows.entries()) {
    if (row.every((cell) => cell === '')) {
      if (mapping.string === null) current = null;
      continue;
    }
    if (mapping.string !== null && !isSummaryRow(row)) {
      const name = row[mapping.string] ?? '';
      current = blocks.find((block) => block.name === name) ?? null;
    }
    // A summary block after a blank line belongs to the string above it.
    if (current === null && isSummaryRow(row)) current = blocks.at(-1) ?? null;
    if (current === null) {
      current = { name: mapping.string === null ? null : (row[mapping.string] ?? ''), rows: [] };
      blocks.push(current);
    }
    current.rows.push({ row, index });
  }
  const strings = blocks.flatMap((block): ChronographString[] => {
    const summaryRows = block.rows.filter(({ row }) => isSummaryRow(row)).map(({ row }) => row);
    const shotRows = block.rows.filter(
      ({ row, index }) => !isSummaryRow(row) && !skipped.has(index) && velocityOf(row[mapping.velocity]) !== null,
    );
    if (shotRows.length === 0) return [];
    const cell = (row: readonly string[], column: number | null) => (column === null ? undefined : row[column]);
    const shots: ImportedShot[] = shotRows.map(({ row }, position) => {
      const value = velocityOf(row[mapping.velocity])!;
      return {
        velocityFps: velocityInFps(value, mapping.unit),
        time: normaliseTime(cell(row, mapping.time)),
        note: cell(row, mapping.note) || null,
        id: cell(row, mapping.shot) || String(position + 1),
      };
    });
    return [
      {
        format: 'mapped',
        title: block.name || title,
        date: parseDate(cell(shotRows[0]!.row, mapping.date)),
        shots,
        unit: mapping.unit,
        projectileWeightGrains: null,
        fileSummary: summaryOf(summaryRows, mapping),
        note: null,
        missedShots: 0,
      },
    ];
  });
  if (strings.length === 0)
    throw new UnsupportedFileError('No row of this column reads as a velocity: choose the column that holds them.');
  return strings;
}
