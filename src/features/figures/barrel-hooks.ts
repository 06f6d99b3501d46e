import { useMemo } from 'react';
import { cleaningDue, type BarrelPlan, type CleaningDue, type Span } from '@/domain/barrels';
import { firearmBarrelPlan, type BarrelFigures, type BarrelFirearm, type ShownBarrel } from '@/features/barrels/hooks';
import type { Barrel } from '@/features/barrels/schema';
import { useShotsInSpans, type ServerFigures } from './hooks';

/*
 * A firearm's barrels' rounds and cleaning (issue 36), from the server's sums over the firearm's
 * summaries on each barrel's days plus the live active sessions (useShotsInSpans).
 */

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
