import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { newAccountWith, testFirearm, testLoad } from '../support/app-records';
import { COMPLETED_SESSION, firearmTotal, loadFigure } from '../support/records';
import { seedSessions } from '../support/seed-writes';
import { expect, test, waitUntilSynced } from '../support/sync';
import { chooseAllUnits } from '../support/units';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (...parts: string[]) => path.resolve(here, '../fixtures/chronograph', ...parts);
const GARMIN_CZ457 = fixture('garmin-xero', 'android-en_CZ457.csv');
const LABRADAR_SR0024 = fixture('labradar', 'SR0024 Report.csv');
const SHOTVIEW_DE_XLSX = fixture('garmin-xero-xlsx', 'Shotview_i_de.xlsx');
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);
const previewStat = (page: Page, label: string) => page.locator(`[data-import-stat="${label}"]`);

/** A new account with the test load, the Tikka and an active session of them, made on the server; logged in. Gives the session's path. */
async function signedInWithActiveSession(
  page: Page,
  label: string,
  name: string,
  targetDistance: number | null = null,
) {
  const { email, loadIds, firearmIds } = await newAccountWith(label, {
    loads: [testLoad()],
    firearms: [testFirearm('0')],
  });
  const [sessionId] = await seedSessions(email, [
    { loadId: loadIds[0]!, firearmId: firearmIds[0]!, name, targetDistance },
  ]);
  await signIn(page, email);
  return `/session/${sessionId}`;
}

test('a Garmin Xero file goes into an active session, and the same file is refused the second time', async ({
  page,
}) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-garmin', 'CZ457 string');
  await page.goto(sessionPath);

  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await expect(page).toHaveURL(`${sessionPath}/import`);
  // A file that is not a chronograph export: one sentence, nothing to import.
  await page.getByLabel('Chronograph file').setInputFiles(path.resolve(here, '../../package.json'));
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not a chronograph export Rangebook can read: import a Garmin Xero FIT file, ShotView CSV or Excel workbook, a LabRadar series report or Shots file, or a ShotMarker shots log.',
  );
  await expect(page.getByRole('button', { name: /^Import \d+ shots/ })).toHaveCount(0);

  // The real export: previewed with our statistics (whole fps, sample SD) before anything is saved.
  await page.getByLabel('Chronograph file').setInputFiles(GARMIN_CZ457);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Garmin Xero');
  await expect(previewStat(page, 'Shots')).toHaveText('9');
  await expect(previewStat(page, 'Average')).toHaveText('1,371 fps');
  await expect(previewStat(page, 'ES')).toHaveText('70 fps');
  await expect(previewStat(page, 'SD (sample)')).toHaveText('19.8 fps');
  await expect(preview).toContainText(/population/i);
  await expect(page.getByRole('table', { name: 'Shots in the file' }).locator('tbody tr')).toHaveCount(9);

  await page.getByRole('button', { name: 'Import 9 shots' }).click();
  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(9);
  await expect(stat(page, 'Shots')).toHaveText('9');
  await expect(stat(page, 'Average velocity')).toHaveText('1,371 fps');
  await expect(stat(page, 'SD (sample)')).toHaveText('19.8 fps');
  await waitUntilSynced(page);

  // The same string again is recognised and refused before anything is written.
  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await page.getByLabel('Chronograph file').setInputFiles(GARMIN_CZ457);
  await expect(page.getByRole('alert')).toHaveText(
    'This string is already in the session “CZ457 string”. Nothing was imported.',
  );
  await expect(page.getByRole('button', { name: 'Import 9 shots' })).toBeDisabled();
});

test('a LabRadar file becomes a completed session of a load development, rolled up', async ({ page }) => {
  const { email } = await newAccountWith('import-labradar', { loads: [testLoad()], firearms: [testFirearm('100')] });
  await signIn(page, email);

  await page.goto('/loads');
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await page.getByLabel('Chronograph file').setInputFiles(LABRADAR_SR0024);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('LabRadar');
  await expect(previewStat(page, 'Shots')).toHaveText('4');
  await expect(previewStat(page, 'Average')).toHaveText('2,281 fps');
  await expect(previewStat(page, 'SD (sample)')).toHaveText('15.3 fps');
  // The file's date and series name fill the new session; the only firearm is chosen.
  await expect(page.getByLabel('Session name')).toHaveValue('SR0024');
  await expect(page.getByLabel('Date')).toHaveValue('2021-01-04');
  await expect(page.getByLabel('Firearm')).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Import 4 shots as a completed session' }).click();

  await expect(page).toHaveURL(/\/session\/[\w-]+$/);
  await expect(page.getByText(COMPLETED_SESSION)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(4);
  await expect(stat(page, 'Average velocity')).toHaveText('2,281 fps');
  await waitUntilSynced(page);

  // Counted as a hand-logged session, on the file's date: the load was tested once, on the day the
  // string was shot, and the rifle fired four more.
  await page.goto('/loads');
  await expect(loadFigure(page, '6.5 CM 140 ELD-M / H4350', 'Sessions')).toHaveText('1');
  await expect(loadFigure(page, '6.5 CM 140 ELD-M / H4350', 'Last tested')).toHaveText('Jan 4, 2021');
  await page.goto('/firearms');
  await expect(firearmTotal(page)).toHaveText('104');

  // Importing it again, even from the load page, is refused.
  await page.goto('/loads');
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' }).click();
  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await page.getByLabel('Chronograph file').setInputFiles(LABRADAR_SR0024);
  await expect(page.getByRole('alert')).toHaveText(
    'This string is already in the session “SR0024”. Nothing was imported.',
  );
});

test('a ShotView workbook of two strings: the second chosen and imported into the active session, then refused there the second time', async ({
  page,
}) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-workbook', 'FOX ladder');
  await page.goto(`${sessionPath}/import`);

  await page.getByLabel('Chronograph file').setInputFiles(SHOTVIEW_DE_XLSX);
  const choice = page.getByLabel('String to import (the file holds 2)');
  await expect(choice).toHaveValue('0');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Garmin Xero (ShotView workbook)');
  await expect(previewStat(page, 'Average')).toHaveText('3,090 fps');
  await choice.selectOption({ label: '55grs FOX - 23,90grs D073.4 · Feb 8, 2025 · 5 shots' });
  // 3130, 3054, 3046, 3089, 3083 fps (m/s converted per shot, then whole fps as a logged shot).
  await expect(previewStat(page, 'Average')).toHaveText('3,080 fps');
  await expect(previewStat(page, 'SD (sample)')).toHaveText('33.2 fps');
  await page.getByRole('button', { name: 'Import 5 shots' }).click();

  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(5);
  await expect(stat(page, 'Average velocity')).toHaveText('3,080 fps');
  await waitUntilSynced(page);

  // The same workbook again: its second string is refused, its first could still come in.
  await page.goto(`${sessionPath}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(SHOTVIEW_DE_XLSX);
  await expect(page.getByRole('button', { name: 'Import 5 shots' })).toBeEnabled();
  await page.getByLabel('String to import (the file holds 2)').selectOption('1');
  await expect(page.getByRole('alert')).toHaveText(
    'This string is already in the session “FOX ladder”. Nothing was imported.',
  );
  await expect(page.getByRole('button', { name: 'Import 5 shots' })).toBeDisabled();
});

test('a file recorded in m/s previews in m/s in a metric account and in fps in an imperial one', async ({ page }) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-metric', 'Metric import');
  await chooseAllUnits(page, 'metric');
  await page.goto(`${sessionPath}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(SHOTVIEW_DE_XLSX);
  // 3,090 fps, the first string's average as whole-fps shots, is 941.8 m/s.
  await expect(previewStat(page, 'Average')).toHaveText('941.8 m/s');
  // The sentences beside the file's own summary speak m/s too.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Average: 941.8 m/s here');

  await chooseAllUnits(page, 'imperial');
  await page.goto(`${sessionPath}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(SHOTVIEW_DE_XLSX);
  await expect(previewStat(page, 'Average')).toHaveText('3,090 fps');
  await expect(preview).toContainText('Average: 3,090 fps here');
});

test('a ladder day in one workbook: each string goes to the load its title names, one completed session each, and nothing twice', async ({
  page,
}) => {
  const { email, loadIds } = await newAccountWith('import-ladder-day', {
    loads: [testLoad('FOX 23.9', '23.9'), testLoad('FOX 24.2', '24.2')],
    firearms: [testFirearm('0')],
  });
  const [low, high] = loadIds as [string, string];
  await signIn(page, email);

  await page.goto(`/load/${low}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(SHOTVIEW_DE_XLSX);
  const plan = page.getByRole('form', { name: 'Sessions from the file’s strings' });
  // "55grs FOX - 24,20 D073.4" names 24.2 gr, "55grs FOX - 23,90grs D073.4" 23.9 gr.
  await expect(plan.getByLabel('Load development for 55grs FOX - 24,20 D073.4')).toHaveValue(high);
  await expect(plan.getByLabel('Load development for 55grs FOX - 23,90grs D073.4')).toHaveValue(low);
  await expect(plan.getByLabel('Date of 55grs FOX - 24,20 D073.4')).toHaveValue('2025-02-08');
  await expect(plan.getByLabel('Firearm')).toHaveValue(/.+/);
  await plan.getByRole('button', { name: 'Import 2 strings as completed sessions' }).click();

  await expect(page).toHaveURL(`/load/${low}`);
  // Two strings of five shots are six writes (start, shots, end): on the server before the page changes.
  await waitUntilSynced(page);
  const sessionsOf = (target: string) =>
    page.getByRole('table', { name: 'Sessions with this load' }).getByRole('row', { name: new RegExp(target) });
  await expect(sessionsOf('55grs FOX - 23,90grs D073.4')).toContainText('3,080 fps');
  await page.goto(`/load/${high}`);
  await expect(sessionsOf('55grs FOX - 24,20 D073.4')).toContainText('3,090 fps');

  // The same file again: both strings are already in, nothing can be imported.
  await page.goto(`/load/${low}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(SHOTVIEW_DE_XLSX);
  await expect(plan.getByText('Already in the session “55grs FOX - 24,20 D073.4”: left out.')).toBeVisible();
  await expect(plan.getByText('Already in the session “55grs FOX - 23,90grs D073.4”: left out.')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Import 0 strings as completed sessions' })).toBeDisabled();
});

test('a LabRadar card folder at once: three series, one file that is none, each series a session of the load, and none twice', async ({
  page,
}) => {
  const { email, loadIds } = await newAccountWith('import-folder', {
    loads: [testLoad()],
    firearms: [testFirearm('0')],
  });
  const loadId = loadIds[0]!;
  await signIn(page, email);
  const folder = [
    LABRADAR_SR0024,
    fixture('labradar', 'SR0028 Report.csv'),
    fixture('labradar', 'SR0038 Report.csv'),
    path.resolve(here, '../../package.json'),
  ];

  await page.goto(`/load/${loadId}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(folder);
  await expect(page.getByRole('list', { name: 'Files that could not be read' })).toHaveText(
    /package\.json: This file is not a chronograph export Rangebook can read/,
  );
  const plan = page.getByRole('form', { name: 'Sessions from the file’s strings' });
  await expect(plan.getByRole('listitem')).toHaveCount(3);
  await expect(plan.getByRole('listitem').first()).toContainText('SR0024 Report.csv');
  // No title names a charge: each series is offered to this load.
  await expect(plan.getByLabel('Load development for SR0038')).toHaveValue(loadId);
  await plan.getByRole('button', { name: 'Import 3 strings as completed sessions' }).click();

  await expect(page).toHaveURL(`/load/${loadId}`);
  const history = page.getByRole('table', { name: 'Sessions with this load' });
  await expect(history.getByRole('row')).toHaveCount(4);
  for (const series of ['SR0024', 'SR0028', 'SR0038']) await expect(history).toContainText(series);
  // Three series of 4, 8 and 29 shots: a write per five shots and two per session, fifteen in all.
  await waitUntilSynced(page);

  // The same folder again: every series is already in, nothing can be imported.
  await page.goto(`/load/${loadId}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(folder.slice(0, 3));
  await expect(plan.getByText('Already in the session “SR0028”: left out.')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Import 0 strings as completed sessions' })).toBeDisabled();
});

test('a Garmin Xero FIT file goes into an active session, its shots at the moments the Xero recorded', async ({
  page,
}) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-fit', 'Xero string');
  await page.goto(`${sessionPath}/import`);

  await page.getByLabel('Chronograph file').setInputFiles(fixture('garmin-xero-fit', '06-18-2024_15-47-11.fit'));
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Garmin Xero (FIT file)');
  await expect(preview.getByRole('heading', { name: '06-18-2024_15-47-11' })).toBeVisible();
  // Speeds in mm/s per shot, to fps, then whole fps as a logged shot: 871 ... 951, average 889, sample SD 38.9
  // (38.8 from the speeds to 0.1 fps, as chrono:parse gives).
  await expect(previewStat(page, 'Shots')).toHaveText('10');
  await expect(previewStat(page, 'Average')).toHaveText('889 fps');
  await expect(previewStat(page, 'SD (sample)')).toHaveText('38.9 fps');
  await page.getByRole('button', { name: 'Import 10 shots' }).click();

  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(10);
  await expect(stat(page, 'ES')).toHaveText('118 fps');
  await waitUntilSynced(page);
});

test('a ShotMarker string brings where each shot hit: the session shows its group in inches and MOA', async ({
  page,
}) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-shotmarker', 'ShotMarker string', 100);
  await page.goto(`${sessionPath}/import`);

  await page.getByLabel('Chronograph file').setInputFiles(fixture('shotmarker', 'SM_shotslog_Sep_21.csv'));
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('ShotMarker');
  await page
    .getByLabel('String to import (the file holds 9)')
    .selectOption({ label: 'M2 R2 TT11 · Sep 12, 2026 · 20 shots' });
  await page.getByRole('button', { name: 'Import 20 shots' }).click();

  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(20);
  // The first shot of the string (the table's last row): 189 mm right, 9 mm up, stored as 7.441 and 0.354 in.
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr').last()).toContainText('7.44, 0.35');
  // From the file's 20 places in mm, each / 25.4 to 0.001 in as stored (worked out apart, in Python): ES 14.2527 in
  // (2·atan(ES / 2 / 3600 in) = 13.610 MOA of 1/60° at 100 yd), mean radius 4.6065 in (4.399 MOA), centre 1.7875 in
  // right, 0.2245 in down. (To 0.01 in, ES was 14.2595 in, 13.617 MOA.)
  const figures = page.getByRole('table', { name: 'Group figures' });
  await expect(figures.getByRole('row', { name: /^Extreme spread/ })).toHaveText(/14\.25"\s*13\.61 MOA/);
  await expect(figures.getByRole('row', { name: /^Mean radius/ })).toHaveText(/4\.61"\s*4\.40 MOA/);
  await expect(page.getByRole('region', { name: 'Group' })).toContainText('Centre: 1.79" right, 0.22" down of the aim');
  await waitUntilSynced(page);
});

test('velocities typed off a device’s screen, with a decimal comma in m/s, go into an active session through the same preview', async ({
  page,
}) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-pasted', 'Read off the screen');
  await page.goto(sessionPath);

  await page.getByRole('link', { name: 'Paste velocities' }).click();
  await expect(page).toHaveURL(`${sessionPath}/import#paste`);
  const list = page.getByLabel('Or type or paste velocities');
  await expect(list).toBeFocused();
  // A piece that is not a velocity: named, and nothing typed is lost.
  await list.fill('868,5\n87l,2\n869,9');
  await page.getByLabel('Unit').selectOption('mps');
  await page.getByRole('button', { name: 'Preview velocities' }).click();
  await expect(page.getByRole('form', { name: 'Paste velocities' }).getByRole('alert')).toHaveText(
    '“87l,2” is not a velocity: give numbers above zero only, one per line or separated by spaces, commas or semicolons.',
  );
  await expect(list).toHaveValue('868,5\n87l,2\n869,9');

  // 868.5, 871.2 and 869.9 m/s are 2849.4, 2858.3 and 2854.0 fps: stored whole, shown in fps here.
  await list.fill('868,5\n871,2; 869,9');
  await page.getByRole('button', { name: 'Preview velocities' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Velocities typed or pasted');
  await expect(preview).toContainText('Typed in m/s');
  await expect(previewStat(page, 'Shots')).toHaveText('3');
  await expect(previewStat(page, 'Average')).toHaveText('2,854 fps');
  await page.getByRole('button', { name: 'Import 3 shots' }).click();
  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(3);
  await expect(stat(page, 'Average velocity')).toHaveText('2,854 fps');
  await waitUntilSynced(page);
});

/** A made-up device's export no built-in format reads: `;`, decimal commas, m/s, a summary block. */
const madeUpExport = (name: string, velocities: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Nr;Zeit;Wert;Temperatur',
      ...velocities.map((velocity, index) => `${index + 1};10:0${index}:00;${velocity};12`),
      '',
      'Mittelwert;;869,9;',
    ].join('\n'),
  ),
});

test('a file of a layout Rangebook does not know is mapped once, and the next file of that layout imports in one step', async ({
  page,
}) => {
  const sessionPath = await signedInWithActiveSession(page, 'import-mapped', 'Made-up chronograph');
  await page.goto(`${sessionPath}/import`);

  await page
    .getByLabel('Chronograph file')
    .setInputFiles(madeUpExport('day-1.csv', ['860,0', '868,4', '871,2', '869,9']));
  const mapper = page.getByRole('form', { name: 'Map the columns' });
  await expect(mapper.getByRole('table', { name: 'First rows of the file' }).locator('tbody tr')).toHaveCount(6);
  // Guessed from the numbers: the column of velocities, in m/s by their size.
  await expect(mapper.getByLabel('Velocity column')).toHaveValue('2');
  await expect(mapper.getByLabel('Velocity unit')).toHaveValue('mps');
  await mapper.getByLabel('Shot number column').selectOption('Nr');
  await mapper.getByLabel('Time column').selectOption('Zeit');
  await mapper.getByLabel('Sighters (first rows to leave out)').fill('1');
  await mapper.getByRole('button', { name: 'Read the shots' }).click();

  // 868.4, 871.2 and 869.9 m/s (the sighter left out): 2849.1, 2858.3 and 2854.0 fps.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('read with your column mapping');
  await expect(previewStat(page, 'Shots')).toHaveText('3');
  await expect(previewStat(page, 'Average')).toHaveText('2,854 fps');
  await expect(preview).toContainText('Average: 2,854 fps here and 2,854.0 fps in the file agree');
  await page.getByRole('button', { name: 'Import 3 shots' }).click();
  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(3);
  await waitUntilSynced(page);

  // The next file from the same device: no mapper, the preview at once.
  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await page.getByLabel('Chronograph file').setInputFiles(madeUpExport('day-2.csv', ['870,5', '872,0']));
  await expect(previewStat(page, 'Shots')).toHaveText('2');
  await expect(mapper).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 2 shots' }).click();
  await expect(page.getByRole('table', { name: 'Shots' }).locator('tbody tr')).toHaveCount(5);
  await waitUntilSynced(page);
});
