// The sync journal's verdict on an earlier page's writes, on real server data, from their receipts:
// what the server holds is acknowledged (never a false alarm), what it refused is reported, an edit
// included, and a write the server already has is never made again.
import { doc, getDocFromServer, Timestamp, waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addFirearm, deleteFirearm, updateFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import type { SessionStart } from '@/features/sessions/schema';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { readFromDevice, setWriteTracker, storedOnDevice } from '@/lib/firestore/local';
import { commitOps } from '@/lib/firestore/write-ops';
import { createSyncStore } from '@/lib/sync/create-sync-store';
import { syncJournalKey, type JournalEntry } from '@/lib/sync/journal';
import { receiptOnDevice, receiptOnServer, receiptOp } from '@/lib/sync/receipts';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);

/**
 * A page that writes through save() as the app does (each batch with its receipt) and goes before
 * any answer comes: its journal is left behind with every write marked stored (or not).
 */
function pageThatGoes(db: Firestore, { stored = true } = {}) {
  const entries: JournalEntry[] = [];
  const answers: Promise<unknown>[] = [];
  setWriteTracker(db, {
    queued: (ops, meta) => {
      const id = crypto.randomUUID();
      entries.push({
        id,
        ops: JSON.parse(JSON.stringify(ops)),
        meta,
        queuedAt: Date.now(),
        pageId: 'gone',
        stored,
        sent: false,
      });
      return id;
    },
    receipt: (id) => receiptOp(id, 'alice', entries.find((entry) => entry.id === id)!.queuedAt),
    stored: () => undefined,
    watch: (_id, write) => answers.push(write.catch(() => undefined)),
  });
  return {
    entries,
    gone: async () => {
      await Promise.all(answers);
      setWriteTracker(db, null);
    },
  };
}

/** The next page on `db`: the app's store on its real Firestore functions, with the gone page's journal. */
async function nextPage(db: Firestore, left: JournalEntry[]) {
  const storage = new Map([[syncJournalKey('alice'), JSON.stringify({ writes: left, rejected: [] })]]);
  const store = createSyncStore({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    // No Web Locks: the pages named in the journal at start are taken as gone.
    locks: null,
    remote: {
      setTracker: (tracker) => setWriteTracker(db, tracker),
      commit: (ops) => commitOps(db, ops),
      storedOnDevice: (path) => storedOnDevice(doc(db, path)),
      receiptOnDevice: (id) => receiptOnDevice(db, id),
      receiptOnServer: (id) => receiptOnServer(db, id),
      waitForPendingWrites: () => waitForPendingWrites(db),
    },
    online: () => true,
    guardLeaving: () => undefined,
    events: null,
  });
  store.start('alice');
  // Until the journal holds nothing undecided (a write made again settles with its own answer).
  await expect.poll(async () => (await store.check(), store.getState().writes.length), { timeout: 15_000 }).toBe(0);
  store.stop();
  return { rejected: store.getState().rejected, stored: JSON.parse(storage.get(syncJournalKey('alice'))!) };
}

const verdicts = (outcome: Awaited<ReturnType<typeof nextPage>>) =>
  (outcome.stored as { rejected: { meta: { label: string }; reason: string }[] }).rejected.map(
    (write) => `${write.meta.label}: ${write.reason}`,
  );

async function seedLoadAndFirearm() {
  const stamps = { createdAt: STORED_AT, updatedAt: STORED_AT };
  await seedDoc(env(), 'loadDevelopment/load-1', {
    ...loadFixtures.creedmoorMatch,
    status: 'Planning',
    ...stamps,
    userId: 'alice',
  });
  await seedDoc(env(), 'firearms/firearm-1', { ...firearmFixtures.tikka, ...stamps, userId: 'alice' });
}

describe('the journal judging an earlier page’s writes by their receipts on the server', () => {
  it('acknowledges a session started, five shots and its end, all of which the server holds', async () => {
    await seedLoadAndFirearm();
    const db = alice();
    const page = pageThatGoes(db);
    const start = { ...sessionFixtures.handload } as SessionStart;
    const id = await startSession(db, 'alice', start, 'session-1');
    const shots: { id: string }[] = [];
    for (const velocity of [2800, 2810, 2790, 2805, 2795]) {
      const written = appendShot(
        db,
        { id, sessionName: start.sessionName, shots: [...shots] as never },
        { velocity, impact: 0.5, note: '' },
      );
      shots.push(written.shot);
      await written.stored;
    }
    const logged = await readFromDevice(sessionRef(db, id));
    if (!logged) throw new Error('The session is not on this device');
    await endSession(db, logged);
    await page.gone();
    expect(page.entries).toHaveLength(7);
    for (const entry of page.entries) expect(await receiptOnServer(db, entry.id)).toBe('landed');
    expect(verdicts(await nextPage(db, page.entries))).toEqual([]);
  });

  it('reports shots the server refused because the session was completed elsewhere', async () => {
    await seedLoadAndFirearm();
    await seedDoc(env(), 'shootingSession/session-2', {
      ...sessionFixtures.handload,
      userId: 'alice',
      status: 'completed',
      shots: [],
      shotIds: [],
      exclusions: {},
      statistics: {
        totalShots: 0,
        averageVelocity: null,
        extremeSpread: null,
        standardDeviation: null,
        averageGroup: null,
        bestGroup: null,
      },
      createdAt: STORED_AT,
      updatedAt: STORED_AT,
      endedAt: STORED_AT,
    });
    const db = alice();
    const page = pageThatGoes(db);
    const session = { id: 'session-2', sessionName: 'Ended elsewhere', shots: [] };
    await appendShot(db, session, { velocity: 2800, impact: null, note: '' }).stored;
    await appendShot(db, session, { velocity: 2810, impact: null, note: '' }).stored;
    await page.gone();
    for (const entry of page.entries) expect(await receiptOnServer(db, entry.id)).toBe('missing');
    expect(verdicts(await nextPage(db, page.entries))).toEqual([
      'Shot 1 (2,800 fps) in “Ended elsewhere”: the server does not have it after syncing',
      'Shot 1 (2,810 fps) in “Ended elsewhere”: the server does not have it after syncing',
    ]);
  });

  it('reports a refused edit as refused, and an accepted one as acknowledged', async () => {
    await seedLoadAndFirearm();
    const db = alice();
    const page = pageThatGoes(db);
    await updateFirearm(db, 'firearm-1', { ...firearmFixtures.tikka, notes: 'New stock' });
    await page.gone();
    expect(verdicts(await nextPage(db, page.entries))).toEqual([]);

    // Deleted on another device before this device's edit reached the server: the update is refused.
    await serverAnswer(alice(), (other) => deleteFirearm(other, { id: 'firearm-1', name: 'Tikka' }));
    const later = pageThatGoes(db);
    await updateFirearm(db, 'firearm-1', { ...firearmFixtures.tikka, notes: 'Too late' });
    await later.gone();
    expect(verdicts(await nextPage(db, later.entries))).toEqual([
      'Changes to firearm “Tikka T3x CTR”: the server does not have it after syncing',
    ]);
  });

  it('drops a write its page never marked stored when the server has its receipt, without making it again', async () => {
    const db = alice();
    const page = pageThatGoes(db, { stored: false });
    await addFirearm(db, 'alice', firearmFixtures.tikka, 'firearm-2');
    await page.gone();
    // Changed on another device since: made again, the create would put the old values back.
    await serverAnswer(alice(), (other) =>
      updateFirearm(other, 'firearm-2', { ...firearmFixtures.tikka, notes: 'Later' }),
    );
    // The next page is another device's cache (a fresh client): the receipt is not on it.
    const fresh = alice();
    expect(await receiptOnDevice(fresh, page.entries[0]!.id)).toBe(false);
    expect(verdicts(await nextPage(fresh, page.entries))).toEqual([]);
    expect((await getDocFromServer(doc(fresh, 'firearms/firearm-2'))).get('notes')).toBe('Later');
  });

  it('makes again, once, a write that never reached the device nor the server', async () => {
    const db = alice();
    const page = pageThatGoes(db, { stored: false });
    await serverAnswer(alice(), (other) => addFirearm(other, 'alice', firearmFixtures.tikka, 'firearm-3'));
    // Journalled, then the page went before Firestore had it: the entry is all that is left.
    const lost: JournalEntry = {
      id: crypto.randomUUID(),
      ops: [
        {
          kind: 'update',
          path: 'firearms/firearm-3',
          data: { notes: 'Typed, then the tab closed', updatedAt: { $serverTime: true } },
        },
      ],
      meta: { label: 'Changes to firearm “Tikka T3x CTR”' },
      queuedAt: Date.now(),
      pageId: 'gone',
      stored: false,
      sent: false,
    };
    await page.gone();
    expect(verdicts(await nextPage(db, [lost]))).toEqual([]);
    expect(await receiptOnServer(db, lost.id)).toBe('landed');
    expect((await getDocFromServer(doc(db, 'firearms/firearm-3'))).get('notes')).toBe('Typed, then the tab closed');
  });
});
