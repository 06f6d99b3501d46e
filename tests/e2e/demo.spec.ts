import { execFileSync } from 'node:child_process';
import { DEMO_PROJECT_ID } from '../../src/config/project';
import { logInWithForm } from '../support/accounts';
import { expect, test } from '../support/sync';

// scripts/seed.mjs seeds the demo project, as npm start has it: the app here uses that one.
test.use({ emulatorProject: DEMO_PROJECT_ID });

// The same seed as `npm start`, run against the test emulators (a second run finds the account and
// writes nothing): about ten seconds of writes, in a hook of its own rather than the test's time.
test.beforeAll(() => {
  const output = execFileSync('node', ['scripts/seed.mjs'], { encoding: 'utf8' });
  expect(output).toMatch(/demo@rangebook\.test/);
});

test('the demo account that npm start seeds signs in to populated screens', async ({ page }) => {
  await logInWithForm(page, 'demo@rangebook.test', 'rangebook-demo');
  const summary = page.getByRole('region', { name: 'Summary' });
  // The six sample loads and the seating test's five step loads.
  await expect(summary.locator('[data-stat="Total Loads"]')).toHaveText('11');
  await expect(summary.locator('[data-stat="Firearms"]')).toHaveText('3');
  // Three ladder charges x two strings of 5, a factory string of 10, and the seating test's 5 steps of 5.
  await expect(summary.locator('[data-stat="Rounds Fired"]')).toHaveText('65');
  await expect(summary.locator('[data-stat="Best Group"]')).not.toHaveText('–');
  // Barrels: the Bergara's new barrel has fired 10 of its 200-round interval; the Tikka's was cleaned at 612, every 150.
  await expect(page.getByRole('list', { name: 'Firearms' }).locator('[data-cleaning]')).toHaveText([
    'Next cleaning at 200 rounds (190 to go)',
    'Next cleaning at 762 rounds (95 to go)',
  ]);

  await page.goto('/sessions');
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(12);
  await page.goto('/loads');
  // The rung itself, not the seating test's steps planned from it (named for it).
  const ladderStep = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: '6.5 CM 140 ELD-M ladder 41.5 gr', exact: true }) });
  await expect(ladderStep).not.toContainText('Not tested');
  await expect(ladderStep.getByText('Sessions').locator('xpath=following-sibling::dd[1]')).toHaveText('2');

  // Its two strings were loaded from two lots of H4350: the new lot's velocity change is called out.
  await ladderStep.getByRole('link', { name: '6.5 CM 140 ELD-M ladder 41.5 gr' }).click();
  await expect(page.locator('[data-recipe-lots="powder"]')).toHaveText(
    'Hodgdon H4350, lot 22114; Hodgdon H4350, lot 23001',
  );
  const byLot = page.getByRole('region', { name: 'Velocity by lot' });
  await expect(byLot.getByRole('table', { name: 'Velocity by powder lot' }).locator('tbody tr')).toHaveCount(2);
  await expect(byLot.getByRole('list', { name: 'Changes of powder lot' })).toContainText(
    'Hodgdon H4350, lot 22114 → Hodgdon H4350, lot 23001: The new lot has the higher average',
  );
  await expect(byLot.getByRole('list', { name: 'Changes of primer lot' })).toContainText('no change of lot to compare');

  // The seating test planned from that rung and shot: the middle three depths group smallest.
  await page.goto('/loads');
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M ladder 41.5 gr · CBTO 2.220"' }).click();
  await page.getByRole('link', { name: 'CBTO test' }).click();
  await expect(page.locator('[data-test-sentence="window"]')).toHaveText(
    'Window: 2.210" to 2.230" (3 steps), the smallest groups within their 90% intervals.',
  );
});
