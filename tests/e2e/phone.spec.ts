import type { Locator, Page } from '@playwright/test';
import { PHOTO_TARGET, targetImage } from '@/test-utils/target-image';
import { signIn } from '../support/accounts';
import { visit } from '../support/navigation';
import { encodePng } from '../support/png';
import { shotRows } from '../support/records';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, goOffline, goOnline, test, waitUntilSynced } from '../support/sync';
import { chooseAllUnits } from '../support/units';

// What is different on a phone (the phone project only): the shot form under a thumb, with the
// on-screen keyboard's Enter and taps, and the target drawing placed by a tap rather than a click.

/** The shot form's target drawing. */
const shotTarget = (page: Page) => page.getByRole('img', { name: /tap where the shot hit/ });

/** Taps the shot form's target where a shot hit, in inches from the aim (the face shows ±4 in). */
async function tapTarget(page: Page, inchesRight: number, inchesUp: number) {
  const target = shotTarget(page);
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
  // 1 in at 100 yd (3600 in) is 1/3600 rad, 3/π = 0.9549 MOA (1/60°).
  await expect(
    page.getByRole('table', { name: 'Group figures' }).getByRole('row', { name: /^Extreme spread/ }),
  ).toHaveText(/1\.00"\s*0\.95 MOA/);
  await waitUntilSynced(page);
});

test('on a phone, a metric account taps the target in millimetres and logs m/s; the group reads mm and MIL at 100 m', async ({
  page,
}) => {
  // 100 yd stored: the metric page says 91.4 m.
  const { email, sessionIds } = await newAccountWithSessions('phone-metric', '0', [
    { name: 'Metric phone string', targetDistance: 100 },
  ]);
  await signIn(page, email);
  await chooseAllUnits(page, 'metric');
  await page.goto(`/session/${sessionIds[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metric phone string');

  const velocity = page.getByLabel('Velocity (m/s)');
  for (const [x, y, speed] of [
    [0, 0, '850,4'],
    [1, 0, '853,1'],
  ] as const) {
    await tapTarget(page, x, y);
    // The tap's place in inches, shown in mm (1 in is 25.4 mm).
    await expect(page.getByLabel('X (mm, right +)')).toHaveValue(String(x * 25.4));
    await expect(page.getByLabel('Y (mm, up +)')).toHaveValue(String(y * 25.4));
    await velocity.fill(speed);
    await page.getByRole('button', { name: 'Log Shot' }).tap();
    await expect(page.getByLabel('X (mm, right +)')).toHaveValue('');
  }
  await expect(shotRows(page)).toHaveCount(2);
  // 850.4 and 853.1 m/s are 2790 and 2799 fps as stored; back in m/s, 850.4 and 853.1.
  await expect(shotRows(page).first()).toContainText('853.1');
  const group = page.getByRole('region', { name: 'Group' });
  await expect(group).toContainText('2 shots with a place on the target, at 91.4 m.');
  // On a phone the group shows the account's angle only: 25.4 mm at 91.44 m is 0.28 MIL.
  await expect(
    page.getByRole('table', { name: 'Group figures' }).getByRole('row', { name: /^Extreme spread/ }),
  ).toHaveText(/25\.4 mm\s*0\.28 MIL/);
  await waitUntilSynced(page);
});

/** Where an element is on the page (scrolled or not) and how tall, in CSS pixels. */
const place = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { top: box.top + window.scrollY, height: box.height };
  });

test('on a phone, the header keeps its height while a shot waits offline, so the target stays under the thumb', async ({
  page,
  context,
}) => {
  expect(page.viewportSize()?.width).toBe(390);
  const { email, sessionIds } = await newAccountWithSessions('phone-header', '0', [
    { name: 'No signal, same header', targetDistance: 100, shots: [2800, 2810] },
  ]);
  await signIn(page, email);
  await visit(page, `/session/${sessionIds[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No signal, same header');
  await expect(shotRows(page)).toHaveCount(2);
  await waitUntilSynced(page);

  const header = page.getByRole('banner');
  const target = shotTarget(page);
  await target.scrollIntoViewIfNeeded();
  const before = { header: await place(header), target: await place(target) };

  // The signal goes, and a shot is logged: it waits on this device, and the header says so.
  await goOffline(context);
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toContainText('Offline');
  await tapTarget(page, 1, 1);
  await page.getByLabel('Velocity (fps)').fill('2805');
  await page.getByRole('button', { name: 'Log Shot' }).tap();
  await expect(shotRows(page)).toHaveCount(3);
  await expect(indicator).toContainText('Saved on this device (1)');
  await expect(indicator).toBeVisible();

  // Its words take a line of the header's row, no more: nothing below moves.
  expect({ header: await place(header), target: await place(target) }).toEqual(before);
  // On the phone's row the short words show; the whole sentence above is for screen readers.
  await expect(indicator.getByText('Offline · 1', { exact: true })).toBeVisible();

  // The signal returns and the shot syncs: still the same.
  await goOnline(context);
  await waitUntilSynced(page);
  expect({ header: await place(header), target: await place(target) }).toEqual(before);
});

test('on a phone, a photo of a paper target is scaled, aimed and its holes tapped by hand: the group reads as measured', async ({
  page,
}) => {
  const { email, sessionIds } = await newAccountWithSessions('phone-photo', '0', [
    { name: 'Paper on the phone', targetDistance: 100 },
  ]);
  await signIn(page, email);
  await page.goto(`/session/${sessionIds[0]}`);
  await page.getByRole('button', { name: 'Measure a group from a photo' }).tap();
  await page.getByLabel('Choose an image file').setInputFiles({
    name: 'target.png',
    mimeType: 'image/png',
    buffer: encodePng(targetImage(PHOTO_TARGET)),
  });
  const photo = page.getByRole('application', { name: /Target photo/ });
  await photo.scrollIntoViewIfNeeded();
  /** A tap on the photo at a point of the paper, in inches from its top left corner. */
  const tapPaper = async (x: number, y: number) => {
    const box = await photo.boundingBox();
    if (!box) throw new Error('The photo is not on the screen');
    await page.touchscreen.tap(
      box.x + (x / PHOTO_TARGET.widthInches) * box.width,
      box.y + (y / PHOTO_TARGET.heightInches) * box.height,
    );
  };

  // Two vertical grid lines 4 in apart, their distance typed, and the aim on the middle crossing.
  await tapPaper(3, 2);
  await tapPaper(7, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Scale point 2 placed.' })).toBeVisible();
  await page.getByLabel('Distance between the scale points (in)').fill('4');
  await tapPaper(PHOTO_TARGET.aim.x, PHOTO_TARGET.aim.y);
  // Each hole off the aim tapped where it is (inches right and up of the aim); the one under the aim's own
  // mark (a tap there picks the mark up) is confirmed from the hole finder's suggestion.
  for (const hole of PHOTO_TARGET.holes.filter(({ x, y }) => x !== 0 || y !== 0))
    await tapPaper(PHOTO_TARGET.aim.x + hole.x, PHOTO_TARGET.aim.y - hole.y);
  await page.getByRole('button', { name: 'Accept 1 suggested hole' }).tap();

  const measured = page.getByRole('region', { name: 'Group 1 from the photo' });
  await expect(measured).toContainText('Group 1: 5 holes');
  // Worked by hand (PHOTO_TARGET): extreme spread √2 = 1.414 in, mean radius 4 × √½ / 5 = 0.566 in.
  const inches = async (figure: string) =>
    Number((await measured.locator(`[data-photo-figure="${figure}"]`).innerText()).match(/(\d+\.\d+)"/)?.[1]);
  expect(Math.abs((await inches('extreme-spread')) - Math.SQRT2)).toBeLessThan(0.05);
  expect(Math.abs((await inches('mean-radius')) - (4 * Math.SQRT1_2) / 5)).toBeLessThan(0.05);
});
