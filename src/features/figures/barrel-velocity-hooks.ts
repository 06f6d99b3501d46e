import { useMemo } from 'react';
import type { BarrelSession } from '@/domain/barrel-velocity';
import type { Span } from '@/domain/barrels';
import type { SessionSummary } from '@/features/sessions/schema';
import { db } from '@/lib/firebase';
import { useLiveQuery } from '@/lib/firestore/live';
import { firearmSummariesInSpanQuery } from './figures-api';

/** A completed session's summary as the barrel's velocity trend needs it; null for an active one. */
export function barrelSessionOf(summary: SessionSummary): BarrelSession | null {
  if (summary.status !== 'completed') return null;
  const { statistics, selectedAmmunition: ammunition } = summary;
  const exactMean =
    statistics.velocitySum !== undefined && statistics.velocityCount > 0
      ? statistics.velocitySum / statistics.velocityCount
      : statistics.averageVelocity;
  return {
    id: summary.id,
    date: summary.date,
    startedAt: summary.createdAt.getTime(),
    ammunitionId: ammunition.type === 'handload' ? ammunition.loadDevelopmentId : ammunition.factoryLoadId,
    ammunitionName:
      ammunition.type === 'handload' ? ammunition.name : `${ammunition.manufacturer} ${ammunition.product}`,
    totalShots: statistics.totalShots,
    velocityCount: statistics.velocityCount,
    averageVelocity: exactMean,
  };
}

/**
 * The completed sessions fired through a barrel (the firearm's summaries on the barrel's days), live;
 * nothing is read while `span` is null (the section closed).
 */
export function useBarrelSessions(userId: string, firearmId: string, span: Span | null) {
  const from = span?.from ?? null;
  const until = span?.until ?? null;
  const asked = span !== null;
  const query = useMemo(
    () => (asked ? firearmSummariesInSpanQuery(db, userId, firearmId, { from, until }) : null),
    [asked, userId, firearmId, from, until],
  );
  const live = useLiveQuery(query);
  const data = useMemo(() => live.data?.flatMap((summary) => barrelSessionOf(summary) ?? []), [live.data]);
  return { status: live.status, data };
}
