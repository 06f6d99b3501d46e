import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signInAsNewUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { COMPLETED_SESSION, createFirearm, createLoad, logShot } from '../support/records';
import { expect, test, waitUntilSynced } from '../support/sync';

/**
 * Accessibility and phone fit, route by route: axe-core finds no WCAG 2.1 A/AA violation, and on
 * the phone project nothing scrolls sideways and every touch target is big enough.
 */

/**
 * Touch targets, phone only. The rule: every visible link, button, input, select and textarea in
 * the page header and in <main> is at least 44 px tall; a control with no visible text (an icon
 * button) must also be 44 px wide. Exempt, as WCAG 2.5.8 exempts them: a link that is part of a
 * sentence (display: inline, and its parent holds text besides the link), whose size is set by the
 * line height of the text around it; and inputs the browser draws at its own size (checkboxes,
 * radios; the app has none today).
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const roots = Array.from(document.querySelectorAll('header, main'));
    const selector =
      'a[href], button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea, [role="button"]';
    const seen = new Set<Element>();
    const problems: string[] = [];
    for (const root of roots) {
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if (seen.has(element)) continue;
        seen.add(element);
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
        const text = (element.textContent ?? '').trim();
        if (element.tagName === 'A' && style.display === 'inline') {
          const around = (element.parentElement?.textContent ?? '').trim();
          if (around.length > text.length) continue;
        }
        const isIcon =
          !['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) && text.replace(/[^\p{L}\p{N}]/gu, '') === '';
        // Half a pixel of slack for sub-pixel layout.
        if (rect.height < MIN - 0.5 || (isIcon && rect.width < MIN - 0.5)) {
          const name = element.getAttribute('aria-label') ?? (text || element.getAttribute('name') || element.id);
          problems.push(
            `${element.tagName.toLowerCase()} "${name}" is ${Math.round(rect.width)}x${Math.round(rect.height)} px`,
          );
        }
      }
    }
    return problems;
  });
}

/** Every check one screen gets: axe everywhere; no sideways scroll and touch targets on the phone. */
async function checkScreen(page: Page, testInfo: TestInfo, where: string, ready: Locator) {
  await expect(ready).toBeVisible();
  await expectNoAxeViolations(page, where);
  if (testInfo.project.name !== 'phone') return;
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(
    widths.scroll,
    `${where} scrolls sideways at ${widths.viewport} px (content ${widths.scroll} px wide)`,
  ).toBeLessThanOrEqual(widths.viewport);
  expect(await smallTouchTargets(page), `touch targets under 44 px on ${where}`).toEqual([]);
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

test('signed-out pages and the signup errors are accessible', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Rangebook');
  await checkScreen(page, testInfo, 'the landing page', heading(page, 'Welcome to Rangebook'));

  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Rangebook');
  await checkScreen(page, testInfo, '/login', page.getByLabel('Password'));
  await expectVisibleFocus(page, '/login');

  // A link followed inside the app: the new page's title is set and focus moves to its heading.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(heading(page, 'Create your account')).toBeFocused();
  await expect(page).toHaveTitle('Create your account · Rangebook');
  await checkScreen(page, testInfo, '/signup', page.getByLabel('Confirm password'));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please confirm your password', { exact: true })).toBeVisible();
  // Each error is tied to its field and the field is marked invalid.
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('First name is required');
  await checkScreen(
    page,
    testInfo,
    '/signup with its errors',
    page.getByText('First name is required', { exact: true }),
  );

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(heading(page, 'Reset your password')).toBeFocused();
  await expect(page).toHaveTitle('Reset your password · Rangebook');
  await checkScreen(page, testInfo, '/reset-password', page.getByLabel('Email'));
  await expectVisibleFocus(page, '/reset-password');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Rangebook');
  await checkScreen(page, testInfo, 'the not-found page', heading(page, 'Page not found'));
});

test('signed-in pages with data, forms with errors and the End Session dialog are accessible', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInAsNewUser(page, 'a11y');

  // The data, made once through the UI: a load, a firearm, and a session with three shots.
  await createLoad(page);
  await waitUntilSynced(page);
  await createFirearm(page, '100');
  await waitUntilSynced(page);

  await page.goto('/session/new');
  await page.getByLabel('Session name').fill('Ladder test at 100 yd');
  await page.getByLabel('Ammunition type').selectOption('handload');
  await page.getByLabel('Ammunition', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Firearm').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Start Session' }).click();
  // The session page shows its heading once its data is read; focus waits for it and lands there.
  await expect(heading(page, 'Ladder test at 100 yd')).toBeFocused();
  const sessionUrl = new URL(page.url()).pathname;
  await logShot(page, '2700', '0.50');
  await logShot(page, '2710', '0.30');
  await logShot(page, '2705');
  await expect(page.getByRole('table', { name: 'Shots' }).getByRole('row')).toHaveCount(4);
  await waitUntilSynced(page);
  await expect(page).toHaveTitle('Session · Rangebook');
  await checkScreen(page, testInfo, 'an active session with shots', page.locator('[data-stat="Shots"]').getByText('3'));

  // The import screen with a chronograph file previewed, then back to the session.
  await page.getByRole('link', { name: 'Import chronograph file' }).click();
  await page
    .getByLabel('Chronograph file')
    .setInputFiles(
      fileURLToPath(new URL('../fixtures/chronograph/garmin-xero/ios-en_Shotview_i.csv', import.meta.url)),
    );
  await checkScreen(page, testInfo, 'the import preview', page.getByRole('region', { name: 'Preview' }));
  await page.goBack();
  await expect(page).toHaveURL(sessionUrl);

  // The End Session dialog: focus goes into it, it is checked open, and Cancel gives focus back.
  const endButton = page.getByRole('main').getByRole('button', { name: 'End Session' });
  await endButton.click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to end this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, testInfo, 'the End Session dialog', dialog);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(endButton).toBeFocused();
  // Escape cancels too, and focus comes back the same way.
  await endButton.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(endButton).toBeFocused();

  // The dashboard, with every section filled.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Dashboard · Rangebook');
  await checkScreen(
    page,
    testInfo,
    '/dashboard',
    page.getByRole('region', { name: 'Firearms' }).getByRole('heading', { level: 3, name: 'Tikka T3x CTR' }),
  );
  await expectVisibleFocus(page, '/dashboard');

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Loads' }).click();
  await expect(heading(page, 'Load Developments')).toBeFocused();
  await expect(page).toHaveTitle('Load Developments · Rangebook');
  await checkScreen(
    page,
    testInfo,
    '/loads',
    page.getByRole('listitem').filter({ hasText: '6.5 CM 140 ELD-M / H4350' }),
  );

  // The load development's page: recipe, sessions, charts and their tables.
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+$/);
  await checkScreen(page, testInfo, '/load/{id}', page.getByRole('table', { name: 'Charge ladder' }));

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(heading(page, 'Sessions')).toBeFocused();
  await expect(page).toHaveTitle('Sessions · Rangebook');
  await checkScreen(
    page,
    testInfo,
    '/sessions',
    page.getByRole('listitem').filter({ hasText: 'Ladder test at 100 yd' }),
  );

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Firearms' }).click();
  await expect(heading(page, 'Firearms')).toBeFocused();
  await expect(page).toHaveTitle('Firearms · Rangebook');
  await checkScreen(page, testInfo, '/firearms', page.getByRole('listitem').filter({ hasText: 'Tikka T3x CTR' }));

  // The firearm's page, with its rounds and sessions.
  await page.getByRole('link', { name: 'Tikka T3x CTR', exact: true }).click();
  await expect(heading(page, 'Tikka T3x CTR')).toBeFocused();
  await checkScreen(page, testInfo, '/firearm/{id}', page.locator('[data-stat="Total rounds"]').getByText('103'));
  await page.goBack();

  await page.getByRole('link', { name: 'Edit Tikka T3x CTR' }).click();
  await expect(page).toHaveURL(/\/edit-firearm\/[\w-]+$/);
  await expect(page).toHaveTitle('Edit Firearm · Rangebook');
  await expect(page.getByLabel('Name')).toHaveValue('Tikka T3x CTR');
  await checkScreen(page, testInfo, '/edit-firearm', page.getByRole('button', { name: 'Save Changes' }));

  // The forms, empty and then with their errors showing.
  const forms: { path: string; title: string; submit: string; error: string }[] = [
    { path: '/add-firearm', title: 'Add Firearm', submit: 'Add Firearm', error: 'Name is required' },
    {
      path: '/load/new',
      title: 'New Load Development',
      submit: 'Create Load Development',
      error: 'Load name is required',
    },
    { path: '/session/new', title: 'New Session', submit: 'Start Session', error: 'Session name is required' },
  ];
  for (const form of forms) {
    await page.goto(form.path);
    await expect(page).toHaveTitle(`${form.title} · Rangebook`);
    const submit = page.getByRole('main').getByRole('button', { name: form.submit });
    await checkScreen(page, testInfo, form.path, submit);
    await submit.click();
    await checkScreen(page, testInfo, `${form.path} with its errors`, page.getByText(form.error, { exact: true }));
    if (form.path === '/session/new') await expectVisibleFocus(page, form.path);
  }

  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin · Rangebook');
  await checkScreen(page, testInfo, '/admin', page.getByTestId('status-network'));

  // The account page, reached from the name in the header, then with its forms' errors and answers.
  await page.getByRole('link', { name: 'Account: Test Shooter' }).click();
  await expect(heading(page, 'Account')).toBeFocused();
  await expect(page).toHaveTitle('Account · Rangebook');
  await checkScreen(page, testInfo, '/account', page.locator('[data-stat="Firearms"]').getByText('1', { exact: true }));
  await expectVisibleFocus(page, '/account');
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await checkScreen(page, testInfo, '/account with its errors', page.getByText('Current password is required').first());
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill('new-range-day-2027');
  await passwordForm.getByLabel('Confirm new password').fill('new-range-day-2027');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await checkScreen(
    page,
    testInfo,
    '/account with a wrong current password',
    passwordForm.getByText('Incorrect password. Please try again.'),
  );
  const nameForm = page.getByRole('form', { name: 'Change display name' });
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await checkScreen(page, testInfo, '/account with a name saved', nameForm.getByText('Saved.'));

  // The load development's edit form, with its status.
  await page.goto('/loads');
  await page.getByRole('link', { name: '6.5 CM 140 ELD-M / H4350' }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/load\/[\w-]+\/edit$/);
  await checkScreen(page, testInfo, '/load/{id}/edit', page.getByLabel('Status'));

  // The session's correction screens: the exclude dialog, the details form, the delete dialog.
  await page.goto(sessionUrl);
  await page.getByRole('button', { name: 'Exclude shot 2' }).click();
  const exclude = page.getByRole('dialog', { name: /^Exclude shot 2/ });
  await expect(exclude.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkScreen(page, testInfo, 'the Exclude Shot dialog', exclude);
  await exclude.getByRole('button', { name: 'Exclude Shot' }).click();
  await checkScreen(
    page,
    testInfo,
    'a session with an excluded shot',
    page.getByRole('region', { name: 'Statistics with every shot' }),
  );
  await page.getByRole('link', { name: 'Edit details' }).click();
  await expect(page).toHaveURL(`${sessionUrl}/edit`);
  await checkScreen(page, testInfo, '/session/{id}/edit', page.getByLabel('Temperature (°F)'));
  await page.goto(sessionUrl);

  // The same session, ended.
  await endButton.click();
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await waitUntilSynced(page);
  await page.goto(sessionUrl);
  await checkScreen(page, testInfo, 'a completed session', page.getByText(COMPLETED_SESSION));
  await page.getByRole('button', { name: 'Delete Session' }).click();
  await checkScreen(
    page,
    testInfo,
    'the Delete Session dialog',
    page.getByRole('dialog', { name: 'Delete this session? Its shots leave every total.' }),
  );
});
