import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn, TEST_PASSWORD } from '../support/accounts';
import { testFirearm, testLoad } from '../support/app-records';
import { chooseOptionWith, expectFits } from '../support/fit';
import { visit } from '../support/navigation';
import { COMPLETED_SESSION, shotRows } from '../support/records';
import { newAccountWithSessions } from '../support/seed-figures';
import { test } from '../support/sync';

/**
 * Every route fits a 390 px phone (see tests/support/fit.ts) with 80 characters in every free-text
 * field, both in words and as one unbroken token (the hardest case: no place to wrap), and the
 * signed-out routes with long names in their forms; the demo account's data is
 * narrow-screen-demo.spec.ts's. The touch targets are the phone half of a11y.spec.ts. The records
 * each test starts from are made on the server.
 */

test.skip(({ isMobile }) => !isMobile, 'The 390 px check runs in the phone project.');

const LONG = 80;

/** 80 characters of ordinary words, starting with the field's name so each text is its own. */
function longWords(field: string): string {
  const text = `${field} Federal Gold Medal Match (.308 Winchester, 168-grain) Sierra MatchKing boat tail hollow point`
    .slice(0, LONG)
    .trimEnd();
  return text.padEnd(LONG, 'x');
}

/** 80 characters with no space, hyphen or slash: a browser can only break it where CSS allows. */
function longToken(field: string): string {
  return `${field.replace(/\W/g, '')}HornadyELDMatch140grain6point5CreedmoorH4350LapuaBrassCCIBR2Remington7600`
    .repeat(2)
    .slice(0, LONG);
}

type Texts = (field: string) => string;

const chronographFile = (name: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: readFileSync(new URL('../fixtures/chronograph/garmin-xero/ios-en_Shotview_i.csv', import.meta.url)),
});

/** A firearm with `texts` in every free-text field, as the add-firearm form would save it. */
const longFirearm = (texts: Texts) =>
  testFirearm('0', {
    name: texts('Firearm Name'),
    make: texts('Firearm Make'),
    model: texts('Firearm Model'),
    caliber: texts('Firearm Caliber'),
    twist: texts('Firearm Twist rate'),
    scope: texts('Firearm Scope'),
    serialNumber: texts('Firearm Serial number'),
    notes: texts('Firearm Notes'),
    barrelLength: '24',
  });

/** A load development with `texts` in every free-text field, as the new-load form would save it. */
const longLoad = (texts: Texts) =>
  testLoad(texts('Load Load name'), '44.5', {
    cartridge: texts('Load Cartridge'),
    bulletWeight: '168',
    bulletType: texts('Load Bullet type'),
    bulletManufacturer: texts('Load Bullet manufacturer'),
    powderType: texts('Load Powder type'),
    primer: texts('Load Primer'),
    brass: texts('Load Brass'),
    notes: texts('Load Notes'),
  });

/**
 * A new account named in one 80-character token, with two of each record made on the server (one
 * written in words, one in unbroken tokens): firearms, loads, and a session of each with three
 * shots with long notes, the one in words completed and the other active. Signed in on the page.
 */
async function signInWithLongTexts(page: Page, label: string) {
  const records = await longTextRecords(label);
  await signIn(page, records.email);
  return records;
}

/**
 * The long-text records, made once per worker for the tests that only look at them (about ten
 * seconds of writes); a test that changes the account itself (its name) asks for its own.
 */
let sharedLongTexts: ReturnType<typeof makeLongTextRecords> | undefined;
function longTextRecords(label: string) {
  if (label === 'narrow-account') return makeLongTextRecords(label);
  sharedLongTexts ??= makeLongTextRecords('narrow-shared');
  return sharedLongTexts;
}

async function makeLongTextRecords(label: string) {
  const session = (texts: Texts, loadId: string, firearmId: string, end: boolean) => ({
    name: texts('Session name'),
    location: texts('Session location'),
    loadId,
    firearmId,
    temperature: 68,
    conditions: 'Partly Cloudy' as const,
    notes: texts('Session notes'),
    shots: [2650, 2662, 2644].map((velocity, index) => ({
      velocity,
      impact: 0.45,
      note: texts(`Shot note ${index + 1}`),
    })),
    end,
  });
  const { email, loadIds, firearmIds, sessionIds } = await newAccountWithSessions(
    label,
    { loads: [longLoad(longWords), longLoad(longToken)], firearms: [longFirearm(longWords), longFirearm(longToken)] },
    ({ loadIds: [inWords, asToken], firearmIds: [firearmInWords, firearmAsToken] }) => [
      session(longWords, inWords!, firearmInWords!, true),
      session(longToken, asToken!, firearmAsToken!, false),
    ],
    longToken('Display name'),
  );
  const [loadInWords, loadAsToken] = loadIds as [string, string];
  const [firearmInWords, firearmAsToken] = firearmIds as [string, string];
  const [completedSession, activeSession] = sessionIds;
  return {
    email,
    loadInWords,
    loadAsToken,
    firearmInWords,
    firearmAsToken,
    completedSession: `/session/${completedSession!}`,
    activeSession: `/session/${activeSession!}`,
  };
}

test('the signed-out routes fit a 390 px phone, with long names and a long email in their forms', async ({ page }) => {
  await visit(page, '/');
  await expectFits(page, '/', page.getByRole('heading', { level: 1 }));
  await visit(page, '/login');
  await expectFits(page, '/login', page.getByLabel('Password'));
  await visit(page, '/reset-password');
  await expectFits(page, '/reset-password', page.getByLabel('Email'));
  await page.getByLabel('Email').fill(`${longToken('email')}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectFits(page, '/reset-password with its answer', page.getByText('a reset link is on its way'));
  await visit(page, '/signup');
  await expectFits(page, '/signup', page.getByLabel('Confirm password'));
  await page.getByLabel('First name').fill(longToken('First name'));
  await page.getByLabel('Last name').fill(longWords('Last name'));
  await page.getByLabel('Email').fill(`${longToken('email')}@example.com`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectFits(page, '/signup with long names and its errors', page.getByText('Please confirm your password'));
  await visit(page, '/no-such-page');
  await expectFits(page, 'the not-found page', page.getByRole('heading', { name: 'Page not found' }));
});

test('the dashboard, the loads list and the admin page fit a 390 px phone with 80 characters in every free-text field', async ({
  page,
}) => {
  await signInWithLongTexts(page, 'narrow-lists');
  for (const texts of [longWords, longToken]) {
    const kind = texts === longWords ? 'in words' : 'as one token';
    await visit(page, '/dashboard');
    await expectFits(page, `/dashboard (${kind})`, page.getByText(texts('Firearm Name')));
    await visit(page, '/loads');
    await expectFits(page, `/loads (${kind})`, page.getByRole('link', { name: texts('Load Load name') }));
  }
  await visit(page, '/admin');
  await expectFits(page, '/admin', page.getByTestId('status-network'));
});

test('the sessions and firearms lists fit a 390 px phone with 80 characters in every free-text field', async ({
  page,
}) => {
  await signInWithLongTexts(page, 'narrow-lists-2');
  for (const texts of [longWords, longToken]) {
    const kind = texts === longWords ? 'in words' : 'as one token';
    await visit(page, '/sessions');
    await expectFits(page, `/sessions (${kind})`, page.getByRole('link', { name: texts('Session name') }));
    await visit(page, '/firearms');
    await expectFits(page, `/firearms (${kind})`, page.getByRole('link', { name: texts('Firearm Name') }));
  }
});

test('the forms fit a 390 px phone, empty, with their errors, and with the long records chosen', async ({ page }) => {
  await signInWithLongTexts(page, 'narrow-forms');

  // The new-session form with each long load and firearm chosen.
  for (const texts of [longWords, longToken]) {
    const kind = texts === longWords ? 'the long' : 'the unbroken';
    await visit(page, '/session/new');
    await page.getByLabel('Session name').fill(texts('Session name'));
    await page.getByLabel('Location').fill(texts('Session location'));
    await page.getByLabel('Ammunition type').selectOption('handload');
    await chooseOptionWith(page.getByLabel('Ammunition', { exact: true }), texts('Load Load name'));
    await chooseOptionWith(page.getByLabel('Firearm'), texts('Firearm Name'));
    await page.getByLabel('Temperature (°F)').fill('68');
    await page.getByLabel('Conditions').selectOption('Partly Cloudy');
    await page.getByLabel('Notes').fill(texts('Session notes'));
    await expectFits(page, `/session/new with ${kind} load and firearm chosen`, page.getByLabel('Notes'));
  }

  // The forms empty, then with their errors showing.
  const forms = [
    { path: '/add-firearm', submit: 'Add Firearm', error: 'Name is required' },
    { path: '/load/new', submit: 'Create Load Development', error: 'Load name is required' },
    { path: '/session/new', submit: 'Start Session', error: 'Session name is required' },
  ];
  for (const form of forms) {
    await visit(page, form.path);
    const submit = page.getByRole('main').getByRole('button', { name: form.submit });
    await expectFits(page, form.path, submit);
    await submit.click();
    await expectFits(page, `${form.path} with its errors`, page.getByText(form.error, { exact: true }));
  }
});

test('the account page fits a 390 px phone with a long name, a long new email, its errors and answers', async ({
  page,
}) => {
  await signInWithLongTexts(page, 'narrow-account');

  // The account page: the long name in its form, a long new email in the sent message, the errors and answers.
  await visit(page, '/account');
  await expectFits(page, '/account', page.locator('[data-stat="Sessions"]').getByText('2', { exact: true }));
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await emailForm.getByLabel('New email').fill(`${longToken('New email')}@example.com`);
  await emailForm.getByLabel('Current password').fill(TEST_PASSWORD);
  await emailForm.getByRole('button', { name: 'Send verification link' }).click();
  await expectFits(page, '/account with a long new email sent', emailForm.getByText('We sent a verification link'));
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expectFits(page, '/account with its errors', page.getByText('Current password is required'));
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill('new-range-day-2027');
  await passwordForm.getByLabel('Confirm new password').fill('new-range-day-2027');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expectFits(
    page,
    '/account with a wrong current password',
    passwordForm.getByText('Incorrect password. Please try again.'),
  );
  // The name is one long token: a first name alone, which the form asks a last name for.
  const nameForm = page.getByRole('form', { name: 'Change display name' });
  await nameForm.getByLabel('Last name').fill('Shooter');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await expectFits(page, '/account with a name saved', nameForm.getByText('Saved.'));
});

test('the load pages fit a 390 px phone with 80 characters in every free-text field', async ({ page }) => {
  const records = await signInWithLongTexts(page, 'narrow-loads');
  for (const [loadId, kind] of [
    [records.loadInWords, 'in words'],
    [records.loadAsToken, 'as one token'],
  ]) {
    await visit(page, `/load/${loadId}`);
    await expectFits(page, `/load/{id} (${kind})`, page.getByRole('table', { name: 'Charge ladder' }));
    await visit(page, `/load/${loadId}/edit`);
    await expectFits(page, `/load/{id}/edit (${kind})`, page.getByLabel('Status'));
    await visit(page, `/load/new?from=${loadId}`);
    await expectFits(page, `/load/new?from={id}, a duplicate (${kind})`, page.getByLabel('Notes'));
  }

  await visit(page, `/load/${records.loadAsToken}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(chronographFile(`${longToken('file')}.csv`));
  await page.getByLabel('Session name').fill(longToken('Imported session'));
  await chooseOptionWith(page.getByLabel('Firearm'), longToken('Firearm Name'));
  await expectFits(page, '/load/{id}/import with a preview', page.getByRole('region', { name: 'Preview' }));
});

test('the firearm pages fit a 390 px phone with 80 characters in every free-text field', async ({ page }) => {
  const records = await signInWithLongTexts(page, 'narrow-firearms');
  for (const [firearmId, kind] of [
    [records.firearmInWords, 'in words'],
    [records.firearmAsToken, 'as one token'],
  ]) {
    await visit(page, `/firearm/${firearmId}`);
    await expectFits(page, `/firearm/{id} (${kind})`, page.locator('[data-stat="Total rounds"]'));
    await visit(page, `/edit-firearm/${firearmId}`);
    await expectFits(page, `/edit-firearm/{id} (${kind})`, page.getByRole('button', { name: 'Save Changes' }));
  }
});

test('the session pages and their dialogs fit a 390 px phone with 80 characters in every free-text field', async ({
  page,
}) => {
  const { completedSession, activeSession } = await signInWithLongTexts(page, 'narrow-sessions');

  await visit(page, completedSession);
  await expectFits(page, 'a completed session (in words)', page.getByText(COMPLETED_SESSION));
  await page.getByRole('button', { name: 'Delete Session' }).click();
  await expectFits(
    page,
    'the Delete Session dialog',
    page.getByRole('dialog', { name: 'Delete this session? Its shots leave every total.' }),
  );
  await visit(page, `${completedSession}/edit`);
  await expectFits(page, '/session/{id}/edit (in words)', page.getByLabel('Temperature (°F)'));

  await visit(page, activeSession);
  await expectFits(page, 'an active session with shots (as one token)', shotRows(page));
  await page.getByRole('button', { name: 'Exclude shot 2' }).click();
  const exclude = page.getByRole('dialog', { name: /^Exclude shot 2/ });
  await expectFits(page, 'the Exclude Shot dialog', exclude);
  await exclude.getByRole('button', { name: 'Exclude Shot' }).click();
  await expectFits(
    page,
    'an active session with an excluded shot',
    page.getByRole('region', { name: 'Statistics with every shot' }),
  );
  await page.getByRole('main').getByRole('button', { name: 'End Session' }).click();
  await expectFits(page, 'the End Session dialog', page.getByRole('dialog'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await visit(page, `${activeSession}/edit`);
  await expectFits(page, '/session/{id}/edit (as one token)', page.getByLabel('Temperature (°F)'));
  await visit(page, `${activeSession}/import`);
  await page.getByLabel('Chronograph file').setInputFiles(chronographFile(`${longWords('file')}.csv`));
  await expectFits(page, '/session/{id}/import with a preview', page.getByRole('region', { name: 'Preview' }));
});
