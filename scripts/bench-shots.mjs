// The bench's shot latency: the time from Enter on a shot to its row being in the shot table,
// offline, over SHOTS shots in an active session made through the app's forms.
import { expect } from '@playwright/test';
import { median } from './bench-lighthouse.mjs';

export const SHOTS = 20;

/** Makes the bench's load, rifle and an active session through the app's forms; gives the session id. */
export async function createRecordsAndSession(support, page) {
  const loadName = 'Bench 6.5 CM 140 ELD-M / H4350';
  await support.createLoad(page, loadName);
  await support.createFirearm(page, '100');
  const path = await support.startSession(page, 'Bench: shots with no signal', {
    ammunition: support.loadChoice(loadName),
  });
  return path.split('/').pop();
}

// ---------------------------------------------------------------------------------------------
// 3. Shot latency, offline

export async function shotLatencies(support, page, context) {
  await support.waitForServiceWorker(page);
  // Offline for the page and its service worker alike (no route: a route makes Playwright pause every request).
  await context.setOffline(true);
  await expect(page.getByTestId('sync-indicator')).toHaveText(/Offline/, { timeout: 15_000 });

  const velocity = page.getByLabel('Velocity (fps)');
  const rowsBefore = await page.locator('table[aria-label="Shots"] tbody tr').count();
  const times = [];
  for (let shot = 1; shot <= SHOTS; shot += 1) {
    await velocity.fill(String(2780 + ((shot * 7) % 41)));
    // Armed inside the page: Enter's keydown (capture phase, on the velocity input) starts the clock,
    // the new row appearing in the shot table's body stops it.
    await velocity.evaluate((input, expected) => {
      window.__benchShot = new Promise((resolve, reject) => {
        let start = null;
        const rowCount = () => document.querySelectorAll('table[aria-label="Shots"] tbody tr').length;
        const onKeyDown = (event) => {
          if (event.key === 'Enter' && start === null) start = performance.now();
        };
        input.addEventListener('keydown', onKeyDown, { capture: true });
        const observer = new MutationObserver(() => {
          if (start === null || rowCount() < expected) return;
          const elapsed = performance.now() - start;
          observer.disconnect();
          input.removeEventListener('keydown', onKeyDown, { capture: true });
          resolve(elapsed);
        });
        // Before the first shot there is no table yet ("No shots logged yet"): watch the page.
        observer.observe(document.querySelector('table[aria-label="Shots"] tbody') ?? document.body, {
          childList: true,
          subtree: true,
        });
        setTimeout(() => reject(new Error(`row ${expected} did not appear within 10 s`)), 10_000);
      });
    }, rowsBefore + shot);
    await velocity.press('Enter');
    times.push(await page.evaluate(() => window.__benchShot));
    // As at the range: focus back on an empty velocity field before the next shot.
    await expect(velocity).toBeFocused();
    await expect(velocity).toHaveValue('');
  }

  // Back online, so the server has the shots for the signed-in Lighthouse page.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-indicator')).toHaveText('', { timeout: 60_000 });
  return times;
}

/** The summary's shot rows, by `add(figure, value, target, ok)`, or `missing(figure, target)` when not measured. */
export function addShotRows(add, missing, shots) {
  if (shots) {
    const middle = median(shots);
    add(`Shot → row offline, median of ${shots.length}`, `${middle.toFixed(1)} ms`, '≤ 16 ms', middle <= 16);
    add(
      'Shot → row offline, min / max',
      `${Math.min(...shots).toFixed(1)} / ${Math.max(...shots).toFixed(1)} ms`,
      '',
      null,
    );
  } else missing(`Shot → row offline, median of ${SHOTS}`, '≤ 16 ms');
}
