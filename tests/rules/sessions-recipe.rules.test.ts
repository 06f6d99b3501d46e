import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '@/features/loads/fixtures';
import type { SessionStart } from '@/features/sessions/schema';
import { endSession } from '@/features/sessions/session-writes-api';
import { serverAnswer, summaryOf, useRulesTestEnv } from '../support/rules-env';
import {
  handloadSnapshot,
  logShot,
  newSession,
  PATH,
  readSession,
  sessionRules,
  start,
} from '../support/session-rules';

/*
 * shootingSession/{id}: the handload snapshot keeps the recipe as it was shot (issue 35): the bullet's BC and
 * drag model, the case details and the seating, copied from the load when the session starts. Sessions started
 * before they existed (or from a load saved before them) have none of these keys, and stay valid.
 */

const env = useRulesTestEnv();
const { alice, seedReferences, seedSession } = sessionRules(env);

const creedmoor = loadFixtures.creedmoorMatch;
const caseDetails = creedmoor.caseDetails!;
const seating = creedmoor.seating!;
/** A snapshot of a load saved before the case, seating and BC existed: none of their keys. */
const { caseDetails: _case, seating: _seating, ...snapshotBeforeRecipe } = handloadSnapshot as DocumentData;
const { bc: _bc, dragModel: _dragModel, ...bulletBeforeBc } = creedmoor.bullet;
const oldSnapshot = { ...snapshotBeforeRecipe, bullet: bulletBeforeBc };
const { brand: _brand, ...caseWithoutBrand } = caseDetails;

/** A new session written whole with its summary in one batch, as startSession writes them (for shapes it never makes). */
function createWithSummary(db: Firestore, session: DocumentData) {
  const batch = writeBatch(db);
  batch.set(doc(db, PATH), session);
  batch.set(doc(db, `sessionSummary/${PATH.split('/')[1]}`), summaryOf(session));
  return batch.commit();
}
const withAmmunition = (changes: DocumentData) =>
  newSession({ selectedAmmunition: { ...handloadSnapshot, ...changes } });

describe('shootingSession/{id} rules: the recipe as shot', () => {
  it('lets a session start with the recipe in full, kept as it was shot', async () => {
    await seedReferences();
    const db = alice();
    await assertSucceeds(start(db));
    const { selectedAmmunition } = await readSession(db);
    expect(selectedAmmunition).toMatchObject({ bullet: creedmoor.bullet, caseDetails, seating });
  });

  it('lets a session start from a load saved before the case, seating and BC existed', async () => {
    await seedReferences();
    const db = alice();
    await assertSucceeds(start(db, { selectedAmmunition: oldSnapshot as SessionStart['selectedAmmunition'] }));
    expect((await readSession(db)).selectedAmmunition).not.toHaveProperty('seating');
  });

  it.each<[string, DocumentData]>([
    ['its seating', { seating: { coal: 2.81, cbto: 2.22, crimp: 'light' } }],
    [
      'its case and seating',
      {
        caseDetails: { ...caseDetails, brand: 'Peterson', neckSizer: 'mandrel', annealed: false, annealMethod: '' },
        seating: { coal: 2.81, cbto: 2.22, crimp: 'light' },
      },
    ],
    [
      'its charge, case and seating',
      {
        powder: { ...creedmoor.powder, weight: 41.2 },
        caseDetails: { ...caseDetails, shoulderBump: 0.003 },
        seating: { ...seating, cbto: 2.215 },
      },
    ],
    [
      'its name, bullet and charge',
      {
        name: 'Ladder 41.2',
        bullet: { ...creedmoor.bullet, bc: 0.315 },
        powder: { ...creedmoor.powder, weight: 41.2 },
      },
    ],
  ])(
    'lets a session keep a recipe whose %s the load no longer has (a restored backup), each part checked as on a load',
    async (_what, changes) => {
      await seedReferences();
      await assertSucceeds(createWithSummary(alice(), withAmmunition(changes)));
    },
  );

  it('takes the hand-built whole session and summary of these tests (the control of the denials below)', async () => {
    await seedReferences();
    await assertSucceeds(createWithSummary(alice(), newSession()));
  });

  it.each<[string, DocumentData]>([
    ['an unknown key in the snapshot', { lots: { powder: 'A1' } }],
    ['case details with an unknown key', { caseDetails: { ...caseDetails, primerPocket: 'uniformed' } }],
    ['case details without their brand key', { caseDetails: caseWithoutBrand }],
    ['null case details', { caseDetails: null }],
    ['a shoulder bump of 0.2', { caseDetails: { ...caseDetails, shoulderBump: 0.2 } }],
    ['a neck tension of 0.03', { caseDetails: { ...caseDetails, neckTension: 0.03 } }],
    ['the neck sizer collet', { caseDetails: { ...caseDetails, neckSizer: 'collet' } }],
    ['annealed given as text', { caseDetails: { ...caseDetails, annealed: 'yes' } }],
    ['a seating with an unknown key', { seating: { ...seating, jump: 0.02 } }],
    ['a seating without a crimp key', { seating: { coal: seating.coal, cbto: seating.cbto } }],
    ['a negative COAL', { seating: { ...seating, coal: -2.8 } }],
    ['a CBTO given as text', { seating: { ...seating, cbto: '2.210' } }],
    ['a 101-character crimp', { seating: { ...seating, crimp: 'c'.repeat(101) } }],
    ['a BC without its drag model', { bullet: { ...creedmoor.bullet, dragModel: '' } }],
    ['a BC of 3', { bullet: { ...creedmoor.bullet, bc: 3 } }],
    ['the drag model G8', { bullet: { ...creedmoor.bullet, dragModel: 'G8' } }],
  ])('denies starting a session whose snapshot has %s', async (_what, changes) => {
    await seedReferences();
    await assertFails(createWithSummary(alice(), withAmmunition(changes)));
  });

  it('lets a session started before them be logged and ended as ever', async () => {
    await seedSession({ selectedAmmunition: oldSnapshot });
    const db = alice();
    await assertSucceeds(logShot(db, await readSession(db)));
    await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
    const ended = await readSession(db);
    expect(ended.status).toBe('completed');
    expect(ended.selectedAmmunition).toEqual(oldSnapshot);
  });
});
