import { expect, test } from '@playwright/test';

// What README promises of `npm run preview`: the production build, with its service worker, on the
// emulators with the demo account. The demo seed runs a Vite dev server in the same process first;
// the build after it must still be a production build.

test('npm run preview serves the production build: React in production mode and an active service worker', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));

  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@rangebook.test');
  await page.getByLabel('Password').fill('rangebook-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The service worker is registered only by a production build (import.meta.env.PROD).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'))
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // React's development build says so in the console on every page load.
  expect(messages.filter((text) => text.includes('React DevTools'))).toEqual([]);
  // And its production build carries no development-only checks in the app's scripts.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    expect(source, url).not.toContain('react-dom.development');
    expect(source, url).not.toContain('jsxDEV');
  }
});
