import { describe, expect, it } from 'vitest';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { parseBackup, type Backup } from './backup-format';
import { aliceBackupText } from './fixtures';
import { idMapping, mappedId, planRestore, type ExistingIds } from './restore-plan';

function aliceBackup(change: (backup: Backup) => void = () => undefined): Backup {
  const result = parseBackup(aliceBackupText());
  if (!result.ok) throw new Error(result.message);
  change(result.backup);
  return result.backup;
}

const none: ExistingIds = { firearms: new Set(), loadDevelopments: new Set(), shootingSessions: new Set() };

describe('mappedId', () => {
  it('is the same for the same account and original id, and looks like a Firestore id', () => {
    expect(mappedId('bob', 'load-1')).toBe(mappedId('bob', 'load-1'));
    expect(mappedId('bob', 'load-1')).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('differs between accounts and between original ids', () => {
    const ids = new Set(
      ['bob', 'carol'].flatMap((uid) => ['load-1', 'load-2', 'firearm-1'].map((id) => mappedId(uid, id))),
    );
    expect(ids.size).toBe(6);
    // No accidental shared prefix: the whole id moves with the input.
    expect(mappedId('bob', 'load-1').slice(0, 5)).not.toBe(mappedId('bob', 'load-2').slice(0, 5));
  });
});

describe('idMapping', () => {
  it('keeps the ids of a backup of the same account and maps those of another', () => {
    expect(idMapping('alice', 'alice')('load-1')).toBe('load-1');
    expect(idMapping('alice', 'bob')('load-1')).toBe(mappedId('bob', 'load-1'));
  });
});

describe('planRestore', () => {
  it('into the same account: the same ids, every record, oldest first, fields without owner or times', () => {
    const plan = planRestore(aliceBackup(), 'alice', none);
    expect(plan.firearms).toEqual([{ id: 'firearm-1', fields: firearmFixtures.tikka }]);
    expect(plan.loadDevelopments).toEqual([{ id: 'load-1', fields: loadFixtures.creedmoorMatch, status: 'Testing' }]);
    expect(plan.shootingSessions.map((item) => item.id)).toEqual(['s1', 's2']);
    const restored = plan.shootingSessions[0]?.session;
    expect(restored).toMatchObject({
      ...sessionFixtures.handload,
      date: '2025-06-02',
      status: 'completed',
      exclusions: { 'shot-2': 'flier' },
    });
    expect(restored?.shots.map((shot) => shot.id)).toEqual(['shot-1', 'shot-2']);
    expect(restored).not.toHaveProperty('userId');
    expect(plan).toMatchObject({ alreadyThere: 0, missingReference: [] });
  });

  it('into another account: every id mapped, and the references with the same mapping', () => {
    const plan = planRestore(aliceBackup(), 'bob', none);
    const firearmId = mappedId('bob', 'firearm-1');
    const loadId = mappedId('bob', 'load-1');
    expect(plan.firearms.map((item) => item.id)).toEqual([firearmId]);
    expect(plan.loadDevelopments.map((item) => item.id)).toEqual([loadId]);
    expect(plan.shootingSessions.map((item) => item.id)).toEqual([mappedId('bob', 's1'), mappedId('bob', 's2')]);
    for (const { session } of plan.shootingSessions) {
      expect(session.selectedFirearm.id).toBe(firearmId);
      expect(session.selectedAmmunition).toMatchObject({ type: 'handload', loadDevelopmentId: loadId });
    }
  });

  it("keeps a step load in its test, the test's, its base load's and its firearm's ids mapped alike", () => {
    const test = {
      id: 'test-1',
      variable: 'cbto' as const,
      step: 2,
      steps: 5,
      shotsPerStep: 5,
      firearmId: 'firearm-1',
      date: '2025-06-02',
      fromLoadId: 'load-1',
    };
    const backup = aliceBackup((item) => Object.assign(item.loadDevelopments[0]!, { test }));
    expect(planRestore(backup, 'alice', none).loadDevelopments[0]!.test).toEqual(test);
    expect(planRestore(backup, 'bob', none).loadDevelopments[0]!.test).toEqual({
      ...test,
      id: mappedId('bob', 'test-1'),
      firearmId: mappedId('bob', 'firearm-1'),
      fromLoadId: mappedId('bob', 'load-1'),
    });
  });

  it('keeps a factory load reference as it is: the catalogue is shared', () => {
    const backup = aliceBackup((item) => {
      const first = item.shootingSessions[0];
      if (first) Object.assign(first, { ...sessionFixtures.factory });
    });
    const plan = planRestore(backup, 'bob', none);
    expect(plan.shootingSessions[1]?.session.selectedAmmunition).toMatchObject({
      type: 'factory',
      factoryLoadId: 'factory-1',
    });
    expect(plan.shootingSessions[1]?.session.selectedFirearm.id).toBe(mappedId('bob', 'firearm-1'));
  });

  it('leaves out what the account already has under the same id, so a second restore adds nothing', () => {
    const first = planRestore(aliceBackup(), 'bob', none);
    const existing: ExistingIds = {
      firearms: new Set(first.firearms.map((item) => item.id)),
      loadDevelopments: new Set(first.loadDevelopments.map((item) => item.id)),
      shootingSessions: new Set(first.shootingSessions.map((item) => item.id)),
    };
    expect(planRestore(aliceBackup(), 'bob', existing)).toEqual({
      firearms: [],
      loadDevelopments: [],
      shootingSessions: [],
      alreadyThere: 4,
      missingReference: [],
    });
  });

  it('leaves out a session whose load or firearm is in neither the backup nor the account', () => {
    const backup = aliceBackup((item) => {
      item.loadDevelopments = [];
      item.firearms = [];
    });
    expect(planRestore(backup, 'bob', none).missingReference.map((item) => item.id)).toEqual(['s1', 's2']);
    // The same account still has them: nothing is missing.
    const existing = { ...none, firearms: new Set(['firearm-1']), loadDevelopments: new Set(['load-1']) };
    const plan = planRestore(backup, 'alice', existing);
    expect(plan.missingReference).toEqual([]);
    expect(plan.shootingSessions).toHaveLength(2);
  });
});

describe('planRestore: the batch a session fired (issue 35)', () => {
  const withBatch = () =>
    aliceBackup((backup) => {
      backup.shootingSessions[0]!.batchId = 'batch-1';
    });

  it('reads a backup whose sessions name a batch, and one made before batches (none named)', () => {
    expect(withBatch().shootingSessions[0]?.batchId).toBe('batch-1');
    expect(aliceBackup().shootingSessions.every((session) => session.batchId === undefined)).toBe(true);
  });

  it('keeps the batch of a session when the account will have it, mapped as every reference', () => {
    const same = planRestore(withBatch(), 'alice', none, new Set(['batch-1']));
    expect(same.shootingSessions.find((item) => item.id === 's2')?.session.batchId).toBe('batch-1');
    const other = planRestore(withBatch(), 'bob', none, new Set([mappedId('bob', 'batch-1')]));
    expect(other.shootingSessions.find((item) => item.id === mappedId('bob', 's2'))?.session.batchId).toBe(
      mappedId('bob', 'batch-1'),
    );
  });

  it('restores the session without its batch when the account will not have that batch', () => {
    const plan = planRestore(withBatch(), 'alice', none);
    const restored = plan.shootingSessions.find((item) => item.id === 's2')?.session;
    expect(restored).toBeDefined();
    expect(restored).not.toHaveProperty('batchId');
  });
});
