import { useMemo } from 'react';
import type uPlot from 'uplot';
import { ChartKey, UplotChart, chartAxis, pointSeries } from '@/components/charts/uplot-chart';
import { paddedRange } from '@/domain/charts';
import { useUnits } from '@/features/units/hooks';
import { temperatureSummary, type TemperaturePoint } from '../../temperature-analysis';
import { rangeIn, unitVelocityAxis } from './unit-axes';

/** Velocity against temperature: one point per session of the load (no line: sessions are not a series). */
export function TemperatureChart({ points }: { points: readonly TemperaturePoint[] }) {
  const units = useUnits();
  // Drawn in the account's units: each session's temperature and velocity converted.
  const data = useMemo<uPlot.AlignedData>(
    () => [
      points.map((point) => units.value('temperature', point.temperature)),
      points.map((point) => units.value('velocity', point.averageVelocity)),
    ],
    [points, units],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    // From the data, not uPlot's min and max: for a single point those are already widened.
    const temperatureRange = rangeIn(
      units,
      'temperature',
      paddedRange(
        points.map((point) => point.temperature),
        5,
      ),
    );
    const velocityRange = rangeIn(
      units,
      'velocity',
      paddedRange(
        points.map((point) => point.averageVelocity),
        10,
      ),
    );
    return {
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: (_u, min, max) => temperatureRange ?? [min, max] },
        y: { range: (_u, min, max) => velocityRange ?? [min, max] },
      },
      axes: [
        chartAxis(`Temperature (${units.label('temperature')})`, (_u, splits) =>
          splits.map((value) => units.number(value, 1)),
        ),
        unitVelocityAxis(`Average velocity (${units.label('velocity')})`, units),
      ],
      series: [{}, pointSeries('Average velocity', 10, { paths: () => null })],
    };
  }, [points, units]);

  return (
    <div>
      <UplotChart options={options} data={data} label={temperatureSummary(points, units)} />
      <ChartKey items={[{ label: 'Average velocity of a session', mark: 'point' }]} />
    </div>
  );
}
