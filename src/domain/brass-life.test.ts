import { describe, expect, it } from 'vitest';
import {
  brassDue,
  brassLife,
  brassLives,
  casesByFirings,
  casesOnBench,
  firingRows,
  firingsOfSessions,
  lotBrassInput,
  type BrassLifeInput,
} from './brass-life';

const load = (batchId: string, date: string, rounds: number, order = 0) => ({ batchId, date, rounds, order });
const fired = (batchId: string, date: string, rounds: number) => ({ batchId, date, rounds });
const lot = (input: Partial<BrassLifeInput>): BrassLifeInput => ({
  firedBefore: 0,
  ownCases: 100,
  loads: [],
  firings: [],
  events: [],
  ...input,
});

describe('brassLife', () => {
  it('100 new cases loaded as two batches of 50, both fired, then 50 loaded again and fired: 50 at 2 firings, 50 at 1', () => {
    const life = brassLife(
      lot({
        loads: [load('a', '2026-01-01', 50), load('b', '2026-01-01', 50, 1), load('c', '2026-02-01', 50)],
        firings: [fired('a', '2026-01-10', 50), fired('b', '2026-01-20', 50), fired('c', '2026-02-10', 50)],
      }),
    );
    expect(casesByFirings(life)).toEqual([
      { firings: 2, cases: 50 },
      { firings: 1, cases: 50 },
    ]);
    expect(casesOnBench(life)).toBe(100);
    expect(life.loaded).toEqual([]);
    // With an anneal interval of 2, the 50 fired twice are due.
    expect(brassDue(life, { annealEvery: 2, retireAfter: null })).toEqual({
      anneal: 50,
      retire: 0,
      retireOnceFired: 0,
    });
  });

  it('reloads the least fired cases first, keeping the lot even', () => {
    // 100 cases: 60 fired once, then 60 loaded: the 40 never fired, then 20 of the once-fired.
    const life = brassLife(
      lot({
        loads: [load('a', '2026-01-01', 60), load('b', '2026-02-01', 60)],
        firings: [fired('a', '2026-01-10', 60)],
      }),
    );
    expect(life.loaded).toEqual([
      { firings: 1, sinceAnneal: 1, cases: 20 },
      { firings: 0, sinceAnneal: 0, cases: 40 },
    ]);
    expect(life.bench).toEqual([{ firings: 1, sinceAnneal: 1, cases: 40 }]);
  });

  it('counts a batch partly fired: the fired cases are back with one firing more, the rest still loaded', () => {
    const life = brassLife(lot({ loads: [load('a', '2026-01-01', 50)], firings: [fired('a', '2026-01-02', 20)] }));
    expect(casesByFirings(life)).toEqual([
      { firings: 1, cases: 20 },
      { firings: 0, cases: 80 },
    ]);
    expect(casesOnBench(life)).toBe(70);
    expect(life.loaded).toEqual([{ firings: 0, sinceAnneal: 0, cases: 30 }]);
  });

  it('starts a lot bought once-fired at its stated firings', () => {
    const life = brassLife(
      lot({ firedBefore: 1, loads: [load('a', '2026-01-01', 100)], firings: [fired('a', '2026-01-02', 100)] }),
    );
    expect(casesByFirings(life)).toEqual([{ firings: 2, cases: 100 }]);
  });

  it('an anneal of 50 resets the cases longest since their anneal; later firings count from it', () => {
    const life = brassLife(
      lot({
        loads: [load('a', '2026-01-01', 50), load('b', '2026-01-01', 50, 1), load('c', '2026-02-01', 50)],
        firings: [fired('a', '2026-01-10', 50), fired('b', '2026-01-20', 50), fired('c', '2026-02-10', 50)],
        events: [{ kind: 'anneal', date: '2026-02-11', order: 0, cases: 50 }],
      }),
    );
    expect(life.bench).toEqual([
      { firings: 2, sinceAnneal: 0, cases: 50 },
      { firings: 1, sinceAnneal: 1, cases: 50 },
    ]);
    expect(brassDue(life, { annealEvery: 2, retireAfter: null }).anneal).toBe(0);
  });

  it('orders a day: rounds fired come back, then the anneal, then the batch loaded', () => {
    const life = brassLife(
      lot({
        ownCases: 50,
        loads: [load('a', '2026-01-01', 50), load('b', '2026-01-05', 50)],
        firings: [fired('a', '2026-01-05', 50)],
        events: [{ kind: 'anneal', date: '2026-01-05', order: 0, cases: 50 }],
      }),
    );
    expect(life.loaded).toEqual([{ firings: 1, sinceAnneal: 0, cases: 50 }]);
    expect(life.untracked).toBe(0);
  });

  it('counts a session dated before its batch right after the batch is loaded', () => {
    const life = brassLife(lot({ loads: [load('a', '2026-01-05', 10)], firings: [fired('a', '2026-01-01', 10)] }));
    expect(casesByFirings(life)).toEqual([
      { firings: 1, cases: 10 },
      { firings: 0, cases: 90 },
    ]);
  });

  it('does not track cases a batch took beyond the bench, nor firings beyond a batch’s rounds', () => {
    const life = brassLife(
      lot({ ownCases: 30, loads: [load('a', '2026-01-01', 50)], firings: [fired('a', '2026-01-02', 60)] }),
    );
    expect(life.untracked).toBe(20);
    expect(casesByFirings(life)).toEqual([{ firings: 1, cases: 30 }]);
  });

  it('a split moves cases of one history out; the new lot starts with them', () => {
    const parent = brassLife(
      lot({
        loads: [load('a', '2026-01-01', 50)],
        firings: [fired('a', '2026-01-02', 50)],
        events: [{ kind: 'split', date: '2026-01-03', order: 0, cases: 50, group: { firings: 1, sinceAnneal: 1 } }],
      }),
    );
    expect(casesByFirings(parent)).toEqual([{ firings: 0, cases: 50 }]);
    const child = brassLife(lot({ ownCases: 0, origin: { firings: 1, sinceAnneal: 1, cases: 50 } }));
    expect(casesByFirings(child)).toEqual([{ firings: 1, cases: 50 }]);
  });

  it('a trim changes no count', () => {
    const life = brassLife(lot({ events: [{ kind: 'trim', date: '2026-01-01', order: 0, cases: 100 }] }));
    expect(life.bench).toEqual([{ firings: 0, sinceAnneal: 0, cases: 100 }]);
  });
});

describe('brassDue', () => {
  it('says which cases are at or past the retirement limit, and which will be once their rounds are fired', () => {
    const life = brassLife(
      lot({
        firedBefore: 4,
        ownCases: 100,
        loads: [load('a', '2026-01-01', 60), load('b', '2026-02-01', 30)],
        firings: [fired('a', '2026-01-02', 60)],
      }),
    );
    // Bench: 60 at 5 firings, 10 at 4; loaded: 30 at 4.
    expect(brassDue(life, { annealEvery: 4, retireAfter: 5 })).toEqual({ anneal: 10, retire: 60, retireOnceFired: 30 });
    expect(brassDue(life, { annealEvery: null, retireAfter: null })).toEqual({
      anneal: 0,
      retire: 0,
      retireOnceFired: 0,
    });
  });
});

describe('firingsOfSessions', () => {
  it('gives each session naming a batch its rounds and day: a completed one its total, an active one its live shots', () => {
    const sessions = [
      { id: 's1', date: '2026-01-02', batchId: 'a', status: 'completed' as const, statistics: { totalShots: 20 } },
      { id: 's2', date: '2026-01-03', batchId: 'a', status: 'active' as const, statistics: { totalShots: 0 } },
      { id: 's3', date: '2026-01-03', status: 'completed' as const, statistics: { totalShots: 9 } },
      { id: 's4', date: '2026-01-04', batchId: 'b', status: 'active' as const, statistics: { totalShots: 0 } },
    ];
    expect(firingsOfSessions(sessions, new Map([['s2', 5]]))).toEqual([
      { batchId: 'a', date: '2026-01-02', rounds: 20 },
      { batchId: 'a', date: '2026-01-03', rounds: 5 },
    ]);
  });
});

describe('firingRows', () => {
  it('gives each firing count its cases, those loaded, and those due', () => {
    const life = brassLife(
      lot({
        loads: [load('a', '2026-01-01', 50), load('b', '2026-01-01', 50, 1), load('c', '2026-02-01', 50)],
        firings: [fired('a', '2026-01-10', 50), fired('b', '2026-01-20', 50), fired('c', '2026-02-10', 20)],
      }),
    );
    expect(firingRows(life, { annealEvery: 2, retireAfter: null })).toEqual([
      { firings: 2, cases: 20, loaded: 0, anneal: 20, retire: 0 },
      { firings: 1, cases: 80, loaded: 30, anneal: 0, retire: 0 },
    ]);
  });
});

describe('lotBrassInput', () => {
  it('takes the lot’s own cases from its movements other than loaded, and only the batches naming it', () => {
    const at = new Date(Date.UTC(2026, 0, 1));
    const input = lotBrassInput(
      {
        id: 'lot',
        movements: [
          { quantity: 100, reason: 'bought' },
          { quantity: -50, reason: 'loaded' },
          { quantity: -2, reason: 'spilled' },
        ],
        life: { firedBefore: 1, events: [{ kind: 'anneal', date: '2026-01-03', cases: 40, at }] },
      },
      [
        { id: 'a', date: '2026-01-02', createdAt: at, rounds: 50, lots: { brass: 'lot' } },
        { id: 'x', date: '2026-01-02', createdAt: at, rounds: 20, lots: { brass: 'other' } },
      ],
      [fired('a', '2026-01-02', 10), fired('x', '2026-01-02', 20)],
    );
    expect(input).toEqual({
      firedBefore: 1,
      ownCases: 98,
      origin: null,
      loads: [{ batchId: 'a', date: '2026-01-02', order: at.getTime(), rounds: 50 }],
      firings: [fired('a', '2026-01-02', 10)],
      events: [{ kind: 'anneal', date: '2026-01-03', order: at.getTime(), cases: 40 }],
    });
  });
});

describe('brassLives', () => {
  it('gives a lot split off another only the cases the split found there: a split from a stale view makes none', () => {
    const at = new Date(Date.UTC(2026, 0, 3));
    // The split says 50 cases fired once, but the lot had only 20 of them on its day (30 still loaded).
    const parent = {
      id: 'lot',
      movements: [{ quantity: 100, reason: 'bought' }],
      life: {
        firedBefore: 0,
        events: [],
        splits: [{ id: 's-1', date: '2026-01-03', at, cases: 50, firings: 1, sinceAnneal: 1 }],
      },
    };
    const child = {
      id: 'new',
      movements: [],
      life: {
        firedBefore: 1,
        events: [],
        origin: { lotId: 'lot', splitId: 's-1', cases: 50, firings: 1, sinceAnneal: 1 },
      },
    };
    const batches = [{ id: 'a', date: '2026-01-01', createdAt: at, rounds: 50, lots: { brass: 'lot' } }];
    const lives = brassLives([child, parent], batches, [fired('a', '2026-01-02', 20)]);
    expect(casesByFirings(lives.get('new')!)).toEqual([{ firings: 1, cases: 20 }]);
    const total = (id: string) => casesByFirings(lives.get(id)!).reduce((sum, row) => sum + row.cases, 0);
    expect(total('lot') + total('new')).toBe(100);
    // Without the other lot on this device, it starts from what its origin says.
    expect(casesByFirings(brassLives([child], [], []).get('new')!)).toEqual([{ firings: 1, cases: 50 }]);
  });
});

describe('a split, from the lots as stored', () => {
  it('takes its cases off the lot on its day and gives them, with their history, to the new lot', () => {
    const at = new Date(Date.UTC(2026, 0, 3));
    const parent = lotBrassInput(
      {
        id: 'lot',
        movements: [{ quantity: 100, reason: 'bought' }],
        life: {
          firedBefore: 0,
          events: [],
          splits: [{ id: 's-1', date: '2026-01-03', at, cases: 30, firings: 1, sinceAnneal: 1 }],
        },
      },
      [{ id: 'a', date: '2026-01-01', createdAt: at, rounds: 50, lots: { brass: 'lot' } }],
      [fired('a', '2026-01-02', 50)],
    );
    expect(casesByFirings(brassLife(parent))).toEqual([
      { firings: 1, cases: 20 },
      { firings: 0, cases: 50 },
    ]);
    const child = lotBrassInput(
      {
        id: 'new',
        movements: [],
        life: {
          firedBefore: 1,
          events: [],
          origin: { lotId: 'lot', splitId: 's-1', cases: 30, firings: 1, sinceAnneal: 1 },
        },
      },
      [],
      [],
    );
    expect(casesByFirings(brassLife(child))).toEqual([{ firings: 1, cases: 30 }]);
  });
});
