import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { sessionSummaryRef } from '@/features/sessions/session-docs-api';
import {
  deleteSession,
  endSession,
  importCompletedSession,
  startSession,
  updateSessionDetails,
} from '@/features/sessions/session-writes-api';
import { appendShot, setShotExclusion } from '@/features/sessions/shot-writes-api';
import { summaryMatches } from '@/features/sessions/summaries';
import { seedDoc, serverAnswer, useRulesTestEnv } from '../support/rules-env';
import {
  completed,
  ID,
  readSession,
  sessionSummaryRules,
  start,
  storedSession,
  storedSummary,
} from '../support/session-summary-rules';

/*
 * sessionSummary/{id}, written: by the session's own api functions in the batch of each change it shows
 * (checked here against the session they mirror), and refused to anyone but the owner of the session beside it.
 */

const env = useRulesTestEnv();
const { alice, bob, anon, seedReferences } = sessionSummaryRules(env);

const PATH = `sessionSummary/${ID}`;
const readSummary = async (db: Firestore, id = ID) => (await getDoc(sessionSummaryRef(db, id))).data() ?? null;

/** Whether the summary beside the session says what the session says. */
async function expectSummaryOfSession(db: Firestore, id = ID): Promise<void> {
  const [session, summary] = [await readSession(db, id), await readSummary(db, id)];
  expect(summary).not.toBeNull();
  expect(summaryMatches(session, summary)).toBe(true);
}

describe('sessionSummary/{id} rules', () => {
  describe('written with the session, by its api functions', () => {
    it('startSession writes the summary of the new active session beside it', async () => {
      await seedReferences();
      const db = alice();
      await assertSucceeds(serverAnswer(db, () => startSession(db, 'alice', start, ID)));
      await expectSummaryOfSession(db);
      expect((await readSummary(db))?.status).toBe('active');
    });

    it('endSession, a completed session’s exclusion and a correction of its details keep the summary the session’s', async () => {
      await seedReferences();
      const db = alice();
      await serverAnswer(db, () => startSession(db, 'alice', start, ID));
      for (const velocity of [2800, 2850, 2790]) {
        await serverAnswer(db, async () => appendShot(db, await readSession(db), { velocity, impact: 0.4, note: '' }));
      }
      await assertSucceeds(serverAnswer(db, async () => endSession(db, await readSession(db))));
      await expectSummaryOfSession(db);
      expect((await readSummary(db))?.statistics).toMatchObject({ totalShots: 3, averageVelocity: 2813 });

      const session = await readSession(db);
      await assertSucceeds(serverAnswer(db, () => setShotExclusion(db, session, session.shots[1]!.id, 'flier')));
      await expectSummaryOfSession(db);
      expect((await readSummary(db))?.statistics.averageVelocity).toBe(2795);

      const details = { ...(await readSession(db)), sessionName: 'Renamed', date: '2026-02-03' };
      await assertSucceeds(serverAnswer(db, async () => updateSessionDetails(db, await readSession(db), details)));
      await expectSummaryOfSession(db);
      expect(await readSummary(db)).toMatchObject({ sessionName: 'Renamed', date: '2026-02-03' });
    });

    it('deleteSession deletes the summary with the session', async () => {
      await seedDoc(env(), `shootingSession/${ID}`, storedSession(completed));
      await seedDoc(env(), PATH, storedSummary(completed));
      const db = alice();
      await assertSucceeds(serverAnswer(db, async () => deleteSession(db, await readSession(db))));
      expect(await readSummary(db)).toBeNull();
    });

    it('importCompletedSession leaves a completed summary with the file’s figures', async () => {
      await seedReferences();
      const db = alice();
      let id = '';
      await assertSucceeds(
        serverAnswer(db, async () => {
          id = await importCompletedSession(db, {
            userId: 'alice',
            start: { ...start, date: '2021-01-04' },
            shots: [2287, 2301].map((velocity, n) => ({
              velocity,
              impact: null,
              note: '',
              timestamp: new Date(Date.UTC(2021, 0, 4, 14, n)),
            })),
          });
        }),
      );
      await expectSummaryOfSession(db, id);
      expect(await readSummary(db, id)).toMatchObject({ status: 'completed', date: '2021-01-04' });
    });
  });

  describe('written by anyone else, or without its session', () => {
    const write = (db: Firestore, data: DocumentData) => setDoc(doc(db, PATH), data);
    // With its session's times, as the batch that creates both gives them.
    const fresh = (changes: DocumentData = {}) => storedSummary({ endedAt: null, ...changes });

    it('lets the owner write the summary of their own session', async () => {
      await seedDoc(env(), `shootingSession/${ID}`, storedSession());
      await assertSucceeds(write(alice(), fresh()));
    });

    it('denies a summary with no session beside it', async () => {
      await assertFails(write(alice(), fresh()));
    });

    it("denies bob a summary beside alice's session, in his name or hers", async () => {
      await seedDoc(env(), `shootingSession/${ID}`, storedSession());
      await assertFails(write(bob(), fresh({ userId: 'bob' })));
      await assertFails(write(bob(), fresh()));
    });

    it("denies bob changing alice's summary, and an anonymous write", async () => {
      await seedDoc(env(), `shootingSession/${ID}`, storedSession());
      await seedDoc(env(), PATH, storedSummary());
      await assertFails(updateDoc(doc(bob(), PATH), { sessionName: 'Mine now' }));
      await assertFails(write(anon(), fresh()));
    });

    it.each<[string, DocumentData]>([
      ['an unknown key', { shots: [] }],
      ['the notes', { notes: 'not in a summary' }],
      ['an unknown status', { status: 'archived' }],
      ['a negative average velocity', { statistics: { ...completed.statistics, averageVelocity: -1 } }],
      ['a date that is not YYYY-MM-DD', { date: '3 Jan 2026' }],
      ['an empty name', { sessionName: '' }],
      [
        'a firearm snapshot without its id',
        { selectedFirearm: { ...sessionFixtures.handload.selectedFirearm, id: '' } },
      ],
      ['an end that is not a time', { endedAt: 'yesterday' }],
    ])('denies a summary with %s', async (_what, changes) => {
      await seedDoc(env(), `shootingSession/${ID}`, storedSession());
      await assertFails(write(alice(), fresh(changes)));
    });

    it('denies a summary missing a key', async () => {
      await seedDoc(env(), `shootingSession/${ID}`, storedSession());
      const { statistics: _statistics, ...withoutStatistics } = fresh();
      await assertFails(write(alice(), withoutStatistics));
    });

    it('lets only the owner delete a summary', async () => {
      await seedDoc(env(), PATH, storedSummary());
      await assertFails(deleteDoc(doc(bob(), PATH)));
      await assertFails(deleteDoc(doc(anon(), PATH)));
      await assertSucceeds(deleteDoc(doc(alice(), PATH)));
    });
  });
});
