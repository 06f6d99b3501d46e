import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { serverDoc } from '../support/emulators';
import { visit } from '../support/navigation';
import { COMPLETED_SESSION, endSession, firearmTotal, loadFigure, logShot, shotRows } from '../support/records';
import { seedSessions, type SeedSession } from '../support/seed-writes';
import { expect, test, waitUntilSynced } from '../support/sync';

// Every mistake correctable: shots, sessions and load developments, on desktop and phone.

const LOAD = '6.5 CM 140 ELD-M / H4350';
const panelStat = (page: Page, panel: string, label: string) =>
  page.getByRole('region', { name: panel, exact: true }).locator(`[data-stat="${label}"]`);
/**
 * A new account with the test load and the Tikka (fired `roundsBefore` before Rangebook) and these
 * sessions of them, made on the server; logged in on `firstPage` (given the sessions' ids). Gives
 * the sessions' ids.
 */
async function signedInWithSessions(
  page: Page,
  label: string,
  roundsBefore: string,
  sessions: Omit<SeedSession, 'loadId' | 'firearmId'>[],
  firstPage: (ids: string[]) => string,
): Promise<string[]> {
  const { email, loadIds, firearmIds } = await newAccountWith(label, {
    loads: [testLoad()],
    firearms: [testFirearm(roundsBefore)],
  });
  const ids = await seedSessions(
    email,
    sessions.map((session) => ({ ...session, loadId: loadIds[0]!, firearmId: firearmIds[0]! })),
  );
  await signIn(page, email, undefined, firstPage(ids));
  return ids;
}

const velocities = async (page: Page) =>
  (await shotRows(page).locator('td:nth-child(3)').allTextContents()).map((text) => text.trim());

test('a shooter undoes the last shot, deletes a wrong one, and excludes a flier with both statistics shown', async ({
  page,
}) => {
  // Four shots logged at the range (on the server already): 2800, 2810, 2790, 2805.
  const [sessionId] = await signedInWithSessions(
    page,
    'correct-shots',
    '0',
    [{ name: 'Corrections', shots: [2800, 2810, 2790, 2805] }],
    ([id]) => `/session/${id}`,
  );
  const sessionPath = `/session/${sessionId}`;
  await expect(shotRows(page)).toHaveCount(4);

  // One tap undoes the last shot (2805).
  await page.getByRole('button', { name: 'Undo last shot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shot 4 removed.' })).toBeVisible();
  expect(await velocities(page)).toEqual(['2790', '2810', '2800']);

  // Deleting any shot asks first; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete shot 2' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete shot 2? It is removed from this session.' });
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(shotRows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete shot 2' }).click();
  await deleteDialog.getByRole('button', { name: 'Delete Shot' }).click();
  await expect(shotRows(page)).toHaveCount(2);
  expect(await velocities(page)).toEqual(['2790', '2800']);

  // Two more, one of them a flier: 2800, 2790, 2900, 2795.
  await logShot(page, '2900');
  await logShot(page, '2795');
  await expect(shotRows(page)).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Statistics', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Exclude shot 3' }).click();
  const excludeDialog = page.getByRole('dialog', { name: /^Exclude shot 3/ });
  await excludeDialog.getByLabel('Reason').selectOption({ label: 'Chronograph error' });
  await excludeDialog.getByRole('button', { name: 'Exclude Shot' }).click();

  // The shot stays, struck through with its reason; the statistics show without it and with it.
  const flier = shotRows(page).nth(1);
  await expect(flier).toHaveAttribute('data-excluded', 'true');
  await expect(flier.locator('s').first()).toBeVisible();
  await expect(flier).toContainText('Excluded: Chronograph error');
  await expect(page.getByRole('button', { name: 'Include shot 3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Statistics', exact: true })).toHaveCount(0);
  // Without it: 2800, 2790, 2795: average 2,795, ES 10, sample SD 5.0.
  await expect(panelStat(page, 'Statistics without excluded shots', 'Average velocity')).toHaveText('2,795 fps');
  await expect(panelStat(page, 'Statistics without excluded shots', 'ES')).toHaveText('10 fps');
  await expect(panelStat(page, 'Statistics without excluded shots', 'SD (sample)')).toHaveText('5.0 fps');
  // With every shot: average 2,821.25, ES 110, sample SD sqrt(8318.75 / 3) = 52.7.
  await expect(panelStat(page, 'Statistics with every shot', 'Shots')).toHaveText('4');
  await expect(panelStat(page, 'Statistics with every shot', 'Average velocity')).toHaveText('2,821 fps');
  await expect(panelStat(page, 'Statistics with every shot', 'ES')).toHaveText('110 fps');
  await expect(panelStat(page, 'Statistics with every shot', 'SD (sample)')).toHaveText('52.7 fps');

  // Included again: one panel over the four shots.
  await page.getByRole('button', { name: 'Include shot 3' }).click();
  await expect(page.getByRole('region', { name: 'Statistics', exact: true }).locator('[data-stat="ES"]')).toHaveText(
    '110 fps',
  );
  await expect(shotRows(page).nth(1)).toHaveAttribute('data-excluded', 'false');

  // A completed session can still exclude a shot, but no longer delete or undo one.
  await endSession(page);
  await visit(page, sessionPath);
  await expect(page.getByText(COMPLETED_SESSION)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo last shot' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete shot/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Exclude shot 3' }).click();
  await page
    .getByRole('dialog', { name: /^Exclude shot 3/ })
    .getByRole('button', { name: 'Exclude Shot' })
    .click();
  await expect(shotRows(page).nth(1)).toContainText('Excluded: Flier');
  await expect(panelStat(page, 'Statistics without excluded shots', 'SD (sample)')).toHaveText('5.0 fps');
  await waitUntilSynced(page);

  // On the server: four shots in the order fired, the flier excluded, the stored statistics without it.
  const stored = await serverDoc(`shootingSession/${sessionId}`);
  const shots = (
    stored?.shots as {
      arrayValue: {
        values: { mapValue: { fields: { id: { stringValue: string }; velocity: { integerValue: string } } } }[];
      };
    }
  ).arrayValue.values;
  expect(shots.map((shot) => shot.mapValue.fields.velocity.integerValue)).toEqual(['2800', '2790', '2900', '2795']);
  const flierId = shots[2]!.mapValue.fields.id.stringValue;
  expect(stored?.exclusions).toEqual({ mapValue: { fields: { [flierId]: { stringValue: 'flier' } } } });
  expect(stored?.statistics).toMatchObject({
    mapValue: { fields: { totalShots: { integerValue: '4' }, extremeSpread: { integerValue: '10' } } },
  });
});

test("a completed session's temperature, corrected later, reaches the load's velocity-against-temperature table", async ({
  page,
}) => {
  const [sessionId] = await signedInWithSessions(
    page,
    'correct-temperature',
    '0',
    [{ name: 'No thermometer that day', shots: [2700, 2710], end: true }],
    () => '/loads',
  );
  const sessionPath = `/session/${sessionId}`;

  await page.getByRole('link', { name: LOAD }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  const loadPath = new URL(page.url()).pathname;
  await expect(page.getByText('No session of this load has both a temperature and velocities yet.')).toBeVisible();

  await visit(page, sessionPath);
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(`${sessionPath}/edit`);
  await expect(page.getByLabel('Session name')).toHaveValue('No thermometer that day');
  await page.getByLabel('Temperature (°F)').fill('52');
  await page.getByLabel('Notes').fill('Temperature from the weather station');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByText(/52°F/)).toBeVisible();
  await expect(page.getByText(COMPLETED_SESSION)).toBeVisible();

  await visit(page, loadPath);
  const temperatures = page.getByRole('table', { name: 'Velocity against temperature' });
  await expect(temperatures.getByRole('row')).toHaveCount(2);
  await expect(temperatures.getByRole('row', { name: /52°F/ })).toContainText('2,705 fps');
  await expect(temperatures.getByRole('row', { name: /52°F/ })).toContainText('No thermometer that day');
});

test('a load development is duplicated for the next rung of a ladder, then edited to Testing', async ({ page }) => {
  const { email } = await newAccountWith('duplicate-load', { loads: [testLoad('Ladder 41.5 gr', '41.5')] });
  await signIn(page, email, undefined, '/loads');
  await page.getByRole('link', { name: 'Ladder 41.5 gr' }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  const originalPath = new URL(page.url()).pathname;

  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(`/load/new?from=${originalPath.split('/').pop()}`);
  await expect(page.getByLabel('Load name')).toHaveValue('Ladder 41.5 gr (copy)');
  await expect(page.getByLabel('Cartridge')).toHaveValue('6.5 Creedmoor');
  await expect(page.getByLabel('Bullet weight (grains)')).toHaveValue('140');
  await expect(page.getByLabel('Powder type')).toHaveValue('H4350');
  await expect(page.getByLabel('Powder charge (grains)')).toHaveValue('41.5');
  await expect(page.getByLabel('Primer')).toHaveValue('CCI BR-2');
  await page.getByLabel('Load name').fill('Ladder 42.0 gr');
  await page.getByLabel('Powder charge (grains)').fill('42.0');
  await page.getByRole('button', { name: 'Create Load Development' }).click();

  await expect(page).toHaveURL('/loads');
  const loads = page.getByRole('list', { name: 'Load developments' }).getByRole('listitem');
  await expect(loads).toHaveCount(2);
  await expect(loads.filter({ hasText: 'Ladder 42.0 gr' })).toContainText('140 gr ELD Match over 42 gr H4350');
  await expect(loads.filter({ hasText: 'Ladder 41.5 gr' })).toContainText('140 gr ELD Match over 41.5 gr H4350');

  // Editing: every field, and the status.
  await page.getByRole('link', { name: 'Ladder 42.0 gr' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+\/edit$/);
  await expect(page.getByLabel('Status')).toHaveValue('Planning');
  await page.getByLabel('Status').selectOption('Testing');
  await page.getByLabel('Primer').fill('Federal 210M');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 42.0 gr');
  await expect(page.getByText('Testing', { exact: true })).toBeVisible();
  await expect(page.locator('[data-recipe="Primer"]')).toHaveText('Federal 210M');
});

test('an active session started by mistake is discarded: gone, and nothing counted', async ({ page }) => {
  const [sessionId] = await signedInWithSessions(
    page,
    'discard-session',
    '100',
    [{ name: 'Wrong rifle', shots: [2800, 2810] }],
    ([id]) => `/session/${id}`,
  );
  await expect(shotRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Discard Session' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Discard this session? Its shots are deleted and nothing is counted.',
  });
  await dialog.getByRole('button', { name: 'Discard Session' }).click();
  await expect(page).toHaveURL('/sessions');
  await expect(page.getByText('Wrong rifle')).toHaveCount(0);
  await waitUntilSynced(page);
  expect(await serverDoc(`shootingSession/${sessionId}`)).toBeNull();

  await visit(page, '/firearms');
  await expect(firearmTotal(page)).toHaveText('100');
  await visit(page, '/loads');
  await expect(loadFigure(page, LOAD, 'Sessions')).toHaveText('0');
  await expect(loadFigure(page, LOAD, 'Last tested')).toHaveText('Not tested');
});

test("deleting a completed session takes it out of the load's sessions and best group and the rifle's rounds", async ({
  page,
}) => {
  const [, bestId] = await signedInWithSessions(
    page,
    'delete-session',
    '100',
    [
      {
        name: 'Steady day',
        shots: [
          { velocity: 2800, impact: 0.5 },
          { velocity: 2810, impact: 0.6 },
        ],
        end: true,
      },
      {
        name: 'Best day',
        shots: [
          { velocity: 2805, impact: 0.3 },
          { velocity: 2795, impact: 0.4 },
          { velocity: 2800, impact: 0.35 },
        ],
        end: true,
      },
    ],
    () => '/loads',
  );
  const bestPath = `/session/${bestId}`;

  await expect(loadFigure(page, LOAD, 'Sessions')).toHaveText('2');
  await expect(loadFigure(page, LOAD, 'Best group')).toHaveText('0.30" (closest shot)');
  await visit(page, '/firearms');
  await expect(firearmTotal(page)).toHaveText('105');

  await visit(page, bestPath);
  // The chart is drawn in idle time into the place held for it: nothing under it moves (a tap on the
  // buttons below once landed on the page as they moved, and the dialog never opened).
  const deleteButton = page.getByRole('button', { name: 'Delete Session' });
  const topOnPage = () => deleteButton.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  const topBeforeChart = await topOnPage();
  await expect(page.getByRole('img', { name: /^Velocity per shot for 3 shots/ })).toBeVisible();
  expect(await topOnPage()).toBe(topBeforeChart);
  await deleteButton.click();
  await page
    .getByRole('dialog', { name: 'Delete this session? Its shots leave every total.' })
    .getByRole('button', { name: 'Delete Session' })
    .click();
  await expect(page).toHaveURL('/sessions');
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);

  await visit(page, '/loads');
  await expect(loadFigure(page, LOAD, 'Sessions')).toHaveText('1');
  await expect(loadFigure(page, LOAD, 'Best group')).toHaveText('0.50" (closest shot)');
  await visit(page, '/firearms');
  await expect(firearmTotal(page)).toHaveText('102');
  await page.getByRole('link', { name: 'Tikka T3x CTR', exact: true }).click();
  await expect(page.locator('[data-stat="Total rounds"]')).toHaveText('102');
  await expect(page.locator('[data-stat="Rounds before Rangebook"]')).toHaveText('100');
});

test('an active session whose load and firearm are deleted meanwhile says so, and can still be logged, ended and deleted', async ({
  page,
}) => {
  const [sessionId] = await signedInWithSessions(
    page,
    'records-deleted-mid-session',
    '0',
    [{ name: 'Records deleted meanwhile', shots: [2800] }],
    () => '/loads',
  );
  const sessionPath = `/session/${sessionId}`;

  await page.getByRole('link', { name: LOAD, exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Load Development' }).click();
  await expect(page).toHaveURL('/loads');
  await visit(page, '/firearms');
  await page.getByRole('link', { name: 'Tikka T3x CTR', exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Firearm' }).click();
  await expect(page).not.toHaveURL(/\/firearm\//);
  await waitUntilSynced(page);

  await visit(page, sessionPath);
  await expect(page.getByText(`${LOAD} (deleted) · 6.5 Creedmoor`)).toBeVisible();
  await expect(page.getByText('Tikka T3x CTR (deleted) · 6.5 Creedmoor')).toBeVisible();
  await logShot(page, '2810');
  await endSession(page);
  expect((await serverDoc(`shootingSession/${sessionId}`))?.status).toEqual({ stringValue: 'completed' });

  await visit(page, sessionPath);
  await page.getByRole('button', { name: 'Delete Session' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this session? Its shots leave every total.' })
    .getByRole('button', { name: 'Delete Session' })
    .click();
  await expect(page).toHaveURL('/sessions');
  await waitUntilSynced(page);
  expect(await serverDoc(`shootingSession/${sessionId}`)).toBeNull();
});
