import type { Page } from '@playwright/test';
import { leftOnDevice, logInWithForm, signIn, signInAsNewUser, TEST_PASSWORD } from '../support/accounts';
import { newAccountWith, testFirearm } from '../support/app-records';
import { signUpWithForm } from '../support/auth-forms';
import { accountUid, deleteAccountElsewhere, serverDocsWhere, uniqueEmail } from '../support/emulators';
import { createFirearm, fillSessionOnServer, logShot } from '../support/records';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, goOffline, goOnline, newPage, test, waitForServiceWorker, waitUntilSynced } from '../support/sync';

// Logging out on a shared computer leaves nothing of the user behind, and never loses a write without asking.

async function expectLanding(page: Page) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');
}

test('logging out removes the Firestore cache and the sync journal from the browser, and the next login starts afresh', async ({
  page,
}) => {
  const { email } = await signInAsNewUser(page, 'logout-clean');
  await createFirearm(page, '120');
  const before = await leftOnDevice(page);
  expect(before.databases.length).toBeGreaterThan(0);
  expect(before.keys.some((key) => key.startsWith('rangebook.sync.'))).toBe(true);
  // The dashboard's figures, kept to show before the server answers next time.
  await expect(page).toHaveURL('/dashboard');
  await expect
    .poll(async () => (await leftOnDevice(page)).keys.some((key) => key.startsWith('rangebook.lastKnown.')))
    .toBe(true);
  // The page as shown, kept as the page is left (here, reloaded), to show at once next time.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  expect((await leftOnDevice(page)).databases).toContain('rangebook-pages');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLanding(page);
  await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });

  // A fresh Firestore for the next login: the firearm comes from the server.
  await logInWithForm(page, email);
  await page.getByRole('link', { name: 'Firearms', exact: true }).click();
  await expect(page.getByText('Tikka T3x CTR').first()).toBeVisible();
});

test('an account deleted on another device is noticed on the next page load: nothing of it stays in this browser', async ({
  page,
}) => {
  const { uid } = await signInAsNewUser(page, 'deleted-elsewhere');
  await createFirearm(page, '120');
  await waitUntilSynced(page);
  await expect
    .poll(async () => (await leftOnDevice(page)).keys.some((key) => key.startsWith('rangebook.lastKnown.')))
    .toBe(true);

  // Deleted elsewhere: this browser still holds its records and a sign-in Auth has not checked yet.
  await deleteAccountElsewhere(uid);
  await page.goto('/firearms');
  await expectLanding(page);
  await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test.describe(() => {
  // Pages opened with no network come from the service worker's precache: only these tests install it
  // (it precaches every chunk of the app, a second of a core, in each test's fresh context).
  test.use({ serviceWorkers: 'allow' });

  test('logging out with a write queued offline says how many are not on the server, and waiting logs out once they have synced', async ({
    page,
    context,
  }) => {
    const { uid } = await signInAsNewUser(page, 'logout-queued');
    await waitForServiceWorker(page);
    await goOffline(context);
    await createFirearm(page, '40');
    await expect(page.getByTestId('sync-indicator')).toContainText('Saved on this device (1)');

    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(dialog).toContainText('1 change is not on the server yet; logging out now loses it.');
    await dialog.getByRole('button', { name: 'Stay Signed In' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Wait for Them' }).click();
    await expect(dialog).toContainText('Waiting for 1 change to reach the server; you are logged out once it has.');
    await expect(dialog).toContainText('This device is offline: they sync when the connection returns.');
    await expect(page).toHaveURL('/dashboard');
    expect(await serverDocsWhere('firearms', 'userId', uid)).toEqual([]);

    await goOnline(context);
    await expectLanding(page);
    expect(await serverDocsWhere('firearms', 'userId', uid)).toHaveLength(1);
    await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });
  });

  test('Log Out Anyway with a write queued offline logs out at once, and the write goes with the cache', async ({
    page,
    context,
  }) => {
    const { uid } = await signInAsNewUser(page, 'logout-anyway');
    await waitForServiceWorker(page);
    await goOffline(context);
    await createFirearm(page, '40');
    await expect(page.getByTestId('sync-indicator')).toContainText('Saved on this device (1)');

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toContainText('1 change is not on the server yet; logging out now loses it.');
    await dialog.getByRole('button', { name: 'Log Out Anyway' }).click();
    await expectLanding(page);
    // The queue lived in the cache: with the cache gone, nothing is left that could ever send the write.
    await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });
    await goOnline(context);
    await page.reload();
    await expectLanding(page);
    expect(await serverDocsWhere('firearms', 'userId', uid)).toEqual([]);
  });

  test('a write the server refuses while the logout waits turns the wait back into the question, still signed in', async ({
    page,
    context,
  }) => {
    const {
      email,
      sessionIds: [sessionId],
    } = await newAccountWithSessions('logout-refused', '0', [{ name: 'Last string' }]);
    const sessionPath = `/session/${sessionId}`;
    await signIn(page, email, TEST_PASSWORD, sessionPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Last string');
    await waitForServiceWorker(page);
    await goOffline(context);
    await logShot(page, '2800');
    await expect(page.getByTestId('sync-indicator')).toContainText('Saved on this device (1)');
    // Meanwhile the session reaches its limit of 500 shots on another phone: the queued shot will be refused.
    await fillSessionOnServer(sessionId!);

    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Wait for Them' }).click();
    await expect(dialog).toContainText('Waiting for 1 change to reach the server; you are logged out once it has.');

    await goOnline(context);
    await expect(dialog).toContainText(
      '1 change the server refused is still under Not saved; logging out removes it from this device, so copy or download first.',
    );
    await expect(dialog.getByRole('button', { name: 'Wait for Them' })).toHaveCount(0);
    await expect(page).toHaveURL(sessionPath);
    await dialog.getByRole('button', { name: 'Stay Signed In' }).click();
    await expect(page.getByRole('alert', { name: 'Not saved' })).toContainText('Shot 1 (2,800 fps) in “Last string”');
  });
});

test("logging out in one tab reloads the user's other tabs to the landing page, and the cache is still removed", async ({
  page,
  context,
}) => {
  const { email } = await newAccountWith('logout-tabs', { firearms: [testFirearm('7')] });
  await signIn(page, email);
  const other = await newPage(context);
  await other.goto('/firearms');
  await expect(other.getByText('Tikka T3x CTR').first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLanding(page);
  await expectLanding(other);
  await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });
});

test('after signup, a firearm added and its edit page opened at once with a fresh page load, Logout logs out at once: nothing is sent twice, nothing asked without a reason', async ({
  page,
}) => {
  const sentTwice: string[] = [];
  page.on('console', (message) => {
    if (/already.exists|ALREADY_EXISTS|\b409\b/i.test(message.text())) sentTwice.push(message.text());
  });
  const email = uniqueEmail('logout-fresh-load');
  await signUpWithForm(page, { first: 'Annie', last: 'Oakley', email, password: TEST_PASSWORD });
  await expect(page).toHaveURL('/dashboard');
  const uid = await accountUid(email, TEST_PASSWORD);
  await page.goto('/add-firearm');
  await page.getByLabel('Name').fill('Tikka T3x CTR');
  await page.getByLabel('Make').fill('Tikka');
  await page.getByLabel('Model').fill('T3x CTR');
  await page.getByLabel('Caliber').fill('6.5 Creedmoor');
  await page.getByLabel('Rounds before Rangebook').fill('0');
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  await expect(page).toHaveURL('/dashboard');
  // At once, while the create may still be on its way: the next page answers for it.
  const firearmId = await page.evaluate((key) => {
    const journal = JSON.parse(localStorage.getItem(key) ?? '{}') as { writes?: { ops: { path: string }[] }[] };
    const path = journal.writes
      ?.flatMap((write) => write.ops.map((op) => op.path))
      .find((at) => at.startsWith('firearms/'));
    return path?.slice('firearms/'.length) ?? null;
  }, `rangebook.sync.${uid}`);
  if (firearmId) await page.goto(`/edit-firearm/${firearmId}`);
  else {
    await page.goto('/firearms');
    await page.goto((await page.getByRole('link', { name: 'Edit Tikka T3x CTR' }).getAttribute('href'))!);
  }
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();

  // The header shows nothing to sync: Logout has nothing to ask.
  await waitUntilSynced(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLanding(page);
  expect(await serverDocsWhere('firearms', 'userId', uid)).toHaveLength(1);
  expect(sentTwice, 'no write the server already has is sent again').toEqual([]);
});
