import type { Page } from '@playwright/test';
import { signIn, signInAsNewUser } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { serverDoc } from '../support/emulators';
import { visit } from '../support/navigation';
import { COMPLETED_SESSION, firearmTotal, loadFigure, logShot } from '../support/records';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, newPage, openDevice, test, waitUntilSynced } from '../support/sync';

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

test('the New Session form names each missing field and refuses a humidity over 100', async ({ page }) => {
  const { email } = await newAccountWith('session-form', { loads: [testLoad()], firearms: [testFirearm('100')] });
  await signIn(page, email, undefined, '/session/new');
  await page.getByRole('button', { name: 'Start Session' }).click();
  for (const message of [
    'Session name is required',
    'Please select ammunition type',
    'Please select ammunition',
    'Please select a firearm',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Humidity (%)').fill('101');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Humidity must be between 0 and 100', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/session/new');
});

test('a shooter starts a session, logs five shots, watches the statistics and ends it', async ({ page }) => {
  // The load and the rifle (100 rounds before Rangebook) are made on the server: this test is the session.
  const { email } = await newAccountWith('session-owner', { loads: [testLoad()], firearms: [testFirearm('100')] });
  await signIn(page, email, undefined, '/session/new');
  await page.getByLabel('Session name').fill('Ladder test at 100 yd');
  await page.getByLabel('Location').fill('Cedar Ridge Range');
  await page.getByLabel('Ammunition type').selectOption('handload');
  await page
    .getByLabel('Ammunition', { exact: true })
    .selectOption({ label: '6.5 CM 140 ELD-M / H4350 · 140 gr ELD Match over 41.5 gr H4350' });
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR (6.5 Creedmoor)' });
  await page.getByLabel('Temperature (°F)').fill('48');
  await page.getByLabel('Wind speed (mph)').fill('6');
  await page.getByLabel('Wind direction').selectOption('NW');
  await page.getByLabel('Humidity (%)').fill('55');
  await page.getByLabel('Conditions').selectOption('Partly Cloudy');
  await page.getByRole('button', { name: 'Start Session' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder test at 100 yd');
  await expect(page).toHaveURL(/\/session\/(?!new$)[\w-]+$/);
  const sessionUrl = new URL(page.url()).pathname;
  await expect(page.getByText('48°F · 6 mph NW · 55% humidity · Partly Cloudy')).toBeVisible();
  await expect(stat(page, 'SD (sample)')).toHaveText('–');

  // 2700, 2710, 2705, 2695, 2720: average 2706, ES 25, sample SD 9.6 (see stats.test.ts).
  await logShot(page, '2700', '0.50');
  await expect(page.getByRole('table', { name: 'Shots' }).getByRole('row')).toHaveCount(2);
  await logShot(page, '2710', '0.30');
  await logShot(page, '2705');
  await logShot(page, '2695', '0.45');
  await logShot(page, '2720');

  await expect(page.getByRole('table', { name: 'Shots' }).getByRole('row')).toHaveCount(6);
  await expect(stat(page, 'Shots')).toHaveText('5');
  await expect(stat(page, 'Average velocity')).toHaveText('2,706 fps');
  await expect(stat(page, 'ES')).toHaveText('25 fps');
  await expect(stat(page, 'SD (sample)')).toHaveText('9.6 fps');
  await expect(stat(page, 'Energy')).toHaveText('2,277 ft-lbf');
  await expect(stat(page, 'Closest impact')).toHaveText('0.30"');
  // Online, the shots reach the server: the header goes quiet and no row stays marked (the same
  // allowance as every other wait for the server, waitUntilSynced: a busy emulator late in the
  // suite took over ten seconds to acknowledge them once).
  await waitUntilSynced(page);
  await expect(page.locator('tr[data-pending="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'End Session' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to end this session?');
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await waitUntilSynced(page);

  // Listed as completed, with its figures.
  await visit(page, '/sessions');
  const listed = page.getByRole('listitem').filter({ hasText: 'Ladder test at 100 yd' });
  await expect(listed).toContainText('Completed');
  await expect(listed).toContainText('2,706 fps');
  await expect(listed).toContainText('9.6 fps');
  await visit(page, sessionUrl);
  await expect(page.getByText(COMPLETED_SESSION)).toBeVisible();
  await expect(page.getByLabel('Velocity (fps)')).toHaveCount(0);
});

test('a completed session rolls up into its load and its rifle, which store nothing of it', async ({ page }) => {
  // The same five shots, logged and ended on the server (the journey above drives the forms).
  const { email, loadId, firearmId } = await newAccountWithSessions('session-rollup', '100', [
    {
      name: 'Ladder test at 100 yd',
      shots: [
        { velocity: 2700, impact: 0.5 },
        { velocity: 2710, impact: 0.3 },
        2705,
        { velocity: 2695, impact: 0.45 },
        2720,
      ],
      end: true,
    },
  ]);
  // The roll-up, derived from the sessions: the load was tested once, today, with its best group;
  // the rifle fired five more.
  await signIn(page, email, undefined, '/loads');
  const loadName = '6.5 CM 140 ELD-M / H4350';
  await expect(loadFigure(page, loadName, 'Sessions')).toHaveText('1');
  await expect(loadFigure(page, loadName, 'Best group')).toHaveText('0.30" (closest shot)');
  await expect(loadFigure(page, loadName, 'Last tested')).toHaveText(
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()),
  );
  await visit(page, '/firearms');
  await expect(firearmTotal(page)).toHaveText('105');

  // Ending the session wrote the session only: the load stores no roll-up, the rifle keeps the
  // rounds it had before Rangebook.
  const storedLoad = await serverDoc(`loadDevelopment/${loadId}`);
  expect(storedLoad).not.toBeNull();
  expect(storedLoad).not.toHaveProperty('sessions');
  expect(storedLoad).not.toHaveProperty('bestGroup');
  expect(storedLoad).not.toHaveProperty('lastTested');
  expect((await serverDoc(`firearms/${firearmId}`))?.roundCount).toEqual({ integerValue: '100' });
});

test("another shooter who opens a session's address lands on their own dashboard", async ({ browser }) => {
  const owner = await newAccountWithSessions('session-owner', '0', [{ name: 'Ladder test at 100 yd', shots: [2700] }]);
  const otherContext = await openDevice(browser);
  try {
    const other = await newPage(otherContext);
    await signInAsNewUser(other, 'session-intruder');
    await other.goto(`/session/${owner.sessionIds[0]}`);
    await expect(other).toHaveURL('/dashboard');
    await expect(other.getByText('Ladder test at 100 yd')).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test('a session that does not exist says so', async ({ page }) => {
  await signInAsNewUser(page, 'session-missing', undefined, '/session/no-such-session');
  await expect(page.getByRole('alert')).toHaveText('Session not found.');
});
