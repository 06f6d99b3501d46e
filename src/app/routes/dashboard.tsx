import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DashboardSection } from '@/components/layout/dashboard-section';
import { LiveList } from '@/components/layout/live-list';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FiguresNote } from '@/components/ui/figures-note';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useUserBarrels } from '@/features/barrels/hooks';
import { BestGroupCard } from '@/features/dashboard/components/best-group-card';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { DASHBOARD_RECENT, RECENT_SESSION_DAYS } from '@/features/dashboard/hooks';
import { BackupButton } from '@/features/export/components/backup-button';
import { useCleaningDue } from '@/features/figures/barrel-hooks';
import { useDashboardFigures, useFirearmTotalsFromServer, useLoadRollupsFromServer } from '@/features/figures/hooks';
import { FirearmList } from '@/features/firearms/components/firearm-list';
import { useFirearms } from '@/features/firearms/hooks';
import { LoadList } from '@/features/loads/components/load-list';
import { useLoads } from '@/features/loads/hooks';
import { idsOf, SessionList } from '@/features/sessions/components/session-list';
import { useActiveSessionsById, useRecentSessionSummaries } from '@/features/sessions/hooks';
import { UnitsNotice } from '@/features/units/components/units-notice';
import { useUnits } from '@/features/units/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';
import type { LiveState } from '@/lib/firestore/live';
import { useIdle } from '@/lib/use-idle';
import { todayDateString } from '@/utils/dates';
import { DASH } from '@/utils/format';

/** The first few of a live list, as a live list. */
function recent<T>(state: LiveState<T[]>): LiveState<T[]> {
  return state.status === 'success' ? { ...state, data: state.data.slice(0, DASHBOARD_RECENT) } : state;
}

export function DashboardRoute() {
  const user = useSignedInUser();
  const uid = user.uid;
  const units = useUnits();
  // The figures come from the server's counts over the session summaries (never every session with
  // its shots), plus the live active sessions; the last ones this device had show until then.
  const shown = useDashboardFigures(uid, RECENT_SESSION_DAYS, todayDateString());
  const sessions = useRecentSessionSummaries(uid, DASHBOARD_RECENT);
  const activeSessions = useActiveSessionsById(uid);
  const allLoads = useLoads(uid);
  const allFirearms = useFirearms(uid);
  // Kept from render to render, so the figures asked for them are not worked out again each time.
  const loads = useMemo(() => recent(allLoads), [allLoads]);
  const firearms = useMemo(() => recent(allFirearms), [allFirearms]);
  const loadRollups = useLoadRollupsFromServer(
    uid,
    loads.data?.map((load) => load.id),
  );
  const firearmTotals = useFirearmTotalsFromServer(uid, firearms.data);
  // The cleaning badges on the firearms' cards wait until the browser is idle after the page's own figures,
  // so that their reads' answers are not decoded in the same busy second as the lists'.
  const badgesReady = useIdle(3000, allFirearms.status === 'success');
  const barrels = useUserBarrels(badgesReady ? uid : undefined);
  const cleaning = useCleaningDue(uid, firearms.data, barrels.data);

  const figure = (state: LiveState<unknown[]>, value: (data: unknown[]) => number) =>
    state.status === 'success' ? units.number(value(state.data), 0) : DASH;
  const figures = shown?.value;
  return (
    <div className="space-y-8">
      <PageHeader
        title={user.displayName ? `Welcome, ${user.displayName}` : 'Dashboard'}
        actions={
          <>
            <LinkButton to={paths.newLoad.href()}>New Load Development</LinkButton>
            <LinkButton to={paths.newSession.href()} variant="secondary">
              New Session
            </LinkButton>
          </>
        }
      />
      <section aria-label="Summary" className="space-y-2">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <StatCard label="Total Loads" value={figure(allLoads, (data) => data.length)} />
          <StatCard label="Firearms" value={figure(allFirearms, (data) => data.length)} />
          <StatCard
            label="Recent Sessions"
            value={figures ? units.number(figures.sessionsShot, 0) : DASH}
            hint="Sessions shot in the last 30 days"
          />
          <BestGroupCard best={figures?.bestGroup} />
          <StatCard
            label="Rounds Fired"
            value={figures ? units.number(figures.roundsFired, 0) : DASH}
            hint="Every shot logged"
          />
        </div>
        <FiguresNote figures={shown} />
      </section>

      <DashboardSection title="Recent Sessions" viewAllHref={paths.sessions.href()}>
        <LiveList
          state={sessions}
          what="sessions"
          empty={
            <EmptyState
              message="No sessions yet."
              action={<LinkButton to={paths.newSession.href()}>New Session</LinkButton>}
            />
          }
        >
          {(data) => (
            <SessionList
              sessions={data}
              activeSessions={activeSessions ?? undefined}
              pendingIds={sessions.pendingIds}
              headingLevel={3}
              loadIds={idsOf(allLoads.data, allLoads.unreadable)}
              firearmIds={idsOf(allFirearms.data, allFirearms.unreadable)}
            />
          )}
        </LiveList>
      </DashboardSection>

      <DashboardSection title="Load Developments" viewAllHref={paths.loads.href()}>
        <LiveList
          state={loads}
          what="load developments"
          empty={
            <EmptyState
              message="No load developments yet."
              action={<LinkButton to={paths.newLoad.href()}>New Load Development</LinkButton>}
            />
          }
        >
          {(data) => (
            <LoadList
              loads={data}
              pendingIds={loads.pendingIds}
              rollups={loadRollups?.value ?? null}
              headingLevel={3}
            />
          )}
        </LiveList>
      </DashboardSection>

      <DashboardSection title="Firearms" viewAllHref={paths.firearms.href()}>
        <LiveList
          state={firearms}
          what="firearms"
          empty={
            <EmptyState
              message="No firearms yet."
              action={<LinkButton to={paths.addFirearm.href()}>Add Firearm</LinkButton>}
            />
          }
        >
          {(data) => (
            <FirearmList
              firearms={data}
              pendingIds={firearms.pendingIds}
              rounds={firearmTotals?.value ?? null}
              cleaning={cleaning?.value ?? null}
              headingLevel={3}
            />
          )}
        </LiveList>
      </DashboardSection>

      {/* Last on the page: it appears once the profile is read, and moves nothing above it. */}
      <UnitsNotice userId={uid} />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4 text-sm">
        <Link to={paths.admin.href()} className="inline-flex min-h-11 items-center text-stone-700 underline">
          Admin: sample data
        </Link>
        <BackupButton user={{ uid: user.uid, email: user.email }} />
      </footer>
    </div>
  );
}
