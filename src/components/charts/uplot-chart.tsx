import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@/utils/format';

/** Colours the charts share; every series also differs by shape or dash, never by colour alone. */
export const CHART_COLORS = {
  series: '#b45309', // amber-700
  average: '#075985', // sky-800
  bar: '#44403c', // stone-700
  axis: '#57534e', // stone-600
  grid: '#e7e5e4', // stone-200
} as const;

const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** An axis with the app's colours and a label; `values` formats the tick labels. */
export function chartAxis(label: string, values?: uPlot.Axis['values'], extra: uPlot.Axis = {}): uPlot.Axis {
  return {
    label,
    values,
    stroke: CHART_COLORS.axis,
    font: AXIS_FONT,
    labelFont: `bold ${AXIS_FONT}`,
    grid: { stroke: CHART_COLORS.grid, width: 1 },
    ticks: { stroke: CHART_COLORS.grid, width: 1 },
    ...extra,
  };
}

/** A velocity axis: whole feet per second, with room for four-digit figures. */
export function velocityAxis(label: string): uPlot.Axis {
  return chartAxis(label, (_u, splits) => splits.map((value) => formatNumber(value, 0)), { size: 56 });
}

/** A series drawn in the app's series colour with a filled point at each value; `extra` sets line width or paths. */
export function pointSeries(label: string, pointSize: number, extra: uPlot.Series = {}): uPlot.Series {
  return {
    label,
    stroke: CHART_COLORS.series,
    points: { show: true, size: pointSize, width: 1, fill: CHART_COLORS.series, stroke: CHART_COLORS.series },
    ...extra,
  };
}

/** The chart's width: its container's, and at least 200 px. */
const widthOf = (element: Element) => Math.max(200, Math.floor(element.getBoundingClientRect().width));

type UplotChartProps = {
  /** uPlot's options, without the size (the chart takes its container's width). Memoise them. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  /** uPlot's aligned data. Memoise it: a new object draws a new chart. */
  data: uPlot.AlignedData;
  /** The chart's accessible name: what it shows, in a sentence (the canvas says nothing). */
  label: string;
  height?: number;
};

/**
 * A uPlot chart as a React component: created when mounted and whenever its options or data
 * change, destroyed when unmounted, and as wide as its container (a ResizeObserver follows it, from
 * a 390 px phone up). Exposed to assistive technology as one image with a summary for a name; each
 * chart comes with a table of the same figures.
 */
export function UplotChart({ options, data, label, height = 260 }: UplotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);

  // Drawn in a task of its own, after the page has answered (a chart is a canvas drawn by script,
  // tens of milliseconds on a phone): the chart it replaces stays until then, so nothing flickers.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const timer = setTimeout(() => {
      chartRef.current?.destroy();
      chartRef.current = new uPlot({ ...options, width: widthOf(container), height }, data, container);
    }, 0);
    return () => clearTimeout(timer);
  }, [options, data, height]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const observer = new ResizeObserver(() => {
      const chart = chartRef.current;
      const width = widthOf(container);
      if (chart && width !== chart.width) chart.setSize({ width, height: chart.height });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      className="w-full min-w-0 overflow-hidden"
      style={{ minHeight: height }}
    />
  );
}

type KeyItem = { label: string; mark: 'point' | 'line' | 'dashed' | 'bar' | 'ring' };

/** A chart's key in text, each entry with the mark it is drawn with; decorative marks are hidden. */
export function ChartKey({ items }: { items: readonly KeyItem[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-label="Chart key">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="14" viewBox="0 0 24 14" className="shrink-0">
            {item.mark === 'point' && <circle cx="12" cy="7" r="4" fill={CHART_COLORS.series} />}
            {item.mark === 'line' && <line x1="0" y1="7" x2="24" y2="7" stroke={CHART_COLORS.series} strokeWidth="2" />}
            {item.mark === 'dashed' && (
              <line x1="0" y1="7" x2="24" y2="7" stroke={CHART_COLORS.average} strokeWidth="2" strokeDasharray="6 4" />
            )}
            {item.mark === 'bar' && (
              <path d="M12 1v12M8 1h8M8 13h8" stroke={CHART_COLORS.bar} strokeWidth="1.5" fill="none" />
            )}
            {item.mark === 'ring' && (
              <circle cx="12" cy="7" r="5.5" stroke={CHART_COLORS.bar} strokeWidth="1.5" fill="none" />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
