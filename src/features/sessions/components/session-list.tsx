import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { sessionStats } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { DASH, formatDateString } from '@/utils/format';
import type { SessionSummary, ShootingSession } from '../schema';
import { ammunitionDeleted, firearmName, presenceIn, sessionAmmunitionLabel } from './record-labels';

type SessionListProps = {
  sessions: SessionSummary[];
  /**
   * The user's active sessions, whole: an active session's figures come from its shots so far (its
   * summary has none until it ends). Absent or not yet loaded: its figures show a dash.
   */
  activeSessions?: ReadonlyMap<string, ShootingSession>;
  pendingIds?: ReadonlySet<string>;
  /** The level of each card's heading: 2 on a page of its own, 3 under a dashboard section's h2. */
  headingLevel?: 2 | 3;
  /**
   * Ids of the user's load developments and firearms, to mark a session whose record was deleted;
   * null (or absent) while they load, so nothing is marked until it is known.
   */
  loadIds?: ReadonlySet<string> | null;
  firearmIds?: ReadonlySet<string> | null;
};

/**
 * The ids of a live list once it has loaded, for SessionList's deleted marks; a record that
 * cannot be read still exists, so its id counts too.
 */
export function idsOf(
  records: readonly { id: string }[] | undefined,
  unreadable: readonly { id: string }[] = [],
): ReadonlySet<string> | null {
  return records ? new Set([...records, ...unreadable].map((record) => record.id)) : null;
}

// The SD's interval (and jStat with it) loads after the list's figures: its own chunk.
const SdInterval = lazy(() => import('./sd-interval').then((m) => ({ default: m.SdInterval })));

/** The user's sessions, each linking to its page, with its key figures (exclusions applied). */
export function SessionList({
  sessions,
  activeSessions,
  pendingIds,
  headingLevel = 2,
  loadIds,
  firearmIds,
}: SessionListProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const units = useUnits();
  return (
    <ul className="grid grid-cols-1 gap-4" aria-label="Sessions">
      {sessions.map((session) => {
        const active = session.status === 'active';
        const live = active ? activeSessions?.get(session.id) : undefined;
        const stats = live ? sessionStats(live) : active ? null : session.statistics;
        // A session ended before the count was stored has no n for its SD: no interval then.
        const velocityCount = live ? (stats?.velocityCount ?? null) : (session.statistics.velocityCount ?? null);
        const figures: { label: string; value: ReactNode }[] = [
          // Every shot fired, excluded ones too (a stored totalShots counts them all).
          { label: 'Shots', value: live ? String(live.shots.length) : stats ? String(stats.totalShots) : DASH },
          { label: 'Avg velocity', value: units.velocity(stats?.averageVelocity ?? null) },
          { label: 'ES', value: units.velocity(stats?.extremeSpread ?? null) },
          { label: 'SD', value: units.sd(stats?.standardDeviation ?? null) },
          {
            label: 'SD, 90%',
            value: (
              <Suspense fallback={DASH}>
                <SdInterval sd={stats?.standardDeviation ?? null} n={velocityCount} />
              </Suspense>
            ),
          },
          // The stored best group is the closest single shot (a group's size needs its shots).
          { label: 'Closest impact', value: units.length(stats?.bestGroup, DASH) },
        ];
        return (
          <li key={session.id}>
            <Link
              to={paths.session.href(session.id)}
              className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-amber-400"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Heading className="truncate text-lg font-semibold" title={session.sessionName}>
                    {session.sessionName}
                  </Heading>
                  <p className="text-sm text-stone-700">
                    {formatDateString(session.date)} ·{' '}
                    {sessionAmmunitionLabel(
                      session.selectedAmmunition,
                      ammunitionDeleted(session.selectedAmmunition, loadIds),
                    )}
                  </p>
                  <p className="text-sm text-stone-700">
                    {firearmName(
                      session.selectedFirearm,
                      presenceIn(firearmIds, session.selectedFirearm.id) === 'deleted',
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <StatusBadge label={active ? 'Active' : 'Completed'} tone={active ? 'green' : 'grey'} />
                  {pendingIds?.has(session.id) && <PendingBadge />}
                </div>
              </div>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-6">
                {figures.map((figure) => (
                  <div key={figure.label}>
                    <dt className="text-xs tracking-wide text-stone-600 uppercase">{figure.label}</dt>
                    <dd className="font-semibold tabular-nums">{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
