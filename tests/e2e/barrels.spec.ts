import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { visit } from '../support/navigation';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, test, waitUntilSynced } from '../support/sync';

// A firearm's barrels and cleaning log (issue 36, items 2 and 3): rounds per barrel from the sessions,
// a barrel change that leaves the old barrel its count, and cleaning due from the interval.

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const historyRounds = (page: Page, barrel: string) =>
  page.getByRole('table', { name: 'Barrel history' }).locator(`[data-barrel-row="${barrel}"] [data-barrel-rounds]`);

test('a shooter changes a barrel and records a cleaning: the page shows the rounds on the current barrel, the history and when cleaning is due', async ({
  page,
}) => {
  // 200 rounds before Rangebook, 3 shot in March and 4 in July.
  const { email, firearmId } = await newAccountWithSessions('barrels', '200', [
    { name: 'March', date: '2026-03-01', shots: [2700, 2705, 2710], end: true },
    { name: 'July', date: '2026-07-01', shots: [2690, 2695, 2700, 2702], end: true },
  ]);
  await signIn(page, email, undefined, `/firearm/${firearmId}`);

  // Before any barrel is recorded, the firearm's own is its barrel.
  await expect(historyRounds(page, 'Original barrel')).toHaveText('207');
  await expect(stat(page, 'Rounds on this barrel')).toHaveText('207');

  await page.getByRole('button', { name: 'Change barrel' }).click();
  const change = page.getByRole('form', { name: 'Save barrel change' });
  await change.getByLabel('Barrel name').fill('Bartlein 5R');
  await change.getByLabel('Installed on').fill('2026-06-01');
  await change.getByLabel('Barrel length (inches)').fill('26');
  await change.getByLabel('Twist rate').fill('1:7.5');
  await change.getByLabel('Cleaning interval (rounds)').fill('4');
  await change.getByRole('button', { name: 'Save barrel change' }).click();

  // The new barrel starts at 0 and has July's 4; the old one keeps 200 + March's 3.
  await expect(historyRounds(page, 'Bartlein 5R')).toHaveText('4');
  await expect(historyRounds(page, 'Original barrel')).toHaveText('203');
  await expect(stat(page, 'Rounds on this barrel')).toHaveText('4');
  await expect(stat(page, 'Total rounds')).toHaveText('207');
  await expect(page.locator('[data-detail="Barrel length"]')).toHaveText('26"');
  await expect(page.locator('[data-cleaning]')).toHaveText('Cleaning due');

  await page.getByRole('button', { name: 'Record cleaning' }).click();
  const cleaning = page.getByRole('form', { name: 'Record cleaning' });
  await cleaning.getByLabel('Cleaned on').fill('2026-07-02');
  await cleaning.getByLabel('What was done').fill('Copper and carbon');
  // The barrel's rounds now, as the sessions give them.
  await expect(cleaning.getByLabel('Barrel rounds at the time')).toHaveValue('4');
  await cleaning.getByRole('button', { name: 'Save cleaning' }).click();

  await expect(page.locator('[data-cleaning]')).toHaveText('Next cleaning at 8 rounds (4 to go)');
  await expect(stat(page, 'Rounds since last cleaned')).toHaveText('0');
  await expect(page.getByRole('list', { name: 'Cleaning log' })).toContainText('Copper and carbon · at 4 rounds');
  // A cleaning in the log is corrected in place.
  await page.getByRole('button', { name: 'Correct the cleaning of Jul 2, 2026' }).click();
  const correct = page.getByRole('form', { name: 'Correct cleaning' });
  await expect(correct.getByLabel('What was done')).toHaveValue('Copper and carbon');
  await correct.getByLabel('What was done').fill('Copper, carbon and patches');
  await correct.getByRole('button', { name: 'Save cleaning' }).click();
  await expect(page.getByRole('list', { name: 'Cleaning log' })).toContainText(
    'Copper, carbon and patches · at 4 rounds',
  );
  await waitUntilSynced(page);

  // The firearm's card says it too, and the page reads the same after a reload (from the server).
  await visit(page, '/firearms');
  await expect(page.locator('[data-cleaning]')).toHaveText('Next cleaning at 8 rounds (4 to go)');
  await page.goto(`/firearm/${firearmId}`);
  await expect(historyRounds(page, 'Original barrel')).toHaveText('203');
  await expect(page.locator('[data-barrel="last cleaned"]')).toHaveText('Jul 2, 2026 at 4 rounds');

  // Removed from the log, the barrel is due again.
  await page.getByRole('button', { name: 'Remove the cleaning of Jul 2, 2026' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('list', { name: 'Cleaning log' })).toBeHidden();
  await expect(page.locator('[data-cleaning]')).toHaveText('Cleaning due');
  await waitUntilSynced(page);
});

test("a load's velocity over the barrel's life: each session at the barrel's round count, and a drift called only beyond the noise", async ({
  page,
}) => {
  // 200 rounds before Rangebook; four strings of five, 2800 down to 2793 fps, at 200, 205, 210 and 215 rounds.
  const around = (mean: number) => [mean - 1, mean, mean, mean, mean + 1];
  const { email, firearmId, sessionIds } = await newAccountWithSessions('barrel-velocity', '200', [
    { name: 'January', date: '2026-01-10', shots: around(2800), end: true },
    { name: 'March', date: '2026-03-10', shots: around(2798), end: true },
    { name: 'May', date: '2026-05-10', shots: around(2795), end: true },
    { name: 'July', date: '2026-07-10', shots: around(2793), end: true },
  ]);
  await signIn(page, email, undefined, `/firearm/${firearmId}`);

  const section = page.getByRole('region', { name: "Velocity over this barrel's life" });
  await section.getByRole('button', { name: "Show the velocity over this barrel's life" }).click();
  const rows = section.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('200');
  await expect(rows.nth(3)).toContainText('215');
  await expect(rows.nth(3)).toContainText('2,793 fps');
  // -0.48 fps a round: -48 per 100, SE 2.83 per 100 with t(0.95, 2) = 2.92 (as in src/domain/barrel-velocity.test.ts).
  await expect(section.locator('[data-barrel-trend="drift"]')).toHaveText(
    'Trend -48 fps per 100 rounds (90% interval -56.3 to -39.7): the velocity falls as the barrel wears, beyond the noise.',
  );

  // Cleaned on April 1: May's session was the first through the clean bore; July's went through May's 5 rounds.
  await page.getByRole('button', { name: 'Record cleaning' }).click();
  const cleaning = page.getByRole('form', { name: 'Record cleaning' });
  await cleaning.getByLabel('Cleaned on').fill('2026-04-01');
  await cleaning.getByLabel('What was done').fill('Patches only');
  await cleaning.getByRole('button', { name: 'Save cleaning' }).click();
  await expect(page.getByRole('list', { name: 'Cleaning log' })).toContainText('Patches only');
  await waitUntilSynced(page);
  const bore = page.locator('[data-session="bore"]');
  await visit(page, `/session/${sessionIds[2]}`);
  await expect(bore).toHaveText(
    'Clean bore: the barrel was cleaned on Apr 1, 2026, and no round went through it on the days between.',
  );
  await visit(page, `/session/${sessionIds[3]}`);
  await expect(bore).toHaveText('Fouled bore: 5 rounds since the barrel was cleaned on Apr 1, 2026.');
});
