import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { displayUnits, IMPERIAL_EN_US } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { ladderCsv, temperatureCsv } from './load-csv';

const imperial = displayUnits(IMPERIAL_EN_US);
// Metric with grams, in French: the CSV's numbers keep a decimal point all the same.
const metric = displayUnits({ preferences: { ...METRIC_UNITS, powderWeight: 'g' }, locale: 'fr-FR' });

const ladder = [
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
];

const rows = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe('ladderCsv and temperatureCsv', () => {
  it('writes the ladder table a row per charge, quoting a load name with a comma', () => {
    expect(rows(ladderCsv(ladder, imperial))).toEqual([
      ['Charge (gr)', 'Load', 'Average velocity (fps)', 'SD, sample (fps)', 'ES (fps)', 'Shots', 'Sessions'],
      ['41', 'Ladder, 41', '2660', '10', '20', '3', '1'],
      ['42', 'Ladder 42', '2710', '', '0', '1', '1'],
    ]);
  });

  it('writes the temperature table a ballistic app reads', () => {
    const csv = temperatureCsv(
      [
        { temperature: 30, velocity: 2752, extrapolated: false },
        { temperature: 90, velocity: 2821, extrapolated: true },
      ],
      imperial,
    );
    expect(rows(csv)).toEqual([
      ['Temperature (F)', 'Muzzle velocity (fps)', 'Beyond the temperatures shot'],
      ['30', '2752', 'no'],
      ['90', '2821', 'yes'],
    ]);
  });

  it('writes an average read unrounded in whole fps', () => {
    expect(rows(ladderCsv([{ ...ladder[0]!, averageVelocity: 2660.4 }], imperial))[1]![2]).toBe('2660');
    expect(rows(temperatureCsv([{ temperature: 30, velocity: 2752.13, extrapolated: false }], imperial))[1]).toEqual([
      '30',
      '2752',
      'no',
    ]);
  });
});

describe('the load CSVs in metric', () => {
  it('names grams and m/s in the ladder header and converts each figure', () => {
    // 41 gr = 2.6568 g, 2660 fps = 810.77 m/s, SD 10 fps = 3.048 m/s, ES 20 fps = 6.096 m/s.
    expect(rows(ladderCsv(ladder, metric))).toEqual([
      ['Charge (g)', 'Load', 'Average velocity (m/s)', 'SD, sample (m/s)', 'ES (m/s)', 'Shots', 'Sessions'],
      ['2.657', 'Ladder, 41', '810.8', '3.05', '6.1', '3', '1'],
      ['2.722', 'Ladder 42', '826', '', '0', '1', '1'],
    ]);
  });

  it('names °C and m/s in the temperature header', () => {
    const csv = temperatureCsv(
      [
        { temperature: 23, velocity: 2752, extrapolated: true },
        { temperature: 86, velocity: 2821, extrapolated: true },
      ],
      metric,
    );
    expect(rows(csv)).toEqual([
      ['Temperature (C)', 'Muzzle velocity (m/s)', 'Beyond the temperatures shot'],
      ['-5', '838.8', 'yes'],
      ['30', '859.8', 'yes'],
    ]);
  });
});
