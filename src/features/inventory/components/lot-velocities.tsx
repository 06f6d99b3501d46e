import { useMemo } from 'react';
import { Section } from '@/components/layout/section';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { meanComparisonSentence } from '@/domain/compare';
import { velocitiesByLot, type LotKind, type LotSession, type LotVelocities } from '@/domain/lot-velocities';
import { useBatchSummaries } from '@/features/sessions/hooks';
import type { SessionSummary } from '@/features/sessions/schema';
import { useUnits } from '@/features/units/hooks';
import { useLoadBatches } from '../hooks';
import { useLotLabel } from './use-lot-label';

const KINDS: readonly { kind: LotKind; noun: string }[] = [
  { kind: 'powder', noun: 'powder' },
  { kind: 'primer', noun: 'primer' },
];

/** The completed sessions' stored sums (an active session's summary holds none until it ends). */
function lotSessions(summaries: readonly SessionSummary[]): LotSession[] {
  return summaries.flatMap(({ batchId, status, statistics }) =>
    batchId && status === 'completed'
      ? [
          {
            batchId,
            velocityCount: statistics.velocityCount,
            velocitySum: statistics.velocitySum ?? 0,
            velocitySquares: statistics.velocitySquares ?? 0,
          },
        ]
      : [],
  );
}

function LotTable({
  noun,
  figures,
  label,
}: {
  noun: string;
  figures: LotVelocities;
  label: (lotId: string) => string;
}) {
  const units = useUnits();
  if (figures.rows.length === 0) return null;
  return (
    <div className="space-y-2">
      <FiguresTable caption={`Velocity by ${noun} lot`} head={['Lot', 'Sessions', 'Shots', 'Average', 'SD']}>
        {figures.rows.map((row) => (
          <tr key={row.lotId}>
            <td className="px-3 py-2">{label(row.lotId)}</td>
            <td className="px-3 py-2">{row.sessions}</td>
            <td className={figureCell}>{row.velocity.n}</td>
            <td className={figureCell}>{units.velocity(row.velocity.mean)}</td>
            <td className={figureCell}>{units.sd(row.velocity.sd)}</td>
          </tr>
        ))}
      </FiguresTable>
      <ul className="space-y-1 text-sm text-stone-800" aria-label={`Changes of ${noun} lot`}>
        {figures.changes.length === 0 ? (
          <li>
            Every session with a batch fired {noun} {label(figures.rows[0]!.lotId)}: no change of lot to compare.
          </li>
        ) : (
          figures.changes.map(({ from, to, test }) => (
            <li key={`${from.lotId}>${to.lotId}`}>
              {label(from.lotId)} → {label(to.lotId)}:{' '}
              {meanComparisonSentence(
                { a: to.velocity, b: from.velocity, means: test, sds: null, shotsToTellSdsApart: null },
                { a: 'The new lot', b: 'the old lot' },
                units,
              )}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

/**
 * A load's velocity by powder lot and by primer lot: its completed sessions that name a batch,
 * pooled by the lot the batch was loaded from, and each change of lot put to the Compare page's
 * Welch test, so a lot change that moved the velocity is called out and one that did not says so.
 * Reads what the batches table reads (the load's batches, their sessions' summaries, the lots).
 */
export function LotVelocitiesSection({ userId, loadId }: { userId: string; loadId: string }) {
  const batches = useLoadBatches(userId, loadId);
  const batchIds = useMemo(() => (batches.data ?? []).map((batch) => batch.id), [batches.data]);
  const summaries = useBatchSummaries(userId, batchIds);
  const byKind = useMemo(() => {
    if (!summaries || !batches.data) return null;
    const sessions = lotSessions(summaries);
    return KINDS.map((each) => ({ ...each, figures: velocitiesByLot(each.kind, batches.data, sessions) }));
  }, [summaries, batches.data]);
  const lotLabelOf = useLotLabel(userId);
  const label = lotLabelOf ?? (() => 'a lot not on this device');

  if (batches.status !== 'success' || batches.data.length === 0) return null;
  return (
    <Section title="Velocity by lot">
      {byKind === null ? (
        <p className="text-stone-700">Loading the sessions of its batches…</p>
      ) : byKind.every(({ figures }) => figures.rows.length === 0) ? (
        <p className="text-stone-700">
          No completed session of this load names one of its batches yet: its velocity by lot shows once one does.
        </p>
      ) : (
        <div className="space-y-4">
          {byKind.map(({ kind, noun, figures }) => (
            <LotTable key={kind} noun={noun} figures={figures} label={label} />
          ))}
          <p className="text-sm text-stone-700">
            Each lot pools the shots of its sessions; a change of lot is tested against the lot before it with
            Welch&apos;s t-test, as on the Compare page.
          </p>
        </div>
      )}
    </Section>
  );
}
