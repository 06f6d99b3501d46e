import { expect, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './emulators';

export const TEST_PASSWORD = 'range-day-2026';

/**
 * Logs in through the login form and waits for the dashboard. `origin` is for a page whose context
 * has no baseURL (the benchmark's Lighthouse browser).
 */
export async function logInWithForm(page: Page, email: string, password = TEST_PASSWORD, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
}

/** A new account (made on the Auth emulator), signed in through the form. */
export async function signInAsNewUser(
  page: Page,
  label: string,
  displayName = 'Test Shooter',
): Promise<{ email: string; uid: string }> {
  const email = uniqueEmail(label);
  const { uid } = await createAccount(email, TEST_PASSWORD, displayName);
  await logInWithForm(page, email);
  return { email, uid };
}

/** Deletes the signed-in account through /account's Delete account form, and waits for the landing page. */
export async function deleteAccountOnPage(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Your email, to confirm').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');
}

/** What of a user this browser still holds: Firestore's IndexedDB databases, and the journal's and Firestore's localStorage keys. */
export function leftOnDevice(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).flatMap(({ name }) => (name?.startsWith('firestore/') ? [name] : [])),
    keys: Object.keys(localStorage).filter(
      (key) =>
        key.startsWith('rangebook.sync.') || key.startsWith('rangebook.lastKnown.') || key.startsWith('firestore_'),
    ),
  }));
}
