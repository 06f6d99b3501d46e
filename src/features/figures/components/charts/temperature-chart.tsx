import { useMemo } from 'react';
import type uPlot from 'uplot';
import { ChartKey, UplotChart, chartAxis, pointSeries, velocityAxis } from '@/components/charts/uplot-chart';
import { paddedRange } from '@/domain/charts';
import { formatNumber } from '@/utils/format';
import { temperatureSummary, type TemperaturePoint } from '../../temperature-analysis';

/** Velocity against temperature: one point per session of the load (no line: sessions are not a series). */
export function TemperatureChart({ points }: { points: readonly TemperaturePoint[] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [points.map((point) => point.temperature), points.map((point) => point.averageVelocity)],
    [points],
  );
  const options = useMemo<Omit<uPlot.Options, 'width' | 'height'>>(() => {
    // From the data, not uPlot's min and max: for a single point those are already widened.
    const temperatureRange = paddedRange(
      points.map((point) => point.temperature),
      5,
    );
    const velocityRange = paddedRange(
      points.map((point) => point.averageVelocity),
      10,
    );
    return {
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: (_u, min, max) => temperatureRange ?? [min, max] },
        y: { range: (_u, min, max) => velocityRange ?? [min, max] },
      },
      axes: [
        chartAxis('Temperature (°F)', (_u, splits) => splits.map((value) => formatNumber(value, 1))),
        velocityAxis('Average velocity (fps)'),
      ],
      series: [{}, pointSeries('Average velocity', 10, { paths: () => null })],
    };
  }, [points]);

  return (
    <div>
      <UplotChart options={options} data={data} label={temperatureSummary(points)} />
      <ChartKey items={[{ label: 'Average velocity of a session', mark: 'point' }]} />
    </div>
  );
}
