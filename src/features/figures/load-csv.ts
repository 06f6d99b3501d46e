/**
 * The load page's tables as CSV files to take away: the charge ladder, and the velocity by temperature
 * a ballistic app reads. Pure module; Papa Parse writes the CSV.
 */
import Papa from 'papaparse';

const figure = (value: number | null) => (value === null ? '' : String(value));

/** The load page's charge ladder as CSV: one row per charge fired, the figures as the table shows them. */
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
): string {
  return `${Papa.unparse({
    fields: ['Charge (gr)', 'Load', 'Average velocity (fps)', 'SD, sample (fps)', 'ES (fps)', 'Shots', 'Sessions'],
    data: points.map((point) => [
      point.charge,
      point.name,
      point.averageVelocity,
      figure(point.standardDeviation),
      point.extremeSpread,
      point.shots,
      point.sessions,
    ]),
  })}\r\n`;
}

/** The muzzle velocity by temperature a ballistic app takes, as CSV; rows read beyond the sessions' temperatures marked. */
export function temperatureCsv(
  rows: readonly { temperature: number; velocity: number; extrapolated: boolean }[],
): string {
  return `${Papa.unparse({
    fields: ['Temperature (F)', 'Muzzle velocity (fps)', 'Beyond the temperatures shot'],
    data: rows.map((row) => [row.temperature, row.velocity, row.extrapolated ? 'yes' : 'no']),
  })}\r\n`;
}
