import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/accounts';
import { visit } from '../support/navigation';
import { firearmTotal } from '../support/records';
import { expect, newPage, openDevice, test, waitUntilSynced } from '../support/sync';

async function addTikka(page: Page) {
  await visit(page, '/add-firearm');
  await page.getByLabel('Name').fill('Tikka T3x CTR');
  await page.getByLabel('Make').fill('Tikka');
  await page.getByLabel('Model').fill('T3x CTR');
  await page.getByLabel('Caliber').fill('6.5 Creedmoor');
  await page.getByLabel('Action').selectOption('Bolt Action');
  await page.getByLabel('Stock').selectOption('Chassis');
  await page.getByLabel('Barrel length (inches)').fill('24');
  await page.getByLabel('Twist rate').fill('1:8');
  await page.getByLabel('Rounds before Rangebook').fill('150');
  await page.getByLabel('Last cleaned').fill('2026-10-30');
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  await expect(page).toHaveURL('/dashboard');
  await waitUntilSynced(page);
}

test('a shooter adds a firearm, finds it in the list, edits it and sees the change', async ({ page }) => {
  await signInAsNewUser(page, 'firearm-owner', undefined, '/firearms');
  await expect(page.getByText('No firearms yet.')).toBeVisible();

  await addTikka(page);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Firearms' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Tikka T3x CTR' });
  await expect(card).toContainText('Tikka T3x CTR · 6.5 Creedmoor');
  await expect(firearmTotal(page)).toHaveText('150');
  await expect(card).toContainText('Oct 30, 2026');
  await expect(card.locator('[data-tone]')).toHaveText('Active');
  await expect(card.locator('[data-tone]')).toHaveAttribute('data-tone', 'green');

  await card.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/edit-firearm\/[\w-]+$/);
  await expect(page.getByLabel('Name')).toHaveValue('Tikka T3x CTR');
  await expect(page.getByLabel('Stock')).toHaveValue('Chassis');
  await expect(page.getByLabel('Rounds before Rangebook')).toHaveValue('150');
  await page.getByLabel('Rounds before Rangebook').fill('412');
  await page.getByLabel('Status').selectOption('Retired');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL('/firearms');
  const edited = page.getByRole('listitem').filter({ hasText: 'Tikka T3x CTR' });
  await expect(firearmTotal(page)).toHaveText('412');
  await expect(edited.locator('[data-tone]')).toHaveText('Retired');
  await expect(edited.locator('[data-tone]')).toHaveAttribute('data-tone', 'grey');

  // Its page: the rounds, apart from those entered, and its details.
  await edited.getByRole('link', { name: 'Tikka T3x CTR', exact: true }).click();
  await expect(page).toHaveURL(/\/firearm\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tikka T3x CTR');
  await expect(page.locator('[data-stat="Total rounds"]')).toHaveText('412');
  await expect(page.locator('[data-stat="Rounds before Rangebook"]')).toHaveText('412');
  await expect(page.locator('[data-stat="Rounds since last cleaned"]')).toHaveText('0');
});

test("another user opening someone's firearm to edit sees the permission message", async ({ page, browser }) => {
  await signInAsNewUser(page, 'firearm-first');
  await addTikka(page);
  await visit(page, '/firearms');
  const editUrl = await page.getByRole('link', { name: /Edit/ }).getAttribute('href');
  expect(editUrl).toMatch(/^\/edit-firearm\/[\w-]+$/);

  const otherContext = await openDevice(browser);
  const other = await newPage(otherContext);
  await signInAsNewUser(other, 'firearm-second', undefined, editUrl!);
  await expect(other.getByRole('alert')).toHaveText('You do not have permission to edit this firearm');
  await expect(other.getByLabel('Name')).toHaveCount(0);
  await otherContext.close();
});

test('a firearm that does not exist says so', async ({ page }) => {
  await signInAsNewUser(page, 'firearm-missing', undefined, '/edit-firearm/no-such-firearm');
  await expect(page.getByRole('alert')).toHaveText('Firearm not found');
});

test('the firearm form names each missing required field', async ({ page }) => {
  await signInAsNewUser(page, 'firearm-required', undefined, '/add-firearm');
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  for (const message of ['Name is required', 'Make is required', 'Model is required', 'Caliber is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page).toHaveURL('/add-firearm');
});

test('a shooter creates a load development and sees it as Planning, not tested', async ({ page }) => {
  await signInAsNewUser(page, 'load-owner', undefined, '/loads');
  await expect(page.getByText('No load developments yet.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'New Load Development' }).first().click();
  await expect(page).toHaveURL('/load/new');

  await page.getByLabel('Load name').fill('6.5 CM 140 ELD-M / H4350');
  await page.getByLabel('Cartridge').fill('6.5 Creedmoor');
  await page.getByLabel('Goal').selectOption('precision');
  await page.getByLabel('Bullet weight (grains)').fill('140');
  await page.getByLabel('Bullet type').fill('ELD Match');
  await page.getByLabel('Bullet manufacturer').fill('Hornady');
  await page.getByLabel('Powder type').fill('H4350');
  await page.getByLabel('Powder charge (grains)').fill('41.5');
  await page.getByLabel('Primer').fill('CCI BR-2');
  await page.getByLabel('Brass').fill('Lapua');
  await page.getByRole('button', { name: 'Create Load Development' }).click();

  await expect(page).toHaveURL('/loads');
  const card = page.getByRole('listitem').filter({ hasText: '6.5 CM 140 ELD-M / H4350' });
  await expect(card.locator('[data-tone]')).toHaveText('Planning');
  await expect(card.locator('[data-tone]')).toHaveAttribute('data-tone', 'grey');
  await expect(card).toContainText('Not tested');
  await expect(card).toContainText('140 gr Hornady ELD Match over 41.5 gr H4350');
});

test('the load form names each missing required field', async ({ page }) => {
  await signInAsNewUser(page, 'load-required', undefined, '/load/new');
  await page.getByRole('button', { name: 'Create Load Development' }).click();
  for (const message of [
    'Load name is required',
    'Cartridge is required',
    'Bullet weight is required',
    'Bullet type is required',
    'Powder type is required',
    'Primer is required',
    'Brass is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Load name')).toBeFocused();
});
