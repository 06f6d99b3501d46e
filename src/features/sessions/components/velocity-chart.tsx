import { useMemo } from 'react';
import uPlot from 'uplot';
import { CHART_COLORS, ChartKey, UplotChart, chartAxis, pointSeries } from '@/components/charts/uplot-chart';
import { paddedRange, shotVelocityPoints } from '@/domain/charts';
import type { DisplayUnits } from '@/domain/unit-format';
import { useUnits } from '@/features/units/hooks';
import type { Shot } from '../schema';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The chart in one sentence, its accessible name, in the account's velocity unit. */
function velocitySummary(series: ReturnType<typeof shotVelocityPoints>, units: DisplayUnits): string {
  if (series.points.length === 0 || series.averageVelocity === null)
    return 'Velocity per shot: no velocities logged yet.';
  const velocities = series.points.map((point) => point.velocity);
  return `Velocity per shot for ${plural(series.points.length, 'shot')}, from ${units.velocity(
    Math.min(...velocities),
  )} to ${units.velocity(Math.max(...velocities))}; average ${units.velocity(series.averageVelocity)}, drawn as a dashed line.`;
}

/** The average as a dashed line across the whole plot, drawn after the series (a uPlot plugin). */
function averageLinePlugin(average: number | null): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        if (average === null) return;
        const ctx = u.ctx;
        const y = Math.round(u.valToPos(average, 'y', true));
        ctx.save();
        ctx.strokeStyle = CHART_COLORS.average;
        ctx.lineWidth = 2 * uPlot.pxRatio;
        ctx.setLineDash([8 * uPlot.pxRatio, 5 * uPlot.pxRatio]);
        ctx.beginPath();
        ctx.moveTo(u.bbox.left, y);
        ctx.lineTo(u.bbox.left + u.bbox.width, y);
        ctx.stroke();
        ctx.restore();
      },
    },
  };
}

/**
 * Velocity per shot, numbered in the order fired, with the average as a dashed horizontal line.
 * Shots without a velocity are skipped (they keep their numbers). Load it with React.lazy, so uPlot
 * reaches only the pages that draw a chart.
 */
export function VelocityChart({ shots }: { shots: readonly Shot[] }) {
  const units = useUnits();
  const series = useMemo(() => shotVelocityPoints(shots), [shots]);
  // Drawn in the account's velocity unit; the series stays in fps, as stored.
  const shown = useMemo(() => series.points.map((point) => units.value('velocity', point.velocity)), [series, units]);
  const data = useMemo<uPlot.AlignedData>(() => [series.points.map((point) => point.shot), shown], [series, shown]);
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    // From the data, not uPlot's min and max: for a single shot those are already widened.
    const shotRange = paddedRange(
      series.points.map((point) => point.shot),
      1,
    );
    // At least 10 fps either side, in the unit shown.
    const velocityRange = paddedRange(shown, units.value('velocity', 10));
    const tickDecimals = units.units.velocity === 'fps' ? 0 : 1;
    const average = series.averageVelocity === null ? null : units.value('velocity', series.averageVelocity);
    return {
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: (_u, min, max) => shotRange ?? [min, max] },
        y: { range: (_u, min, max) => velocityRange ?? [min, max] },
      },
      axes: [
        chartAxis('Shot', (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')), {
          incrs: [1, 2, 5, 10, 20, 50, 100],
        }),
        chartAxis(
          `Velocity (${units.label('velocity')})`,
          (_u, splits) => splits.map((value) => units.number(value, tickDecimals)),
          { size: 56 },
        ),
      ],
      series: [{}, pointSeries('Velocity', 8, { width: 1 })],
      plugins: [averageLinePlugin(average)],
    };
  }, [series, shown, units]);

  if (series.points.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        No velocities to chart yet.
      </p>
    );
  }
  return (
    <div>
      <UplotChart options={options} data={data} label={velocitySummary(series, units)} />
      <ChartKey
        items={[
          { label: 'Velocity of a shot', mark: 'point' },
          {
            label: series.averageVelocity === null ? 'Average' : `Average (${units.velocity(series.averageVelocity)})`,
            mark: 'dashed',
          },
        ]}
      />
    </div>
  );
}

export default VelocityChart;
