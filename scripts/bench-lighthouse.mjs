// The bench's Lighthouse runs: each page BENCH_RUNS times (5 unless set), the median with its spread,
// and beside the score what moves it on a phone: Total Blocking Time and the longest main-thread task.
//
// Why no signed-in page ever "finishes loading" for Lighthouse: it waits for the network to be quiet
// (no request in flight), and Firestore's listen channel is a request that stays open for as long as
// the page listens. Without a limit each run waited out Lighthouse's 45 s and warned "The page loaded
// too slowly". The limit here (SIGNED_IN_WAIT_MS) is well past the pages' last long task (about 2 s in
// the simulated timeline), so the figures are whole; the warning, expected, is said once, not per run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { HEAVY_SESSIONS } from './bench-common.mjs';
import { cpuBlocking } from './trace-main-thread.mjs';

export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const SIGNED_IN_WAIT_MS = 15_000;
const TOO_SLOW = /loaded too slowly/;

/** Lighthouse's accounts: the bench's own small one, and one with the demo data and HEAVY_SESSIONS more sessions. */
export const ACCOUNTS = [
  { key: '', label: 'signed in' },
  { key: 'heavy-', label: `heavy (${HEAVY_SESSIONS} more sessions)` },
];
/**
 * Each account's pages in Lighthouse, in the order measured, with issue 40's performance targets (and
 * TBT ≤ 200 ms): app cached (the service worker's precache kept) or cold (HTTP cache and precache gone).
 */
export const SIGNED_IN_RUNS = [
  { page: 'dashboard', path: '/dashboard', mode: 'cached', label: 'app cached', target: 95 },
  { page: 'session', path: '/session/{id}', mode: 'cached', label: 'app cached', target: 95 },
  { page: 'dashboard', path: '/dashboard', mode: 'cold', label: 'cold', target: 90 },
  { page: 'session', path: '/session/{id}', mode: 'cold', label: 'cold', target: 90 },
];
export const TBT_TARGET_MS = 200;
/** The landing page's performance at least (issue 40: unchanged, 99). */
export const LANDING_PERFORMANCE_TARGET = 99;
export const runName = (account, run) => `${account.key}${run.page}-${run.mode}`;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The longest main-thread task Lighthouse saw (simulated, as TBT counts it) and the script it ran. */
function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = items.reduce((best, item) => (!best || item.duration > best.duration ? item : best), null);
  if (!longest) return { ms: 0, where: '' };
  const where = longest.url.startsWith('http') ? new URL(longest.url).pathname.split('/').pop() : longest.url;
  return { ms: longest.duration, where };
}

/**
 * Runs Lighthouse (mobile, simulated throttling) on `url` LIGHTHOUSE_RUNS times in the Chromium on
 * `port`; `name` labels the reports BENCH_LH_DIR keeps. Gives every run and the medians.
 */
export async function runLighthouse(url, port, { name, signedIn, beforeRun, log }) {
  const runs = [];
  let tooSlow = false;
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    await beforeRun?.();
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: signedIn,
      },
      {
        extends: 'lighthouse:default',
        settings: {
          ...(signedIn ? { maxWaitForLoad: SIGNED_IN_WAIT_MS } : {}),
          // BENCH_LH_SAMPLES=1: the kept traces also sample the JavaScript, so scripts/long-tasks.mjs can
          // name the functions; the sampling slows the page, so such a run's figures read worse.
          ...(process.env.BENCH_LH_SAMPLES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        },
      },
    );
    const { lhr } = result;
    if (process.env.BENCH_LH_DIR) {
      mkdirSync(process.env.BENCH_LH_DIR, { recursive: true });
      writeFileSync(join(process.env.BENCH_LH_DIR, `${name}-${run}.json`), result.report);
      // The trace Lighthouse read, to see what each long task was (chrome://tracing, or scripts/long-tasks.mjs).
      writeFileSync(
        join(process.env.BENCH_LH_DIR, `${name}-${run}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      );
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const figures = {
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      longest: longestTask(lhr),
      // The same blocking worked out from the CPU time the tasks ran (trace-main-thread.mjs): what the page
      // does, whatever else the machine is doing, where TBT moves with the machine's load.
      cpu: cpuBlocking(result.artifacts.Trace),
      failedA11y: Object.values(lhr.categories.accessibility.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
    log(
      `  ${new URL(url).pathname} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
        `LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms, ` +
        `longest task ${Math.round(figures.longest.ms)} ms (${figures.longest.where}), ` +
        `from CPU time: blocking ${Math.round(figures.cpu.blockingMs)} ms, longest ${Math.round(figures.cpu.longestMs)} ms, ` +
        `CLS ${figures.cls.toFixed(3)}, ` +
        `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}` +
        (figures.finalUrl !== url ? ` (ended on ${figures.finalUrl})` : '') +
        (figures.failedA11y.length ? `; failing: ${figures.failedA11y.join(', ')}` : ''),
    );
    for (const warning of lhr.runWarnings ?? []) {
      if (signedIn && TOO_SLOW.test(warning)) tooSlow = true;
      else log(`    warning: ${warning}`);
    }
    runs.push(figures);
  }
  if (tooSlow)
    log(
      `    (Lighthouse stopped at ${SIGNED_IN_WAIT_MS / 1000} s, as set: Firestore's listen channel never lets the network go quiet.)`,
    );
  const spreadOf = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
  return {
    runs,
    finalUrl: runs[runs.length - 1].finalUrl,
    performance: spreadOf(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: spreadOf(runs.map((run) => run.tbt)),
    longest: spreadOf(runs.map((run) => run.longest.ms)),
    cpuBlocking: spreadOf(runs.map((run) => run.cpu.blockingMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

const range = ({ min, max }, format) => (min === max ? '' : ` (${format(min)} to ${format(max)})`);

/** The summary's rows for one page: performance and TBT against their targets, then the rest. */
export function lighthouseRows(add, label, lh, perfTarget, tbtTarget = null) {
  if (!lh) {
    add(`LH ${label} performance`, 'not measured', `≥ ${perfTarget}`, false);
    return;
  }
  const whole = (value) => String(Math.round(value));
  const { performance, tbt, longest, cpuBlocking: cpu } = lh;
  add(
    `LH ${label} performance`,
    `${performance.median}${range(performance, whole)}`,
    `≥ ${perfTarget}`,
    performance.median >= perfTarget,
  );
  add(
    `LH ${label} TBT`,
    `${whole(tbt.median)} ms${range(tbt, whole)}`,
    tbtTarget === null ? '' : `≤ ${tbtTarget} ms`,
    tbtTarget === null ? null : tbt.median <= tbtTarget,
  );
  add(`LH ${label} longest task`, `${whole(longest.median)} ms${range(longest, whole)}`, '', null);
  add(`LH ${label} blocking from CPU time`, `${whole(cpu.median)} ms${range(cpu, whole)}`, '', null);
  add(`LH ${label} accessibility`, String(lh.accessibility), '100', lh.accessibility === 100);
  add(`LH ${label} LCP / CLS`, `${(lh.lcp / 1000).toFixed(2)} s / ${lh.cls.toFixed(3)}`, '', null);
}
