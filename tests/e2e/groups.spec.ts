import type { Page } from '@playwright/test';
import { PHOTO_TARGET, targetImage } from '@/test-utils/target-image';
import { leftOnDevice, signIn } from '../support/accounts';
import { testFirearm, testLoad } from '../support/app-records';
import { expectNoAxeViolations } from '../support/axe';
import { encodePng } from '../support/png';
import { shotRows } from '../support/records';
import { newAccountWithSessions, type SeedSession } from '../support/seed-figures';
import { expect, goOffline, goOnline, test, waitUntilSynced } from '../support/sync';

/**
 * A new account with the load, the Tikka and the given sessions of them (active unless said), made
 * on the server; signed in on the page. Gives the sessions' ids.
 */
async function signInWithSessions(
  page: Page,
  label: string,
  sessions: Omit<SeedSession, 'loadId' | 'firearmId'>[],
): Promise<string[]> {
  const { email, sessionIds } = await newAccountWithSessions(
    label,
    { loads: [testLoad()], firearms: [testFirearm('0')] },
    ({ loadIds, firearmIds }) =>
      sessions.map((session) => ({ end: false, ...session, loadId: loadIds[0]!, firearmId: firearmIds[0]! })),
  );
  await signIn(page, email);
  return sessionIds;
}

/** Taps the shot form's target where a shot hit, in inches from the aim (the face shows ±4 in). */
async function tapTarget(page: Page, inchesRight: number, inchesUp: number) {
  const target = page.getByRole('img', { name: /tap where the shot hit/ });
  const box = await target.boundingBox();
  if (!box) throw new Error('The target is not on the screen');
  await target.click({
    position: { x: ((inchesRight / 4 + 1) / 2) * box.width, y: ((1 - inchesUp / 4) / 2) * box.height },
  });
}

const groupFigure = (page: Page, figure: string) =>
  page.getByRole('table', { name: 'Group figures' }).getByRole('row', { name: new RegExp(`^${figure}`) });

test('five shots placed by tapping the target give the group in inches and MOA at the target distance; a second target its own group; the best ranks by mean radius', async ({
  page,
}) => {
  const [session] = await signInWithSessions(page, 'groups', [{ name: 'Group at 100', targetDistance: 100 }]);
  await page.goto(`/session/${session}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group at 100');

  // The square with a shot in its middle, each with a velocity.
  const hits: [number, number, string][] = [
    [0, 0, '2801'],
    [1, 0, '2810'],
    [0, 1, '2795'],
    [1, 1, '2806'],
    [0.5, 0.5, '2799'],
  ];
  for (const [x, y, velocity] of hits) {
    await tapTarget(page, x, y);
    await expect(page.getByLabel('X (in, right +)')).toHaveValue(String(x));
    await expect(page.getByLabel('Y (in, up +)')).toHaveValue(String(y));
    await page.getByLabel('Velocity (fps)').fill(velocity);
    await page.getByRole('button', { name: 'Log Shot' }).click();
    await expect(page.getByLabel('X (in, right +)')).toHaveValue('');
  }

  await expect(shotRows(page)).toHaveCount(5);
  // Newest first: the middle shot, 0.71 in from the aim.
  await expect(shotRows(page).first()).toContainText('0.50, 0.50');
  await expect(shotRows(page).first()).toContainText('0.71');
  const group = page.getByRole('region', { name: 'Group' });
  await expect(group).toContainText('5 shots with a place on the target, at 100 yd.');
  // ES 1.414 in, mean radius 0.566 in; 1 MOA (1/60°) is 1.0472 in at 100 yd: 1.3505 and 0.5402 MOA.
  await expect(groupFigure(page, 'Extreme spread')).toHaveText(/1\.41"\s*1\.35 MOA/);
  await expect(groupFigure(page, 'Mean radius')).toHaveText(/0\.57"\s*0\.54 MOA/);
  await expect(groupFigure(page, 'Vertical SD')).toHaveText(/0\.50"\s*0\.48 MOA/);
  await expect(groupFigure(page, 'Horizontal SD')).toHaveText(/0\.50"\s*0\.48 MOA/);
  await expect(group).toContainText('Centre: 0.50" right, 0.50" up of the aim (0.48 MOA right, 0.48 MOA up).');
  await expect(page.getByRole('img', { name: /Where the shots hit/ })).toBeVisible();
  await waitUntilSynced(page);
  await expectNoAxeViolations(page, 'a session page with a group');

  // The same figures after a reload, from what the server holds.
  await page.reload();
  await expect(groupFigure(page, 'Extreme spread')).toHaveText(/1\.41"\s*1\.35 MOA/);

  // Two shots on a second target, 0.5" apart: a group of its own, beside the first.
  await page.getByLabel('Target number').selectOption('2');
  for (const y of ['0', '0.5']) {
    await page.getByLabel('X (in, right +)').fill('3');
    await page.getByLabel('Y (in, up +)').fill(y);
    await page.getByRole('button', { name: 'Log Shot' }).click();
    await expect(page.getByLabel('X (in, right +)')).toHaveValue('');
  }
  const second = page.getByRole('region', { name: 'Group on target 2' });
  await expect(second).toContainText('2 shots with a place on the target, at 100 yd.');
  // 0.5 in at 100 yd is 0.4775 MOA.
  await expect(second.getByRole('row', { name: /^Extreme spread/ })).toHaveText(/0\.50"\s*0\.48 MOA/);
  await expect(page.getByRole('region', { name: 'Group on target 1' })).toContainText('5 shots with a place');
  await waitUntilSynced(page);

  // The dashboard's Best Group: the five shots rank by mean radius, ahead of the tighter pair (and of the
  // closest shot, 0.00" at the aim).
  await page.goto('/dashboard');
  await expect(page.locator('[data-stat="Best Group"]')).toHaveText(
    '1.41" group at 100 yd, by mean radius 0.57" (5 shots)',
  );
});

test('a group without a target distance shows inches and asks for the distance for MOA', async ({ page }) => {
  const [session] = await signInWithSessions(page, 'groups-no-distance', [{ name: 'Group, distance unknown' }]);
  await page.goto(`/session/${session}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group, distance unknown');
  // Where each shot hit, typed (the first test taps the target).
  for (const [x, y] of [
    [-1, 0.5],
    [0.5, -1],
  ] as const) {
    await page.getByLabel('X (in, right +)').fill(String(x));
    await page.getByLabel('Y (in, up +)').fill(String(y));
    await page.getByRole('button', { name: 'Log Shot' }).click();
    await expect(page.getByLabel('X (in, right +)')).toHaveValue('');
  }
  // From (-1, 0.5) to (0.5, -1): √(1.5² + 1.5²) = 2.12 in.
  await expect(groupFigure(page, 'Extreme spread')).toHaveText(/2\.12"\s*–/);
  await expect(page.getByRole('region', { name: 'Group' })).toContainText('MOA needs the distance to the target.');
  await page.getByRole('link', { name: 'Add the target distance' }).click();
  await page.getByLabel('Target distance (yd)').fill('200');
  await page.getByRole('button', { name: /Save/ }).click();
  // At 200 yd one MOA is 2.0944 in: 2.1213 in is 1.0129 MOA.
  await expect(groupFigure(page, 'Extreme spread')).toHaveText(/2\.12"\s*1\.01 MOA/);
  await waitUntilSynced(page);
});

test('two sessions compare side by side from the sessions list: averages, SDs and groups, with no verdict below significance', async ({
  page,
}) => {
  // Two strings of four, logged on the server: 2800, 2810, 2790, 2805 and 2803, 2795, 2812, 2800 fps;
  // the first a 1" square, the second 2" apart.
  const strings = [
    {
      name: 'Morning string',
      shots: [
        [2800, 0, 0],
        [2810, 1, 0],
        [2790, 0, 1],
        [2805, 1, 1],
      ],
    },
    {
      name: 'Evening string',
      shots: [
        [2803, -1, 0],
        [2795, 1, 0],
        [2812, 0, 0.5],
        [2800, 0, -0.5],
      ],
    },
  ] as const;
  await signInWithSessions(
    page,
    'compare-sessions',
    strings.map((string) => ({
      name: string.name,
      targetDistance: 100,
      shots: string.shots.map(([velocity, x, y]) => ({ velocity, x, y })),
    })),
  );

  await page.goto('/sessions');
  await page.getByRole('link', { name: 'Compare Sessions' }).click();
  await expect(page).toHaveURL('/compare/sessions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Sessions');
  await expect(page.getByText('Choose two sessions to compare.')).toBeVisible();
  const choose = async (select: string, name: string) => {
    const option = page.getByLabel(select).locator('option', { hasText: name });
    await page.getByLabel(select).selectOption((await option.getAttribute('value')) ?? '');
  };
  await choose('First session', 'Morning string');
  await choose('Second session', 'Evening string');

  const table = page.getByRole('table', { name: 'Comparison' });
  const row = (figure: string) => table.locator(`[data-figure="${figure}"]`);
  await expect(row('Shots')).toHaveText(/4\s*4/);
  await expect(row('Average velocity')).toHaveText(/2,801 fps\s*2,803 fps/);
  await expect(row('Best group')).toHaveText(
    /1\.41" group at 100 yd, by extreme spread\s*2\.00" group at 100 yd, by extreme spread/,
  );
  // Four shots a side cannot tell 2801 from 2803 fps.
  await expect(page.locator('[data-comparison="means"]')).toContainText('No proven difference');
  await expectNoAxeViolations(page, 'two sessions compared');
});

/** A figure shown in inches ('1.41"'), as a number. */
const inchesIn = async (text: Promise<string>) => Number((await text).match(/(-?\d+\.\d+)"/)?.[1]);

test('a photo of a paper target becomes a group: scaled on two grid lines 4 in apart, aimed, its five holes confirmed, given to the two velocities logged and the rest logged as new shots offline', async ({
  page,
}) => {
  const [session] = await signInWithSessions(page, 'photo-group', [
    { name: 'Paper at 100', targetDistance: 100, shots: [{ velocity: 2701 }, { velocity: 2745 }] },
  ]);
  await page.goto(`/session/${session}`);
  await page.getByRole('button', { name: 'Measure a group from a photo' }).click();
  await page.getByLabel('Choose an image file').setInputFiles({
    name: 'target.png',
    mimeType: 'image/png',
    buffer: encodePng(targetImage(PHOTO_TARGET)),
  });
  const photo = page.getByRole('application', { name: /Target photo/ });
  await expect(photo).toBeVisible();
  const size = await photo.evaluate((canvas) => ({ width: canvas.clientWidth, height: canvas.clientHeight }));
  /** A click on the photo at a point of the paper, in inches from its top left corner. */
  const tapPaper = (x: number, y: number) =>
    photo.click({
      position: {
        x: (x / PHOTO_TARGET.widthInches) * size.width,
        y: (y / PHOTO_TARGET.heightInches) * size.height,
      },
    });

  // The scale: two vertical grid lines 4 in apart; then the aim, on the crossing in the middle.
  await tapPaper(3, 2);
  await tapPaper(7, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Scale point 2 placed.' })).toBeVisible();
  await page.getByLabel('Distance between the scale points (in)').fill('4');
  await tapPaper(5, 5);
  // The hole finder's five suggestions, confirmed; then the network goes.
  await page.getByRole('button', { name: 'Accept 5 suggested holes' }).click();
  await goOffline(page.context());
  const measured = page.getByRole('region', { name: 'Group 1 from the photo' });
  await expect(measured).toContainText('Group 1: 5 holes');
  // Worked by hand (PHOTO_TARGET): extreme spread √2 = 1.414 in, mean radius 0.566 in.
  const spread = await inchesIn(measured.locator('[data-photo-figure="extreme-spread"]').innerText());
  const radius = await inchesIn(measured.locator('[data-photo-figure="mean-radius"]').innerText());
  expect(Math.abs(spread - Math.SQRT2)).toBeLessThan(0.05);
  expect(Math.abs(radius - (4 * Math.SQRT1_2) / 5)).toBeLessThan(0.05);
  await expectNoAxeViolations(page, 'a target photo measured');

  // With no signal: the first two holes go to the two shots logged (said before), the other three are new
  // shots; five shots with their places, and the session's group is the photo's.
  await expect(page.getByText('go to the shots without a place in their logged order')).toContainText(
    '2 holes → shots 1 and 2 (2,701 fps … 2,745 fps); 3 holes more → new shots without a velocity.',
  );
  await page.getByRole('button', { name: 'Place the logged shots' }).click();
  await expect(shotRows(page)).toHaveCount(5);
  // The logged velocities kept, each shot now with a place (x, y).
  for (const velocity of ['2701', '2745'])
    await expect(shotRows(page).filter({ hasText: velocity })).toContainText(/-?\d\.\d\d, -?\d\.\d\d/);
  await expect(page.getByRole('region', { name: 'Group', exact: true })).toContainText(
    '5 shots with a place on the target',
  );
  expect(Math.abs((await inchesIn(groupFigure(page, 'Extreme spread').innerText())) - Math.SQRT2)).toBeLessThan(0.05);
  expect(Math.abs((await inchesIn(groupFigure(page, 'Mean radius').innerText())) - 0.566)).toBeLessThan(0.05);
  await goOnline(page.context());
  await waitUntilSynced(page);

  // Kept on this device with the session, it opens again later; logging out removes it with the rest.
  await page.getByRole('button', { name: 'Keep this photo on this device' }).click();
  await expect(page.getByText('The photo is kept on this device with this session')).toBeVisible();
  await page.getByRole('button', { name: 'Close the photo' }).click();
  await page.getByRole('button', { name: 'Measure a group from a photo' }).click();
  await page.getByRole('button', { name: 'Open the photo kept on this device' }).click();
  await expect(page.getByRole('application', { name: /Target photo/ })).toBeVisible();
  expect((await leftOnDevice(page)).databases).toContain('rangebook-photos');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });
});
