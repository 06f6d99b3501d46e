import type { Page } from '@playwright/test';
import { IMPERIAL_UNITS, METRIC_UNITS } from '@/domain/units';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { UNIT_CHOICES } from '@/features/units/unit-choices';
import { logInWithForm, signIn, signInAsNewUser, TEST_PASSWORD } from '../support/accounts';
import { asAccount, testLoad } from '../support/app-records';
import { emailChangeLink, restValue, serverDoc, uniqueEmail } from '../support/emulators';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, goOffline, goOnline, test } from '../support/sync';

/**
 * The account page (/account, the user's name in the header): the display name, the password and
 * the email changed against the Auth emulator, and the overview's figures for an account with
 * known records.
 */

const NEW_PASSWORD = 'new-range-day-2027';
const WRONG_PASSWORD = 'Incorrect password. Please try again.';

/** Opens /account the way a user does: the name in the header. */
async function openAccount(page: Page, name: string) {
  await page.getByRole('link', { name: `Account: ${name}` }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
}

/** Fills the login form and submits it, without waiting for where it leads. */
async function tryLogIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

test('the display name changes on the account page and the header shows it at once', async ({ page }) => {
  const { uid } = await signInAsNewUser(page, 'account-name', 'Annie Oakley');
  // The name is in the header on a phone as well as on a desktop, and leads to the account.
  await expect(page.getByTestId('user-name')).toBeVisible();
  await openAccount(page, 'Annie Oakley');

  const form = page.getByRole('form', { name: 'Change display name' });
  await expect(form.getByLabel('First name')).toHaveValue('Annie');
  await expect(form.getByLabel('Last name')).toHaveValue('Oakley');
  await form.getByLabel('First name').fill('Phoebe');
  await form.getByLabel('Last name').fill('Ann Moses');
  await form.getByRole('button', { name: 'Save name' }).click();

  await expect(form.getByRole('status')).toHaveText('Saved. Your name is now Phoebe Ann Moses.');
  await expect(page.getByTestId('user-name')).toHaveText('Phoebe Ann Moses');
  await expect(page.getByTestId('user-name')).toBeVisible();
  expect((await serverDoc(`users/${uid}`))?.displayName?.stringValue).toBe('Phoebe Ann Moses');

  // Kept by Auth itself: a reload reads the new name.
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Phoebe Ann Moses');
  await expect(page.getByRole('form', { name: 'Change display name' }).getByLabel('Last name')).toHaveValue(
    'Ann Moses',
  );
});

test('the password changes only with the current one, and then only the new one logs in', async ({ page }) => {
  const { email } = await signInAsNewUser(page, 'account-password', 'Annie Oakley');
  await openAccount(page, 'Annie Oakley');
  const form = page.getByRole('form', { name: 'Change password' });

  // A wrong current password: said on that field, nothing changed, what was typed kept.
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  const current = form.getByLabel('Current password');
  await expect(current).toHaveAccessibleDescription(WRONG_PASSWORD);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);

  await current.fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Saved. Your password is changed: use the new one next time you log in.',
  );
  await expect(current).toHaveValue('');
  // This device stays signed in.
  await expect(page.getByTestId('user-name')).toHaveText('Annie Oakley');

  await logOut(page);
  await tryLogIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
  await expect(page).toHaveURL('/login');
  await logInWithForm(page, email, NEW_PASSWORD);
});

test('the email changes through the verification link sent to the new address, then logs in and shows', async ({
  page,
  baseURL,
}) => {
  const { email, uid } = await signInAsNewUser(page, 'account-email', 'Annie Oakley');
  const newEmail = uniqueEmail('account-email-new');
  await openAccount(page, 'Annie Oakley');
  await expect(stat(page, 'Email')).toHaveText(email);

  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Send verification link' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `We sent a verification link to ${newEmail}. Your email changes once you follow that link; then log in again with your new email.`,
  );
  // Nothing changes before the link is followed.
  await expect(stat(page, 'Email')).toHaveText(email);

  // The emailed link (the Auth emulator's page) changes the email and leads to the login page.
  const link = await emailChangeLink(email, newEmail);
  expect(link).not.toBeNull();
  expect(new URL(link ?? '').searchParams.get('continueUrl')).toBe(`${baseURL}/login`);
  await logOut(page);
  await page.goto(link ?? '');
  await expect(page).toHaveURL('/login');

  await tryLogIn(page, email, TEST_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('No account found with this email.');
  await expect(page).toHaveURL('/login');
  await logInWithForm(page, newEmail);
  await openAccount(page, 'Annie Oakley');
  await expect(stat(page, 'Email')).toHaveText(newEmail);
  // The profile follows on this sign-in.
  await expect.poll(async () => (await serverDoc(`users/${uid}`))?.email?.stringValue).toBe(newEmail);
});

test('the overview shows when the account was made and what it holds; offline it says the counts need a connection', async ({
  page,
  context,
}) => {
  const madeFrom = new Date();
  // Its records, made on the server: a firearm, two loads and a session of three shots.
  const { email } = await newAccountWithSessions(
    'account-overview',
    '0',
    [{ name: 'Overview session', shots: [{ velocity: 2700, impact: 0.5 }, 2710, { velocity: 2705, impact: 0.3 }] }],
    'Annie Oakley',
  );
  await asAccount(email, (db, uid) => addLoadDevelopment(db, uid, testLoad('Second ladder rung', '42.0')));
  await signIn(page, email);
  await openAccount(page, 'Annie Oakley');
  const madeTo = new Date();

  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  expect([day.format(madeFrom), day.format(madeTo)]).toContain(await stat(page, 'Account created').textContent());
  await expect(stat(page, 'Firearms')).toHaveText('1');
  await expect(stat(page, 'Load developments')).toHaveText('2');
  await expect(stat(page, 'Sessions')).toHaveText('1');
  await expect(stat(page, 'Shots logged')).toHaveText('3');

  await goOffline(context);
  await expect(page.getByText('Counting your records needs a connection')).toBeVisible();
  await expect(stat(page, 'Sessions')).toHaveText('–');
  await expect(stat(page, 'Shots logged')).toHaveText('–');
  await goOnline(context);
  await expect(stat(page, 'Sessions')).toHaveText('1');
  await expect(stat(page, 'Shots logged')).toHaveText('3');
  await expect(page.getByText('Counting your records needs a connection')).toBeHidden();
});

test('units: the dashboard asks once and Keep stores the default; All metric saved on the account page stays after a reload', async ({
  page,
}) => {
  const { uid } = await signInAsNewUser(page, 'account-units', 'Annie Oakley');
  const storedUnits = async () => (await serverDoc(`users/${uid}`))?.units;

  // A new account is asked once, with the browser's language's units (en-US: imperial).
  const notice = page.getByRole('region', { name: 'Units' });
  await expect(notice).toContainText("Figures are shown in imperial units, from your browser's language.");
  await notice.getByRole('button', { name: 'Keep' }).click();
  await expect(notice).toBeHidden();
  await expect.poll(storedUnits).toEqual(restValue(IMPERIAL_UNITS));

  await openAccount(page, 'Annie Oakley');
  const form = page.getByRole('form', { name: 'Units' });
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
  await form.getByRole('button', { name: 'All metric' }).click();
  for (const { label, preference } of UNIT_CHOICES) await expect(select(label)).toHaveValue(METRIC_UNITS[preference]);
  await form.getByRole('button', { name: 'Save units' }).click();
  await expect(form.getByRole('status')).toHaveText('Units saved.');
  await expect.poll(storedUnits).toEqual(restValue(METRIC_UNITS));

  // The stored preference, not the browser's imperial default, fills the form after a reload.
  await page.reload();
  for (const { label, preference } of UNIT_CHOICES) await expect(select(label)).toHaveValue(METRIC_UNITS[preference]);

  // With units stored, the dashboard never asks again.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Annie Oakley' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  await expect(notice).toBeHidden();
});
