import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ladderCsv, temperatureCsv } from './load-csv';

describe('ladderCsv and temperatureCsv', () => {
  it('writes the ladder table a row per charge, quoting a load name with a comma', () => {
    const csv = ladderCsv([
      {
        charge: 41,
        name: 'Ladder, 41',
        averageVelocity: 2660,
        standardDeviation: 10,
        extremeSpread: 20,
        shots: 3,
        sessions: 1,
      },
      {
        charge: 42,
        name: 'Ladder 42',
        averageVelocity: 2710,
        standardDeviation: null,
        extremeSpread: 0,
        shots: 1,
        sessions: 1,
      },
    ]);
    expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
      ['Charge (gr)', 'Load', 'Average velocity (fps)', 'SD, sample (fps)', 'ES (fps)', 'Shots', 'Sessions'],
      ['41', 'Ladder, 41', '2660', '10', '20', '3', '1'],
      ['42', 'Ladder 42', '2710', '', '0', '1', '1'],
    ]);
  });

  it('writes the temperature table a ballistic app reads', () => {
    const csv = temperatureCsv([
      { temperature: 30, velocity: 2752, extrapolated: false },
      { temperature: 90, velocity: 2821, extrapolated: true },
    ]);
    expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
      ['Temperature (F)', 'Muzzle velocity (fps)', 'Beyond the temperatures shot'],
      ['30', '2752', 'no'],
      ['90', '2821', 'yes'],
    ]);
  });
});
