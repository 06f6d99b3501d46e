import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { chooseOptionWith, expectFits } from '../support/fit';
import { visit } from '../support/navigation';
import { newAccountWithDemoData } from '../support/seed-figures';
import { expect, test, useFileProject } from '../support/sync';

/**
 * Every screen of the demo account's data fits a 390 px phone (see tests/support/fit.ts), each
 * record's page and edit form reached from its list.
 */

test.skip(({ isMobile }) => !isMobile, 'The 390 px check runs in the phone project.');

/** The hrefs of the links in <main> that lead to one record (e.g. /load/{id}), each once. */
async function recordLinks(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

/*
 * These tests only look, so they share one account with the demo seed's records, made once before
 * them (about ten seconds of writes, twice that on a busy machine: a hook of its own, not part of the
 * first test). They run in one worker, one after another, so the account is made once.
 */
test.describe.configure({ mode: 'default' });

let demoEmail = '';
test.beforeAll(async ({ isMobile }, testInfo) => {
  useFileProject(testInfo);
  if (isMobile) demoEmail = await newAccountWithDemoData('narrow-demo');
});

async function signInWithDemoData(page: Page) {
  await signIn(page, demoEmail);
}

/**
 * The record pages a list links to, or their edit forms, each checked to fit (and the list itself).
 * Half a list's screens a test, so each stays short.
 */
async function expectRecordPagesFit(page: Page, list: { path: string; records: RegExp }, screens: 'pages' | 'edits') {
  await visit(page, list.path);
  await expectFits(page, list.path, page.getByRole('main').getByRole('listitem'));
  const links = await recordLinks(page, list.records);
  expect(links.length, `${list.path} links to its records`).toBeGreaterThan(0);
  for (const path of links) {
    if (screens === 'pages') {
      // From the list each time: a record page after another of its kind may keep its heading.
      await visit(page, list.path);
      await visit(page, path);
      await expectFits(page, path, page.getByRole('heading', { level: 1 }));
    } else {
      const edit = path.startsWith('/firearm/') ? path.replace('/firearm/', '/edit-firearm/') : `${path}/edit`;
      await visit(page, edit);
      await expectFits(page, edit, page.getByRole('button', { name: /^Save/ }));
    }
  }
}

const demoLists = {
  loads: { path: '/loads', records: /^\/load\/(?!new)[\w-]+$/ },
  sessions: { path: '/sessions', records: /^\/session\/(?!new)[\w-]+$/ },
  firearms: { path: '/firearms', records: /^\/firearm\/[\w-]+$/ },
};

test("the demo data's dashboard, firearms and new-session form fit a 390 px phone", async ({ page }) => {
  await signInWithDemoData(page);
  await expectFits(page, '/dashboard', page.getByRole('region', { name: 'Summary' }));
  await expectRecordPagesFit(page, demoLists.firearms, 'pages');
  await expectRecordPagesFit(page, demoLists.firearms, 'edits');

  // The new-session form with the demo's longest ammunition name chosen.
  await visit(page, '/session/new');
  await page.getByLabel('Ammunition type').selectOption('factory');
  await chooseOptionWith(page.getByLabel('Ammunition', { exact: true }), 'Federal Gold Medal Match');
  await page.getByLabel('Firearm').selectOption({ index: 1 });
  await expectFits(page, '/session/new with a factory load chosen', page.getByLabel('Notes'));
});

for (const [name, list] of [
  ['load developments', demoLists.loads],
  ['sessions', demoLists.sessions],
] as const) {
  test(`the demo data's ${name} fit a 390 px phone`, async ({ page }) => {
    await signInWithDemoData(page);
    await expectRecordPagesFit(page, list, 'pages');
  });

  test(`the demo data's ${name}' edit forms fit a 390 px phone`, async ({ page }) => {
    await signInWithDemoData(page);
    await expectRecordPagesFit(page, list, 'edits');
  });
}
