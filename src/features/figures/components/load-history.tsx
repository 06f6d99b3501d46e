import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ChartLoading } from '@/components/charts/chart-loading';
import { Section } from '@/components/layout/section';
import { ShowMore } from '@/components/layout/show-more';
import { Button } from '@/components/ui/button';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { FormError } from '@/components/ui/form-error';
import { UnreadableRows } from '@/components/ui/unreadable-rows';
import { paths } from '@/config/paths';
import { sdIntervalText } from '@/domain/confidence-text';
import { temperatureSensitivity, temperatureSensitivitySentence } from '@/domain/temperature';
import type { DisplayUnits } from '@/domain/unit-format';
import { useUnits } from '@/features/units/hooks';
import type { UnreadableDoc } from '@/lib/firestore/converter';
import { todayDateString } from '@/utils/dates';
import { downloadFile, exportFileName } from '@/utils/download';
import { DASH, formatDateString } from '@/utils/format';
import { type SessionHistoryEntry } from '../load-analysis';
import { ballisticTable, temperaturePoints, type BallisticRow, type TemperaturePoint } from '../temperature-analysis';

// The chart (and uPlot with it) loads only when the page draws one: its own chunk.
const TemperatureChart = lazy(() =>
  import('./charts/temperature-chart').then((m) => ({ default: m.TemperatureChart })),
);

/**
 * A load's sessions, newest first, a page at a time, each with its figures; or why there are none
 * yet. A session of its recipe whose record fails the schema is a row of its own, never silently left
 * out of the figures.
 */
export function LoadHistory({
  status,
  history,
  unreadable,
  lastPage = 'success',
  showMore = null,
}: {
  status: 'loading' | 'error' | 'success';
  history: SessionHistoryEntry[] | null;
  unreadable: readonly UnreadableDoc[];
  /** The state of the page read last ("Show more"). */
  lastPage?: 'loading' | 'error' | 'success' | 'idle';
  /** Reads the next page; null when there is no more. */
  showMore?: (() => void) | null;
}) {
  return (
    <Section title="Sessions and statistics over time">
      {status === 'loading' && <p className="text-stone-700">Loading sessions…</p>}
      {status === 'error' && <FormError message="The sessions of this load could not be loaded. Please try again." />}
      {history?.length === 0 && (
        <p className="text-stone-700">
          No sessions with this load yet.{' '}
          <Link to={paths.newSession.href()} className="font-semibold text-amber-800 underline">
            Start a session
          </Link>{' '}
          or import a chronograph file.
        </p>
      )}
      {history && history.length > 0 && (
        <>
          <HistoryTable history={history} />
          <ShowMore what="sessions" lastPage={lastPage} showMore={showMore} />
        </>
      )}
      <UnreadableRows docs={unreadable} />
    </Section>
  );
}

/** The ballistic app's table as CSV (the writer, Papa Parse, loads only when asked for). */
async function downloadTemperatureCsv(name: string, rows: readonly BallisticRow[], units: DisplayUnits) {
  const { temperatureCsv } = await import('../load-csv');
  downloadFile(exportFileName(name, todayDateString(), 'csv'), temperatureCsv(rows, units), 'text/csv;charset=utf-8');
}

/**
 * Velocity against temperature for the load's sessions that have both: chart and table, over the
 * sessions its history has shown so far (`complete` when that is all of them).
 */
export function LoadTemperatures({
  history,
  complete,
  loadName,
}: {
  history: SessionHistoryEntry[];
  complete: boolean;
  loadName: string;
}) {
  const temperatures = useMemo(() => temperaturePoints(history), [history]);
  return (
    <Section title="Velocity against temperature">
      {!complete && (
        <p className="mb-3 text-sm text-stone-700" data-temperature="scope">
          From the {history.length} newest sessions listed above; show more of them to take older ones in.
        </p>
      )}
      {temperatures.length === 0 ? (
        <p className="text-stone-700">No session of this load has both a temperature and velocities yet.</p>
      ) : (
        <>
          <Suspense fallback={<ChartLoading />}>
            <TemperatureChart points={temperatures} />
          </Suspense>
          <TemperatureFigures temperatures={temperatures} loadName={loadName} />
        </>
      )}
    </Section>
  );
}

/**
 * The chart's figures in the account's units: each session's temperature and velocity, the load's
 * temperature sensitivity (fitted in fps per °F, shown converted) and the ballistic app's table.
 */
export function TemperatureFigures({
  temperatures,
  loadName,
}: {
  temperatures: readonly TemperaturePoint[];
  loadName: string;
}) {
  const units = useUnits();
  const sensitivity = useMemo(
    () =>
      temperatureSensitivity(
        temperatures.map((point) => ({ temperature: point.temperature, velocity: point.averageVelocity })),
      ),
    [temperatures],
  );
  // At round temperatures of the unit shown, velocities unrounded until shown.
  const table = useMemo(() => sensitivity && ballisticTable(sensitivity, units), [sensitivity, units]);
  return (
    <>
      <FiguresTable caption="Velocity against temperature" head={['Temperature', 'Session', 'Date', 'Avg velocity']}>
        {temperatures.map((point) => (
          <tr key={point.sessionId}>
            <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
              {units.temperature(point.temperature)}
            </th>
            <td className="px-3 py-2">
              <Link
                to={paths.session.href(point.sessionId)}
                className="inline-flex min-h-11 items-center text-amber-800 underline"
              >
                {point.sessionName}
              </Link>
            </td>
            <td className={figureCell}>{formatDateString(point.date)}</td>
            <td className={figureCell}>{units.velocity(point.averageVelocity)}</td>
          </tr>
        ))}
      </FiguresTable>
      <p className="mt-3 text-sm text-stone-700" data-temperature="sensitivity">
        {sensitivity ? 'Temperature sensitivity: ' : ''}
        {temperatureSensitivitySentence(sensitivity, units)}
      </p>
      {table && (
        <>
          <FiguresTable
            caption="Muzzle velocity by temperature, for a ballistic app"
            head={['Temperature', 'Velocity', 'Read from the line']}
          >
            {table.map((row) => (
              <tr key={row.temperature}>
                <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                  {units.temperature(row.temperature)}
                </th>
                <td className={figureCell}>{units.velocity(row.velocity)}</td>
                <td className="px-3 py-2 text-stone-700">
                  {row.extrapolated ? 'beyond the temperatures shot' : 'within the temperatures shot'}
                </td>
              </tr>
            ))}
          </FiguresTable>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => void downloadTemperatureCsv(`${loadName} velocity by temperature`, table, units)}
          >
            Download temperature CSV
          </Button>
        </>
      )}
    </>
  );
}

function HistoryTable({ history }: { history: SessionHistoryEntry[] }) {
  const units = useUnits();
  return (
    <FiguresTable
      caption="Sessions with this load, newest first"
      head={[
        'Date',
        'Session',
        'Shots',
        'Avg velocity',
        'ES',
        'SD (sample)',
        'SD, 90% interval',
        'Best group',
        'Temperature',
      ]}
    >
      {history.map((entry) => (
        <tr key={entry.sessionId}>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateString(entry.date)}</td>
          <th scope="row" className="px-3 py-2 font-normal">
            <Link
              to={paths.session.href(entry.sessionId)}
              className="inline-flex min-h-11 items-center font-semibold text-amber-800 underline"
            >
              {entry.sessionName}
            </Link>
            {entry.status === 'active' && <span className="ml-2 text-xs font-semibold text-green-800">(active)</span>}
          </th>
          <td className={figureCell}>{units.number(entry.shots, 0)}</td>
          <td className={figureCell}>{units.velocity(entry.averageVelocity)}</td>
          <td className={figureCell}>{units.velocity(entry.extremeSpread)}</td>
          <td className={figureCell}>{units.sd(entry.standardDeviation)}</td>
          <td className={figureCell}>{sdIntervalText(entry.standardDeviation, entry.velocityCount, units)}</td>
          <td className={figureCell}>{units.bestGroup(entry.bestGroup, DASH)}</td>
          <td className={figureCell}>{units.temperature(entry.temperature)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
