import { addFirearm } from '@/features/firearms/firearms-api';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { TEST_PASSWORD } from '../support/accounts';
import { asAccount, testFirearm, testLoad } from '../support/app-records';
import { signUpWithForm } from '../support/auth-forms';
import { uniqueEmail } from '../support/emulators';
import { logShot, shotRows, startSession } from '../support/records';
import { expect, goOffline, goOnline, test, waitForServiceWorker, waitUntilSynced } from '../support/sync';

// Pages opened with no network come from the service worker's precache.
test.use({ serviceWorkers: 'allow' });

// One journey under the headers Firebase Hosting serves (the served project): what a strict
// Content-Security-Policy would break first, signup and sign-in, Firestore's channels, the service
// worker and the offline cache. The `test` of support/sync.ts fails on any refusal by the policy.

test('served by Hosting: sign up, start a session, log shots, then reload it with no network and log one more', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('served');
  await signUpWithForm(page, { first: 'Annie', last: 'Oakley', email, password: TEST_PASSWORD });
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-name')).toHaveText('Annie Oakley');

  await asAccount(email, async (db, uid) => {
    await addLoadDevelopment(db, uid, testLoad());
    await addFirearm(db, uid, testFirearm('0'));
  });
  await startSession(page, 'Served string');
  await logShot(page, '2800');
  await logShot(page, '2810');
  await waitUntilSynced(page);
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Served string');
  await expect(shotRows(page)).toHaveCount(2);
  await logShot(page, '2805');
  await expect(shotRows(page)).toHaveCount(3);
  await goOnline(context);
  await waitUntilSynced(page);
});
