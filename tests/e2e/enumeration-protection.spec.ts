import { signInAsNewUser, TEST_PASSWORD } from '../support/accounts';
import { logIn, sendResetLink } from '../support/auth-forms';
import { createAccount, passwordResetLink, setEmailEnumerationProtection, uniqueEmail } from '../support/emulators';
import { expect, test } from '../support/sync';

// Email enumeration protection is one switch for the whole Auth emulator, so these tests run in
// their own project, after every other (playwright.config.ts), and switch it back off at the end.
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => setEmailEnumerationProtection(true));
test.afterAll(() => setEmailEnumerationProtection(false));

test('a failed login does not reveal whether the account exists', async ({ page }) => {
  const email = uniqueEmail('eep');
  await createAccount(email, TEST_PASSWORD);
  await page.goto('/login');
  await logIn(page, email, 'not-the-password');
  const message = 'Incorrect email or password. Please try again.';
  await expect(page.getByRole('alert')).toHaveText(message);
  await page.getByLabel('Email').fill(uniqueEmail('eep-nobody'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
});

test('an unknown email gets the same answer as a known one', async ({ page }) => {
  const { email } = await signInAsNewUser(page, 'reset-eep');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/reset-password');
  await sendResetLink(page, email);
  await sendResetLink(page, uniqueEmail('reset-eep-nobody'));
  expect(await passwordResetLink(email)).not.toBeNull();
});
