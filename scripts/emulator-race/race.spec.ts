import { test, type Page } from '@playwright/test';
import { firestoreHost } from '../../tests/support/emulators';
import { orderListensAndCreates, raceWorkaroundCounts } from '../../tests/support/sync';

// RACE_ITERATIONS per scenario (500 by default); each line of output gives the counts.
const iterations = Number(process.env.RACE_ITERATIONS ?? 500);

async function openRacePage(page: Page): Promise<string[]> {
  await page.goto(`/?host=${encodeURIComponent(firestoreHost)}`);
  await page.waitForFunction(() => typeof window.race === 'function');
  return page.evaluate(() => window.scenarios);
}

async function runAll(page: Page, label: string) {
  for (const scenario of await openRacePage(page)) {
    const outcomes = await page.evaluate(([n, name]) => window.race(n, name), [iterations, scenario] as const);
    const stale = outcomes['missing after its acknowledged write'] ?? 0;
    const line = `${label} · ${scenario}: ${stale} of ${iterations} missing after the write was acknowledged ${JSON.stringify(outcomes)}`;
    console.log(line);
    test.info().annotations.push({ type: 'counts', description: line });
  }
}

test('the emulator race, as the SDK meets it in chromium', async ({ page }) => {
  await runAll(page, 'no workaround');
});

test('the emulator race with the browser tests’ workaround (tests/support/sync.ts)', async ({ page, context }) => {
  await orderListensAndCreates(context);
  await runAll(page, 'with the workaround');
  const held = `the workaround held ${raceWorkaroundCounts.listensHeld} listens behind a create, ${raceWorkaroundCounts.createsHeld} creates behind a listen`;
  console.log(held);
  test.info().annotations.push({ type: 'counts', description: held });
});
