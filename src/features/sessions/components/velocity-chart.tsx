import { useMemo } from 'react';
import uPlot from 'uplot';
import {
  CHART_COLORS,
  ChartKey,
  UplotChart,
  chartAxis,
  pointSeries,
  velocityAxis,
} from '@/components/charts/uplot-chart';
import { paddedRange, shotVelocityPoints, shotVelocitySummary } from '@/domain/charts';
import { formatNumber } from '@/utils/format';
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
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    // From the data, not uPlot's min and max: for a single shot those are already widened.
    const shotRange = paddedRange(
      series.points.map((point) => point.shot),
      1,
    );
    const velocityRange = paddedRange(
      series.points.map((point) => point.velocity),
      10,
    );
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
        velocityAxis('Velocity (fps)'),
      ],
      series: [{}, pointSeries('Velocity', 8, { width: 1 })],
      plugins: [averageLinePlugin(series.averageVelocity)],
    };
  }, [series]);

  if (series.points.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
        No velocities to chart yet.
      </p>
    );
  }
  return (
    <div>
      <UplotChart options={options} data={data} label={shotVelocitySummary(series)} />
      <ChartKey
        items={[
          { label: 'Velocity of a shot', mark: 'point' },
          {
            label:
              series.averageVelocity === null ? 'Average' : `Average (${formatNumber(series.averageVelocity, 0)} fps)`,
            mark: 'dashed',
          },
        ]}
      />
    </div>
  );
}

export default VelocityChart;
