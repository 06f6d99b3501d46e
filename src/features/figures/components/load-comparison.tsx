import { useId } from 'react';
import { FiguresTable, figureCell } from '@/components/ui/figures-table';
import { compareSamples, meanComparisonSentence, sdComparisonSentence } from '@/domain/compare';
import { meanWithInterval, standardDeviationWithInterval } from '@/domain/intervals';
import type { BestGroup } from '@/domain/rollups';
import { useUnits } from '@/features/units/hooks';
import { DASH } from '@/utils/format';

/** One side of a comparison: what it is called, every counted velocity, and its best group when known. */
export type ComparedString = { name: string; velocities: readonly number[]; group?: BestGroup | null };

/**
 * Two strings side by side: shots, average and SD with their intervals, ES; then what the tests
 * say (Welch's t on the averages, F on the SDs), never that one is better unless it is shown.
 */
export function LoadComparison({ a, b }: { a: ComparedString; b: ComparedString }) {
  const headingId = useId();
  const units = useUnits();
  const comparison = compareSamples(a.velocities, b.velocities);
  const names = { a: a.name, b: b.name };
  const columns = [a, b].map((side) => {
    const mean = meanWithInterval(side.velocities);
    const sd = standardDeviationWithInterval(side.velocities);
    const es = side.velocities.length ? Math.max(...side.velocities) - Math.min(...side.velocities) : null;
    return { mean, sd, es };
  });
  const level = `${units.number(columns[0]!.mean.level * 100, 1)}%`;
  const rows: { label: string; values: string[] }[] = [
    { label: 'Shots', values: columns.map((column) => units.number(column.mean.n, 0)) },
    { label: 'Average velocity', values: columns.map((column) => units.velocity(column.mean.mean)) },
    {
      label: `Average, ${level} interval`,
      values: columns.map((column) => units.velocityInterval(column.mean.interval)),
    },
    { label: 'SD (sample)', values: columns.map((column) => units.sd(column.sd.sd)) },
    {
      label: `SD, ${level} interval`,
      values: columns.map((column) => units.velocityInterval(column.sd.interval, 'sd')),
    },
    { label: 'ES', values: columns.map((column) => units.velocity(column.es)) },
    { label: 'Best group', values: [a, b].map((side) => units.bestGroup(side.group ?? null, DASH)) },
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
      <p data-comparison="means">{meanComparisonSentence(comparison, names, units)}</p>
      <p data-comparison="sds">{sdComparisonSentence(comparison, names, units)}</p>
    </section>
  );
}
