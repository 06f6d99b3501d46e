import { signInAsNewUser } from '../support/accounts';
import { serverDoc } from '../support/emulators';
import { createFirearm, createLoad, idOfLink, writeSessionsOnServer, type ServerSession } from '../support/records';
import { expect, test, waitUntilSynced } from '../support/sync';

/** The stored shot sum of a session's summary, as the server's REST API gives it. */
async function storedVelocitySum(sessionId: string): Promise<unknown> {
  const summary = await serverDoc(`sessionSummary/${sessionId}`);
  const statistics = summary?.statistics as { mapValue?: { fields?: Record<string, unknown> } } | undefined;
  return statistics?.mapValue?.fields?.velocitySum;
}

/** Day `n` days before 31 October 2026, as YYYY-MM-DD. */
const daysBefore = (n: number) => new Date(Date.UTC(2026, 9, 31 - n)).toISOString().slice(0, 10);

test('sixty sessions show 25, then 50, then all 60 with "Show more", narrow to one load, the ladder counts every one of its sessions while its history pages them, and the firearm page pages them too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { uid } = await signInAsNewUser(page, 'sixty-sessions');
  await createLoad(page, 'Ladder 41.5 gr', '41.5');
  await createLoad(page, 'Ladder 42.0 gr', '42.0');
  await createFirearm(page, '0');
  const low = { id: await idOfLink(page, '/loads', 'Ladder 41.5 gr'), name: 'Ladder 41.5 gr', charge: 41.5 };
  const high = { id: await idOfLink(page, '/loads', 'Ladder 42.0 gr'), name: 'Ladder 42.0 gr', charge: 42 };
  const firearmId = await idOfLink(page, '/firearms', 'Tikka T3x CTR');

  // Session 1 is the newest; every fourth is fired with the 42.0 gr load (15 of them).
  const sessions: ServerSession[] = Array.from({ length: 60 }, (_unused, index) => {
    const number = index + 1;
    const load = number % 4 === 0 ? high : low;
    return {
      id: `${uid}-s${String(number).padStart(2, '0')}`,
      name: `Session ${String(number).padStart(2, '0')}`,
      date: daysBefore(index),
      load,
      firearmId,
      velocities: load === high ? [2750, 2760, 2770] : [2700, 2710, 2720],
      // Sessions 20, 40 and 60 (of the 42.0 gr load) as stored before the shot sums.
      storedBeforeSums: number % 20 === 0,
    };
  });
  await writeSessionsOnServer(uid, sessions);

  await page.goto('/sessions');
  const entries = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  const showMore = page.getByRole('button', { name: 'Show more' });
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText('Session 01');
  await expect(entries.first()).toContainText('2,710 fps');
  // 2700, 2710, 2720 fps: SD 10.0 over three velocities, its 90% interval √(2·10²/χ²) = 5.8 to 44.2 fps.
  await expect(entries.first().locator('dd').nth(4)).toHaveText('5.8 to 44.2 fps');
  await expect(entries.nth(24)).toContainText('Session 25');
  await showMore.click();
  await expect(entries).toHaveCount(50);
  await expect(entries.nth(49)).toContainText('Session 50');
  await showMore.click();
  await expect(entries).toHaveCount(60);
  await expect(entries.last()).toContainText('Session 60');
  await expect(showMore).toBeHidden();

  // Narrowed to the 42.0 gr load: its 15 sessions only, newest first, and the filter kept in the address.
  await page.getByLabel('Load development').selectOption({ label: 'Ladder 42.0 gr (6.5 Creedmoor)' });
  await expect(page).toHaveURL(new RegExp(`[?&]load=${high.id}`));
  await expect(entries).toHaveCount(15);
  await expect(entries.first()).toContainText('Session 04');
  await expect(entries.filter({ hasText: 'Ladder 41.5 gr' })).toHaveCount(0);
  await expect(showMore).toBeHidden();
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR' });
  await expect(entries).toHaveCount(15);
  await page.reload();
  await expect(entries).toHaveCount(15);
  await expect(page.getByLabel('Load development')).toHaveValue(high.id);

  // The load page's ladder pools its recipe's sessions (all 60), however many there are. Three lack the
  // shot sums: the page reads the recipe's sessions whole this once and stores their sums.
  await page.goto(`/load/${low.id}`);
  const ladder = page.getByRole('table', { name: 'Charge ladder' });
  const rung = (charge: string) =>
    ladder.getByRole('row').filter({ has: page.getByRole('rowheader', { name: charge, exact: true }) });
  await expect(rung('41.5 gr')).toContainText('2,710 fps');
  await expect(rung('41.5 gr')).toContainText('45');
  await expect(rung('42 gr')).toContainText('2,760 fps');
  await expect(rung('42 gr')).toContainText('15');
  // Session 60, of the 42.0 gr load: 2750 + 2760 + 2770 fps.
  await expect.poll(() => storedVelocitySum(sessions[59]!.id)).toEqual({ integerValue: '8280' });
  await waitUntilSynced(page);
  // Opened again, from the server's sums over the summaries alone (a few reads a load): the same ladder.
  await page.reload();
  await expect(rung('41.5 gr')).toContainText('2,710 fps');
  await expect(rung('41.5 gr')).toContainText('45');
  await expect(rung('42 gr')).toContainText('2,760 fps');
  await expect(rung('42 gr')).toContainText('15');
  await expect(page.locator('[data-recipe="Sessions"]')).toHaveText('45');
  // Its history: the newest 25 of its 45 sessions, then the other 20.
  const history = page.getByRole('table', { name: 'Sessions with this load' }).getByRole('row');
  await expect(history).toHaveCount(26);
  await expect(history.nth(1)).toContainText('Session 01');
  await expect(page.locator('[data-temperature="scope"]')).toContainText('From the 25 newest sessions');
  await showMore.click();
  await expect(history).toHaveCount(46);
  await expect(history.last()).toContainText('Session 59');
  await expect(showMore).toBeHidden();
  await expect(page.locator('[data-temperature="scope"]')).toBeHidden();

  // The firearm's page: its sessions a page at a time, its rounds summed by the server (60 x 3).
  await page.goto(`/firearm/${firearmId}`);
  await expect(page.locator('[data-stat="Total rounds"]')).toHaveText('180');
  await expect(entries).toHaveCount(25);
  await expect(entries.first()).toContainText('Session 01');
  await showMore.click();
  await expect(entries).toHaveCount(50);
  await showMore.click();
  await expect(entries).toHaveCount(60);
  await expect(showMore).toBeHidden();
});
