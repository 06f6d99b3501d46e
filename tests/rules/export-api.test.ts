import { doc, getDocs, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addFactoryCatalogue } from '@/features/admin/admin-api';
import { readAllRecords } from '@/features/export/export-api';
import { factoryCatalogue } from '@/features/factory-loads/catalogue';
import { factoryLoadsQuery } from '@/features/factory-loads/factory-loads-api';
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// The JSON backup's read and the factory catalogue's query, through the rules, on the emulator.
const env = useRulesTestEnv();
const signedIn = (uid: string) => apiDb(env().authenticatedContext(uid, { email: `${uid}@example.com` }));

describe('readAllRecords', () => {
  it("gives the user's own records only, and keeps one that fails its schema apart, raw", async () => {
    const alice = signedIn('alice');
    await serverAnswer(alice, async () => {
      await addFirearm(alice, 'alice', firearmFixtures.tikka, 'tikka');
      await addLoadDevelopment(alice, 'alice', loadFixtures.creedmoorMatch, 'creedmoor');
    });
    const bob = signedIn('bob');
    await serverAnswer(bob, () => addFirearm(bob, 'bob', firearmFixtures.ar15, 'colt'));
    // Another load, then changed as an older version of the app might have left it: its name is not text.
    await serverAnswer(alice, () => addLoadDevelopment(alice, 'alice', loadFixtures.varmint, 'broken'));
    await env().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'loadDevelopment/broken'), { name: 42 });
    });

    const backup = await readAllRecords(alice, 'alice');
    expect(backup.firearms.map((firearm) => [firearm.id, firearm.name])).toEqual([['tikka', 'Tikka T3x CTR']]);
    expect(backup.loadDevelopments.map((load) => [load.id, load.name])).toEqual([
      ['creedmoor', '6.5 CM 140 ELD-M / H4350'],
    ]);
    expect(backup.shootingSessions).toEqual([]);
    expect(backup.unreadable).toEqual([
      expect.objectContaining({ id: 'broken', raw: expect.objectContaining({ name: 42 }) }),
    ]);
  });
});

describe('factoryLoadsQuery', () => {
  it('reads the whole shared catalogue, bounded as the rules require, each record through its schema', async () => {
    const alice = signedIn('alice');
    await addFactoryCatalogue(alice);
    const catalogue = await getDocs(factoryLoadsQuery(signedIn('bob')));
    expect(catalogue.size).toBe(factoryCatalogue.length);
    expect(catalogue.docs.map((load) => `${load.data().manufacturer} ${load.data().product}`).sort()).toEqual(
      factoryCatalogue.map(({ fields }) => `${fields.manufacturer} ${fields.product}`).sort(),
    );
  });
});
