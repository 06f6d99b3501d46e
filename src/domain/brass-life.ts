/**
 * Brass lot life (issue 36, item 1): how many times each case of a lot has been fired, worked out
 * from the batches loaded from the lot and the sessions that shot them, never a counter typed by
 * hand. Pure: no React, no Firebase.
 *
 * The model, as a handloader keeps a lot:
 * - The lot's cases are what its movements other than 'loaded' add up to (bought, counted, spilled,
 *   sold), all at the firings the lot was bought with (`firedBefore`: 0 for new brass, 1 for
 *   once-fired), plus the cases a split brought in with their own history.
 * - A batch takes its rounds' cases from those on the bench, the least fired first (a loader keeps
 *   a lot even by reloading the cases that have been fired least; the most fired wait for the
 *   anneal or the bin).
 * - Every round a session fires from a batch is one firing of one of its cases, which comes back to
 *   the bench with one firing more (and one more since its last anneal).
 * - Annealing N cases resets "firings since anneal" of the N on the bench that have gone longest
 *   without one; trimming changes no count; a split moves N cases of one firing count to a new lot.
 * - Same day: the rounds fired that day come back first, then the anneals, trims and splits, then
 *   the batches loaded (shoot, come home, anneal, reload); a session dated before its batch counts
 *   right after the batch is loaded.
 */

/** Cases of one history: how many times fired, and how many of those since their last anneal. */
export type CaseGroup = { firings: number; sinceAnneal: number; cases: number };

/** A batch loaded from the lot: its id, the day, when it was saved (orders one day's batches) and its rounds. */
export type BrassLoad = { batchId: string; date: string; order: number; rounds: number };

/** Rounds fired from a batch on a day (one session's shots). */
export type BrassFiring = { batchId: string; date: string; rounds: number };

/** What the loader records on a lot: annealing and trimming some of its cases, or splitting some off. */
export type BrassEventKind = 'anneal' | 'trim' | 'split';
export type BrassLifeEvent = {
  kind: BrassEventKind;
  date: string;
  /** When recorded (orders one day's events). */
  order: number;
  cases: number;
  /** A split's cases: their firings and firings since anneal. */
  group?: { firings: number; sinceAnneal: number } | null;
  /** A split's id: what it took is kept under it (`splitOff`). */
  id?: string;
};

export type BrassLifeInput = {
  /** The firings the lot's own cases had when bought. */
  firedBefore: number;
  /** The lot's own cases: its movements other than 'loaded', summed. */
  ownCases: number;
  /** Cases a split brought into this lot, with their history. */
  origin?: CaseGroup | null;
  loads: readonly BrassLoad[];
  firings: readonly BrassFiring[];
  events: readonly BrassLifeEvent[];
};

export type BrassLife = {
  /** Empty cases on the bench, by history, most fired first. */
  bench: CaseGroup[];
  /** Cases in loaded rounds not fired yet, by history, most fired first. */
  loaded: CaseGroup[];
  /** Cases a batch took beyond what the lot had on the bench (not tracked: not this lot's). */
  untracked: number;
  /** The cases each split (by id) took off the bench: fewer than it says when the bench held fewer of that history. */
  splitOff?: Record<string, number>;
};

const key = (group: Pick<CaseGroup, 'firings' | 'sinceAnneal'>) => `${group.firings}:${group.sinceAnneal}`;

/** A multiset of cases by history. */
class Cases {
  private readonly groups = new Map<string, CaseGroup>();

  add(group: CaseGroup) {
    if (group.cases <= 0) return;
    const found = this.groups.get(key(group));
    if (found) found.cases += group.cases;
    else this.groups.set(key(group), { ...group });
  }

  /** Takes up to `count` cases, first in `order`; returns what it took. */
  take(count: number, order: (a: CaseGroup, b: CaseGroup) => number, only?: (group: CaseGroup) => boolean) {
    const taken: CaseGroup[] = [];
    let left = count;
    for (const group of [...this.groups.values()].sort(order)) {
      if (left <= 0) break;
      if (only && !only(group)) continue;
      const cases = Math.min(left, group.cases);
      taken.push({ ...group, cases });
      group.cases -= cases;
      left -= cases;
      if (group.cases === 0) this.groups.delete(key(group));
    }
    return taken;
  }

  list(): CaseGroup[] {
    return [...this.groups.values()].map((group) => ({ ...group })).sort(mostFiredFirst);
  }
}

const leastFiredFirst = (a: CaseGroup, b: CaseGroup) => a.firings - b.firings || a.sinceAnneal - b.sinceAnneal;
const mostFiredFirst = (a: CaseGroup, b: CaseGroup) => -leastFiredFirst(a, b);
const longestSinceAnnealFirst = (a: CaseGroup, b: CaseGroup) => b.sinceAnneal - a.sinceAnneal || b.firings - a.firings;

type Step =
  | { rank: 0; date: string; order: number; what: 'fire'; firing: BrassFiring }
  | { rank: 1; date: string; order: number; what: 'event'; event: BrassLifeEvent }
  | { rank: 2; date: string; order: number; what: 'load'; load: BrassLoad };

/** The lot's cases by history, on the bench and in loaded rounds, from its loads, firings and events. */
export function brassLife(input: BrassLifeInput): BrassLife {
  const bench = new Cases();
  bench.add({ firings: input.firedBefore, sinceAnneal: input.firedBefore, cases: Math.max(0, input.ownCases) });
  if (input.origin) bench.add(input.origin);

  const steps: Step[] = [
    ...input.firings.map((firing, order): Step => ({ rank: 0, date: firing.date, order, what: 'fire', firing })),
    ...input.events.map((event): Step => ({ rank: 1, date: event.date, order: event.order, what: 'event', event })),
    ...input.loads.map((load): Step => ({ rank: 2, date: load.date, order: load.order, what: 'load', load })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank || a.order - b.order);

  const inRounds = new Map<string, Cases>();
  const waiting = new Map<string, number>();
  let untracked = 0;
  const splitOff: Record<string, number> = {};

  const fire = (batchId: string, rounds: number) => {
    const loaded = inRounds.get(batchId);
    if (!loaded) {
      waiting.set(batchId, (waiting.get(batchId) ?? 0) + rounds);
      return;
    }
    // The rounds fired first are the batch's least fired cases; which, does not change the counts.
    for (const group of loaded.take(rounds, leastFiredFirst)) {
      bench.add({ firings: group.firings + 1, sinceAnneal: group.sinceAnneal + 1, cases: group.cases });
    }
  };

  for (const step of steps) {
    if (step.what === 'fire') fire(step.firing.batchId, step.firing.rounds);
    else if (step.what === 'load') {
      const loaded = new Cases();
      const taken = bench.take(step.load.rounds, leastFiredFirst);
      for (const group of taken) loaded.add(group);
      untracked += step.load.rounds - taken.reduce((sum, group) => sum + group.cases, 0);
      inRounds.set(step.load.batchId, loaded);
      const early = waiting.get(step.load.batchId);
      if (early !== undefined) {
        waiting.delete(step.load.batchId);
        fire(step.load.batchId, early);
      }
    } else if (step.event.kind === 'anneal') {
      for (const group of bench.take(step.event.cases, longestSinceAnnealFirst)) {
        bench.add({ ...group, sinceAnneal: 0 });
      }
    } else if (step.event.kind === 'split') {
      const wanted = step.event.group;
      const taken = bench.take(
        step.event.cases,
        mostFiredFirst,
        wanted ? (group) => group.firings === wanted.firings && group.sinceAnneal === wanted.sinceAnneal : undefined,
      );
      if (step.event.id) splitOff[step.event.id] = taken.reduce((sum, group) => sum + group.cases, 0);
    }
  }

  const loaded = new Cases();
  for (const batch of inRounds.values()) for (const group of batch.list()) loaded.add(group);
  return { bench: bench.list(), loaded: loaded.list(), untracked, splitOff };
}

/** Cases by firing count alone (bench and loaded rounds together), most fired first. */
export function casesByFirings(life: BrassLife): { firings: number; cases: number }[] {
  const counts = new Map<number, number>();
  for (const group of [...life.bench, ...life.loaded]) {
    counts.set(group.firings, (counts.get(group.firings) ?? 0) + group.cases);
  }
  return [...counts].map(([firings, cases]) => ({ firings, cases })).sort((a, b) => b.firings - a.firings);
}

const sum = (groups: readonly CaseGroup[]) => groups.reduce((total, group) => total + group.cases, 0);

/** The empty cases on the bench: what a brass lot holds to load from. */
export function casesOnBench(life: BrassLife): number {
  return sum(life.bench);
}

/** The loader's limits for a lot, in firings (null: none set). */
export type BrassLimits = { annealEvery: number | null; retireAfter: number | null };

/** What is due on a lot's bench: cases to anneal first, and cases at or past the retirement limit. */
export type BrassDue = {
  /** Cases on the bench fired `annealEvery` times or more since their last anneal (and not retired). */
  anneal: number;
  /** Cases on the bench fired `retireAfter` times or more: for the bin. */
  retire: number;
  /** Cases in loaded rounds that will be at or past the limit once fired. */
  retireOnceFired: number;
};

/** What is due: annealing at the interval, retirement at the limit (counted once: a retired case needs no anneal). */
export function brassDue(life: BrassLife, limits: BrassLimits): BrassDue {
  const retired = (group: CaseGroup, after = 0) =>
    limits.retireAfter !== null && group.firings + after >= limits.retireAfter;
  return {
    anneal: sum(
      life.bench.filter(
        (group) => limits.annealEvery !== null && group.sinceAnneal >= limits.annealEvery && !retired(group),
      ),
    ),
    retire: sum(life.bench.filter((group) => retired(group))),
    retireOnceFired: sum(life.loaded.filter((group) => retired(group, 1))),
  };
}

/**
 * Rounds fired from batches, session by session (each completed session's stored total, an active
 * one's live shots from `activeShots`, 0 when this device does not have it), with its day.
 */
export function firingsOfSessions(
  sessions: readonly {
    id: string;
    date: string;
    batchId?: string | undefined;
    status: 'active' | 'completed';
    statistics: { totalShots: number };
  }[],
  activeShots: ReadonlyMap<string, number> = new Map(),
): BrassFiring[] {
  return sessions.flatMap((session) => {
    if (!session.batchId) return [];
    const rounds = session.status === 'active' ? (activeShots.get(session.id) ?? 0) : session.statistics.totalShots;
    return rounds > 0 ? [{ batchId: session.batchId, date: session.date, rounds }] : [];
  });
}

type SplitCases = { cases: number; firings: number; sinceAnneal: number };

/** A brass lot as far as its life goes: its movements and, when set, its firings when bought, events and splits. */
export type BrassLotRecord = {
  id: string;
  movements: readonly { quantity: number; reason: string }[];
  life?:
    | {
        firedBefore: number;
        events: readonly { kind: 'anneal' | 'trim'; date: string; cases: number; at: Date }[];
        splits?: readonly (SplitCases & { id: string; date: string; at: Date })[] | undefined;
        origin?: (SplitCases & { lotId: string; splitId: string }) | undefined;
      }
    | undefined;
};

/** A batch as far as a brass lot's life goes. */
export type BrassBatchRecord = {
  id: string;
  date: string;
  createdAt: Date;
  rounds: number;
  lots: { brass: string | null };
};

/**
 * The input of `brassLife` for a lot: its own cases (its movements other than 'loaded'), the batches
 * that name it and their firings (from `firingsOfSessions`, of every batch), and its events.
 */
export function lotBrassInput(
  lot: BrassLotRecord,
  batches: readonly BrassBatchRecord[],
  firings: readonly BrassFiring[],
): BrassLifeInput {
  const mine = batches.filter((batch) => batch.lots.brass === lot.id);
  const ids = new Set(mine.map((batch) => batch.id));
  return {
    firedBefore: lot.life?.firedBefore ?? 0,
    ownCases: lot.movements.reduce((sum, movement) => sum + (movement.reason === 'loaded' ? 0 : movement.quantity), 0),
    loads: mine.map((batch) => ({
      batchId: batch.id,
      date: batch.date,
      order: batch.createdAt.getTime(),
      rounds: batch.rounds,
    })),
    firings: firings.filter((firing) => ids.has(firing.batchId)),
    origin: lot.life?.origin
      ? { firings: lot.life.origin.firings, sinceAnneal: lot.life.origin.sinceAnneal, cases: lot.life.origin.cases }
      : null,
    events: [
      ...(lot.life?.events ?? []).map((event) => ({
        kind: event.kind,
        date: event.date,
        order: event.at.getTime(),
        cases: event.cases,
      })),
      ...(lot.life?.splits ?? []).map((split) => ({
        kind: 'split' as const,
        id: split.id,
        date: split.date,
        order: split.at.getTime(),
        cases: split.cases,
        group: { firings: split.firings, sinceAnneal: split.sinceAnneal },
      })),
    ],
  };
}

/** One row of a lot's life: its cases at one firing count, how many are in loaded rounds, and what is due of them. */
export type FiringRow = { firings: number; cases: number; loaded: number; anneal: number; retire: number };

/** The lot's cases by firing count, most fired first, each with what of it is loaded and due (as brassDue counts). */
export function firingRows(life: BrassLife, limits: BrassLimits): FiringRow[] {
  const rows = new Map<number, FiringRow>();
  const row = (firings: number) => {
    const found = rows.get(firings) ?? { firings, cases: 0, loaded: 0, anneal: 0, retire: 0 };
    rows.set(firings, found);
    return found;
  };
  for (const group of life.bench) {
    const due = brassDue({ bench: [group], loaded: [], untracked: 0 }, limits);
    const found = row(group.firings);
    found.cases += group.cases;
    found.anneal += due.anneal;
    found.retire += due.retire;
  }
  for (const group of life.loaded) {
    const found = row(group.firings);
    found.cases += group.cases;
    found.loaded += group.cases;
  }
  return [...rows.values()].sort((a, b) => b.firings - a.firings);
}

/**
 * Every brass lot's life (by lot id), a lot split off another after that one: its cases are those the
 * split took off the other lot's bench, at most what the split says (a split recorded from a view that
 * lacked another device's batch may find fewer there), so a split never makes cases. A lot whose other
 * lot is not on this device starts from what its origin says.
 */
export function brassLives(
  lots: readonly BrassLotRecord[],
  batches: readonly BrassBatchRecord[],
  firings: readonly BrassFiring[],
): Map<string, BrassLife> {
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const lives = new Map<string, BrassLife>();
  const working = new Set<string>();
  const lifeOf = (lot: BrassLotRecord): BrassLife => {
    const done = lives.get(lot.id);
    if (done) return done;
    const input = lotBrassInput(lot, batches, firings);
    const origin = lot.life?.origin;
    const parent = origin ? byId.get(origin.lotId) : undefined;
    // (A loop of origins cannot be made by the app; it is cut rather than followed.)
    if (origin && parent && input.origin && !working.has(lot.id)) {
      working.add(lot.id);
      const taken = lifeOf(parent).splitOff?.[origin.splitId];
      working.delete(lot.id);
      if (taken !== undefined) input.origin = { ...input.origin, cases: Math.min(input.origin.cases, taken) };
    }
    const life = brassLife(input);
    lives.set(lot.id, life);
    return life;
  };
  for (const lot of lots) lifeOf(lot);
  return lives;
}
