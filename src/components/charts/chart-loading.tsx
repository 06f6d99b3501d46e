/**
 * Holds a chart's place while its code loads or waits for idle time: the plot's 260 px and its key's
 * line under it, so nothing below moves when the chart is drawn (a tap meant for a button there
 * would land on whatever moved under the finger).
 */
export function ChartLoading() {
  return (
    <p role="status" className="flex h-[288px] items-center justify-center text-sm text-stone-600">
      Loading chart…
    </p>
  );
}
