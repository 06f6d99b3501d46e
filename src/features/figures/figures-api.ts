import {
  count,
  getAggregateFromServer,
  getCountFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  sum,
  type QuerySnapshot,
  waitForPendingWrites,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { Span } from '@/domain/barrels';
import { betterGroup, storedBestGroup, type BestGroup, type CompletedRounds, type LoadRollup } from '@/domain/rollups';
import type { SumsPart } from '@/domain/sums';
import { type SessionSummary } from '@/features/sessions/schema';
import { summariesCollection } from '@/features/sessions/session-docs-api';
import { readLeniently, splitUnreadable, type UnreadableDoc } from '@/lib/firestore/converter';

/*
 * Figures the server works out over the summaries (counts, sums, the smallest stored figures), never
 * reading the shots: the dashboard's, the loads' and the firearms' figures, and the ladder's sums.
 */

/** The user's summaries shot between two days (YYYY-MM-DD, both included). */
export function summariesShotBetweenQuery(db: Firestore, userId: string, first: string, last: string) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('date', '>=', first),
    where('date', '<=', last),
  );
}

/**
 * The user's completed session with the smallest stored `figure`: its group's mean radius (stored only
 * for a group of enough shots to rank by it), its group's spread, or its closest shot (sessions without
 * one hold null, which a range filter leaves out).
 */
export function smallestFigureQuery(
  db: Firestore,
  userId: string,
  figure: 'groupMeanRadius' | 'groupSpread' | 'bestGroup',
  loadId?: string,
) {
  const field = `statistics.${figure}`;
  const mine = [where('userId', '==', userId)];
  if (loadId) mine.push(where('selectedAmmunition.loadDevelopmentId', '==', loadId));
  return query(summariesCollection(db), ...mine, where(field, '>=', 0), orderBy(field), limit(1));
}

/** The summaries of the user's completed sessions fired with one handload. */
export function completedLoadSummariesQuery(db: Firestore, userId: string, loadId: string) {
  return query(
    summariesCollection(db),
    where('userId', '==', userId),
    where('selectedAmmunition.loadDevelopmentId', '==', loadId),
    where('status', '==', 'completed'),
  );
}

/** The summary of the user's completed session fired with one handload most lately. */
export function newestLoadSummaryQuery(db: Firestore, userId: string, loadId: string) {
  return query(completedLoadSummariesQuery(db, userId, loadId), orderBy('date', 'desc'), limit(1));
}

/** Every summary of the user's sessions, in no order: what the server sums. */
export function summariesQuery(db: Firestore, userId: string) {
  return query(summariesCollection(db), where('userId', '==', userId));
}

/** The summaries of the user's sessions fired with one firearm. */
export function firearmSummariesQuery(db: Firestore, userId: string, firearmId: string) {
  return query(summariesCollection(db), where('userId', '==', userId), where('selectedFirearm.id', '==', firearmId));
}

/** The summaries of the user's sessions fired with one firearm and shot after `day` (YYYY-MM-DD). */
export function firearmSummariesShotAfterQuery(db: Firestore, userId: string, firearmId: string, day: string) {
  return query(firearmSummariesQuery(db, userId, firearmId), where('date', '>', day));
}

/** The summaries of the user's sessions fired with one firearm on the days of a span (`from` included, `until` not). */
export function firearmSummariesInSpanQuery(db: Firestore, userId: string, firearmId: string, span: Span) {
  const days = [];
  if (span.from !== null) days.push(where('date', '>=', span.from));
  if (span.until !== null) days.push(where('date', '<', span.until));
  return query(firearmSummariesQuery(db, userId, firearmId), ...days);
}

/** Shots of one firearm's sessions on the days of one span: what a barrel's rounds are counted from. */
export type SpanAsk = { firearmId: string; span: Span };

/**
 * The shots of each firearm's completed sessions on the days of its span (the summaries' stored
 * totals, summed by the server: one read a span); an active session's summary counts none yet.
 * Rejects when the server cannot be reached.
 */
export async function completedShotsInSpans(
  db: Firestore,
  userId: string,
  asks: readonly SpanAsk[],
): Promise<number[]> {
  await waitForPendingWrites(db);
  return Promise.all(
    asks.map(async ({ firearmId, span }) => {
      const summed = await getAggregateFromServer(firearmSummariesInSpanQuery(db, userId, firearmId, span), {
        shots: sum('statistics.totalShots'),
      });
      return summed.data().shots;
    }),
  );
}

/**
 * The best of the smallest stored mean radius, group and closest shot (rollups.betterGroup), from their
 * documents: a group ranked by mean radius comes first, so the smallest spread counts only where none is.
 */
function bestOfSmallest(...snapshots: QuerySnapshot<SessionSummary | UnreadableDoc>[]): BestGroup | null {
  const smallest = snapshots.flatMap((snapshot) => snapshot.docs.map((item) => item.data()));
  return splitUnreadable(smallest).records.reduce<BestGroup | null>(
    (best, summary) => betterGroup(best, storedBestGroup(summary)),
    null,
  );
}

/**
 * Each load's roll-up (rollups.LoadRollup) from its completed sessions' summaries, answered by the
 * server: a count, the newest and the three smallest stored figures, five reads a load however many
 * sessions it has. Rejects when the server cannot be reached.
 */
export async function loadRollupsFromServer(
  db: Firestore,
  userId: string,
  loadIds: readonly string[],
): Promise<Map<string, LoadRollup>> {
  await waitForPendingWrites(db);
  const rollups = await Promise.all(
    loadIds.map(async (loadId): Promise<[string, LoadRollup]> => {
      const [count, newest, ranked, group, closest] = await Promise.all([
        getCountFromServer(completedLoadSummariesQuery(db, userId, loadId)),
        getDocsFromServer(readLeniently(newestLoadSummaryQuery(db, userId, loadId))),
        getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'groupMeanRadius', loadId))),
        getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'groupSpread', loadId))),
        getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'bestGroup', loadId))),
      ]);
      const last = splitUnreadable(newest.docs.map((item) => item.data())).records[0];
      return [
        loadId,
        {
          sessions: count.data().count,
          bestGroup: bestOfSmallest(ranked, group, closest),
          lastTested: last?.date ?? null,
        },
      ];
    }),
  );
  return new Map(rollups);
}

/** The summary of the user's completed session fired with one handload with the lowest (or highest) counted velocity. */
export function extremeVelocityQuery(db: Firestore, userId: string, loadId: string, end: 'lowest' | 'highest') {
  const field = end === 'lowest' ? 'statistics.minVelocity' : 'statistics.maxVelocity';
  return query(
    completedLoadSummariesQuery(db, userId, loadId),
    where(field, '>=', 0),
    orderBy(field, end === 'lowest' ? 'asc' : 'desc'),
    limit(1),
  );
}

/**
 * What a load's completed sessions add to its charge ladder, summed by the server over their
 * summaries' stored shot sums (domain/sums.ts): how many sessions, their shots, and one part pooling
 * all their counted shots.
 */
export type CompletedLoadSums = { sessions: number; shots: number; sums: SumsPart };

/**
 * A recipe's loads' CompletedLoadSums: two sums and the two extreme velocities a load, however many
 * sessions it has (every completed session's summary holds its shot sums: the rules refuse one
 * without). Rejects when the server cannot be reached.
 */
export async function completedLoadSumsFromServer(
  db: Firestore,
  userId: string,
  loadIds: readonly string[],
): Promise<Map<string, CompletedLoadSums>> {
  await waitForPendingWrites(db);
  const velocity = (end: 'lowest' | 'highest', snapshot: QuerySnapshot<SessionSummary | UnreadableDoc>) => {
    const summary = splitUnreadable(snapshot.docs.map((item) => item.data())).records[0];
    return (end === 'lowest' ? summary?.statistics.minVelocity : summary?.statistics.maxVelocity) ?? null;
  };
  const byLoad = await Promise.all(
    loadIds.map(async (loadId): Promise<[string, CompletedLoadSums]> => {
      const summed = completedLoadSummariesQuery(db, userId, loadId);
      const [velocities, placed, lowest, highest] = await Promise.all([
        getAggregateFromServer(summed, {
          sessions: count(),
          shots: sum('statistics.totalShots'),
          velocityCount: sum('statistics.velocityCount'),
          velocitySum: sum('statistics.velocitySum'),
          velocitySquares: sum('statistics.velocitySquares'),
        }),
        getAggregateFromServer(summed, {
          placedShots: sum('statistics.placedShots'),
          placedSumX: sum('statistics.placedSumX'),
          placedSumY: sum('statistics.placedSumY'),
        }),
        getDocsFromServer(readLeniently(extremeVelocityQuery(db, userId, loadId, 'lowest'))),
        getDocsFromServer(readLeniently(extremeVelocityQuery(db, userId, loadId, 'highest'))),
      ]);
      const { sessions, shots, ...counted } = velocities.data();
      return [
        loadId,
        {
          sessions,
          shots,
          sums: {
            ...counted,
            ...placed.data(),
            minVelocity: velocity('lowest', lowest),
            maxVelocity: velocity('highest', highest),
          },
        },
      ];
    }),
  );
  return new Map(byLoad);
}

/**
 * The shots of each firearm's completed sessions (the summaries' totals, summed by the server); an
 * active session's summary counts none yet. Rejects when the server cannot be reached.
 */
export async function completedRoundsByFirearm(
  db: Firestore,
  userId: string,
  firearmIds: readonly string[],
): Promise<Map<string, number>> {
  await waitForPendingWrites(db);
  const sums = await Promise.all(
    firearmIds.map(async (firearmId): Promise<[string, number]> => {
      const summed = await getAggregateFromServer(firearmSummariesQuery(db, userId, firearmId), {
        shots: sum('statistics.totalShots'),
      });
      return [firearmId, summed.data().shots];
    }),
  );
  return new Map(sums);
}

/**
 * One firearm's shots in its completed sessions (the summaries' totals, summed by the server), all of
 * them and those shot after its last cleaning; an active session's summary counts none yet. Rejects
 * when the server cannot be reached.
 */
export async function firearmCompletedRounds(
  db: Firestore,
  userId: string,
  firearm: { id: string; lastCleaned: string | null },
): Promise<CompletedRounds> {
  await waitForPendingWrites(db);
  const shots = { shots: sum('statistics.totalShots') };
  const [all, sinceCleaned] = await Promise.all([
    getAggregateFromServer(firearmSummariesQuery(db, userId, firearm.id), shots),
    firearm.lastCleaned === null
      ? null
      : getAggregateFromServer(firearmSummariesShotAfterQuery(db, userId, firearm.id, firearm.lastCleaned), shots),
  ]);
  const logged = all.data().shots;
  return { logged, sinceCleaned: sinceCleaned === null ? logged : sinceCleaned.data().shots };
}

/**
 * Every shot of the user's completed sessions: their summaries' stored totals, summed by the server (an
 * active session's summary counts none yet). Rejects when the server cannot be reached.
 */
export async function completedRoundsOfUser(db: Firestore, userId: string): Promise<number> {
  const summed = await getAggregateFromServer(summariesQuery(db, userId), { shots: sum('statistics.totalShots') });
  return summed.data().shots;
}

/** What the server works out over the user's summaries (never the shots): what the dashboard shows. */
export type SummaryFigures = {
  /** Sessions shot between the two days asked, active ones too. */
  sessionsShot: number;
  /** Every shot of the completed sessions (an active session's summary counts none yet). */
  roundsCompleted: number;
  /** The best group of the completed sessions (rollups.betterGroup). */
  bestGroup: BestGroup | null;
};

/**
 * The dashboard's figures over years of sessions for a handful of reads: a count, a sum and the three
 * smallest stored figures, all answered by the server (it rejects when the server cannot be reached).
 * Asked once this device's writes have reached the server, so that they count (offline with writes
 * waiting, it waits).
 */
export async function summaryFigures(
  db: Firestore,
  userId: string,
  shotBetween: { first: string; last: string },
): Promise<SummaryFigures> {
  await waitForPendingWrites(db);
  const [shot, roundsCompleted, ranked, group, closest] = await Promise.all([
    getCountFromServer(summariesShotBetweenQuery(db, userId, shotBetween.first, shotBetween.last)),
    completedRoundsOfUser(db, userId),
    getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'groupMeanRadius'))),
    getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'groupSpread'))),
    getDocsFromServer(readLeniently(smallestFigureQuery(db, userId, 'bestGroup'))),
  ]);
  return {
    sessionsShot: shot.data().count,
    roundsCompleted,
    bestGroup: bestOfSmallest(ranked, group, closest),
  };
}
