import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readAllRecords } from '@/features/export/export-api';
import { backupJson } from '@/features/export/export-files';
import { deleteAccountOnPage, signIn, signInAsNewUser, TEST_PASSWORD } from '../support/accounts';
import { asAccount } from '../support/app-records';
import { signUpWithForm } from '../support/auth-forms';
import { serverDocsWhere } from '../support/emulators';
import { visit } from '../support/navigation';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, test, waitUntilSynced } from '../support/sync';

// A backup the dashboard wrote comes back whole on /account: into a new account, twice without
// duplicates, and a file that is not a backup writes nothing.

const SUMMARY = ['Total Loads', 'Firearms', 'Recent Sessions', 'Best Group', 'Rounds Fired'];

/**
 * The dashboard's summary figures, once every one has its value, fresh from the server: on the
 * dashboard loaded afresh (`load`), or on the one the page has just loaded.
 */
async function dashboardFigures(page: Page, { load = true } = {}): Promise<Record<string, string>> {
  if (load) await page.goto('/dashboard');
  else await expect(page).toHaveURL('/dashboard');
  const summary = page.getByRole('region', { name: 'Summary' });
  // Each figure loads on its own; every count is a number once its records are there.
  for (const label of ['Total Loads', 'Firearms', 'Recent Sessions', 'Rounds Fired'])
    await expect(summary.locator(`[data-stat="${label}"]`)).not.toHaveText('–');
  // The server's figures (rounds, best group) may first show as this device last had them, marked so
  // (an earlier visit's, before the sessions): read them once they are fresh.
  await expect(page.locator('[data-figures="not-fresh"]')).toHaveCount(0);
  const figures: Record<string, string> = {};
  for (const label of SUMMARY) figures[label] = (await summary.locator(`[data-stat="${label}"]`).innerText()).trim();
  return figures;
}

/** Downloads the dashboard's JSON backup and gives its text. */
async function downloadBackup(page: Page): Promise<string> {
  await visit(page, '/dashboard');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all my data (JSON)' }).click(),
  ]);
  return readFileSync(await download.path(), 'utf8');
}

async function chooseBackup(page: Page, text: string, name = 'Rangebook backup.json') {
  await visit(page, '/account');
  await page.getByLabel('Backup file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** A new account with records of every kind, made on the server: a load, a firearm and two completed sessions with their shots. */
async function accountToBackUp(label: string) {
  return newAccountWithSessions(label, '150', [
    {
      name: 'Ladder 41.5 gr',
      shots: [2801, 2795, 2810].map((velocity) => ({ velocity, impact: 0.4 })),
      end: true,
    },
    { name: 'Cold bore', shots: [{ velocity: 2788, impact: 0.9 }], end: true },
  ]);
}

/** The account's backup as the dashboard's download writes it, made in Node by the app's own functions. */
async function backupOf(email: string): Promise<string> {
  return asAccount(email, async (db, uid) =>
    backupJson({ exportedAt: new Date(), user: { uid, email }, ...(await readAllRecords(db, uid)) }),
  );
}

async function serverCounts(uid: string) {
  const [firearms, loads, sessions] = await Promise.all([
    serverDocsWhere('firearms', 'userId', uid),
    serverDocsWhere('loadDevelopment', 'userId', uid),
    serverDocsWhere('shootingSession', 'userId', uid),
  ]);
  return { firearms: firearms.length, loads: loads.length, sessions: sessions.length };
}

test('back up, delete the account, sign up again with the same email, restore: the same dashboard figures', async ({
  page,
}) => {
  const { email } = await accountToBackUp('restore-whole');
  await signIn(page, email);
  const before = await dashboardFigures(page, { load: false });
  expect(before).toMatchObject({ 'Total Loads': '1', Firearms: '1', 'Rounds Fired': '4' });
  const backup = await downloadBackup(page);

  await deleteAccountOnPage(page, email);

  await signUpWithForm(page, { first: 'Test', last: 'Shooter', email, password: TEST_PASSWORD });
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: 'Summary' }).locator('[data-stat="Total Loads"]')).toHaveText('0');

  await chooseBackup(page, backup);
  await page.getByRole('button', { name: 'Restore into my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toContainText(
    'Restored 1 firearm, 1 load development and 2 sessions.',
  );
  await waitUntilSynced(page);
  expect(await dashboardFigures(page)).toEqual(before);
});

test('restoring the same backup twice adds nothing the second time', async ({ page }) => {
  // Another account's backup (the download itself is the first test's).
  const backup = await backupOf((await accountToBackUp('restore-source')).email);
  const { uid } = await signInAsNewUser(page, 'restore-twice', undefined, '/account');
  await chooseBackup(page, backup);
  await page.getByRole('button', { name: 'Restore into my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toContainText(
    'Restored 1 firearm, 1 load development and 2 sessions.',
  );
  await waitUntilSynced(page);
  const once = await dashboardFigures(page);
  expect(await serverCounts(uid)).toEqual({ firearms: 1, loads: 1, sessions: 2 });

  await chooseBackup(page, backup);
  await page.getByRole('button', { name: 'Restore into my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored' })).toContainText(
    'Restored 0 firearms, 0 load developments and 0 sessions; 4 records were already in your account and left as they are.',
  );
  await waitUntilSynced(page);
  expect(await serverCounts(uid)).toEqual({ firearms: 1, loads: 1, sessions: 2 });
  expect(await dashboardFigures(page)).toEqual(once);
});

test('a file that is not a backup, or one from a newer version, is refused in one sentence and nothing is written', async ({
  page,
}) => {
  const { uid } = await signInAsNewUser(page, 'restore-refused', undefined, '/account');
  const restoreButton = page.getByRole('button', { name: 'Restore into my account' });

  await chooseBackup(page, 'date,velocity\n2026-11-20,2801\n', 'velocities.csv');
  await expect(page.getByRole('alert')).toHaveText('This file is not a Rangebook backup.');
  await expect(restoreButton).toHaveCount(0);

  await chooseBackup(
    page,
    JSON.stringify({ format: 'rangebook-backup', version: 99, exportedAt: '2030-01-01T00:00:00.000Z' }),
  );
  await expect(page.getByRole('alert')).toHaveText(
    'This file is a Rangebook backup from a newer version; update Rangebook to restore it.',
  );
  await expect(restoreButton).toHaveCount(0);
  expect(await serverCounts(uid)).toEqual({ firearms: 0, loads: 0, sessions: 0 });
});
