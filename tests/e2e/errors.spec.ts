import type { Page } from '@playwright/test';
import { signIn, signInAsNewUser } from '../support/accounts';
import { newAccountWith, testFirearm } from '../support/app-records';
import { expect, test } from '../support/sync';

// One failing page never blanks the app: it says what happened, logs it, and offers a way back.

// Requests for page code must reach page.route, not the service worker's cache.
test.use({ serviceWorkers: 'block' });

const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

/** Number formatting throws while window.breakNumbers is set: a render error, forced from outside. */
async function allowBreakingNumbers(page: Page) {
  await page.addInitScript(() => {
    // Figures are formatted by Intl.NumberFormat in the account's units and locale (its format is a getter).
    const formatGetter = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!.get!;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.NumberFormat) {
        const format = formatGetter.call(this) as (value: number) => string;
        return (value: number) => {
          if ((window as { breakNumbers?: boolean }).breakNumbers) throw new Error('Forced render error');
          return format(value);
        };
      },
    });
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof original>) {
      if ((window as { breakNumbers?: boolean }).breakNumbers) throw new Error('Forced render error');
      return original.apply(this, args);
    };
  });
}

test('a page that fails to render shows an error with a way back, inside the header, and logs it', async ({ page }) => {
  await allowBreakingNumbers(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The Tikka, made on the server: its figures are what fails to render.
  const { email } = await newAccountWith('render-error', { firearms: [testFirearm('12')] });
  await signIn(page, email);
  await expect(page.getByRole('region', { name: 'Firearms' })).toContainText('Tikka T3x CTR');

  await page.evaluate(() => ((window as { breakNumbers?: boolean }).breakNumbers = true));
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Firearms' }).click();
  await expect(errorPanel(page)).toContainText(
    'Something on this page failed to show. Your saved records are safe; reload to try again.',
  );
  // The signed-in layout stays: its navigation still works.
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  expect(errors.some((text) => text.includes('A page failed to render'))).toBe(true);

  // Dashboard is a fresh page load: the page works again.
  await errorPanel(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('region', { name: 'Firearms' })).toContainText('Tikka T3x CTR');
  await expect(errorPanel(page)).toHaveCount(0);
});

test('a page whose code cannot be fetched says to check the connection, and Reload brings it back', async ({
  page,
}) => {
  await signInAsNewUser(page, 'chunk-error');
  const sessionsChunk = /\/assets\/sessions-[\w-]{8}\.js$/; // the route chunk, not sessions-api-*
  await page.route(sessionsChunk, (route) => route.abort('internetdisconnected'));

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(errorPanel(page)).toContainText('This page could not be loaded. Check your connection, then reload.');

  await page.unroute(sessionsChunk);
  await errorPanel(page).getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL('/sessions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await expect(errorPanel(page)).toHaveCount(0);
});

test('a page whose code the browser aborted once reloads by itself and shows, with nothing to do', async ({ page }) => {
  await signInAsNewUser(page, 'chunk-aborted-once');
  const sessionsChunk = /\/assets\/sessions-[\w-]{8}\.js$/;
  let requests = 0;
  await page.route(sessionsChunk, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('aborted') : route.continue();
  });

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await expect(page).toHaveURL('/sessions');
  await expect(errorPanel(page)).toHaveCount(0);
  expect(requests).toBe(2);
});
