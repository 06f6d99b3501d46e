import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { expectNoAxeViolations } from '../support/axe';
import { visit } from '../support/navigation';
import { writeSessionsOnServer, type ServerSession } from '../support/records';
import { expect, test } from '../support/sync';
import { chooseAllUnits } from '../support/units';

// What the load page says of a ladder and of temperature, with the figures the unit tests prove
// (src/domain/ladder.test.ts, temperature.test.ts), from sessions written straight on the server.

type LadderLoad = { id: string; name: string; charge: number };

/**
 * A new account with a ladder of five loads (41.0 to 41.8 gr), the Tikka and their sessions, made on
 * the server; signed in on the page, on `firstPage` (given the loads). Gives the loads.
 */
async function signInWithLadderOfFive(page: Page, label: string, firstPage: (loads: LadderLoad[]) => string) {
  const charges = [41.0, 41.2, 41.4, 41.6, 41.8];
  const account = await newAccountWith(label, {
    loads: charges.map((charge) => testLoad(`Ladder ${charge.toFixed(1)} gr`, charge.toFixed(1))),
    firearms: [testFirearm('0')],
  });
  const { uid } = account;
  const firearmId = account.firearmIds[0]!;
  const loads: LadderLoad[] = charges.map((charge, index) => ({
    id: account.loadIds[index]!,
    name: `Ladder ${charge.toFixed(1)} gr`,
    charge,
  }));
  const [first, ...rest] = loads;

  // 41.0 gr: one shot at each of 30, 55 and 85 °F (2752, 2781, 2815 fps: 1.145 fps per °F); the
  // other charges a string of three each. Charge means 2782.7, 2803, 2818, 2846, 2862 fps.
  const sessions: ServerSession[] = [
    ...[
      [30, 2752],
      [55, 2781],
      [85, 2815],
    ].map(([temperature, velocity], index) => ({
      id: `${uid}-t${index}`,
      name: `Cold to hot ${index + 1}`,
      date: `2026-0${index + 1}-15`,
      load: first!,
      firearmId,
      velocities: [velocity!],
      temperature,
      // 41.0 gr's group centre: (0, -1.5).
      places: [[(index - 1) / 10, -1.5] as [number, number]],
    })),
    ...[
      [2795, 2811, 2803],
      [2811, 2825, 2818],
      [2846, 2837, 2855],
      [2856, 2869, 2861],
    ].map((velocities, index) => {
      // Group centres climb, then settle from 41.4 to 41.8 gr: (0, -0.8), (0, 0), (0.2, 0.1), (0.1, 0.25).
      const [x, y] = (
        [
          [0, -0.8],
          [0, 0],
          [0.2, 0.1],
          [0.1, 0.25],
        ] as const
      )[index]!;
      return {
        id: `${uid}-l${index}`,
        name: `Rung ${index + 2}`,
        date: '2026-05-02',
        load: rest[index]!,
        firearmId,
        velocities,
        places: [
          [x - 0.1, y],
          [x + 0.1, y],
          [x, y],
        ] as [number, number][],
      };
    }),
  ];
  await writeSessionsOnServer(uid, sessions);
  await signIn(page, account.email, undefined, firstPage(loads));
  return loads;
}

test('a ladder of five loads shows its slope and no flat spot beyond noise, a load its temperature sensitivity from three sessions, and both tables go away as CSV', async ({
  page,
}) => {
  await signInWithLadderOfFive(page, 'load-analysis', () => '/loads');
  await page.getByRole('link', { name: 'Ladder 41.0 gr' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 41.0 gr');
  await expect(page.getByRole('table', { name: 'Charge ladder' }).getByRole('row')).toHaveCount(6);
  await expect(page.locator('[data-ladder="trend"]')).toHaveText(
    'Velocity rises 100.8 fps per grain (90% interval 88.6 to 113.1); its charges scatter 3.3 fps about that line.',
  );
  await expect(page.locator('[data-ladder="verdict"]')).toHaveText(
    'The ladder shows no node beyond noise (residual SD 3.3 fps).',
  );

  await expect(page.locator('[data-temperature="sensitivity"]')).toHaveText(
    'Temperature sensitivity: 1.145 fps per °F (90% interval 1.097 to 1.193), from 3 sessions between 30°F and 85°F.',
  );
  // The table for a ballistic app: every 10 °F from 30 to 90, the line beyond 85 °F marked.
  const table = page.getByRole('table', { name: 'Muzzle velocity by temperature, for a ballistic app' });
  await expect(table.getByRole('row')).toHaveCount(8);
  const row = (temperature: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: temperature, exact: true }) });
  // 2782.67 + 1.14505 x (30 - 56.67) = 2752.2; at 90 °F, 2820.8.
  await expect(row('30°F')).toContainText('2,752 fps');
  await expect(row('30°F')).toContainText('within the temperatures shot');
  await expect(row('90°F')).toContainText('2,821 fps');
  await expect(row('90°F')).toContainText('beyond the temperatures shot');

  // Both tables go away as CSV: the ballistic app's, and the ladder's.
  const downloaded = async (button: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return readFile(await download.path(), 'utf8');
  };
  const temperatureCsv = await downloaded('Download temperature CSV');
  expect(temperatureCsv).toContain('Temperature (F),Muzzle velocity (fps),Beyond the temperatures shot');
  expect(temperatureCsv).toContain('30,2752,no');
  expect(temperatureCsv).toContain('90,2821,yes');
  // 2856, 2869, 2861: average 2862, SD 6.6, ES 13.
  expect(await downloaded('Download ladder CSV')).toContain('41.8,Ladder 41.8 gr,2862,6.6,13,3,1');

  // OCW: the group centres settle from 41.4 to 41.8 gr, the widest pair 0.27 in apart.
  await expect(page.getByRole('table', { name: 'Group centre by charge' }).getByRole('row')).toHaveCount(6);
  await expect(page.locator('[data-ocw="verdict"]')).toHaveText(
    'Group centres stay within 0.50" of one another from 41.4 gr to 41.8 gr (3 charges, centres within 0.27"): a window where the charge matters least.',
  );
  await page.getByLabel('Centres within (in)').fill('0.2');
  await expect(page.locator('[data-ocw="verdict"]')).toHaveText(
    'No 3 consecutive charges put their group centres within 0.20" of one another.',
  );
  await page.getByLabel('Centres within (in)').fill('0.5');

  await expectNoAxeViolations(page, 'the load page with a ladder and temperatures');
});

test('in a metric account the ladder reads m/s per grain and the temperature sensitivity m/s per °C, the same fits converted', async ({
  page,
}) => {
  await signInWithLadderOfFive(page, 'load-analysis-metric', () => '/account');
  await chooseAllUnits(page, 'metric');
  await visit(page, '/loads');
  await page.getByRole('link', { name: 'Ladder 41.0 gr' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 41.0 gr');
  // 100.8 fps per grain is 30.7 m/s per grain (grains kept, as metric accounts start); 3.3 fps is 1.0 m/s.
  await expect(page.locator('[data-ladder="trend"]')).toHaveText(
    /^Velocity rises 30\.7 m\/s per grain \(90% interval 27(\.0)? to 34\.5\); its charges scatter 1(\.0)? m\/s about that line\.$/,
  );
  // 1.14505 fps per °F is 0.628 m/s per °C (x 0.3048 x 9/5); 30 °F and 85 °F are -1.1 °C and 29.4 °C.
  await expect(page.locator('[data-temperature="sensitivity"]')).toHaveText(
    'Temperature sensitivity: 0.628 m/s per °C (90% interval 0.602 to 0.655), from 3 sessions between -1.1°C and 29.4°C.',
  );
  const table = page.getByRole('table', { name: 'Muzzle velocity by temperature, for a ballistic app' });
  await expect(table.getByRole('rowheader').first()).toHaveText(/°C$/);
  await expect(table.getByRole('row').nth(1)).toContainText('m/s');
});

test('two loads of a ladder compare from the load page, and the choice is kept in the address', async ({ page }) => {
  const [first, , , , top] = await signInWithLadderOfFive(page, 'load-compare', ([low]) => `/load/${low!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladder 41.0 gr');

  // Compare, from the load page: this load against the top of the ladder (Welch's t and the F-test
  // on 2752, 2781, 2815 against 2856, 2869, 2861).
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(`/compare?a=${first!.id}`);
  await expect(page).toHaveTitle('Compare Loads · Rangebook');
  await expect(page.getByText('Choose two loads to compare.')).toBeVisible();
  await page.getByLabel('Second load').selectOption({ label: 'Ladder 41.8 gr (6.5 Creedmoor)' });
  await expect(page.locator('[data-comparison="means"]')).toHaveText(
    'Ladder 41.8 gr has the higher average (2,862 vs 2,783 fps, p = 0.044).',
  );
  await expect(page.locator('[data-comparison="sds"]')).toHaveText(
    'No proven difference in SD (p = 0.083). To tell SD 31.5 from SD 6.6 with 80% power takes about 6 shots each.',
  );
  const shots = page.getByRole('table', { name: 'Comparison' }).getByRole('row', { name: /^Shots/ });
  await expect(shots).toHaveText(/Shots\s*3\s*3/);
  // The choice is kept in the address: a reload shows the same comparison.
  await page.reload();
  await expect(page.getByLabel('Second load')).toHaveValue(top!.id);
  await expect(page.locator('[data-comparison="means"]')).toContainText('p = 0.044');
  await expectNoAxeViolations(page, 'the comparison of two loads');
});
