import { describe, expect, it } from 'vitest';
import { cpuBlocking, mainThreadOf, type TraceEvent } from '../../scripts/trace-main-thread.mjs';

// A page's trace, reduced: the renderer's main thread (pid 1, tid 1), a compositor thread and a second
// renderer main thread (an iframe, say) with less work; times in microseconds, as Chrome writes them.
const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

const events: TraceEvent[] = [
  threadName(1, 1, 'CrRendererMain'),
  threadName(1, 2, 'Compositor'),
  threadName(2, 1, 'CrRendererMain'),
  // Before the first contentful paint at 100 ms: not counted, as TBT does not count it.
  task(1, 1, 10_000, 80, 80),
  { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 1, ts: 100_000 },
  // A 60 ms task that ran 20 ms (it waited for a core): 4 × 20 − 50 = 30 ms.
  task(1, 1, 150_000, 60, 20),
  // 10 ms of CPU: 4 × 10 = 40, under 50, so nothing.
  task(1, 1, 300_000, 10, 10),
  // 25 ms, all of it run: 4 × 25 − 50 = 50 ms.
  task(1, 1, 400_000, 25, 25),
  // Other threads, however long, are not the page's main thread.
  task(1, 2, 150_000, 500, 500),
  task(2, 1, 150_000, 30, 30),
];

describe('the main thread of a trace and its blocking from CPU time', () => {
  it('takes the renderer main thread with the most task time', () => {
    expect(mainThreadOf(events)).toBe('1:1');
  });

  it('sums 4 × each task’s CPU time over 50 ms, from the first contentful paint, with the longest task', () => {
    expect(cpuBlocking(events)).toEqual({ blockingMs: 30 + 50, longestMs: 25 });
    expect(cpuBlocking({ traceEvents: events })).toEqual({ blockingMs: 80, longestMs: 25 });
  });

  it('counts every task when the trace has no contentful paint, and wall time where no CPU time is kept', () => {
    const noPaint = events.filter((event) => event.name !== 'firstContentfulPaint');
    // The 80 ms task before the paint now counts: 4 × 80 − 50 = 270.
    expect(cpuBlocking(noPaint)).toEqual({ blockingMs: 270 + 30 + 50, longestMs: 80 });
    const noCpuTime = [threadName(1, 1, 'CrRendererMain'), { ...task(1, 1, 0, 40, 0), tdur: undefined }];
    expect(cpuBlocking(noCpuTime)).toEqual({ blockingMs: 110, longestMs: 40 });
  });

  it('says so when the trace has no renderer main thread', () => {
    expect(() => mainThreadOf([threadName(1, 2, 'Compositor')])).toThrow('No renderer main thread');
  });
});
