import type { CDPSession, Page } from '@playwright/test';
import { logInWithForm } from '../support/accounts';
import { signUpWithForm } from '../support/auth-forms';
import { accountUid, createAccount, serverDoc, uniqueEmail } from '../support/emulators';
import { expect, test } from '../support/sync';

// A signup whose profile write fails after the account exists: the user is told, and the next
// sign-in finishes it, so no account is left without its profile.

const PASSWORD = 'range-day-2026';

/**
 * The server's refusal of a commit: it ends the profile's transaction at once, where a failed
 * connection is retried by the SDK with back-off for many seconds first, to the same end.
 */
const REFUSED = Buffer.from(
  JSON.stringify({
    error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
  }),
).toString('base64');

/**
 * Refuses the page's Firestore commits (the profile's transaction) while `blocked.on`: DevTools'
 * Fetch domain for that one URL pattern, as tests/support/sync.ts does, not a route. The CORS
 * preflight goes through; the commit is answered with the refusal, allowed for the page's origin.
 */
async function failCommits(page: Page): Promise<{ on: boolean; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  const blocked = { on: true, session };
  type Paused = { requestId: string; request: { method: string; headers: Record<string, string> } };
  session.on('Fetch.requestPaused', (event: Paused) => {
    const answer =
      blocked.on && event.request.method === 'POST'
        ? session.send('Fetch.fulfillRequest', {
            requestId: event.requestId,
            responseCode: 403,
            responseHeaders: [
              { name: 'Content-Type', value: 'application/json' },
              { name: 'Access-Control-Allow-Origin', value: event.request.headers.Origin ?? '' },
              { name: 'Access-Control-Allow-Credentials', value: 'true' },
            ],
            body: REFUSED,
          })
        : session.send('Fetch.continueRequest', { requestId: event.requestId });
    answer.catch(() => undefined);
  });
  await session.send('Fetch.enable', { patterns: [{ urlPattern: '*documents:commit*', requestStage: 'Request' }] });
  return blocked;
}

test('a signup whose profile cannot be written says so, and the next sign-in completes the profile', async ({
  page,
}) => {
  const email = uniqueEmail('half-done');
  const blocked = await failCommits(page);
  await signUpWithForm(page, { first: 'Annie', last: 'Oakley', email, password: PASSWORD });

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('alert').filter({ hasText: 'profile' })).toHaveText(
    'Your account exists, but its profile (your name) is not saved yet; Rangebook finishes it the next time you sign in with a connection.',
  );
  const uid = await accountUid(email, PASSWORD);
  expect(await serverDoc(`users/${uid}`)).toBeNull();

  // The network is back; the user logs out and in again, and the profile is there.
  blocked.on = false;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await logInWithForm(page, email, PASSWORD);
  await expect
    .poll(() => serverDoc(`users/${uid}`))
    .toMatchObject({ displayName: { stringValue: 'Annie Oakley' }, email: { stringValue: email } });
  await expect(page.getByText('its profile (your name) is not saved yet')).toBeHidden();
  await expect(page.getByTestId('user-name')).toHaveText('Annie Oakley');
  expect(await page.evaluate((key) => localStorage.getItem(key), `rangebook.pendingProfile.${uid}`)).toBeNull();
});

test('an account with no profile anywhere (its signup stopped on another device) gets one from its name on sign-in', async ({
  page,
}) => {
  const email = uniqueEmail('no-profile');
  const { uid } = await createAccount(email, PASSWORD, 'Carlos Hathcock');
  expect(await serverDoc(`users/${uid}`)).toBeNull();
  await logInWithForm(page, email, PASSWORD);
  await expect
    .poll(() => serverDoc(`users/${uid}`))
    .toMatchObject({ displayName: { stringValue: 'Carlos Hathcock' }, email: { stringValue: email } });
  await expect(page.getByText('its profile (your name) is not saved yet')).toBeHidden();
});
