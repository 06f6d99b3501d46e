import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ChartLoading } from '@/components/charts/chart-loading';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LinkButton } from '@/components/ui/link-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { includedShots, sessionStats } from '@/domain/rollups';
import { positionOf } from '@/domain/shots';
import { computeSessionStats, parseBulletWeight } from '@/domain/statistics';
import { DEFAULT_TARGET, targetChoices, targetOf, targetsOf } from '@/domain/target-groups';
import { useFirearmLandsOn } from '@/features/barrels/hooks';
import { useFirearm } from '@/features/firearms/hooks';
import type { Firearm } from '@/features/firearms/schema';
import { useLoad } from '@/features/loads/hooks';
import { db } from '@/lib/firebase';
import { forgetPhoto } from '@/lib/photo-store';
import { useIdle } from '@/lib/use-idle';
import { usePendingShotIds } from '../hooks';
import { type ExclusionReason, type ShootingSession, type Shot } from '../schema';
import { ammunitionBulletGrains } from '../session-start-schema';
import { deleteSession, endSession } from '../session-writes-api';
import { type ShotFormValues } from '../shot-form-schema';
import { appendShot, deleteShot, setShotExclusion, undoLastShot } from '../shot-writes-api';
import { ExcludeShotDialog } from './exclude-shot-dialog';
import { GroupPanel } from './group-panel';
import type { RecordPresence } from './record-labels';
import { SessionHeader, type FirearmLands } from './session-header';
import { ShotForm } from './shot-form';
import { ShotTable, type NumberedShot } from './shot-table';
import { SessionStatsPanels } from './stats-panel';
import { StatsSummary } from './stats-summary';

// uPlot loads only when a session page draws its chart, never with the page's first load.
const VelocityChart = lazy(() => import('./velocity-chart').then((module) => ({ default: module.VelocityChart })));
// The photo's steps, canvas and hole finder load only when the shooter opens them.
const PhotoShots = lazy(() => import('./photo/photo-shots').then((module) => ({ default: module.PhotoShots })));

/** Whether a record a session names still exists: known only once its live document has answered. */
function presence(state: { status: string; data?: unknown }): RecordPresence {
  if (state.status !== 'success') return 'unknown';
  return state.data === null ? 'deleted' : 'present';
}

/** The firearm's CBTO to the lands as measured now, when it has one (absent on firearms saved before it existed). */
function landsOf(firearm: Firearm | null | undefined): FirearmLands | null {
  const cbtoToLands = firearm?.cbtoToLands;
  if (!firearm || cbtoToLands === null || cbtoToLands === undefined) return null;
  return { cbtoToLands, cbtoMeasuredOn: firearm.cbtoMeasuredOn ?? null };
}

type Dialog =
  { kind: 'end' | 'remove-session' } | { kind: 'delete-shot' | 'exclude-shot'; target: NumberedShot } | null;

/**
 * A session's page: its figures, the shot form and Undo while it is active, the chart, the shots
 * (delete, exclude, include), its details, and ending or removing it. The route decides where to go
 * once it is ended or removed, how it is exported, and what goes under the details (its batch, its bore).
 */
export function SessionLog({
  session: stored,
  onEnded,
  onRemoved,
  onExport,
  underDetails,
}: {
  session: ShootingSession;
  onEnded: () => void;
  onRemoved: () => void;
  onExport: () => void;
  /** What the route shows under the details: the batch it fires, when it names one, and its barrel's bore. */
  underDetails?: ReactNode;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  // Shots logged here that the session's snapshot does not show yet (it follows a frame or more
  // later): shown at once, and a quick next shot is numbered after them.
  const [loggedAhead, setLoggedAhead] = useState<readonly Shot[]>([]);
  const { session, notShownYet } = useMemo(() => {
    const shown = new Set(stored.shots.map((shot) => shot.id));
    const ahead = loggedAhead.filter((shot) => !shown.has(shot.id));
    return { session: ahead.length ? { ...stored, shots: [...stored.shots, ...ahead] } : stored, notShownYet: ahead };
  }, [stored, loggedAhead]);
  // Once in the snapshot, a shot is counted by it (and an undo of it must not count it again).
  if (notShownYet.length !== loggedAhead.length) setLoggedAhead(notShownYet);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState<ExclusionReason>('flier');
  const [undoing, setUndoing] = useState(false);
  const [photoOpen, setPhotoOpen] = useState(false);
  const ammunition = session.selectedAmmunition;
  const load = useLoad(ammunition.type === 'handload' ? ammunition.loadDevelopmentId : undefined);
  // With the CBTO to the lands of the barrel it was fired through (the firearm's own without barrels).
  const firearm = useFirearmLandsOn(session.userId, useFirearm(session.selectedFirearm.id), session.date);
  const statistics = useMemo(() => {
    const grains = parseBulletWeight(ammunitionBulletGrains(ammunition));
    return {
      counted: sessionStats(session, grains),
      every: computeSessionStats(session.shots, grains),
      excludedCount: session.shots.length - includedShots(session.shots, session.exclusions).length,
    };
  }, [session, ammunition]);
  const active = session.status === 'active';
  const pendingShots = usePendingShotIds(session.id);
  const nextShotNumber = session.shots.length + 1;
  // A group panel for each target shots were placed on; one, not named by target, when all went to target 1.
  const placedTargets = targetsOf(session.shots.filter((shot) => positionOf(shot) !== null));
  const groupTargets = placedTargets.some((target) => target !== DEFAULT_TARGET) ? placedTargets : [null];
  // The chart (and uPlot) comes after the figures a shooter needs first.
  const chartReady = useIdle();

  /** Runs a write that resolves once it is on this device; a failure shows the alert and keeps the page as it was. */
  async function write(run: () => Promise<void>, failure: string): Promise<boolean> {
    setAlert(null);
    setNotice(null);
    try {
      await run();
      return true;
    } catch (error) {
      console.error(failure, error);
      setAlert(failure);
      return false;
    }
  }

  function handleShot(values: ShotFormValues & { target?: number }) {
    setAlert(null);
    setNotice(null);
    try {
      // Not awaited: the shot shows at once from the local cache and syncs when it can.
      const { shot, synced } = appendShot(db, stored, values, nextShotNumber);
      // Its row in this task, not after the local write's snapshot: one frame from Enter to the row.
      flushSync(() => setLoggedAhead((shots) => [...shots, shot]));
      synced.catch((error: unknown) => {
        setLoggedAhead((shots) => shots.filter(({ id }) => id !== shot.id));
        console.error('Adding the shot failed', error);
        setAlert('Failed to add shot. Please try again.');
      });
    } catch (error) {
      console.error('Adding the shot failed', error);
      setAlert('Failed to add shot. Please try again.');
    }
  }

  async function handleUndo() {
    const number = session.shots.length;
    // Disabled until the removal is on the device, so a double tap undoes one shot, not two.
    setUndoing(true);
    const done = await write(() => undoLastShot(db, session), 'Failed to undo the last shot. Please try again.');
    setUndoing(false);
    if (done) setNotice(`Shot ${number} removed.`);
  }

  async function handleDeleteShot({ shot, number }: NumberedShot) {
    setDialog(null);
    const done = await write(() => deleteShot(db, session, shot), 'Failed to delete shot. Please try again.');
    if (done) setNotice(`Shot ${number} deleted.`);
  }

  function openExclude(target: NumberedShot) {
    setReason('flier');
    setDialog({ kind: 'exclude-shot', target });
  }

  async function handleExclude({ shot }: NumberedShot) {
    setDialog(null);
    await write(() => setShotExclusion(db, session, shot.id, reason), 'Failed to exclude shot. Please try again.');
  }

  async function handleInclude({ shot }: NumberedShot) {
    await write(() => setShotExclusion(db, session, shot.id, null), 'Failed to include shot. Please try again.');
  }

  async function handleEnd() {
    setDialog(null);
    // Waits only for the device: the batch syncs later, and a refusal shows in the sync panel.
    if (await write(() => endSession(db, session), 'Failed to end session. Please try again.')) onEnded();
  }

  async function handleRemoveSession() {
    setDialog(null);
    const failure = active
      ? 'Failed to discard session. Please try again.'
      : 'Failed to delete session. Please try again.';
    if (await write(() => deleteSession(db, session), failure)) {
      // A photo kept with it on this device goes with it.
      void forgetPhoto(session.userId, session.id);
      onRemoved();
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={session.sessionName}
        actions={
          <>
            <StatusBadge label={active ? 'Active' : 'Completed'} tone={active ? 'green' : 'grey'} />
            {active && (
              <Button variant="secondary" onClick={() => setDialog({ kind: 'end' })}>
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
      <p role="status" className={notice ? 'rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800' : 'sr-only'}>
        {notice}
      </p>
      {active ? (
        <>
          {/* Stays at the top of the screen while the shooter logs and scrolls. */}
          <StatsSummary stats={statistics.counted} />
          <ShotForm
            onShot={handleShot}
            shotNumber={nextShotNumber}
            placed={session.shots.flatMap((shot) => {
              const position = positionOf(shot);
              return position ? [{ ...position, target: targetOf(shot) }] : [];
            })}
            targets={targetChoices(session.shots)}
            initialTarget={targetOf(session.shots.at(-1) ?? {})}
          />
          {session.shots.length > 0 && (
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              disabled={undoing}
              onClick={() => void handleUndo()}
            >
              Undo last shot
            </Button>
          )}
        </>
      ) : (
        <p className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
          This session is completed; no shots can be added or deleted. A shot can still be excluded from the statistics
          or included again.
        </p>
      )}
      <SessionStatsPanels {...statistics} />
      {groupTargets.map((target) => (
        <GroupPanel key={target ?? DEFAULT_TARGET} session={session} target={target} />
      ))}
      {photoOpen ? (
        <div className={card}>
          <Suspense fallback={<p className="text-sm text-stone-700">Loading the photo tools…</p>}>
            <PhotoShots session={session} />
          </Suspense>
          <Button variant="secondary" className="mt-3" onClick={() => setPhotoOpen(false)}>
            Close the photo
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setPhotoOpen(true)}>
          Measure a group from a photo
        </Button>
      )}
      {session.shots.some((shot) => shot.velocity !== null) &&
        (chartReady ? (
          <Suspense fallback={<ChartLoading />}>
            <VelocityChart shots={session.shots} />
          </Suspense>
        ) : (
          <ChartLoading />
        ))}
      <ShotTable
        shots={session.shots}
        exclusions={session.exclusions}
        pendingShotIds={pendingShots}
        onDelete={active ? (target) => setDialog({ kind: 'delete-shot', target }) : undefined}
        onExclude={openExclude}
        onInclude={(target) => void handleInclude(target)}
      />
      <div className="flex flex-wrap gap-3">
        {active && (
          <LinkButton variant="secondary" to={paths.sessionImport.href(session.id)}>
            Import chronograph file
          </LinkButton>
        )}
        {active && (
          <LinkButton variant="secondary" to={paths.sessionImport.pasteHref(session.id)}>
            Paste velocities
          </LinkButton>
        )}
        <Button variant="secondary" onClick={onExport}>
          Export CSV
        </Button>
        <LinkButton variant="secondary" to={paths.compareSessions.href(session.id)}>
          Compare with another session
        </LinkButton>
      </div>
      <SessionHeader
        session={session}
        loadPresence={ammunition.type === 'handload' ? presence(load) : 'present'}
        firearmPresence={presence(firearm)}
        lands={landsOf(firearm.data)}
      />
      {underDetails}
      <div className="flex flex-wrap gap-3">
        <LinkButton variant="secondary" to={paths.editSession.href(session.id)}>
          Edit details
        </LinkButton>
        <Button variant="secondary" className="text-red-800" onClick={() => setDialog({ kind: 'remove-session' })}>
          {active ? 'Discard Session' : 'Delete Session'}
        </Button>
      </div>

      <ConfirmDialog
        open={dialog?.kind === 'end'}
        message="Are you sure you want to end this session?"
        confirmLabel="End Session"
        onConfirm={() => void handleEnd()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove-session'}
        message={
          active
            ? 'Discard this session? Its shots are deleted and nothing is counted.'
            : 'Delete this session? Its shots leave every total.'
        }
        confirmLabel={active ? 'Discard Session' : 'Delete Session'}
        onConfirm={() => void handleRemoveSession()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete-shot'}
        message={
          dialog?.kind === 'delete-shot' ? `Delete shot ${dialog.target.number}? It is removed from this session.` : ''
        }
        confirmLabel="Delete Shot"
        onConfirm={() => {
          if (dialog?.kind === 'delete-shot') void handleDeleteShot(dialog.target);
        }}
        onCancel={() => setDialog(null)}
      />
      <ExcludeShotDialog
        shotNumber={dialog?.kind === 'exclude-shot' ? dialog.target.number : null}
        reason={reason}
        onReasonChange={setReason}
        onConfirm={() => {
          if (dialog?.kind === 'exclude-shot') void handleExclude(dialog.target);
        }}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
