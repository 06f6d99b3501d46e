import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  terminate,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { EMPTY_STATISTICS } from '@/features/sessions/schema';
import { readAllRecords } from './export-api';
import { backupJson } from './export-files';

/*
 * A real Firestore client with its network switched off, reading its own cache as the backup does
 * offline: no emulator, and no mock of Firestore.
 */
let app: FirebaseApp;
let db: Firestore;

beforeEach(async () => {
  setLogLevel('silent');
  app = initializeApp({ projectId: 'demo-export-unit', apiKey: 'unit-test' }, `export-${Math.random()}`);
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, '127.0.0.1', 1);
  await disableNetwork(db);
});

afterEach(async () => {
  await terminate(db);
  await deleteApp(app);
});

const at = Timestamp.fromDate(new Date('2026-11-20T14:00:00Z'));
const owned = { userId: 'alice', createdAt: at, updatedAt: at };
const session = {
  ...sessionFixtures.handload,
  ...owned,
  status: 'completed',
  shots: [{ id: 'shot-1', timestamp: at, velocity: 2805, impact: null, note: '' }],
  shotIds: ['shot-1'],
  exclusions: {},
  statistics: { ...EMPTY_STATISTICS, totalShots: 1, averageVelocity: 2805 },
  endedAt: at,
};

function writeLocally(docs: Record<string, object>) {
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
  // The server is out of reach: the writes stay pending, in this device's cache.
  void batch.commit();
}

describe('readAllRecords', () => {
  it('reads every readable record and keeps a document that fails its schema raw instead of failing', async () => {
    writeLocally({
      'firearms/f1': { ...firearmFixtures.tikka, ...owned },
      'loadDevelopment/l1': { ...loadFixtures.creedmoorMatch, status: 'Testing', ...owned },
      'shootingSession/s1': session,
      'shootingSession/s2': {
        ...session,
        sessionName: 'Typed in by hand',
        shots: [{ id: 'shot-1', timestamp: at, velocity: '2805 fps', impact: null, note: '' }],
      },
    });

    const records = await readAllRecords(db, 'alice');

    expect(records.firearms.map((firearm) => firearm.id)).toEqual(['f1']);
    expect(records.loadDevelopments.map((load) => load.id)).toEqual(['l1']);
    expect(records.shootingSessions.map((item) => item.id)).toEqual(['s1']);
    expect(records.unreadable).toHaveLength(1);
    expect(records.unreadable[0]).toMatchObject({
      id: 's2',
      path: 'shootingSession/s2',
      reason: expect.stringMatching(/^shots\.0\.velocity: /),
    });
  });

  it('gives a backup that holds the unreadable document raw, its dates as ISO strings', async () => {
    writeLocally({ 'firearms/f1': { ...firearmFixtures.tikka, ...owned, roundCount: -3 } });

    const records = await readAllRecords(db, 'alice');
    const backup = JSON.parse(
      backupJson({ exportedAt: new Date('2026-11-23T10:00:00Z'), user: { uid: 'alice', email: null }, ...records }),
    );

    expect(backup.firearms).toEqual([]);
    expect(backup.unreadable).toEqual([
      {
        id: 'f1',
        path: 'firearms/f1',
        reason: expect.stringMatching(/^roundCount: /),
        raw: {
          ...firearmFixtures.tikka,
          roundCount: -3,
          userId: 'alice',
          createdAt: '2026-11-20T14:00:00.000Z',
          updatedAt: '2026-11-20T14:00:00.000Z',
        },
      },
    ]);
  });
});
