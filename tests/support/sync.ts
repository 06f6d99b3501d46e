import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { EMULATOR_PROJECT_KEY } from '../../src/config/env';
import { firestoreHost, PROJECT_ID, useProject } from './emulators';

/**
 * Waits until the server has acknowledged every write this page made: the header's sync
 * indicator is empty, as a shooter with signal sees it a moment after saving.
 */
export async function waitUntilSynced(page: Page, timeout = 20_000): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toBeEmpty({ timeout });
}

/**
 * For a test that writes dozens of times in one go (an import is a write per shot, as the rules
 * check each shot on its own): late in a full run the emulator took 3 to 11 s per write request.
 */
export const MANY_WRITES_SYNCED_MS = 60_000;

/*
 * The Firestore emulator's listen/commit race, and the browser tests' workaround.
 *
 * The emulator can declare a new listen target CURRENT at a read time later than a commit that
 * creates the listened document, and only then send that document (reproduced with the SDK alone
 * by scripts/emulator-race: in chromium, 33 and 13 of 500 listens started while the create was in
 * flight; its README has the SDK's log and the counts). The SDK records "no such document" at that read time and drops the
 * document that follows as an "outdated watch update": the record is missing on that page until it
 * next changes. Production Firestore never answers so (a read time covers every commit before it).
 * The app meets it whenever a page listens to a record it has just created (a new session's page,
 * a page loaded while a create is re-sent, a new account's profile, which a transaction creates
 * while the page listens to it), so without this the browser tests fail now and then.
 *
 * The workaround keeps the emulator's two streams in the order production guarantees, for the
 * documents concerned only: a new listen on a document whose create is in flight is sent once the
 * emulator serves that document, or once the server has refused the create's batch, and a create of
 * a document whose listen was just sent waits until the emulator has declared that listen CURRENT
 * (read from the page's listen stream), at most LISTEN_ANSWERED_MS.
 * It watches the Firestore SDK's own requests (WebChannel POSTs and transactions' commits) and the
 * answers on its streams, and changes nothing in them.
 */

const CHANNEL = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;
/**
 * A transaction's commit (a new account's profile is one): a JSON POST of its writes, not a message
 * on the write stream, answered by its own response.
 */
const COMMIT = /\/documents:commit$/;
const isCommit = (url: string) => COMMIT.test(new URL(url).pathname);
/**
 * A create whose refusal was not seen never appears: a held listen goes after this long anyway. A
 * refusal seen on the write stream (the page asks for the refused write's receipt at once) lets it
 * go then.
 */
const CREATE_LANDS_MS = 5_000;
/**
 * The longest a create waits for the CURRENT of a listen on its document. It waited a fixed 300 ms
 * (the emulator answers in about 20 ms on a quiet machine): with two browsers beside the rules tests
 * the answer came later, the race won, and a new account's profile never showed on its page.
 */
const LISTEN_ANSWERED_MS = 5_000;

/** A create in flight: settled once the emulator serves the document, or its batch was refused. */
type Creation = { settled: Promise<void>; refused: () => void };
/** Documents whose create was sent, until the emulator serves them or refuses them (by full resource name). */
const creating = new Map<string, Creation>();
/** Listens sent and not yet declared CURRENT, by document: settled by the page's listen stream. */
const listensUnanswered = new Map<string, { answered: Promise<void>; answer: () => void }>();
/** How often the workaround changed an order (scripts/emulator-race prints these). */
export const raceWorkaroundCounts = { listensHeld: 0, createsHeld: 0 };

type ChannelMessage = {
  writes?: { update?: { name?: string }; currentDocument?: { exists?: boolean } }[];
  addTarget?: { targetId?: number; documents?: { documents?: string[] } };
};

/** The messages of a WebChannel POST (form fields req0___data__, req1___data__, ...). */
function channelMessages(body: string | null): ChannelMessage[] {
  if (!body) return [];
  const messages: ChannelMessage[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      messages.push(JSON.parse(value) as ChannelMessage);
    } catch {
      // Not a message this workaround reads.
    }
  }
  return messages;
}

/** Documents a write may create: a set, not an update of a document that must exist. */
const createdDocuments = (messages: ChannelMessage[]) =>
  messages.flatMap((message) =>
    (message.writes ?? []).flatMap((write) =>
      write.update?.name && write.currentDocument?.exists !== true ? [write.update.name] : [],
    ),
  );

const sleep = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));

/**
 * Notes in the running test's page log that the workaround stopped waiting at one of its limits: the
 * race may then come back, and a test failing with "… not found" shows why.
 */
function workaroundGaveUp(what: string, names: readonly string[]): void {
  const documents = names.map((name) => name.replace(/^.*\/documents\//, '')).join(', ');
  notePageLog(`emulator race workaround: ${what}: ${documents}`);
}

/** Resolves once the emulator serves the document (rules bypassed), or after CREATE_LANDS_MS, or once `stop()` says so. */
async function served(name: string, stop: () => boolean): Promise<void> {
  const deadline = Date.now() + CREATE_LANDS_MS;
  while (Date.now() < deadline && !stop()) {
    const response = await fetch(`http://${firestoreHost}/v1/${name}`, {
      headers: { Authorization: 'Bearer owner' },
    }).catch(() => null);
    if (response?.ok) return;
    await sleep(10);
  }
  if (!stop()) workaroundGaveUp(`a create was not served in ${CREATE_LANDS_MS} ms; listens on it went`, [name]);
}

/** Notes each document's create as in flight, until the emulator serves it or its batch is refused. */
function createsSent(names: readonly string[]): void {
  for (const name of names) {
    if (creating.has(name)) continue;
    let refused = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = () => {
        refused = true;
        resolve();
      };
    });
    const settled = Promise.race([served(name, () => refused), released]).finally(() => creating.delete(name));
    creating.set(name, { settled, refused: release });
  }
}

/** The server refused a batch: its creates never land, so no listen waits for them. */
function createsRefused(names: readonly string[]): void {
  for (const name of names) creating.get(name)?.refused();
}

/** The SID (WebChannel session) a channel request belongs to; none for a channel's first request. */
const channelSession = (url: string) => new URL(url).searchParams.get('SID');

/**
 * Each write stream's batches sent and not answered yet, in order, by WebChannel session: the
 * documents each batch creates. The stream answers batches in the order sent, each with its write
 * results, or with an error for the first it refuses, which ends the stream (the SDK sends the
 * rest again on a new one).
 */
const unansweredBatches = new Map<string, string[][]>();

/** A page's listens not yet declared CURRENT: the documents of each target, by target id. */
type PageListens = Map<number, string[]>;

/** Notes a listen on a document as sent: creates of that document wait for its CURRENT. */
function listenSent(listens: PageListens, targetId: number | undefined, name: string): void {
  if (targetId === undefined) return;
  if (!listensUnanswered.has(name)) {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    listensUnanswered.set(name, { answered, answer });
  }
  listens.set(targetId, [...(listens.get(targetId) ?? []), name]);
}

/** The listens of these targets (all of the page's, if none is named) are answered: their creates may go. */
function listensAnswered(listens: PageListens, targetIds: readonly number[] | undefined): void {
  for (const targetId of targetIds?.length ? targetIds : [...listens.keys()]) {
    for (const name of listens.get(targetId) ?? []) {
      listensUnanswered.get(name)?.answer();
      listensUnanswered.delete(name);
    }
    listens.delete(targetId);
  }
}

/** A create held until the listens on its document are CURRENT (at most LISTEN_ANSWERED_MS), then noted as in flight. */
async function createsGo(created: readonly string[]): Promise<void> {
  const unanswered = created.flatMap((name) => listensUnanswered.get(name)?.answered ?? []);
  if (unanswered.length) {
    raceWorkaroundCounts.createsHeld += 1;
    const answered = await Promise.race([Promise.all(unanswered).then(() => true), sleep(LISTEN_ANSWERED_MS)]);
    if (!answered)
      workaroundGaveUp(`a create went before a listen on it was CURRENT (${LISTEN_ANSWERED_MS} ms)`, created);
  }
  createsSent(created);
}

/** The writes of a commit's JSON body. */
function commitMessage(body: string | null): ChannelMessage {
  try {
    return JSON.parse(body ?? '') as ChannelMessage;
  } catch {
    return {};
  }
}

/**
 * Waits, if production's order needs it, before a channel request or a commit goes to the
 * emulator; gives the documents a commit creates (none for a channel request).
 */
async function orderRequest(
  listens: PageListens,
  method: string,
  url: string,
  body: string | null,
): Promise<readonly string[]> {
  if (method !== 'POST') return [];
  if (isCommit(url)) {
    const created = createdDocuments([commitMessage(body)]);
    await createsGo(created);
    return created;
  }
  const messages = channelMessages(body);
  if (url.match(CHANNEL)?.[1] === 'Write') {
    const stream = channelSession(url);
    const batches = messages.filter((message) => message.writes).map((message) => createdDocuments([message]));
    // Noted in the order sent, before any wait below: the stream answers in that order.
    if (stream && batches.length) unansweredBatches.set(stream, [...(unansweredBatches.get(stream) ?? []), ...batches]);
    await createsGo(batches.flat());
  } else {
    // Each new target with the documents it listens to, read once for the wait and for noting them.
    const targets = messages.flatMap(({ addTarget }) =>
      addTarget ? [{ targetId: addTarget.targetId, names: addTarget.documents?.documents ?? [] }] : [],
    );
    const inFlight = targets.flatMap(({ names }) => names.flatMap((name) => creating.get(name)?.settled ?? []));
    if (inFlight.length) {
      raceWorkaroundCounts.listensHeld += 1;
      await Promise.all(inFlight);
    }
    for (const { targetId, names } of targets) for (const name of names) listenSent(listens, targetId, name);
  }
  return [];
}

type PausedRequest = {
  requestId: string;
  /** The request's id in DevTools' Network domain. */
  networkId?: string;
  request: { url: string; method: string; postData?: string; postDataEntries?: { bytes?: string }[] };
};

const requestBody = ({ request }: PausedRequest): string | null =>
  request.postDataEntries
    ? request.postDataEntries.map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString('utf8')).join('')
    : (request.postData ?? null);

/** The last message of each stream already read (its WebChannel array id), by session. */
const answersRead = new Map<string, number>();

/**
 * Reads a stream's answers: each a length, a newline and a JSON array of [array id, [message]],
 * each message read once by `onMessage`. Gives what is left of a message cut short, to be read with
 * the next piece; null when the text cannot be read (what waits on it then waits out its limit, as
 * without this).
 */
function readAnswers(stream: string, text: string, onMessage: (message: object) => void): string | null {
  let rest = text;
  for (let head = /^(\d+)\n/.exec(rest); head; head = /^(\d+)\n/.exec(rest)) {
    const end = head[0].length + Number(head[1]);
    if (rest.length < end) break;
    let entries: [number, unknown[]][];
    try {
      entries = JSON.parse(rest.slice(head[0].length, end)) as [number, unknown[]][];
    } catch {
      return null;
    }
    rest = rest.slice(end);
    for (const [arrayId, [message]] of entries) {
      if (arrayId <= (answersRead.get(stream) ?? -1)) continue;
      answersRead.set(stream, arrayId);
      if (typeof message === 'object' && message !== null) onMessage(message);
    }
  }
  return rest;
}

/** A write stream's answer: a batch's write results, or an error for the first batch the server refuses. */
const writeAnswer = (stream: string) => (message: object) => {
  if ('writeResults' in message) unansweredBatches.get(stream)?.shift();
  else if ('error' in message) {
    createsRefused(unansweredBatches.get(stream)?.shift() ?? []);
    // The stream has ended: the SDK sends the batches after the refused one again on a new stream.
    unansweredBatches.delete(stream);
  }
};

/** A listen stream's answer: a target declared CURRENT lets the creates of its documents go. */
const listenAnswer = (listens: PageListens) => (message: object) => {
  const change = (message as { targetChange?: { targetChangeType?: string | number; targetIds?: number[] } })
    .targetChange;
  if (change?.targetChangeType === 'CURRENT' || change?.targetChangeType === 3)
    listensAnswered(listens, change.targetIds);
};

type ResponseReceived = { requestId: string; response: { url: string; status: number } };

/** The creates of each commit sent, by its Network request id, until it is answered. */
type CommitsSent = Map<string, readonly string[]>;

/**
 * Follows the answers on the page's write and listen streams (each WebChannel session's long-lived
 * GET, read as it streams in with DevTools' Network.streamResourceContent): a listen held for a
 * create goes as soon as the server refuses that create's batch, not CREATE_LANDS_MS later (a page
 * asks for a refused write's receipt at once), and a create held for a listen goes once the listen
 * is CURRENT.
 */
async function followAnswers(session: CDPSession, listens: PageListens, commits: CommitsSent): Promise<void> {
  const reading = new Map<string, { stream: string; onMessage: (message: object) => void; text: string }>();
  const read = (requestId: string, data: string | undefined) => {
    const answers = reading.get(requestId);
    if (!answers || !data) return;
    const rest = readAnswers(
      answers.stream,
      answers.text + Buffer.from(data, 'base64').toString('utf8'),
      answers.onMessage,
    );
    if (rest === null) reading.delete(requestId);
    else answers.text = rest;
  };
  session.on('Network.responseReceived', ({ requestId, response }: ResponseReceived) => {
    // A refused commit's creates never land: no listen waits for them.
    if (response.status >= 400) createsRefused(commits.get(requestId) ?? []);
    const stream = channelSession(response.url);
    const kind = response.url.match(CHANNEL)?.[1];
    if (!kind || !stream || !response.url.includes('TYPE=xmlhttp')) return;
    reading.set(requestId, {
      stream,
      onMessage: kind === 'Write' ? writeAnswer(stream) : listenAnswer(listens),
      text: '',
    });
    session
      .send('Network.streamResourceContent', { requestId })
      .then(({ bufferedData }) => read(requestId, bufferedData))
      .catch(() => reading.delete(requestId));
  });
  session.on('Network.dataReceived', ({ requestId, data }: { requestId: string; data?: string }) =>
    read(requestId, data),
  );
  const done = ({ requestId }: { requestId: string }) => {
    reading.delete(requestId);
    commits.delete(requestId);
  };
  session.on('Network.loadingFinished', done);
  session.on('Network.loadingFailed', ({ requestId, canceled }: { requestId: string; canceled?: boolean }) => {
    // A commit that failed (offline) never lands; one the page cancelled as it navigated away may
    // have reached the server and still land: a listen of the next page waits for it as for any other.
    if (!canceled) createsRefused(commits.get(requestId) ?? []);
    done({ requestId });
  });
  await session.send('Network.enable');
}

/**
 * Pauses only the page's Firestore channel requests and commits (DevTools' Fetch domain with URL patterns).
 * Not context.route: any route makes Playwright pause every request of the page, and Chromium
 * then now and then aborts module requests the service worker serves (a route chunk failed to
 * load about once in 300 page loads; never without a route).
 */
async function orderPageChannel(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  const listens: PageListens = new Map();
  // A page that goes answers nothing more: nothing waits for its listens.
  page.on('close', () => listensAnswered(listens, undefined));
  const commits: CommitsSent = new Map();
  await followAnswers(session, listens, commits);
  session.on('Fetch.requestPaused', (event: PausedRequest) => {
    void orderRequest(listens, event.request.method, event.request.url, requestBody(event))
      .then((created) => {
        if (created.length && event.networkId) commits.set(event.networkId, created);
      })
      .catch(() => undefined)
      .then(() => session.send('Fetch.continueRequest', { requestId: event.requestId }))
      // The page went (closed, crashed) while its request waited: nothing to continue.
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', {
    patterns: [
      { urlPattern: '*/google.firestore.v1.Firestore/*/channel*', requestStage: 'Request' },
      { urlPattern: '*/documents:commit*', requestStage: 'Request' },
    ],
  });
  if (offlineContexts.has(page.context())) await emulateOffline(session, true);
  // Some Chromium builds (150 among them) start a document navigated to offline with navigator.onLine
  // true; saying it again on each new document sets it, and fires the page's "offline" event.
  page.on('domcontentloaded', () => {
    if (offlineContexts.has(page.context())) emulateOffline(session, true).catch(() => undefined);
  });
  return session;
}

/** Contexts taken offline by goOffline. */
const offlineContexts = new WeakSet<BrowserContext>();

/**
 * The page's own offline switch, on the session that pauses its channel requests: with a second
 * DevTools session attached, Playwright's setOffline alone no longer survives a navigation
 * (navigator.onLine is true again on the next page), so this session says it too.
 */
async function emulateOffline(session: CDPSession, offline: boolean): Promise<void> {
  await session.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Keeps the Firestore emulator's listens and creates of one document in production's order (see above), on every page of the context. */
export async function orderListensAndCreates(context: BrowserContext): Promise<void> {
  // E2E_EMULATOR_RACE=1 runs without the workaround, to see the race (and nothing else) come back.
  if (process.env.E2E_EMULATOR_RACE === '1') return;
  const order = (page: Page) => {
    const session = orderPageChannel(page).catch(() => null);
    channelSessions.set(page, session);
    return session;
  };
  context.on('page', (page) => void order(page));
  await Promise.all(context.pages().map(order));
}

/** Each page's DevTools session that orders its channel requests, once set up (null: it could not be). */
const channelSessions = new WeakMap<Page, Promise<CDPSession | null>>();

/** A new page of the context, once its channel requests are ordered (when the context's are). */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await pageOrdered(page);
  return page;
}

/** Resolves once the page's channel requests are ordered (a page of a context the workaround watches). */
export async function pageOrdered(page: Page): Promise<void> {
  await channelSessions.get(page);
}

/**
 * What the pages of the running test said, from every one of its contexts: what the browser refused
 * under the served Content-Security-Policy or Permissions-Policy (the Hosting-served run,
 * tests/served; a policy that breaks the app shows here before it shows as a hung page), and their
 * warnings, errors and uncaught errors with the time into the test, attached to a failing test as
 * the page's own account of it ("Could not finish the profile yet", Firestore's "Could not reach the
 * backend").
 */
let policyViolations: string[] = [];
let pageLog: string[] = [];
let pageLogStart = 0;

/** Adds a line to the running test's page log, with its time into the test. */
function notePageLog(text: string): void {
  pageLog.push(`${((Date.now() - pageLogStart) / 1000).toFixed(1)} s  ${text}`);
}

function watchPages(context: BrowserContext): void {
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/.test(text)) policyViolations.push(text);
    if (message.type() === 'warning' || message.type() === 'error') notePageLog(`${message.type()}: ${text}`);
  });
  context.on('weberror', (error) => notePageLog(`uncaught: ${error.error().message}`));
}

/*
 * A Firestore project for each test file. The emulator never lets go of a closed page's listens: each
 * write to a project is then queued for every listen that project ever had, and late in a full run on
 * one project a listen's first answer or a write took seconds (a page's empty state missed its 10 s).
 * A project per file keeps each one to the few dozen listens of its own tests. The Auth emulator
 * keeps its one project, so accounts still sign in everywhere. The tag makes a second run on the
 * same emulators start on fresh projects too.
 */
const RUN_TAG = Date.now().toString(36).slice(-5);

/** Points the test helpers at the test file's own project (call it first in a file's beforeAll that writes). */
export function useFileProject(testInfo: TestInfo): void {
  const file = testInfo.file.replace(/^.*[/\\]/, '').replace(/\.spec\.ts$/, '');
  useProject(`demo-${RUN_TAG}-${file}-${testInfo.project.name}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'));
}

/** The app in this context's pages uses the helpers' project (the app reads EMULATOR_PROJECT_KEY at start). */
async function useProjectInPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, projectId]) => {
      try {
        localStorage.setItem(key, projectId);
      } catch {
        // about:blank and opaque origins have no storage; the app never runs there.
      }
    },
    [EMULATOR_PROJECT_KEY, PROJECT_ID] as const,
  );
}

/** What every context of a test gets: the helpers' project in its pages, its pages' log, and the race workaround. */
async function prepareContext(context: BrowserContext): Promise<void> {
  await useProjectInPages(context);
  watchPages(context);
  await orderListensAndCreates(context);
}

/**
 * Playwright's test, with every browser context ordering the emulator's listens and creates, on the
 * test file's own Firestore project (or the one a file asks for: `test.use({ emulatorProject })`).
 */
export const test = base.extend<{ emulatorProject: string | undefined; testProject: string }>({
  emulatorProject: [undefined, { option: true }],
  // Automatic, so that the project is chosen before a beforeEach hook seeds anything.
  testProject: [
    async ({ emulatorProject }, use, testInfo) => {
      if (emulatorProject) useProject(emulatorProject);
      else useFileProject(testInfo);
      await use(PROJECT_ID);
    },
    { auto: true },
  ],
  context: async ({ context, testProject }, use, testInfo) => {
    expect(PROJECT_ID, 'the helpers and the pages use one project').toBe(testProject);
    policyViolations = [];
    pageLog = [];
    pageLogStart = Date.now();
    await prepareContext(context);
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus && pageLog.length)
      await testInfo.attach('what the pages logged', { body: pageLog.join('\n'), contentType: 'text/plain' });
    expect(policyViolations, 'refused by the served security policy').toEqual([]);
  },
  page: async ({ page }, use) => {
    await pageOrdered(page);
    await use(page);
  },
});

export { expect };

/** Another device of the same shooter (a new browser context), ordered as the test's own context. */
export async function openDevice(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await prepareContext(context);
  return context;
}

/**
 * No network at all for the context: its pages and its service worker (Playwright takes the
 * worker offline too; a fetch from the worker fails). No route: see orderPageChannel.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await setContextOffline(context, true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await setContextOffline(context, false);
}

async function setContextOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) offlineContexts.add(context);
  else offlineContexts.delete(context);
  await context.setOffline(offline);
  await Promise.all(
    context.pages().map(async (page) => {
      const session = await channelSessions.get(page);
      if (session) await emulateOffline(session, offline);
    }),
  );
}

/** Waits until the service worker controls the page, so a reload can be served with no network. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
