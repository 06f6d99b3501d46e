import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/accounts';
import { createFirearm, createLoad, LOAD_CHOICE } from '../support/records';
import { expect, test } from '../support/sync';
import { chooseAllUnits, leadingNumber } from '../support/units';

// A shooter in Europe: a session logged in m/s with a target at 100 m and impacts in mm, seen in
// those units; switched to imperial, the same session in fps, inches and MOA (issue 34).

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const groupRow = (page: Page, figure: string) =>
  page.getByRole('table', { name: 'Group figures' }).getByRole('row', { name: new RegExp(`^${figure}`) });

/** Velocity in m/s, x and y in mm, as typed at the range with a decimal comma where it has one. */
const SHOTS = [
  ['820,0', '0', '0'],
  ['822,5', '10', '5'],
  ['825', '-8', '12'],
  ['823,1', '5', '-10'],
  ['821,4', '12', '8'],
] as const;

test('a metric account logs a session in m/s and mm at 100 m, and sees it in m/s, mm and MIL; in imperial the same session is in fps, inches and MOA', async ({
  page,
}) => {
  await signInAsNewUser(page, 'units-metric', 'Metric Shooter');
  await createLoad(page);
  await createFirearm(page, '0');
  await chooseAllUnits(page, 'metric');

  await page.goto('/session/new');
  await page.getByLabel('Session name').fill('Metric string');
  await page.getByLabel('Target distance (m)').fill('100');
  await page.getByLabel('Temperature (°C)').fill('12,5');
  await page.getByLabel('Ammunition type').selectOption('handload');
  await page.getByLabel('Ammunition', { exact: true }).selectOption({ label: LOAD_CHOICE });
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR (6.5 Creedmoor)' });
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/session\/(?!new$)[\w-]+$/);
  const sessionPath = new URL(page.url()).pathname;

  const velocity = page.getByLabel('Velocity (m/s)');
  for (const [speed, x, y] of SHOTS) {
    await velocity.fill(speed);
    await page.getByLabel('X (mm, right +)').fill(x);
    await page.getByLabel('Y (mm, up +)').fill(y);
    await velocity.press('Enter');
    await expect(velocity).toHaveValue('');
  }
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(5);
  // Each place shows back as typed: stored to 0.001 in (10 mm is 0.394 in; to 0.01 in, 0.39 showed 9.9 mm).
  for (const [, x, y] of SHOTS)
    await expect(page.getByRole('table', { name: 'Shots' })).toContainText(
      `${Number(x).toFixed(1)}, ${Number(y).toFixed(1)}`,
    );
  // Stored as whole fps: 2690, 2698, 2707, 2700, 2695; their mean 2698 fps is 822.35 m/s, their SD 6.29 fps 1.92 m/s.
  await expect(stat(page, 'Average velocity')).toHaveText('822.4 m/s');
  await expect(stat(page, 'SD (sample)')).toHaveText('1.9 m/s');
  // The SD's interval, worked out in fps and converted with it.
  await expect(page.getByText('SD 1.9 m/s: 90% interval 1.2 m/s to 4.6 m/s')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Group' })).toContainText('at 100 m.');
  const metricSpread = (await groupRow(page, 'Extreme spread').textContent()) ?? '';
  expect(metricSpread).toMatch(/^Extreme spread[\d.]+ mm[\d.]+ MIL[\d.]+ MOA$/);
  await expect(page.getByRole('region', { name: 'Session details' })).toContainText('12.5°C');

  await chooseAllUnits(page, 'imperial');
  // Only on the device yet: the page loaded again shows the new units all the same.
  await page.goto(sessionPath);
  await expect(stat(page, 'Average velocity')).toHaveText('2,698 fps');
  await expect(stat(page, 'SD (sample)')).toHaveText('6.3 fps');
  await expect(page.getByText('SD 6.3 fps: 90% interval 4.1 fps to 14.9 fps')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Group' })).toContainText('at 109.4 yd.');
  const imperialSpread = (await groupRow(page, 'Extreme spread').textContent()) ?? '';
  expect(imperialSpread).toMatch(/^Extreme spread[\d.]+"[\d.]+ MOA[\d.]+ MIL$/);
  // The same group: its size in mm is its size in inches times 25.4, its MIL and MOA the same angle.
  const [mm, mil] = metricSpread.match(/[\d.]+(?= (mm|MIL))/g)!.map(Number);
  const inches = leadingNumber(imperialSpread.replace('Extreme spread', ''));
  const moa = Number(/([\d.]+) MOA/.exec(imperialSpread)![1]);
  expect(Math.abs(mm! / 25.4 - inches)).toBeLessThan(0.006);
  expect(Math.abs(mil! * 3.43775 - moa)).toBeLessThan(0.03);
  await expect(page.getByRole('region', { name: 'Session details' })).toContainText('54.5°F');
});
