export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export const CPU_SLOWDOWN: number;
export const LONG_TASK_MS: number;
export function mainThreadOf(events: TraceEvent[]): string;
export function cpuBlocking(trace: TraceEvent[] | { traceEvents: TraceEvent[] }): {
  blockingMs: number;
  longestMs: number;
};
