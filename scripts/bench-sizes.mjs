// The bench's sizes: the gzip size (level 9) of the JavaScript a page loads, recorded from a cold
// page load in Playwright, with the service-worker registration's chunks apart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { OUT_DIR, ORIGIN, kib, log, sleep } from './bench-common.mjs';

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
export function serviceWorkerChunks() {
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
// 1. Sizes

/** Loads `path` cold in `context` and gives the same-origin scripts the page fetched. */
export async function scriptsLoaded(context, path, ready) {
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
  // The service worker's registration (workbox-window among its chunks) waits for the page to have
  // started (src/pwa/after-start-up.ts): counted once it is done.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Firestore keeps a listen request open, so "network idle" may never come: wait instead until
  // no script has been requested or finished for 2 s.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (pending.size > 0 || Date.now() - lastActivity < 2000)) await sleep(200);
  await page.close();
  return [...urls];
}

export function sizeReport(paths, swFiles) {
  const page = [];
  const sw = [];
  for (const path of paths)
    (swFiles.has(path) || /^\/(sw|workbox-[\w-]+)\.js$/.test(path) ? sw : page).push(chunk(path));
  const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
  return { page, sw, pageGzip: sum(page), swGzip: sum(sw), firebase: page.filter((item) => item.firebase) };
}

export function printSizes(title, report) {
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

/** The row of a page's lazily loaded service-worker registration: its size, and the page's with it. */
function addServiceWorkerRow(add, label, size) {
  add(label, `${kib(size.swGzip)} (total ${kib(size.pageGzip + size.swGzip)})`, '', null);
}

/** The landing page's JavaScript at most (issue 40: no larger than it was, 70.1 KiB). */
const LANDING_JS_TARGET_KIB = 70;

/** The summary's size rows, by `add(figure, value, target, ok)`, or `missing(figure, target)` when not measured. */
export function addSizeRows(add, missing, landingSize, sessionSize) {
  if (landingSize) {
    add(
      'Landing / page JS (gzip 9)',
      kib(landingSize.pageGzip),
      `≤ ${LANDING_JS_TARGET_KIB} KiB`,
      landingSize.pageGzip <= LANDING_JS_TARGET_KIB * 1024,
    );
    add(
      'Landing / Firebase in page JS',
      landingSize.firebase.length ? `yes: ${landingSize.firebase.map((item) => item.file).join(', ')}` : 'no',
      'no',
      landingSize.firebase.length === 0,
    );
    addServiceWorkerRow(add, 'Landing / + SW registration (lazy)', landingSize);
  } else missing('Landing / page JS (gzip 9)', `≤ ${LANDING_JS_TARGET_KIB} KiB`);
  if (sessionSize) {
    add('Session page JS, signed in', kib(sessionSize.pageGzip), '(figure only)', null);
    addServiceWorkerRow(add, 'Session + SW registration (lazy)', sessionSize);
  } else missing('Session page JS, signed in', '(figure only)');
}
