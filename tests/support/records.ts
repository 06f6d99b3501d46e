import { expect, type Page } from '@playwright/test';

/** Creates the 6.5 Creedmoor load development through its form (a ladder passes other charges). */
export async function createLoad(page: Page, name = '6.5 CM 140 ELD-M / H4350', charge = '41.5') {
  await page.goto('/load/new');
  await page.getByLabel('Load name').fill(name);
  await page.getByLabel('Cartridge').fill('6.5 Creedmoor');
  await page.getByLabel('Bullet weight (grains)').fill('140');
  await page.getByLabel('Bullet type').fill('ELD Match');
  await page.getByLabel('Powder type').fill('H4350');
  await page.getByLabel('Powder charge (grains)').fill(charge);
  await page.getByLabel('Primer').fill('CCI BR-2');
  await page.getByLabel('Brass').fill('Lapua');
  await page.getByRole('button', { name: 'Create Load Development' }).click();
  await expect(page).toHaveURL('/loads');
}

/** Adds the Tikka through its form, with the given round count. */
export async function createFirearm(page: Page, roundCount: string) {
  await page.goto('/add-firearm');
  await page.getByLabel('Name').fill('Tikka T3x CTR');
  await page.getByLabel('Make').fill('Tikka');
  await page.getByLabel('Model').fill('T3x CTR');
  await page.getByLabel('Caliber').fill('6.5 Creedmoor');
  await page.getByLabel('Round count').fill(roundCount);
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** Logs one shot with Enter, as at the range, and checks focus is back on velocity. */
export async function logShot(page: Page, velocity: string, impact = '') {
  await page.getByLabel('Velocity (fps)').fill(velocity);
  if (impact) await page.getByLabel('Impact (in)').fill(impact);
  await page.getByLabel('Velocity (fps)').press('Enter');
  await expect(page.getByLabel('Velocity (fps)')).toBeFocused();
  await expect(page.getByLabel('Velocity (fps)')).toHaveValue('');
}
