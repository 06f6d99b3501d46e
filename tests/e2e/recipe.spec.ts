import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/accounts';
import { loadChoice, startSession } from '../support/records';
import { expect, test, waitUntilSynced } from '../support/sync';
import { chooseAllUnits } from '../support/units';

// The recipe in full (issue 35): a load's case and seating, a firearm's CBTO to the lands, and the jump
// between them worked out on the load's page and a session's, in inches and in millimetres.

const LOAD = '6.5 CM 140 ELD-M seated';

const recipe = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Recipe' }).locator(`[data-recipe="${label}"]`);
const jumpIn = (page: Page, firearm: string) => page.locator(`[data-jump="${firearm}"]`);

test('a loader records COAL and CBTO, measures the lands of a rifle of the same caliber, and reads the jump on the load page, in inches and in millimetres', async ({
  page,
}) => {
  await signInAsNewUser(page, 'recipe');

  await page.goto('/add-firearm');
  await page.getByLabel('Name').fill('Tikka T3x CTR');
  await page.getByLabel('Make').fill('Tikka');
  await page.getByLabel('Model').fill('T3x CTR');
  await page.getByLabel('Caliber').fill('6.5 Creedmoor');
  await page.getByLabel('CBTO to the lands (inches)').fill('2.230');
  await page.getByLabel('Lands measured on').fill('2026-11-01');
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  await expect(page).toHaveURL('/dashboard');
  await waitUntilSynced(page);

  await page.goto('/load/new');
  await page.getByLabel('Load name').fill(LOAD);
  await page.getByLabel('Cartridge').fill('6.5 Creedmoor');
  await page.getByLabel('Bullet weight (grains)').fill('140');
  await page.getByLabel('Bullet type').fill('ELD Match');
  await page.getByLabel('Ballistic coefficient (BC)').fill('0.326');
  await page.getByLabel('BC drag model').selectOption('G7');
  await page.getByLabel('Powder type').fill('H4350');
  await page.getByLabel('Powder charge (grains)').fill('41.5');
  await page.getByLabel('Primer').fill('CCI BR-2');
  await page.getByLabel('Brass', { exact: true }).fill('Lapua');
  // The case and seating are behind a disclosure a quick entry leaves closed.
  await expect(page.getByLabel('COAL (inches)')).toBeHidden();
  await page.getByText('Case and seating').click();
  await page.getByLabel('Neck sized with').selectOption('bushing');
  await page.getByLabel('Bushing or mandrel size (inches)').fill('0.288');
  await page.getByLabel('Neck tension (inches)').fill('0.002');
  await page.getByLabel('Annealed').check();
  await page.getByLabel('Annealing method').fill('AMP induction');
  await page.getByLabel('COAL (inches)').fill('2.800');
  await page.getByLabel('CBTO (inches)').fill('2.210');
  await page.getByRole('button', { name: 'Create Load Development' }).click();
  await expect(page).toHaveURL('/loads');
  await waitUntilSynced(page);

  await page.getByRole('link', { name: LOAD }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOAD);
  const loadPath = new URL(page.url()).pathname;
  await expect(recipe(page, 'BC')).toHaveText('0.326 G7');
  await expect(recipe(page, 'COAL')).toHaveText('2.800"');
  await expect(recipe(page, 'CBTO')).toHaveText('2.210"');
  await expect(recipe(page, 'Neck bushing')).toHaveText('0.288"');
  await expect(recipe(page, 'Neck tension')).toHaveText('0.002"');
  await expect(recipe(page, 'Annealed')).toHaveText('AMP induction');
  // 2.230 − 2.210: worked out from the two measurements, never stored.
  await expect(jumpIn(page, 'Tikka T3x CTR')).toHaveText(
    'Tikka T3x CTR: 0.020" jump to the lands (lands at 2.230" CBTO, measured Nov 1, 2026)',
  );

  // A session of the load with the Tikka keeps the seating as shot and shows its jump.
  await startSession(page, 'Seating test', { ammunition: loadChoice(LOAD) });
  await expect(page.locator('[data-session="seating"]')).toHaveText(
    'COAL 2.800" · CBTO 2.210" · 0.020" jump to the lands of this firearm (lands measured Nov 1, 2026)',
  );

  // In a metric account the same figures, in millimetres: 2.800 in is 71.12 mm, 2.210 in 56.134 mm,
  // 2.230 in 56.642 mm and the jump 0.508 mm.
  await chooseAllUnits(page, 'metric');
  await page.goto(loadPath);
  await expect(recipe(page, 'COAL')).toHaveText('71.12 mm');
  await expect(recipe(page, 'CBTO')).toHaveText('56.13 mm');
  await expect(jumpIn(page, 'Tikka T3x CTR')).toHaveText(
    'Tikka T3x CTR: 0.51 mm jump to the lands (lands at 56.64 mm CBTO, measured Nov 1, 2026)',
  );

  // Edited in millimetres and saved unchanged, the lengths stay exactly as measured in inches.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByLabel('COAL (millimetres)')).toHaveValue('71.12');
  await expect(page.getByLabel('CBTO (millimetres)')).toHaveValue('56.13');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(loadPath);
  await chooseAllUnits(page, 'imperial');
  await waitUntilSynced(page);
  await page.goto(loadPath);
  await expect(recipe(page, 'COAL')).toHaveText('2.800"');
  await expect(recipe(page, 'CBTO')).toHaveText('2.210"');
  await expect(jumpIn(page, 'Tikka T3x CTR')).toContainText('0.020" jump to the lands');

  // The firearm named there is a link to its page, which shows the lands as measured.
  await jumpIn(page, 'Tikka T3x CTR').getByRole('link', { name: 'Tikka T3x CTR' }).click();
  await expect(page).toHaveURL(/\/firearm\/[\w-]+$/);
  await expect(page.locator('[data-detail="CBTO to the lands"]')).toHaveText('2.230" (measured Nov 1, 2026)');
});
