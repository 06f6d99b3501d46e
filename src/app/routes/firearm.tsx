import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FiguresNote } from '@/components/ui/figures-note';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { card } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { FirearmBarrels } from '@/features/barrels/components/firearm-barrels';
import { useFirearmBarrels } from '@/features/barrels/hooks';
import { useBarrelFigures } from '@/features/figures/barrel-hooks';
import { BarrelVelocity } from '@/features/figures/components/barrel-velocity';
import { useFirearmRoundsFromServer } from '@/features/figures/hooks';
import { deleteFirearm } from '@/features/firearms/firearms-api';
import { useFirearm } from '@/features/firearms/hooks';
import { firearmStatusTone, type Firearm } from '@/features/firearms/schema';
import { useLoads } from '@/features/loads/hooks';
import { PagedSessionList } from '@/features/sessions/components/paged-session-list';
import { idsOf } from '@/features/sessions/components/session-list';
import { useUnits } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { DASH, formatDateString } from '@/utils/format';

export function FirearmRoute() {
  const { firearmId } = useParams();
  const firearm = useFirearm(firearmId);
  return (
    <OwnedRecord
      state={firearm}
      title="Firearm"
      loadingLabel="Loading firearm…"
      failedMessage="Failed to load firearm data"
      notFoundMessage="Firearm not found"
    >
      {(data, userId) => <FirearmPage firearm={data} userId={userId} pending={firearm.pendingIds.has(data.id)} />}
    </OwnedRecord>
  );
}

/** The lands' CBTO as measured, with the day: `2.230" (measured Nov 1, 2026)`. */
function landsText(lands: { cbtoToLands: number | null; cbtoMeasuredOn: string | null }, length: string): string {
  if (lands.cbtoToLands === null || !lands.cbtoMeasuredOn) return length;
  return `${length} (measured ${formatDateString(lands.cbtoMeasuredOn)})`;
}

function FirearmPage({ firearm, userId, pending }: { firearm: Firearm; userId: string; pending: boolean }) {
  const navigate = useNavigate();
  const units = useUnits();
  const loads = useLoads(userId);
  const rounds = useFirearmRoundsFromServer(userId, firearm);
  // Its barrels (the implicit one of a firearm with none recorded): the current one's rounds, lands and cleaning.
  const barrels = useFirearmBarrels(userId, firearm.id);
  const barrelFigures = useBarrelFigures(userId, firearm, barrels.data);
  const { plan } = barrelFigures;
  const barrel = plan.current;
  const currentRounds = barrelFigures.rounds?.value[plan.barrels.findIndex((item) => item.barrel === barrel)];
  const firearmIds = useMemo(() => new Set([firearm.id]), [firearm.id]);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const remove = useSubmit(async () => {
    setConfirmingDelete(false);
    // Stored on this device in milliseconds; it syncs when it can.
    // With its barrels as this device knows them.
    await deleteFirearm(db, firearm, barrels.data?.map((barrel) => barrel.id) ?? []);
    navigate(paths.firearms.href());
  }, 'Failed to delete firearm. Please try again.');

  const roundFigure = (value: number | undefined) => (value === undefined ? '…' : units.number(value, 0));
  const figures = [
    { label: 'Total rounds', value: roundFigure(rounds?.value.total) },
    { label: 'Rounds on this barrel', value: barrel ? roundFigure(currentRounds) : DASH },
    { label: 'Rounds since last cleaned', value: barrel ? roundFigure(barrelFigures.cleaning?.sinceCleaned) : DASH },
    { label: 'Rounds before Rangebook', value: units.number(firearm.roundCount, 0) },
  ];
  const details = [
    { label: 'Make', value: firearm.make },
    { label: 'Model', value: firearm.model },
    { label: 'Caliber', value: firearm.caliber },
    { label: 'Action', value: firearm.action },
    { label: 'Stock', value: firearm.stock },
    { label: 'Barrel length', value: units.barrelLength(barrel ? barrel.length : null, DASH) },
    { label: 'Twist rate', value: barrel?.twist || DASH },
    { label: 'Scope', value: firearm.scope || DASH },
    { label: 'Serial number', value: firearm.serialNumber || DASH },
    { label: 'Purchase date', value: formatDateString(firearm.purchaseDate) },
    { label: 'Last cleaned', value: formatDateString(firearm.lastCleaned, 'Never') },
    {
      label: 'CBTO to the lands',
      value: landsText(
        { cbtoToLands: barrel?.cbtoToLands ?? null, cbtoMeasuredOn: barrel?.cbtoMeasuredOn ?? null },
        units.length(barrel?.cbtoToLands, 'Not measured', 3),
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title={firearm.name}
        actions={
          <>
            <StatusBadge label={firearm.status} tone={firearmStatusTone(firearm.status)} />
            {pending && <PendingBadge />}
            <LinkButton variant="secondary" to={paths.editFirearm.href(firearm.id)}>
              Edit
            </LinkButton>
            <Button variant="secondary" className="text-red-800" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          </>
        }
      />
      <FormError message={remove.error} />
      <section aria-label="Rounds" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className={card}>
            <p className="text-sm font-medium text-stone-600">{figure.label}</p>
            <p className="text-2xl font-semibold tabular-nums" data-stat={figure.label}>
              {figure.value}
            </p>
          </div>
        ))}
      </section>
      <FiguresNote figures={rounds} />
      <Section title="Details">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {details.map((item) => (
            <div key={item.label}>
              <dt className="text-stone-600">{item.label}</dt>
              <dd data-detail={item.label}>{item.value}</dd>
            </div>
          ))}
        </dl>
        {firearm.notes && (
          <div className="mt-3 text-sm">
            <h3 className="text-stone-600">Notes</h3>
            <p className="whitespace-pre-line text-stone-800">{firearm.notes}</p>
          </div>
        )}
      </Section>
      {barrels.data && (
        <FirearmBarrels firearm={firearm} userId={userId} recorded={barrels.data} figures={barrelFigures} />
      )}
      {barrels.data && barrel && plan.currentSpan && (
        <BarrelVelocity
          userId={userId}
          firearmId={firearm.id}
          span={plan.currentSpan}
          startingRounds={barrel.startingRounds}
        />
      )}
      <Section title="Sessions">
        <PagedSessionList
          userId={userId}
          filter={{ firearmId: firearm.id }}
          empty={
            <EmptyState
              message="No sessions with this firearm yet."
              action={<LinkButton to={paths.newSession.href()}>New Session</LinkButton>}
            />
          }
          headingLevel={3}
          loadIds={idsOf(loads.data, loads.unreadable)}
          firearmIds={firearmIds}
        />
      </Section>
      <ConfirmDialog
        open={confirmingDelete}
        message="Delete this firearm? Its sessions keep their record of it."
        confirmLabel="Delete Firearm"
        onConfirm={() => void remove.submit()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
