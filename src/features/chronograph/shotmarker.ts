/**
 * ShotMarker e-target shots logs ("Archived Data" CSV export): several strings, newest first.
 *
 * Layout: a banner (`ShotMarker Archived Data (generated ...)`, `Exported 6 strings from ...`), then
 * per string a line `Sep 12 2026,<name>,#220 (),1887 x 1908,<target face> at 1000y,<score>[,<score>],`
 * (`#220 ()`: the target's number and, in brackets, its name),
 * a header with a leading empty column (`,time,tags,id,score,temp C,x mm,y mm,v fps,...`) and a row
 * per shot; a blank line between strings. Positions are from the target's centre, x right and y up,
 * in mm (or MOA / inches, by the header); `tags` marks sighters (`sighter/incomplete`); times are
 * `1:53.24 pm`. Two shooters (or rifles) can share one target: their rows interleave, the second's
 * ids prefixed (`R1`, sighters `RS1`), and the string line carries a score for each.
 * Pure module (no React, no Firebase).
 */
import Papa from 'papaparse';
import {
  INCHES_PER_YARD,
  METRES_PER_YARD,
  MILLIMETRES_PER_INCH,
  RADIANS_PER_MIL,
  RADIANS_PER_MOA,
} from '@/domain/units';
import { toStoredInches } from '@/features/sessions/shot-form-schema';
import { cleanText, normaliseTime, parseDate, parseNumber, velocityInFps } from './normalise';
import { UnsupportedFileError, type ChronographString, type ImportedShot } from './types';

const SUBJECT = 'This ShotMarker file';
export const SHOTMARKER_NO_SHOTS_MESSAGE = `${SUBJECT} has no shots in it.`;

/**
 * A position given as an angle off the aim, in inches at `yards`: the angle in radians (1 MOA =
 * 1/60°, 1 MIL = 1/1000 rad, from units.ts) times the distance, as a target's angular scale reads
 * (1 MOA is 1.0472 in at 100 yd, 1 MIL 3.6 in).
 */
function angleToInches(angle: number, unit: 'moa' | 'mil', yards: number): number {
  return angle * (unit === 'moa' ? RADIANS_PER_MOA : RADIANS_PER_MIL) * yards * INCHES_PER_YARD;
}

type PositionUnit = 'mm' | 'in' | 'moa' | 'mil';

const cell = (row: readonly string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');

/** The column of the header named like `x mm` / `v fps`, and its unit. */
function unitColumn(header: readonly string[], axis: string) {
  const index = header.findIndex((name) => new RegExp(`^${axis}\\s*\\(?\\s*[a-z/]+\\s*\\)?$`, 'i').test(name.trim()));
  const unit =
    index >= 0
      ? (header[index] ?? '')
          .trim()
          .slice(axis.length)
          .replace(/[()\s]/g, '')
          .toLowerCase()
      : '';
  return { index, unit };
}

const positionUnit = (unit: string): PositionUnit | null =>
  unit === 'mm'
    ? 'mm'
    : ['in', 'inch', 'inches', '"'].includes(unit)
      ? 'in'
      : unit === 'moa'
        ? 'moa'
        : ['mil', 'mils', 'mrad'].includes(unit)
          ? 'mil'
          : null;

const velocityUnit = (unit: string): 'fps' | 'mps' | null =>
  unit === 'fps' || unit === 'ft/s' ? 'fps' : unit === 'mps' || unit === 'm/s' ? 'mps' : null;

/** A row of cells is the shot table's header: `time`, `tags`, `id`, `score` and an `x` and `y` with a unit. */
function isShotHeader(row: readonly string[]): boolean {
  const names = row.map((name) => name.trim().toLowerCase());
  return (
    ['time', 'tags', 'id', 'score'].every((name) => names.includes(name)) &&
    unitColumn(row, 'x').index >= 0 &&
    unitColumn(row, 'y').index >= 0
  );
}

/** Whether the text (BOMs and NULs removed) reads as a ShotMarker shots log. */
export function looksLikeShotMarker(text: string): boolean {
  return cleanText(text)
    .split('\n')
    .some((line) => /\btags\b/i.test(line) && isShotHeader(line.split(',')));
}

/** The distance in a target face's name (`NRA Long Range FC at 1000y`, `... 300m`), in yards. */
export function faceDistanceYards(face: string): number | null {
  const match = face.match(/(\d+(?:\.\d+)?)\s*(y|yd|yds|yards?|m|meters?|metres?)\b/i);
  if (!match) return null;
  const value = Number(match[1]);
  return /^y/i.test(match[2] ?? '') ? value : value / METRES_PER_YARD;
}

/** The target's number on a string line (`#220 ()`, its name in the brackets); null without one. */
export function targetNumber(field: string): number | null {
  const match = field.trim().match(/^#(\d+)\b/);
  return match ? Number(match[1]) : null;
}

/** A composite score as ShotMarker writes it: `134-3X` (points, then how many X or V). */
function readScore(raw: string): { points: number; centres: number } | null {
  const match = raw.trim().match(/^(\d+)-(\d+)[XV]$/i);
  return match ? { points: Number(match[1]), centres: Number(match[2]) } : null;
}

type Tally = { points: number; centres: number; highestRing: number; readable: boolean };

/** What a shooter's record shots (sighters left out) add up to: X and V are the centre ring. */
function tally(scores: readonly string[]): Tally {
  const result: Tally = { points: 0, centres: 0, highestRing: 0, readable: true };
  for (const raw of scores) {
    const score = raw.trim().toUpperCase();
    if (score === 'X' || score === 'V') result.centres++;
    else if (/^\d+$/.test(score)) {
      result.points += Number(score);
      result.highestRing = Math.max(result.highestRing, Number(score));
    } else if (score === 'M' || score === '') continue;
    else result.readable = false;
  }
  return result;
}

/** Whether these shots give exactly this score, the centre ring worth the highest ring up to 10. */
function matches(shots: Tally, score: { points: number; centres: number }): boolean {
  if (!shots.readable || shots.centres !== score.centres) return false;
  if (shots.centres === 0) return shots.points === score.points;
  const centreValue = (score.points - shots.points) / shots.centres;
  return Number.isInteger(centreValue) && centreValue >= Math.max(shots.highestRing, 1) && centreValue <= 10;
}

/** The shooter a row belongs to: its id without the number and, for a sighter, without the `S`. */
function shooterOf(id: string, sighter: boolean): string {
  const prefix = id.replace(/\d+$/, '');
  return sighter && /s$/i.test(prefix) ? prefix.slice(0, -1) : prefix;
}

type Block = { header: string[]; columns: string[] | null; rows: { cells: string[]; index: number }[] };

/**
 * Reads a ShotMarker shots log: one string per string in the file, in file order, split into one
 * string per shooter where shooters shared a target (in the order each first fired). Sighters are
 * kept, flagged. Throws UnsupportedFileError (one sentence) for anything it cannot read whole.
 */
export function parseShotMarker(input: string): ChronographString[] {
  const parsed = Papa.parse<string[]>(cleanText(input), { delimiter: ',', skipEmptyLines: 'greedy' });
  // A quote left open (the quoted last column cut in half): the rows from there on were cut off.
  const cutOffRow = parsed.errors.find((error) => error.type === 'Quotes')?.row;

  let announced: number | null = null;
  const blocks: Block[] = [];
  for (const [index, cells] of parsed.data.entries()) {
    const first = (cells[0] ?? '').trim();
    const open = blocks.at(-1);
    if (isShotHeader(cells)) {
      if (!open || open.columns)
        throw new UnsupportedFileError(`${SUBJECT} is damaged: a shot table has no string line.`);
      open.columns = cells.map((name) => name.trim());
    } else if (first === '' && open?.columns) {
      open.rows.push({ cells, index });
    } else if (first !== '' && cells.length >= 5) {
      blocks.push({ header: cells.map((value) => value.trim()), columns: null, rows: [] });
    } else if (first !== '' && blocks.length === 0) {
      const exported = first.match(/^exported\s+(\d+)\s+strings?\b/i);
      if (exported) announced = Number(exported[1]);
    } else {
      // A line that is neither: a string line cut short, or a shot row before any table.
      throw new UnsupportedFileError(
        open
          ? `${SUBJECT} is cut off or damaged after string ${open.header[1] || blocks.length}.`
          : `${SUBJECT} is damaged: a shot row comes before any string.`,
      );
    }
  }
  if (blocks.length === 0) throw new UnsupportedFileError(SHOTMARKER_NO_SHOTS_MESSAGE);
  if (announced !== null && blocks.length < announced)
    throw new UnsupportedFileError(`${SUBJECT} is cut off: it holds ${blocks.length} of its ${announced} strings.`);
  return blocks.flatMap((block) => readBlock(block, cutOffRow));
}

function readBlock({ header, columns, rows }: Block, cutOffRow: number | undefined): ChronographString[] {
  const name = header[1] || null;
  const damaged = (id: string) => `${SUBJECT} is cut off or damaged at shot ${id} of string ${name ?? '?'}.`;
  if (!columns || rows.length === 0)
    throw new UnsupportedFileError(`${SUBJECT} is cut off or damaged in string ${name ?? '?'}.`);

  const column = (label: string) => columns.findIndex((value) => value.toLowerCase() === label);
  const timeColumn = column('time');
  const tagsColumn = column('tags');
  const idColumn = column('id');
  const scoreColumn = column('score');
  const x = unitColumn(columns, 'x');
  const y = unitColumn(columns, 'y');
  const v = unitColumn(columns, 'v');
  const xUnit = positionUnit(x.unit);
  const yUnit = positionUnit(y.unit);
  const speedUnit = v.index >= 0 ? velocityUnit(v.unit) : null;
  if (!xUnit || !yUnit || xUnit !== yUnit)
    throw new UnsupportedFileError(`${SUBJECT} gives positions in ${x.unit || '?'}, which Rangebook cannot read.`);
  if (v.index < 0) throw new UnsupportedFileError(`${SUBJECT} has no velocity column.`);
  if (!speedUnit)
    throw new UnsupportedFileError(`${SUBJECT} gives velocities in ${v.unit}, which Rangebook cannot read.`);

  const face = header[4] ?? '';
  const yards = faceDistanceYards(face);
  const angular = xUnit === 'moa' || xUnit === 'mil';
  if (angular && yards === null)
    throw new UnsupportedFileError(
      `${SUBJECT} gives positions in ${xUnit.toUpperCase()} but no distance to convert them to inches.`,
    );
  // In inches as a shot stores them (to 0.001 in), so a place the file gives to 0.1 mm shows back as written.
  const toInches = (value: number) =>
    toStoredInches(
      xUnit === 'mm' ? value / MILLIMETRES_PER_INCH : xUnit === 'in' ? value : angleToInches(value, xUnit, yards ?? 0),
    );

  // Every shot row has as many fields as the longest row of its string: a shorter one was cut off.
  let width = columns.length;
  while (width > 0 && columns[width - 1] === '') width--;
  width = Math.max(width, ...rows.map(({ cells }) => cells.length));

  type Shooter = { key: string; shots: ImportedShot[]; scores: string[]; missed: number };
  const shooters = new Map<string, Shooter>();
  for (const { cells, index } of rows) {
    const id = cell(cells, idColumn);
    if (cells.length < width || (cutOffRow !== undefined && cutOffRow <= index) || id === '')
      throw new UnsupportedFileError(damaged(id || '?'));
    const sighter = cell(cells, tagsColumn)
      .toLowerCase()
      .split(/[/\s,;]+/)
      .includes('sighter');
    const key = shooterOf(id, sighter);
    const shooter = shooters.get(key) ?? { key, shots: [], scores: [], missed: 0 };
    shooters.set(key, shooter);
    const velocity = parseNumber(cell(cells, v.index));
    const xValue = parseNumber(cell(cells, x.index));
    const yValue = parseNumber(cell(cells, y.index));
    if (cell(cells, v.index) !== '' && velocity === null) throw new UnsupportedFileError(damaged(id));
    if (!sighter) shooter.scores.push(cell(cells, scoreColumn));
    // A shot the chronograph did not measure has no velocity to import: skipped, and counted.
    if (velocity === null || velocity <= 0) {
      shooter.missed++;
      continue;
    }
    shooter.shots.push({
      velocityFps: velocityInFps(velocity, speedUnit),
      time: normaliseTime(cell(cells, timeColumn)),
      note: null,
      id,
      ...(sighter ? { sighter: true } : {}),
      ...(xValue === null || yValue === null ? {} : { xInches: toInches(xValue), yInches: toInches(yValue) }),
    });
  }

  // The string line's scores (one per shooter) must be reachable from the shots listed: fewer points
  // or centres than a score means rows are missing (a file cut off after a whole row).
  const scores = header
    .slice(5)
    .map(readScore)
    .filter((score) => score !== null);
  const tallies = [...shooters.values()].map((shooter) => tally(shooter.scores));
  if (scores.length > 0 && tallies.every((shots) => shots.readable)) {
    const listed = tallies.reduce(
      (sum, shots) => ({ points: sum.points + shots.points, centres: sum.centres + shots.centres }),
      {
        points: 0,
        centres: 0,
      },
    );
    const needed = scores.reduce((sum, score) => ({
      points: sum.points + score.points,
      centres: sum.centres + score.centres,
    }));
    if (listed.centres < needed.centres || listed.points + listed.centres * 10 < needed.points)
      throw new UnsupportedFileError(
        `${SUBJECT} is cut off: the shots of string ${name ?? '?'} do not make up its score of ${header
          .slice(5)
          .filter(Boolean)
          .join(' and ')}.`,
      );
  }

  const date = parseDate(header[0]);
  const target = targetNumber(header[2] ?? '');
  const split = shooters.size > 1;
  const result: ChronographString[] = [];
  for (const [index, shooter] of [...shooters.values()].entries()) {
    if (shooter.shots.length === 0 && shooter.missed === 0) continue;
    const record = shooter.shots.filter((shot) => !shot.sighter);
    const named = record.length > 0 ? record : shooter.shots;
    const first = named[0]?.id;
    const last = named.at(-1)?.id;
    const own = tallies[index];
    const score = own ? scores.filter((candidate) => matches(own, candidate)) : [];
    const scoreText = score.length === 1 && score[0] ? `${score[0].points}-${score[0].centres}` : null;
    const centreLetter = header.slice(5).find((text) => /V$/i.test(text)) ? 'V' : 'X';
    result.push({
      format: 'shotmarker',
      title:
        split && first ? `${name ?? 'ShotMarker string'} (shots ${first === last ? first : `${first}–${last}`})` : name,
      date,
      shots: shooter.shots,
      unit: speedUnit,
      projectileWeightGrains: null,
      fileSummary: null,
      note: scoreText && (split || scores.length === 1) ? `Score ${scoreText}${centreLetter}` : null,
      missedShots: shooter.missed,
      ...(target === null ? {} : { target }),
    });
  }
  if (result.every((string) => string.shots.length === 0))
    throw new UnsupportedFileError(`${SUBJECT} has no velocities in string ${name ?? '?'}.`);
  return result.filter((string) => string.shots.length > 0);
}
