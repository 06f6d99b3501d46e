import { useMemo } from 'react';
import {
  barrelPlan,
  cleaningDue,
  implicitBarrel,
  type BarrelPlan,
  type CleaningDue,
  type FirearmBarrelFields,
  type Span,
} from '@/domain/barrels';
import { useShotsInSpans, type ServerFigures } from '@/features/figures/hooks';
import { db } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/firestore/live';
import { firearmBarrelsQuery, userBarrelsQuery } from './barrels-api';
import type { Barrel, Cleaning } from './schema';

/** The user's barrels of every firearm, live. */
export function useUserBarrels(userId: string | undefined) {
  return useLiveQuery(useMemo(() => (userId ? userBarrelsQuery(db, userId) : null), [userId]));
}

/** One firearm's barrels, live. */
export function useFirearmBarrels(userId: string | undefined, firearmId: string | undefined) {
  return useLiveQuery(
    useMemo(() => (userId && firearmId ? firearmBarrelsQuery(db, userId, firearmId) : null), [userId, firearmId]),
  );
}

/** A barrel as a firearm's page shows it: a stored one, or (`id` null) the implicit one of a firearm with none recorded. */
export type ShownBarrel = Barrel | (Omit<ReturnType<typeof implicitBarrel>, 'cleanings'> & { cleanings: Cleaning[] });

type BarrelFirearm = FirearmBarrelFields & { lastCleaned: string | null };

/** The firearm's barrels as its figures count them: its recorded ones, or its implicit barrel. */
export function firearmBarrelPlan(firearm: BarrelFirearm, recorded: readonly Barrel[]): BarrelPlan<ShownBarrel> {
  const mine = recorded.filter((barrel) => barrel.firearmId === firearm.id);
  return barrelPlan<ShownBarrel>(firearm, mine.length > 0 ? mine : [{ ...implicitBarrel(firearm), cleanings: [] }]);
}

/** What the spans of a plan ask the server: each barrel's, then the days after a date-only cleaning. */
function planSpans(plan: BarrelPlan<ShownBarrel>): Span[] {
  const spans = plan.barrels.map(({ span }) => span);
  return plan.afterCleaning ? [...spans, plan.afterCleaning] : spans;
}

/** Where the current barrel stands against its cleaning, from its rounds and the shots after a date-only cleaning. */
function dueOf(
  plan: BarrelPlan<ShownBarrel>,
  currentRounds: number | null,
  afterCleaning: number | null,
): CleaningDue | null {
  if (!plan.current || currentRounds === null) return null;
  return cleaningDue(currentRounds, plan.current.cleaningInterval, plan.latest, afterCleaning);
}

export type BarrelFigures = {
  plan: BarrelPlan<ShownBarrel>;
  /** Each barrel's rounds, in install order (as plan.barrels); null while they load. */
  rounds: ServerFigures<number[]>;
  /** The current barrel's cleaning; null while its rounds load or with no barrel on the firearm. */
  cleaning: CleaningDue | null;
};

/**
 * One firearm's barrels with their rounds (the rounds each came with plus its sessions' shots, one read
 * a barrel) and the current one's cleaning.
 */
export function useBarrelFigures(
  userId: string,
  firearm: BarrelFirearm,
  recorded: readonly Barrel[] | undefined,
): BarrelFigures {
  const plan = useMemo(() => firearmBarrelPlan(firearm, recorded ?? []), [firearm, recorded]);
  // Asked once the barrels are read, so a re-barrelled firearm never asks for its implicit barrel first.
  const asks = useMemo(
    () => (recorded ? planSpans(plan).map((span) => ({ firearmId: firearm.id, span })) : null),
    [plan, firearm.id, recorded],
  );
  const shots = useShotsInSpans(userId, `barrels ${firearm.id}`, asks);
  return useMemo(() => {
    if (!shots) return { plan, rounds: null, cleaning: null };
    const rounds = plan.barrels.map(({ barrel }, index) => barrel.startingRounds + (shots.value[index] ?? 0));
    const currentIndex = plan.barrels.findIndex(({ barrel }) => barrel === plan.current);
    const after = plan.afterCleaning ? (shots.value[plan.barrels.length] ?? 0) : null;
    return {
      plan,
      rounds: { ...shots, value: rounds },
      cleaning: dueOf(plan, currentIndex < 0 ? null : (rounds[currentIndex] ?? null), after),
    };
  }, [plan, shots]);
}

/**
 * The firearms' cleaning, for their cards: only a firearm whose current barrel has an interval is
 * asked about (one read, two after a date-only cleaning); null while loading.
 */
export function useCleaningDue(
  userId: string,
  firearms: readonly BarrelFirearm[] | undefined,
  recorded: readonly Barrel[] | undefined,
): ServerFigures<Record<string, CleaningDue>> {
  const plans = useMemo(
    () =>
      firearms && recorded
        ? firearms
            .map((firearm) => ({ firearm, plan: firearmBarrelPlan(firearm, recorded) }))
            .filter(({ plan }) => plan.current?.cleaningInterval != null && plan.currentSpan !== null)
        : null,
    [firearms, recorded],
  );
  const asks = useMemo(
    () =>
      plans?.flatMap(({ firearm, plan }) => [
        { firearmId: firearm.id, span: plan.currentSpan as Span },
        ...(plan.afterCleaning ? [{ firearmId: firearm.id, span: plan.afterCleaning }] : []),
      ]) ?? null,
    [plans],
  );
  const shots = useShotsInSpans(userId, 'cleaning', asks);
  return useMemo(() => {
    if (!shots || !plans) return null;
    let index = 0;
    const due: Record<string, CleaningDue> = {};
    for (const { firearm, plan } of plans) {
      const current = (plan.current?.startingRounds ?? 0) + (shots.value[index++] ?? 0);
      const after = plan.afterCleaning ? (shots.value[index++] ?? 0) : null;
      const state = dueOf(plan, current, after);
      if (state) due[firearm.id] = state;
    }
    return { ...shots, value: due };
  }, [shots, plans]);
}
