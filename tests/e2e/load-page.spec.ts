import type { Page } from '@playwright/test';
import { signIn, signInAsNewUser } from '../support/accounts';
import { testFirearm, testLoad } from '../support/app-records';
import { newAccountWithSessions, type SeedShot } from '../support/seed-figures';
import { expect, goOffline, newPage, openDevice, test, waitForServiceWorker } from '../support/sync';

const velocities = (...fps: number[]): SeedShot[] => fps.map((velocity) => ({ velocity }));

type LadderIds = Record<'41.0' | '41.5' | '42.0', string>;

/**
 * A new account with a ladder (one recipe at 41.0, 41.5 and 42.0 gr), the Tikka (100 rounds before
 * Rangebook) and the given completed sessions of its loads, made on the server; signed in on the page,
 * on `firstPage` (given the ladder's load ids). Gives the ladder's load ids.
 */
async function signInWithLadder(
  page: Page,
  label: string,
  sessions: { name: string; charge: '41.0' | '41.5' | '42.0'; temperature: number; fps: number[] }[],
  firstPage: (ids: LadderIds) => string,
): Promise<LadderIds> {
  const charges = ['41.0', '41.5', '42.0'] as const;
  const { email, loadIds } = await newAccountWithSessions(
    label,
    { loads: charges.map((charge) => testLoad(`Ladder ${charge} gr`, charge)), firearms: [testFirearm('100')] },
    ({ loadIds: [low, middle, high], firearmIds }) =>
      sessions.map((session) => ({
        name: session.name,
        loadId: { '41.0': low, '41.5': middle, '42.0': high }[session.charge],
        firearmId: firearmIds[0]!,
        temperature: session.temperature,
        shots: velocities(...session.fps),
      })),
  );
  const ids = { '41.0': loadIds[0]!, '41.5': loadIds[1]!, '42.0': loadIds[2]! };
  await signIn(page, email, undefined, firstPage(ids));
  return ids;
}

test('a load page shows the recipe, its sessions, and the charge ladder of its recipe as a chart and a table', async ({
  page,
}) => {
  // A ladder: one recipe at three charges, two of them fired.
  await signInWithLadder(
    page,
    'load-page',
    [
      // 2650, 2660, 2670: average 2,660, ES 20, sample SD sqrt((100 + 0 + 100) / 2) = 10.0.
      { name: 'Ladder day 41.0', charge: '41.0', temperature: 48, fps: [2650, 2660, 2670] },
      // 2700, 2712, 2718: average 2,710, ES 18, sample SD sqrt((100 + 4 + 64) / 2) = 9.17 -> 9.2.
      { name: 'Ladder day 42.0', charge: '42.0', temperature: 60, fps: [2700, 2712, 2718] },
    ],
    () => '/loads',
  );

  await page.getByRole('link', { name: 'Ladder 41.0 gr' }).click();
  await expect(page).toHaveURL(/\/load\/(?!new$)[\w-]+$/);
  const loadUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 41.0 gr');

  // The recipe, in the loads list's units, and its status.
  const recipeSection = page.getByRole('region', { name: 'Recipe' });
  await expect(recipeSection).toContainText('140 gr ELD Match over 41 gr H4350');
  await expect(recipeSection.locator('[data-recipe="Cartridge"]')).toHaveText('6.5 Creedmoor');
  await expect(recipeSection.locator('[data-recipe="Powder charge"]')).toHaveText('41 gr');
  await expect(recipeSection.locator('[data-recipe="Primer"]')).toHaveText('CCI BR-2');
  await expect(recipeSection.locator('[data-recipe="Brass"]')).toHaveText('Lapua');
  await expect(recipeSection.locator('[data-recipe="Sessions"]')).toHaveText('1');
  await expect(page.getByText('Planning', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import chronograph file' })).toHaveAttribute(
    'href',
    `${loadUrl}/import`,
  );

  // Its session, linked, with its statistics.
  const history = page.getByRole('table', { name: 'Sessions with this load' });
  await expect(history.getByRole('row')).toHaveCount(2);
  const sessionRow = history.getByRole('row', { name: /Ladder day 41\.0/ });
  await expect(sessionRow).toContainText('2,660 fps');
  await expect(sessionRow).toContainText('20 fps');
  await expect(sessionRow).toContainText('10.0 fps');
  // Three shots pin an SD of 10 down only to 5.8 to 44.2 fps (chi-square, 2 df, 90%).
  await expect(sessionRow).toContainText('5.8 to 44.2 fps');
  await expect(sessionRow).toContainText('48°F');
  await expect(history.getByRole('link', { name: 'Ladder day 41.0' })).toHaveAttribute('href', /^\/session\/[\w-]+$/);

  // The ladder: a chart (an image named by its summary) and the same figures as a table.
  const chart = page.getByRole('img', { name: /^Charge ladder: average velocity against powder charge for 2 loads/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(
    'Charge ladder: average velocity against powder charge for 2 loads, from 2,660 fps at 41 gr to 2,710 fps at 42 gr; bars show one SD either side.',
  );
  await expect(chart.locator('canvas')).toHaveCount(1);
  const box = await chart.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(box?.width ?? Infinity).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  const ladder = page.getByRole('table', { name: 'Charge ladder' });
  await expect(ladder.getByRole('row')).toHaveCount(4);
  const rung = (charge: string) =>
    ladder.getByRole('row').filter({ has: page.getByRole('rowheader', { name: charge, exact: true }) });
  await expect(rung('41 gr')).toContainText('Ladder 41.0 gr (this load)');
  await expect(rung('41 gr')).toContainText('2,660 fps');
  await expect(rung('41 gr')).toContainText('10.0 fps');
  await expect(rung('41.5 gr')).toContainText('Not fired yet');
  await expect(rung('42 gr')).toContainText('2,710 fps');
  await expect(rung('42 gr')).toContainText('9.2 fps');
  await expect(rung('42 gr').getByRole('link', { name: 'Ladder 42.0 gr' })).toBeVisible();
  // Its trend, and an honest verdict: two charges give a slope (2,660 to 2,710 fps over one grain)
  // but cannot tell a node from noise.
  await expect(page.locator('[data-ladder="trend"]')).toHaveText('Velocity rises 50 fps per grain.');
  await expect(page.locator('[data-ladder="verdict"]')).toHaveText(
    'Too few charges to tell a node from noise: a ladder needs at least 4.',
  );

  // Velocity against temperature: the one session with its temperature.
  const temperatures = page.getByRole('table', { name: 'Velocity against temperature' });
  await expect(temperatures.getByRole('row')).toHaveCount(2);
  await expect(temperatures.getByRole('row', { name: /48°F/ })).toContainText('2,660 fps');

  // The session link leads to the session.
  await history.getByRole('link', { name: 'Ladder day 41.0' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder day 41.0');
});

test("another shooter who opens a load's address lands on their own dashboard", async ({ page, browser }) => {
  const ids = await signInWithLadder(page, 'load-page-owner', [], (ladder) => `/load/${ladder['41.0']}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 41.0 gr');

  const otherContext = await openDevice(browser);
  try {
    const other = await newPage(otherContext);
    await signInAsNewUser(other, 'load-page-intruder');
    await other.goto(`/load/${ids['41.0']}`);
    await expect(other).toHaveURL('/dashboard');
  } finally {
    await otherContext.close();
  }
});

test('a load development that does not exist says so', async ({ page }) => {
  await signInAsNewUser(page, 'load-missing', undefined, '/load/no-such-load');
  await expect(page.getByRole('alert')).toHaveText('Load development not found.');
});

test.describe(() => {
  // Pages opened with no network come from the service worker's precache: only these tests install it
  // (it precaches every chunk of the app, a second of a core, in each test's fresh context).
  test.use({ serviceWorkers: 'allow' });

  test('a load page opened once online opens offline: its sessions from the cache, its ladder and figures the last this device had', async ({
    page,
    context,
  }) => {
    await signInWithLadder(
      page,
      'load-offline',
      [{ name: 'Cold morning', charge: '41.0', temperature: 48, fps: [2650, 2660, 2670] }],
      () => '/loads',
    );
    await page.getByRole('link', { name: 'Ladder 41.0 gr' }).click();
    const rung = page.getByRole('table', { name: 'Charge ladder' }).getByRole('row', { name: /41 gr/ });
    await expect(rung).toContainText('2,660 fps');
    // Fresh from the server: no note.
    await expect(page.locator('[data-figures="not-fresh"]')).toHaveCount(0);
    await waitForServiceWorker(page);

    await goOffline(context);
    const opened = await page.reload();
    expect(opened?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 41.0 gr');
    await expect(
      page.getByRole('table', { name: 'Sessions with this load' }).getByRole('row', { name: /Cold morning/ }),
    ).toContainText('2,660 fps');
    await expect(rung).toContainText('2,660 fps');
    await expect(rung).toContainText('10.0 fps');
    await expect(page.locator('[data-recipe="Sessions"]')).toHaveText('1');
    await expect(page.locator('[data-figures="not-fresh"]').first()).toContainText('the last this device had');
    await expect(
      page.getByRole('table', { name: 'Velocity against temperature' }).getByRole('row', { name: /48°F/ }),
    ).toContainText('2,660 fps');
  });
});
