// The page's main thread in a Chrome trace, and what its tasks cost in CPU time.
//
// Lighthouse's TBT (simulated throttling) is worked out from each task's wall-clock duration, so on a busy
// machine a task that waited for a core reads as work: a 22 ms layout took 60 ms while two helpers ran
// tests. A task's thread time (the trace's `tdur`) counts only the time it ran, so the figure below moves
// with the page's work, far less with the machine's load: Σ max(0, 4 × CPU time − 50 ms) over the main
// thread's tasks from the first contentful paint on (as TBT counts), Lighthouse's mobile CPU slowdown (4×)
// and long-task threshold (50 ms) applied to what ran. It undercounts a task that waits, blocked, on
// another process (a synchronous call to the browser, a storage read), which blocks a phone too: a figure
// to compare two versions of the page on a busy machine, beside TBT, not in its place.

export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;

/** The renderer main thread with the most task time ("pid:tid"), the one a page load keeps busy. */
export function mainThreadOf(events) {
  const threadNames = new Map(
    events
      .filter((event) => event.name === 'thread_name')
      .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const busy = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && threadNames.get(key) === 'CrRendererMain')
      busy.set(key, (busy.get(key) ?? 0) + event.dur);
  }
  const [mainThread] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!mainThread) throw new Error('No renderer main thread in this trace');
  return mainThread;
}

/** The main thread's blocking estimated from CPU time, with the longest task's CPU time (from the first contentful paint), in ms. */
export function cpuBlocking(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mainThread = mainThreadOf(events);
  const [mainPid] = mainThread.split(':').map(Number);
  const paints = events.filter((event) => event.name === 'firstContentfulPaint' && event.pid === mainPid);
  const fromTs = paints.length ? Math.min(...paints.map((event) => event.ts)) : -Infinity;
  let blockingMs = 0;
  let longestMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || `${event.pid}:${event.tid}` !== mainThread) continue;
    if (event.ts + event.dur < fromTs) continue;
    const cpuMs = (event.tdur ?? event.dur) / 1000;
    longestMs = Math.max(longestMs, cpuMs);
    blockingMs += Math.max(0, CPU_SLOWDOWN * cpuMs - LONG_TASK_MS);
  }
  return { blockingMs, longestMs };
}
