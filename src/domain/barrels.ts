/**
 * A firearm's barrels (issue 36): which barrel a session was fired through, each barrel's rounds, and
 * when its bore is due for cleaning. Nothing here is stored: a barrel's rounds are the rounds it came
 * with plus the shots of the firearm's sessions dated while it was on, so they follow every session
 * edit, delete and device at once. Pure: no React, no Firebase.
 *
 * A barrel is on the firearm from its `installedOn` day (null: from the start) until the day before
 * its `removedOn` (null: still on). A session dated on the day of a change counts for the new barrel.
 * When stored spans overlap (a barrel not marked removed when the next was installed), the later
 * installed barrel wins from its day on, so every session counts for exactly one barrel.
 */
import type { DisplayUnits } from './unit-format';

/** What the rounds and cleaning need of a barrel. `id` null: the implicit barrel of a firearm with none recorded. */
export type BarrelLike = {
  id: string | null;
  installedOn: string | null;
  removedOn: string | null;
  startingRounds: number;
};

/** Days a barrel counts sessions for: `from` (inclusive, null: the start) to `until` (exclusive, null: today on). */
export type Span = { from: string | null; until: string | null };

/** A firearm's fields that stand in for its barrel while none is recorded (firearms saved before barrels existed). */
export type FirearmBarrelFields = {
  id: string;
  barrelLength: number | null;
  twist: string;
  roundCount: number;
  cbtoToLands?: number | null;
  cbtoMeasuredOn?: string | null;
};

/** The barrel a firearm with no barrel documents has: on it from the start, with the firearm's own figures. */
export function implicitBarrel(firearm: FirearmBarrelFields) {
  return {
    id: null,
    firearmId: firearm.id,
    name: 'Original barrel',
    installedOn: null,
    removedOn: null,
    length: firearm.barrelLength,
    twist: firearm.twist,
    startingRounds: firearm.roundCount,
    cbtoToLands: firearm.cbtoToLands ?? null,
    cbtoMeasuredOn: firearm.cbtoMeasuredOn ?? null,
    cleaningInterval: null,
    cleanings: [] as CleaningLike[],
  };
}

const byInstalled = <B extends BarrelLike>(a: B, b: B) =>
  a.installedOn === b.installedOn
    ? 0
    : a.installedOn === null
      ? -1
      : b.installedOn === null
        ? 1
        : a.installedOn < b.installedOn
          ? -1
          : 1;

/** The barrels in the order they were installed (the first, installed with the firearm, first). */
export function inInstallOrder<B extends BarrelLike>(barrels: readonly B[]): B[] {
  return [...barrels].sort(byInstalled);
}

/** Each barrel with the days it counts sessions for, in install order; spans never overlap. */
export function barrelSpans<B extends BarrelLike>(barrels: readonly B[]): { barrel: B; span: Span }[] {
  const ordered = inInstallOrder(barrels);
  return ordered.map((barrel, index) => {
    const next = ordered[index + 1]?.installedOn ?? null;
    const removed = barrel.removedOn;
    const until = removed === null ? next : next === null || removed < next ? removed : next;
    // A barrel installed after it was removed (or the day the next one went on) counts no day.
    const from = barrel.installedOn;
    return { barrel, span: from !== null && until !== null && until < from ? { from, until: from } : { from, until } };
  });
}

/** The barrel on the firearm now: the last installed that is not removed; null when every one is. */
export function currentBarrel<B extends BarrelLike>(barrels: readonly B[]): B | null {
  return inInstallOrder(barrels).findLast((barrel) => barrel.removedOn === null) ?? null;
}

/** Whether a session's day falls in a span. */
export function inSpan(date: string, span: Span): boolean {
  return (span.from === null || date >= span.from) && (span.until === null || date < span.until);
}

/** The barrel a session of `date` was fired through (the one installed on that day), or null when none was on. */
export function barrelOnDate<B extends BarrelLike>(barrels: readonly B[], date: string): B | null {
  return barrelSpans(barrels).find(({ span }) => inSpan(date, span))?.barrel ?? null;
}

/** A session as the rounds need it. */
export type SessionShots = { date: string; selectedFirearm: { id: string }; shots: readonly unknown[] };

/** The shots of the firearm's sessions dated in the span. */
export function shotsInSpan(firearmId: string, span: Span, sessions: readonly SessionShots[]): number {
  let shots = 0;
  for (const session of sessions) {
    if (session.selectedFirearm.id === firearmId && inSpan(session.date, span)) shots += session.shots.length;
  }
  return shots;
}

/**
 * Each barrel's rounds (by its position in `barrels`): the rounds it came with plus the shots its span
 * holds, `shotsIn(span)` giving the shots of the firearm's sessions in a span (from the sessions, or the
 * server's sums plus the live active sessions).
 */
export function barrelRounds<B extends BarrelLike>(
  barrels: readonly B[],
  shotsIn: (span: Span) => number,
): { barrel: B; span: Span; rounds: number }[] {
  return barrelSpans(barrels).map(({ barrel, span }) => ({
    barrel,
    span,
    rounds: barrel.startingRounds + shotsIn(span),
  }));
}

/** One cleaning as the due date needs it: its day and the barrel's rounds when it was cleaned. */
export type CleaningLike = { date: string; roundsAt: number };

/** The latest cleaning: its day, and the barrel's rounds then (null for the firearm's own date, which never had them). */
export type LatestCleaning = { date: string; roundsAt: number | null };

/**
 * The barrel's latest cleaning: its log's latest event (the one recorded last on the same day), or the
 * firearm's own "last cleaned" date when that is later (a date typed on the firearm, as before the log
 * existed); null when neither is known.
 */
export function latestCleaning(
  cleanings: readonly CleaningLike[],
  firearmLastCleaned: string | null,
): LatestCleaning | null {
  let latest: CleaningLike | null = null;
  for (const cleaning of cleanings) if (latest === null || cleaning.date >= latest.date) latest = cleaning;
  if (firearmLastCleaned !== null && (latest === null || firearmLastCleaned > latest.date)) {
    return { date: firearmLastCleaned, roundsAt: null };
  }
  return latest;
}

/** The day after `date` (YYYY-MM-DD): sessions shot after a day are those from the next one on. */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Where a barrel stands against its cleaning interval. */
export type CleaningDue = {
  /** Rounds through the barrel since its latest cleaning (all its rounds when never cleaned). */
  sinceCleaned: number;
  /** The barrel's round count at which the next cleaning is due; null without an interval or when not knowable. */
  dueAt: number | null;
  /** Rounds left before it is due (0 or fewer: due); null without an interval. */
  remaining: number | null;
  due: boolean;
};

/**
 * Cleaning due: with an interval of `interval` rounds, the barrel is due once the rounds since its
 * latest cleaning reach it (a cleaning at 200 rounds with an interval of 150 is due at 350). Since a
 * cleaning with its round count, that is the barrel's rounds less it; since a date only (the
 * firearm's "last cleaned"), `shotsAfterDate`, the shots of sessions dated after it; never cleaned,
 * all its rounds.
 */
export function cleaningDue(
  barrelRoundsNow: number,
  interval: number | null,
  latest: LatestCleaning | null,
  shotsAfterDate: number | null,
): CleaningDue {
  const sinceCleaned =
    latest === null
      ? barrelRoundsNow
      : latest.roundsAt !== null
        ? Math.max(0, barrelRoundsNow - latest.roundsAt)
        : (shotsAfterDate ?? 0);
  if (interval === null) return { sinceCleaned, dueAt: null, remaining: null, due: false };
  // At the cleaning's count plus the interval, even where that count is above what the sessions give
  // (a barrel whose earlier rounds were never recorded): cleaned at 200, every 150, due at 350.
  const dueAt =
    latest !== null && latest.roundsAt !== null
      ? latest.roundsAt + interval
      : barrelRoundsNow + interval - sinceCleaned;
  const remaining = dueAt - barrelRoundsNow;
  return { sinceCleaned, dueAt, remaining, due: remaining <= 0 };
}

/**
 * The CBTO to the lands for a session on `date` (or now, without a date): the barrel's then on it when
 * the firearm has barrels recorded, the firearm's own otherwise (firearms saved before barrels existed).
 */
export function landsOf(
  firearm: { cbtoToLands?: number | null; cbtoMeasuredOn?: string | null },
  barrels: readonly (BarrelLike & { cbtoToLands: number | null; cbtoMeasuredOn: string | null })[],
  date?: string,
): { cbtoToLands: number | null; cbtoMeasuredOn: string | null } {
  if (barrels.length === 0) {
    return { cbtoToLands: firearm.cbtoToLands ?? null, cbtoMeasuredOn: firearm.cbtoMeasuredOn ?? null };
  }
  const barrel = date === undefined ? currentBarrel(barrels) : barrelOnDate(barrels, date);
  return { cbtoToLands: barrel?.cbtoToLands ?? null, cbtoMeasuredOn: barrel?.cbtoMeasuredOn ?? null };
}

/** A barrel as the firearm's figures need it (a stored one, or the implicit one). */
export type PlannedBarrel = BarrelLike & { cleaningInterval: number | null; cleanings: readonly CleaningLike[] };

/** What a firearm's barrel figures count: each barrel's span, and the days after a date-only latest cleaning. */
export type BarrelPlan<B extends PlannedBarrel> = {
  /** Its barrels in install order, each with its span (the implicit barrel when none is recorded). */
  barrels: { barrel: B; span: Span }[];
  current: B | null;
  currentSpan: Span | null;
  latest: LatestCleaning | null;
  /** The current barrel's days after its latest cleaning when that has no round count (a date typed on the firearm). */
  afterCleaning: Span | null;
};

/**
 * A firearm's barrels as its figures count them: `recorded` its barrel documents, or its implicit barrel
 * when it has none. The firearm's own "last cleaned" counts for the current barrel only when the barrel
 * was on by then.
 */
export function barrelPlan<B extends PlannedBarrel>(
  firearm: { lastCleaned: string | null },
  barrels: readonly B[],
): BarrelPlan<B> {
  const spans = barrelSpans(barrels);
  const current = currentBarrel(barrels);
  const currentSpan = spans.find(({ barrel }) => barrel === current)?.span ?? null;
  const lastCleaned =
    current &&
    firearm.lastCleaned !== null &&
    (current.installedOn === null || firearm.lastCleaned >= current.installedOn)
      ? firearm.lastCleaned
      : null;
  const latest = current ? latestCleaning(current.cleanings, lastCleaned) : null;
  let afterCleaning: Span | null = null;
  if (latest && latest.roundsAt === null && currentSpan) {
    const next = dayAfter(latest.date);
    afterCleaning = {
      from: currentSpan.from !== null && currentSpan.from > next ? currentSpan.from : next,
      until: currentSpan.until,
    };
  }
  return { barrels: spans, current, currentSpan, latest, afterCleaning };
}

/** Where a barrel stands against its cleaning interval, in words: "Cleaning due (20 rounds over)", "Next cleaning at 350 rounds (50 to go)". */
export function cleaningDueText(due: CleaningDue | null | undefined, units: DisplayUnits): string | null {
  if (!due || due.remaining === null || due.dueAt === null) return null;
  if (due.due) {
    const over = -due.remaining;
    return over > 0
      ? `Cleaning due (${units.number(over, 0)} ${over === 1 ? 'round' : 'rounds'} over)`
      : 'Cleaning due';
  }
  return `Next cleaning at ${units.number(due.dueAt, 0)} rounds (${units.number(due.remaining, 0)} to go)`;
}
