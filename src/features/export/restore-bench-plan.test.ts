import { describe, expect, it } from 'vitest';
import { componentFixtures, lotFixtures } from '@/features/inventory/fixtures';
import { parseBackup, type Backup } from './backup-format';
import { backupJson } from './export-files';
import { planBenchRestore, type ExistingBenchIds } from './restore-bench-plan';
import { mappedId } from './restore-plan';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 1, hour));
const owned = { userId: 'alice', createdAt: at(7), updatedAt: at(7) };
const movement = (id: string, hour: number, quantity: number, reason: string, batchId: string | null = null) => ({
  id,
  at: at(hour),
  quantity,
  reason,
  batchId,
  note: '',
});

/**
 * Alice's bench: primers and cases bought at 8, a batch of 50 from both at 9, a count of the primers
 * at 10, a batch of 20 primers alone at 11.
 */
function aliceBench(): Backup {
  const text = backupJson({
    exportedAt: at(12),
    user: { uid: 'alice', email: 'alice@example.com' },
    firearms: [],
    loadDevelopments: [],
    shootingSessions: [],
    components: [
      { id: 'c-primer', ...componentFixtures.br2, ...owned },
      { id: 'c-brass', ...componentFixtures.lapua, ...owned },
    ],
    componentLots: [
      {
        id: 'l-primer',
        ...lotFixtures.br2.fields,
        componentId: 'c-primer',
        kind: 'primer',
        movements: [
          movement('p1', 8, 1000, 'bought'),
          movement('p2', 9, -50, 'loaded', 'b-1'),
          movement('p3', 10, -3, 'counted'),
          movement('p4', 11, -20, 'loaded', 'b-2'),
        ],
        ...owned,
      },
      {
        id: 'l-brass',
        ...lotFixtures.lapua.fields,
        componentId: 'c-brass',
        kind: 'brass',
        movements: [movement('c1', 8, 100, 'bought'), movement('c2', 9, -50, 'loaded', 'b-1')],
        ...owned,
      },
    ],
    loadBatches: [
      {
        id: 'b-1',
        loadDevelopmentId: 'load-1',
        date: '2026-11-01',
        rounds: 50,
        charge: 41.5,
        lots: { powder: null, primer: 'l-primer', bullet: null, brass: 'l-brass' },
        draws: { powder: null, primer: 50, bullet: null, brass: 50 },
        notes: '',
        ...owned,
      },
      {
        id: 'b-2',
        loadDevelopmentId: 'load-1',
        date: '2026-11-01',
        rounds: 20,
        charge: 41.5,
        lots: { powder: null, primer: 'l-primer', bullet: null, brass: null },
        draws: { powder: null, primer: 20, bullet: null, brass: null },
        notes: '',
        ...owned,
      },
    ],
    unreadable: [],
  });
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.backup;
}

const none: ExistingBenchIds = { components: new Set(), lots: new Set(), batches: new Set() };
const withLoad = new Map([['load-1', 'Ladder 41.5']]);

describe('planBenchRestore', () => {
  it('makes the components, the lots with their purchase, then replays the movements and batches in order', () => {
    const plan = planBenchRestore(aliceBench(), 'alice', none, withLoad);
    expect(
      plan.steps.map((step) =>
        step.step === 'movement' ? `movement ${step.values.reason}` : `${step.step} ${step.id}`,
      ),
    ).toEqual([
      'component c-primer',
      'component c-brass',
      'lot l-primer',
      'lot l-brass',
      'batch b-1',
      'movement counted',
      'batch b-2',
    ]);
    expect(plan.steps[2]).toMatchObject({ step: 'lot', bought: 1000, at: at(8) });
    expect(plan.steps[4]).toMatchObject({
      step: 'batch',
      load: { id: 'load-1', name: 'Ladder 41.5' },
      choice: { rounds: 50, charge: 41.5, lots: { primer: 'l-primer', brass: 'l-brass', powder: null } },
      at: at(9),
    });
    expect(plan).toMatchObject({ components: 2, lots: 2, batches: 2, alreadyThere: 0, batchesLeftOut: 0 });
  });

  it('maps every id into another account', () => {
    const plan = planBenchRestore(aliceBench(), 'bob', none, new Map([[mappedId('bob', 'load-1'), 'Ladder']]));
    expect(plan.steps[2]).toMatchObject({
      id: mappedId('bob', 'l-primer'),
      owner: { id: mappedId('bob', 'c-primer') },
    });
    expect(plan.steps[4]).toMatchObject({
      id: mappedId('bob', 'b-1'),
      choice: { lots: { primer: mappedId('bob', 'l-primer'), brass: mappedId('bob', 'l-brass') } },
    });
  });

  it('without the load, restores the batches’ movements as counted ones of the same quantity', () => {
    const plan = planBenchRestore(aliceBench(), 'alice', none, new Map());
    const movements = plan.steps.flatMap((step) => (step.step === 'movement' ? [step] : []));
    expect(movements.map((step) => [step.lot.id, step.values.reason, step.values.quantity])).toEqual([
      ['l-primer', 'counted', -50],
      ['l-brass', 'counted', -50],
      ['l-primer', 'counted', -3],
      ['l-primer', 'counted', -20],
    ]);
    expect(movements[0]?.values.note).toBe('(loaded; its batch is not restored)');
    expect(plan).toMatchObject({ batches: 0, batchesLeftOut: 2 });
  });

  it('leaves what the account has as it is', () => {
    const existing: ExistingBenchIds = {
      components: new Set(['c-primer', 'c-brass']),
      lots: new Set(['l-primer', 'l-brass']),
      batches: new Set(['b-1', 'b-2']),
    };
    expect(planBenchRestore(aliceBench(), 'alice', existing, withLoad)).toEqual({
      steps: [],
      components: 0,
      lots: 0,
      batches: 0,
      alreadyThere: 6,
      batchesLeftOut: 0,
    });
  });
});
