import { spawn } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';

// What README promises of `npm start`: every page serves on first use, whatever else runs in the
// checkout. The chronograph CLI (which loads the app's TypeScript through Vite) runs alongside, as it
// did when a route's code failed to load under the dev server ("This page could not be loaded").

const CLI_FILE = 'tests/fixtures/chronograph/labradar/SR0024 Report.csv';

/** Runs the chronograph CLI once, as README gives it; resolves with its exit code. */
function runCli(): Promise<number> {
  return new Promise((resolve) => {
    const cli = spawn('npm', ['run', '--silent', 'chrono:parse', '--', CLI_FILE], { stdio: 'ignore' });
    cli.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Everything that says a page's code did not load: failed requests, error answers, chunk errors. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  // The app's own code only: Firestore's requests are cut short whenever the next page opens.
  const fromDevServer = (url: string) => new URL(url).port === '5173';
  page.on('requestfailed', (request) => {
    if (fromDevServer(request.url())) failures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && fromDevServer(response.url()))
      failures.push(`${response.url()}: ${response.status()}`);
  });
  page.on('pageerror', (error) => failures.push(error.message));
  return failures;
}

/** Opens the path as a link inside the app does (the route's lazily loaded code asked for then). */
async function expectShown(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByText('Something went wrong'), path).toHaveCount(0);
}

/** The first link in <main> to one record of a list (e.g. /load/{id}), once the list shows. */
async function firstRecord(page: Page, list: string, pattern: RegExp): Promise<string> {
  await expectShown(page, list);
  // The link the poll found is kept: the page before may still be drawn while the list's code
  // loads (its own record links included), so a second look can fall between the two pages.
  let found = '';
  const recordLink = async () => {
    const hrefs = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    found = hrefs.find((candidate) => pattern.test(candidate)) ?? '';
    return found;
  };
  await expect.poll(recordLink, { message: `${list} links to a record` }).not.toBe('');
  return found;
}

async function logInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@rangebook.test');
  await page.getByLabel('Password').fill('rangebook-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** Opens each route while the CLI runs, once the app is loaded on `start`. */
async function openWhileTheCliRuns(page: Page, routes: (page: Page) => Promise<string[]>) {
  const failures = watchFailures(page);
  const cli = runCli();
  for (const path of await routes(page)) await expectShown(page, path);
  expect(await cli, 'the CLI, run meanwhile, exits 0').toBe(0);
  expect(failures).toEqual([]);
}

test('npm start serves the signed-out pages and the lists while the chronograph CLI runs', async ({ page }) => {
  await openWhileTheCliRuns(page, async () => {
    await page.goto('/');
    for (const path of ['/signup', '/reset-password']) await expectShown(page, path);
    await logInAsDemo(page);
    return ['/dashboard', '/loads', '/sessions', '/firearms', '/account', '/no-such-page'];
  });
});

test("npm start serves a load's, a session's and a firearm's pages while the chronograph CLI runs", async ({
  page,
}) => {
  await openWhileTheCliRuns(page, async () => {
    await logInAsDemo(page);
    const load = await firstRecord(page, '/loads', /^\/load\/(?!new)[\w-]+$/);
    const session = await firstRecord(page, '/sessions', /^\/session\/(?!new)[\w-]+$/);
    const firearm = await firstRecord(page, '/firearms', /^\/firearm\/[\w-]+$/);
    return [load, `${load}/import`, session, '/compare/sessions', firearm];
  });
});

test('npm start serves every form while the chronograph CLI runs', async ({ page }) => {
  await openWhileTheCliRuns(page, async () => {
    await logInAsDemo(page);
    const load = await firstRecord(page, '/loads', /^\/load\/(?!new)[\w-]+$/);
    const session = await firstRecord(page, '/sessions', /^\/session\/(?!new)[\w-]+$/);
    const firearm = await firstRecord(page, '/firearms', /^\/firearm\/[\w-]+$/);
    return [
      '/load/new',
      `${load}/edit`,
      '/session/new',
      `${session}/edit`,
      '/add-firearm',
      firearm.replace('/firearm/', '/edit-firearm/'),
      '/admin',
    ];
  });
});
