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
import { paddedRange } from '@/domain/charts';
import { formatNumber } from '@/utils/format';
import { ladderSummary, ladderVelocityRange, type LadderPoint } from '../../load-analysis';

/**
 * Draws each rung's SD as an error bar (average ± 1 SD, with caps) and rings the load whose page
 * this is, after uPlot has drawn the series: a uPlot plugin on the draw hook.
 */
function errorBarsPlugin(points: readonly LadderPoint[]): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const ctx = u.ctx;
        const ratio = uPlot.pxRatio;
        const cap = 5 * ratio;
        ctx.save();
        ctx.strokeStyle = CHART_COLORS.bar;
        ctx.lineWidth = 1.5 * ratio;
        for (const point of points) {
          const x = u.valToPos(point.charge, 'x', true);
          if (point.standardDeviation !== null && point.standardDeviation > 0) {
            const top = u.valToPos(point.averageVelocity + point.standardDeviation, 'y', true);
            const bottom = u.valToPos(point.averageVelocity - point.standardDeviation, 'y', true);
            ctx.beginPath();
            ctx.moveTo(x, top);
            ctx.lineTo(x, bottom);
            ctx.moveTo(x - cap, top);
            ctx.lineTo(x + cap, top);
            ctx.moveTo(x - cap, bottom);
            ctx.lineTo(x + cap, bottom);
            ctx.stroke();
          }
          if (point.current) {
            const y = u.valToPos(point.averageVelocity, 'y', true);
            ctx.beginPath();
            ctx.arc(x, y, 9 * ratio, 0, 2 * Math.PI);
            ctx.stroke();
          }
        }
        ctx.restore();
      },
    },
  };
}

/** The charge ladder: average velocity against powder charge, one point per load, SD as error bars. */
export function LadderChart({ points }: { points: readonly LadderPoint[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((point) => point.charge), points.map((point) => point.averageVelocity)],
    [points],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    const velocityRange = ladderVelocityRange(points);
    const chargeRange = paddedRange(
      points.map((point) => point.charge),
      0.3,
    );
    return {
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: {
          time: false,
          // From the data, not uPlot's min and max: for a single point those are already widened.
          range: (_u, min, max) => chargeRange ?? [min, max],
        },
        y: { range: (_u, min, max) => velocityRange ?? [min - 10, max + 10] },
      },
      axes: [
        chartAxis('Powder charge (gr)', (_u, splits) => splits.map((value) => formatNumber(value, 1)), {
          // Steps a loader weighs in: tenths of a grain at the finest.
          incrs: [0.1, 0.2, 0.5, 1, 2, 5, 10],
          space: 40,
        }),
        velocityAxis('Average velocity (fps)'),
      ],
      series: [{}, pointSeries('Average velocity', 9, { width: 1.5 })],
      plugins: [errorBarsPlugin(points)],
    };
  }, [points]);

  return (
    <div>
      <UplotChart options={options} data={data} label={ladderSummary(points)} />
      <ChartKey
        items={[
          { label: 'Average velocity of a load', mark: 'point' },
          { label: '± 1 SD (sample)', mark: 'bar' },
          ...(points.some((point) => point.current) ? [{ label: 'This load', mark: 'ring' as const }] : []),
        ]}
      />
    </div>
  );
}
