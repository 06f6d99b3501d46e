// The sync journal's verdict on an earlier page's writes, on real server data: what the server
// holds is acknowledged (never a false alarm), what it refused is reported, an edit included.
import { doc, runTransaction, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { deleteFirearm, updateFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import type { SessionStart } from '@/features/sessions/schema';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { readFromDevice, setWriteTracker } from '@/lib/firestore/local';
import { orphanFate, writePaths, type DocsByPath, type JournalEntry } from '@/lib/sync/sync-status';
import { apiDb, seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));
const STORED_AT = Timestamp.fromMillis(1_700_000_000_000);

/** Journals every write as the app's journal does, as if its page were gone; settles with the server's answers. */
function journal(db: Firestore) {
  const entries: JournalEntry[] = [];
  const answers: Promise<unknown>[] = [];
  setWriteTracker(db, {
    queued: (ops, meta) => {
      const id = String(entries.length);
      entries.push({
        id,
        ops: JSON.parse(JSON.stringify(ops)),
        meta,
        queuedAt: entries.length,
        pageId: 'gone',
        stored: true,
        sent: true,
        superseded: false,
      });
      return id;
    },
    stored: () => undefined,
    watch: (_id, write) => answers.push(write.catch(() => undefined)),
  });
  return {
    entries,
    settled: async () => {
      await Promise.all(answers);
      setWriteTracker(db, null);
    },
  };
}

/** The documents a write touched, read in a transaction (straight from the backend, never stale). */
const serverDocs = (db: Firestore, write: JournalEntry): Promise<DocsByPath> =>
  runTransaction(db, async (transaction) => {
    const docs = new Map<string, DocumentData | null>();
    for (const path of writePaths(write)) {
      const snapshot = await transaction.get(doc(db, path));
      docs.set(path, snapshot.exists() ? snapshot.data() : null);
    }
    return docs;
  });

async function fates(db: Firestore, entries: JournalEntry[]) {
  const result: [string, string][] = [];
  for (const entry of entries) result.push([entry.meta.label, orphanFate(entry, await serverDocs(db, entry), entries)]);
  return result;
}

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

describe('the journal judging an earlier page’s writes from the server', () => {
  it('acknowledges a session started, five shots and its end, all of which the server holds', async () => {
    await seedLoadAndFirearm();
    const db = alice();
    const log = journal(db);
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
    await log.settled();
    expect(log.entries).toHaveLength(7);
    expect((await fates(db, log.entries)).filter(([, fate]) => fate !== 'acknowledged')).toEqual([]);
  });

  it('reports shots the server refused because the session was completed elsewhere', async () => {
    await seedLoadAndFirearm();
    await seedDoc(env(), 'shootingSession/session-2', {
      ...sessionFixtures.handload,
      userId: 'alice',
      status: 'completed',
      shots: [],
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
    const log = journal(db);
    const session = { id: 'session-2', sessionName: 'Ended elsewhere', shots: [] };
    await appendShot(db, session, { velocity: 2800, impact: null, note: '' }).stored;
    await appendShot(db, session, { velocity: 2810, impact: null, note: '' }).stored;
    await log.settled();
    expect((await fates(db, log.entries)).map(([, fate]) => fate)).toEqual(['refused', 'refused']);
  });

  it('reports a refused edit as refused, and an accepted one as acknowledged', async () => {
    await seedLoadAndFirearm();
    const db = alice();
    const log = journal(db);
    await updateFirearm(db, 'firearm-1', { ...firearmFixtures.tikka, notes: 'New stock' });
    await log.settled();
    expect((await fates(db, log.entries)).map(([, fate]) => fate)).toEqual(['acknowledged']);

    // Deleted on another device before this device's edit reached the server: the update is refused.
    await serverAnswer(alice(), (other) => deleteFirearm(other, { id: 'firearm-1', name: 'Tikka' }));
    const later = journal(db);
    await updateFirearm(db, 'firearm-1', { ...firearmFixtures.tikka, notes: 'Too late' });
    await later.settled();
    expect((await fates(db, later.entries)).map(([, fate]) => fate)).toEqual(['refused']);
  });
});
