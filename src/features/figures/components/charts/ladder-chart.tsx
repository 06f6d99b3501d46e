import { useMemo } from 'react';
import uPlot from 'uplot';
import { CHART_COLORS, ChartKey, UplotChart, chartAxis, pointSeries } from '@/components/charts/uplot-chart';
import { paddedRange } from '@/domain/charts';
import { useUnits } from '@/features/units/hooks';
import { ladderSummary, ladderVelocityRange, type LadderPoint } from '../../load-analysis';
import { rangeIn, unitVelocityAxis } from './unit-axes';

/** A rung as drawn: its charge and velocities in the account's units. */
type DrawnPoint = Pick<LadderPoint, 'charge' | 'averageVelocity' | 'standardDeviation' | 'current'>;

/** Tick steps a loader weighs in: tenths of a grain, or hundredths of a gram, at the finest. */
const CHARGE_STEPS = { gr: [0.1, 0.2, 0.5, 1, 2, 5, 10], g: [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1] } as const;

/**
 * Draws each rung's SD as an error bar (average ± 1 SD, with caps) and rings the load whose page
 * this is, after uPlot has drawn the series: a uPlot plugin on the draw hook.
 */
function errorBarsPlugin(points: readonly DrawnPoint[]): uPlot.Plugin {
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
  const units = useUnits();
  // Drawn in the account's units; the ranges are worked out in fps and grains, then converted.
  const drawn = useMemo<DrawnPoint[]>(
    () =>
      points.map((point) => ({
        charge: units.value('powderWeight', point.charge),
        averageVelocity: units.value('velocity', point.averageVelocity),
        standardDeviation: point.standardDeviation === null ? null : units.value('velocity', point.standardDeviation),
        current: point.current,
      })),
    [points, units],
  );
  const data = useMemo<uPlot.AlignedData>(
    () => [drawn.map((point) => point.charge), drawn.map((point) => point.averageVelocity)],
    [drawn],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    const velocityRange = rangeIn(units, 'velocity', ladderVelocityRange(points));
    const chargeRange = rangeIn(
      units,
      'powderWeight',
      paddedRange(
        points.map((point) => point.charge),
        0.3,
      ),
    );
    const grains = units.units.powderWeight === 'gr';
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
        chartAxis(
          `Powder charge (${units.label('powderWeight')})`,
          (_u, splits) => splits.map((value) => units.number(value, grains ? 1 : 2)),
          { incrs: [...CHARGE_STEPS[units.units.powderWeight]], space: 40 },
        ),
        unitVelocityAxis(`Average velocity (${units.label('velocity')})`, units),
      ],
      series: [{}, pointSeries('Average velocity', 9, { width: 1.5 })],
      plugins: [errorBarsPlugin(drawn)],
    };
  }, [points, drawn, units]);

  return (
    <div>
      <UplotChart options={options} data={data} label={ladderSummary(points, units)} />
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
