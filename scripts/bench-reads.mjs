// The bench's Firestore reads per screen: the documents read (as billed) and KiB received by each
// signed-in screen opened cold, for a fresh account holding the demo data (scripts/demo-seed.ts),
// counted from the traffic (scripts/firestore-reads.mjs); and `--heavy`'s per-screen figures for that
// account grown by HEAVY_SESSIONS completed sessions.
import { expect } from '@playwright/test';
import { HEAVY_SESSIONS, ORIGIN, log, printLoadAverage, printTable } from './bench-common.mjs';
import { PHONE } from './chromium.mjs';
import { PROJECT_ID, authUrl, firestoreHost } from './emulator-hosts.mjs';
import { firestoreReads } from './firestore-reads.mjs';

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
async function demoScreens(support, browser, { heavy = false } = {}) {
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
  const context = await browser.newContext({ ...PHONE, baseURL: ORIGIN });
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
async function heavyScreen(browser, screen, state) {
  const context = await browser.newContext({ ...PHONE, baseURL: ORIGIN, storageState: state });
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

/**
 * Each signed-in screen of a fresh demo account opened cold in `browser`, a fresh context each, into
 * `results.reads` screen by screen (a failure keeps the screens measured before it).
 */
export async function measureReadsPerScreen(support, browser, results) {
  const { uid, state, screens } = await demoScreens(support, browser);
  log('Firestore reads per screen, cold (a fresh context each), demo data in a fresh account');
  results.reads = [];
  for (const screen of screens) {
    const context = await browser.newContext({ ...PHONE, baseURL: ORIGIN, storageState: state });
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
}

/** `--heavy`: each signed-in screen of a fresh demo account grown by HEAVY_SESSIONS sessions, into `results.heavy`. */
export async function measureHeavyScreens(support, browser, results) {
  log(`a fresh demo account with ${HEAVY_SESSIONS} more completed sessions of 20 shots`);
  const { state, screens } = await demoScreens(support, browser, { heavy: true });
  results.heavy = [];
  for (const screen of screens) {
    const figures = await heavyScreen(browser, screen, state);
    log(
      `  ${figures.label}: shown in ${(figures.shownMs / 1000).toFixed(2)} s, ${figures.documents} documents, ` +
        `${figures.kib.toFixed(1)} KiB, ${figures.listed} sessions listed, heap ${figures.heapMb.toFixed(1)} MB; ` +
        figures.targets.map((target) => `${target.label} ${target.documents}`).join(', '),
    );
    results.heavy.push(figures);
  }
}

/** The heavy user's table: each screen's figures beside the targets of issue 16. */
export function printHeavySummary(heavy, errors) {
  if (!heavy) {
    console.log('\nHeavy user: not measured');
    return;
  }
  const header = ['Screen', 'Shown (s)', 'Documents', 'KiB', 'Again: documents', 'KiB', 'Listed', 'Heap (MB)'];
  const rows = heavy.map((screen) => [
    screen.label,
    (screen.shownMs / 1000).toFixed(2),
    String(screen.documents),
    screen.kib.toFixed(1),
    String(screen.againDocuments),
    screen.againKib.toFixed(1),
    String(screen.listed),
    screen.heapMb.toFixed(1),
  ]);
  console.log(
    `\nHeavy user: the demo account plus ${HEAVY_SESSIONS} completed sessions of 20 shots, each screen opened cold on a phone`,
  );
  console.log('  (Again: the same screen opened once more on that phone, its Firestore cache kept.)');
  printLoadAverage();
  printTable(header, rows);
  const missed = heavy.flatMap((screen) => [
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

/** The summary's table of Firestore reads per screen (`reads` undefined: not measured). */
export function printReadsPerScreen(reads) {
  if (reads) {
    const readRows = reads.map((screen) => [screen.label, String(screen.documents), screen.kib.toFixed(1)]);
    console.log('\nFirestore reads per screen, cold, demo account (3 firearms, 6 loads, 7 sessions, 50 factory loads)');
    console.log(
      '  Opened signed in with nothing cached, until its data shows and Firestore is quiet 5 s (background reads',
    );
    console.log(
      '  included). Documents as Firestore bills them; KiB of response bodies, uncompressed as the emulator sends them.',
    );
    printTable(['Screen', 'Documents read', 'KiB received'], readRows);
  } else console.log('\nFirestore reads per screen, cold, demo account: not measured');
}
