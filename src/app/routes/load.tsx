import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PendingBadge } from '@/components/ui/pending-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { loadRollup, type LoadRollup } from '@/domain/rollups';
import {
  chargeLadder,
  loadSessionHistory,
  temperaturePoints,
  type ChargeLadder,
  type SessionHistoryEntry,
} from '@/features/loads/analysis';
import { useLoad, useLoads } from '@/features/loads/hooks';
import { deleteLoadDevelopment } from '@/features/loads/loads-api';
import { loadStatusTone, recipeSummary, type LoadDevelopment } from '@/features/loads/schema';
import { useLoadSessions, useSessions } from '@/features/sessions/hooks';
import { db } from '@/lib/firebase';
import type { LiveState } from '@/lib/firestore/live';
import {
  DASH,
  formatDate,
  formatDateString,
  formatFps,
  formatGrains,
  formatInches,
  formatNumber,
  formatSd,
} from '@/utils/format';

// The charts (and uPlot with them) load only when this page draws one: their own chunks.
const LadderChart = lazy(() =>
  import('@/features/loads/components/charts/ladder-chart').then((m) => ({ default: m.LadderChart })),
);
const TemperatureChart = lazy(() =>
  import('@/features/loads/components/charts/temperature-chart').then((m) => ({ default: m.TemperatureChart })),
);

const fahrenheit = (value: number | null) => (value === null ? DASH : `${formatNumber(value, 1)}°F`);

export function LoadRoute() {
  const { loadId } = useParams();
  const load = useLoad(loadId);
  return (
    <OwnedRecord
      state={load}
      title="Load development"
      loadingLabel="Loading load development…"
      failedMessage="Failed to load the load development. Please try again."
      notFoundMessage="Load development not found."
    >
      {(data, userId) => <LoadPage load={data} userId={userId} pending={load.pendingIds.has(data.id)} />}
    </OwnedRecord>
  );
}

function LoadPage({ load, userId, pending }: { load: LoadDevelopment; userId: string; pending: boolean }) {
  const navigate = useNavigate();
  const sessions = useLoadSessions(userId, load.id);
  const history = useMemo(
    () => (sessions.status === 'success' ? loadSessionHistory(sessions.data, load.id) : null),
    [sessions, load.id],
  );
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function handleDelete() {
    setConfirmingDelete(false);
    setAlert(null);
    try {
      // Stored on this device in milliseconds; it syncs when it can.
      await deleteLoadDevelopment(db, load);
      navigate(paths.loads.href());
    } catch (error) {
      console.error('Deleting the load development failed', error);
      setAlert('Failed to delete load development. Please try again.');
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={load.name}
        actions={
          <>
            <StatusBadge label={load.status} tone={loadStatusTone(load.status)} />
            {pending && <PendingBadge />}
            <LinkButton variant="secondary" to={paths.loadImport.href(load.id)}>
              Import chronograph file
            </LinkButton>
            <LinkButton variant="secondary" to={paths.editLoad.href(load.id)}>
              Edit
            </LinkButton>
            <LinkButton variant="secondary" to={paths.newLoad.href(load.id)}>
              Duplicate
            </LinkButton>
            <Button variant="secondary" className="text-red-800" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          </>
        }
      />
      <FormError message={alert} />
      <ConfirmDialog
        open={confirmingDelete}
        message="Delete this load development? Its sessions keep their record of the recipe."
        confirmLabel="Delete Load Development"
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirmingDelete(false)}
      />
      <Recipe load={load} rollup={sessions.status === 'success' ? loadRollup(load.id, sessions.data) : null} />
      <History sessions={sessions} history={history} />
      <Ladder load={load} userId={userId} />
      {history && history.length > 0 && <Temperatures history={history} />}
    </div>
  );
}

/** A table of figures, captioned (its accessible name) and scrollable sideways on a phone. */
function FiguresTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-lg border border-stone-200"
    >
      <table className="w-full text-left text-sm">
        <caption id={id} className="bg-stone-50 px-3 py-2 text-left text-sm font-semibold text-stone-800">
          {caption}
        </caption>
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            {head.map((label, index) => (
              <th key={label} scope="col" className={`px-3 py-2 whitespace-nowrap ${index > 1 ? 'text-right' : ''}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}

const cell = 'px-3 py-2 text-right whitespace-nowrap';

function Status({ text }: { text: string }) {
  return <p className="text-stone-700">{text}</p>;
}

function ChartLoading() {
  return (
    <p role="status" className="flex h-[260px] items-center justify-center text-sm text-stone-600">
      Loading chart…
    </p>
  );
}

function Recipe({ load, rollup }: { load: LoadDevelopment; rollup: LoadRollup | null }) {
  const bullet = [formatGrains(load.bullet.weight), load.bullet.manufacturer, load.bullet.type]
    .filter(Boolean)
    .join(' ');
  const items: { label: string; value: string }[] = [
    { label: 'Cartridge', value: load.cartridge },
    { label: 'Goal', value: load.goal ? load.goal[0]!.toUpperCase() + load.goal.slice(1) : 'No particular goal' },
    { label: 'Bullet', value: bullet },
    { label: 'Powder', value: load.powder.type },
    { label: 'Powder charge', value: formatGrains(load.powder.weight, 'Not recorded') },
    { label: 'Primer', value: load.primer },
    { label: 'Brass', value: load.brass },
    { label: 'Sessions', value: rollup ? String(rollup.sessions) : '…' },
    { label: 'Best group', value: rollup ? formatInches(rollup.bestGroup) : '…' },
    { label: 'Last tested', value: rollup ? formatDateString(rollup.lastTested, 'Not tested') : '…' },
    { label: 'Created', value: formatDate(load.createdAt) },
  ];
  return (
    <Section title="Recipe">
      <p className="mb-3 text-stone-800">{recipeSummary(load)}</p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-stone-600">{item.label}</dt>
            <dd data-recipe={item.label}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {load.notes && (
        <div className="mt-3 text-sm">
          <h3 className="text-stone-600">Notes</h3>
          <p className="whitespace-pre-line text-stone-800">{load.notes}</p>
        </div>
      )}
    </Section>
  );
}

function History({ sessions, history }: { sessions: LiveState<unknown>; history: SessionHistoryEntry[] | null }) {
  return (
    <Section title="Sessions and statistics over time">
      {sessions.status === 'loading' && <Status text="Loading sessions…" />}
      {sessions.status === 'error' && (
        <FormError message="The sessions of this load could not be loaded. Please try again." />
      )}
      {history?.length === 0 && (
        <p className="text-stone-700">
          No sessions with this load yet.{' '}
          <Link to={paths.newSession.href()} className="font-semibold text-amber-800 underline">
            Start a session
          </Link>{' '}
          or import a chronograph file.
        </p>
      )}
      {history && history.length > 0 && <HistoryTable history={history} />}
    </Section>
  );
}

function Temperatures({ history }: { history: SessionHistoryEntry[] }) {
  const temperatures = useMemo(() => temperaturePoints(history), [history]);
  return (
    <Section title="Velocity against temperature">
      {temperatures.length === 0 ? (
        <Status text="No session of this load has both a temperature and velocities yet." />
      ) : (
        <>
          <Suspense fallback={<ChartLoading />}>
            <TemperatureChart points={temperatures} />
          </Suspense>
          <FiguresTable
            caption="Velocity against temperature"
            head={['Temperature', 'Session', 'Date', 'Avg velocity']}
          >
            {temperatures.map((point) => (
              <tr key={point.sessionId}>
                <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {fahrenheit(point.temperature)}
                </th>
                <td className="px-3 py-2">
                  <Link to={paths.session.href(point.sessionId)} className="text-amber-800 underline">
                    {point.sessionName}
                  </Link>
                </td>
                <td className={cell}>{formatDateString(point.date)}</td>
                <td className={cell}>{formatFps(point.averageVelocity)}</td>
              </tr>
            ))}
          </FiguresTable>
        </>
      )}
    </Section>
  );
}

function HistoryTable({ history }: { history: SessionHistoryEntry[] }) {
  return (
    <FiguresTable
      caption="Sessions with this load, oldest first"
      head={['Date', 'Session', 'Shots', 'Avg velocity', 'ES', 'SD (sample)', 'Best group', 'Temperature']}
    >
      {history.map((entry) => (
        <tr key={entry.sessionId}>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateString(entry.date)}</td>
          <th scope="row" className="px-3 py-2 font-normal">
            <Link to={paths.session.href(entry.sessionId)} className="font-semibold text-amber-800 underline">
              {entry.sessionName}
            </Link>
            {entry.status === 'active' && <span className="ml-2 text-xs font-semibold text-green-800">(active)</span>}
          </th>
          <td className={cell}>{entry.shots}</td>
          <td className={cell}>{formatFps(entry.averageVelocity)}</td>
          <td className={cell}>{formatFps(entry.extremeSpread)}</td>
          <td className={cell}>{formatSd(entry.standardDeviation)}</td>
          <td className={cell}>{formatInches(entry.bestGroup, DASH)}</td>
          <td className={cell}>{fahrenheit(entry.temperature)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}

function Ladder({ load, userId }: { load: LoadDevelopment; userId: string }) {
  const loads = useLoads(userId);
  const sessions = useSessions(userId);
  const ladder = useMemo(
    () =>
      loads.status === 'success' && sessions.status === 'success'
        ? chargeLadder(loads.data, sessions.data, load)
        : null,
    [loads, sessions, load],
  );
  const family = `${load.cartridge} · ${formatGrains(load.bullet.weight)} ${load.bullet.type} · ${load.powder.type}`;

  return (
    <Section title="Charge ladder">
      <p className="text-sm text-stone-700">
        Average velocity against powder charge across your loads of {family}, over every shot of their sessions.
      </p>
      {(loads.status === 'error' || sessions.status === 'error') && (
        <FormError message="The charge ladder could not be loaded. Please try again." />
      )}
      {!ladder && loads.status !== 'error' && sessions.status !== 'error' && (
        <Status text="Loading the charge ladder…" />
      )}
      {ladder && (
        <>
          {ladder.points.length > 0 ? (
            <div className="mt-3">
              <Suspense fallback={<ChartLoading />}>
                <LadderChart points={ladder.points} />
              </Suspense>
            </div>
          ) : (
            <p className="mt-3 text-stone-700">
              No load of this recipe has velocities yet: fire a session to start the ladder.
            </p>
          )}
          <LadderTable ladder={ladder} />
        </>
      )}
    </Section>
  );
}

function LadderTable({ ladder }: { ladder: ChargeLadder }) {
  type Row = {
    loadId: string;
    name: string;
    charge: number | null;
    current: boolean;
    figures: string[] | null;
    note: string;
  };
  const rows: Row[] = [
    ...ladder.points.map((point) => ({
      ...point,
      figures: [
        formatFps(point.averageVelocity),
        formatSd(point.standardDeviation),
        formatFps(point.extremeSpread),
        String(point.shots),
        String(point.sessions),
      ],
      note: '',
    })),
    ...ladder.notFired.map((entry) => ({
      ...entry,
      figures: null,
      note: entry.shots === 0 ? 'Not fired yet' : 'No velocities recorded',
    })),
  ].sort((a, b) => (a.charge ?? Infinity) - (b.charge ?? Infinity) || a.name.localeCompare(b.name));
  const uncharted: Row[] = ladder.noCharge.map((entry) => ({
    ...entry,
    figures: null,
    note: `${entry.shots} velocities, but no powder charge recorded`,
  }));

  return (
    <FiguresTable
      caption="Charge ladder"
      head={['Charge', 'Load', 'Avg velocity', 'SD (sample)', 'ES', 'Shots', 'Sessions']}
    >
      {[...rows, ...uncharted].map((row) => (
        <tr
          key={row.loadId}
          data-current={row.current ? 'true' : 'false'}
          className={row.current ? 'bg-amber-50' : undefined}
        >
          <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
            {formatGrains(row.charge, 'No charge')}
          </th>
          <td className="px-3 py-2">
            {row.current ? (
              <>
                {row.name} <span className="font-semibold">(this load)</span>
              </>
            ) : (
              <Link to={paths.load.href(row.loadId)} className="text-amber-800 underline">
                {row.name}
              </Link>
            )}
          </td>
          {row.figures ? (
            row.figures.map((figure, index) => (
              <td key={index} className={cell}>
                {figure}
              </td>
            ))
          ) : (
            <td colSpan={5} className="px-3 py-2 text-right text-stone-700">
              {row.note}
            </td>
          )}
        </tr>
      ))}
    </FiguresTable>
  );
}
