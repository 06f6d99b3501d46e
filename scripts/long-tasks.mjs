// What each long main-thread task of a page load was, from a Chrome trace (the ones `npm run bench`
// keeps with BENCH_LH_DIR=dir): `node scripts/long-tasks.mjs dir/session-cold-1.trace.json [min ms]`.
// Lighthouse's simulated throttling counts each observed task about four times over, so a task of
// 12.5 ms here is a 50 ms long task there; the default threshold is 12 ms.
import { readFileSync } from 'node:fs';
import { cpuBlocking, mainThreadOf } from './trace-main-thread.mjs';

const [file, minArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/long-tasks.mjs <trace.json> [min ms]');
  process.exit(2);
}
const minMs = Number(minArg ?? 12);
const trace = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(trace) ? trace : trace.traceEvents;

const mainThread = mainThreadOf(events);
const onMain = events
  .filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === 'X' && event.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const start = Math.min(...onMain.map((event) => event.ts));

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '');
/** What an event did, in a few words: the script evaluated or called, the GC, the layout. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
    case 'v8.compileModule':
    case 'v8.compile':
      return `${event.name} ${short(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${short(data.url)} ${data.functionName ?? ''}`.trim();
    case 'EventDispatch':
      return `EventDispatch ${data.type ?? ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
      return event.name;
    default:
      return event.name;
  }
}

// JavaScript samples, when the trace has them (the bench's with BENCH_LH_SAMPLES=1): for
// each sample its time, the function it was in (name, script, line and column) and the module
// whose evaluation it was part of, if any (the innermost top-level frame of a script on its stack).
const samples = [];
{
  // A Profile names the thread it samples; its chunks (written from the profiler's own thread) carry its id.
  const [mainPid, mainTid] = mainThread.split(':').map(Number);
  const profiles = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.id}`;
    if (event.name === 'Profile' && event.pid === mainPid && event.tid === mainTid)
      profiles.set(key, { at: event.args.data.startTime, nodes: new Map() });
    const profile = event.name === 'ProfileChunk' ? profiles.get(key) : undefined;
    if (!profile) continue;
    const chunk = event.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) profile.nodes.set(node.id, node);
    (chunk.samples ?? []).forEach((nodeId, index) => {
      profile.at += event.args.data.timeDeltas[index];
      const node = profile.nodes.get(nodeId);
      if (node) samples.push({ at: profile.at, frame: node.callFrame, module: moduleOf(profile.nodes, node) });
    });
  }
}
/** The script whose top-level code (a module's evaluation) is the innermost such frame on the node's stack. */
function moduleOf(nodes, node) {
  for (let at = node; at; at = nodes.get(at.parent)) {
    const { functionName, url, lineNumber, columnNumber } = at.callFrame;
    if (url && !functionName && lineNumber === 0 && columnNumber === 0) return short(url);
  }
  return null;
}

const frameLabel = (frame) =>
  frame.url
    ? `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    : frame.functionName;

const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 >= minMs);
const cpu = cpuBlocking(events);
console.log(`${file}: ${tasks.length} tasks of ${minMs} ms or more on the main thread`);
console.log(
  `  from CPU time: blocking ${Math.round(cpu.blockingMs)} ms (4× each task's CPU time over 50 ms), longest task ${cpu.longestMs.toFixed(1)} ms`,
);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end);
  // Time by what did it, counting each event's own time (its duration less its children's).
  const self = new Map();
  for (const event of inside) {
    const children = inside.filter(
      (other) => other !== event && other.ts >= event.ts && other.ts + other.dur <= event.ts + event.dur,
    );
    // Only direct children: those not inside another child.
    const direct = children.filter(
      (child) =>
        !children.some(
          (other) =>
            other !== child &&
            other.ts <= child.ts &&
            other.ts + other.dur >= child.ts + child.dur &&
            other.dur > child.dur,
        ),
    );
    const own = event.dur - direct.reduce((sum, child) => sum + child.dur, 0);
    const what = label(event);
    self.set(what, (self.get(what) ?? 0) + Math.max(0, own));
  }
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .filter(([, us]) => us >= 1000)
    .map(([what, us]) => `${what} ${(us / 1000).toFixed(1)}`);
  console.log(
    `  at ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms: ${(task.dur / 1000).toFixed(1).padStart(6)} ms (CPU ${((task.tdur ?? task.dur) / 1000).toFixed(1)})  ${top.join('; ')}`,
  );
  // The functions the samples found running most in this task.
  const during = samples.filter((sample) => sample.at >= task.ts && sample.at <= end);
  const byFunction = new Map();
  for (const { frame } of during) byFunction.set(frameLabel(frame), (byFunction.get(frameLabel(frame)) ?? 0) + 1);
  const hottest = [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
  if (hottest.length)
    console.log(`           samples: ${hottest.map(([what, count]) => `${what} ×${count}`).join('; ')}`);
  // The modules being evaluated, by their samples (their own code and what it called).
  const byModule = new Map();
  for (const { module } of during) if (module) byModule.set(module, (byModule.get(module) ?? 0) + 1);
  const modules = [...byModule.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (modules.length)
    console.log(`           evaluating: ${modules.map(([what, count]) => `${what} ×${count}`).join('; ')}`);
}
