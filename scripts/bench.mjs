#!/usr/bin/env node
// `npm run bench`: the performance figures, printed, never asserted. Builds the
// production app into dist/bench, serves it with `vite preview` on 127.0.0.1:4199, and measures
// against the Auth and Firestore emulators (firebase.json; `npm run bench` starts them):
//   1. the gzip size (level 9) of the JavaScript the landing page and a signed-in session page load,
//      recorded from a cold page load in Playwright, with the service-worker chunk apart (bench-sizes.mjs);
//   2. Lighthouse 12 (mobile, simulated throttling) performance and accessibility, landing page cold
//      and signed-in pages with a cold HTTP cache, in scripts/chromium.mjs's browser (median of BENCH_RUNS, 5, with the spread, TBT and the longest task: bench-lighthouse.mjs;
//      and the blocking worked out from the CPU time the tasks ran, which a busy machine moves far less: trace-main-thread.mjs),
//      for the bench's own small account and for a heavy one (the demo data and HEAVY_SESSIONS more sessions);
//      (BENCH_LH_DIR=dir keeps each Lighthouse report as JSON, and its trace for scripts/long-tasks.mjs,
//      with JavaScript samples when BENCH_LH_SAMPLES=1; BENCH_LH_ONLY=name runs only the signed-in
//      pages whose run name, as in those files, contains it: BENCH_LH_ONLY=heavy-dashboard-cold);
//   3. the time from Enter on a shot to its row being in the shot table, offline, over 20 shots (bench-shots.mjs);
//   4. the Firestore documents read (as billed) and KiB received by each signed-in screen opened cold,
//      for a fresh account holding the demo data (scripts/demo-seed.ts), counted from the traffic
//      (scripts/firestore-reads.mjs; bench-reads.mjs).
// `npm run bench:heavy` (--heavy) measures instead, for a fresh demo account grown to a handloader's few
// years (HEAVY_SESSIONS completed sessions of 20 shots, scripts/demo-seed.ts's seedHeavyHistory), each
// signed-in screen opened cold: the time until it shows its data, the Firestore documents and KiB read,
// the sessions listed at first, and the JS heap once it is quiet (bench-reads.mjs).
// A missed target never fails the run; only a measurement that could not be taken does (exit 1).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { build, preview } from 'vite';
import { PROJECT_ID, authUrl, firestoreHost } from './emulator-hosts.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE } from './chromium.mjs';
import {
  HEAVY_SESSIONS,
  HOST,
  ORIGIN,
  OUT_DIR,
  PORT,
  loadTestSupport,
  log,
  printLoadAverage,
  printTable,
  sleep,
} from './bench-common.mjs';
import {
  ACCOUNTS,
  LIGHTHOUSE_RUNS,
  SIGNED_IN_RUNS,
  TBT_TARGET_MS,
  LANDING_PERFORMANCE_TARGET,
  lighthouseRows,
  runLighthouse,
  runName,
} from './bench-lighthouse.mjs';
import { measureHeavyScreens, measureReadsPerScreen, printHeavySummary, printReadsPerScreen } from './bench-reads.mjs';
import { SHOTS, addShotRows, createRecordsAndSession, shotLatencies } from './bench-shots.mjs';
import { addSizeRows, printSizes, scriptsLoaded, serviceWorkerChunks, sizeReport } from './bench-sizes.mjs';

const CHROMIUM = CHROMIUM_PATH;
const HEAVY = process.argv.includes('--heavy');

// Everything started here, stopped in `cleanUp` whatever happens.
let server;
let playwrightBrowser;
let lighthouseChromium;
let cdpBrowser;
const tempDirs = [];

async function cleanUp() {
  const steps = [
    () => cdpBrowser?.close(),
    () => playwrightBrowser?.close(),
    async () => {
      if (lighthouseChromium && lighthouseChromium.exitCode === null && lighthouseChromium.signalCode === null) {
        const exited = new Promise((resolve) => lighthouseChromium.once('exit', resolve));
        lighthouseChromium.kill('SIGTERM');
        await Promise.race([exited, sleep(5000)]);
        if (lighthouseChromium.exitCode === null && lighthouseChromium.signalCode === null)
          lighthouseChromium.kill('SIGKILL');
      }
    },
    () => server?.close(),
  ];
  for (const step of steps) {
    try {
      await step();
    } catch {
      // Already gone.
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

// Ctrl+C or a kill: stop everything, start nothing more (the browsers leave signals to this script).
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n[bench] ${signal}: stopping the preview server and browsers.`);
    await cleanUp();
    process.exit(130);
  });
}
const notInterrupted = () => {
  if (interrupted) throw new Error('interrupted');
};
// Last resort, whatever path the process leaves by: never leave the Lighthouse chromium behind.
process.on('exit', () => {
  if (lighthouseChromium && lighthouseChromium.exitCode === null && lighthouseChromium.signalCode === null)
    lighthouseChromium.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function launchChromiumForLighthouse() {
  const port = await freePort();
  notInterrupted();
  const userDataDir = mkdtempSync(join(tmpdir(), 'rangebook-bench-'));
  tempDirs.push(userDataDir);
  lighthouseChromium = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (lighthouseChromium.exitCode !== null)
      throw new Error(`chromium exited with code ${lighthouseChromium.exitCode}`);
    try {
      const response = await fetch(`http://${HOST}:${port}/json/version`);
      if (response.ok) return port;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error('chromium did not open its debugging port within 30 s');
}

// ---------------------------------------------------------------------------------------------
// Main

const results = {};
const errors = [];
async function section(name, body) {
  notInterrupted();
  try {
    await body();
  } catch (error) {
    errors.push(name);
    console.error(
      `[bench] ${name} could not be measured: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
  }
}

async function main() {
  // The emulators must be up: `npm run bench` starts them, `node scripts/bench.mjs` expects them.
  for (const url of [authUrl, `http://${firestoreHost}`]) {
    try {
      await fetch(url);
    } catch {
      throw new Error(`no emulator answers at ${url}: run \`npm run bench\`, or start the emulators first`);
    }
  }

  log(`building the production app into ${OUT_DIR}`);
  await build({ mode: 'emulators', logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  notInterrupted();
  server = await preview({
    logLevel: 'warn',
    build: { outDir: OUT_DIR },
    preview: { host: HOST, port: PORT, strictPort: true, open: false },
  });
  log(`serving it on ${ORIGIN}`);
  const swFiles = serviceWorkerChunks();

  notInterrupted();
  const launchPlaywright = () =>
    chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
      headless: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  playwrightBrowser = await launchPlaywright();
  const support = await loadTestSupport();
  if (HEAVY) {
    await section('heavy user, per screen', () => measureHeavyScreens(support, playwrightBrowser, results));
    return;
  }
  const email = support.uniqueEmail('bench');
  let sessionId;
  let signedInState;

  await section('landing page JS size', async () => {
    const context = await playwrightBrowser.newContext(PHONE);
    const paths = await scriptsLoaded(context, '/', (page) =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    await context.close();
    results.landingSize = sizeReport(paths, swFiles);
    printSizes('landing /', results.landingSize);
  });

  await section('shot latency offline', async () => {
    await support.createAccount(email, support.TEST_PASSWORD, 'Bench Shooter');
    const context = await playwrightBrowser.newContext({ ...PHONE, baseURL: ORIGIN });
    // The session's page listens to the session while its create is in flight: the browser tests'
    // workaround of the emulator's listen/commit race (tests/support/sync.ts), or now and then the
    // page says "Session not found." and no shot can be logged.
    await support.orderListensAndCreates(context);
    const page = await support.newPage(context);
    await support.logInWithForm(page, email);
    sessionId = await createRecordsAndSession(support, page);
    log(`signed in as ${email}; session ${sessionId}; logging ${SHOTS} shots offline`);
    results.shots = await shotLatencies(support, page, context);
    log(`  shot latencies (ms): ${results.shots.map((ms) => ms.toFixed(1)).join(', ')}`);
    // Auth state (IndexedDB) for a cold, signed-in load in a fresh context.
    signedInState = await context.storageState({ indexedDB: true });
    await context.close();
  });

  await section('signed-in session page JS size', async () => {
    if (!sessionId || !signedInState) throw new Error('no signed-in session (the shot latency step failed)');
    const context = await playwrightBrowser.newContext({ ...PHONE, storageState: signedInState });
    const path = `/session/${sessionId}`;
    const paths = await scriptsLoaded(context, path, async (page) => {
      await expect(page.getByRole('table', { name: 'Shots' })).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(`${ORIGIN}${path}`);
    });
    await context.close();
    results.sessionSize = sizeReport(paths, swFiles);
    printSizes(`signed in ${path}`, results.sessionSize);
  });
  await playwrightBrowser.close();
  playwrightBrowser = undefined;

  await section('Lighthouse', async () => {
    const port = await launchChromiumForLighthouse();
    log(`Lighthouse ${LIGHTHOUSE_RUNS}x per page, mobile, simulated throttling (chromium on port ${port})`);
    results.lhLanding = await runLighthouse(`${ORIGIN}/`, port, { name: 'landing', signedIn: false, log });

    if (!sessionId) throw new Error('no signed-in session (the shot latency step failed)');
    // Sign in through the form in this same browser (its default context, so Lighthouse's tab shares it).
    cdpBrowser = await chromium.connectOverCDP(`http://${HOST}:${port}`);
    const context = cdpBrowser.contexts()[0];
    const page = await context.newPage();
    await support.logInWithForm(page, email, support.TEST_PASSWORD, ORIGIN);
    // The service worker has precached the app: the warm runs open it as an installed app would.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    // Warm: the HTTP cache cleared, the service worker's precache kept (a returning user of the PWA).
    const warmSignedIn = async () => {
      await cdp.send('Network.clearBrowserCache');
    };
    // A cold HTTP cache, and no service worker or precache to serve the app, but the IndexedDB
    // (Firebase Auth's session and Firestore's cache) kept: a signed-in user on a cold load.
    const coldButSignedIn = async () => {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'service_workers,cache_storage' });
    };
    const modes = {
      cached: { signedIn: true, beforeRun: warmSignedIn, log },
      cold: { signedIn: true, beforeRun: coldButSignedIn, log },
    };
    results.lighthouse = {};
    /** Every signed-in run of an account, its session page at `sessionPath`. */
    const measureAccount = async (account, sessionPath) => {
      for (const run of SIGNED_IN_RUNS) {
        const url = `${ORIGIN}${run.page === 'session' ? sessionPath : run.path}`;
        const name = runName(account, run);
        if (process.env.BENCH_LH_ONLY && !name.includes(process.env.BENCH_LH_ONLY)) continue;
        results.lighthouse[name] = await runLighthouse(url, port, { name, ...modes[run.mode] });
      }
    };
    await measureAccount(ACCOUNTS[0], `/session/${sessionId}`);

    // The same pages for a handloader's few years: the demo data and HEAVY_SESSIONS more sessions.
    const heavy = {
      email: support.uniqueEmail('bench-heavy-lh'),
      password: support.TEST_PASSWORD,
      displayName: 'Demo Shooter',
    };
    const emulators = { authUrl, firestoreHost, projectId: PROJECT_ID };
    if ((await support.seedDemo(emulators, heavy)) !== 'created')
      throw new Error(`the demo seed did not create ${heavy.email}`);
    await support.seedHeavyHistory(emulators, heavy, { count: HEAVY_SESSIONS });
    log(`Lighthouse for a heavy account: the demo data and ${HEAVY_SESSIONS} more sessions of 20 shots`);
    await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'all' });
    await support.logInWithForm(page, heavy.email, heavy.password, ORIGIN);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${ORIGIN}/sessions`);
    // The newest session's page (not the header's "New Session" link, /session/new).
    const heavySession = await page
      .locator('a[href^="/session/"]:not([href="/session/new"])')
      .first()
      .getAttribute('href', { timeout: 30_000 });
    await page.goto('about:blank');
    await measureAccount(ACCOUNTS[1], heavySession);
  });
  // Last, so that the demo data it writes (the factory catalogue is everyone's) cannot change the figures above.
  await section('Firestore reads per screen', async () => {
    notInterrupted();
    playwrightBrowser = await launchPlaywright();
    await measureReadsPerScreen(support, playwrightBrowser, results);
  });
}

function summary() {
  if (HEAVY) {
    printHeavySummary(results.heavy, errors);
    return;
  }
  const rows = [];
  const add = (figure, value, target, ok) => rows.push([figure, value, target, ok === null ? '–' : ok ? '✓' : '✗']);
  const missing = (figure, target) => add(figure, 'not measured', target, false);

  addSizeRows(add, missing, results.landingSize, results.sessionSize);

  lighthouseRows(add, 'landing /', results.lhLanding, LANDING_PERFORMANCE_TARGET);
  for (const account of ACCOUNTS) {
    for (const run of SIGNED_IN_RUNS) {
      const label = `${run.path} ${account.label}, ${run.label}`;
      lighthouseRows(add, label, results.lighthouse?.[runName(account, run)], run.target, TBT_TARGET_MS);
    }
  }

  addShotRows(add, missing, results.shots);

  console.log(`\nRangebook benchmarks (LH = Lighthouse 12 mobile, median of ${LIGHTHOUSE_RUNS}; KiB = 1024 bytes)`);
  printLoadAverage();
  printTable(['Figure', 'Value', 'Target', ''], rows, { alignLeft: true });

  printReadsPerScreen(results.reads);
  if (errors.length) console.log(`\n  Not measured (see the errors above): ${errors.join(', ')}`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
} finally {
  await cleanUp();
}
if (!interrupted) {
  summary();
  process.exit(exitCode || (errors.length ? 1 : 0));
}
