import { deleteAccountOnPage, leftOnDevice, signIn, TEST_PASSWORD } from '../support/accounts';
import { newAccountWith, testFirearm } from '../support/app-records';
import { serverDoc, serverDocsWhere } from '../support/emulators';
import { newAccountWithSessions } from '../support/seed-writes';
import { expect, test } from '../support/sync';

// Deleting an account from /account leaves nothing of it: no record in any collection (as the
// emulator's rules-disabled admin view sees them), no profile, no Auth account, nothing in the browser.

/** Everything the server holds of a user, read with the rules bypassed ("Bearer owner"). */
async function leftOnServer(uid: string) {
  const [firearms, loads, sessions] = await Promise.all([
    serverDocsWhere('firearms', 'userId', uid),
    serverDocsWhere('loadDevelopment', 'userId', uid),
    serverDocsWhere('shootingSession', 'userId', uid),
  ]);
  return {
    firearms: firearms.length,
    loads: loads.length,
    sessions: sessions.length,
    profile: (await serverDoc(`users/${uid}`)) !== null,
  };
}

test('deleting the account removes every record, the profile and the account itself, and nothing stays in the browser', async ({
  page,
}) => {
  // Another user, with a firearm of their own; and this user's records of every kind, on the server.
  const other = await newAccountWith('deletion-bystander', { firearms: [testFirearm('10')] });
  const { email, uid } = await newAccountWithSessions('deletion', '150', [
    { name: 'Completed string', shots: [{ velocity: 2801, impact: 0.4 }], end: true },
    { name: 'Still active', shots: [2790] },
  ]);
  await signIn(page, email, undefined, '/account');
  expect(await leftOnServer(uid)).toEqual({ firearms: 1, loads: 1, sessions: 2, profile: true });

  // A mistyped email is refused before anything is written.
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Your email, to confirm').fill(`not-${email}`);
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form).toContainText("This is not your account's email.");
  expect(await leftOnServer(uid)).toEqual({ firearms: 1, loads: 1, sessions: 2, profile: true });

  await deleteAccountOnPage(page, email);
  expect(await leftOnServer(uid)).toEqual({ firearms: 0, loads: 0, sessions: 0, profile: false });
  await expect.poll(() => leftOnDevice(page)).toEqual({ databases: [], keys: [] });
  // The account is gone: its email and password log in no more.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('No account found');
  // Another user's records are untouched.
  expect((await serverDocsWhere('firearms', 'userId', other.uid)).length).toBe(1);
});
