/**
 * The load page's tables as CSV files to take away: the charge ladder, and the velocity by temperature
 * a ballistic app reads, in the account's units with the units named in the header. Pure module;
 * Papa Parse writes the CSV.
 */
import Papa from 'papaparse';
import type { DisplayUnits, UnitPreference } from '@/domain/unit-format';

/**
 * A canonical figure in the unit shown, rounded to `decimals` (null: as stored). A plain number with a
 * decimal point in every locale: a CSV is read by programs, and its comma separates the fields.
 */
function inUnit(units: DisplayUnits, preference: UnitPreference, value: number, decimals: number | null): number {
  const converted = units.value(preference, value);
  if (decimals === null) return converted;
  const scale = 10 ** decimals;
  return Math.round(converted * scale) / scale + 0; // + 0: -0 reads 0
}

/** A header's unit: "fps", "m/s"; a temperature's without its degree sign ("F", "C"), as ballistic apps name it. */
const headerUnit = (units: DisplayUnits, preference: UnitPreference) => units.label(preference).replace('°', '');

/**
 * The load page's charge ladder as CSV: one row per charge fired. Figures in the stored units stay as
 * stored (the average in whole fps); converted ones are rounded a decimal finer than the table shows.
 */
export function ladderCsv(
  points: readonly {
    charge: number;
    name: string;
    averageVelocity: number;
    standardDeviation: number | null;
    extremeSpread: number;
    shots: number;
    sessions: number;
  }[],
  units: DisplayUnits,
): string {
  const metric = units.units.velocity === 'mps';
  const velocity = headerUnit(units, 'velocity');
  return `${Papa.unparse({
    fields: [
      `Charge (${headerUnit(units, 'powderWeight')})`,
      'Load',
      `Average velocity (${velocity})`,
      `SD, sample (${velocity})`,
      `ES (${velocity})`,
      'Shots',
      'Sessions',
    ],
    data: points.map((point) => [
      inUnit(units, 'powderWeight', point.charge, units.units.powderWeight === 'gr' ? null : 3),
      point.name,
      inUnit(units, 'velocity', point.averageVelocity, metric ? 1 : 0),
      point.standardDeviation === null ? '' : inUnit(units, 'velocity', point.standardDeviation, metric ? 2 : null),
      inUnit(units, 'velocity', point.extremeSpread, metric ? 1 : null),
      point.shots,
      point.sessions,
    ]),
  })}\r\n`;
}

/**
 * The muzzle velocity by temperature a ballistic app takes, as CSV (velocities in whole fps or to
 * 0.1 m/s); rows read beyond the sessions' temperatures marked.
 */
export function temperatureCsv(
  rows: readonly { temperature: number; velocity: number; extrapolated: boolean }[],
  units: DisplayUnits,
): string {
  const metric = units.units.velocity === 'mps';
  return `${Papa.unparse({
    fields: [
      `Temperature (${headerUnit(units, 'temperature')})`,
      `Muzzle velocity (${headerUnit(units, 'velocity')})`,
      'Beyond the temperatures shot',
    ],
    data: rows.map((row) => [
      inUnit(units, 'temperature', row.temperature, units.units.temperature === 'degF' ? null : 1),
      inUnit(units, 'velocity', row.velocity, metric ? 1 : 0),
      row.extrapolated ? 'yes' : 'no',
    ]),
  })}\r\n`;
}
