import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { shotRows } from '../support/records';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, test, waitUntilSynced } from '../support/sync';

// What is different on a phone (the phone project only): the shot form under a thumb, with the
// on-screen keyboard's Enter and taps, and the target drawing placed by a tap rather than a click.

/** Taps the shot form's target where a shot hit, in inches from the aim (the face shows ±4 in). */
async function tapTarget(page: Page, inchesRight: number, inchesUp: number) {
  const target = page.getByRole('img', { name: /tap where the shot hit/ });
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('The target is not on the screen');
  await page.touchscreen.tap(
    box.x + ((inchesRight / 4 + 1) / 2) * box.width,
    box.y + ((1 - inchesUp / 4) / 2) * box.height,
  );
}

test('on a phone, a shot is logged with the keyboard’s Enter, two are placed by tapping the target and Log Shot, and the group follows', async ({
  page,
}) => {
  const { email, sessionIds } = await newAccountWithSessions('phone-shots', '0', [
    { name: 'Phone string', targetDistance: 100 },
  ]);
  await signIn(page, email);
  await page.goto(`/session/${sessionIds[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phone string');

  // The keyboard's Enter (the "go" key) logs the shot and leaves the velocity ready for the next.
  const velocity = page.getByLabel('Velocity (fps)');
  await velocity.tap();
  await velocity.fill('2790');
  await velocity.press('Enter');
  await expect(velocity).toHaveValue('');
  await expect(velocity).toBeFocused();
  await expect(shotRows(page)).toHaveCount(1);

  for (const [x, y, fps] of [
    [0, 0, '2801'],
    [1, 0, '2810'],
  ] as const) {
    // The last shot on the server first: on a 390 px phone the header's sync indicator, shown while a
    // write is on its way, makes the header taller and moves the page (22 px) under the target.
    await waitUntilSynced(page);
    await tapTarget(page, x, y);
    await expect(page.getByLabel('X (in, right +)')).toHaveValue(String(x));
    await expect(page.getByLabel('Y (in, up +)')).toHaveValue(String(y));
    await velocity.fill(fps);
    await page.getByRole('button', { name: 'Log Shot' }).tap();
    await expect(page.getByLabel('X (in, right +)')).toHaveValue('');
  }

  await expect(shotRows(page)).toHaveCount(3);
  // Newest first: the shot an inch right of the aim.
  await expect(shotRows(page).first()).toContainText('1.00, 0.00');
  const group = page.getByRole('region', { name: 'Group' });
  await expect(group).toContainText('2 shots with a place on the target, at 100 yd.');
  await expect(
    page.getByRole('table', { name: 'Group figures' }).getByRole('row', { name: /^Extreme spread/ }),
  ).toHaveText(/1\.00"\s*0\.96 MOA/);
  await waitUntilSynced(page);
});
