import { expect, type Page } from '@playwright/test';

/** The reset page's answer, known email or not. */
export const RESET_SENT = 'If an account exists for that email, a reset link is on its way.';

/** Fills the login form on the page open and presses Log in. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Asks /reset-password (open on the page) for a link to the email, and waits for its answer. */
export async function sendResetLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  // Editing the email takes away the message about the last one, so the next one is this one's.
  await expect(page.getByText(RESET_SENT)).toBeHidden();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(RESET_SENT);
  await expect(page.getByRole('alert')).toHaveCount(0);
}
