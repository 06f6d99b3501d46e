import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { testFirearm, testLoad } from '../support/app-records';
import { expectNoAxeViolations } from '../support/axe';
import { visit } from '../support/navigation';
import { COMPLETED_SESSION } from '../support/records';
import { newAccountWithSessions } from '../support/seed-figures';
import { expect, test } from '../support/sync';

/**
 * Accessibility, route by route (the desktop project): axe-core finds no WCAG 2.1 A/AA violation,
 * focus moves to each new page's heading, dialogs take and give back focus, and the keyboard shows
 * where it is. The phone's half (no sideways scrolling, touch targets of 44 px) is in
 * narrow-screen.spec.ts and narrow-screen-demo.spec.ts, on every route. The records each test starts
 * from are made on the server.
 */

/** Every check one screen gets: it is ready, and axe finds nothing. */
async function checkScreen(page: Page, where: string, ready: Locator) {
  await expect(ready).toBeVisible();
  await expectNoAxeViolations(page, where);
}

/**
 * Tabs through the page from the top and checks that each element the keyboard reaches shows a
 * focus indicator: an outline at least 2 px wide (the app's global :focus-visible ring).
 */
async function expectVisibleFocus(page: Page, where: string) {
  // Start at the top of the page: a script-only focus stop placed first in <body>.
  await page.evaluate(() => {
    const start = document.createElement('div');
    start.id = 'a11y-tab-start';
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
  });
  const missing: string[] = [];
  const visited = new Set<string>();
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const path: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        path.unshift(`${node.tagName}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
      }
      return {
        key: path.join('/'),
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || element.id}"`,
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focused || visited.has(focused.key)) break;
    visited.add(focused.key);
    if (!focused.outline) missing.push(focused.name);
  }
  await page.evaluate(() => document.getElementById('a11y-tab-start')?.remove());
  expect(visited.size, `the keyboard reaches nothing on ${where}`).toBeGreaterThan(0);
  expect(missing, `elements with no visible focus on ${where}`).toEqual([]);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/**
 * A new account with the load, the Tikka (100 rounds before Rangebook) and a session of three shots,
 * active or completed, made on the server; signed in on the page, on `firstPage` (given the
 * session's path). Gives the session's path.
 */
async function signInWithSession(
  page: Page,
  label: string,
  { end = false, firstPage = () => '/dashboard' }: { end?: boolean; firstPage?: (sessionPath: string) => string } = {},
): Promise<string> {
  const { email, sessionIds } = await newAccountWithSessions(
    label,
    { loads: [testLoad()], firearms: [testFirearm('100')] },
    ({ loadIds, firearmIds }) => [
      {
        name: 'Ladder test at 100 yd',
        loadId: loadIds[0],
        firearmId: firearmIds[0]!,
        shots: [{ velocity: 2700, impact: 0.5 }, { velocity: 2710, impact: 0.3 }, { velocity: 2705 }],
        end,
      },
    ],
  );
  const sessionPath = `/session/${sessionIds[0]!}`;
  await signIn(page, email, undefined, firstPage(sessionPath));
  return sessionPath;
}

test('the landing, login and not-found pages are accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Rangebook');
  await checkScreen(page, 'the landing page', heading(page, 'Welcome to Rangebook'));

  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Rangebook');
  await checkScreen(page, '/login', page.getByLabel('Password'));
  await expectVisibleFocus(page, '/login');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Rangebook');
  await checkScreen(page, 'the not-found page', heading(page, 'Page not found'));
});

test('signup with its errors and reset password are accessible, reached by links that move focus to their headings', async ({
  page,
}) => {
  // A link followed inside the app: the new page's title is set and focus moves to its heading.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(heading(page, 'Create your account')).toBeFocused();
  await expect(page).toHaveTitle('Create your account · Rangebook');
  await checkScreen(page, '/signup', page.getByLabel('Confirm password'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please confirm your password', { exact: true })).toBeVisible();
  // Each error is tied to its field and the field is marked invalid.
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('First name is required');
  await checkScreen(page, '/signup with its errors', page.getByText('First name is required', { exact: true }));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(heading(page, 'Reset your password')).toBeFocused();
  await expect(page).toHaveTitle('Reset your password · Rangebook');
  await checkScreen(page, '/reset-password', page.getByLabel('Email'));
  await expectVisibleFocus(page, '/reset-password');
});

test('an active session with shots, its import preview and the End Session dialog are accessible, focus where it belongs', async ({
  page,
}) => {
  const sessionUrl = await signInWithSession(page, 'a11y-session');

  // Opened from the list: the session page shows its heading once its data is read; focus waits for it and lands there.
  await sections(page).getByRole('link', { name: 'Sessions' }).click();
  await page.getByRole('link', { name: 'Ladder test at 100 yd' }).click();
  await expect(page).toHaveURL(sessionUrl);
  await expect(heading(page, 'Ladder test at 100 yd')).toBeFocused();
  await expect(page.getByRole('table', { name: 'Shots' }).getByRole('row')).toHaveCount(4);
  await expect(page).toHaveTitle('Session · Rangebook');
  await checkScreen(page, 'an active session with shots', page.locator('[data-stat="Shots"]').getByText('3'));

  // The import screen with a chronograph file previewed, then back to the session.
  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await page
    .getByLabel('Chronograph file')
    .setInputFiles(
      fileURLToPath(new URL('../fixtures/chronograph/garmin-xero/ios-en_Shotview_i.csv', import.meta.url)),
    );
  await checkScreen(page, 'the import preview', page.getByRole('region', { name: 'Preview' }));
  await page.goBack();
  await expect(page).toHaveURL(sessionUrl);

  // The End Session dialog: focus goes into it, it is checked open, and Cancel gives focus back.
  const endButton = page.getByRole('main').getByRole('button', { name: 'End Session' });
  await endButton.click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to end this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, 'the End Session dialog', dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(endButton).toBeFocused();
  // Escape cancels too, and focus comes back the same way.
  await endButton.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(endButton).toBeFocused();
});

test("a session's correction screens are accessible: the exclude dialog, the session with a shot excluded, the details form", async ({
  page,
}) => {
  const sessionUrl = await signInWithSession(page, 'a11y-corrections', { firstPage: (path) => path });
  await page.getByRole('button', { name: 'Exclude shot 2' }).click();
  const exclude = page.getByRole('dialog', { name: /^Exclude shot 2/ });
  await expect(exclude.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, 'the Exclude Shot dialog', exclude);
  await exclude.getByRole('button', { name: 'Exclude Shot' }).click();
  await checkScreen(
    page,
    'a session with an excluded shot',
    page.getByRole('region', { name: 'Statistics with every shot' }),
  );
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(`${sessionUrl}/edit`);
  await checkScreen(page, '/session/{id}/edit', page.getByLabel('Temperature (°F)'));
});

test("the dashboard, the loads list and a load's page are accessible, each focused on its heading when reached from the menu", async ({
  page,
}) => {
  // The dashboard, with every section filled, reached from the menu.
  await signInWithSession(page, 'a11y-pages', { firstPage: () => '/sessions' });
  await sections(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Dashboard · Rangebook');
  await checkScreen(
    page,
    '/dashboard',
    page.getByRole('region', { name: 'Firearms' }).getByRole('heading', { level: 3, name: 'Tikka T3x CTR' }),
  );
  await expectVisibleFocus(page, '/dashboard');

  await sections(page).getByRole('link', { name: 'Loads' }).click();
  await expect(heading(page, 'Load Developments')).toBeFocused();
  await expect(page).toHaveTitle('Load Developments · Rangebook');
  await checkScreen(page, '/loads', page.getByRole('listitem').filter({ hasText: '6.5 CM 140 ELD-M / H4350' }));

  // The load development's page: recipe, sessions, charts and their tables.
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  await checkScreen(page, '/load/{id}', page.getByRole('table', { name: 'Charge ladder' }));
});

test("the sessions and firearms lists, a firearm's page and its edit form are accessible, each focused on its heading when reached from the menu", async ({
  page,
}) => {
  await signInWithSession(page, 'a11y-lists');
  await sections(page).getByRole('link', { name: 'Sessions' }).click();
  await expect(heading(page, 'Sessions')).toBeFocused();
  await expect(page).toHaveTitle('Sessions · Rangebook');
  await checkScreen(page, '/sessions', page.getByRole('listitem').filter({ hasText: 'Ladder test at 100 yd' }));

  await sections(page).getByRole('link', { name: 'Firearms' }).click();
  await expect(heading(page, 'Firearms')).toBeFocused();
  await expect(page).toHaveTitle('Firearms · Rangebook');
  await checkScreen(page, '/firearms', page.getByRole('listitem').filter({ hasText: 'Tikka T3x CTR' }));

  // The firearm's page, with its rounds and sessions.
  await page.getByRole('link', { name: 'Tikka T3x CTR', exact: true }).click();
  await expect(heading(page, 'Tikka T3x CTR')).toBeFocused();
  await checkScreen(page, '/firearm/{id}', page.locator('[data-stat="Total rounds"]').getByText('103'));
  await page.goBack();

  await page.getByRole('link', { name: 'Edit Tikka T3x CTR' }).click();
  await expect(page).toHaveURL(/\/edit-firearm\/[\w-]+$/);
  await expect(page).toHaveTitle('Edit Firearm · Rangebook');
  await expect(page.getByLabel('Name')).toHaveValue('Tikka T3x CTR');
  await checkScreen(page, '/edit-firearm', page.getByRole('button', { name: 'Save Changes' }));
});

/** A form's page, checked empty, then with its errors showing once submitted empty. */
async function checkFormAndErrors(page: Page, form: { path: string; title: string; submit: string; error: string }) {
  await visit(page, form.path);
  await expect(page).toHaveTitle(`${form.title} · Rangebook`);
  const submit = page.getByRole('main').getByRole('button', { name: form.submit });
  await checkScreen(page, form.path, submit);
  await submit.click();
  await checkScreen(page, `${form.path} with its errors`, page.getByText(form.error, { exact: true }));
}

test('the add-firearm and new-load forms are accessible empty and with their errors', async ({ page }) => {
  await signInWithSession(page, 'a11y-forms', { firstPage: () => '/add-firearm' });
  await checkFormAndErrors(page, {
    path: '/add-firearm',
    title: 'Add Firearm',
    submit: 'Add Firearm',
    error: 'Name is required',
  });
  await checkFormAndErrors(page, {
    path: '/load/new',
    title: 'New Load Development',
    submit: 'Create Load Development',
    error: 'Load name is required',
  });
});

test('the new-session form is accessible empty and with its errors, its focus visible, and so is the admin page', async ({
  page,
}) => {
  await signInWithSession(page, 'a11y-session-form', { firstPage: () => '/session/new' });
  await checkFormAndErrors(page, {
    path: '/session/new',
    title: 'New Session',
    submit: 'Start Session',
    error: 'Session name is required',
  });
  await expectVisibleFocus(page, '/session/new');

  await visit(page, '/admin');
  await expect(page).toHaveTitle('Admin · Rangebook');
  await checkScreen(page, '/admin', page.getByTestId('status-network'));
});

test("the account page and its forms' errors and answers are accessible", async ({ page }) => {
  await signInWithSession(page, 'a11y-account');

  // The account page, reached from the name in the header, then with its forms' errors and answers.
  await page.getByRole('link', { name: 'Account: Test Shooter' }).click();
  await expect(heading(page, 'Account')).toBeFocused();
  await expect(page).toHaveTitle('Account · Rangebook');
  await checkScreen(page, '/account', page.locator('[data-stat="Firearms"]').getByText('1', { exact: true }));
  await expectVisibleFocus(page, '/account');
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await checkScreen(page, '/account with its errors', page.getByText('Current password is required').first());
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill('new-range-day-2027');
  await passwordForm.getByLabel('Confirm new password').fill('new-range-day-2027');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await checkScreen(
    page,
    '/account with a wrong current password',
    passwordForm.getByText('Incorrect password. Please try again.'),
  );
  const nameForm = page.getByRole('form', { name: 'Change display name' });
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await checkScreen(page, '/account with a name saved', nameForm.getByText('Saved.'));
});

test("a completed session, its Delete Session dialog and the load's edit form are accessible", async ({ page }) => {
  // The load development's edit form, with its status.
  const sessionUrl = await signInWithSession(page, 'a11y-completed', { end: true, firstPage: () => '/loads' });
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+\/edit$/);
  await checkScreen(page, '/load/{id}/edit', page.getByLabel('Status'));

  await visit(page, sessionUrl);
  await checkScreen(page, 'a completed session', page.getByText(COMPLETED_SESSION));
  await page.getByRole('button', { name: 'Delete Session' }).click();
  await checkScreen(
    page,
    'the Delete Session dialog',
    page.getByRole('dialog', { name: 'Delete this session? Its shots leave every total.' }),
  );
});
