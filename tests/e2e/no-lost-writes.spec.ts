import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signIn, signInAsNewUser } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { serverDocsWhere } from '../support/emulators';
import { LOAD_CHOICE, logShot, shotRows } from '../support/records';
import {
  expect,
  goOffline,
  goOnline,
  MANY_WRITES_SYNCED_MS,
  newPage,
  test,
  waitForServiceWorker,
  waitUntilSynced,
} from '../support/sync';

// Pages opened with no network come from the service worker's precache.
test.use({ serviceWorkers: 'allow' });

const labradarReport = (series: string) =>
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../fixtures/chronograph/labradar',
    `${series} Report.csv`,
  );

// No typed record is lost when the page goes right after Save, and no write the server has is
// ever reported as not saved.
//
// `npm test` runs each hammering journey a few rounds, within the browser tests' limits; the soak
// run (`npm run test:soak`, SOAK=1) runs the long ones.
const SOAK = !!process.env.SOAK;

/** A new account with the test load and the Tikka, made on the server; logged in. */
async function signedInWithLoadAndFirearm(page: Page, label: string): Promise<{ uid: string; loadId: string }> {
  const { email, uid, loadIds } = await newAccountWith(label, { loads: [testLoad()], firearms: [testFirearm('0')] });
  await signIn(page, email);
  return { uid, loadId: loadIds[0]! };
}

const notSaved = (page: Page) => page.getByRole('alert', { name: 'Not saved' });

type JournalWatch = { journalWrote?: boolean };

/**
 * Does `save` on the page, then waits until the journal has had the write (it is kept
 * synchronously, before Firestore stores it on the device). Watched where the journal writes it
 * (localStorage.setItem), not by polling the journal: on a busy machine the server could answer,
 * and the entry go, before a poll saw it, and the wait never ended.
 */
async function saveThenJournalHas(page: Page, uid: string, text: string, save: () => Promise<void>) {
  await page.evaluate(
    ([key, wanted]) => {
      const watch = window as unknown as JournalWatch;
      watch.journalWrote = false;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        if (name === key && value.includes(wanted)) watch.journalWrote = true;
        setItem.call(this, name, value);
      };
    },
    [`rangebook.sync.${uid}`, text] as const,
  );
  await save();
  await page.waitForFunction(() => (window as unknown as JournalWatch).journalWrote === true, undefined, {
    polling: 1,
  });
}

/** Nothing listed as not saved, once the server has everything and the journal has had time to look. */
async function expectNothingReportedLost(page: Page) {
  await waitUntilSynced(page);
  await page.waitForTimeout(1_000);
  expect(
    await notSaved(page).allTextContents(),
    'the server has every write: nothing may be listed as not saved',
  ).toEqual([]);
}

/**
 * The import screen of the test load, with `series`'s LabRadar report read and ready to import
 * (straight to its address: the way there through the load's page is import.spec.ts's).
 */
async function openImport(page: Page, loadId: string, series: string) {
  await page.goto(`/load/${loadId}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(labradarReport(series));
  await expect(page.getByLabel('Session name')).toHaveValue(series);
  // The firearm is chosen once the page has read it: going offline before then leaves nothing to choose.
  await expect(page.getByLabel('Firearm').locator('option:checked')).toHaveText('Tikka T3x CTR (6.5 Creedmoor)');
}

/** How many shots a session holds as the server has it (a document read from the emulator's REST API). */
const storedShotCount = (session: Record<string, unknown>) =>
  (session.shots as { arrayValue: { values?: unknown[] } }).arrayValue.values?.length ?? 0;

test('a load development saved and the page reloaded or closed within milliseconds is on the server afterwards, and nothing is reported lost', async ({
  page,
  context,
}) => {
  const { uid } = await signInAsNewUser(page, 'reload-after-create');
  // "Leave this page?" while a save is on its way to the device: the shooter leaves anyway.
  context.on('page', (opened) => opened.on('dialog', (dialog) => void dialog.accept()));
  page.on('dialog', (dialog) => void dialog.accept());

  const names: string[] = [];
  let current = page;
  // Each way of leaving once; the soak run alternates them for twelve loads.
  const leaves = Array.from({ length: SOAK ? 12 : 2 }, (_, round): 'reload' | 'close the tab' =>
    round % 2 ? 'close the tab' : 'reload',
  );
  for (const [round, leave] of leaves.entries()) {
    const name = `Saved then ${leave} ${round + 1}`;
    names.push(name);
    await current.goto('/load/new');
    await current.getByLabel('Load name').fill(name);
    await current.getByLabel('Cartridge').fill('6.5 Creedmoor');
    await current.getByLabel('Bullet weight (grains)').fill('140');
    await current.getByLabel('Bullet type').fill('ELD Match');
    await current.getByLabel('Powder type').fill('H4350');
    await current.getByLabel('Primer').fill('CCI BR-2');
    await current.getByLabel('Brass').fill('Lapua');
    await saveThenJournalHas(current, uid, name, () =>
      current.getByRole('button', { name: 'Create Load Development' }).click(),
    );
    if (leave === 'reload') {
      await current.reload();
    } else {
      // A killed tab: no unload handlers, then the app opened again.
      await current.close({ runBeforeUnload: false });
      current = await newPage(context);
    }
    await current.goto('/loads');
    await expect(current.getByRole('link', { name, exact: true })).toBeVisible();
  }

  await expectNothingReportedLost(current);
  const stored = await serverDocsWhere('loadDevelopment', 'userId', uid);
  expect(stored.map((load) => load.name?.stringValue).sort()).toEqual([...names].sort());
  await current.goto('/loads');
  await expect(current.getByRole('list', { name: 'Load developments' }).getByRole('listitem')).toHaveCount(
    names.length,
  );
  await expect(notSaved(current)).toHaveCount(0);
});

for (const [series, shots, date, offline] of [
  ['SR0024', 4, '2021-01-04', false],
  ['SR0028', 8, '2021-01-10', true],
] as const) {
  test(`an import whose tab is killed right after Import is finished on the next start, ${offline ? 'offline' : 'online'}`, async ({
    page,
    context,
  }) => {
    const { uid, loadId } = await signedInWithLoadAndFirearm(page, `import-killed-${offline ? 'offline' : 'online'}`);
    context.on('page', (opened) => opened.on('dialog', (dialog) => void dialog.accept()));
    page.on('dialog', (dialog) => void dialog.accept());
    // The next start is offline: the service worker serves the app.
    if (offline) await waitForServiceWorker(page);

    // SR0024: 4 shots shot on 2021-01-04; SR0028: 8 shots on 2021-01-10.
    await openImport(page, loadId, series);
    if (offline) await goOffline(context);
    // Killed once the journal holds the import's last write, before Firestore has it on the device.
    await saveThenJournalHas(page, uid, `End of imported session “${series}”`, () =>
      page.getByRole('button', { name: `Import ${shots} shots as a completed session` }).click(),
    );
    await page.close({ runBeforeUnload: false });
    const current = await newPage(context);

    await current.goto('/sessions');
    await expect(current.getByRole('list', { name: 'Sessions' }).getByRole('link', { name: series })).toBeVisible();
    if (offline) await goOnline(context);
    // Whole, and once: no orphan active session, no second copy.
    await expect
      .poll(async () =>
        (await serverDocsWhere('shootingSession', 'userId', uid)).map(
          (stored) =>
            `${stored.sessionName?.stringValue} ${stored.status?.stringValue}, ${storedShotCount(stored)} shots, ${stored.date?.stringValue}`,
        ),
      )
      .toEqual([`${series} completed, ${shots} shots, ${date}`]);
    await expectNothingReportedLost(current);
  });
}

test('an import stored on the device by a page that went before it said so is sent once, not made again, and nothing is reported lost', async ({
  page,
  context,
}) => {
  const { uid, loadId } = await signedInWithLoadAndFirearm(page, 'import-stored-unmarked');
  await waitForServiceWorker(page);

  await openImport(page, loadId, 'SR0024');
  await goOffline(context);
  await page.getByRole('button', { name: 'Import 4 shots as a completed session' }).click();
  // Offline, Firestore stores every write of the import on the device; then the page goes as if it
  // had gone a moment before marking them stored: its journal says none is. Each write's receipt in
  // the device's cache proves its batch stored, so none is made again (made again, the start would
  // be refused as a second create).
  const journalKey = `rangebook.sync.${uid}`;
  await page.waitForFunction((key) => {
    const writes = (JSON.parse(localStorage.getItem(key) ?? '{}') as { writes?: { stored: boolean }[] }).writes ?? [];
    return writes.length >= 2 && writes.every((write) => write.stored);
  }, journalKey);
  await page.evaluate((key) => {
    const journal = JSON.parse(localStorage.getItem(key) ?? '{}') as { writes: { stored: boolean }[] };
    localStorage.setItem(
      key,
      JSON.stringify({ ...journal, writes: journal.writes.map((write) => ({ ...write, stored: false })) }),
    );
  }, journalKey);
  await page.close({ runBeforeUnload: false });

  const current = await newPage(context);
  await current.goto('/sessions');
  await expect(current.getByRole('list', { name: 'Sessions' }).getByRole('link', { name: 'SR0024' })).toBeVisible();
  await goOnline(context);
  await expect
    .poll(async () =>
      (await serverDocsWhere('shootingSession', 'userId', uid)).map(
        (session) =>
          `${session.sessionName?.stringValue} ${session.status?.stringValue}, ${storedShotCount(session)} shots`,
      ),
    )
    .toEqual(['SR0024 completed, 4 shots']);
  await expectNothingReportedLost(current);
});

test('a session (twenty in a row in the soak run), each started, logged and ended with page loads in between: all on the server, never a "not saved"', async ({
  page,
}) => {
  const { uid } = await signedInWithLoadAndFirearm(page, 'sessions-in-a-row');
  page.on('dialog', (dialog) => void dialog.accept());
  const onServer = async (name: string) => {
    const stored = (await serverDocsWhere('shootingSession', 'userId', uid)).find(
      (session) => session.sessionName?.stringValue === name,
    );
    if (!stored) return 'not on the server';
    return `${stored.status?.stringValue}, ${storedShotCount(stored)} shots`;
  };
  const ROUNDS = SOAK ? 20 : 1;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const name = `String ${round}`;
    await page.goto('/session/new');
    await page.getByLabel('Session name').fill(name);
    await page.getByLabel('Ammunition type').selectOption('handload');
    await page.getByLabel('Ammunition', { exact: true }).selectOption({ label: LOAD_CHOICE });
    await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR (6.5 Creedmoor)' });
    await page.getByRole('button', { name: 'Start Session' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const sessionPath = new URL(page.url()).pathname;
    await logShot(page, String(2800 + round));
    await logShot(page, String(2700 + round));

    // Other pages, opened as a shooter would between shots, each within a moment of the last write
    // (so most of the round's writes are sent again by a later page), then back to the session.
    await page.goto('/loads');
    await expect(page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' })).toBeVisible();
    await page.goto(sessionPath);
    await expect(shotRows(page)).toHaveCount(2);
    await logShot(page, String(2750 + round));
    await page.reload();
    await expect(shotRows(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'End Session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
    await expect(page).toHaveURL('/dashboard');
    // The string is done: the dashboard settles its writes, including those re-sent from earlier
    // pages (a re-sent create is refused, as a create never overwrites), with no "not saved".
    // Waiting here, as a shooter's next string does, keeps each round the same test: rounds started
    // at once would leave one growing queue to the last page instead.
    // Late in the soak run the emulator took seconds per write (see MANY_WRITES_SYNCED_MS).
    await waitUntilSynced(page, SOAK ? MANY_WRITES_SYNCED_MS : undefined);
    await expect.poll(() => onServer(name)).toBe('completed, 3 shots');
    await expect(notSaved(page), `"not saved" shown after string ${round}`).toHaveCount(0);
  }

  // Whole, and once each: twenty completed sessions, nothing listed as not saved, all in the list.
  const stored = await serverDocsWhere('shootingSession', 'userId', uid);
  expect(stored.map((session) => session.status?.stringValue)).toEqual(Array(ROUNDS).fill('completed'));
  await expectNothingReportedLost(page);
  await page.goto('/sessions');
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(ROUNDS);
  await expect(notSaved(page)).toHaveCount(0);
});
