import { describe, expect, it } from 'vitest';
import {
  barrelOnDate,
  barrelPlan,
  barrelRounds,
  barrelSpans,
  cleaningDue,
  cleaningDueText,
  currentBarrel,
  dayAfter,
  implicitBarrel,
  landsOf,
  latestCleaning,
  shotsInSpan,
  type SessionShots,
} from './barrels';
import { displayUnits, IMPERIAL_EN_US } from './unit-format';

const session = (date: string, shots: number, firearmId = 'f1'): SessionShots => ({
  date,
  selectedFirearm: { id: firearmId },
  shots: Array.from({ length: shots }),
});

const original = { id: 'b1', installedOn: null, removedOn: '2026-06-01', startingRounds: 612 };
const second = { id: 'b2', installedOn: '2026-06-01', removedOn: null, startingRounds: 0 };

const sessions = [
  session('2026-01-10', 20),
  session('2026-05-31', 30),
  // The day of the change counts for the new barrel.
  session('2026-06-01', 10),
  session('2026-07-04', 15),
  session('2026-07-04', 99, 'other-firearm'),
];

const roundsOf = (barrels: Parameters<typeof barrelRounds>[0], from = sessions) =>
  barrelRounds(barrels, (span) => shotsInSpan('f1', span, from)).map(({ barrel, rounds }) => [barrel.id, rounds]);

describe('rounds per barrel', () => {
  it('counts a session for the barrel installed on its date; the old barrel keeps its count, the new one starts at its own', () => {
    expect(roundsOf([second, original])).toEqual([
      ['b1', 612 + 20 + 30],
      ['b2', 10 + 15],
    ]);
  });

  it('counts every session exactly once, whatever the order or overlap of the stored dates', () => {
    // The first barrel never marked removed: the second still takes over from its day.
    const overlapping = [{ ...original, removedOn: null }, second];
    expect(roundsOf(overlapping)).toEqual([
      ['b1', 612 + 50],
      ['b2', 25],
    ]);
    const total = roundsOf(overlapping).reduce((sum, [, rounds]) => sum + Number(rounds), 0);
    expect(total).toBe(612 + 75);
  });

  it('counts no session before the first barrel was installed or after the last was removed', () => {
    const later = { id: 'b3', installedOn: '2026-02-01', removedOn: '2026-07-01', startingRounds: 5 };
    expect(roundsOf([later])).toEqual([['b3', 5 + 30 + 10]]);
  });

  it('follows a session deleted or moved to another day at once', () => {
    const edited = [session('2026-01-10', 20), session('2026-06-02', 30), session('2026-07-04', 15)];
    expect(roundsOf([original, second], edited)).toEqual([
      ['b1', 632],
      ['b2', 45],
    ]);
  });

  it('gives a firearm with no barrels recorded one implicit barrel with its own round count', () => {
    const barrel = implicitBarrel({ id: 'f1', barrelLength: 24, twist: '1:8', roundCount: 612, cbtoToLands: 2.23 });
    expect(barrel).toMatchObject({ id: null, installedOn: null, removedOn: null, length: 24, cbtoToLands: 2.23 });
    expect(roundsOf([barrel])).toEqual([[null, 612 + 75]]);
  });

  it('knows the current barrel and the one on a given day', () => {
    expect(currentBarrel([second, original])?.id).toBe('b2');
    expect(currentBarrel([original])).toBeNull();
    expect(barrelOnDate([original, second], '2026-05-31')?.id).toBe('b1');
    expect(barrelOnDate([original, second], '2026-06-01')?.id).toBe('b2');
    expect(barrelSpans([second, original]).map(({ span }) => span)).toEqual([
      { from: null, until: '2026-06-01' },
      { from: '2026-06-01', until: null },
    ]);
  });
});

describe('cleaning due', () => {
  it('is due at the cleaning’s rounds plus the interval: cleaned at 200, every 150, due at 350', () => {
    const latest = latestCleaning([{ date: '2026-08-01', roundsAt: 200 }], null);
    expect(cleaningDue(300, 150, latest, null)).toEqual({ sinceCleaned: 100, dueAt: 350, remaining: 50, due: false });
    expect(cleaningDue(350, 150, latest, null)).toMatchObject({ dueAt: 350, remaining: 0, due: true });
    expect(cleaningDue(420, 150, latest, null)).toMatchObject({ dueAt: 350, remaining: -70, due: true });
  });

  it('is due at the cleaning’s count plus the interval even where the sessions give the barrel fewer rounds', () => {
    const latest = latestCleaning([{ date: '2026-08-01', roundsAt: 200 }], null);
    expect(cleaningDue(4, 150, latest, null)).toEqual({ sinceCleaned: 0, dueAt: 350, remaining: 346, due: false });
  });

  it('counts all the barrel’s rounds when it was never cleaned, and says nothing is due without an interval', () => {
    expect(cleaningDue(160, 150, null, null)).toMatchObject({ sinceCleaned: 160, due: true });
    expect(cleaningDue(160, null, null, null)).toEqual({ sinceCleaned: 160, dueAt: null, remaining: null, due: false });
  });

  it('takes the log’s latest event, or the firearm’s own last-cleaned date when that is later', () => {
    const log = [
      { date: '2026-03-01', roundsAt: 100 },
      { date: '2026-08-01', roundsAt: 200 },
      { date: '2026-08-01', roundsAt: 210 },
    ];
    expect(latestCleaning(log, '2026-07-01')).toEqual({ date: '2026-08-01', roundsAt: 210 });
    expect(latestCleaning(log, '2026-09-01')).toEqual({ date: '2026-09-01', roundsAt: null });
    expect(latestCleaning([], '2026-09-01')).toEqual({ date: '2026-09-01', roundsAt: null });
    expect(latestCleaning([], null)).toBeNull();
  });

  it('counts from the sessions after a date-only cleaning', () => {
    const latest = latestCleaning([], '2026-06-30');
    expect(cleaningDue(700, 150, latest, 160)).toMatchObject({ sinceCleaned: 160, remaining: -10, due: true });
    expect(dayAfter('2026-06-30')).toBe('2026-07-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the CBTO to the lands', () => {
  const firearm = { cbtoToLands: 2.23, cbtoMeasuredOn: '2026-01-01' };
  const barrels = [
    { ...original, cbtoToLands: 2.25, cbtoMeasuredOn: '2026-05-01' },
    { ...second, cbtoToLands: null, cbtoMeasuredOn: null },
  ];

  it('is the firearm’s own while it has no barrel recorded', () => {
    expect(landsOf(firearm, [])).toEqual({ cbtoToLands: 2.23, cbtoMeasuredOn: '2026-01-01' });
    expect(landsOf({}, [])).toEqual({ cbtoToLands: null, cbtoMeasuredOn: null });
  });

  it('is the current barrel’s, or the barrel on a session’s day', () => {
    expect(landsOf(firearm, barrels)).toEqual({ cbtoToLands: null, cbtoMeasuredOn: null });
    expect(landsOf(firearm, barrels, '2026-05-20')).toEqual({ cbtoToLands: 2.25, cbtoMeasuredOn: '2026-05-01' });
  });
});

describe('barrelPlan', () => {
  const withLog = (cleanings: { date: string; roundsAt: number }[], cleaningInterval: number | null = 150) => ({
    ...second,
    cleaningInterval,
    cleanings,
  });

  it('counts the current barrel’s span, and its latest cleaning from its log', () => {
    const plan = barrelPlan({ lastCleaned: null }, [
      { ...original, cleaningInterval: null, cleanings: [] },
      withLog([{ date: '2026-08-01', roundsAt: 200 }]),
    ]);
    expect(plan.current?.id).toBe('b2');
    expect(plan.currentSpan).toEqual({ from: '2026-06-01', until: null });
    expect(plan.latest).toEqual({ date: '2026-08-01', roundsAt: 200 });
    expect(plan.afterCleaning).toBeNull();
  });

  it('counts the days after the firearm’s own last-cleaned date when that is the latest, from the barrel’s installation at most', () => {
    expect(barrelPlan({ lastCleaned: '2026-09-01' }, [withLog([])]).afterCleaning).toEqual({
      from: '2026-09-02',
      until: null,
    });
    // Cleaned before this barrel went on: the barrel was never cleaned.
    expect(barrelPlan({ lastCleaned: '2026-05-01' }, [withLog([])]).latest).toBeNull();
  });
});

describe('cleaningDueText', () => {
  const units = displayUnits(IMPERIAL_EN_US);
  it('says when cleaning is due, or at what count it will be', () => {
    expect(cleaningDueText(cleaningDue(300, 150, { date: '2026-08-01', roundsAt: 200 }, null), units)).toBe(
      'Next cleaning at 350 rounds (50 to go)',
    );
    expect(cleaningDueText(cleaningDue(350, 150, { date: '2026-08-01', roundsAt: 200 }, null), units)).toBe(
      'Cleaning due',
    );
    expect(cleaningDueText(cleaningDue(1370, 150, { date: '2026-08-01', roundsAt: 200 }, null), units)).toBe(
      'Cleaning due (1,020 rounds over)',
    );
    expect(cleaningDueText(cleaningDue(300, null, null, null), units)).toBeNull();
  });
});
