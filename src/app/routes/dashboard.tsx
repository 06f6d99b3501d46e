import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { DashboardSection } from '../../components/layout/dashboard-section';
import { PageHeader } from '../../components/layout/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { FormError } from '../../components/ui/form-error';
import { LinkButton } from '../../components/ui/link-button';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuthState } from '../../lib/auth/auth-store';
import type { LiveState } from '../../lib/firestore/live';
import { DASH, formatInches, formatNumber } from '../../utils/format';
import { bestGroup, roundsFired } from '../../features/dashboard/aggregates';
import { BackupButton } from '../../features/export/components/backup-button';
import { StatCard } from '../../features/dashboard/components/stat-card';
import { DASHBOARD_RECENT, useDashboardCounts, useRecentFirearms, useRecentLoads } from '../../features/dashboard/hooks';
import { FirearmList } from '../../features/firearms/components/firearm-list';
import { LoadList } from '../../features/loads/components/load-list';
import { SessionList } from '../../features/sessions/components/session-list';
import { useActiveSessions, useBestSession, useSessions } from '../../features/sessions/hooks';


/** Loading text, a failure, an empty state with a create link, or the list. */
function SectionBody<T>({ state, what, empty, children }: { state: LiveState<T[]>; what: string; empty: ReactNode; children: (data: T[]) => ReactNode }) {
  if (state.status === 'error') return <FormError message={`Your ${what} could not be loaded.`} />;
  if (state.status !== 'success') return <PageLoading label={`Loading ${what}…`} />;
  return state.data.length === 0 ? <>{empty}</> : <>{children(state.data)}</>;
}

export function DashboardRoute() {
  const { user } = useAuthState();
  const uid = user?.uid;
  const sessions = useSessions(uid, DASHBOARD_RECENT);
  const loads = useRecentLoads(uid);
  const firearms = useRecentFirearms(uid);
  const active = useActiveSessions(uid);
  const best = useBestSession(uid);
  // Recount whenever a live list changes, so the counts follow every add, shot and end; not before
  // all three lists are in, so a first load asks once rather than once per list.
  const listsReady = [sessions, loads, firearms].every((state) => state.status === 'success' || state.status === 'error');
  const refreshKey = listsReady
    ? [sessions, loads, firearms].map((state) => (state.data ?? []).map((item) => `${item.id}:${item.updatedAt.getTime()}`).join(',')).join('|')
    : null;
  const counts = useDashboardCounts(uid, refreshKey);

  const activeSessions = active.data ?? [];
  const bestCompleted = best.data?.[0]?.statistics.bestGroup ?? null;
  const figure = (value: number | undefined) => (value === undefined ? DASH : formatNumber(value, 0));
  const countOf = <K extends 'loads' | 'firearms' | 'recentSessions'>(key: K) =>
    counts.status === 'success' ? figure(counts.counts[key]) : DASH;
  const offlineHint = counts.status === 'error' ? 'Needs a connection' : undefined;

  return (
    <div className="space-y-8">
      <PageHeader
        title={user?.displayName ? `Welcome, ${user.displayName}` : 'Dashboard'}
        actions={
          <>
            <LinkButton to={paths.newLoad.href()}>New Load Development</LinkButton>
            <LinkButton to={paths.newSession.href()} variant="secondary">
              New Session
            </LinkButton>
          </>
        }
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <StatCard label="Total Loads" value={countOf('loads')} hint={offlineHint} />
        <StatCard label="Firearms" value={countOf('firearms')} hint={offlineHint} />
        <StatCard label="Recent Sessions" value={countOf('recentSessions')} hint={offlineHint ?? 'Sessions of the last 30 days'} />
        <StatCard label="Best Group" value={formatInches(bestGroup(bestCompleted, activeSessions), DASH)} hint="The smallest best impact of any session" />
        <StatCard
          label="Rounds Fired"
          value={counts.status === 'success' ? figure(roundsFired(counts.counts.completedShots, activeSessions)) : DASH}
          hint={offlineHint ?? 'Every shot logged'}
        />
      </section>

      <DashboardSection title="Recent Sessions" viewAllHref={paths.sessions.href()}>
        <SectionBody
          state={sessions}
          what="sessions"
          empty={<EmptyState message="No sessions yet." action={<LinkButton to={paths.newSession.href()}>New Session</LinkButton>} />}
        >
          {(data) => <SessionList sessions={data} pendingIds={sessions.pendingIds} headingLevel={3} />}
        </SectionBody>
      </DashboardSection>

      <DashboardSection title="Load Developments" viewAllHref={paths.loads.href()}>
        <SectionBody
          state={loads}
          what="load developments"
          empty={
            <EmptyState message="No load developments yet." action={<LinkButton to={paths.newLoad.href()}>New Load Development</LinkButton>} />
          }
        >
          {(data) => <LoadList loads={data} pendingIds={loads.pendingIds} headingLevel={3} />}
        </SectionBody>
      </DashboardSection>

      <DashboardSection title="Firearms" viewAllHref={paths.firearms.href()}>
        <SectionBody
          state={firearms}
          what="firearms"
          empty={<EmptyState message="No firearms yet." action={<LinkButton to={paths.addFirearm.href()}>Add Firearm</LinkButton>} />}
        >
          {(data) => <FirearmList firearms={data} pendingIds={firearms.pendingIds} headingLevel={3} />}
        </SectionBody>
      </DashboardSection>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4 text-sm">
        <Link to={paths.admin.href()} className="inline-flex min-h-11 items-center text-stone-700 underline">
          Admin: sample data
        </Link>
        {user && <BackupButton user={{ uid: user.uid, email: user.email }} />}
      </footer>
    </div>
  );
}
