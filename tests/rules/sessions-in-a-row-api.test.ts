import { getDoc, getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { firearmCompletedRounds, summariesQuery } from '@/features/figures/figures-api';
import { addFirearm } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { sessionFixtures } from '@/features/sessions/fixtures';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { userSessionsQuery } from '@/features/sessions/session-queries-api';
import { endSession, startSession } from '@/features/sessions/session-writes-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

// Twenty sessions in a row, each started, logged and ended through the app's api functions and
// answered by the server before the next: every one whole, once, and counted. The browser's
// no-lost-writes.spec.ts logs one such session with page loads in between (twenty in the soak run).

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));

const ROUNDS = 20;

describe('sessions in a row', () => {
  it('twenty sessions of three shots each: all completed on the server with their shots and summaries, the rifle counting sixty rounds', async () => {
    const db = alice();
    await serverAnswer(db, async () => {
      await addFirearm(db, 'alice', firearmFixtures.tikka, 'firearm-1');
      await addLoadDevelopment(db, 'alice', loadFixtures.creedmoorMatch, 'load-1');
    });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const id = `string-${round}`;
      await serverAnswer(db, () =>
        startSession(db, 'alice', { ...sessionFixtures.handload, sessionName: `String ${round}` }, id),
      );
      for (const velocity of [2800 + round, 2700 + round, 2750 + round]) {
        const session = (await getDoc(sessionRef(db, id))).data()!;
        await serverAnswer(db, () => appendShot(db, session, { velocity, impact: null, note: '' }).stored);
      }
      const logged = (await getDoc(sessionRef(db, id))).data()!;
      await serverAnswer(db, () => endSession(db, logged));
    }

    const sessions = (await getDocs(userSessionsQuery(db, 'alice'))).docs.map((item) => item.data());
    expect(
      sessions.map((session) => `${session.sessionName}: ${session.status}, ${session.shots.length} shots`).sort(),
    ).toEqual(Array.from({ length: ROUNDS }, (_, index) => `String ${index + 1}: completed, 3 shots`).sort());
    const summaries = (await getDocs(summariesQuery(db, 'alice'))).docs.map((item) => item.data());
    expect(summaries).toHaveLength(ROUNDS);
    expect(summaries.every((summary) => summary.status === 'completed' && summary.statistics.totalShots === 3)).toBe(
      true,
    );
    expect(await firearmCompletedRounds(db, 'alice', { id: 'firearm-1', lastCleaned: null })).toMatchObject({
      logged: ROUNDS * 3,
    });
  });
});
