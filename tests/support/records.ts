import { expect, type Page } from '@playwright/test';
import { storedStatisticsOf } from '@/domain/rollups';
import { restFields, writeServerDoc, writeServerDocs, type RestValue } from './emulators';
import { visit } from './navigation';
import { waitUntilSynced } from './sync';

/** After a helper's save: online, wait for the server to have it (see sync.ts); offline it stays queued here. */
async function saved(page: Page) {
  if (await page.evaluate(() => navigator.onLine)) await waitUntilSynced(page);
}

/** Creates the 6.5 Creedmoor load development through its form (a ladder passes other charges), opened as the app's links do. */
export async function createLoad(page: Page, name = '6.5 CM 140 ELD-M / H4350', charge = '41.5') {
  await visit(page, '/load/new');
  await page.getByLabel('Load name').fill(name);
  await page.getByLabel('Cartridge').fill('6.5 Creedmoor');
  await page.getByLabel('Bullet weight (grains)').fill('140');
  await page.getByLabel('Bullet type').fill('ELD Match');
  await page.getByLabel('Powder type').fill('H4350');
  await page.getByLabel('Powder charge (grains)').fill(charge);
  await page.getByLabel('Primer').fill('CCI BR-2');
  await page.getByLabel('Brass').fill('Lapua');
  await page.getByRole('button', { name: 'Create Load Development' }).click();
  await expect(page).toHaveURL('/loads');
  await saved(page);
}

/** Adds the Tikka through its form (opened as the app's links do), with the rounds it had fired before Rangebook. */
export async function createFirearm(page: Page, roundsBefore: string) {
  await visit(page, '/add-firearm');
  await page.getByLabel('Name').fill('Tikka T3x CTR');
  await page.getByLabel('Make').fill('Tikka');
  await page.getByLabel('Model').fill('T3x CTR');
  await page.getByLabel('Caliber').fill('6.5 Creedmoor');
  await page.getByLabel('Rounds before Rangebook').fill(roundsBefore);
  await page.getByRole('button', { name: 'Add Firearm' }).click();
  await expect(page).toHaveURL('/dashboard');
  await saved(page);
}

/** Logs one shot with Enter, as at the range, and checks focus is back on velocity. */
export async function logShot(page: Page, velocity: string, impact = '') {
  await page.getByLabel('Velocity (fps)').fill(velocity);
  if (impact) await page.getByLabel('Impact (in)').fill(impact);
  await page.getByLabel('Velocity (fps)').press('Enter');
  await expect(page.getByLabel('Velocity (fps)')).toBeFocused();
  await expect(page.getByLabel('Velocity (fps)')).toHaveValue('');
}

/** A load createLoad makes (its 41.5 gr charge), as the session form lists it. */
export const loadChoice = (name: string) => `${name} · 140 gr ELD Match over 41.5 gr H4350`;
/** The load createLoad makes by default, as the session form lists it. */
export const LOAD_CHOICE = loadChoice('6.5 CM 140 ELD-M / H4350');

/** Starts a handload session through its form, with the Tikka createFirearm adds; gives the session's path. */
export async function startSession(
  page: Page,
  name: string,
  options: { ammunition?: string; temperature?: string; targetDistance?: string } = {},
) {
  await page.goto('/session/new');
  await page.getByLabel('Session name').fill(name);
  if (options.targetDistance) await page.getByLabel('Target distance (yd)').fill(options.targetDistance);
  await page.getByLabel('Ammunition type').selectOption('handload');
  await page.getByLabel('Ammunition', { exact: true }).selectOption({ label: options.ammunition ?? LOAD_CHOICE });
  await page.getByLabel('Firearm').selectOption({ label: 'Tikka T3x CTR (6.5 Creedmoor)' });
  if (options.temperature) await page.getByLabel('Temperature (°F)').fill(options.temperature);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page).toHaveURL(/\/session\/(?!new$)[\w-]+$/);
  await saved(page);
  return new URL(page.url()).pathname;
}

/** Ends the session open on the page through its dialog; the app goes to the dashboard. */
export async function endSession(page: Page) {
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page).toHaveURL('/dashboard');
  await saved(page);
}

/** The last part of the page's path: the id of the record a page shows. */
export const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** The id of a record whose link the list page shows, from the page the link opens. */
export async function idOfLink(page: Page, listPath: string, name: string): Promise<string> {
  await page.goto(listPath);
  await page.getByRole('link', { name }).first().click();
  await expect(page).not.toHaveURL(listPath);
  return idInUrl(page);
}

/** The rows of the shot table, newest first. */
export const shotRows = (page: Page) => page.getByRole('table', { name: 'Shots' }).locator('tbody tr');

/** A figure of a load's card in /loads (Sessions, Best group, Last tested, ...). */
export const loadFigure = (page: Page, loadName: string, label: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: loadName, exact: true }) })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

/** The firearm's total rounds on its card in /firearms. */
export const firearmTotal = (page: Page, firearmName = 'Tikka T3x CTR') =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: firearmName, exact: true }) })
    .locator('[data-rounds="total"]');

/** The message of the completed session page. */
export const COMPLETED_SESSION = 'This session is completed; no shots can be added or deleted.';

/** Fills a session to the 500-shot limit straight on the server, as another phone logging the same session would. */
export async function fillSessionOnServer(sessionId: string): Promise<void> {
  const fired = Date.parse('2026-05-02T09:00:00Z');
  const shots = Array.from({ length: 500 }, (_, index) => ({
    mapValue: {
      fields: {
        id: { stringValue: `other-${index}` },
        timestamp: { timestampValue: new Date(fired + index * 30_000).toISOString() },
        velocity: { integerValue: String(2700 + (index % 20)) },
        impact: { nullValue: null },
        note: { stringValue: '' },
      },
    },
  }));
  const shotIds = Array.from({ length: 500 }, (_, index) => ({ stringValue: `other-${index}` }));
  await writeServerDoc(
    `shootingSession/${sessionId}`,
    { shots: { arrayValue: { values: shots } }, shotIds: { arrayValue: { values: shotIds } } },
    { onlyFields: true },
  );
}

/** A completed session to write on the server: its day, its load and firearm (made through the forms above), its velocities. */
export type ServerSession = {
  id: string;
  name: string;
  date: string;
  load: { id: string; name: string; charge: number };
  firearmId: string;
  velocities: number[];
  /** °F; none when left out. */
  temperature?: number;
  /** Where each shot hit, [x, y] in inches, in the order of the velocities; none when left out. */
  places?: [number, number][];
};

/**
 * Writes completed sessions straight on the server with their summaries, shaped as the app writes
 * them (sessionDocSchema and sessionSummaryDocSchema, the statistics from storedStatisticsOf),
 * for tests that need many: sixty through the forms would take minutes.
 */
export async function writeSessionsOnServer(uid: string, sessions: readonly ServerSession[]): Promise<void> {
  // In one commit: each session and its summary, two documents that depend on nothing else.
  await writeServerDocs(sessions.flatMap((session) => sessionDocs(uid, session)));
}

function sessionDocs(uid: string, session: ServerSession): { path: string; fields: Record<string, RestValue> }[] {
  const fired = new Date(`${session.date}T09:00:00Z`);
  const shots = session.velocities.map((velocity, index) => {
    const place = session.places?.[index];
    return {
      id: `${session.id}-${index}`,
      timestamp: new Date(fired.getTime() + index * 30_000),
      velocity,
      note: '',
      ...(place
        ? { x: place[0], y: place[1], impact: Math.round(Math.hypot(place[0], place[1]) * 100) / 100 }
        : { impact: null }),
    };
  });
  const summary = {
    sessionName: session.name,
    date: session.date,
    location: '',
    targetDistance: null,
    weather: {
      temperature: session.temperature ?? null,
      windSpeed: null,
      windDirection: '',
      humidity: null,
      conditions: '',
    },
    ammunitionType: 'handload',
    selectedAmmunition: {
      type: 'handload',
      loadDevelopmentId: session.load.id,
      name: session.load.name,
      cartridge: '6.5 Creedmoor',
      bullet: { weight: 140, type: 'ELD Match', manufacturer: '' },
      powder: { type: 'H4350', weight: session.load.charge },
    },
    selectedFirearm: {
      id: session.firearmId,
      make: 'Tikka',
      model: 'T3x CTR',
      caliber: '6.5 Creedmoor',
      barrelLength: null,
      scope: '',
    },
    userId: uid,
    status: 'completed',
    statistics: storedStatisticsOf({ shots, exclusions: {} }),
    createdAt: fired,
    endedAt: fired,
  };
  return [
    {
      path: `shootingSession/${session.id}`,
      fields: restFields({
        ...summary,
        shots,
        shotIds: shots.map((item) => item.id),
        exclusions: {},
        notes: '',
        updatedAt: fired,
      }),
    },
    { path: `sessionSummary/${session.id}`, fields: restFields(summary) },
  ];
}
