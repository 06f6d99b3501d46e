import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { signIn, signInAsNewUser } from '../support/accounts';
import { asAccount, newAccountWith, testLoad } from '../support/app-records';
import { serverDoc, writeServerDoc } from '../support/emulators';
import { visit } from '../support/navigation';
import { fillSessionOnServer, logShot, shotRows } from '../support/records';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, goOffline, goOnline, test, waitForServiceWorker, waitUntilSynced } from '../support/sync';

// Nothing hides data: unreadable records, records not on this device, refused and empty shots.

const LOAD = '6.5 CM 140 ELD-M / H4350';
const NOT_ON_DEVICE = 'Not on this device yet; it opens when you are back online';
const notSaved = (page: Page) => page.getByRole('alert', { name: 'Not saved' });
/** A new account with the test load, the Tikka and an active session of them, made on the server; logged in, on the session's page. */
async function onActiveSession(page: Page, label: string, name: string): Promise<string> {
  const {
    email,
    sessionIds: [sessionId],
  } = await newAccountWithSessions(label, '0', [{ name }]);
  await signIn(page, email, undefined, `/session/${sessionId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return sessionId!;
}

const downloaded = async (download: Promise<Download>) =>
  JSON.parse(readFileSync(await (await download).path(), 'utf8'));

test('a load development that fails the schema is one "can\'t be read" row: the rest of the list shows, and its data can be taken away', async ({
  page,
}) => {
  const { email, uid } = await newAccountWith('unreadable', { loads: [testLoad()] });
  // A document the app's schema refuses (a number for a name, most fields missing), as an old
  // version or a bug could have left it; it has what the list's query orders by.
  const badId = `broken-${Date.now().toString(36)}`;
  await writeServerDoc(`loadDevelopment/${badId}`, {
    userId: { stringValue: uid },
    name: { integerValue: '42' },
    cartridge: { stringValue: '6.5 Creedmoor' },
    createdAt: { timestampValue: new Date().toISOString() },
  });

  await signIn(page, email, undefined, '/loads');
  await expect(page.getByRole('list', { name: 'Load developments' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: LOAD })).toBeVisible();
  const unreadable = page
    .getByRole('main')
    .getByRole('list', { name: "Records that can't be read" })
    .getByRole('listitem');
  await expect(unreadable).toHaveCount(1);
  await expect(unreadable).toContainText("This record can't be read");
  await expect(unreadable).toContainText(badId);
  await expect(unreadable).toContainText(/\(and \d+ more problems\)/);

  const exported = await downloaded(
    Promise.all([page.waitForEvent('download'), unreadable.getByRole('button', { name: 'Export raw' }).click()]).then(
      ([file]) => file,
    ),
  );
  expect(exported).toMatchObject({
    id: badId,
    path: `loadDevelopment/${badId}`,
    raw: { name: 42, cartridge: '6.5 Creedmoor' },
  });

  // The dashboard counts the readable one and shows the other; the backup keeps it raw.
  await visit(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'Summary' }).locator('[data-stat="Total Loads"]')).toHaveText('1');
  await expect(page.getByRole('main').getByText(badId)).toBeVisible();
  const backup = await downloaded(
    Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all my data (JSON)' }).click(),
    ]).then(([file]) => file),
  );
  expect(backup.unreadable).toEqual([
    expect.objectContaining({ id: badId, raw: expect.objectContaining({ name: 42 }) }),
  ]);
});

test.describe(() => {
  // Pages opened with no network come from the service worker's precache: only these tests install it
  // (it precaches every chunk of the app, a second of a core, in each test's fresh context).
  test.use({ serviceWorkers: 'allow' });

  test('offline, a record this device never loaded says so within 3 s, and opens once the network is back', async ({
    page,
    context,
  }) => {
    const { email } = await signInAsNewUser(page, 'not-on-device');
    await waitForServiceWorker(page);
    await goOffline(context);

    // Meanwhile, on the laptop (another client of the same account), the shooter adds a load
    // development this phone has never seen.
    const loadId = await asAccount(email, (db, uid) => addLoadDevelopment(db, uid, testLoad('Made on the laptop')));
    const loadPath = `/load/${loadId}`;

    await page.goto(loadPath);
    await expect(page.getByText(NOT_ON_DEVICE)).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText('Loading load development…')).toHaveCount(0);

    await goOnline(context);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made on the laptop');
    await expect(page.getByText(NOT_ON_DEVICE)).toHaveCount(0);
  });

  test('a shot refused by the server (the session reached 500 shots on another device) is logged again in one tap once there is room', async ({
    page,
    context,
  }) => {
    const sessionId = await onActiveSession(page, 'relog', 'Long string');
    await waitForServiceWorker(page);

    // No signal: the shot is kept on the phone.
    await goOffline(context);
    await logShot(page, '2800');
    await expect(page.getByTestId('sync-indicator')).toContainText('Saved on this device (1)');

    // Meanwhile the session reaches its limit of 500 shots on the other phone.
    await fillSessionOnServer(sessionId);

    // Back online the server refuses the 501st shot; the phone says which, with its values.
    await goOnline(context);
    await expect(notSaved(page)).toContainText('One change was not saved');
    await expect(notSaved(page)).toContainText('Shot 1 (2,800 fps) in “Long string”');
    await expect(shotRows(page)).toHaveCount(500);

    // Room for one more, then one tap logs the refused shot again.
    await page.getByRole('button', { name: 'Undo last shot' }).click();
    await expect(shotRows(page)).toHaveCount(499);
    await notSaved(page)
      .getByRole('button', { name: /^Log again: Shot 1 / })
      .click();
    await expect(notSaved(page)).toHaveCount(0);
    await expect(shotRows(page)).toHaveCount(500);
    await expect(shotRows(page).first()).toContainText('2800');
    await waitUntilSynced(page);

    const stored = (await serverDoc(`shootingSession/${sessionId}`))?.shots as {
      arrayValue: { values: { mapValue: { fields: { velocity: { integerValue: string } } } }[] };
    };
    expect(stored.arrayValue.values).toHaveLength(500);
    expect(stored.arrayValue.values.at(-1)?.mapValue.fields.velocity.integerValue).toBe('2800');
  });
});

test('an empty shot is refused with a message, and a double tap logs one shot', async ({ page }) => {
  await onActiveSession(page, 'blank-shot', 'Careful thumbs');

  await page.getByLabel('Velocity (fps)').press('Enter');
  await expect(page.getByText('Enter a velocity, an impact, where it hit or a note to log a shot')).toBeVisible();
  await expect(page.getByText('No shots logged yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Log Shot' }).click();
  await expect(page.getByText('No shots logged yet.')).toBeVisible();

  // A note alone is a shot (a fouler with no reading).
  await page.getByLabel('Note').fill('Fouling shot');
  await expect(page.getByText('Enter a velocity, an impact, where it hit or a note to log a shot')).toHaveCount(0);
  await page.getByLabel('Note').press('Enter');
  await expect(shotRows(page)).toHaveCount(1);
  await expect(shotRows(page).first()).toContainText('Fouling shot');

  // A double tap on Log Shot: one shot, and no empty-shot message for the second tap.
  await page.getByLabel('Velocity (fps)').fill('2800');
  await page.getByRole('button', { name: 'Log Shot' }).dblclick();
  await expect(shotRows(page)).toHaveCount(2);
  await expect(page.getByText('Enter a velocity, an impact, where it hit or a note to log a shot')).toHaveCount(0);
  await page.waitForTimeout(600);
  await expect(shotRows(page)).toHaveCount(2);
});
