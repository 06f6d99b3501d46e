import { getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { roundsFiredByBatch } from '@/domain/batch-rounds';
import { onHand } from '@/domain/inventory';
import { parseBackup, summarizeBench, type Backup } from '@/features/export/backup-format';
import { readAllRecords } from '@/features/export/export-api';
import { backupJson } from '@/features/export/export-files';
import { restoreBackup } from '@/features/export/restore-api';
import { mappedId } from '@/features/export/restore-plan';
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadBatch, userBatchesQuery } from '@/features/inventory/batches-api';
import { recordBrassEvent, setBrassLimits, splitBrassLot } from '@/features/inventory/brass-life-api';
import { componentFixtures, lotFixtures } from '@/features/inventory/fixtures';
import { addComponent, addLot, recordMovement, userLotsQuery } from '@/features/inventory/inventory-api';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { batchSummariesQuery } from '@/features/sessions/session-queries-api';
import { importCompletedSession } from '@/features/sessions/session-writes-api';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// The bench in the JSON backup, read, written and restored through the rules on the emulator.
const env = useRulesTestEnv();
const signedIn = (uid: string) => apiDb(env().authenticatedContext(uid, { email: `${uid}@example.com` }));

const day = (hour: number) => new Date(Date.UTC(2026, 10, 1, hour));
const KINDS = [
  ['powder', 'h4350'],
  ['primer', 'br2'],
  ['bullet', 'eldm'],
  ['brass', 'lapua'],
] as const;

/**
 * Alice's bench as the app makes it: a lot of each kind bought, a batch of 50 from them, a count of
 * the primers, then another batch of 20 and a spill of powder, interleaved in time.
 */
async function seedAliceBench() {
  const alice = signedIn('alice');
  await serverAnswer(alice, async () => {
    await addLoadDevelopment(alice, 'alice', loadFixtures.creedmoorMatch, 'load-1');
    for (const [kind, key] of KINDS) {
      const name = componentFixtures[key].name;
      await addComponent(alice, 'alice', componentFixtures[key], `component-${kind}`);
      await addLot(alice, 'alice', { id: `component-${kind}`, kind, name }, lotFixtures[key], day(8), `lot-${kind}`);
    }
    const lots = { powder: 'lot-powder', primer: 'lot-primer', bullet: 'lot-bullet', brass: 'lot-brass' };
    const load = { id: 'load-1', name: loadFixtures.creedmoorMatch.name };
    await loadBatch(
      alice,
      'alice',
      load,
      { date: '2026-11-01', rounds: 50, charge: 41.5, lots, notes: '' },
      day(9),
      'b-1',
    );
    const primerLot = { id: 'lot-primer', kind: 'primer', lotNumber: 'BR2-0425' } as const;
    await recordMovement(alice, primerLot, 'CCI BR-2', { reason: 'counted', quantity: -3, note: 'recount' }, day(10));
    await loadBatch(
      alice,
      'alice',
      load,
      { date: '2026-11-01', rounds: 20, charge: 41.5, lots: { ...lots, brass: null }, notes: '' },
      day(11),
      'b-2',
    );
    const powderLot = { id: 'lot-powder', kind: 'powder', lotNumber: '22114' } as const;
    await recordMovement(alice, powderLot, 'Hodgdon H4350', { reason: 'spilled', quantity: -12.5, note: '' }, day(12));
  });
}

async function backupOf(uid: string): Promise<Backup> {
  const records = await readAllRecords(signedIn(uid), uid);
  const text = backupJson({ exportedAt: new Date(), user: { uid, email: `${uid}@example.com` }, ...records });
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.backup;
}

/** What each of a user's lots holds, by lot id, and their batches' ids. */
async function benchOf(uid: string) {
  const db = signedIn(uid);
  const lots = (await getDocs(userLotsQuery(db, uid))).docs.map((snapshot) => snapshot.data());
  const batches = (await getDocs(userBatchesQuery(db, uid))).docs.map((snapshot) => snapshot.id);
  return {
    onHand: Object.fromEntries(lots.map((lot) => [lot.id, onHand(lot.movements)])),
    reasons: Object.fromEntries(lots.map((lot) => [lot.id, lot.movements.map((movement) => movement.reason)])),
    batches: batches.sort(),
  };
}

describe('the bench in the backup', () => {
  it('is read into the backup: components, lots with every movement, batches', async () => {
    await seedAliceBench();
    const backup = await backupOf('alice');
    expect(summarizeBench(backup)).toEqual({ components: 4, lots: 4, batches: 2 });
    const primer = backup.componentLots.find((lot) => lot.id === 'lot-primer');
    expect(primer?.movements.map((movement) => [movement.reason, movement.quantity])).toEqual([
      ['bought', 1000],
      ['loaded', -50],
      ['counted', -3],
      ['loaded', -20],
    ]);
  });

  it('is restored into another account with the same figures and batches, and a second restore adds nothing', async () => {
    await seedAliceBench();
    const backup = await backupOf('alice');
    const bob = signedIn('bob');
    let result: Awaited<ReturnType<typeof restoreBackup>> | undefined;
    await serverAnswer(bob, async () => {
      result = await restoreBackup(bob, 'bob', backup);
    });
    expect(result?.bench).toEqual({ components: 4, lots: 4, batches: 2, alreadyThere: 0, batchesLeftOut: 0 });

    const lot = (kind: string) => mappedId('bob', `lot-${kind}`);
    const restored = await benchOf('bob');
    // 56,000 − 2,075 − 830 − 12.5 gr; 1,000 − 50 − 3 − 20 primers; 500 − 70 bullets; 100 − 50 cases.
    expect(restored.onHand).toEqual({
      [lot('powder')]: 53082.5,
      [lot('primer')]: 927,
      [lot('bullet')]: 430,
      [lot('brass')]: 50,
    });
    expect(restored.reasons[lot('primer')]).toEqual(['bought', 'loaded', 'counted', 'loaded']);
    expect(restored.batches).toEqual([mappedId('bob', 'b-1'), mappedId('bob', 'b-2')].sort());

    let again: Awaited<ReturnType<typeof restoreBackup>> | undefined;
    await serverAnswer(bob, async () => {
      again = await restoreBackup(bob, 'bob', backup);
    }).catch(() => undefined);
    expect(again?.bench).toMatchObject({ components: 0, lots: 0, batches: 0, alreadyThere: 10 });
    expect(await benchOf('bob')).toEqual(restored);
  });

  it('keeps what each lot holds when a batch’s load is not restored: its movements come back as counted', async () => {
    await seedAliceBench();
    const backup = await backupOf('alice');
    backup.loadDevelopments = [];
    const bob = signedIn('bob');
    let result: Awaited<ReturnType<typeof restoreBackup>> | undefined;
    await serverAnswer(bob, async () => {
      result = await restoreBackup(bob, 'bob', backup);
    });
    expect(result?.bench).toMatchObject({ batches: 0, batchesLeftOut: 2 });
    const restored = await benchOf('bob');
    expect(restored.onHand[mappedId('bob', 'lot-primer')]).toBe(927);
    expect(restored.reasons[mappedId('bob', 'lot-primer')]).toEqual(['bought', 'counted', 'counted', 'counted']);
    expect(restored.batches).toEqual([]);
  });
});

describe('a session of a batch in the backup (issue 35, item 4)', () => {
  it('is restored into another account after its batch, naming it, so the batch counts its rounds fired', async () => {
    await seedAliceBench();
    const alice = signedIn('alice');
    await serverAnswer(alice, async () => {
      await addFirearm(alice, 'alice', firearmFixtures.tikka, 'firearm-1');
      await importCompletedSession(alice, {
        userId: 'alice',
        start: { ...sessionFixtures.handload, batchId: 'b-1' },
        shots: [
          { velocity: 2805, impact: null, note: '', timestamp: day(13) },
          { velocity: 2811, impact: null, note: '', timestamp: day(13) },
        ],
      });
    });
    const backup = await backupOf('alice');
    expect(backup.shootingSessions[0]?.batchId).toBe('b-1');

    const bob = signedIn('bob');
    await serverAnswer(bob, () => restoreBackup(bob, 'bob', backup));
    const batchId = mappedId('bob', 'b-1');
    const summaries = (await getDocs(batchSummariesQuery(bob, 'bob', [batchId]))).docs.map((doc) => doc.data());
    expect(summaries).toHaveLength(1);
    expect(roundsFiredByBatch(summaries).get(batchId)).toBe(2);
  });
});

describe('a brass lot’s life in the backup (issue 36, item 1)', () => {
  it('is read into the backup and restored: its firings when bought, limits, and anneals and trims', async () => {
    await seedAliceBench();
    const alice = signedIn('alice');
    const brass = { id: 'lot-brass', kind: 'brass', lotNumber: '' } as const;
    const limits = { firedBefore: 1, annealEvery: 2, retireAfter: 8 };
    await serverAnswer(alice, async () => {
      await setBrassLimits(alice, brass, 'Lapua', limits);
      const life = { ...limits, events: [] };
      const anneal = { kind: 'anneal', date: '2026-11-02', cases: 50, trimLength: null, note: 'AMP' } as const;
      await recordBrassEvent(alice, { ...brass, life }, 'Lapua', anneal, day(14));
      const trim = { kind: 'trim', date: '2026-11-03', cases: 50, trimLength: 1.91, note: '' } as const;
      await recordBrassEvent(alice, { ...brass, life }, 'Lapua', trim, day(15));
      // 20 of the cases split off into a lot of their own.
      const choice = { date: '2026-11-04', cases: 20, firings: 1, sinceAnneal: 1, lotNumber: 'split' };
      const component = { id: 'component-brass', name: 'Lapua' };
      await splitBrassLot(alice, 'alice', component, { ...brass, life, price: null }, choice, day(16), 'lot-split');
      // The new lot's firings when bought set by hand afterwards (the split gave it 1).
      const split = { id: 'lot-split', kind: 'brass', lotNumber: 'split', life: { ...life, firedBefore: 1 } } as const;
      await setBrassLimits(alice, split, 'Lapua', { ...limits, firedBefore: 0 });
    });
    const backup = await backupOf('alice');
    const life = backup.componentLots.find((lot) => lot.id === 'lot-brass')?.life;
    expect(life).toMatchObject({
      ...limits,
      events: [
        { kind: 'anneal', cases: 50 },
        { kind: 'trim', trimLength: 1.91 },
      ],
    });

    const bob = signedIn('bob');
    await serverAnswer(bob, () => restoreBackup(bob, 'bob', backup));
    const lots = (await getDocs(userLotsQuery(bob, 'bob'))).docs.map((snapshot) => snapshot.data());
    const restored = lots.find((lot) => lot.id === mappedId('bob', 'lot-brass'))?.life;
    const shape = (events: readonly { kind: string; date: string; cases: number; trimLength: number | null }[]) =>
      events.map(({ kind, date, cases, trimLength }) => ({ kind, date, cases, trimLength }));
    expect({ ...restored, splits: undefined, events: shape(restored?.events ?? []) }).toEqual({
      ...limits,
      splits: undefined,
      events: shape(life!.events),
    });
    // The split too: made again by the same split, the new lot naming the restored one and the same cases.
    const split = lots.find((lot) => lot.id === mappedId('bob', 'lot-split'))?.life;
    expect(split?.origin).toMatchObject({ lotId: mappedId('bob', 'lot-brass'), cases: 20, firings: 1, sinceAnneal: 1 });
    expect(split?.firedBefore).toBe(0);
    expect(restored?.splits).toEqual([expect.objectContaining({ lotId: mappedId('bob', 'lot-split'), cases: 20 })]);
  });
});
