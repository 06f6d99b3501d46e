import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addFactoryCatalogue } from '@/features/admin/admin-api';
import { parseBackup, type Backup } from '@/features/export/backup-format';
import { readAllRecords } from '@/features/export/export-api';
import { backupJson } from '@/features/export/export-files';
import { restoreBackup } from '@/features/export/restore-api';
import { mappedId } from '@/features/export/restore-plan';
import { factoryCatalogue } from '@/features/factory-loads/catalogue';
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment, setLoadStatus } from '@/features/loads/loads-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { factorySnapshot } from '@/features/sessions/session-start-schema';
import { deleteSession, endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot, setShotExclusion } from '@/features/sessions/shot-writes-api';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// The JSON backup restored through the rules, on the emulator: into the same account and into another.
const env = useRulesTestEnv();
const signedIn = (uid: string) => apiDb(env().authenticatedContext(uid, { email: `${uid}@example.com` }));

const shot = (velocity: number, impact: number | null = null) => ({ velocity, impact, note: '' });

/** Alice's records, made as the app makes them: a firearm, a load under test, a completed and an active session. */
async function seedAlice() {
  const alice = signedIn('alice');
  await addFactoryCatalogue(alice);
  const catalogued = factoryCatalogue[0];
  if (!catalogued) throw new Error('The factory catalogue is empty');
  await serverAnswer(alice, async () => {
    await addFirearm(alice, 'alice', firearmFixtures.tikka, 'firearm-1');
    await addLoadDevelopment(alice, 'alice', loadFixtures.creedmoorMatch, 'load-1');
    await setLoadStatus(alice, { id: 'load-1', name: loadFixtures.creedmoorMatch.name }, 'Testing');
    await startSession(alice, 'alice', sessionFixtures.handload, 'ladder');
    await startSession(
      alice,
      'alice',
      {
        ...sessionFixtures.factory,
        selectedAmmunition: factorySnapshot({
          id: catalogued.id,
          ...catalogued.fields,
        }),
      },
      'baseline',
    );
  });
  const ladder = () => getDoc(sessionRef(alice, 'ladder')).then((snapshot) => snapshot.data()!);
  // The second shot placed on target 2 (a backup carries each shot's target).
  for (const values of [shot(2805, 0.4), { ...shot(2811), x: 0.36, y: 0.48, target: 2 }, shot(2760, 1.9)]) {
    const session = await ladder();
    await serverAnswer(alice, () => appendShot(alice, session, values).stored);
  }
  const logged = await ladder();
  await serverAnswer(alice, () => setShotExclusion(alice, logged, logged.shots[2]!.id, 'flier'));
  await serverAnswer(alice, async () => endSession(alice, await ladder()));
  const baseline = (await getDoc(sessionRef(alice, 'baseline'))).data()!;
  await serverAnswer(alice, () => appendShot(alice, baseline, shot(2650)).stored);
  return alice;
}

async function backupOf(uid: string): Promise<Backup> {
  const records = await readAllRecords(signedIn(uid), uid);
  const text = backupJson({ exportedAt: new Date(), user: { uid, email: `${uid}@example.com` }, ...records });
  const parsed = parseBackup(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.backup;
}

/** A user's records as a comparable value: everything but the server's times. */
async function contentOf(uid: string) {
  const records = await readAllRecords(signedIn(uid), uid);
  const withoutTimes = <T extends { createdAt: Date; updatedAt: Date }>({
    createdAt: _created,
    updatedAt: _updated,
    ...rest
  }: T) => rest;
  return {
    firearms: records.firearms.map(withoutTimes),
    loadDevelopments: records.loadDevelopments.map(withoutTimes),
    shootingSessions: records.shootingSessions.map(({ endedAt: _ended, ...session }) => withoutTimes(session)),
    unreadable: records.unreadable,
  };
}

describe('restoreBackup', () => {
  it('restores a backup into the same account under the same ids: twice adds nothing, a deleted session comes back', async () => {
    const alice = await seedAlice();
    const backup = await backupOf('alice');
    const before = await contentOf('alice');

    expect(await restoreBackup(alice, 'alice', backup)).toEqual({
      firearms: 0,
      loadDevelopments: 0,
      shootingSessions: 0,
      alreadyThere: 4,
      missingReference: [],
    });
    expect(await contentOf('alice')).toEqual(before);

    const ladder = (await getDoc(sessionRef(alice, 'ladder'))).data()!;
    await serverAnswer(alice, () => deleteSession(alice, ladder));
    await serverAnswer(alice, async () => {
      expect(await restoreBackup(alice, 'alice', backup)).toMatchObject({ shootingSessions: 1, alreadyThere: 3 });
    });
    expect(await contentOf('alice')).toEqual(before);
    expect(await restoreBackup(alice, 'alice', backup)).toMatchObject({ shootingSessions: 0, alreadyThere: 4 });
    expect(await contentOf('alice')).toEqual(before);
  });

  it("restores another account's backup: the same records, owned by this one, ids mapped, references intact", async () => {
    await seedAlice();
    const backup = await backupOf('alice');
    const aliceBefore = await contentOf('alice');
    const bob = signedIn('bob');

    await serverAnswer(bob, async () => {
      expect(await restoreBackup(bob, 'bob', backup)).toEqual({
        firearms: 1,
        loadDevelopments: 1,
        shootingSessions: 2,
        alreadyThere: 0,
        missingReference: [],
      });
    });
    // Restoring the same file again adds nothing.
    expect(await restoreBackup(bob, 'bob', backup)).toMatchObject({ shootingSessions: 0, alreadyThere: 4 });

    const restored = await contentOf('bob');
    const map = (id: string) => mappedId('bob', id);
    // Alice's records, each owned by Bob under its mapped id, with every reference mapped the same way.
    expect(restored).toEqual({
      firearms: aliceBefore.firearms.map((firearm) => ({ ...firearm, id: map(firearm.id), userId: 'bob' })),
      loadDevelopments: aliceBefore.loadDevelopments.map((load) => ({ ...load, id: map(load.id), userId: 'bob' })),
      shootingSessions: aliceBefore.shootingSessions.map((session) => ({
        ...session,
        id: map(session.id),
        userId: 'bob',
        selectedFirearm: { ...session.selectedFirearm, id: map(session.selectedFirearm.id) },
        selectedAmmunition:
          session.selectedAmmunition.type === 'handload'
            ? { ...session.selectedAmmunition, loadDevelopmentId: map(session.selectedAmmunition.loadDevelopmentId) }
            : session.selectedAmmunition,
      })),
      unreadable: [],
    });
    const ladder = restored.shootingSessions.find(
      (session) => session.sessionName === sessionFixtures.handload.sessionName,
    );
    expect(ladder).toMatchObject({ status: 'completed', statistics: { totalShots: 3 } });
    expect(ladder?.shots.map((item) => item.target)).toEqual([undefined, 2, undefined]);
    expect(Object.values(ladder?.exclusions ?? {})).toEqual(['flier']);
    expect(restored.loadDevelopments[0]?.status).toBe('Testing');
    // Alice's account is as it was.
    expect(await contentOf('alice')).toEqual(aliceBefore);
  });

  it('writes nothing from a file refused as a whole, even where its first records are valid', async () => {
    await seedAlice();
    const json = JSON.parse(
      backupJson({
        exportedAt: new Date(),
        user: { uid: 'alice', email: null },
        ...(await readAllRecords(signedIn('alice'), 'alice')),
      }),
    ) as { shootingSessions: { shots: { velocity: unknown }[] }[] };
    json.shootingSessions.at(-1)!.shots[0]!.velocity = '2805 fps';
    const parsed = parseBackup(JSON.stringify(json));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) await restoreBackup(signedIn('bob'), 'bob', parsed.backup);
    expect(await contentOf('bob')).toEqual({
      firearms: [],
      loadDevelopments: [],
      shootingSessions: [],
      unreadable: [],
    });
    expect((await getDoc(doc(signedIn('bob'), 'firearms', mappedId('bob', 'firearm-1')))).exists()).toBe(false);
  });
});
