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

/** What the signup form asks for; the confirmation is the password unless given. */
export type SignupFields = { first: string; last: string; email: string; password: string; confirm?: string };

/** Fills the signup form (on /signup) as a newcomer types it; nothing is sent. */
export async function fillSignup(page: Page, fields: SignupFields) {
  await page.getByLabel('First name').fill(fields.first);
  await page.getByLabel('Last name').fill(fields.last);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm password').fill(fields.confirm ?? fields.password);
}

/** Signs up through /signup's form and presses Create account (the caller waits for what follows). */
export async function signUpWithForm(page: Page, fields: SignupFields) {
  await page.goto('/signup');
  await fillSignup(page, fields);
  await page.getByRole('button', { name: 'Create account' }).click();
}
