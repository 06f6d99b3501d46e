#!/usr/bin/env node
// `npm run bench`: the performance figures, printed, never asserted. Builds the
// production app into dist/bench, serves it with `vite preview` on 127.0.0.1:4199, and measures
// against the Auth and Firestore emulators (firebase.json; `npm run bench` starts them):
//   1. the gzip size (level 9) of the JavaScript the landing page and a signed-in session page load,
//      recorded from a cold page load in Playwright, with the service-worker chunk apart;
//   2. Lighthouse 12 (mobile, simulated throttling) performance and accessibility, landing page cold
//      and signed-in pages with a cold HTTP cache, in scripts/chromium.mjs's browser (median of BENCH_RUNS, 5, with the spread, TBT and the longest task: bench-lighthouse.mjs),
//      for the bench's own small account and for a heavy one (the demo data and HEAVY_SESSIONS more sessions);
//      (BENCH_LH_DIR=dir keeps each Lighthouse report as JSON);
//   3. the time from Enter on a shot to its row being in the shot table, offline, over 20 shots;
//   4. the Firestore documents read (as billed) and KiB received by each signed-in screen opened cold,
//      for a fresh account holding the demo data (scripts/demo-seed.ts), counted from the traffic
//      (scripts/firestore-reads.mjs).
// `npm run bench:heavy` (--heavy) measures instead, for a fresh demo account grown to a handloader's few
// years (HEAVY_SESSIONS completed sessions of 20 shots, scripts/demo-seed.ts's seedHeavyHistory), each
// signed-in screen opened cold: the time until it shows its data, the Firestore documents and KiB read,
// the sessions listed at first, and the JS heap once it is quiet.
// A missed target never fails the run; only a measurement that could not be taken does (exit 1).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect } from '@playwright/test';
import { build, preview } from 'vite';
import { PROJECT_ID, authUrl, firestoreHost } from './emulator-hosts.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE } from './chromium.mjs';
import { LIGHTHOUSE_RUNS, lighthouseRows, median, runLighthouse } from './bench-lighthouse.mjs';
import { firestoreReads } from './firestore-reads.mjs';
import { createScriptServer } from './script-vite.mjs';

const OUT_DIR = 'dist/bench';
const HOST = '127.0.0.1';
const PORT = 4199;
const ORIGIN = `http://${HOST}:${PORT}`;
const CHROMIUM = CHROMIUM_PATH;
const SHOTS = 20;
const HEAVY = process.argv.includes('--heavy');
const HEAVY_SESSIONS = Number(process.env.BENCH_HEAVY_SESSIONS ?? 500);
/** Lighthouse's accounts: the bench's own small one, and one with the demo data and HEAVY_SESSIONS more sessions. */
const ACCOUNTS = [
  { key: '', label: 'signed in' },
  { key: 'heavy-', label: `heavy (${HEAVY_SESSIONS} more sessions)` },
];
/**
 * Each account's pages in Lighthouse, in the order measured, with issue 40's performance targets (and
 * TBT ≤ 200 ms): app cached (the service worker's precache kept) or cold (HTTP cache and precache gone).
 */
const SIGNED_IN_RUNS = [
  { page: 'dashboard', path: '/dashboard', mode: 'cached', label: 'app cached', target: 95 },
  { page: 'session', path: '/session/{id}', mode: 'cached', label: 'app cached', target: 95 },
  { page: 'dashboard', path: '/dashboard', mode: 'cold', label: 'cold', target: 90 },
  { page: 'session', path: '/session/{id}', mode: 'cold', label: 'cold', target: 90 },
];
const TBT_TARGET_MS = 200;
const runName = (account, run) => `${account.key}${run.page}-${run.mode}`;

const startedAt = Date.now();
const log = (message) =>
  console.log(`[bench ${String(Math.round((Date.now() - startedAt) / 1000)).padStart(3)} s] ${message}`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
// Build and chunk bookkeeping

const chunkInfo = new Map(); // '/assets/x.js' -> { file, gzip, raw, firebase }
function chunk(pathname) {
  if (!chunkInfo.has(pathname)) {
    const code = readFileSync(join(OUT_DIR, pathname));
    chunkInfo.set(pathname, {
      file: pathname.replace(/^\//, ''),
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      // Every Firebase package registers itself under its npm name; that string marks Firebase code.
      firebase: code.includes('@firebase/'),
    });
  }
  return chunkInfo.get(pathname);
}

/** The chunks only the service-worker registration needs: `src/pwa/register.tsx` and what it alone imports. */
function serviceWorkerChunks() {
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8'));
  const registerKey = Object.keys(manifest).find((key) => /(^|\/)pwa\/register\.[jt]sx?$/.test(key));
  const closure = (start, skip) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || key === skip || !manifest[key]) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
    };
    visit(start);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const rest = closure(entryKey, registerKey);
  const files = new Set();
  if (registerKey)
    for (const key of closure(registerKey, entryKey)) if (!rest.has(key)) files.add(`/${manifest[key].file}`);
  return files;
}

// ---------------------------------------------------------------------------------------------
// Emulator and UI helpers: the browser tests' own (tests/support), loaded through Vite, so the
// benchmark fills the same forms the tests keep up to date.

/** tests/support's modules (TypeScript, `@/` imports) and the demo seed, loaded once the emulators answer. */
async function loadTestSupport() {
  const vite = await createScriptServer({ logLevel: 'warn' });
  try {
    const [accounts, emulators, records, sync, demoSeed] = await Promise.all(
      [
        ...['accounts', 'emulators', 'records', 'sync'].map((name) => `/tests/support/${name}.ts`),
        '/scripts/demo-seed.ts',
      ].map((module) => vite.ssrLoadModule(module)),
    );
    return {
      ...accounts,
      ...emulators,
      ...records,
      ...sync,
      seedDemo: demoSeed.seedDemo,
      seedHeavyHistory: demoSeed.seedHeavyHistory,
    };
  } finally {
    await vite.close();
  }
}

/** Makes the bench's load, rifle and an active session through the app's forms; gives the session id. */
async function createRecordsAndSession(support, page) {
  const loadName = 'Bench 6.5 CM 140 ELD-M / H4350';
  await support.createLoad(page, loadName);
  await support.createFirearm(page, '100');
  const path = await support.startSession(page, 'Bench: shots with no signal', {
    ammunition: support.loadChoice(loadName),
  });
  return path.split('/').pop();
}

// ---------------------------------------------------------------------------------------------
// 1. Sizes

/** Loads `path` cold in `context` and gives the same-origin scripts the page fetched. */
async function scriptsLoaded(context, path, ready) {
  const page = await context.newPage();
  const urls = new Set();
  const pending = new Set();
  let lastActivity = Date.now();
  const isScript = (request) =>
    request.resourceType() === 'script' && !request.serviceWorker() && new URL(request.url()).origin === ORIGIN;
  page.on('request', (request) => {
    if (!isScript(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (isScript(response.request())) urls.add(new URL(response.url()).pathname);
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
  await ready(page);
  // Firestore keeps a listen request open, so "network idle" may never come: wait instead until
  // no script has been requested or finished for 2 s.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (pending.size > 0 || Date.now() - lastActivity < 2000)) await sleep(200);
  await page.close();
  return [...urls];
}

function sizeReport(paths, swFiles) {
  const page = [];
  const sw = [];
  for (const path of paths)
    (swFiles.has(path) || /^\/(sw|workbox-[\w-]+)\.js$/.test(path) ? sw : page).push(chunk(path));
  const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
  return { page, sw, pageGzip: sum(page), swGzip: sum(sw), firebase: page.filter((item) => item.firebase) };
}

function printSizes(title, report) {
  log(
    `${title}: page JS ${kib(report.pageGzip)} gzip in ${report.page.length} chunk(s); service-worker registration ${kib(report.swGzip)} in ${report.sw.length}`,
  );
  const rows = [
    ...report.page.map((item) => ({ ...item, kind: 'page' })),
    ...report.sw.map((item) => ({ ...item, kind: 'sw' })),
  ];
  for (const item of rows.sort((a, b) => (a.kind === b.kind ? b.gzip - a.gzip : a.kind === 'page' ? -1 : 1))) {
    console.log(
      `         ${item.kind.padEnd(5)} ${item.file.padEnd(46)} ${kib(item.raw).padStart(10)} raw ${kib(item.gzip).padStart(10)} gz${item.firebase ? '  Firebase' : ''}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Shot latency, offline

async function shotLatencies(support, page, context) {
  await support.waitForServiceWorker(page);
  // Offline for the page and its service worker alike (no route: a route makes Playwright pause every request).
  await context.setOffline(true);
  await expect(page.getByTestId('sync-indicator')).toHaveText(/Offline/, { timeout: 15_000 });

  const velocity = page.getByLabel('Velocity (fps)');
  const rowsBefore = await page.locator('table[aria-label="Shots"] tbody tr').count();
  const times = [];
  for (let shot = 1; shot <= SHOTS; shot += 1) {
    await velocity.fill(String(2780 + ((shot * 7) % 41)));
    // Armed inside the page: Enter's keydown (capture phase, on the velocity input) starts the clock,
    // the new row appearing in the shot table's body stops it.
    await velocity.evaluate((input, expected) => {
      window.__benchShot = new Promise((resolve, reject) => {
        let start = null;
        const rowCount = () => document.querySelectorAll('table[aria-label="Shots"] tbody tr').length;
        const onKeyDown = (event) => {
          if (event.key === 'Enter' && start === null) start = performance.now();
        };
        input.addEventListener('keydown', onKeyDown, { capture: true });
        const observer = new MutationObserver(() => {
          if (start === null || rowCount() < expected) return;
          const elapsed = performance.now() - start;
          observer.disconnect();
          input.removeEventListener('keydown', onKeyDown, { capture: true });
          resolve(elapsed);
        });
        // Before the first shot there is no table yet ("No shots logged yet"): watch the page.
        observer.observe(document.querySelector('table[aria-label="Shots"] tbody') ?? document.body, {
          childList: true,
          subtree: true,
        });
        setTimeout(() => reject(new Error(`row ${expected} did not appear within 10 s`)), 10_000);
      });
    }, rowsBefore + shot);
    await velocity.press('Enter');
    times.push(await page.evaluate(() => window.__benchShot));
    // As at the range: focus back on an empty velocity field before the next shot.
    await expect(velocity).toBeFocused();
    await expect(velocity).toHaveValue('');
  }

  // Back online, so the server has the shots for the signed-in Lighthouse page.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-indicator')).toHaveText('', { timeout: 60_000 });
  return times;
}

// ---------------------------------------------------------------------------------------------
// 4. Firestore reads per screen, cold

/** A storage state with only Firebase Auth's IndexedDB: signed in, with nothing in Firestore's cache. */
function signedInOnly(state) {
  return {
    cookies: [],
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: [],
      indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === 'firebaseLocalStorageDb'),
    })),
  };
}

/**
 * A fresh account holding the demo data (the seed `npm start` writes), the signed-in screens to
 * measure with what each shows once it has its data, and the account's storage state.
 */
async function demoScreens(support, { heavy = false } = {}) {
  const account = {
    email: support.uniqueEmail(heavy ? 'bench-heavy' : 'bench-demo'),
    password: support.TEST_PASSWORD,
    displayName: 'Demo Shooter',
  };
  const emulators = { authUrl, firestoreHost, projectId: PROJECT_ID };
  if ((await support.seedDemo(emulators, account)) !== 'created')
    throw new Error(`the demo seed did not create ${account.email}`);
  if (heavy) {
    const started = Date.now();
    await support.seedHeavyHistory(emulators, account, { count: HEAVY_SESSIONS });
    log(`  ${HEAVY_SESSIONS} sessions of 20 shots written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const uid = await support.accountUid(account.email, account.password);
  const context = await playwrightBrowser.newContext({ ...PHONE, baseURL: ORIGIN });
  const page = await context.newPage();
  await support.logInWithForm(page, account.email, account.password);
  // The ids of a completed handload session, a load development and a firearm, from the lists' links.
  const href = async (list, prefix, text) => {
    await page.goto(list);
    return page
      .locator(`a[href^="${prefix}"]`)
      .filter({ hasText: text })
      .first()
      .getAttribute('href', { timeout: 30_000 });
  };
  const session = await href('/sessions', '/session/', 'Ladder 41.5 gr, string 1');
  const load = await href('/loads', '/load/', 'ladder 41.5 gr');
  const firearm = await href('/firearms', '/firearm/', 'Tikka T3x CTR');
  const state = signedInOnly(await context.storageState({ indexedDB: true }));
  await context.close();
  const list = (name) => (page) => page.getByRole('list', { name }).getByRole('listitem').first();
  const screens = [
    [
      '/dashboard',
      (page) => page.getByRole('region', { name: 'Firearms' }).getByRole('heading', { name: 'Tikka T3x CTR' }),
    ],
    ['/sessions', list('Sessions')],
    ['/session/{id}', (page) => page.getByRole('table', { name: 'Shots' }), session],
    ['/loads', (page) => page.getByRole('listitem').filter({ hasText: 'ladder 41.5 gr' })],
    ['/load/{id}', (page) => page.getByRole('heading', { level: 1, name: /ladder 41\.5 gr/ }), load],
    ['/firearms', (page) => page.getByRole('listitem').filter({ hasText: 'Tikka T3x CTR' })],
    ['/firearm/{id}', (page) => page.locator('[data-stat="Total rounds"]').getByText(/\d/), firearm],
  ].map(([label, shows, path = label]) => ({
    label,
    path,
    // Shown: the screen's data is there and nothing on it still says Loading.
    ready: async (page) => {
      await expect(shows(page)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 30_000 });
    },
  }));
  return { uid, state, screens };
}

/**
 * Checks the counting against the server: each listen target of a whole collection or of all the
 * user's records must have been counted as many documents as the server holds for it.
 */
async function checkReadCount(support, uid, targets) {
  const owned = { shootingSession: true, loadDevelopment: true, firearms: true, factoryLoad: false };
  const checks = [];
  for (const { label, documents } of targets) {
    if (!(label in owned)) continue;
    const held = owned[label]
      ? (await support.serverDocsWhere(label, 'userId', uid)).length
      : await support.serverCollectionSize(label);
    checks.push(`${label} ${documents}/${Math.max(1, held)}`);
    if (documents !== Math.max(1, held))
      throw new Error(`counted ${documents} documents for ${label}, the server holds ${held}: the count is wrong`);
  }
  if (checks.length === 0) throw new Error('no whole-collection target to check the count against');
  log(`  count checked against the server (counted/held): ${checks.join(', ')}`);
}

/**
 * One screen opened cold: the Firestore reads (as firestoreReads counts them), the time from the
 * navigation until it shows its data, the sessions listed at that moment, and the JS heap in use
 * once Firestore is quiet (after a garbage collection). Then the same screen opened again on the
 * same device (its Firestore cache kept: what a returning shooter's page load reads).
 */
async function heavyScreen(screen, state) {
  const context = await playwrightBrowser.newContext({ ...PHONE, baseURL: ORIGIN, storageState: state });
  const page = await context.newPage();
  let shownMs = 0;
  let listed = 0;
  const reads = await firestoreReads(page, screen.path, {
    ready: async (shown) => {
      await screen.ready(shown);
      shownMs = await shown.evaluate(() => performance.now());
      listed = await shown.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count();
    },
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  const again = await firestoreReads(await context.newPage(), screen.path, { ready: screen.ready });
  await context.close();
  return {
    label: screen.label,
    shownMs,
    listed,
    heapMb: usedSize / 2 ** 20,
    ...reads,
    againDocuments: again.documents,
    againKib: again.kib,
  };
}

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
    await section('heavy user, per screen', async () => {
      log(`a fresh demo account with ${HEAVY_SESSIONS} more completed sessions of 20 shots`);
      const { state, screens } = await demoScreens(support, { heavy: true });
      results.heavy = [];
      for (const screen of screens) {
        const figures = await heavyScreen(screen, state);
        log(
          `  ${figures.label}: shown in ${(figures.shownMs / 1000).toFixed(2)} s, ${figures.documents} documents, ` +
            `${figures.kib.toFixed(1)} KiB, ${figures.listed} sessions listed, heap ${figures.heapMb.toFixed(1)} MB; ` +
            figures.targets.map((target) => `${target.label} ${target.documents}`).join(', '),
        );
        results.heavy.push(figures);
      }
    });
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
    const page = await context.newPage();
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
    const { uid, state, screens } = await demoScreens(support);
    log('Firestore reads per screen, cold (a fresh context each), demo data in a fresh account');
    results.reads = [];
    for (const screen of screens) {
      const context = await playwrightBrowser.newContext({ ...PHONE, baseURL: ORIGIN, storageState: state });
      const page = await context.newPage();
      const reads = await firestoreReads(page, screen.path, { ready: screen.ready });
      await context.close();
      log(
        `  ${screen.label}: ${reads.documents} documents, ${reads.kib.toFixed(1)} KiB; ` +
          reads.targets.map((target) => `${target.label} ${target.documents}`).join(', '),
      );
      if (screen.label === '/dashboard') await checkReadCount(support, uid, reads.targets);
      results.reads.push({ label: screen.label, ...reads });
    }
  });
}

/** The heavy user's table: each screen's figures beside the targets of issue 16. */
function heavySummary() {
  if (!results.heavy) {
    console.log('\nHeavy user: not measured');
    return;
  }
  const header = ['Screen', 'Shown (s)', 'Documents', 'KiB', 'Again: documents', 'KiB', 'Listed', 'Heap (MB)'];
  const rows = results.heavy.map((screen) => [
    screen.label,
    (screen.shownMs / 1000).toFixed(2),
    String(screen.documents),
    screen.kib.toFixed(1),
    String(screen.againDocuments),
    screen.againKib.toFixed(1),
    String(screen.listed),
    screen.heapMb.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    `  ${cells.map((cell, column) => (column ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ')}`;
  console.log(
    `\nHeavy user: the demo account plus ${HEAVY_SESSIONS} completed sessions of 20 shots, each screen opened cold on a phone`,
  );
  console.log('  (Again: the same screen opened once more on that phone, its Firestore cache kept.)');
  console.log(
    `  Load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} on ${availableParallelism()} CPUs: timings move with it.`,
  );
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  const missed = results.heavy.flatMap((screen) => [
    ...(screen.kib > 150 ? [`${screen.label} reads ${screen.kib.toFixed(0)} KiB (target ≤ 150)`] : []),
    ...(screen.documents > 60 ? [`${screen.label} reads ${screen.documents} documents (target ≤ 60)`] : []),
    ...(screen.againKib > 150 ? [`${screen.label} again reads ${screen.againKib.toFixed(0)} KiB (target ≤ 150)`] : []),
    ...(screen.againDocuments > 60
      ? [`${screen.label} again reads ${screen.againDocuments} documents (target ≤ 60)`]
      : []),
    ...(screen.heapMb >= 40 ? [`${screen.label} heap ${screen.heapMb.toFixed(1)} MB (target < 40)`] : []),
    ...(screen.label === '/dashboard' && screen.shownMs > 1500
      ? [`/dashboard shows its figures in ${(screen.shownMs / 1000).toFixed(2)} s (target ≤ 1.5)`]
      : []),
    ...(screen.label === '/sessions' && screen.listed > 25
      ? [`/sessions lists ${screen.listed} at first (target ≤ 25)`]
      : []),
  ]);
  console.log(
    '  Targets: ≤ 150 KiB and ≤ 60 documents per screen, /dashboard shown within 1.5 s, /sessions ≤ 25 at first, heap < 40 MB.',
  );
  console.log(missed.length ? `  Missed:\n${missed.map((item) => `    ✗ ${item}`).join('\n')}` : '  Every target met.');
  if (errors.length) console.log(`\n  Not measured (see the errors above): ${errors.join(', ')}`);
}

function summary() {
  if (HEAVY) {
    heavySummary();
    return;
  }
  const rows = [];
  const add = (figure, value, target, ok) => rows.push([figure, value, target, ok === null ? '–' : ok ? '✓' : '✗']);
  const missing = (figure, target) => add(figure, 'not measured', target, false);

  if (results.landingSize) {
    const size = results.landingSize;
    add('Landing / page JS (gzip 9)', kib(size.pageGzip), '≤ 80 KiB', size.pageGzip <= 80 * 1024);
    add(
      'Landing / Firebase in page JS',
      size.firebase.length ? `yes: ${size.firebase.map((item) => item.file).join(', ')}` : 'no',
      'no',
      size.firebase.length === 0,
    );
    add(
      'Landing / + SW registration (lazy)',
      `${kib(size.swGzip)} (total ${kib(size.pageGzip + size.swGzip)})`,
      '',
      null,
    );
  } else missing('Landing / page JS (gzip 9)', '≤ 80 KiB');
  if (results.sessionSize) {
    const size = results.sessionSize;
    add('Session page JS, signed in', kib(size.pageGzip), '(figure only)', null);
    add(
      'Session + SW registration (lazy)',
      `${kib(size.swGzip)} (total ${kib(size.pageGzip + size.swGzip)})`,
      '',
      null,
    );
  } else missing('Session page JS, signed in', '(figure only)');

  lighthouseRows(add, 'landing /', results.lhLanding, 98);
  for (const account of ACCOUNTS) {
    for (const run of SIGNED_IN_RUNS) {
      const label = `${run.path} ${account.label}, ${run.label}`;
      lighthouseRows(add, label, results.lighthouse?.[runName(account, run)], run.target, TBT_TARGET_MS);
    }
  }

  if (results.shots) {
    const shots = results.shots;
    const middle = median(shots);
    add(`Shot → row offline, median of ${shots.length}`, `${middle.toFixed(1)} ms`, '≤ 16 ms', middle <= 16);
    add(
      'Shot → row offline, min / max',
      `${Math.min(...shots).toFixed(1)} / ${Math.max(...shots).toFixed(1)} ms`,
      '',
      null,
    );
  } else missing(`Shot → row offline, median of ${SHOTS}`, '≤ 16 ms');

  const header = ['Figure', 'Value', 'Target', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  console.log(`\nRangebook benchmarks (LH = Lighthouse 12 mobile, median of ${LIGHTHOUSE_RUNS}; KiB = 1024 bytes)`);
  console.log(
    `  Load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} on ${availableParallelism()} CPUs: timings move with it.`,
  );
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));

  if (results.reads) {
    const readRows = results.reads.map((screen) => [screen.label, String(screen.documents), screen.kib.toFixed(1)]);
    const readHeader = ['Screen', 'Documents read', 'KiB received'];
    const readWidths = readHeader.map((title, column) =>
      Math.max(title.length, ...readRows.map((row) => row[column].length)),
    );
    const readLine = (cells) =>
      `  ${cells.map((cell, column) => (column ? cell.padStart(readWidths[column]) : cell.padEnd(readWidths[column]))).join('  ')}`;
    console.log('\nFirestore reads per screen, cold, demo account (3 firearms, 6 loads, 7 sessions, 50 factory loads)');
    console.log(
      '  Opened signed in with nothing cached, until its data shows and Firestore is quiet 5 s (background reads',
    );
    console.log(
      '  included). Documents as Firestore bills them; KiB of response bodies, uncompressed as the emulator sends them.',
    );
    console.log(readLine(readHeader));
    console.log(readLine(readWidths.map((width) => '-'.repeat(width))));
    for (const row of readRows) console.log(readLine(row));
  } else console.log('\nFirestore reads per screen, cold, demo account: not measured');
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
