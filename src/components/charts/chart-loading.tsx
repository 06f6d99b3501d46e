/** Holds a chart's place (its height) while its code loads. */
export function ChartLoading() {
  return (
    <p role="status" className="flex h-[260px] items-center justify-center text-sm text-stone-600">
      Loading chart…
    </p>
  );
}
