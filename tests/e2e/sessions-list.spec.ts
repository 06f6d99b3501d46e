import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { writeSessionsOnServer, type ServerSession } from '../support/records';
import { expect, test } from '../support/sync';

/*
 * The pages that list sessions a page of 25 at a time, with thirty sessions written on the server:
 * what a shooter sees of the first page, "Show more" and a filter kept in the address. The same
 * figures over sixty sessions (25, 50, 60; the filters; a ladder counting every session of its
 * recipe; the firearm's rounds) are checked on the app's queries in tests/rules/session-pages-api.test.ts.
 */

/** Day `n` days before 31 October 2026, as YYYY-MM-DD. */
const daysBefore = (n: number) => new Date(Date.UTC(2026, 9, 31 - n)).toISOString().slice(0, 10);

type Ladder = { id: string; name: string; charge: number };

/**
 * A new account with two loads of one recipe (41.5 and 42.0 gr), the Tikka and thirty completed
 * sessions, Session 01 the newest: every tenth (10, 20, 30) with the 42.0 gr load, the other 27 with
 * the 41.5 gr. Signed in on the page, on `firstPage` (given the loads and the firearm).
 */
async function signInWithThirtySessions(
  page: Page,
  label: string,
  firstPage: (seeded: { low: Ladder; firearmId: string }) => string,
) {
  const account = await newAccountWith(label, {
    loads: [testLoad('Ladder 41.5 gr', '41.5'), testLoad('Ladder 42.0 gr', '42.0')],
    firearms: [testFirearm('0')],
  });
  const [lowId, highId] = account.loadIds;
  const [firearmId] = account.firearmIds;
  const low: Ladder = { id: lowId!, name: 'Ladder 41.5 gr', charge: 41.5 };
  const high: Ladder = { id: highId!, name: 'Ladder 42.0 gr', charge: 42 };
  const sessions: ServerSession[] = Array.from({ length: 30 }, (_unused, index) => {
    const number = index + 1;
    const load = number % 10 === 0 ? high : low;
    return {
      id: `${account.uid}-s${String(number).padStart(2, '0')}`,
      name: `Session ${String(number).padStart(2, '0')}`,
      date: daysBefore(index),
      load,
      firearmId: firearmId!,
      velocities: load === high ? [2750, 2760, 2770] : [2700, 2710, 2720],
    };
  });
  await writeSessionsOnServer(account.uid, sessions);
  await signIn(page, account.email, undefined, firstPage({ low, firearmId: firearmId! }));
  return { low, high, firearmId: firearmId!, sessions };
}

const entriesOf = (page: Page) => page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
const showMoreOf = (page: Page) => page.getByRole('button', { name: 'Show more' });

test('the sessions list shows 25, then the rest with "Show more", and keeps a filter by load and firearm in its address', async ({
  page,
}) => {
  const { high } = await signInWithThirtySessions(page, 'sessions-list', () => '/sessions');
  const entries = entriesOf(page);
  const showMore = showMoreOf(page);

  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText('Session 01');
  await expect(entries.first()).toContainText('2,710 fps');
  // 2700, 2710, 2720 fps: SD 10.0 over three velocities, its 90% interval √(2·10²/χ²) = 5.8 to 44.2 fps.
  await expect(entries.first().locator('dd').nth(4)).toHaveText('5.8 to 44.2 fps');
  await expect(entries.nth(24)).toContainText('Session 25');
  await showMore.click();
  await expect(entries).toHaveCount(30);
  await expect(entries.last()).toContainText('Session 30');
  await expect(showMore).toBeHidden();

  // Narrowed to the 42.0 gr load: its 3 sessions only, newest first, and the filter kept in the address.
  await page.getByLabel('Load development').selectOption({ label: 'Ladder 42.0 gr (6.5 Creedmoor)' });
  await expect(page).toHaveURL(new RegExp(`[?&]load=${high.id}`));
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toContainText('Session 10');
  await expect(entries.filter({ hasText: 'Ladder 41.5 gr' })).toHaveCount(0);
  await expect(showMore).toBeHidden();
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR' });
  await expect(entries).toHaveCount(3);
  await page.reload();
  await expect(entries).toHaveCount(3);
  await expect(page.getByLabel('Load development')).toHaveValue(high.id);
});

test("a load page's ladder counts every session of its recipe from the server's sums, and its history pages them", async ({
  page,
}) => {
  await signInWithThirtySessions(page, 'sessions-ladder', ({ low }) => `/load/${low.id}`);
  const showMore = showMoreOf(page);

  const ladder = page.getByRole('table', { name: 'Charge ladder' });
  const rung = (charge: string) =>
    ladder.getByRole('row').filter({ has: page.getByRole('rowheader', { name: charge, exact: true }) });
  const sessionsOf = (charge: string) => rung(charge).getByRole('cell').last();
  await expect(rung('41.5 gr')).toContainText('2,710 fps');
  await expect(sessionsOf('41.5 gr')).toHaveText('27');
  await expect(rung('42 gr')).toContainText('2,760 fps');
  await expect(sessionsOf('42 gr')).toHaveText('3');
  await expect(page.locator('[data-recipe="Sessions"]')).toHaveText('27');

  // Its history: the newest 25 of its 27 sessions, then the other 2.
  const history = page.getByRole('table', { name: 'Sessions with this load' }).getByRole('row');
  await expect(history).toHaveCount(26);
  await expect(history.nth(1)).toContainText('Session 01');
  await expect(page.locator('[data-temperature="scope"]')).toContainText('From the 25 newest sessions');
  await showMore.click();
  await expect(history).toHaveCount(28);
  await expect(history.last()).toContainText('Session 29');
  await expect(showMore).toBeHidden();
  await expect(page.locator('[data-temperature="scope"]')).toBeHidden();
});

test("a firearm's page shows its rounds summed by the server and its sessions a page at a time", async ({ page }) => {
  await signInWithThirtySessions(page, 'sessions-firearm', ({ firearmId }) => `/firearm/${firearmId}`);
  const entries = entriesOf(page);
  const showMore = showMoreOf(page);

  // 30 sessions of 3 shots.
  await expect(page.locator('[data-stat="Total rounds"]')).toHaveText('90');
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText('Session 01');
  await showMore.click();
  await expect(entries).toHaveCount(30);
  await expect(entries.last()).toContainText('Session 30');
  await expect(showMore).toBeHidden();
});
