import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ChartLoading } from '@/components/charts/chart-loading';
import { Section } from '@/components/layout/section';
import { Button } from '@/components/ui/button';
import { FiguresNote } from '@/components/ui/figures-note';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { analyzeLadderCharges, ladderSentence, ladderTrendSentence, type LadderAnalysis } from '@/domain/ladder';
import type { DisplayUnits } from '@/domain/unit-format';
import { type LoadDevelopment } from '@/features/loads/schema';
import { useUnits } from '@/features/units/hooks';
import { todayDateString } from '@/utils/dates';
import { downloadFile, exportFileName } from '@/utils/download';
import { chargeLadder, ladderCentres, ladderCharges, type ChargeLadder, type RecipePools } from '../load-analysis';
import { OcwPanel } from './ocw-panel';

// The chart (and uPlot with it) loads only when the page draws one: its own chunk.
const LadderChart = lazy(() => import('./charts/ladder-chart').then((m) => ({ default: m.LadderChart })));

/** The charge ladder of the load's recipe family: every load of it, by powder charge. */
export function ChargeLadderSection({
  load,
  recipe,
}: {
  load: LoadDevelopment;
  /** The user's loads and the pools of the recipe's loads, with whether they are fresh (useRecipePools). */
  recipe: {
    status: 'loading' | 'error' | 'success';
    loads: readonly LoadDevelopment[] | null;
    pools: RecipePools | null;
    sums: { fresh: boolean; asOf: Date } | null;
  };
}) {
  const { loads, pools } = recipe;
  const units = useUnits();
  const ladder = useMemo(() => (loads && pools ? chargeLadder(loads, pools, load) : null), [loads, pools, load]);
  // The trend and the flat-spot test, fitted to every counted velocity pooled by charge.
  const analysis = useMemo(
    () => (loads && pools ? analyzeLadderCharges(ladderCharges(loads, pools, load)) : null),
    [loads, pools, load],
  );
  // Where each charge's group sits on the target, from the shots placed on it (OCW).
  const centres = useMemo(() => (loads && pools ? ladderCentres(loads, pools, load) : []), [loads, pools, load]);
  const family = `${load.cartridge} · ${units.bullet(load.bullet.weight)} ${load.bullet.type} · ${load.powder.type}`;

  return (
    <Section title="Charge ladder">
      <p className="text-sm text-stone-700">
        Average velocity against powder charge across your loads of {family}, over every shot of their sessions.
      </p>
      {recipe.status === 'error' && <FormError message="The charge ladder could not be loaded. Please try again." />}
      {!ladder && recipe.status !== 'error' && <p className="text-stone-700">Loading the charge ladder…</p>}
      {recipe.status !== 'error' && <FiguresNote figures={recipe.sums} />}
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
          {analysis && <LadderSentences analysis={analysis} />}
          <LadderTable ladder={ladder} />
          <OcwPanel centres={centres} />
          {ladder.points.length > 0 && (
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => void downloadLadderCsv(`${load.name} ladder`, ladder, units)}
            >
              Download ladder CSV
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

/** The ladder table as CSV (the writer, Papa Parse, loads only when asked for). */
async function downloadLadderCsv(name: string, ladder: ChargeLadder, units: DisplayUnits) {
  const { ladderCsv } = await import('../load-csv');
  const csv = ladderCsv(ladder.points, units);
  downloadFile(exportFileName(name, todayDateString(), 'csv'), csv, 'text/csv;charset=utf-8');
}

/** The ladder's trend and verdict in the account's units; nothing below two charges. */
export function LadderSentences({ analysis }: { analysis: LadderAnalysis }) {
  const units = useUnits();
  if (analysis.slope === null) return null;
  return (
    <div className="mt-3 space-y-1 text-sm text-stone-700">
      <p data-ladder="trend">{ladderTrendSentence(analysis, units)}</p>
      <p data-ladder="verdict">{ladderSentence(analysis, units)}</p>
    </div>
  );
}

/** Each load of the recipe by charge, with its figures in the account's units. */
export function LadderTable({ ladder }: { ladder: ChargeLadder }) {
  const units = useUnits();
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
        units.velocity(point.averageVelocity),
        units.sd(point.standardDeviation),
        units.velocity(point.extremeSpread),
        units.number(point.shots, 0),
        units.number(point.sessions, 0),
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
    note: `${units.number(entry.shots, 0)} velocities, but no powder charge recorded`,
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
            {units.powder(row.charge, 'No charge')}
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
              <td key={index} className={figureCell}>
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
