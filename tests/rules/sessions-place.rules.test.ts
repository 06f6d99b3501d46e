import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { storedStatisticsOf } from '@/domain/rollups';
import { EMPTY_STATISTICS } from '@/features/sessions/schema';
import { placeShots } from '@/features/sessions/shot-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  appending,
  completed,
  finalStatistics,
  ID,
  readSession,
  sessionRules,
  shot,
  threeShots,
  update,
} from '../support/session-rules';

/*
 * shootingSession/{id}: shots already logged get their places (a photo's holes, placeShots), active or
 * completed. The owner's writes go through the api; the attacks are hand-built (the api never makes them).
 */

const env = useRulesTestEnv();
const { alice, bob, seedSession, alicesView } = sessionRules(env);

/** The stored shot n at a place: x, y and the impact the app derives from them, to 0.001 in. */
const placed = (n: number, x = 0.3, y = 0.4, changes: DocumentData = {}): DocumentData =>
  shot(n, { x, y, impact: Math.round(Math.hypot(x, y) * 1000) / 1000, ...changes });
/** The three shots with shot 1 (the second) replaced. */
const withSecond = (second: DocumentData) => [shot(0), second, shot(2)];
const placing = (shots: DocumentData[], changes: DocumentData = {}) => ({
  shots,
  updatedAt: serverTimestamp(),
  ...changes,
});

describe('shootingSession/{id} rules: (i) a logged shot gets its place (placeShots)', () => {
  it('lets the owner place the shots of an active session, each keeping its velocity, time, note and order', async () => {
    await seedSession({ shots: threeShots });
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, async () =>
        placeShots(db, await readSession(db), [
          { shotId: shot(0).id, x: 0.1234, y: -0.5 },
          { shotId: shot(2).id, x: -1, y: 0, target: 2 },
        ]),
      ),
    );
    const session = await readSession(db);
    expect(
      session.shots.map(({ id, velocity, x, y, impact, target }) => ({ id, velocity, x, y, impact, target })),
    ).toEqual([
      { id: shot(0).id, velocity: 2800, x: 0.123, y: -0.5, impact: 0.515, target: undefined },
      { id: shot(1).id, velocity: 2801, x: undefined, y: undefined, impact: 0.6, target: undefined },
      { id: shot(2).id, velocity: 2802, x: -1, y: 0, impact: 1, target: 2 },
    ]);
    expect(session.statistics).toEqual(EMPTY_STATISTICS);
  });

  it('lets the owner place a shot of a completed session, its statistics and summary following', async () => {
    await seedSession(completed());
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, async () =>
        placeShots(db, await readSession(db), [
          { shotId: shot(0).id, x: 0.5, y: 0.5 },
          { shotId: shot(1).id, x: -0.5, y: 0.25 },
        ]),
      ),
    );
    const session = await readSession(db);
    expect(session.statistics).toEqual(storedStatisticsOf(session));
    expect(session.statistics).toMatchObject({ placedShots: 2, groupShots: 2, placedSumY: 0.75 });
    expect(session.statistics.groupSpread).toBeCloseTo(1.031, 3);
    const summary = await getDoc(doc(db, `sessionSummary/${ID}`));
    expect(summary.data()?.statistics).toEqual(session.statistics);
  });

  it('lets the owner move a placed shot again and put it on another target', async () => {
    await seedSession({ shots: withSecond(placed(1)) });
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, async () =>
        placeShots(db, await readSession(db), [{ shotId: shot(1).id, x: 2, y: 0, target: 3 }]),
      ),
    );
    expect((await readSession(db)).shots[1]).toMatchObject({ x: 2, y: 0, impact: 2, target: 3 });
  });

  it('lets the owner place the last shot of a completed session of 500 (the expression budget)', async () => {
    const shots = Array.from({ length: 500 }, (_unused, n) => shot(n));
    await seedSession(completed({ shots, statistics: finalStatistics(500) }));
    const db = alice();
    await assertSucceeds(
      serverAnswer(db, async () =>
        placeShots(db, await readSession(db), [{ shotId: shot(499).id, x: 99, y: -1, target: 999 }]),
      ),
    );
    expect((await readSession(db)).statistics.placedShots).toBe(1);
  });

  it('refuses a place written from a view that lacks a shot appended on another device', async () => {
    await seedSession({ shots: threeShots });
    const stale = await alicesView();
    await update(alice(), appending(shot(3)));
    await assertFails(serverAnswer(alice(), (db) => placeShots(db, stale, [{ shotId: shot(1).id, x: 1, y: 1 }])));
  });

  it("denies another user placing a shot of alice's session", async () => {
    await seedSession({ shots: threeShots });
    const session = await alicesView();
    await assertFails(serverAnswer(bob(), (db) => placeShots(db, session, [{ shotId: shot(1).id, x: 1, y: 1 }])));
  });

  it.each<[string, DocumentData[]]>([
    ['its velocity changed', withSecond(placed(1, 0.3, 0.4, { velocity: 2900 }))],
    ['its velocity removed', withSecond(placed(1, 0.3, 0.4, { velocity: null }))],
    ['its timestamp changed', withSecond(placed(1, 0.3, 0.4, { timestamp: Timestamp.fromMillis(1) }))],
    ['its note changed', withSecond(placed(1, 0.3, 0.4, { note: 'flier' }))],
    ['its id changed', withSecond(placed(1, 0.3, 0.4, { id: 'another-id' }))],
    ['an impact that is not its distance from the aim', withSecond(placed(1, 0.3, 0.4, { impact: 0.2 }))],
    ['no x and y', withSecond(shot(1, { impact: 0.9 }))],
    ['x and y beyond 100 in of the aim', withSecond(placed(1, 90, 90))],
    ['x given as text', withSecond(placed(1, 0.3, 0.4, { x: '0.3' }))],
    ['target 0', withSecond(placed(1, 0.3, 0.4, { target: 0 }))],
    ['another key', withSecond(placed(1, 0.3, 0.4, { photo: 'hole.png' }))],
    ['two shots placed at once', [placed(0), placed(1), shot(2)]],
    ['the placed shot moved to the end', [shot(0), shot(2), placed(1)]],
    ['the placed shot moved to the start', [placed(1), shot(0), shot(2)]],
    ['another shot moved', [shot(2), placed(1), shot(0)]],
    ['a shot added', [...withSecond(placed(1)), shot(3)]],
    ['a shot dropped', [shot(0), placed(1)]],
  ])('denies placing a shot of an active session with %s', async (_what, shots) => {
    await seedSession({ shots: threeShots });
    await assertFails(update(alice(), placing(shots)));
  });

  it('lets a hand-built place through when only the place changes (the attacks above fail for their change alone)', async () => {
    await seedSession({ shots: threeShots });
    await assertSucceeds(update(alice(), placing(withSecond(placed(1)))));
  });

  it("denies a place that changes an active session's statistics or another field", async () => {
    await seedSession({ shots: threeShots });
    await assertFails(update(alice(), placing(withSecond(placed(1)), { statistics: finalStatistics(3) })));
    await assertFails(update(alice(), placing(withSecond(placed(1)), { notes: 'placed' })));
    await assertFails(update(alice(), placing(withSecond(placed(1)), { shotIds: [shot(0).id, 'x', shot(2).id] })));
  });

  it('denies a place on a completed session whose statistics do not count its shots', async () => {
    await seedSession(completed());
    await assertFails(update(alice(), placing(withSecond(placed(1)), { statistics: finalStatistics(4) })));
    await assertFails(
      update(alice(), placing(withSecond(placed(1)), { statistics: { ...finalStatistics(3), bestGroup: -1 } })),
    );
  });
});
