import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/accounts';
import { serverDoc } from '../support/emulators';
import { COMPLETED_SESSION, createFirearm, createLoad, firearmTotal, loadFigure, logShot } from '../support/records';
import { expect, newPage, openDevice, test, waitUntilSynced } from '../support/sync';

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

test('a shooter starts a session, logs five shots, watches the statistics and ends it with the roll-up', async ({
  page,
  browser,
}) => {
  await signInAsNewUser(page, 'session-owner');
  await createLoad(page);
  await createFirearm(page, '100');

  await page.goto('/session/new');
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
  await expect(stat(page, 'Best impact')).toHaveText('0.30"');
  // Online, the shots reach the server: the header goes quiet and no row stays marked (the same
  // allowance as every other wait for the server, waitUntilSynced: a busy emulator late in the
  // suite took over ten seconds to acknowledge them once).
  await waitUntilSynced(page);
  await expect(page.locator('tr[data-pending="true"]')).toHaveCount(0);

  // Another shooter who opens this session's address lands on their dashboard.
  const otherContext = await openDevice(browser);
  const other = await newPage(otherContext);
  await signInAsNewUser(other, 'session-intruder');
  await other.goto(sessionUrl);
  await expect(other).toHaveURL('/dashboard');
  await otherContext.close();

  await page.getByRole('button', { name: 'End Session' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to end this session?');
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await waitUntilSynced(page);

  // The roll-up, derived from the sessions: the load was tested once, today, with its best group;
  // the rifle fired five more.
  await page.goto('/loads');
  const loadName = '6.5 CM 140 ELD-M / H4350';
  await expect(loadFigure(page, loadName, 'Sessions')).toHaveText('1');
  await expect(loadFigure(page, loadName, 'Best group')).toHaveText('0.30" (closest shot)');
  await expect(loadFigure(page, loadName, 'Last tested')).toHaveText(
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()),
  );
  const loadId = (await page.getByRole('link', { name: loadName, exact: true }).getAttribute('href'))?.split('/').pop();
  await page.goto('/firearms');
  await expect(firearmTotal(page)).toHaveText('105');
  const firearmId = (await page.getByRole('link', { name: 'Tikka T3x CTR', exact: true }).getAttribute('href'))
    ?.split('/')
    .pop();

  // Ending the session wrote the session only: the load stores no roll-up, the rifle keeps the
  // rounds it had before Rangebook.
  const storedLoad = await serverDoc(`loadDevelopment/${loadId}`);
  expect(storedLoad).not.toBeNull();
  expect(storedLoad).not.toHaveProperty('sessions');
  expect(storedLoad).not.toHaveProperty('bestGroup');
  expect(storedLoad).not.toHaveProperty('lastTested');
  expect((await serverDoc(`firearms/${firearmId}`))?.roundCount).toEqual({ integerValue: '100' });

  // The completed session is closed to new shots and listed.
  await page.goto(sessionUrl);
  await expect(page.getByText(COMPLETED_SESSION)).toBeVisible();
  await expect(page.getByLabel('Velocity (fps)')).toHaveCount(0);
  await page.goto('/sessions');
  const listed = page.getByRole('listitem').filter({ hasText: 'Ladder test at 100 yd' });
  await expect(listed).toContainText('Completed');
  await expect(listed).toContainText('2,706 fps');
  await expect(listed).toContainText('9.6 fps');
});

test('a session that does not exist says so', async ({ page }) => {
  await signInAsNewUser(page, 'session-missing');
  await page.goto('/session/no-such-session');
  await expect(page.getByRole('alert')).toHaveText('Session not found.');
});
