import { renderHook, waitFor } from '@testing-library/react';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  initializeFirestore,
  memoryLocalCache,
  query,
  setLogLevel,
  terminate,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { firearmDocSchema } from '@/features/firearms/schema';
import { UnreadableDoc, zodConverter } from './converter';
import { NOT_ON_DEVICE_AFTER_MS, unreadableDocOf, useLiveDoc, useLiveQuery } from './live';

/*
 * A real Firestore client with its network switched off: what it reads is its own cache, as on a
 * phone with no signal, so these tests need no emulator and no mock of Firestore.
 */
let app: FirebaseApp;
let db: Firestore;

beforeEach(async () => {
  setLogLevel('silent');
  // The hooks warn about each unreadable record; here that is expected.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  app = initializeApp({ projectId: 'demo-live-unit', apiKey: 'unit-test' }, `live-${Math.random()}`);
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  // A port nothing listens on, so nothing ever leaves the machine.
  connectFirestoreEmulator(db, '127.0.0.1', 1);
  await disableNetwork(db);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await terminate(db);
  await deleteApp(app);
});

// One converter, as the app has: a query with a new converter is a different query.
const firearmConverter = zodConverter(firearmDocSchema);
const firearms = () => collection(db, 'firearms').withConverter(firearmConverter);
const at = Timestamp.fromDate(new Date('2026-11-20T14:00:00Z'));
const goodFirearm = (name: string) => ({
  ...firearmFixtures.tikka,
  name,
  userId: 'alice',
  createdAt: at,
  updatedAt: at,
});

/** Writes into the device's cache (the server is out of reach, so the writes stay pending). */
function writeLocally(docs: Record<string, object>) {
  const batch = writeBatch(db);
  for (const [id, data] of Object.entries(docs)) batch.set(doc(db, 'firearms', id), data);
  void batch.commit();
}

describe('useLiveQuery', () => {
  it('shows the readable records and hands back the one that fails its schema apart', async () => {
    writeLocally({
      a: goodFirearm('Tikka T3x'),
      b: { ...goodFirearm('Broken'), roundCount: 'lots' },
      c: goodFirearm('Bergara B-14'),
    });
    const { result } = renderHook(() => useLiveQuery(query(firearms(), where('userId', '==', 'alice'))));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map((firearm) => firearm.name).sort()).toEqual(['Bergara B-14', 'Tikka T3x']);
    expect(result.current.unreadable).toHaveLength(1);
    expect(result.current.unreadable[0]).toMatchObject({
      id: 'b',
      path: 'firearms/b',
      reason: expect.stringMatching(/^roundCount: /),
      raw: { name: 'Broken', roundCount: 'lots', createdAt: '2026-11-20T14:00:00.000Z' },
    });
  });

  it('hands back no unreadable records when every document reads', async () => {
    writeLocally({ a: goodFirearm('Tikka T3x') });
    const { result } = renderHook(() => useLiveQuery(firearms()));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toHaveLength(1);
    expect(result.current.unreadable).toEqual([]);
  });
});

describe('useLiveQuery, as renders come and go', () => {
  it('is idle without a query (nobody signed in yet), then loading, then shows the records', async () => {
    writeLocally({ a: goodFirearm('Tikka T3x') });
    const { result, rerender } = renderHook(({ q }) => useLiveQuery(q), {
      initialProps: { q: null as ReturnType<typeof firearms> | null },
    });
    expect(result.current.status).toBe('idle');
    rerender({ q: firearms() });
    // The first render with a query says loading, never a stale or idle result.
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.map((firearm) => firearm.name)).toEqual(['Tikka T3x']);
  });

  it('keeps its result through renders that pass an equal new query, without going back to loading', async () => {
    writeLocally({ a: goodFirearm('Tikka T3x') });
    const aliceFirearms = () => query(firearms(), where('userId', '==', 'alice'));
    const { result, rerender } = renderHook(({ q }) => useLiveQuery(q), { initialProps: { q: aliceFirearms() } });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const shown = result.current;
    for (let render = 0; render < 5; render += 1) {
      rerender({ q: aliceFirearms() });
      expect(result.current).toBe(shown);
    }
  });

  it("starts from loading for a different query, never showing the previous one's records", async () => {
    writeLocally({ a: goodFirearm('Tikka T3x'), b: { ...goodFirearm('Bergara B-14'), userId: 'bob' } });
    const ofUser = (userId: string) => query(firearms(), where('userId', '==', userId));
    const { result, rerender } = renderHook(({ q }) => useLiveQuery(q), { initialProps: { q: ofUser('alice') } });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ q: ofUser('bob') });
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.map((firearm) => firearm.name)).toEqual(['Bergara B-14']));
  });
});

describe('useLiveDoc', () => {
  it('reads a document on this device', async () => {
    writeLocally({ a: goodFirearm('Tikka T3x') });
    const { result } = renderHook(() => useLiveDoc(doc(firearms(), 'a')));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.name).toBe('Tikka T3x');
  });

  it('fails with the reason when the document does not match its schema', async () => {
    writeLocally({ b: { name: 'Broken' } });
    const { result } = renderHook(() => useLiveDoc(doc(firearms(), 'b')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    const unreadable = unreadableDocOf(result.current);
    expect(unreadable).toBeInstanceOf(UnreadableDoc);
    expect(unreadable).toMatchObject({ id: 'b', path: 'firearms/b', raw: { name: 'Broken' } });
    expect(result.current.unreadable).toEqual([unreadable]);
  });

  it('says at once that a document is not on this device when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const started = Date.now();
    const { result } = renderHook(() => useLiveDoc(doc(firearms(), 'missing')));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(Date.now() - started).toBeLessThan(NOT_ON_DEVICE_AFTER_MS);
  });

  it('says a document is not on this device when the server has not answered within 3 s', async () => {
    const { result } = renderHook(() => useLiveDoc(doc(firearms(), 'missing')));
    await new Promise((resolve) => setTimeout(resolve, NOT_ON_DEVICE_AFTER_MS - 500));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('unavailable'), { timeout: 2000 });
  });

  it('shows a document written on this device after it was reported unavailable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useLiveDoc(doc(firearms(), 'late')));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    writeLocally({ late: goodFirearm('Tikka T3x') });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.name).toBe('Tikka T3x');
  });
});
