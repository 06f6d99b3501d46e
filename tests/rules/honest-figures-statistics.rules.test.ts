import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATISTICS } from '@/features/sessions/schema';
import {
  completedSession,
  end,
  exclude,
  honestFiguresRules,
  PATH,
  shot,
  statisticsOf,
  storedSession,
  SUMMARY_PATH,
  threeShots,
} from '../support/honest-figures-rules';
import { summaryOf, useRulesTestEnv } from '../support/rules-env';

/*
 * Honest figures, the statistics: what a session stores at its start, its end and an exclusion is what its
 * shots give (see ../support/honest-figures-rules.ts for how the writes are built).
 */

const env = useRulesTestEnv();
const { alice, seedReferences, seedPair } = honestFiguresRules(env);

async function readSession(): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env().withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), PATH))).data();
  });
  return data;
}

describe('a completed session’s statistics follow its shots (an exclusion writing them)', () => {
  const excluded = { [threeShots[0]!.id]: 'flier' };

  it('lets the owner exclude a shot, the statistics and the summary as the app computes them', async () => {
    await seedPair(completedSession());
    await assertSucceeds(exclude(alice(), completedSession(), threeShots[0]!.id, statisticsOf(threeShots, excluded)));
    expect((await readSession())?.statistics).toEqual(statisticsOf(threeShots, excluded));
  });

  it('denies totalShots 5000 for a session of three shots (Rounds Fired would count 5,000 rounds never fired)', async () => {
    await seedPair(completedSession());
    const statistics = { ...statisticsOf(threeShots, excluded), totalShots: 5000 };
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics));
  });

  it.each<[string, DocumentData]>([
    ['more velocities counted than shots held', { velocityCount: 4 }],
    ['more placed shots than shots held', { placedShots: 4, placedSumX: 0.3, placedSumY: -0.4 }],
    ['placed sums beyond the target (over 100 in a shot)', { placedSumX: 150 }],
    ['a group spread with one placed shot', { groupSpread: 1.2 }],
    ['a closest shot further than the mean', { bestGroup: 0.9 }],
  ])('denies statistics with %s', async (_what, changes) => {
    await seedPair(completedSession());
    const statistics = { ...statisticsOf(threeShots, excluded), ...changes };
    await assertFails(exclude(alice(), completedSession(), threeShots[0]!.id, statistics));
  });

  it('denies statistics changed on an active session (it stores none until its end)', async () => {
    const active = storedSession({ shots: threeShots });
    await seedPair(active);
    await assertFails(exclude(alice(), active, threeShots[0]!.id, statisticsOf(threeShots, excluded)));
    await assertSucceeds(
      updateDoc(doc(alice(), PATH), { [`exclusions.${threeShots[0]!.id}`]: 'flier', updatedAt: serverTimestamp() }),
    );
  });
});

describe('the end’s statistics and shot sums are consistent (endSession)', () => {
  const active = () => storedSession({ shots: threeShots });

  it('lets the owner end a session with the statistics the app computes from its shots', async () => {
    await seedPair(active());
    await assertSucceeds(end(alice(), active(), statisticsOf(threeShots)));
  });

  it('lets the owner end a session with no shots (no figure, zero sums)', async () => {
    await seedPair(storedSession());
    await assertSucceeds(end(alice(), storedSession(), statisticsOf([])));
  });

  it('lets the owner end a session of one velocity (no SD) and of shots with no velocity', async () => {
    const one = [shot(0, { impact: null })];
    await seedPair(storedSession({ shots: one }));
    await assertSucceeds(end(alice(), storedSession({ shots: one }), statisticsOf(one)));
    await env().clearFirestore();
    await seedReferences();
    const silent = [shot(0, { velocity: null }), shot(1, { velocity: null })];
    await seedPair(storedSession({ shots: silent }));
    await assertSucceeds(end(alice(), storedSession({ shots: silent }), statisticsOf(silent)));
  });

  it('lets the owner end a string of 500 shots of 5,999 fps down to 1 fps (integer sums, no overflow)', async () => {
    const shots = Array.from({ length: 500 }, (_unused, n) => shot(n, { velocity: n === 0 ? 1 : 5999 }));
    await seedPair(storedSession({ shots }));
    await assertSucceeds(end(alice(), storedSession({ shots }), statisticsOf(shots)));
  });

  it.each<[string, DocumentData]>([
    ['velocitySquares 0 (a load’s pooled SD would be NaN)', { velocitySquares: 0 }],
    ['maxVelocity 60000 (an extreme spread of 57,000 fps)', { maxVelocity: 60000, extremeSpread: 57200 }],
    ['placedSumX NaN', { placedSumX: NaN }],
    ['placedSumY Infinity', { placedSumY: Infinity }],
    ['an average above the highest velocity', { averageVelocity: 2900 }],
    ['an extreme spread that is not highest - lowest', { extremeSpread: 40 }],
    ['an SD the sums do not give', { standardDeviation: 9.9 }],
    ['a lowest velocity of 0', { minVelocity: 0, extremeSpread: 2802 }],
    ['velocity sums with no counted velocity', { velocityCount: 0 }],
    ['squares above highest x sum', { velocitySquares: 2802 * 8403 + 1 }],
    ['totalShots 2 for the three shots it holds', { totalShots: 2 }],
  ])('denies an end with %s', async (_what, changes) => {
    await seedPair(active());
    await assertFails(end(alice(), active(), { ...statisticsOf(threeShots), ...changes }));
  });

  it('denies an end without the shot sums (an older client’s statistics)', async () => {
    await seedPair(active());
    const { velocitySum: _sum, velocitySquares: _squares, ...withoutSums } = statisticsOf(threeShots);
    await assertFails(end(alice(), active(), withoutSums));
  });

  it('denies an end from a view another device has changed: a shot it appended is not counted', async () => {
    const four = [...threeShots, shot(3)];
    await seedPair(storedSession({ shots: four }));
    await assertFails(end(alice(), storedSession({ shots: four }), statisticsOf(threeShots)));
    await assertSucceeds(end(alice(), storedSession({ shots: four }), statisticsOf(four)));
  });
});

describe('a completed session’s end is not rewritten', () => {
  it('denies an end sent again: neither its statistics nor its end time change', async () => {
    await seedPair(completedSession());
    const ended = await readSession();
    await assertFails(end(alice(), completedSession(), { ...statisticsOf(threeShots), totalShots: 3 }));
    await assertFails(end(alice(), completedSession(), statisticsOf([threeShots[0]!, threeShots[1]!, shot(5)])));
    await assertFails(updateDoc(doc(alice(), PATH), { endedAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    expect(await readSession()).toEqual(ended);
  });
});

describe('a new session starts with no figure', () => {
  it('denies a start whose empty statistics hold a best group (it would lead the dashboard’s best)', async () => {
    await seedReferences();
    const db = alice();
    const batch = writeBatch(db);
    const start = storedSession({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    const statistics = { ...EMPTY_STATISTICS, bestGroup: 0.01 };
    batch.set(doc(db, PATH), { ...start, statistics });
    batch.set(doc(db, SUMMARY_PATH), { ...summaryOf(start), statistics });
    await assertFails(batch.commit());
  });
});

describe('the best group of several targets: its spread, shot count and mean radius are its shots’ (endSession)', () => {
  // Target 1: the square and its middle (ES √2 = 1.4142, mean radius 0.5657 in); target 2: two shots 0.5 in apart.
  const square = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
    [0.5, 0.5],
  ].map(([x, y], n) => shot(n, { x, y, impact: Math.round(Math.hypot(x!, y!) * 1000) / 1000 }));
  const twoTargets = [
    ...square,
    shot(5, { x: 3, y: 0, impact: 3, target: 2 }),
    shot(6, { x: 3, y: 0.5, impact: 3.041, target: 2 }),
  ];
  const active = () => storedSession({ shots: twoTargets });

  it('lets the owner end a session of two targets with the statistics the app computes: the square ranks by its mean radius', async () => {
    await seedPair(active());
    const statistics = statisticsOf(twoTargets);
    expect(statistics).toMatchObject({ groupShots: 5, groupSpread: Math.SQRT2, placedShots: 7 });
    expect(statistics.groupMeanRadius).toBeCloseTo((4 * Math.SQRT1_2) / 5, 12);
    await assertSucceeds(end(alice(), active(), statistics));
  });

  it('lets the owner end a session whose best group is under 5 shots (no mean radius) or whose placed shots are on two targets, one each', async () => {
    const three = [...square.slice(0, 3), shot(5, { x: 3, y: 0, impact: 3, target: 2 })];
    await seedPair(storedSession({ shots: three }));
    expect(statisticsOf(three)).toMatchObject({ groupShots: 3, groupSpread: Math.SQRT2, groupMeanRadius: null });
    await assertSucceeds(end(alice(), storedSession({ shots: three }), statisticsOf(three)));
    await env().clearFirestore();
    await seedReferences();
    const apart = [square[0]!, shot(5, { x: 3, y: 0, impact: 3, target: 2 })];
    await seedPair(storedSession({ shots: apart }));
    expect(statisticsOf(apart)).toMatchObject({ placedShots: 2, groupShots: null, groupSpread: null });
    await assertSucceeds(end(alice(), storedSession({ shots: apart }), statisticsOf(apart)));
  });

  it.each<[string, DocumentData]>([
    ['a mean radius wider than the spread (no shot is that far from the centre)', { groupMeanRadius: 1.5 }],
    ['a mean radius under spread / shots (the two widest shots alone are further out)', { groupMeanRadius: 0.28 }],
    ['a mean radius of 0 (it would lead every best group)', { groupMeanRadius: 0 }],
    ['no mean radius for a group of 5 shots', { groupMeanRadius: null }],
    ['a mean radius for a group of 4 shots (too few to rank by it)', { groupShots: 4 }],
    ['more group shots than placed shots', { groupShots: 8 }],
    ['a group of one shot', { groupShots: 1, groupMeanRadius: null }],
    ['a fractional shot count', { groupShots: 5.5 }],
    ['a shot count with no group', { groupSpread: null }],
    ['a mean radius with no group', { groupSpread: null, groupShots: null }],
    ['a mean radius given as text', { groupMeanRadius: '0.57' }],
  ])('denies an end with %s', async (_what, changes) => {
    await seedPair(active());
    await assertFails(end(alice(), active(), { ...statisticsOf(twoTargets), ...changes }));
  });

  it('denies an end without the best group’s shot count and mean radius (an older client’s statistics)', async () => {
    await seedPair(active());
    const { groupMeanRadius: _radius, groupShots: _shots, ...older } = statisticsOf(twoTargets);
    await assertFails(end(alice(), active(), older));
  });
});
