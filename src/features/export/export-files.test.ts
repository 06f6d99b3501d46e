import Papa from 'papaparse';
import { computeSessionStats } from '@/domain/statistics';
import { displayUnits, IMPERIAL_EN_US } from '@/domain/unit-format';
import { METRIC_UNITS } from '@/domain/units';
import { UnreadableDoc } from '@/lib/firestore/converter';
import { backupJson, sessionCsv } from './export-files';

const imperial = displayUnits(IMPERIAL_EN_US);
// A French browser: the CSV's figures keep a decimal point (its cells are split on commas).
const metric = displayUnits({ preferences: METRIC_UNITS, locale: 'fr-FR' });
const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

describe('sessionCsv', () => {
  const session = {
    sessionName: 'Ladder, 41.5 gr',
    date: '2026-07-05',
    shots: [
      { id: 'a', timestamp: new Date('2026-07-05T13:32:27Z'), velocity: 2700, impact: 0.5, note: 'cold bore, "flyer"' },
      { id: 'b', timestamp: new Date('2026-07-05T13:33:01Z'), velocity: 2710, impact: null, note: '' },
    ],
    exclusions: { a: 'cold-bore' },
  };

  it('writes one row per shot and the statistics, quoting commas and quotes', () => {
    const csv = sessionCsv(session, computeSessionStats(session.shots), imperial);
    const rows = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Shot',
      'Time',
      'Velocity (fps)',
      'Impact (in)',
      'X (in)',
      'Y (in)',
      'Note',
      'Excluded',
      'Target',
    ]);
    expect(rows[1]).toEqual([
      '1',
      '2026-07-05T13:32:27.000Z',
      '2700',
      '0.5',
      '',
      '',
      'cold bore, "flyer"',
      'cold-bore',
      '1',
    ]);
    expect(rows[2]).toEqual(['2', '2026-07-05T13:33:01.000Z', '2710', '', '', '', '', '', '1']);
    expect(rows).toContainEqual(['Session', 'Ladder, 41.5 gr']);
    expect(rows).toContainEqual(['Average velocity (fps)', '2705']);
    expect(rows).toContainEqual(['Standard deviation, sample (fps)', '7.1']);
    // Two shots pin little down: mean 2705 ± t(0.95, 1) 6.314 x 7.1 / √2 = ± 31.7; SD 7.1 on 1 df: √(7.1² / χ²) with χ²(0.95, 1) 3.841 and χ²(0.05, 1) 0.00393.
    expect(rows).toContainEqual(['Average velocity, 90% interval (fps)', '2673.3 to 2736.7']);
    expect(rows).toContainEqual(['Standard deviation, 90% interval (fps)', '3.6 to 113.2']);
    expect(rows).toContainEqual(['Shots needed to know the average within ±5 fps (90%): 8']);
    // No shot has a place on the target: no group rows.
    expect(rows.some((row) => row[0]?.startsWith('Group'))).toBe(false);
  });

  it('writes where each shot hit, and the group of the counted ones in inches and MOA at the target distance', () => {
    const square = [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0.5, 0.5],
    ].map(([x, y], index) => ({
      id: `s${index}`,
      timestamp: new Date(Date.UTC(2026, 6, 5, 13, 40, index)),
      velocity: 2800 + index,
      impact: Math.round(Math.hypot(x!, y!) * 100) / 100,
      note: '',
      x: x!,
      y: y!,
    }));
    // A sixth shot far off, excluded as a flier: in its row, out of the group.
    const flier = { ...square[0]!, id: 'f', x: -3, y: 4, impact: 5 };
    const placed = {
      sessionName: 'Group at 200',
      date: '2026-07-05',
      targetDistance: 200,
      shots: [...square, flier],
      exclusions: { f: 'flier' },
    };
    const rows = parse(sessionCsv(placed, computeSessionStats(placed.shots), imperial));
    expect(rows[2]?.slice(3, 6)).toEqual(['1', '1', '0']);
    expect(rows[6]?.slice(3, 8)).toEqual(['5', '-3', '4', '', 'flier']);
    expect(rows).toContainEqual(['Target distance (yd)', '200']);
    expect(rows).toContainEqual(['Group shots', '5']);
    // The vector: ES 1.414 and mean radius 0.566 in; at 200 yd one MOA (1/60°) is 2.0944 in: 0.675 and 0.270 MOA.
    expect(rows).toContainEqual(['Group extreme spread (in)', '1.414']);
    expect(rows).toContainEqual(['Group extreme spread (MOA)', '0.68']);
    expect(rows).toContainEqual(['Group mean radius (in)', '0.566']);
    expect(rows).toContainEqual(['Group mean radius (MOA)', '0.27']);
    expect(rows).toContainEqual(['Group centre x, y (in)', '0.5, 0.5']);
    // MIL beside MOA: 1.414 in at 200 yd (7200 in) is 0.196 MIL.
    expect(rows).toContainEqual(['Group extreme spread (MIL)', '0.2']);
  });

  it('names the metric units in its headers and converts every figure, computed in the stored units', () => {
    const rows = parse(sessionCsv(session, computeSessionStats(session.shots), metric));
    expect(rows[0]).toEqual([
      'Shot',
      'Time',
      'Velocity (m/s)',
      'Impact (mm)',
      'X (mm)',
      'Y (mm)',
      'Note',
      'Excluded',
      'Target',
    ]);
    // 2700 fps x 0.3048 = 822.96 m/s; 0.5 in = 12.7 mm.
    expect(rows[1]?.slice(2, 4)).toEqual(['822.96', '12.7']);
    expect(rows[2]?.slice(2, 4)).toEqual(['826.01', '']);
    expect(rows).toContainEqual(['Average velocity (m/s)', '824.48']);
    expect(rows).toContainEqual(['Standard deviation, sample (m/s)', '2.16']);
    // The fps intervals (2673.3 to 2736.7, 3.6 to 113.2) converted, not worked out again in m/s.
    expect(rows).toContainEqual(['Average velocity, 90% interval (m/s)', '814.82 to 834.15']);
    expect(rows).toContainEqual(['Standard deviation, 90% interval (m/s)', '1.1 to 34.51']);
    expect(rows.some((row) => row[0]?.startsWith('Shots needed to know the average within ±1,5 m/s (90%): '))).toBe(
      true,
    );
  });

  it('writes the group in mm at a distance in metres, MIL first', () => {
    const placed = {
      sessionName: 'Group at 200',
      date: '2026-07-05',
      targetDistance: 200,
      shots: [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
        [0.5, 0.5],
      ].map(([x, y], index) => ({
        id: `s${index}`,
        timestamp: new Date(Date.UTC(2026, 6, 5, 13, 40, index)),
        velocity: 2800,
        impact: null,
        note: '',
        x: x!,
        y: y!,
      })),
    };
    const rows = parse(sessionCsv(placed, computeSessionStats(placed.shots), metric));
    expect(rows[1]?.slice(4, 6)).toEqual(['0', '0']);
    expect(rows[2]?.slice(4, 6)).toEqual(['25.4', '0']);
    const groupNames = rows.filter((row) => row[0]?.startsWith('Group')).map((row) => row[0]);
    expect(groupNames.slice(1, 4)).toEqual([
      'Group extreme spread (mm)',
      'Group extreme spread (MIL)',
      'Group extreme spread (MOA)',
    ]);
    // 200 yd = 182.88 m; 1.414 in = 35.92 mm, 0.196 MIL, 0.675 MOA; mean radius 0.566 in = 14.37 mm.
    expect(rows).toContainEqual(['Target distance (m)', '182.88']);
    expect(rows).toContainEqual(['Group extreme spread (mm)', '35.92']);
    expect(rows).toContainEqual(['Group extreme spread (MIL)', '0.2']);
    expect(rows).toContainEqual(['Group extreme spread (MOA)', '0.68']);
    expect(rows).toContainEqual(['Group mean radius (mm)', '14.37']);
    expect(rows).toContainEqual(['Group centre x, y (mm)', '12.7, 12.7']);
  });
});

describe('sessionCsv of several targets', () => {
  it("writes each shot's target and each target's group under its own name", () => {
    const shot = (index: number, x: number, y: number, target?: number) => ({
      id: `s${index}`,
      timestamp: new Date(Date.UTC(2026, 6, 5, 13, 40, index)),
      velocity: 2800,
      impact: null,
      note: '',
      x,
      y,
      ...(target === undefined ? {} : { target }),
    });
    // Target 1: two shots 1 in apart; target 2: a 3-4-5 triangle, ES 0.5 in (its third shot excluded: 0.3 in).
    const session = {
      sessionName: 'Two targets',
      date: '2026-07-05',
      targetDistance: 100,
      shots: [shot(0, 0, 0), shot(1, 1, 0), shot(2, 0, 0, 2), shot(3, 0.3, 0, 2), shot(4, 0, 0.4, 2)],
      exclusions: { s4: 'flier' },
    };
    const rows = parse(sessionCsv(session, computeSessionStats(session.shots), imperial));
    expect(rows.slice(1, 6).map((row) => row[8])).toEqual(['1', '1', '2', '2', '2']);
    expect(rows).toContainEqual(['Target distance (yd)', '100']);
    expect(rows).toContainEqual(['Target 1 group shots', '2']);
    expect(rows).toContainEqual(['Target 1 group extreme spread (in)', '1']);
    expect(rows).toContainEqual(['Target 2 group shots', '2']);
    expect(rows).toContainEqual(['Target 2 group extreme spread (in)', '0.3']);
    expect(rows.some((row) => row[0]?.startsWith('Group'))).toBe(false);
  });
});

describe('backupJson', () => {
  it('holds every collection and the dates as ISO strings', () => {
    const json = JSON.parse(
      backupJson({
        exportedAt: new Date('2026-11-23T10:00:00Z'),
        user: { uid: 'u1', email: 'a@b.c' },
        firearms: [{ id: 'f1', name: 'Tikka' }],
      }),
    );
    expect(json).toEqual({
      format: 'rangebook-backup',
      version: 1,
      exportedAt: '2026-11-23T10:00:00.000Z',
      user: { uid: 'u1', email: 'a@b.c' },
      firearms: [{ id: 'f1', name: 'Tikka' }],
    });
  });

  it('keeps a record that cannot be read as it is stored, with its id, path and reason', () => {
    const unreadable = new UnreadableDoc('f2', 'firearms/f2', 'roundCount: Too small', {
      name: 'Old',
      roundCount: -3,
      createdAt: '2026-11-20T14:00:00.000Z',
    });
    const json = JSON.parse(
      backupJson({
        exportedAt: new Date('2026-11-23T10:00:00Z'),
        user: { uid: 'u1', email: null },
        firearms: [],
        unreadable: [unreadable],
      }),
    );
    expect(json.unreadable).toEqual([
      {
        id: 'f2',
        path: 'firearms/f2',
        reason: 'roundCount: Too small',
        raw: { name: 'Old', roundCount: -3, createdAt: '2026-11-20T14:00:00.000Z' },
      },
    ]);
  });
});
