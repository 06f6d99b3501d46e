import { TEST_PASSWORD } from '../support/accounts';
import { createAccount, uniqueEmail } from '../support/emulators';
import { expect, test } from '../support/sync';

test('a page opened signed out is where the login lands, and / sends a signed-in user to the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('deep-link');
  await createAccount(email, TEST_PASSWORD, 'Deep Link');

  await page.goto('/loads');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/loads');
  await expect(page.getByRole('heading', { level: 1, name: 'Load Developments' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-name')).toHaveText('Deep Link');

  // Logged out, `/` is the landing page again, even opened afresh.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');
});

test('a deep link with a query survives the login', async ({ page }) => {
  const email = uniqueEmail('deep-query');
  await createAccount(email, TEST_PASSWORD);

  await page.goto('/load/new?from=no-such-load');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/load/new?from=no-such-load');
});
