import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addFactoryCatalogue, addSampleLoads } from '@/features/admin/admin-api';
import { sampleLoads } from '@/features/admin/sample-loads';
import { factoryCatalogue } from '@/features/factory-loads/catalogue';
import { factoryLoadsQuery } from '@/features/factory-loads/factory-loads-api';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// The admin page's api functions, through the rules, on the emulator.
const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));

describe('addSampleLoads', () => {
  it("adds the six sample load developments to the user's own, and the server accepts them", async () => {
    const db = alice();
    let added = 0;
    await serverAnswer(db, async () => {
      added = await addSampleLoads(db, 'alice');
    });
    expect(added).toBe(6);
    const stored = await getDocs(query(collection(db, 'loadDevelopment'), where('userId', '==', 'alice')));
    expect(stored.docs.map((load) => load.get('name')).sort()).toEqual(sampleLoads.map((load) => load.name).sort());
    expect(stored.docs.every((load) => load.get('status') === 'Planning')).toBe(true);
  });
});

describe('addFactoryCatalogue', () => {
  it('adds the 50 catalogue records once: a second run adds nothing and overwrites nothing', async () => {
    const db = alice();
    const progress: [number, number][] = [];
    expect(await addFactoryCatalogue(db, (done, total) => progress.push([done, total]))).toEqual({
      added: 50,
      alreadyPresent: 0,
    });
    expect(progress.at(-1)).toEqual([factoryCatalogue.length, factoryCatalogue.length]);
    expect((await getDocs(factoryLoadsQuery(db))).size).toBe(50);

    expect(await addFactoryCatalogue(db)).toEqual({ added: 0, alreadyPresent: 50 });
    expect((await getDocs(factoryLoadsQuery(db))).size).toBe(50);
  });
});
