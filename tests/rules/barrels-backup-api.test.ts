import { getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { changeBarrel, recordCleaning, userBarrelsQuery } from '@/features/barrels/barrels-api';
import { barrelFixtures } from '@/features/barrels/fixtures';
import { parseBackup, type Backup } from '@/features/export/backup-format';
import { readAllRecords } from '@/features/export/export-api';
import { backupJson } from '@/features/export/export-files';
import { restoreBackup } from '@/features/export/restore-api';
import { mappedId } from '@/features/export/restore-plan';
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// Barrels and their cleaning logs in the JSON backup, read, written and restored through the rules.
const env = useRulesTestEnv();
const signedIn = (uid: string) => apiDb(env().authenticatedContext(uid, { email: `${uid}@example.com` }));

/** Alice's Tikka re-barrelled (its own barrel written as removed, the Bartlein on it), the Bartlein cleaned twice. */
async function seedAliceBarrels() {
  const alice = signedIn('alice');
  const tikka = { id: 'firearm-1', ...firearmFixtures.tikka };
  await serverAnswer(alice, async () => {
    await addFirearm(alice, 'alice', firearmFixtures.tikka, 'firearm-1');
    await changeBarrel(alice, 'alice', tikka, [], barrelFixtures.bartlein, 'barrel-2');
    const cleaning = { work: 'Patches', note: '' };
    await recordCleaning(alice, 'alice', tikka, 'barrel-2', { ...cleaning, date: '2026-07-01', roundsAt: 150 }, 'c-1');
    await recordCleaning(alice, 'alice', tikka, 'barrel-2', { ...cleaning, date: '2026-08-01', roundsAt: 300 }, 'c-2');
  });
}

async function backupOf(uid: string): Promise<Backup> {
  const records = await readAllRecords(signedIn(uid), uid);
  const text = backupJson({ exportedAt: new Date(), user: { uid, email: `${uid}@example.com` }, ...records });
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.backup;
}

async function barrelsOf(uid: string) {
  const db = signedIn(uid);
  const barrels = (await getDocs(userBarrelsQuery(db, uid))).docs.map((snapshot) => snapshot.data());
  return barrels
    .map(({ id, firearmId, name, removedOn, cleanings }) => ({
      id,
      firearmId,
      name,
      removedOn,
      cleanings: cleanings.map(({ id: cleaningId, roundsAt }) => [cleaningId, roundsAt]),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe('barrels in the JSON backup', () => {
  it('holds every barrel with its cleaning log, and reads a backup made before barrels existed as holding none', async () => {
    await seedAliceBarrels();
    const backup = await backupOf('alice');
    expect(backup.barrels.map((barrel) => barrel.name).sort()).toEqual(['Bartlein 5R', 'Original barrel']);
    expect(backup.barrels.find((barrel) => barrel.id === 'barrel-2')?.cleanings).toHaveLength(2);

    const { barrels: _barrels, ...older } = backup;
    const parsed = parseBackup(JSON.stringify(older));
    expect(parsed.ok && parsed.backup.barrels).toEqual([]);
  });

  it('restores another account’s barrels on its mapped firearms, logs in order, and adds nothing the second time', async () => {
    await seedAliceBarrels();
    const backup = await backupOf('alice');
    const bob = signedIn('bob');
    let result: Awaited<ReturnType<typeof restoreBackup>> | undefined;
    await serverAnswer(bob, async () => {
      result = await restoreBackup(bob, 'bob', backup);
    });
    expect(result?.barrels).toEqual({ restored: 2, alreadyThere: 0, missingFirearm: [] });
    const firearmId = mappedId('bob', 'firearm-1');
    expect(await barrelsOf('bob')).toEqual([
      {
        id: mappedId('bob', 'barrel-2'),
        firearmId,
        name: 'Bartlein 5R',
        removedOn: null,
        cleanings: [
          ['c-1', 150],
          ['c-2', 300],
        ],
      },
      expect.objectContaining({ firearmId, name: 'Original barrel', removedOn: '2026-06-01', cleanings: [] }),
    ]);

    // Everything already there: nothing is written.
    result = await restoreBackup(bob, 'bob', backup);
    expect(result?.barrels).toEqual({ restored: 0, alreadyThere: 2, missingFirearm: [] });
    expect(await barrelsOf('bob')).toHaveLength(2);
  });

  it('leaves out a barrel whose firearm is in neither the backup nor the account', async () => {
    await seedAliceBarrels();
    const backup = await backupOf('alice');
    const bob = signedIn('bob');
    const result = await restoreBackup(bob, 'bob', { ...backup, firearms: [] });
    expect(result.barrels).toMatchObject({ restored: 0, alreadyThere: 0 });
    expect(result.barrels?.missingFirearm.sort()).toEqual(['Bartlein 5R', 'Original barrel']);
    expect(await barrelsOf('bob')).toEqual([]);
  });
});
