import { useId } from 'react';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { compareSamples, meanComparisonSentence, sdComparisonSentence } from '@/domain/compare';
import {
  formatConfidenceLevel,
  meanWithInterval,
  standardDeviationWithInterval,
  type Interval,
} from '@/domain/intervals';
import type { BestGroup } from '@/domain/rollups';
import { DASH, formatBestGroup, formatNumber, formatSd } from '@/utils/format';

/** One side of a comparison: what it is called, every counted velocity, and its best group when known. */
export type ComparedString = { name: string; velocities: readonly number[]; group?: BestGroup | null };

const fps = (value: number | null, decimals: number) =>
  value === null ? DASH : `${formatNumber(value, decimals)} fps`;
const range = (interval: Interval | null, decimals: number) =>
  interval ? `${formatNumber(interval.low, decimals)} to ${formatNumber(interval.high, decimals)} fps` : DASH;

/**
 * Two strings side by side: shots, average and SD with their intervals, ES; then what the tests
 * say (Welch's t on the averages, F on the SDs), never that one is better unless it is shown.
 */
export function LoadComparison({ a, b }: { a: ComparedString; b: ComparedString }) {
  const headingId = useId();
  const comparison = compareSamples(a.velocities, b.velocities);
  const names = { a: a.name, b: b.name };
  const columns = [a, b].map((side) => {
    const mean = meanWithInterval(side.velocities);
    const sd = standardDeviationWithInterval(side.velocities);
    const es = side.velocities.length ? Math.max(...side.velocities) - Math.min(...side.velocities) : null;
    return { mean, sd, es };
  });
  const level = formatConfidenceLevel(columns[0]!.mean.level);
  const rows: { label: string; values: string[] }[] = [
    { label: 'Shots', values: columns.map((column) => String(column.mean.n)) },
    { label: 'Average velocity', values: columns.map((column) => fps(column.mean.mean, 0)) },
    { label: `Average, ${level} interval`, values: columns.map((column) => range(column.mean.interval, 0)) },
    { label: 'SD (sample)', values: columns.map((column) => formatSd(column.sd.sd)) },
    { label: `SD, ${level} interval`, values: columns.map((column) => range(column.sd.interval, 1)) },
    { label: 'ES', values: columns.map((column) => fps(column.es, 0)) },
    { label: 'Best group', values: [a, b].map((side) => formatBestGroup(side.group ?? null, DASH)) },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Side by side
      </h2>
      <FiguresTable caption="Comparison" head={['Figure', a.name, b.name]}>
        {rows.map((row) => (
          <tr key={row.label} data-figure={row.label}>
            <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td key={index} className={figureCell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </FiguresTable>
      <p data-comparison="means">{meanComparisonSentence(comparison, names)}</p>
      <p data-comparison="sds">{sdComparisonSentence(comparison, names)}</p>
    </section>
  );
}
