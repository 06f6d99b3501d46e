import { signInAsNewUser } from '../support/accounts';
import { logIn, RESET_SENT, sendResetLink } from '../support/auth-forms';
import { passwordResetLink, uniqueEmail } from '../support/emulators';
import { expect, goOffline, goOnline, test } from '../support/sync';

const NEW_PASSWORD = 'new-range-day-2027';

test('a forgotten password is reset through the emailed link, and only the new one logs in', async ({
  page,
  baseURL,
}) => {
  const { email } = await signInAsNewUser(page, 'reset');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  // What was typed on the login form comes along.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_SENT);

  // An email with no account gets the very same answer, and no email is sent.
  const nobody = uniqueEmail('reset-nobody');
  await sendResetLink(page, nobody);
  expect(await passwordResetLink(nobody)).toBeNull();

  // The emailed link: Firebase's reset page (the emulator's) sets the new password and leads to /login.
  const link = await passwordResetLink(email);
  expect(link).not.toBeNull();
  expect(new URL(link ?? '').searchParams.get('continueUrl')).toBe(`${baseURL}/login`);
  await page.goto(`${link}&newPassword=${encodeURIComponent(NEW_PASSWORD)}`);
  await expect(page).toHaveURL('/login');

  await logIn(page, email, 'range-day-2026');
  await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
});

test('the reset form checks the email and says when the server cannot be reached, keeping it', async ({
  page,
  context,
}) => {
  await page.goto('/reset-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
  await expect(page.getByText(RESET_SENT)).toBeHidden();

  const email = uniqueEmail('reset-offline');
  await page.getByLabel('Email').fill(email);
  await goOffline(context);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not reach the server: check your connection and try again.');
  await expect(page.getByText(RESET_SENT)).toBeHidden();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await goOnline(context);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_SENT);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
