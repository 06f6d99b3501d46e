import type { Page, Route } from '@playwright/test';
import { ACCOUNT_DELETED_MS, TEST_PASSWORD } from '../support/accounts';
import {
  accountUid,
  createAccount,
  serverDoc,
  serverDocsWhere,
  uniqueEmail,
  writeServerDoc,
} from '../support/emulators';
import { expect, test } from '../support/sync';

// An account deletion that stopped half-way (the connection lost, the tab closed) is finished by the
// next sign-in, which says so and ends on the landing page with nothing of the account left.

const FINISHING = 'Your account was being deleted when the connection was lost; finishing it now.';

const time = (iso: string) => ({ timestampValue: iso });

/** A firearm of the account, as the server holds it (only what the test looks for). */
async function seedFirearm(uid: string, id: string) {
  await writeServerDoc(`firearms/${id}`, { userId: { stringValue: uid }, name: { stringValue: 'Tikka T3x CTR' } });
}

/** What the server still holds of the account: its records and its profile. */
async function leftOnServer(uid: string) {
  return {
    firearms: (await serverDocsWhere('firearms', 'userId', uid)).length,
    profile: (await serverDoc(`users/${uid}`)) !== null,
  };
}

/**
 * Holds the page's Auth token refreshes until `release`: the resumed deletion asks for a fresh
 * token (the sign-in's age) after deleting the records and before the profile and the account, so
 * the test sees that moment for certain.
 */
async function holdTokenRefresh(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/securetoken.googleapis.com/**', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a sign-in with a deletion marked in the profile (by another device) finishes it, says so, and ends on the landing page', async ({
  page,
}) => {
  const email = uniqueEmail('resume-marked');
  const { uid } = await createAccount(email, TEST_PASSWORD, 'Ada Shooter');
  const now = new Date().toISOString();
  await writeServerDoc(`users/${uid}`, {
    displayName: { stringValue: 'Ada Shooter' },
    email: { stringValue: email },
    createdAt: time(now),
    updatedAt: time(now),
    deletionRequestedAt: time(now),
  });
  await seedFirearm(uid, `${uid}-firearm`);
  const tokens = await holdTokenRefresh(page);

  await logIn(page, email);

  await expect(page.getByRole('status').filter({ hasText: FINISHING })).toBeVisible();
  await expect.poll(() => leftOnServer(uid), { timeout: ACCOUNT_DELETED_MS }).toEqual({ firearms: 0, profile: true });
  await tokens.release();

  await expect(page).toHaveURL('/', { timeout: ACCOUNT_DELETED_MS });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Rangebook');
  expect(await leftOnServer(uid)).toEqual({ firearms: 0, profile: false });
  await expect(accountUid(email, TEST_PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
});

test('a deletion that stopped after the profile went (no mark left on the server) is finished by the mark this device kept', async ({
  page,
}) => {
  const email = uniqueEmail('resume-device');
  const { uid } = await createAccount(email, TEST_PASSWORD, 'Ada Shooter');
  await seedFirearm(uid, `${uid}-firearm`);
  // As the deletion left it: no profile (so no mark on the server), this device's mark, a record left.
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, new Date().toISOString()), `rangebook.deletingAccount.${uid}`);
  const tokens = await holdTokenRefresh(page);

  await logIn(page, email);

  await expect(page.getByRole('status').filter({ hasText: FINISHING })).toBeVisible();
  await expect.poll(() => leftOnServer(uid), { timeout: ACCOUNT_DELETED_MS }).toEqual({ firearms: 0, profile: false });
  await tokens.release();

  await expect(page).toHaveURL('/', { timeout: ACCOUNT_DELETED_MS });
  expect(await leftOnServer(uid)).toEqual({ firearms: 0, profile: false });
  await expect(accountUid(email, TEST_PASSWORD)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('rangebook.')))).toEqual(
    [],
  );
});
