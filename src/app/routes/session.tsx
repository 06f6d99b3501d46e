import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormError } from '../../components/ui/form-error';
import { LinkButton } from '../../components/ui/link-button';
import { PageLoading } from '../../components/ui/page-loading';
import { StatusBadge } from '../../components/ui/status-badge';
import { useAuthState } from '../../lib/auth/auth-store';
import { useIdle } from '../../lib/use-idle';
import { downloadFile } from '../../utils/download';
import { errorCode } from '../../utils/errors';
import { useLoad } from '../../features/loads/hooks';
import { SessionHeader } from '../../features/sessions/components/session-header';
import { ShotForm } from '../../features/sessions/components/shot-form';
import { ShotTable } from '../../features/sessions/components/shot-table';
import { StatsPanel } from '../../features/sessions/components/stats-panel';
import { StatsSummary } from '../../features/sessions/components/stats-summary';
import { usePendingShotIds, useSession } from '../../features/sessions/hooks';
import { appendShot, endSession } from '../../features/sessions/sessions-api';
import { ammunitionBulletGrains, type ShootingSession, type ShotValuesInput } from '../../features/sessions/schema';
import { computeSessionStats, parseBulletWeight, toStoredStatistics } from '../../features/sessions/stats';

// uPlot loads only when a session page draws its chart, never with the page's first load.
const VelocityChart = lazy(() => import('../../features/sessions/components/velocity-chart').then((module) => ({ default: module.VelocityChart })));

export function SessionRoute() {
  const { sessionId } = useParams();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const session = useSession(sessionId);

  const notYours =
    (session.status === 'error' && errorCode(session.error) === 'permission-denied') ||
    (session.status === 'success' && session.data !== null && session.data.userId !== user?.uid);
  useEffect(() => {
    // Spec: a session of another user is not accessible; go to the dashboard.
    if (notYours) navigate(paths.dashboard.href(), { replace: true });
  }, [notYours, navigate]);

  if (notYours) return <PageLoading label="Loading session…" />;
  if (session.status === 'error') return <FormError message="Failed to load the session. Please try again." />;
  if (session.status !== 'success') return <PageLoading label="Loading session…" />;
  if (session.data === null) {
    return (
      <>
        <PageHeader title="Session" />
        <FormError message="Session not found." />
      </>
    );
  }
  return <SessionLog session={session.data} />;
}

function SessionLog({ session }: { session: ShootingSession }) {
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ammunition = session.selectedAmmunition;
  const load = useLoad(ammunition.type === 'handload' ? ammunition.loadDevelopmentId : undefined);
  const stats = useMemo(
    () => computeSessionStats(session.shots, parseBulletWeight(ammunitionBulletGrains(ammunition))),
    [session.shots, ammunition],
  );
  const active = session.status === 'active';
  const pendingShots = usePendingShotIds(session.id);
  // The chart (and uPlot) comes after the figures a shooter needs first.
  const chartReady = useIdle();

  function handleShot(values: ShotValuesInput) {
    setAlert(null);
    // Not awaited: the shot shows at once from the local cache and syncs when it can.
    appendShot(session, values).catch((error: unknown) => {
      console.error('Adding the shot failed', error);
      setAlert('Failed to add shot. Please try again.');
    });
  }

  async function handleEnd() {
    setConfirming(false);
    setAlert(null);
    try {
      // Waits only for the device: the batch syncs later, and a refusal shows in the sync panel.
      await endSession({
        session,
        statistics: toStoredStatistics(stats),
        loadBestGroup: load.status === 'success' ? (load.data?.bestGroup ?? null) : null,
      });
      navigate(paths.dashboard.href());
    } catch (error) {
      console.error('Ending the session failed', error);
      setAlert('Failed to end session. Please try again.');
    }
  }

  async function handleExport() {
    // The CSV writer (Papa Parse) loads only when a file is asked for.
    const { exportFileName, sessionCsv } = await import('../../features/export/export-files');
    downloadFile(exportFileName(session.sessionName, session.date, 'csv'), sessionCsv(session, stats), 'text/csv;charset=utf-8');
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={session.sessionName}
        actions={
          <>
            <StatusBadge label={active ? 'Active' : 'Completed'} tone={active ? 'green' : 'grey'} />
            {active && (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                End Session
              </Button>
            )}
          </>
        }
      />
      {alert && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      )}
      {active ? (
        <>
          {/* Stays at the top of the screen while the shooter logs and scrolls. */}
          <StatsSummary stats={stats} />
          <ShotForm onShot={handleShot} shotNumber={session.shots.length + 1} />
        </>
      ) : (
        <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">This session is completed; its shots can no longer change.</p>
      )}
      <StatsPanel stats={stats} />
      {chartReady && session.shots.some((shot) => shot.velocity !== null) && (
        <Suspense fallback={<p className="text-sm text-stone-700">Loading chart…</p>}>
          <VelocityChart shots={session.shots} />
        </Suspense>
      )}
      <ShotTable shots={session.shots} pendingShotIds={pendingShots} />
      <div className="flex flex-wrap gap-3">
        {active && (
          <LinkButton variant="secondary" to={paths.sessionImport.href(session.id)}>
            Import chronograph file
          </LinkButton>
        )}
        <Button variant="secondary" onClick={() => void handleExport()}>
          Export CSV
        </Button>
      </div>
      <SessionHeader session={session} />
      <ConfirmDialog
        open={confirming}
        message="Are you sure you want to end this session?"
        confirmLabel="End Session"
        onConfirm={handleEnd}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
