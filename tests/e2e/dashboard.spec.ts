import type { Page } from '@playwright/test';
import { signIn, signInAsNewUser } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { PROJECT_ID, serverCollectionSize } from '../support/emulators';
import { visit } from '../support/navigation';
import { seedFactoryCatalogue, seedSessions } from '../support/seed-figures';
import { expect, goOffline, goOnline, test, waitForServiceWorker, waitUntilSynced } from '../support/sync';

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Summary' }).locator(`[data-stat="${label}"]`);

async function logShots(page: Page, impacts: string[]) {
  for (const impact of impacts) {
    await page.getByLabel('Velocity (fps)').fill('2800');
    await page.getByLabel('Impact (in)').fill(impact);
    await page.getByLabel('Velocity (fps)').press('Enter');
    await expect(page.getByLabel('Velocity (fps)')).toHaveValue('');
  }
}

test('a new shooter sees empty sections with create links and zero counts', async ({ page }) => {
  await signInAsNewUser(page, 'dash-empty');
  await expect(stat(page, 'Total Loads')).toHaveText('0');
  await expect(stat(page, 'Firearms')).toHaveText('0');
  await expect(stat(page, 'Rounds Fired')).toHaveText('0');
  await expect(stat(page, 'Best Group')).toHaveText('–');
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  await expect(page.getByText('No load developments yet.')).toBeVisible();
  await expect(page.getByText('No firearms yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all firearms' })).toHaveAttribute('href', '/firearms');
  await page.getByRole('link', { name: 'Admin: sample data' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByTestId('status-network')).toHaveText('Online');
  // This file's own project on the emulators (tests/support/sync.ts), as the app's start-up read it.
  await expect(page.getByTestId('status-backend')).toHaveText(`Local emulators (${PROJECT_ID})`);
  for (const name of ['loadDevelopment', 'firearms', 'factoryLoad', 'shootingSession', 'users']) {
    await expect(page.getByRole('region', { name: 'Collections' }).getByText(name, { exact: true })).toBeVisible();
  }
});

test('the admin page adds sample loads, and the catalogue only once', async ({ page }) => {
  await signInAsNewUser(page, 'dash-admin', undefined, '/admin');
  await page.getByRole('button', { name: 'Add 6 Sample Load Developments' }).click();
  await expect(page.getByText('Added 6 sample load developments.')).toBeVisible();
  await waitUntilSynced(page);

  // The project's catalogue, shared: whichever test adds it first, it is whole before the page asks
  // (a first add racing another would be refused). The page then adds none of it again; adding the
  // 50 once and not twice is checked on the api function in admin-api.test.ts.
  await seedFactoryCatalogue();
  await page.getByRole('button', { name: 'Add 50 Factory Loads' }).click();
  await expect(page.getByText('Factory loads: 0 added, 50 already present.')).toBeVisible();
  expect(await serverCollectionSize('factoryLoad')).toBe(50);

  await visit(page, '/dashboard');
  await expect(stat(page, 'Total Loads')).toHaveText('6');
  await visit(page, '/loads');
  await expect(page.getByRole('list', { name: 'Load developments' }).getByRole('listitem')).toHaveCount(6);

  await visit(page, '/session/new');
  await page.getByLabel('Ammunition type').selectOption('factory');
  // 50 catalogue loads plus the "Select ammunition" prompt.
  await expect(page.getByLabel('Ammunition', { exact: true }).locator('option')).toHaveCount(51);
});

test("the dashboard's Best Group and Rounds Fired follow the sessions logged", async ({ page }) => {
  // The Bergara, the factory catalogue and a factory session of three shots, started on the server.
  const { email, firearmIds } = await newAccountWith('dash-figures', {
    firearms: [
      testFirearm('0', { name: 'Bergara B-14 HMR', make: 'Bergara', model: 'B-14 HMR', caliber: '.308 Winchester' }),
    ],
  });
  await seedFactoryCatalogue(email);
  const goldMedal = { product: 'Gold Medal Match', caliber: '.308 Winchester' };
  const [baseline] = await seedSessions(email, [
    {
      name: 'Baseline',
      factory: goldMedal,
      firearmId: firearmIds[0]!,
      shots: [0.6, 0.4, 0.5].map((impact) => ({ velocity: 2800, impact })),
      end: false,
    },
  ]);
  // Ended here: the dashboard counts it.
  await signIn(page, email, undefined, `/session/${baseline}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baseline');
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(stat(page, 'Rounds Fired')).toHaveText('3');
  await expect(stat(page, 'Best Group')).toHaveText('0.40" (closest shot)');
  await expect(stat(page, 'Recent Sessions')).toHaveText('1');

  // An active session counts too, before it is ended: started and logged through the forms.
  await visit(page, '/session/new');
  await page.getByLabel('Session name').fill('Second string');
  await page.getByLabel('Ammunition type').selectOption('factory');
  await page
    .getByLabel('Ammunition', { exact: true })
    .selectOption({ label: '.308 Winchester: Federal Gold Medal Match, 168-grain' });
  await page.getByLabel('Firearm').selectOption({ label: 'Bergara B-14 HMR (.308 Winchester)' });
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second string');
  await logShots(page, ['0.35', '0.70']);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(stat(page, 'Rounds Fired')).toHaveText('5');
  await expect(stat(page, 'Best Group')).toHaveText('0.35" (closest shot)');
  await expect(page.getByRole('region', { name: 'Recent Sessions' }).getByRole('listitem')).toHaveCount(2);
  await expect(stat(page, 'Firearms')).toHaveText('1');
  await waitUntilSynced(page);
});

test.describe(() => {
  // Pages opened with no network come from the service worker's precache: only these tests install it
  // (it precaches every chunk of the app, a second of a core, in each test's fresh context).
  test.use({ serviceWorkers: 'allow' });

  test('offline, the figures are the last this device had, marked so; back online they are fresh again', async ({
    page,
    context,
  }) => {
    const { email, loadIds, firearmIds } = await newAccountWith('dash-last-known', {
      loads: [testLoad()],
      firearms: [testFirearm('20')],
    });
    await seedSessions(email, [
      {
        name: 'Figures string',
        loadId: loadIds[0],
        firearmId: firearmIds[0]!,
        shots: [
          { velocity: 2800, impact: 0.6 },
          { velocity: 2810, impact: 0.4 },
        ],
      },
    ]);
    await signIn(page, email);
    const note = page.getByRole('region', { name: 'Summary' }).getByRole('status');
    await expect(stat(page, 'Rounds Fired')).toHaveText('2');
    await expect(stat(page, 'Best Group')).toHaveText('0.40" (closest shot)');
    await expect(stat(page, 'Recent Sessions')).toHaveText('1');
    await expect(note).toBeEmpty();
    // The loads list's figures are kept too.
    const loadCard = page
      .getByRole('list', { name: 'Load developments' })
      .getByRole('listitem')
      .filter({ hasText: '6.5 CM 140 ELD-M' });
    await visit(page, '/loads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Load Developments');
    await expect(loadCard).toContainText('0.40" (closest shot)');

    await waitForServiceWorker(page);
    await goOffline(context);
    await page.goto('/dashboard');
    await expect(stat(page, 'Rounds Fired')).toHaveText('2');
    await expect(stat(page, 'Best Group')).toHaveText('0.40" (closest shot)');
    await expect(note).toContainText(/^Figures as of .+, the last this device had; they update once it is online\.$/);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Loads', exact: true }).click();
    // On /loads itself: the dashboard beside it, while the route changes, lists the same load.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Load Developments');
    await expect(loadCard).toContainText('0.40" (closest shot)');
    await expect(page.getByRole('status').filter({ hasText: 'the last this device had' })).toBeVisible();

    await goOnline(context);
    await expect(page.getByRole('status').filter({ hasText: 'Figures as of' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(stat(page, 'Rounds Fired')).toHaveText('2');
    await expect(note).toBeEmpty();
  });

  test('a signed-in page opens at once as this device last showed it, marked so, and the live page replaces it', async ({
    page,
  }) => {
    // Watches the page as it loads: when the picture of the last-shown page and the live page appear,
    // and what the picture (in its closed shadow root) says.
    await page.addInitScript(() => {
      const seen: { picture?: number; live?: number; text?: string; codeLoadedBefore?: string[] } = {};
      (window as unknown as { lastShownSeen: typeof seen }).lastShownSeen = seen;
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const root = attach.call(this, init);
        queueMicrotask(() => (seen.text ??= root.textContent ?? ''));
        return root;
      };
      new MutationObserver(() => {
        if (
          seen.picture === undefined &&
          document.querySelector('[role="img"][aria-label^="This page as last shown"]')
        ) {
          seen.picture = performance.now();
          // The app's code and Firebase's that had arrived by then (none, when the first script drew it).
          seen.codeLoadedBefore = performance
            .getEntriesByType('resource')
            .flatMap(({ name }) => (/\/assets\/(app|firebase)-/.test(name) ? [name] : []));
        }
        if (document.querySelector('[data-app-frame]')) seen.live ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const { email, loadIds, firearmIds } = await newAccountWith(
      'dash-last-shown',
      { loads: [testLoad()], firearms: [testFirearm('20')] },
      'Ann Shooter',
    );
    await seedSessions(email, [
      { name: 'Shown string', loadId: loadIds[0], firearmId: firearmIds[0]!, shots: [{ velocity: 2800, impact: 0.6 }] },
    ]);
    await signIn(page, email);
    await expect(stat(page, 'Rounds Fired')).toHaveText('1');
    await expect(page.getByRole('region', { name: 'Summary' }).getByRole('status')).toBeEmpty();
    await expect(page.getByRole('link', { name: /Shown string/ }).first()).toBeVisible();

    // Leaving the page keeps it as shown; opening it again shows that first, before the app's code has run.
    await page.reload();
    await expect(stat(page, 'Rounds Fired')).toHaveText('1');
    await expect(page.getByRole('img', { name: /^This page as last shown, .+; loading…$/ })).toHaveCount(0);
    const seen = await page.evaluate(
      () => (window as unknown as { lastShownSeen: Record<string, unknown> }).lastShownSeen,
    );
    expect(seen.picture).toEqual(expect.any(Number));
    expect(seen.codeLoadedBefore).toEqual([]);
    expect(seen.live).toBeGreaterThan(seen.picture as number);
    expect(seen.text).toContain('Welcome, Ann Shooter');
    expect(seen.text).toMatch(/Rounds Fired\s*1/);
    expect(seen.text).toContain('Shown string');
    expect(seen.text).toMatch(/This page as last shown, .+; loading…$/);
  });
});

test('the app starts even when the small chunk that draws the page as last shown never arrives', async ({ page }) => {
  await signInAsNewUser(page, 'dash-chunk-hangs');
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  // The first last-shown chunk a page load asks for is src/main.tsx's, before the app's code: it hangs.
  let hung = false;
  await page.route('**/assets/last-shown-*.js', async (route) => {
    if (hung) return route.continue();
    hung = true;
  });
  await page.reload();
  await expect(page.getByText('No sessions yet.')).toBeVisible();
  expect(hung).toBe(true);
});
