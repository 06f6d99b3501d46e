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
import { formatSdInterval } from '@/domain/intervals';
import {
  temperatureSensitivity,
  temperatureSensitivitySentence,
  temperatureVelocityTable,
  type TemperatureSensitivity,
} from '@/domain/temperature';
import type { UnreadableDoc } from '@/lib/firestore/converter';
import { todayDateString } from '@/utils/dates';
import { downloadFile, exportFileName } from '@/utils/download';
import { DASH, formatBestGroup, formatDateString, formatFps, formatNumber, formatSd } from '@/utils/format';
import { type SessionHistoryEntry } from '../load-analysis';
import { temperaturePoints } from '../temperature-analysis';

// The chart (and uPlot with it) loads only when the page draws one: its own chunk.
const TemperatureChart = lazy(() =>
  import('./charts/temperature-chart').then((m) => ({ default: m.TemperatureChart })),
);

const fahrenheit = (value: number | null) => (value === null ? DASH : `${formatNumber(value, 1)}°F`);

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
async function downloadTemperatureCsv(name: string, sensitivity: TemperatureSensitivity) {
  const { temperatureCsv } = await import('../load-csv');
  downloadFile(
    exportFileName(name, todayDateString(), 'csv'),
    temperatureCsv(temperatureVelocityTable(sensitivity)),
    'text/csv;charset=utf-8',
  );
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
  const sensitivity = useMemo(
    () =>
      temperatureSensitivity(
        temperatures.map((point) => ({ temperature: point.temperature, velocity: point.averageVelocity })),
      ),
    [temperatures],
  );
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
                  <Link
                    to={paths.session.href(point.sessionId)}
                    className="inline-flex min-h-11 items-center text-amber-800 underline"
                  >
                    {point.sessionName}
                  </Link>
                </td>
                <td className={figureCell}>{formatDateString(point.date)}</td>
                <td className={figureCell}>{formatFps(point.averageVelocity)}</td>
              </tr>
            ))}
          </FiguresTable>
          <p className="mt-3 text-sm text-stone-700" data-temperature="sensitivity">
            {sensitivity ? 'Temperature sensitivity: ' : ''}
            {temperatureSensitivitySentence(sensitivity)}
          </p>
          {sensitivity && (
            <FiguresTable
              caption="Muzzle velocity by temperature, for a ballistic app"
              head={['Temperature', 'Velocity', 'Read from the line']}
            >
              {temperatureVelocityTable(sensitivity).map((row) => (
                <tr key={row.temperature}>
                  <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {fahrenheit(row.temperature)}
                  </th>
                  <td className={figureCell}>{formatFps(row.velocity)}</td>
                  <td className="px-3 py-2 text-stone-700">
                    {row.extrapolated ? 'beyond the temperatures shot' : 'within the temperatures shot'}
                  </td>
                </tr>
              ))}
            </FiguresTable>
          )}
          {sensitivity && (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => void downloadTemperatureCsv(`${loadName} velocity by temperature`, sensitivity)}
            >
              Download temperature CSV
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

function HistoryTable({ history }: { history: SessionHistoryEntry[] }) {
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
          <td className={figureCell}>{entry.shots}</td>
          <td className={figureCell}>{formatFps(entry.averageVelocity)}</td>
          <td className={figureCell}>{formatFps(entry.extremeSpread)}</td>
          <td className={figureCell}>{formatSd(entry.standardDeviation)}</td>
          <td className={figureCell}>{formatSdInterval(entry.standardDeviation, entry.velocityCount)}</td>
          <td className={figureCell}>{formatBestGroup(entry.bestGroup, DASH)}</td>
          <td className={figureCell}>{fahrenheit(entry.temperature)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
