import { fillSignup, logIn } from '../support/auth-forms';
import { accountUid, createAccount, serverDoc, uniqueEmail } from '../support/emulators';
import { expect, test } from '../support/sync';

const PASSWORD = 'range-day-2026';

test('the landing page offers Get Started and Login, with the three features', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');
  for (const feature of ['Shot tracking', 'Load development', 'Ammunition tracking']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/signup');
  await page.goto('/');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
});

test('a shooter signs up, sees their name on the dashboard, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await fillSignup(page, { first: 'Annie', last: 'Oakley', email, password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-name')).toHaveText('Annie Oakley');

  const uid = await accountUid(email, PASSWORD);
  await expect
    .poll(() => serverDoc(`users/${uid}`))
    .toMatchObject({
      displayName: { stringValue: 'Annie Oakley' },
      email: { stringValue: email },
      createdAt: { timestampValue: expect.any(String) },
      updatedAt: { timestampValue: expect.any(String) },
    });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-name')).toHaveText('Annie Oakley');
});

test('a signed-in user who opens /login or /signup goes to the dashboard', async ({ page }) => {
  const email = uniqueEmail('redirect');
  await createAccount(email, PASSWORD, 'Carlos Hathcock');
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/signup');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-name')).toHaveText('Carlos Hathcock');
});

test('signing up with an email already in use says so and keeps what was typed', async ({ page }) => {
  const email = uniqueEmail('duplicate');
  await createAccount(email, PASSWORD);
  await page.goto('/signup');
  await fillSignup(page, { first: 'Second', last: 'Try', email, password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
  await expect(page).toHaveURL('/signup');
  await expect(page.getByLabel('First name')).toHaveValue('Second');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});

test('a wrong password and an unknown email each get their message', async ({ page }) => {
  const email = uniqueEmail('wrong-password');
  await createAccount(email, PASSWORD);
  await page.goto('/login');
  await logIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('No account found with this email.');
});

test('a signed-in page opened while signed out lands on /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await page.goto('/firearms');
  await expect(page).toHaveURL('/login');
});

test('an empty signup shows every required message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Email is required', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();
});

test('an empty login shows both required messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
});
