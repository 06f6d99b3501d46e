import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  serverTimestamp,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { type ShotFormValues } from '@/features/sessions/shot-form-schema';
import { appendImportedShots, appendShot } from '@/features/sessions/shot-writes-api';
import { serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  appending,
  appendingAll,
  completed,
  logShot,
  readSession,
  sessionRules,
  shot,
  shotValues,
  threeShots,
  update,
  withIds,
} from '../support/session-rules';

/*
 * shootingSession/{id}: shots appended (one, or a string five per write); removed in sessions-remove-shot.rules.test.ts. Writes go through the
 * app's api functions (see ../support/session-rules.ts); hand-built payloads only for shapes the api never makes.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedSession, alicesView } = sessionRules(env);

describe('shootingSession/{id} rules', () => {
  describe('(a) append shots (appendShot, and a string five shots per write)', () => {
    it('lets the owner log the first shot of an empty session', async () => {
      await seedSession();
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db)));
      expect((await readSession(db)).shots).toHaveLength(1);
    });

    it('lets the owner log a fourth shot after three, at the end', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db), { velocity: 2790 }));
      expect((await readSession(db)).shots.map((item) => item.velocity)).toEqual([2800, 2801, 2802, 2790]);
    });

    it.each<[string, Partial<ShotFormValues>]>([
      ['no velocity and an impact of 1.25', { velocity: null, impact: 1.25 }],
      ['a note only', { velocity: null, impact: null, note: 'Flinched' }],
      ['a 200-character note', { note: 'n'.repeat(200) }],
      ['a velocity of 5999', { velocity: 5999 }],
    ])('lets the owner log a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertSucceeds(logShot(alice(), await alicesView(), changes));
    });

    it('lets the owner log the 500th shot', async () => {
      await seedSession({ shots: Array.from({ length: 499 }, (_unused, n) => shot(n)) });
      await assertSucceeds(logShot(alice(), await alicesView()));
    });

    it('denies logging a shot when 500 are already there', async () => {
      await seedSession({ shots: Array.from({ length: 500 }, (_unused, n) => shot(n)) });
      await assertFails(logShot(alice(), await alicesView()));
    });

    it('lets the owner append a chronograph string of 23 shots, five per write, in order (appendImportedShots)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const fileVelocities = Array.from({ length: 23 }, (_unused, n) => 2250 + n);
      const fileShots = fileVelocities.map((velocity, n) => ({
        velocity,
        impact: null,
        note: '',
        timestamp: new Date(Date.UTC(2021, 0, 4, 14, n)),
      }));
      await assertSucceeds(serverAnswer(db, async () => appendImportedShots(db, await readSession(db), fileShots)));
      expect((await readSession(db)).shots.map((item) => item.velocity)).toEqual([2800, 2801, 2802, ...fileVelocities]);
    });

    it('lets the owner log a shot with where it hit: x and y stored, its impact their distance from the aim', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db), { impact: null, x: -0.3, y: 0.4 }));
      expect((await readSession(db)).shots[3]).toMatchObject({ x: -0.3, y: 0.4, impact: 0.5 });
    });

    it('lets the owner log a place and an impact to 0.001 in, as typed in mm (10.6 mm is 0.417 in)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      await assertSucceeds(logShot(db, await readSession(db), { impact: 0.417 }));
      await assertSucceeds(logShot(db, await readSession(db), { impact: null, x: 0.417, y: -0.13 }));
      // √(0.417² + 0.13²) = 0.43679 in, stored to 0.001 as its place.
      expect((await readSession(db)).shots.slice(3)).toMatchObject([
        { impact: 0.417 },
        { x: 0.417, y: -0.13, impact: 0.437 },
      ]);
    });

    it('lets the owner append five shots with x and y in one write (within the rules’ expression budget)', async () => {
      await seedSession({ shots: threeShots });
      const five = Array.from({ length: 5 }, (_unused, n) => shot(3 + n, { x: n - 2.5, y: 1.25 * n, impact: 6 }));
      await assertSucceeds(update(alice(), appendingAll(five)));
      expect((await alicesView()).shots.slice(3).map((item) => [item.x, item.y])).toEqual([
        [-2.5, 0],
        [-1.5, 1.25],
        [-0.5, 2.5],
        [0.5, 3.75],
        [1.5, 5],
      ]);
    });

    it.each<[string, DocumentData]>([
      ['x without y', { x: 1 }],
      ['y without x', { y: 1 }],
      ['x given as text', { x: '1', y: 1 }],
      ['a place more than 100 inches from the aim', { x: 80, y: 70 }],
      ['x and y and an extra key', { x: 1, y: 1, z: 0 }],
    ])('denies logging a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3, changes))));
    });

    it('lets the owner log a shot on another target than the first (appendShot; target 1 is left out)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const onTarget = (target: number) =>
        serverAnswer(db, async () => appendShot(db, await readSession(db), { ...shotValues(), target }).stored);
      await assertSucceeds(onTarget(2));
      await assertSucceeds(onTarget(999));
      await assertSucceeds(onTarget(1));
      const logged = (await readSession(db)).shots.slice(3);
      expect(logged.map((item) => item.target)).toEqual([2, 999, undefined]);
      expect(logged[2]).not.toHaveProperty('target');
      // A target named 1, as the app never writes it, is a target all the same.
      await assertSucceeds(update(db, appending(shot(6, { target: 1 }))));
    });

    it('lets the owner append a ShotMarker string of nine shots on target 220, four per write with receipts (appendImportedShots)', async () => {
      await seedSession({ shots: threeShots });
      const db = alice();
      const string = Array.from({ length: 9 }, (_unused, n) => ({
        ...shotValues({ impact: null, x: n / 4 - 1, y: 1.25 }),
        timestamp: new Date(1_700_000_100_000 + n * 1000),
        target: 220,
      }));
      await assertSucceeds(serverAnswer(db, async () => appendImportedShots(db, await readSession(db), string)));
      const shots = (await readSession(db)).shots.slice(3);
      expect(shots.map((item) => [item.x, item.target])).toEqual(string.map((item) => [item.x, 220]));
    });

    it('refuses five shots with x, y and a target in one write: past the budget, never let through', async () => {
      await seedSession({ shots: threeShots });
      const five = Array.from({ length: 5 }, (_unused, n) => shot(3 + n, { x: n - 2.5, y: 1, impact: 3, target: 2 }));
      await assertFails(update(alice(), appendingAll(five)));
      await assertSucceeds(update(alice(), appendingAll(five.slice(0, 4))));
    });

    it.each<[string, DocumentData]>([
      ['target 0', { target: 0 }],
      ['target 1000', { target: 1000 }],
      ['a fractional target', { target: 2.5 }],
      ['a target given as text', { target: '2' }],
      ['a null target', { target: null }],
      ['a target and an extra key', { target: 2, distance: 300 }],
      ['a target beside x without y', { target: 2, x: 1 }],
      ['a target beside x given as text', { target: 2, x: '1', y: 1 }],
      ['a target beside a place more than 100 inches from the aim', { target: 2, x: 80, y: 70 }],
    ])('denies logging a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3, changes))));
    });

    it('lets the owner append five shots in one write', async () => {
      await seedSession({ shots: threeShots });
      const five = Array.from({ length: 5 }, (_unused, n) => shot(3 + n));
      await assertSucceeds(update(alice(), appendingAll(five)));
      expect((await alicesView()).shots).toHaveLength(8);
    });

    it('denies appending six shots in one write', async () => {
      await seedSession({ shots: threeShots });
      const six = Array.from({ length: 6 }, (_unused, n) => shot(3 + n));
      await assertFails(update(alice(), appendingAll(six)));
    });

    // Every place of a five-shot write is checked: a bad shot at any of them refuses the write.
    it.each(Array.from({ length: 5 }, (_unused, place) => place + 1))(
      'denies five shots in one write whose shot %i has a velocity given as text',
      async (place) => {
        await seedSession({ shots: threeShots });
        const five = Array.from({ length: 5 }, (_unused, n) =>
          shot(3 + n, n + 1 === place ? { velocity: '2800' } : {}),
        );
        await assertFails(update(alice(), appendingAll(five)));
      },
    );

    it('lets the owner append shots up to 500 in one write, and no further', async () => {
      await seedSession({ shots: Array.from({ length: 497 }, (_unused, n) => shot(n)) });
      const four = Array.from({ length: 4 }, (_unused, n) => shot(497 + n));
      await assertFails(update(alice(), appendingAll(four)));
      await assertSucceeds(update(alice(), appendingAll(four.slice(0, 3))));
    });

    it('denies logging a shot on a completed session', async () => {
      await seedSession(completed());
      await assertFails(logShot(alice(), await alicesView()));
    });

    it("denies another user logging a shot on alice's session", async () => {
      await seedSession({ shots: threeShots });
      await assertFails(logShot(bob(), await alicesView()));
    });

    it('denies an anonymous user logging a shot', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(logShot(anon(), await alicesView()));
    });

    it('denies editing an earlier shot while appending one', async () => {
      await seedSession({ shots: threeShots });
      const edited = [{ ...threeShots[0], velocity: 2900 }, threeShots[1], threeShots[2], shot(3)];
      await assertFails(update(alice(), { ...withIds(edited), updatedAt: serverTimestamp() }));
    });

    it('denies reordering the shots while appending one', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), {
          ...withIds([threeShots[1], threeShots[0], threeShots[2], shot(3)]),
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('denies reordering the shots without appending one', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(
        update(alice(), { ...withIds([threeShots[1], threeShots[0], threeShots[2]]), updatedAt: serverTimestamp() }),
      );
    });

    it.each<[string, DocumentData]>([
      ['a velocity given as text', { velocity: '2800' }],
      ['a fractional velocity', { velocity: 2800.5 }],
      ['a velocity of 0', { velocity: 0 }],
      ['a velocity of 6000', { velocity: 6000 }],
      ['a negative impact', { impact: -0.1 }],
      ['an impact of 100.5', { impact: 100.5 }],
      ['an extra key', { distance: 100 }],
      ['a 201-character note', { note: 'n'.repeat(201) }],
      ['an empty id', { id: '' }],
      ['a 65-character id', { id: 'i'.repeat(65) }],
      ['a timestamp given as text', { timestamp: '2026-11-21T10:00:00Z' }],
    ])('denies logging a shot with %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3, changes))));
    });

    it('denies logging a shot without a timestamp', async () => {
      await seedSession({ shots: threeShots });
      const { timestamp: _omitted, ...withoutTimestamp } = shot(3);
      await assertFails(update(alice(), appending(withoutTimestamp)));
    });

    it.each<[string, DocumentData]>([
      ['changing the notes', { notes: 'Wind picked up.' }],
      ['completing the session', { status: 'completed' }],
      ['excluding a shot', { [`exclusions.${shot(0).id}`]: 'flier' }],
      ['a client-chosen updatedAt', { updatedAt: Timestamp.now() }],
      ['no updatedAt', { updatedAt: deleteField() }],
    ])('denies logging a shot and %s in one write', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3), changes)));
    });
  });

  describe('(a, b) shotIds: the ids of the shots, in order, none twice', () => {
    it('denies appending a shot without its id in shotIds', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { shots: arrayUnion(shot(3)), updatedAt: serverTimestamp() }));
    });

    it('denies appending a shot with another id in shotIds', async () => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), appending(shot(3), { shotIds: arrayUnion('not-this-shot') })));
    });

    it('denies appending a shot whose id the session already holds', async () => {
      await seedSession({ shots: threeShots });
      const twin = shot(3, { id: shot(0).id });
      await assertFails(update(alice(), appending(twin)));
      await assertFails(update(alice(), { ...withIds([...threeShots, twin]), updatedAt: serverTimestamp() }));
    });

    it('denies appending a shot while rewriting the earlier ids', async () => {
      await seedSession({ shots: threeShots });
      const ids = ['a', 'b', 'c', shot(3).id];
      await assertFails(update(alice(), appending(shot(3), { shotIds: ids })));
    });

    it.each<[string, string[]]>([
      ['other ids', ['a', 'b', 'c']],
      ['the ids reordered', [shot(2).id, shot(1).id, shot(0).id]],
      ['one id fewer', [shot(0).id, shot(1).id]],
    ])('denies writing shotIds alone: %s', async (_what, ids) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { shotIds: ids, updatedAt: serverTimestamp() }));
    });

    it.each<[string, DocumentData]>([
      ['a shot removed, its id kept', { shots: arrayRemove(threeShots[1]) }],
      ['an id removed, its shot kept', { shotIds: arrayRemove(shot(1).id) }],
      [
        'a shot removed with the id of another',
        { shots: arrayRemove(threeShots[1]), shotIds: arrayRemove(shot(2).id) },
      ],
    ])('denies %s', async (_what, changes) => {
      await seedSession({ shots: threeShots });
      await assertFails(update(alice(), { ...changes, updatedAt: serverTimestamp() }));
    });
  });
});
