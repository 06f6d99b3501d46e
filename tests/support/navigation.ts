import type { Page } from '@playwright/test';

/**
 * Opens `path` in the app the page has already loaded, through the router's history as the app's
 * links do, or loads the page when the app's router is not running there yet. For a test whose subject is the page
 * shown, not its load: a page load starts the whole app again (a third of a second of a core here,
 * against a fiftieth for this).
 *
 * Returns once the new page is drawn: focus starts on <body>, and the app's RouteFocus moves it to
 * the new page's heading (or <main>) once the page shows, unless the page focused a field itself.
 */
export async function visit(page: Page, path: string): Promise<void> {
  // React Router marks the page's history entry with its index when it starts (the landing page,
  // drawn without the app's code, has no router).
  const routerRuns = await page.evaluate(() => typeof (history.state as { idx?: unknown } | null)?.idx === 'number');
  if (!routerRuns) {
    await page.goto(path);
    return;
  }
  await page.evaluate((next) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // The entry as React Router's own navigate writes it: a key (the app tells a navigation from
    // the page's first location by it) and the index after the current one.
    const index = (history.state as { idx: number }).idx;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, '', next);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body);
}
