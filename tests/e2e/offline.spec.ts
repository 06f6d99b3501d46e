import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { addFactoryCatalogue } from '@/features/admin/admin-api';
import { signIn } from '../support/accounts';
import { asAccount, newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { serverDoc, serverDocsWhere, type RestValue } from '../support/emulators';
import { visit } from '../support/navigation';
import { createLoad, firearmTotal, loadFigure, logShot, shotRows } from '../support/records';
import { endSessionOnServer, newAccountWithSessions, seedBench } from '../support/seed-writes';
import { expect, goOffline, goOnline, test, waitForServiceWorker, waitUntilSynced } from '../support/sync';

// Pages opened with no network come from the service worker's precache.
test.use({ serviceWorkers: 'allow' });

// At the range: the production build with its service worker, on a phone, with no network at all.
test.skip(({ isMobile }) => !isMobile, 'The range is a phone test');

const indicator = (page: Page) => page.getByTestId('sync-indicator');
const summary = (page: Page, label: string) => page.locator(`[data-summary="${label}"]`);

/**
 * A new account with the test load, the Tikka (fired `roundsBefore` before Rangebook) and an active
 * session of them, made on the server; logged in on the phone, on the session's page, with the
 * service worker in control and everything synced. Gives the session's id and the account's email.
 */
async function onActiveSession(page: Page, label: string, name: string, roundsBefore = '0') {
  const {
    email,
    sessionIds: [sessionId],
  } = await newAccountWithSessions(label, roundsBefore, [{ name }]);
  await signIn(page, email, undefined, `/session/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await waitForServiceWorker(page);
  await expect(indicator(page)).toHaveText('');
  return { email, sessionId: sessionId! };
}

type StoredShot = { mapValue: { fields: { velocity?: { integerValue?: string } } } };

test('a session logged with no signal survives a reload, ends offline, and syncs in order when the network returns', async ({
  page,
  context,
}) => {
  // The session was started online (on the server); online, the header says nothing.
  const { sessionId } = await onActiveSession(page, 'offline-range', 'No signal at the range', '100');

  await goOffline(context);
  await expect(indicator(page)).toHaveText(/^\W*Offline/);

  // 2800, 2810, 2790, 2805, 2795: average 2800, ES 20, sample SD 7.9.
  const firstFive = ['2800', '2810', '2790', '2805', '2795'];
  for (const [index, velocity] of firstFive.entries()) {
    await logShot(page, velocity);
    await expect(shotRows(page)).toHaveCount(index + 1);
    // Newest first: the shot just logged is on the device only, and says so.
    await expect(shotRows(page).first()).toHaveAttribute('data-pending', 'true');
    await expect(shotRows(page).first()).toContainText(Number(velocity).toString());
    await expect(indicator(page)).toContainText(`Saved on this device (${index + 1})`);
  }
  await expect(summary(page, 'Shots')).toHaveText('5');
  await expect(summary(page, 'Avg')).toHaveText('2,800');
  await expect(summary(page, 'ES')).toHaveText('20');
  await expect(summary(page, 'SD')).toHaveText('7.9');
  expect((await serverDoc(`shootingSession/${sessionId}`))?.shots).toEqual({ arrayValue: {} });

  // A reload with no network: the service worker serves the app, the cache the five shots.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(shotRows(page)).toHaveCount(5);
  await expect(page.locator('tbody tr[data-pending="true"]')).toHaveCount(5);
  await expect(indicator(page)).toContainText('Offline');
  await expect(summary(page, 'SD')).toHaveText('7.9');

  // Two more, then end the session, still offline: 7 shots, average 2800, ES 30, SD 10.8.
  await logShot(page, '2815');
  await logShot(page, '2785');
  await expect(shotRows(page)).toHaveCount(7);
  await expect(summary(page, 'ES')).toHaveText('30');
  await expect(summary(page, 'SD')).toHaveText('10.8');
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(indicator(page)).toContainText('Offline');
  await expect(indicator(page)).toContainText(/Saved on this device \(\d+\)/);

  // The network returns: everything syncs without the user doing anything.
  await goOnline(context);
  await waitUntilSynced(page);
  await expect(page.getByRole('alert', { name: 'Not saved' })).toHaveCount(0);

  // The server (read past any cache) has seven shots in the order fired, and the session and its
  // summary completed with the statistics of all seven.
  const stored = await serverDoc(`shootingSession/${sessionId}`);
  expect(
    ((stored?.shots as { arrayValue: { values: StoredShot[] } }).arrayValue.values ?? []).map(
      (shot) => shot.mapValue.fields.velocity?.integerValue,
    ),
  ).toEqual(['2800', '2810', '2790', '2805', '2795', '2815', '2785']);
  expect(stored?.status).toEqual({ stringValue: 'completed' });
  const storedSummary = await serverDoc(`sessionSummary/${sessionId}`);
  expect(storedSummary?.status).toEqual({ stringValue: 'completed' });
  expect(storedSummary?.statistics).toMatchObject({
    mapValue: { fields: { totalShots: { integerValue: '7' }, extremeSpread: { integerValue: '30' } } },
  });
  // Rolled up: the load tested once, today; the rifle fired seven more.
  await visit(page, '/loads');
  await expect(loadFigure(page, '6.5 CM 140 ELD-M / H4350', 'Sessions')).toHaveText('1');
  await expect(loadFigure(page, '6.5 CM 140 ELD-M / H4350', 'Last tested')).toHaveText(
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()),
  );
  await visit(page, '/firearms');
  await expect(firearmTotal(page)).toHaveText('107');
});

test('after one online visit, /dashboard opens offline, signed in, from the service worker and the cache', async ({
  page,
  context,
}) => {
  const { email } = await newAccountWith('offline-dashboard', { firearms: [testFirearm('12')] }, 'Offline Shooter');
  await signIn(page, email);
  await expect(page.getByRole('region', { name: 'Firearms' })).toContainText('Tikka T3x CTR');
  await waitForServiceWorker(page);

  await goOffline(context);
  const opened = await page.goto('/dashboard');
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Offline Shooter');
  await expect(page.getByRole('region', { name: 'Firearms' })).toContainText('Tikka T3x CTR');
  await expect(indicator(page)).toContainText('Offline');

  // Add a load offline: it shows at once, marked, and syncs later.
  await createLoad(page, 'Offline ladder');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Offline ladder' }).locator('[data-pending="true"]'),
  ).toBeVisible();
  await goOnline(context);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Offline ladder' }).locator('[data-pending="true"]'),
  ).toHaveCount(0);
  await expect(indicator(page)).toHaveText('');
});

test('shots queued offline that the server refuses on sync (the session was ended elsewhere) are listed as not saved, even after a reload', async ({
  page,
  context,
}) => {
  const { email, sessionId } = await onActiveSession(page, 'offline-refused', 'Ended on the other phone');

  // This phone loses its signal and logs two shots; then the page is reloaded, still offline.
  await goOffline(context);
  await logShot(page, '2800');
  await logShot(page, '2810');
  await page.reload();
  await expect(shotRows(page)).toHaveCount(2);
  await expect(indicator(page)).toContainText('Saved on this device (2)');

  // Meanwhile the same shooter ends the session on another device, online (a client in Node).
  await endSessionOnServer(email, sessionId);
  expect((await serverDoc(`shootingSession/${sessionId}`))?.status).toEqual({ stringValue: 'completed' });

  // Back online: the rules refuse shots for a completed session; the user is told which, not left guessing.
  await goOnline(context);
  const notSaved = page.getByRole('alert', { name: 'Not saved' });
  await expect(notSaved).toContainText('2 changes were not saved');
  await expect(notSaved).toContainText('Shot 1 (2,800 fps) in “Ended on the other phone”');
  await expect(notSaved).toContainText('Shot 2 (2,810 fps) in “Ended on the other phone”');
  await expect(indicator(page)).toHaveText('');
  await expect(shotRows(page)).toHaveCount(0);

  // Their values are kept: Log again says why it cannot go into the ended session; Download gives the shot.
  await notSaved.getByRole('button', { name: /^Log again: Shot 1 / }).click();
  await expect(notSaved.getByRole('status')).toHaveText(
    "“Ended on the other phone” is no longer active, so the shot can't be logged into it; copy or download it to keep it.",
  );
  const download = page.waitForEvent('download');
  await notSaved.getByRole('button', { name: /^Download: Shot 1 / }).click();
  const file = await (await download).path();
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
    meta: { label: 'Shot 1 (2,800 fps) in “Ended on the other phone”' },
  });
  await expect(notSaved).toContainText('2 changes were not saved');

  // Dismiss asks first; Cancel keeps it, Dismiss Change lets it go.
  await notSaved.getByRole('button', { name: /^Dismiss: Shot 1 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(notSaved).toContainText('2 changes were not saved');
  await notSaved.getByRole('button', { name: /^Dismiss: Shot 1 / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Dismiss Change' }).click();
  await expect(notSaved).toContainText('One change was not saved');
  await expect(notSaved).not.toContainText('Shot 1 (2,800 fps)');
});

test('factory ammunition is picked offline on a phone that never opened New Session, and the session syncs', async ({
  page,
  context,
}) => {
  const { email } = await newAccountWith('offline-factory', { firearms: [testFirearm('0')] });
  // The project's catalogue, added once by anyone (other tests may have added it already), through
  // the admin page's own function (the page itself is dashboard.spec.ts's).
  await asAccount(email, (db) => addFactoryCatalogue(db));
  // The first page load learns the catalogue is whole (one count); it does not read its records.
  await signIn(page, email);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('rangebook.factoryCatalogueWhole'))),
    )
    .toBe(true);
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.goto('/session/new');
  await page.getByLabel('Session name').fill('Factory baseline, no signal');
  await page.getByLabel('Ammunition type').selectOption('factory');
  // The 50 catalogue loads plus the "Select ammunition" prompt.
  await expect(page.getByLabel('Ammunition', { exact: true }).locator('option')).toHaveCount(51);
  await page
    .getByLabel('Ammunition', { exact: true })
    .selectOption({ label: '6.5 Creedmoor: Hornady Match, 140-grain' });
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR (6.5 Creedmoor)' });
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factory baseline, no signal');
  const sessionId = new URL(page.url()).pathname.split('/').pop();
  await logShot(page, '2710');
  await expect(shotRows(page)).toHaveCount(1);
  await expect(indicator(page)).toContainText('Saved on this device');

  await goOnline(context);
  await waitUntilSynced(page);
  await expect(page.getByRole('alert', { name: 'Not saved' })).toHaveCount(0);
  const stored = await serverDoc(`shootingSession/${sessionId}`);
  expect(stored?.selectedAmmunition).toMatchObject({
    mapValue: {
      fields: { factoryLoadId: { stringValue: '6-5-creedmoor-hornady-match-140' }, type: { stringValue: 'factory' } },
    },
  });
  expect(stored?.shots).toMatchObject({ arrayValue: { values: [{ mapValue: {} }] } });
});

test('velocities pasted with no signal go into the active session, and sync when the network returns', async ({
  page,
  context,
}) => {
  const { sessionId } = await onActiveSession(page, 'offline-pasted', 'Pasted at the bench');

  await goOffline(context);
  await page.getByRole('link', { name: 'Paste velocities' }).click();
  await page.getByLabel('Or type or paste velocities').fill('2850, 2861; 2870\n2855');
  await page.getByRole('button', { name: 'Preview velocities' }).click();
  await expect(page.locator('[data-import-stat="Shots"]')).toHaveText('4');
  await page.getByRole('button', { name: 'Import 4 shots' }).click();
  await expect(page).toHaveURL(`/session/${sessionId}`);
  await expect(shotRows(page)).toHaveCount(4);
  await expect(indicator(page)).toContainText('Saved on this device');

  await goOnline(context);
  await waitUntilSynced(page);
  const stored = (await serverDoc(`shootingSession/${sessionId}`))?.shots as
    { arrayValue: { values: StoredShot[] } } | undefined;
  expect(stored?.arrayValue.values.map((shot) => shot.mapValue.fields.velocity?.integerValue)).toEqual([
    '2850',
    '2861',
    '2870',
    '2855',
  ]);
});

/** Chooses the option whose text holds `text` in a select (a lot, a load, a firearm). */
async function chooseOption(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).getAttribute('value');
  await select.selectOption(value ?? '');
}

type StoredMovement = { mapValue: { fields: { reason: RestValue; batchId: RestValue; quantity: RestValue } } };
/** A lot's movements as the server holds them: reason, quantity and batch. */
const storedMovements = (lot: Record<string, RestValue> | undefined) =>
  ((lot?.movements as { arrayValue: { values?: StoredMovement[] } }).arrayValue.values ?? []).map(
    ({ mapValue: { fields } }) => ({
      reason: fields.reason.stringValue,
      quantity: Number(fields.quantity.integerValue ?? fields.quantity.doubleValue),
      batchId: fields.batchId.stringValue ?? null,
    }),
  );

test('a batch loaded and a session shot with no signal show the same figures on the phone and on the server once synced', async ({
  page,
  context,
}) => {
  // The bench, made on the server: 8 lb of H4350, 1,000 primers and 500 bullets, priced; a load at 41.5 gr.
  const { email, uid, loadIds } = await newAccountWith('offline-bench', {
    loads: [testLoad('6.5 CM 140 ELD-M / H4350', '41.5')],
    firearms: [testFirearm()],
  });
  const loadId = loadIds[0]!;
  const lotIds = await asAccount(email, (db, userId) => seedBench(db, userId, ['powder', 'primer', 'bullet']));

  // One visit with signal, as a loader opens the app at home: New Session (the loads and firearms)
  // and the inventory (the components, lots and batches); then the service worker in control.
  await signIn(page, email, undefined, '/session/new');
  await expect(page.getByLabel('Firearm').locator('option', { hasText: 'Tikka' })).toHaveCount(1);
  await visit(page, '/inventory');
  await expect(page.locator('[data-total="primer"]')).toHaveText('1,000 primers');
  await waitForServiceWorker(page);
  await expect(indicator(page)).toHaveText('');

  // No signal: 50 rounds at 41.5 gr from the load's page.
  await goOffline(context);
  await visit(page, `/load/${loadId}`);
  await page.getByRole('link', { name: 'Load Rounds' }).click();
  await expect(page).toHaveURL(`/load/${loadId}/batch/new`);
  const form = page.getByRole('form', { name: 'Load rounds' });
  await expect(form.getByLabel('Charge (gr)')).toHaveValue('41.5');
  await form.getByLabel('Rounds').fill('50');
  await chooseOption(form.getByLabel('Powder lot'), 'Hodgdon H4350');
  await chooseOption(form.getByLabel('Primer lot'), 'CCI BR-2');
  await chooseOption(form.getByLabel('Bullet lot'), 'Hornady 140 ELD-M');
  // 389.99 / 56,000 × 41.5 + 52.99 / 1,000 + 274.95 / 500 = 0.289 + 0.053 + 0.550 = 0.89.
  await expect(form.locator('[data-cost-per-round]')).toHaveText('$0.89 per round');
  await form.getByRole('button', { name: 'Load Rounds' }).click();
  await expect(page).toHaveURL(`/load/${loadId}`);
  const batchRow = page.getByRole('table', { name: 'Batches of this load' }).locator('tbody tr');
  await expect(batchRow.locator('[data-rounds-on-hand]')).toHaveText('50');
  await expect(indicator(page)).toContainText('Saved on this device');

  // A session of the load, its batch picked by default; three shots.
  await visit(page, '/session/new');
  await page.getByLabel('Session name').fill('Batch with no signal');
  await page.getByLabel('Ammunition type').selectOption('handload');
  await chooseOption(page.getByLabel('Ammunition', { exact: true }), '6.5 CM 140 ELD-M');
  await chooseOption(page.getByLabel('Firearm'), 'Tikka');
  await expect(page.getByLabel('Batch').locator('option:checked')).toContainText('50 of 50 left');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batch with no signal');
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  for (const velocity of ['2805', '2811', '2798']) await logShot(page, velocity);
  const fired = page.getByRole('region', { name: 'Batch fired' });
  await expect(fired.locator('[data-session-batch-left]')).toHaveText('47');
  await expect(fired.locator('[data-session-cost]')).toHaveText('3 rounds fired, $2.68');

  // The phone's figures, still offline: 950 primers, 450 bullets, 56,000 − 2,075 = 53,925 gr, 47 rounds left.
  const figuresShown = async () => {
    await expect(page.locator('[data-total="powder"]')).toHaveText('53,925 gr (7.70 lb)');
    await expect(page.locator('[data-total="primer"]')).toHaveText('950 primers');
    await expect(page.locator('[data-total="bullet"]')).toHaveText('450 bullets');
    await expect(page.getByRole('list', { name: 'Loaded rounds' }).locator('[data-rounds-left]')).toHaveText('47');
  };
  await visit(page, '/inventory');
  await figuresShown();
  await expect(indicator(page)).toContainText('Offline');
  expect(await serverDocsWhere('loadBatches', 'userId', uid)).toEqual([]);

  // Signal again: everything syncs, nothing refused.
  await goOnline(context);
  await waitUntilSynced(page);
  await expect(page.getByRole('alert', { name: 'Not saved' })).toHaveCount(0);

  // The server has the same figures: one batch of 50 drawing 2,075 gr, 50 primers and 50 bullets, each
  // lot ending with its movement; the session names the batch and holds the three shots.
  const [batch, ...others] = await serverDocsWhere('loadBatches', 'userId', uid);
  expect(others).toEqual([]);
  expect(batch?.rounds).toEqual({ integerValue: '50' });
  const batchId = (await serverDoc(`shootingSession/${sessionId}`))?.batchId?.stringValue;
  expect(batchId).toBeTruthy();
  const onServer: Record<string, number> = {};
  for (const [kind, lotId] of Object.entries(lotIds)) {
    if (lotId === null) continue;
    const movements = storedMovements((await serverDoc(`componentLots/${lotId}`)) ?? undefined);
    expect(movements.at(-1)).toMatchObject({ reason: 'loaded', batchId });
    onServer[kind] = movements.reduce((sum, movement) => sum + movement.quantity, 0);
  }
  expect(onServer).toEqual({ powder: 53_925, primer: 950, bullet: 450 });
  const session = await serverDoc(`shootingSession/${sessionId}`);
  expect((session?.shots as { arrayValue: { values?: unknown[] } }).arrayValue.values).toHaveLength(3);
  expect((await serverDoc(`sessionSummary/${sessionId}`))?.batchId).toEqual({ stringValue: batchId });

  // The pages, now reading what the server holds, show the same figures: the inventory and the load's page.
  await figuresShown();
  await visit(page, `/load/${loadId}`);
  await expect(batchRow.locator('[data-rounds-on-hand]')).toHaveText('47');
});
