import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { shotsInSpan } from '@/domain/barrels';
import {
  betterGroup,
  firearmRounds,
  firearmRoundsWithCompleted,
  firstDayOfLast,
  roundsLogged,
  userBestGroup,
  type BestGroup,
  type CompletedRounds,
  type FirearmRounds,
  type LoadRollup,
} from '@/domain/rollups';
import {
  completedLoadSumsFromServer,
  completedRoundsByFirearm,
  completedShotsInSpans,
  firearmCompletedRounds,
  loadRollupsFromServer,
  summaryFigures,
  type CompletedLoadSums,
  type SpanAsk,
  type SummaryFigures,
} from '@/features/figures/figures-api';
import { useActiveSessions } from '@/features/sessions/hooks';
import type { ShootingSession } from '@/features/sessions/schema';
import { db } from '@/lib/firebase';
import { type LiveState } from '@/lib/firestore/live';
import { nextTask } from '@/lib/next-task';
import { KEPT, pageStartedAt } from '@/lib/query-client';
import { useOnlineStatus } from '@/lib/use-online-status';

// Its schemas are built in a task of their own (lib/next-task.ts).
await nextTask();

/*
 * The figures the server works out (figures-api.ts), with the last ones this device had until they
 * come: the dashboard's, the loads' and the firearms'.
 */

/** Figures worked out by the server, or the last ones this device had (with their time) until then. */
export type ServerFigures<T> = { value: T; fresh: boolean; asOf: Date } | null;

/** Ids as one stable string: what the server figures below are asked again for when it changes. */
const idsKey = (ids: readonly string[]) => [...ids].sort().join(',');

/**
 * What the server answers `ask` for `question` (a query in the app's cache, queryKey by value, so a
 * new object asking the same thing asks nothing again), kept on the device; asked again on a page's
 * mount, after a failure and when the network returns; idle while `question` is null. `fresh` once
 * answered on this page and online; else the last answer this device had, for this question or,
 * failing that, for another of the same `scope` (by record id, all of them merged, when `byId`:
 * screens ask for different records); null when it never had one, or what it had no longer reads as
 * `schema` says (an older app's shape).
 */
function useServerFigures<Q, T>(
  what: string,
  userId: string,
  scope: string,
  question: Q | null,
  ask: (question: Q) => Promise<T>,
  schema: z.ZodType<T>,
  byId = false,
): ServerFigures<T> {
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const scopeKey = [KEPT, what, userId, scope] as const;
  const query = useQuery({
    queryKey: [...scopeKey, question],
    queryFn: () => ask(question as Q),
    enabled: question !== null,
  });
  const own =
    query.data !== undefined && question !== null ? { value: query.data as unknown, at: query.dataUpdatedAt } : null;
  const kept = own ?? lastAnswer(queryClient, scopeKey, byId);
  const parsed = kept && schema.safeParse(kept.value);
  if (!kept || !parsed?.success) return null;
  return { value: parsed.data, fresh: online && own !== null && own.at >= pageStartedAt, asOf: new Date(kept.at) };
}

/** The newest answer kept under `scopeKey`, or (`byId`) every answer merged by record id, newest last. */
export function lastAnswer(
  queryClient: QueryClient,
  scopeKey: readonly unknown[],
  byId: boolean,
): { value: unknown; at: number } | null {
  const answered = queryClient
    .getQueryCache()
    .findAll({ queryKey: scopeKey })
    .filter((kept) => kept.state.data !== undefined)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  const newest = answered.at(-1);
  if (!newest) return null;
  const value = byId
    ? Object.assign({}, ...answered.map((kept) => kept.state.data as Record<string, unknown>))
    : newest.state.data;
  return { value, at: newest.state.dataUpdatedAt };
}

/** The active sessions' ids, as a key (null while they load): a session starting or ending changes it. */
function useActiveKey(active: LiveState<ShootingSession[]>): string | null {
  return active.data ? idsKey(active.data.map((session) => session.id)) : null;
}

/** The dashboard's figures: sessions shot lately, rounds fired, and the best group. */
export type DashboardFigures = { sessionsShot: number; roundsFired: number; bestGroup: BestGroup | null };

const bestGroupSchema = z
  .object({
    inches: z.number(),
    kind: z.enum(['group', 'shot']),
    targetDistance: z.number().nullable(),
    meanRadius: z.number().optional(),
    shots: z.number().optional(),
  })
  .nullable();
const summaryFiguresSchema: z.ZodType<SummaryFigures> = z.object({
  sessionsShot: z.number(),
  roundsCompleted: z.number(),
  bestGroup: bestGroupSchema,
});
const loadRollupsSchema: z.ZodType<Record<string, LoadRollup>> = z.record(
  z.string(),
  z.object({ sessions: z.number(), bestGroup: bestGroupSchema, lastTested: z.string().nullable() }),
);
const completedRoundsSchema: z.ZodType<Record<string, number>> = z.record(z.string(), z.number());

/**
 * The dashboard's figures: the server's count, sum and smallest stored figures over the summaries
 * (summaryFigures), plus the live active sessions; asked again whenever a session starts or ends.
 */
export function useDashboardFigures(
  userId: string,
  recentDays: number,
  today: string,
): ServerFigures<DashboardFigures> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const first = firstDayOfLast(recentDays, today);
  const fromServer = useServerFigures(
    'dashboard',
    userId,
    'all',
    activeKey === null ? null : { first, today, activeKey },
    (asked) => summaryFigures(db, userId, { first: asked.first, last: asked.today }),
    summaryFiguresSchema,
  );
  return useMemo(
    () =>
      fromServer && active.data
        ? {
            ...fromServer,
            value: {
              sessionsShot: fromServer.value.sessionsShot,
              roundsFired: fromServer.value.roundsCompleted + roundsLogged(active.data),
              bestGroup: betterGroup(fromServer.value.bestGroup, userBestGroup(active.data)),
            },
          }
        : null,
    [fromServer, active.data],
  );
}

/**
 * These loads' roll-ups from the server (loadRollupsFromServer: a few reads a load, never the
 * sessions), asked again when a session starts or ends.
 */
export function useLoadRollupsFromServer(
  userId: string,
  loadIds: readonly string[] | undefined,
): ServerFigures<Record<string, LoadRollup>> {
  const activeKey = useActiveKey(useActiveSessions(userId));
  return useServerFigures(
    'loadRollups',
    userId,
    'byId',
    loadIds && activeKey !== null ? { loadIds: [...loadIds].sort(), activeKey } : null,
    async (asked) => Object.fromEntries(await loadRollupsFromServer(db, userId, asked.loadIds)),
    loadRollupsSchema,
    true,
  );
}

const nullableVelocity = z.number().nullable();
const completedLoadSumsSchema: z.ZodType<Record<string, CompletedLoadSums>> = z.record(
  z.string(),
  z.object({
    sessions: z.number(),
    shots: z.number(),
    sums: z.object({
      velocityCount: z.number(),
      velocitySum: z.number(),
      velocitySquares: z.number(),
      minVelocity: nullableVelocity,
      maxVelocity: nullableVelocity,
      placedShots: z.number(),
      placedSumX: z.number(),
      placedSumY: z.number(),
    }),
  }),
);

/**
 * What these loads' completed sessions add to the charge ladder, summed by the server
 * (completedLoadSumsFromServer: a few reads a load, never the sessions), asked again when a session
 * starts or ends; the last sums this device had until then.
 */
export function useCompletedLoadSumsFromServer(
  userId: string,
  loadIds: readonly string[] | null,
): ServerFigures<Record<string, CompletedLoadSums>> {
  const activeKey = useActiveKey(useActiveSessions(userId));
  return useServerFigures(
    'completedLoadSums',
    userId,
    'byId',
    loadIds && activeKey !== null ? { loadIds: [...loadIds].sort(), activeKey } : null,
    async (asked) => Object.fromEntries(await completedLoadSumsFromServer(db, userId, asked.loadIds)),
    completedLoadSumsSchema,
    true,
  );
}

/**
 * These firearms' rounds: entered before Rangebook, plus the shots of their completed sessions
 * (summed by the server) and of the active ones (live).
 */
export function useFirearmTotalsFromServer(
  userId: string,
  firearms: readonly { id: string; roundCount: number; lastCleaned: string | null }[] | undefined,
): ServerFigures<Record<string, { total: number }>> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const completed = useServerFigures(
    'firearmCompletedRounds',
    userId,
    'byId',
    firearms && activeKey !== null ? { firearmIds: firearms.map((firearm) => firearm.id).sort(), activeKey } : null,
    async (asked) => Object.fromEntries(await completedRoundsByFirearm(db, userId, asked.firearmIds)),
    completedRoundsSchema,
    true,
  );
  return useMemo(() => {
    if (!completed || !firearms || !active.data) return null;
    const sessions = active.data;
    // The rounds entered plus the active sessions' shots (rollups.firearmRounds), then the completed ones'.
    const totals = Object.fromEntries(
      firearms.map((firearm) => [
        firearm.id,
        { total: firearmRounds(firearm, sessions).total + (completed.value[firearm.id] ?? 0) },
      ]),
    );
    return { ...completed, value: totals };
  }, [completed, firearms, active.data]);
}

const firearmCompletedRoundsSchema: z.ZodType<CompletedRounds> = z.object({
  logged: z.number(),
  sinceCleaned: z.number(),
});

/**
 * One firearm's rounds (rollups.firearmRoundsWithCompleted): its completed sessions' totals summed by
 * the server (firearmCompletedRounds, two reads however many sessions it has), plus its active
 * sessions (live); asked again when a session starts or ends or its last cleaning changes.
 */
export function useFirearmRoundsFromServer(
  userId: string,
  firearm: { id: string; roundCount: number; lastCleaned: string | null },
): ServerFigures<FirearmRounds> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const completed = useServerFigures(
    'firearmRounds',
    userId,
    `${firearm.id} ${firearm.lastCleaned ?? ''}`,
    activeKey === null ? null : { lastCleaned: firearm.lastCleaned, activeKey },
    (asked) => firearmCompletedRounds(db, userId, { id: firearm.id, lastCleaned: asked.lastCleaned }),
    firearmCompletedRoundsSchema,
  );
  return useMemo(
    () =>
      completed && active.data
        ? { ...completed, value: firearmRoundsWithCompleted(firearm, completed.value, active.data) }
        : null,
    [completed, firearm, active.data],
  );
}

const shotsInSpansSchema: z.ZodType<number[]> = z.array(z.number());

/**
 * The shots of firearms' sessions on the days of each span asked (a barrel's, or the days after its
 * last cleaning): their completed sessions' totals summed by the server (completedShotsInSpans, one
 * read a span), plus their active sessions (live); asked again when a session starts or ends or the
 * spans change. `scope` names the screen's question (its answers are kept apart from another's).
 */
export function useShotsInSpans(
  userId: string,
  scope: string,
  asks: readonly SpanAsk[] | null,
): ServerFigures<number[]> {
  const active = useActiveSessions(userId);
  const activeKey = useActiveKey(active);
  const completed = useServerFigures(
    'shotsInSpans',
    userId,
    `${scope} ${JSON.stringify(asks)}`,
    asks && activeKey !== null ? { asks, activeKey } : null,
    (asked) => completedShotsInSpans(db, userId, asked.asks),
    shotsInSpansSchema,
  );
  return useMemo(() => {
    if (!completed || !asks || !active.data || completed.value.length !== asks.length) return null;
    const sessions = active.data;
    const value = asks.map(
      ({ firearmId, span }, index) => (completed.value[index] ?? 0) + shotsInSpan(firearmId, span, sessions),
    );
    return { ...completed, value };
  }, [completed, asks, active.data]);
}
