import type { Locator, Page } from '@playwright/test';
import { type Firestore, getDocFromServer } from 'firebase/firestore';
import { loadBatch } from '@/features/inventory/batches-api';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { importCompletedSession } from '@/features/sessions/session-writes-api';
import { appendImportedShots } from '@/features/sessions/shot-writes-api';
import { signIn } from '../support/accounts';
import { asAccount, newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { expectNoAxeViolations } from '../support/axe';
import { visit } from '../support/navigation';
import { handloadStart, seedBench, seedLot } from '../support/seed-writes';
import { expect, test, waitUntilSynced } from '../support/sync';

/** Adds a component through /inventory's form. */
async function addComponentOnPage(page: Page, kind: string, name: string) {
  // The header's button (the empty inventory offers a second one).
  await page.getByRole('button', { name: 'Add Component' }).first().click();
  const form = page.getByRole('form', { name: 'New component' });
  await form.getByLabel('Kind').selectOption(kind);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add Component' }).click();
  await expect(form).toBeHidden();
}

const componentCard = (page: Page, name: string) => page.locator(`li[data-component="${name}"]`);

/** Adds a lot to a component through its card's form: its number, the quantity bought (and unit) and the price. */
async function addLotOnPage(
  page: Page,
  name: string,
  lot: { number: string; bought: string; unit?: string; price: string },
) {
  const card = componentCard(page, name);
  await card.getByRole('button', { name: `Add lot of ${name}` }).click();
  const form = card.getByRole('form', { name: `New lot of ${name}` });
  await form.getByLabel('Lot number').fill(lot.number);
  await form.getByLabel('Date bought').fill('2026-11-01');
  await form.getByLabel(/^Quantity bought/).fill(lot.bought);
  if (lot.unit) await form.getByLabel('Unit').selectOption(lot.unit);
  await form.getByLabel('Price paid').fill(lot.price);
  await form.getByRole('button', { name: 'Add Lot' }).click();
  await expect(form).toBeHidden();
}

/** Chooses the lot whose option names `text` in one of the Load rounds form's lot selects. */
async function chooseLot(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).getAttribute('value');
  await select.selectOption(value ?? '');
}

test('a loader stocks the bench, loads a batch of 50 from a load, and the inventory and the cost per round follow', async ({
  page,
}) => {
  const { email, loadIds } = await newAccountWith('bench', {
    loads: [testLoad('6.5 CM 140 ELD-M / H4350', '41.5')],
  });
  await signIn(page, email, undefined, '/inventory');
  await expect(page.getByText('No components yet')).toBeVisible();

  await addComponentOnPage(page, 'powder', 'Hodgdon H4350');
  await addComponentOnPage(page, 'primer', 'CCI BR-2');
  await addComponentOnPage(page, 'bullet', 'Hornady 140 ELD-M');
  await addComponentOnPage(page, 'brass', 'Lapua 6.5 Creedmoor');
  for (const heading of ['Powders', 'Primers', 'Bullets', 'Brass']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }

  // 8 lb of powder for $389.99, 1,000 primers for $52.99, 500 bullets for $274.95, 100 cases for $119.99.
  await addLotOnPage(page, 'Hodgdon H4350', { number: '22114', bought: '8', unit: 'lb', price: '389.99' });
  await addLotOnPage(page, 'CCI BR-2', { number: 'BR2-0425', bought: '1,000', price: '52.99' });
  await addLotOnPage(page, 'Hornady 140 ELD-M', { number: '3241587', bought: '500', price: '274.95' });
  await addLotOnPage(page, 'Lapua 6.5 Creedmoor', { number: 'L-100', bought: '100', price: '119.99' });
  await expect(page.locator('[data-total="powder"]')).toHaveText('56,000 gr (8.00 lb)');
  await expect(page.locator('[data-total="primer"]')).toHaveText('1,000 primers');
  const primerLot = componentCard(page, 'CCI BR-2').getByRole('row', { name: /BR2-0425/ });
  await expect(primerLot).toContainText('Nov 1, 2026');
  await expect(primerLot).toContainText('$52.99 for 1,000 primers');

  // From the load's page: Load rounds, 50 at the load's 41.5 gr, one lot of each.
  await page.goto(`/load/${loadIds[0]}`);
  await page.getByRole('link', { name: 'Load Rounds' }).click();
  await expect(page).toHaveURL(`/load/${loadIds[0]}/batch/new`);
  const form = page.getByRole('form', { name: 'Load rounds' });
  await expect(form.getByLabel('Charge (gr)')).toHaveValue('41.5');
  await form.getByLabel('Rounds').fill('50');
  await chooseLot(form.getByLabel('Powder lot'), 'Hodgdon H4350');
  await chooseLot(form.getByLabel('Primer lot'), 'CCI BR-2');
  await chooseLot(form.getByLabel('Bullet lot'), 'Hornady 140 ELD-M');
  await chooseLot(form.getByLabel('Brass lot'), 'Lapua 6.5 Creedmoor');

  // Before saving: what it takes from each lot and the cost per round, from the lot prices:
  // 389.99 / 56,000 × 41.5 + 52.99 / 1,000 + 274.95 / 500 + 119.99 / 100 = 0.289 + 0.053 + 0.550 + 1.200 = 2.09.
  const takes = page.getByRole('table', { name: 'What this batch takes' });
  await expect(takes.locator('[data-draw="powder"]')).toContainText('2,075 gr');
  await expect(takes.locator('[data-draw="powder"]')).toContainText('53,925 gr (7.70 lb)');
  await expect(takes.locator('[data-draw="primer"]')).toContainText('950 primers');
  await expect(form.locator('[data-cost-per-round]')).toHaveText('$2.09 per round');
  await expect(form.getByText('would go below zero')).toHaveCount(0);
  await form.getByRole('button', { name: 'Load Rounds' }).click();

  // The load's page lists the batch.
  await expect(page).toHaveURL(`/load/${loadIds[0]}`);
  const batch = page.getByRole('table', { name: 'Batches of this load' }).locator('tbody tr');
  await expect(batch).toHaveCount(1);
  await expect(batch.locator('[data-rounds]')).toHaveText('50');
  await expect(batch.locator('[data-rounds-on-hand]')).toHaveText('50');
  await expect(batch).toContainText('Primer: CCI BR-2, lot BR2-0425');
  await expect(batch.locator('[data-cost-per-round]')).toHaveText('$2.09 per round');
  await waitUntilSynced(page);

  // The inventory: 950 primers, 450 bullets, 50 cases, 56,000 − 2,075 = 53,925 gr of powder.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.locator('[data-total="powder"]')).toHaveText('53,925 gr (7.70 lb)');
  await expect(page.locator('[data-total="primer"]')).toHaveText('950 primers');
  await expect(page.locator('[data-total="bullet"]')).toHaveText('450 bullets');
  await expect(page.locator('[data-total="brass"]')).toHaveText('50 cases');
  // After a reload, from the server's records; the batch is on the shelf, 50 left.
  await page.reload();
  await expect(page.locator('[data-total="primer"]')).toHaveText('950 primers');
  const shelf = page.getByRole('list', { name: 'Loaded rounds' }).locator('li');
  await expect(shelf.locator('[data-rounds-left]')).toHaveText('50');
  await expectNoAxeViolations(page, '/inventory with its loaded rounds');
});

/** The bench of the first test, bought at the same prices, and a batch of 50 loaded from it: made on the server through the app's api. */
async function stockedBenchWithBatch(db: Firestore, uid: string, load: { id: string; name: string }) {
  const lots = await seedBench(db, uid);
  await loadBatch(db, uid, load, { date: '2026-11-01', rounds: 50, charge: 41.5, lots, notes: '' });
}

test('a session of a load fires 20 rounds of its batch: the batch has 30 left and the session says what its rounds cost', async ({
  page,
}) => {
  const { email, loadIds } = await newAccountWith('bench-fired', {
    loads: [testLoad('6.5 CM 140 ELD-M / H4350', '41.5')],
    firearms: [testFirearm()],
  });
  // The bench and the batch are the first test's subject; here they are seeded.
  await asAccount(email, (db, uid) =>
    stockedBenchWithBatch(db, uid, { id: loadIds[0]!, name: '6.5 CM 140 ELD-M / H4350' }),
  );
  await signIn(page, email, undefined, '/session/new');

  // A session of the load fires its newest batch with rounds left, picked by default.
  await page.getByLabel('Session name').fill('Batch day');
  await page.getByLabel('Ammunition type').selectOption('handload');
  await chooseLot(page.getByLabel('Ammunition', { exact: true }), '6.5 CM 140 ELD-M');
  await chooseLot(page.getByLabel('Firearm'), 'Tikka');
  await expect(page.getByLabel('Batch').locator('option:checked')).toContainText('50 of 50 left');
  await page.getByRole('button', { name: 'Start Session' }).click();
  const fired = page.getByRole('region', { name: 'Batch fired' });
  await expect(fired.locator('[data-session-batch-left]')).toHaveText('50');
  const sessionId = page.url().split('/').pop()!;
  await waitUntilSynced(page);

  // 20 shots, from a chronograph string written by the shooter's other device.
  await asAccount(email, async (db) => {
    const session = (await getDocFromServer(sessionRef(db, sessionId))).data();
    if (!session) throw new Error(`The server has no session ${sessionId}`);
    const at = Date.now() - 60_000;
    const shots = Array.from({ length: 20 }, (_, n) => ({
      velocity: 2800 + n,
      impact: null,
      note: '',
      timestamp: new Date(at + n * 1000),
    }));
    await appendImportedShots(db, session, shots);
  });
  // The session's batch: 30 left, and what its 20 rounds cost: 20 × 2.0918 = 41.84.
  await expect(fired.locator('[data-session-batch-left]')).toHaveText('30');
  await expect(fired.locator('[data-session-cost]')).toHaveText('20 rounds fired, $41.84');
  await expect(fired.locator('[data-cost-per-round]')).toHaveText('$2.09 per round');
  await expectNoAxeViolations(page, 'a session of a batch');

  // Ended, the load's batch shows 30 left.
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await visit(page, `/load/${loadIds[0]}`);
  const batch = page.getByRole('table', { name: 'Batches of this load' }).locator('tbody tr');
  await expect(batch.locator('[data-rounds-on-hand]')).toHaveText('30');
  // The load's cost per round is its newest batch's.
  await expect(page.locator('[data-load-cost] [data-cost-per-round]')).toHaveText('$2.09 per round');
  await expectNoAxeViolations(page, "a load's page with a batch fired from");
  await waitUntilSynced(page);
});

test('a loader is told a lot would go below zero, corrects, loads anyway, and puts the count right with a movement', async ({
  page,
}) => {
  const { email, loadIds } = await newAccountWith('short-bench', {
    loads: [testLoad('6.5 CM 140 ELD-M / H4350', '41.5')],
  });
  // Thirty primers left, and no price on them: seeded on the server, as the records are not the subject here.
  await asAccount(email, (db, uid) =>
    seedLot(db, uid, {
      kind: 'primer',
      name: 'CCI BR-2',
      lotNumber: 'BR2-0425',
      bought: 30,
      purchaseDate: null,
      lowStock: 100,
    }),
  );
  await signIn(page, email, undefined, `/load/${loadIds[0]}/batch/new`);

  const form = page.getByRole('form', { name: 'Load rounds' });
  await form.getByLabel('Rounds').fill('50');
  await chooseLot(form.getByLabel('Primer lot'), 'CCI BR-2');
  await expect(form.getByText('A lot would go below zero:')).toBeVisible();
  await expect(
    form.getByText('CCI BR-2, lot BR2-0425 holds 30 primers; this batch takes 50 primers (-20 primers after).'),
  ).toBeVisible();
  await expect(form.locator('[data-cost-per-round]')).toHaveText('Unknown: no price for the primer lot');

  // Saving asks first; Cancel goes back to correct.
  await form.getByRole('button', { name: 'Load Rounds' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This batch takes a lot below zero. Load it anyway?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/load/${loadIds[0]}/batch/new`);
  await expect(form.getByLabel('Rounds')).toHaveValue('50');

  // The loader knows the bench holds more than the inventory says, and loads anyway.
  await form.getByRole('button', { name: 'Load Rounds' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Load Anyway' }).click();
  await expect(page).toHaveURL(`/load/${loadIds[0]}`);

  await page.goto('/inventory');
  const card = componentCard(page, 'CCI BR-2');
  await expect(card.locator('[data-total="primer"]')).toHaveText('-20 primers');
  await expect(card.getByText('Low', { exact: true })).toBeVisible();

  // A count: 120 on the bench. The difference (+140) is recorded; nothing is overwritten.
  await card.getByRole('button', { name: 'Record movement of lot BR2-0425' }).click();
  const movement = card.getByRole('form', { name: 'Movement of lot BR2-0425' });
  await movement.getByLabel('Reason').selectOption('counted');
  await movement.getByLabel(/^Counted/).fill('12.5');
  await movement.getByRole('button', { name: 'Record Movement' }).click();
  await expect(movement.getByText('Enter a whole number of primers')).toBeVisible();
  await movement.getByLabel(/^Counted/).fill('120');
  await movement.getByLabel('Note').fill('Found a sleeve');
  await movement.getByRole('button', { name: 'Record Movement' }).click();

  await expect(card.locator('[data-total="primer"]')).toHaveText('120 primers');
  await expect(card.getByText('Low', { exact: true })).toBeHidden();
  const history = card.getByRole('table', { name: 'History of lot BR2-0425' });
  await expect(history.getByRole('row')).toHaveCount(4);
  const rows = history.locator('tbody tr');
  await expect(rows.nth(0)).toContainText('Counted');
  await expect(rows.nth(0)).toContainText('+140 primers');
  await expect(rows.nth(0)).toContainText('120 primers');
  await expect(rows.nth(0)).toContainText('Found a sleeve');
  await expect(rows.nth(1)).toContainText('Loaded');
  await expect(rows.nth(1)).toContainText('−50 primers');
  await expect(rows.nth(1)).toContainText('-20 primers');
  await expect(rows.nth(2)).toContainText('Bought');
  await expect(rows.nth(2)).toContainText('30 primers');
  await waitUntilSynced(page);
});

test('a brass lot of 100 loaded as two batches of 50, both fired, then 50 loaded again and fired: 50 cases at 2 firings and 50 at 1, and with an anneal interval of 2 the 50 are due', async ({
  page,
}) => {
  const { email, loadIds, firearmIds } = await newAccountWith('brass-life', {
    loads: [testLoad('6.5 CM 140 ELD-M / H4350', '41.5')],
    firearms: [testFirearm()],
  });
  const loadId = loadIds[0]!;
  // The bench and the range days, made on the server through the app's api (the forms are not the subject).
  await asAccount(email, async (db, uid) => {
    const lotId = await seedLot(db, uid, {
      kind: 'brass',
      name: 'Lapua 6.5 Creedmoor',
      lotNumber: 'L-100',
      bought: 100,
      purchaseDate: '2026-10-01',
    });
    const load = { id: loadId, name: '6.5 CM 140 ELD-M / H4350' };
    const lots = { powder: null, primer: null, bullet: null, brass: lotId };
    const fire = async (batchId: string, date: string) => {
      const start = await handloadStart(db, { loadId, firearmId: firearmIds[0]!, name: `Range ${date}`, date });
      const at = Date.now() - 60_000;
      const shots = Array.from({ length: 50 }, (_, n) => ({
        velocity: 2800 + (n % 10),
        impact: null,
        note: '',
        timestamp: new Date(at + n * 100),
      }));
      await importCompletedSession(db, { userId: uid, start: { ...start, batchId }, shots });
    };
    const first = await loadBatch(db, uid, load, { date: '2026-11-01', rounds: 50, charge: 41.5, lots, notes: '' });
    const second = await loadBatch(db, uid, load, { date: '2026-11-01', rounds: 50, charge: 41.5, lots, notes: '' });
    await fire(first, '2026-11-02');
    await fire(second, '2026-11-03');
    const third = await loadBatch(db, uid, load, { date: '2026-11-05', rounds: 50, charge: 41.5, lots, notes: '' });
    await fire(third, '2026-11-06');
  });
  await signIn(page, email, undefined, '/inventory');

  // Every case fired is back on the bench: 100 cases, 50 at 2 firings and 50 at 1.
  const card = componentCard(page, 'Lapua 6.5 Creedmoor');
  await expect(card.locator('[data-total="brass"]')).toHaveText('100 cases');
  await card.getByRole('button', { name: 'Life of lot L-100', exact: true }).click();
  const life = card.getByRole('region', { name: 'Life of lot L-100' });
  const firings = card.getByRole('region', { name: 'Firings of lot L-100' });
  await expect(firings.locator('[data-firings="2"] [data-cases]')).toHaveText('50');
  await expect(firings.locator('[data-firings="1"] [data-cases]')).toHaveText('50');
  await expect(firings.locator('tbody tr')).toHaveCount(2);

  // An anneal interval of 2: the 50 fired twice are due, on the lot, its row and the Load rounds form.
  await life.getByRole('button', { name: 'Set the brass life of lot L-100' }).click();
  const limits = life.getByRole('form', { name: 'Brass life of lot L-100' });
  await limits.getByLabel('Anneal every (firings)').fill('0');
  await limits.getByRole('button', { name: 'Save Limits' }).click();
  await expect(limits.getByText('Anneal every must be a whole number of firings from 1 to 100')).toBeVisible();
  await limits.getByLabel('Anneal every (firings)').fill('2');
  await limits.getByRole('button', { name: 'Save Limits' }).click();
  await expect(limits).toBeHidden();
  await expect(firings.locator('[data-firings="2"] [data-due]')).toHaveText('50 to anneal');
  await expect(firings.locator('[data-firings="1"] [data-due]')).toHaveText('–');
  await expect(life.getByRole('list', { name: 'Due on lot L-100' })).toHaveText(
    '50 cases due for annealing (every 2 firings)',
  );
  await expect(card.getByRole('row', { name: /L-100/ }).getByText('Anneal 50')).toBeVisible();
  await expectNoAxeViolations(page, "a brass lot's life");
  await waitUntilSynced(page);

  await visit(page, `/load/${loadId}/batch/new`);
  const form = page.getByRole('form', { name: 'Load rounds' });
  const option = form.getByLabel('Brass lot').locator('option', { hasText: 'Lapua' });
  await expect(option).toHaveText('Lapua 6.5 Creedmoor, lot L-100 (100 cases on hand, 50 cases due for annealing)');
  await chooseLot(form.getByLabel('Brass lot'), 'Lapua 6.5 Creedmoor');
  await expect(form.getByRole('status', { name: 'Brass due' })).toContainText(
    '50 cases due for annealing (every 2 firings)',
  );

  // Annealed: nothing is due, and the anneal is on the lot.
  await visit(page, '/inventory');
  await card.getByRole('button', { name: 'Life of lot L-100', exact: true }).click();
  await life.getByRole('button', { name: 'Record an anneal or trim of lot L-100' }).click();
  const event = life.getByRole('form', { name: 'Anneal or trim of lot L-100' });
  await event.getByLabel('Cases').fill('50');
  await event.getByLabel('Note').fill('AMP');
  await event.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(event).toBeHidden();
  await expect(firings.locator('[data-firings="2"] [data-due]')).toHaveText('–');
  await expect(life.getByRole('list', { name: 'Due on lot L-100' })).toBeHidden();
  await expect(life.locator('[data-brass-event="anneal"]')).toContainText('AMP');

  // The 50 fired twice split off into a lot of their own, with their history; the lot keeps the other 50.
  await life.getByRole('button', { name: 'Split cases off lot L-100' }).click();
  const split = life.getByRole('form', { name: 'Split of lot L-100' });
  await expect(split.getByLabel('Cases to split off').locator('option:checked')).toHaveText(
    '50 cases fired 2 times (0 since annealed)',
  );
  await split.getByLabel('New lot number').fill('L-100B');
  await split.getByRole('button', { name: 'Split Off' }).click();
  await expect(split).toBeHidden();
  await expect(card.locator('[data-total="brass"]')).toHaveText('100 cases');
  await expect(card.locator('tr[data-lot="L-100B"] [data-on-hand]')).toHaveText('50 cases');
  await expect(card.locator('tr[data-lot="L-100"] [data-on-hand]')).toHaveText('50 cases');
  await expect(firings.locator('tbody tr')).toHaveCount(1);
  await expect(firings.locator('[data-firings="1"] [data-cases]')).toHaveText('50');
  await waitUntilSynced(page);
});
