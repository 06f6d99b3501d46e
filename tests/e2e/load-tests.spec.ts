import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { testFirearm, testLoad } from '../support/app-records';
import { newAccountWithSessions, seedSessions, type SeedShot } from '../support/seed-figures';
import { expect, test, waitUntilSynced } from '../support/sync';

// A test of any recipe variable, taken to the range on paper and analysed (issue 37): a seating-depth
// test planned from a load, its range sheet printed, its shots logged, its window found; a load card printed.

/** Five shots in a cross of arm `arm` inches about (0, 0), with these velocities: sigma = 0.70711 × arm. */
const cross = (arm: number, velocities: number[]): SeedShot[] =>
  [
    [0, 0],
    [arm, 0],
    [0, arm],
    [-arm, 0],
    [0, -arm],
  ].map(([x, y], index) => ({ x, y, velocity: velocities[index] }));

/** How many pages Chromium prints the page on, on this paper: the /Count of the PDF's page tree. */
async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const pdf = (await page.pdf({ format })).toString('latin1');
  const count = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(pdf) ?? /\/Count\s+(\d+)/.exec(pdf);
  if (!count) throw new Error('The PDF has no page tree');
  return Number(count[1]);
}

test('a seating-depth test of five steps planned from a load prints its range sheet on one page, shows each step’s group with its interval and the window, and a step’s load card prints', async ({
  page,
}) => {
  const { email, loadIds, firearmIds } = await newAccountWithSessions(
    'seating-test',
    // The Tikka's lands measured at 2.250 in CBTO: each step's jump goes on the sheet.
    { loads: [testLoad()], firearms: [testFirearm('0', { cbtoToLands: '2.250' })] },
    () => [],
  );
  await signIn(page, email);

  await page.goto(`/load/${loadIds[0]}`);
  await page.getByRole('link', { name: 'Plan a Test' }).click();
  await page.getByLabel('Variable').selectOption('cbto');
  await page.getByLabel('Start (in)').fill('2.200');
  await page.getByLabel('Step (in)').fill('0.010');
  await page.getByLabel('Number of steps').fill('5');
  await page.getByLabel('Shots per step').fill('5');
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR' });
  await page.getByLabel('Range day').fill('2026-12-05');
  await page.getByRole('button', { name: 'Plan Test' }).click();

  // The five step loads, each the recipe with its CBTO.
  await expect(page).toHaveURL(/\/\/[^/]+\/test\/[A-Za-z0-9]+$/);
  const testPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CBTO test of 6.5 CM 140 ELD-M / H4350');
  const rows = page.locator('tr[data-step]');
  await expect(rows).toHaveCount(5);
  await expect(rows.locator('td:first-child')).toHaveText(['2.200"', '2.210"', '2.220"', '2.230"', '2.240"']);
  await expect(rows.first()).toContainText('0 of 5');
  const stepIds = (
    await rows.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  ).map((href) => href!.split('/').pop()!);
  await waitUntilSynced(page);

  // The range sheet, as printed: no app header, the firearm and the day, five steps with blanks, one page.
  await page.getByRole('link', { name: 'Range Sheet' }).click();
  const sheet = page.getByRole('article', { name: 'Range sheet' });
  await expect(sheet.locator('[data-sheet-step]')).toHaveCount(5);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Rangebook' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet.locator('[data-sheet="firearm-date"]')).toHaveText('Firearm: Tikka T3x CTR · Day: Dec 5, 2026');
  await expect(sheet).toContainText('CBTO test, 5 steps of 5 shots');
  await expect(sheet.locator('[data-sheet-step="4"]')).toContainText('2.240"0.010" jump to the lands');
  expect(await printedPages(page, 'A4')).toBe(1);
  expect(await printedPages(page, 'Letter')).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // Back from the range: each step's five shots placed on the target. The middle three group tight
  // (crosses of arm 0.3, 0.2 and 0.25 in), the two ends wide (arm 1 in).
  const arms = [1, 0.3, 0.2, 0.25, 1];
  await seedSessions(
    email,
    stepIds.map((loadId, step) => ({
      name: `Seating step ${step + 1}`,
      loadId,
      firearmId: firearmIds[0]!,
      targetDistance: 100,
      shots: cross(
        arms[step]!,
        [2805, 2810, 2800, 2815, 2795].map((velocity) => velocity - 5 * step),
      ),
    })),
  );
  await page.goto(testPath);
  await expect(rows.first()).toContainText('5 of 5');
  // Sigma 0.70711 × arm with its 90% interval 0.50788 to 1.20986 × arm (chi-square on 8 df).
  await expect(rows.nth(2).locator('[data-figure="radial"]')).toHaveText('0.141" (0.102" to 0.242")');
  await expect(rows.nth(0).locator('[data-figure="radial"]')).toHaveText('0.707" (0.508" to 1.210")');
  // Mean 2,805 fps, SD 7.9 (90%: 5.1 to 18.8) for the first step; then 5 fps less a step.
  await expect(rows.nth(0).locator('[data-figure="sd"]')).toHaveText('7.9 fps (5.1 to 18.8 fps)');
  // The smallest group's interval reaches up to 0.242"; 0.3 and 0.25 reach down to 0.152" and 0.127".
  await expect(page.locator('[data-test-sentence="window"]')).toHaveText(
    'Window: 2.210" to 2.230" (3 steps), the smallest groups within their 90% intervals.',
  );
  await expect(page.locator('[data-test-sentence="trend"]')).toContainText('Velocity falls 500 fps per in of CBTO');

  // The middle step's load card, printed: its recipe, velocity with its interval, SD, group.
  await page.goto(`/load/${stepIds[2]}/card`);
  await page.emulateMedia({ media: 'print' });
  const card = page.getByRole('article', { name: 'Load card' });
  await expect(card.locator('[data-card-recipe="CBTO"]')).toHaveText('CBTO:2.220"');
  // 2,795 fps mean; t(0.95, 4) 2.1318 × 7.9057 / √5 = 7.54: 2,787 to 2,803.
  await expect(card.locator('[data-card="velocity"]')).toContainText('2,795 fps (90%: 2,787 to 2,803 fps)');
  await expect(card.locator('[data-card="sd"]')).toContainText('7.9 fps (90%: 5.1 to 18.8 fps)');
  await expect(card.locator('[data-card="group"]')).toContainText('0.141" (0.102" to 0.242") 90%');
  await expect(page.getByRole('img', { name: /QR code: .*\/load\// })).toBeVisible();
  expect(await printedPages(page, 'A4')).toBe(1);
});
