import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  betterGroup,
  firearmRounds,
  firearmRoundsWithCompleted,
  firstDayOfLast,
  roundsLogged,
  userBestGroup,
  type BestGroup,
  type FirearmRounds,
  type LoadRollup,
} from '@/domain/rollups';
import {
  completedLoadSumsFromServer,
  completedRoundsByFirearm,
  firearmCompletedRounds,
  loadRollupsFromServer,
  summaryFigures,
  type CompletedLoadSums,
} from '@/features/figures/figures-api';
import { useActiveSessions } from '@/features/sessions/hooks';
import type { ShootingSession } from '@/features/sessions/schema';
import { db } from '@/lib/firebase';
import { type LiveState } from '@/lib/firestore/live';
import { lastKnown, rememberLastKnown } from '@/lib/last-known';
import { useOnlineStatus } from '@/lib/use-online-status';

/*
 * The figures the server works out (figures-api.ts), with the last ones this device had until they
 * come: the dashboard's, the loads' and the firearms'.
 */

/** Figures worked out by the server, or the last ones this device had (with their time) until then. */
export type ServerFigures<T> = { value: T; fresh: boolean; asOf: Date } | null;

/**
 * `fresh` when there are fresh figures (and remembered for next time, per user, as `name`; by record
 * id, over what was remembered before, when `byId`: screens ask for different records); else the
 * last ones remembered, marked not fresh; null when this device never had any.
 */
function useLastKnown<T>(
  userId: string,
  name: string,
  schema: z.ZodType<T>,
  fresh: T | null,
  byId = false,
): ServerFigures<T> {
  useEffect(() => {
    if (fresh === null) return;
    const before = byId ? lastKnown(userId, name, schema)?.value : undefined;
    rememberLastKnown(userId, name, before ? { ...before, ...fresh } : fresh);
  }, [userId, name, schema, fresh, byId]);
  if (fresh !== null) return { value: fresh, fresh: true, asOf: new Date() };
  // The last fresh figures, of this visit or an earlier one (written by the effect above).
  const remembered = lastKnown(userId, name, schema);
  return remembered ? { value: remembered.value, fresh: false, asOf: remembered.asOf } : null;
}

/** Ids as one stable string: what the server figures below are asked again for when it changes. */
const idsKey = (ids: readonly string[]) => [...ids].sort().join(',');

/**
 * What the server answers `ask` for `question`, asked again whenever the question changes (by value),
 * when the device comes back online, and after a failure; null until it answers, while it cannot be
 * reached, and while `question` is null.
 */
function useServerAnswer<Q, T>(question: Q | null, ask: (question: Q) => Promise<T>, what: string): T | null {
  const online = useOnlineStatus();
  // The question by value: a new object asking the same thing asks nothing again.
  const key = question === null ? null : JSON.stringify(question);
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null || !online) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Just back online, the first ask can fail before the connection is up: asked again, 1 s, 2 s, … 30 s apart.
    const askOnce = (delay: number) =>
      ask(JSON.parse(key) as Q).then(
        (value) => {
          if (!cancelled) setAnswer({ key, value });
        },
        (error: unknown) => {
          console.warn(`Could not get ${what} from the server; asking again in ${delay / 1000} s`, error);
          if (!cancelled) retry = setTimeout(() => void askOnce(Math.min(delay * 2, 30_000)), delay);
        },
      );
    void askOnce(1_000);
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
    // `ask` is a module-level function chosen by the caller: the key holds all it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, what, online]);
  return answer && answer.key === key && online ? answer.value : null;
}

/** The active sessions' ids, as a key (null while they load): a session starting or ending changes it. */
function useActiveKey(active: LiveState<ShootingSession[]>): string | null {
  return active.data ? idsKey(active.data.map((session) => session.id)) : null;
}

/** The dashboard's figures: sessions shot lately, rounds fired, and the best group. */
export type DashboardFigures = { sessionsShot: number; roundsFired: number; bestGroup: BestGroup | null };

const bestGroupSchema = z
  .object({ inches: z.number(), kind: z.enum(['group', 'shot']), targetDistance: z.number().nullable() })
  .nullable();
const dashboardFiguresSchema: z.ZodType<DashboardFigures> = z.object({
  sessionsShot: z.number(),
  roundsFired: z.number(),
  bestGroup: bestGroupSchema,
});
const loadRollupsSchema: z.ZodType<Record<string, LoadRollup>> = z.record(
  z.string(),
  z.object({ sessions: z.number(), bestGroup: bestGroupSchema, lastTested: z.string().nullable() }),
);
const firearmTotalsSchema: z.ZodType<Record<string, { total: number }>> = z.record(
  z.string(),
  z.object({ total: z.number() }),
);

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
  const fromServer = useServerAnswer(
    activeKey === null ? null : { userId, first, today, activeKey },
    (asked) => summaryFigures(db, asked.userId, { first: asked.first, last: asked.today }),
    'the dashboard figures',
  );
  const fresh = useMemo(
    () =>
      fromServer && active.data
        ? {
            sessionsShot: fromServer.sessionsShot,
            roundsFired: fromServer.roundsCompleted + roundsLogged(active.data),
            bestGroup: betterGroup(fromServer.bestGroup, userBestGroup(active.data)),
          }
        : null,
    [fromServer, active.data],
  );
  return useLastKnown(userId, 'dashboard', dashboardFiguresSchema, fresh);
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
  const fromServer = useServerAnswer(
    loadIds && activeKey !== null ? { userId, loadIds: [...loadIds].sort(), activeKey } : null,
    async (asked) => Object.fromEntries(await loadRollupsFromServer(db, asked.userId, asked.loadIds)),
    "the loads' figures",
  );
  return useLastKnown(userId, 'loadRollups', loadRollupsSchema, fromServer, true);
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
 * starts or ends; the last sums this device had until then. `lacking`, from the server only (null
 * until it answers): how many of their completed sessions the sums leave out, lacking them.
 */
export function useCompletedLoadSumsFromServer(
  userId: string,
  loadIds: readonly string[] | null,
): { sums: ServerFigures<Record<string, CompletedLoadSums>>; lacking: number | null } {
  const activeKey = useActiveKey(useActiveSessions(userId));
  const fromServer = useServerAnswer(
    loadIds && activeKey !== null ? { userId, loadIds: [...loadIds].sort(), activeKey } : null,
    async (asked) => {
      const { byLoad, lacking } = await completedLoadSumsFromServer(db, asked.userId, asked.loadIds);
      return { byLoad: Object.fromEntries(byLoad), lacking };
    },
    "the charge ladder's sums",
  );
  const sums = useLastKnown(userId, 'completedLoadSums', completedLoadSumsSchema, fromServer?.byLoad ?? null, true);
  return { sums, lacking: fromServer?.lacking ?? null };
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
  const completed = useServerAnswer(
    firearms && activeKey !== null
      ? { userId, firearmIds: firearms.map((firearm) => firearm.id).sort(), activeKey }
      : null,
    async (asked) => Object.fromEntries(await completedRoundsByFirearm(db, asked.userId, asked.firearmIds)),
    "the firearms' rounds",
  );
  const fresh = useMemo(() => {
    if (!completed || !firearms || !active.data) return null;
    const sessions = active.data;
    // The rounds entered plus the active sessions' shots (rollups.firearmRounds), then the completed ones'.
    return Object.fromEntries(
      firearms.map((firearm) => [
        firearm.id,
        { total: firearmRounds(firearm, sessions).total + (completed[firearm.id] ?? 0) },
      ]),
    );
  }, [completed, firearms, active.data]);
  return useLastKnown(userId, 'firearmTotals', firearmTotalsSchema, fresh, true);
}

const firearmRoundsSchema: z.ZodType<Record<string, FirearmRounds>> = z.record(
  z.string(),
  z.object({ logged: z.number(), total: z.number(), sinceCleaned: z.number() }),
);

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
  const completed = useServerAnswer(
    activeKey === null ? null : { userId, id: firearm.id, lastCleaned: firearm.lastCleaned, activeKey },
    (asked) => firearmCompletedRounds(db, asked.userId, asked),
    "the firearm's rounds",
  );
  const fresh = useMemo(
    () =>
      completed && active.data ? { [firearm.id]: firearmRoundsWithCompleted(firearm, completed, active.data) } : null,
    [completed, firearm, active.data],
  );
  const figures = useLastKnown(userId, 'firearmRounds', firearmRoundsSchema, fresh, true);
  const rounds = figures?.value[firearm.id];
  return figures && rounds ? { ...figures, value: rounds } : null;
}
