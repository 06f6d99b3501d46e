/**
 * LabRadar's per-shot "Shots" file (`seriesNShots.csv`, newer firmware), written beside the series
 * report: `sep=;`, a quoted 23-column header (`"ShotNumber";"SeriesName";...;"V0";...;"K0";...;
 * "ProjectileWeight";"PowerFactor";"CreationDateTime"`) and one row per shot, velocities at full
 * precision. Its traps (tests/fixtures/chronograph/PROVENANCE.md): no unit anywhere, so the unit is
 * worked out from the muzzle energies (K0) beside the velocities; no summary and no shot total, so a
 * file cut between two rows cannot be told from a whole one (a row cut short can); local time with no
 * zone; the device's projectile weight, not the real bullet's.
 * Pure module (no React, no Firebase).
 */
import Papa from 'papaparse';
import { GRAMS_PER_GRAIN } from '@/domain/units';
import { seriesTitle } from './labradar';
import { cleanText, normaliseTime, parseNumber, round, splitSepLine, velocityInFps } from './normalise';
import { UnsupportedFileError, type ChronographString, type ImportedShot } from './types';

export const LABRADAR_SHOTS_NO_SHOTS_MESSAGE = 'This LabRadar Shots file has no shots in it.';
export const LABRADAR_SHOTS_NO_UNIT_MESSAGE =
  'This LabRadar Shots file does not say whether its velocities are in fps or m/s, and its energies do not tell: import the series report (SR#### Report.csv or seriesN.csv) written beside it.';
const damaged = (shot: string) => `This LabRadar Shots file is cut off or damaged at shot ${shot}.`;

/** The header's first names, quoted as the device writes them or not (a copy saved from a spreadsheet). */
const HEADER = /^\s*"?shotnumber"?\s*[;,\t]\s*"?seriesname"?\s*[;,\t]/im;

/** Whether the text (BOMs and NULs removed) reads as a LabRadar Shots file. */
export function looksLikeLabradarShots(text: string): boolean {
  return HEADER.test(cleanText(text));
}

const FOOT_POUNDS_PER_GRAIN_FPS2 = 1 / 450_437;

/** Muzzle energy from weight and velocity under each unit the device may be set to. */
type EnergyUnits = {
  unit: 'fps' | 'mps';
  weightIn: 'grains' | 'grams';
  energy: (weight: number, velocity: number) => number;
};
const ENERGY_UNITS: readonly EnergyUnits[] = [
  // fps, grains, ft-lbf: what the fixture's device writes (K0 = weight × V0² / 450,437 on every row).
  { unit: 'fps', weightIn: 'grains', energy: (grains, fps) => grains * fps * fps * FOOT_POUNDS_PER_GRAIN_FPS2 },
  // m/s and joules, the weight in grains or in grams.
  { unit: 'mps', weightIn: 'grains', energy: (grains, mps) => (grains * GRAMS_PER_GRAIN * mps * mps) / 2000 },
  { unit: 'mps', weightIn: 'grams', energy: (grams, mps) => (grams * mps * mps) / 2000 },
];

/** The units whose energy formula every shot's K0 follows (to 1%), or null when none does. */
function unitsFromEnergies(
  rows: readonly { velocity: number; energy: number | null; weight: number | null }[],
): EnergyUnits | null {
  const measured = rows.filter(
    (row): row is { velocity: number; energy: number; weight: number } =>
      row.energy !== null && row.energy > 0 && row.weight !== null && row.weight > 0,
  );
  if (measured.length === 0) return null;
  return (
    ENERGY_UNITS.find(({ energy }) =>
      measured.every((row) => Math.abs(energy(row.weight, row.velocity) / row.energy - 1) < 0.01),
    ) ?? null
  );
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2}(?::\d{2})?)$/;

export function parseLabradarShots(input: string): ChronographString {
  // Without a sep= line (a copy saved from a spreadsheet), Papa Parse finds the separator.
  const { text, delimiter } = splitSepLine(cleanText(input));
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiter ?? '', skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data.map((row) => row.map((cell) => cell.trim()));
  /** A column's cell in a row, by the header's name for it (undefined when the file has no such column). */
  const cell = (row: readonly string[], name: string) => {
    const index = header.findIndex((title) => title.toLowerCase() === name.toLowerCase());
    return index < 0 ? undefined : row[index];
  };
  if (!['V0', 'CreationDateTime'].every((name) => cell(header, name) !== undefined))
    throw new UnsupportedFileError(LABRADAR_SHOTS_NO_SHOTS_MESSAGE);

  // A quote left open: the file ends inside a quoted field (the device quotes the date and time).
  const openQuote = parsed.errors.some((error) => error.type === 'Quotes');
  const whenShape = (value: string | undefined) => value?.replace(/\d/g, '0');
  const firstWhen = whenShape(cell(rows[0] ?? [], 'CreationDateTime'));
  const read = rows.map((row, index) => {
    const id = cell(row, 'ShotNumber') ?? '';
    const velocity = parseNumber(cell(row, 'V0'));
    const when = cell(row, 'CreationDateTime')?.match(DATE_TIME);
    // Every row has the header's fields and ends with its date and time, written as on the first row
    // (a time cut to its minutes still reads as one): a row cut short has not.
    if (
      row.length < header.length ||
      velocity === null ||
      velocity < 0 ||
      !when ||
      whenShape(when[0]) !== firstWhen ||
      (openQuote && index === rows.length - 1)
    )
      throw new UnsupportedFileError(damaged(id));
    return {
      id,
      velocity,
      energy: parseNumber(cell(row, 'K0')),
      weight: parseNumber(cell(row, 'ProjectileWeight')),
      date: when[1] ?? null,
      time: normaliseTime(when[2]),
    };
  });
  // A missed shot is a row with V0 = 0, as in the series report.
  const fired = read.filter((row) => row.velocity > 0);
  if (fired.length === 0) throw new UnsupportedFileError(LABRADAR_SHOTS_NO_SHOTS_MESSAGE);
  const units = unitsFromEnergies(fired);
  if (units === null) throw new UnsupportedFileError(LABRADAR_SHOTS_NO_UNIT_MESSAGE);
  const { unit } = units;

  const shots: ImportedShot[] = fired.map((row) => ({
    velocityFps: velocityInFps(row.velocity, unit),
    time: row.time,
    note: null,
    id: row.id,
  }));
  const first = fired[0];
  // The device's weight setting, stored as a float32 (180.00000392383032): to 0.1 gr.
  const weight = first?.weight;
  return {
    format: 'labradar-shots',
    title: seriesTitle(cell(rows[0] ?? [], 'SeriesName')),
    date: first?.date ?? null,
    shots,
    unit,
    projectileWeightGrains:
      weight && weight > 0 ? round(units.weightIn === 'grams' ? weight / GRAMS_PER_GRAIN : weight, 1) : null,
    fileSummary: null,
    missedShots: read.length - fired.length,
    note: null,
  };
}
