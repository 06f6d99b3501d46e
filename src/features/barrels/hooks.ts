import { useMemo } from 'react';
import {
  barrelPlan,
  implicitBarrel,
  landsOf,
  type BarrelPlan,
  type CleaningDue,
  type FirearmBarrelFields,
} from '@/domain/barrels';
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

export type BarrelFirearm = FirearmBarrelFields & { lastCleaned: string | null };

/** The firearm's barrels as its figures count them: its recorded ones, or its implicit barrel. */
export function firearmBarrelPlan(firearm: BarrelFirearm, recorded: readonly Barrel[]): BarrelPlan<ShownBarrel> {
  const mine = recorded.filter((barrel) => barrel.firearmId === firearm.id);
  return barrelPlan<ShownBarrel>(firearm, mine.length > 0 ? mine : [{ ...implicitBarrel(firearm), cleanings: [] }]);
}

export type BarrelFigures = {
  plan: BarrelPlan<ShownBarrel>;
  /** Each barrel's rounds, in install order (as plan.barrels); null while they load. */
  rounds: { value: number[]; fresh: boolean; asOf: Date } | null;
  /** The current barrel's cleaning; null while its rounds load or with no barrel on the firearm. */
  cleaning: CleaningDue | null;
};

/** The firearm (a live document's state) with the CBTO to the lands of the barrel on it on `date` (its own without barrels). */
export function useFirearmLandsOn<
  F extends { id: string; cbtoToLands?: number | null; cbtoMeasuredOn?: string | null },
>(userId: string, firearm: { status: string; data?: F | null }, date: string) {
  const barrels = useFirearmBarrels(userId, firearm.data?.id);
  return useMemo(() => {
    const data = firearm.data;
    if (!data) return firearm;
    return { ...firearm, data: { ...data, ...landsOf(data, barrels.data ?? [], date) } };
  }, [firearm, barrels.data, date]);
}

/** The firearms with the CBTO to the lands of the barrel on each now (its own without barrels); null while loading. */
export function useFirearmsWithLands<
  F extends { id: string; cbtoToLands?: number | null; cbtoMeasuredOn?: string | null },
>(userId: string, firearms: readonly F[] | undefined): F[] | null {
  const barrels = useUserBarrels(userId);
  return useMemo(() => {
    if (!firearms || !barrels.data) return null;
    const recorded = barrels.data;
    return firearms.map((firearm) => ({
      ...firearm,
      ...landsOf(
        firearm,
        recorded.filter((barrel) => barrel.firearmId === firearm.id),
      ),
    }));
  }, [firearms, barrels.data]);
}
