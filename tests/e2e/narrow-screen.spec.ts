import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { logInWithForm, signInAsNewUser, TEST_PASSWORD } from '../support/accounts';
import { COMPLETED_SESSION, endSession, idInUrl, logShot, shotRows } from '../support/records';
import { expect, test, waitUntilSynced } from '../support/sync';

/**
 * Every route fits a 390 px phone: nothing makes the page scroll sideways, with the demo account's
 * data and with 80 characters in every free-text field, both in words and as one unbroken token
 * (the hardest case: no place to wrap). Text cut short with an ellipsis keeps its full wording in
 * a title. A table may scroll inside its own box; the page may not.
 */

test.skip(({ isMobile }) => !isMobile, 'The 390 px check runs in the phone project.');

const LONG = 80;

/** 80 characters of ordinary words, starting with the field's name so each text is its own. */
function longWords(field: string): string {
  const text = `${field} Federal Gold Medal Match (.308 Winchester, 168-grain) Sierra MatchKing boat tail hollow point`
    .slice(0, LONG)
    .trimEnd();
  return text.padEnd(LONG, 'x');
}

/** 80 characters with no space, hyphen or slash: a browser can only break it where CSS allows. */
function longToken(field: string): string {
  return `${field.replace(/\W/g, '')}HornadyELDMatch140grain6point5CreedmoorH4350LapuaBrassCCIBR2Remington7600`
    .repeat(2)
    .slice(0, LONG);
}

type Texts = (field: string) => string;

/** Where on a page something sticks out past the screen's right edge, and text cut short without a title. */
async function measureFit(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const screenWidth = root.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right + window.scrollX);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${text}" (right edge ${right} px)`;
    };
    // Inside a box of its own that scrolls or clips (not the page's html and body): not the page's width.
    const inOwnBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.right + window.scrollX > screenWidth + 0.5 && !inOwnBox(element);
    });
    // The innermost ones say what to fix.
    const culprits = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    const cutWithoutTitle = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        if (getComputedStyle(element).textOverflow !== 'ellipsis' || element.scrollWidth <= element.clientWidth) {
          return false;
        }
        const full = (element.textContent ?? '').trim();
        return (
          element.closest('[title]')?.getAttribute('title') !== full && element.getAttribute('aria-label') !== full
        );
      })
      .map(describe);
    // A uPlot chart sits in a box that clips it: one wider than its box would be cut off unseen.
    const chartsWiderThanBox = Array.from(document.querySelectorAll('.uplot'))
      .filter((chart) => chart.getBoundingClientRect().width > (chart.parentElement?.clientWidth ?? 0) + 0.5)
      .map(describe);
    return {
      scrollWidth: root.scrollWidth,
      screenWidth,
      culprits: culprits.slice(0, 6).map(describe),
      cutWithoutTitle,
      chartsWiderThanBox,
    };
  });
}

/**
 * The page fits the phone's width; `where` names the route in the failure. Soft, so one run lists
 * every route that does not fit.
 */
async function expectFits(page: Page, where: string, ready: Locator) {
  await expect(ready.first()).toBeVisible();
  // Charts and lists that are still loading would be measured before their content.
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const fit = await measureFit(page);
  expect
    .soft(
      { scrollWidth: fit.scrollWidth, culprits: fit.culprits },
      `${where} is ${fit.scrollWidth} px wide on a ${fit.screenWidth} px screen; past the edge: ${fit.culprits.join('; ')}`,
    )
    .toEqual({ scrollWidth: fit.screenWidth, culprits: [] });
  expect.soft(fit.cutWithoutTitle, `${where} cuts text short with no title holding all of it`).toEqual([]);
  expect.soft(fit.chartsWiderThanBox, `${where} has a chart wider than its box`).toEqual([]);
}

async function addFirearm(page: Page, texts: Texts): Promise<string> {
  await page.goto('/add-firearm');
  for (const label of ['Name', 'Make', 'Model', 'Caliber', 'Twist rate', 'Scope', 'Serial number', 'Notes']) {
    await page.getByLabel(label, { exact: true }).fill(texts(`Firearm ${label}`));
  }
  await page.getByLabel('Barrel length (inches)').fill('24');
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  await expect(page).toHaveURL('/dashboard');
  await waitUntilSynced(page);
  await page.goto('/firearms');
  await page.getByRole('link', { name: texts('Firearm Name'), exact: true }).click();
  await expect(page).toHaveURL(/\/firearm\/[\w-]+$/);
  return idInUrl(page);
}

async function addLoad(page: Page, texts: Texts): Promise<string> {
  await page.goto('/load/new');
  for (const label of [
    'Load name',
    'Cartridge',
    'Bullet type',
    'Bullet manufacturer',
    'Powder type',
    'Primer',
    'Brass',
    'Notes',
  ]) {
    await page.getByLabel(label, { exact: true }).fill(texts(`Load ${label}`));
  }
  await page.getByLabel('Bullet weight (grains)').fill('168');
  await page.getByLabel('Powder charge (grains)').fill('44.5');
  await page.getByRole('button', { name: 'Create Load Development' }).click();
  await expect(page).toHaveURL('/loads');
  await waitUntilSynced(page);
  await page.getByRole('link', { name: texts('Load Load name'), exact: true }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  return idInUrl(page);
}

/** Chooses the option of a select that shows `text` (labels hold more than the name). */
async function chooseOptionWith(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

/** Fills the new-session form with the load and firearm `texts` made. */
async function fillNewSession(page: Page, texts: Texts) {
  await page.goto('/session/new');
  await page.getByLabel('Session name').fill(texts('Session name'));
  await page.getByLabel('Location').fill(texts('Session location'));
  await page.getByLabel('Ammunition type').selectOption('handload');
  await chooseOptionWith(page.getByLabel('Ammunition', { exact: true }), texts('Load Load name'));
  await chooseOptionWith(page.getByLabel('Firearm'), texts('Firearm Name'));
  await page.getByLabel('Temperature (°F)').fill('68');
  await page.getByLabel('Conditions').selectOption('Partly Cloudy');
  await page.getByLabel('Notes').fill(texts('Session notes'));
}

/** Starts the session fillNewSession filled, logs three shots with long notes; gives its path. */
async function startSessionWithShots(page: Page, texts: Texts): Promise<string> {
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/session\/(?!new$)[\w-]+$/);
  for (const [index, velocity] of ['2650', '2662', '2644'].entries()) {
    await page.getByLabel('Note', { exact: true }).fill(texts(`Shot note ${index + 1}`));
    await logShot(page, velocity, '0.45');
  }
  await expect(shotRows(page)).toHaveCount(3);
  await waitUntilSynced(page);
  return new URL(page.url()).pathname;
}

const chronographFile = (name: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: readFileSync(new URL('../fixtures/chronograph/garmin-xero/ios-en_Shotview_i.csv', import.meta.url)),
});

test('every route fits a 390 px phone with 80 characters in every free-text field', async ({ page }) => {
  test.setTimeout(300_000);

  // Signed out: the landing page, login, reset password, signup with long names and its errors, not found.
  await page.goto('/');
  await expectFits(page, '/', page.getByRole('heading', { level: 1 }));
  await page.goto('/login');
  await expectFits(page, '/login', page.getByLabel('Password'));
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(`${longToken('email')}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectFits(page, '/reset-password with its answer', page.getByText('a reset link is on its way'));
  await page.goto('/signup');
  await page.getByLabel('First name').fill(longToken('First name'));
  await page.getByLabel('Last name').fill(longWords('Last name'));
  await page.getByLabel('Email').fill(`${longToken('email')}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFits(page, '/signup with long names and its errors', page.getByText('Please confirm your password'));
  await page.goto('/no-such-page');
  await expectFits(page, 'the not-found page', page.getByRole('heading', { name: 'Page not found' }));

  await signInAsNewUser(page, 'narrow', longToken('Display name'));

  // Two of each record: one written in words, one in unbroken tokens.
  const firearmInWords = await addFirearm(page, longWords);
  const firearmAsToken = await addFirearm(page, longToken);
  const loadInWords = await addLoad(page, longWords);
  const loadAsToken = await addLoad(page, longToken);

  await fillNewSession(page, longWords);
  await expectFits(page, '/session/new with the long load and firearm chosen', page.getByLabel('Notes'));
  const completedSession = await startSessionWithShots(page, longWords);
  await endSession(page);
  await fillNewSession(page, longToken);
  await expectFits(page, '/session/new with the unbroken load and firearm chosen', page.getByLabel('Notes'));
  const activeSession = await startSessionWithShots(page, longToken);

  for (const texts of [longWords, longToken]) {
    const kind = texts === longWords ? 'in words' : 'as one token';
    await page.goto('/dashboard');
    await expectFits(page, `/dashboard (${kind})`, page.getByText(texts('Firearm Name')));
    await page.goto('/loads');
    await expectFits(page, `/loads (${kind})`, page.getByRole('link', { name: texts('Load Load name') }));
    await page.goto('/sessions');
    await expectFits(page, `/sessions (${kind})`, page.getByRole('link', { name: texts('Session name') }));
    await page.goto('/firearms');
    await expectFits(page, `/firearms (${kind})`, page.getByRole('link', { name: texts('Firearm Name') }));
  }

  for (const [loadId, kind] of [
    [loadInWords, 'in words'],
    [loadAsToken, 'as one token'],
  ]) {
    await page.goto(`/load/${loadId}`);
    await expectFits(page, `/load/{id} (${kind})`, page.getByRole('table', { name: 'Charge ladder' }));
    await page.goto(`/load/${loadId}/edit`);
    await expectFits(page, `/load/{id}/edit (${kind})`, page.getByLabel('Status'));
    await page.goto(`/load/new?from=${loadId}`);
    await expectFits(page, `/load/new?from={id}, a duplicate (${kind})`, page.getByLabel('Notes'));
  }
  await page.goto('/load/new');
  await expectFits(page, '/load/new', page.getByRole('button', { name: 'Create Load Development' }));

  await page.goto(`/load/${loadAsToken}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(chronographFile(`${longToken('file')}.csv`));
  await page.getByLabel('Session name').fill(longToken('Imported session'));
  await chooseOptionWith(page.getByLabel('Firearm'), longToken('Firearm Name'));
  await expectFits(page, '/load/{id}/import with a preview', page.getByRole('region', { name: 'Preview' }));

  for (const [firearmId, kind] of [
    [firearmInWords, 'in words'],
    [firearmAsToken, 'as one token'],
  ]) {
    await page.goto(`/firearm/${firearmId}`);
    await expectFits(page, `/firearm/{id} (${kind})`, page.locator('[data-stat="Total rounds"]'));
    await page.goto(`/edit-firearm/${firearmId}`);
    await expectFits(page, `/edit-firearm/{id} (${kind})`, page.getByRole('button', { name: 'Save Changes' }));
  }
  await page.goto('/add-firearm');
  await expectFits(page, '/add-firearm', page.getByRole('button', { name: 'Add Firearm' }));

  await page.goto(completedSession);
  await expectFits(page, 'a completed session (in words)', page.getByText(COMPLETED_SESSION));
  await page.goto(`${completedSession}/edit`);
  await expectFits(page, '/session/{id}/edit (in words)', page.getByLabel('Temperature (°F)'));

  await page.goto(activeSession);
  await expectFits(page, 'an active session with shots (as one token)', shotRows(page));
  await page.getByRole('button', { name: 'Exclude shot 2' }).click();
  const exclude = page.getByRole('dialog', { name: /^Exclude shot 2/ });
  await expectFits(page, 'the Exclude Shot dialog', exclude);
  await exclude.getByRole('button', { name: 'Exclude Shot' }).click();
  await expectFits(
    page,
    'an active session with an excluded shot',
    page.getByRole('region', { name: 'Statistics with every shot' }),
  );
  await page.getByRole('main').getByRole('button', { name: 'End Session' }).click();
  await expectFits(page, 'the End Session dialog', page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto(`${activeSession}/edit`);
  await expectFits(page, '/session/{id}/edit (as one token)', page.getByLabel('Temperature (°F)'));
  await page.goto(`${activeSession}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(chronographFile(`${longWords('file')}.csv`));
  await expectFits(page, '/session/{id}/import with a preview', page.getByRole('region', { name: 'Preview' }));

  await page.goto('/admin');
  await expectFits(page, '/admin', page.getByTestId('status-network'));

  // The account page: the long name in its form, a long new email in the sent message, the errors.
  await page.goto('/account');
  await expectFits(page, '/account', page.locator('[data-stat="Sessions"]').getByText('2', { exact: true }));
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await emailForm.getByLabel('New email').fill(`${longToken('New email')}@example.com`);
  await emailForm.getByLabel('Current password').fill(TEST_PASSWORD);
  await emailForm.getByRole('button', { name: 'Send verification link' }).click();
  await expectFits(page, '/account with a long new email sent', emailForm.getByText('We sent a verification link'));
  await page.getByRole('form', { name: 'Change password' }).getByRole('button', { name: 'Change password' }).click();
  await expectFits(page, '/account with its errors', page.getByText('Current password is required'));
});

/** The hrefs of the links in <main> that lead to one record (e.g. /load/{id}), each once. */
async function recordLinks(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

test('every screen of the demo account fits a 390 px phone', async ({ page }) => {
  test.setTimeout(240_000);
  // The seed `npm start` runs (a second run finds the account and writes nothing), as demo.spec.ts does.
  execFileSync('node', ['scripts/seed.mjs'], { encoding: 'utf8' });
  await logInWithForm(page, 'demo@rangebook.test', 'rangebook-demo');
  await expectFits(page, '/dashboard', page.getByRole('region', { name: 'Summary' }));

  const lists = [
    { path: '/loads', records: /^\/load\/(?!new)[\w-]+$/ },
    { path: '/sessions', records: /^\/session\/(?!new)[\w-]+$/ },
    { path: '/firearms', records: /^\/firearm\/[\w-]+$/ },
  ];
  const recordPages: string[] = [];
  for (const list of lists) {
    await page.goto(list.path);
    await expectFits(page, list.path, page.getByRole('main').getByRole('listitem'));
    const links = await recordLinks(page, list.records);
    expect(links.length, `${list.path} links to its records`).toBeGreaterThan(0);
    recordPages.push(...links);
  }
  for (const path of recordPages) {
    await page.goto(path);
    await expectFits(page, path, page.getByRole('heading', { level: 1 }));
    const edit = path.startsWith('/firearm/') ? path.replace('/firearm/', '/edit-firearm/') : `${path}/edit`;
    await page.goto(edit);
    await expectFits(page, edit, page.getByRole('button', { name: /^Save/ }));
  }

  // The new-session form with the demo's longest ammunition name chosen.
  await page.goto('/session/new');
  await page.getByLabel('Ammunition type').selectOption('factory');
  await chooseOptionWith(page.getByLabel('Ammunition', { exact: true }), 'Federal Gold Medal Match');
  await page.getByLabel('Firearm').selectOption({ index: 1 });
  await expectFits(page, '/session/new with a factory load chosen', page.getByLabel('Notes'));
});
