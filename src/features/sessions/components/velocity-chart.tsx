import { useMemo } from 'react';
import uPlot from 'uplot';
import { CHART_COLORS, ChartKey, UplotChart, chartAxis } from '../../../components/charts/uplot-chart';
import { formatNumber } from '../../../utils/format';
import { shotVelocityPoints, shotVelocitySummary } from '../../loads/analysis';
import type { Shot } from '../schema';

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
  const series = useMemo(() => shotVelocityPoints(shots), [shots]);
  const data = useMemo<uPlot.AlignedData>(
    () => [series.points.map((point) => point.shot), series.points.map((point) => point.velocity)],
    [series],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(
    () => ({
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: {
          time: false,
          range: (_u, min, max) => [Math.max(0, min - 1), max + 1],
        },
        y: {
          range: (_u, min, max) => {
            const pad = Math.max(10, (max - min) / 10);
            return [Math.floor(min - pad), Math.ceil(max + pad)];
          },
        },
      },
      axes: [
        chartAxis('Shot', (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : '')), {
          incrs: [1, 2, 5, 10, 20, 50, 100],
        }),
        chartAxis('Velocity (fps)', (_u, splits) => splits.map((value) => formatNumber(value, 0)), { size: 56 }),
      ],
      series: [
        {},
        {
          label: 'Velocity',
          stroke: CHART_COLORS.series,
          width: 1,
          points: { show: true, size: 8, width: 1, fill: CHART_COLORS.series, stroke: CHART_COLORS.series },
        },
      ],
      plugins: [averageLinePlugin(series.averageVelocity)],
    }),
    [series.averageVelocity],
  );

  if (series.points.length === 0) {
    return <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">No velocities to chart yet.</p>;
  }
  return (
    <div>
      <UplotChart options={options} data={data} label={shotVelocitySummary(series)} />
      <ChartKey
        items={[
          { label: 'Velocity of a shot', mark: 'point' },
          {
            label: series.averageVelocity === null ? 'Average' : `Average (${formatNumber(series.averageVelocity, 0)} fps)`,
            mark: 'dashed',
          },
        ]}
      />
    </div>
  );
}

export default VelocityChart;
