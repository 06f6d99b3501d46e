import { doc, getDoc, getDocs, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { firearmRoundsWithCompleted, storedStatisticsOf } from '@/domain/rollups';
import { poolVelocities } from '@/domain/sums';
import { completedLoadSumsFromServer, firearmCompletedRounds } from '@/features/figures/figures-api';
import { chargeLadder, loadSessionHistory, type LoadPool } from '@/features/figures/load-analysis';
import { addFirearm, firearmRef } from '@/features/firearms/firearms-api';
import { firearmFixtures } from '@/features/firearms/fixtures';
import { loadFixtures } from '@/features/loads/fixtures';
import { addLoadDevelopment, loadRef } from '@/features/loads/loads-api';
import type { LoadDevelopment } from '@/features/loads/schema';
import { cursorOf, mayHaveMore, pageBounds, type SessionCursor } from '@/features/sessions/pagination';
import {
  sessionDocSchema,
  sessionSummaryDocSchema,
  type SessionStart,
  type SessionSummary,
} from '@/features/sessions/schema';
import { sessionSummariesQuery, type SessionFilter } from '@/features/sessions/session-queries-api';
import { firearmSnapshot, handloadSnapshot } from '@/features/sessions/session-start-schema';
import { apiDb, serverAnswer, useRulesTestEnv } from '../support/rules-env';

/*
 * The figures of the sessions list, a load page and a firearm page over sixty sessions, from the
 * app's own queries and server sums on the emulator: the pages a "Show more" at a time (25, 50, 60),
 * the filters, the ladder pooling every session of its recipe from the server's sums, and the
 * firearm's rounds. The browser tests
 * (sessions-list.spec.ts) check that the pages show such figures, with a handful of sessions.
 */

const env = useRulesTestEnv();
const alice = () => apiDb(env().authenticatedContext('alice', { email: 'alice@example.com' }));

/** Day `n` days before 31 October 2026, as YYYY-MM-DD. */
const daysBefore = (n: number) => new Date(Date.UTC(2026, 9, 31 - n)).toISOString().slice(0, 10);
const sessionName = (number: number) => `Session ${String(number).padStart(2, '0')}`;

type Seeded = { low: LoadDevelopment; high: LoadDevelopment; firearmId: string; ids: string[] };

/**
 * A completed session and its summary as the app stores them once ended (sessionDocSchema and
 * sessionSummaryDocSchema; the statistics from the app's own storedStatisticsOf), three shots fired
 * on `date`.
 */
function completedSession(start: SessionStart, userId: string, velocities: number[]) {
  const fired = new Date(`${start.date}T09:00:00Z`);
  const shots = velocities.map((velocity, index) => ({
    id: `${fired.getTime()}-${index}-seeded`,
    timestamp: new Date(fired.getTime() + index * 30_000),
    velocity,
    impact: null,
    note: '',
  }));
  const statistics = storedStatisticsOf({ shots, exclusions: {} });
  const summary = sessionSummaryDocSchema.parse({
    ...start,
    userId,
    status: 'completed',
    statistics,
    createdAt: fired,
    endedAt: fired,
  });
  const session = sessionDocSchema.parse({ ...summary, shots, exclusions: {}, notes: start.notes, updatedAt: fired });
  return { session: { ...session, shotIds: shots.map((item) => item.id) }, summary };
}

/**
 * Two loads of one recipe (41.5 and 42.0 gr) and the Tikka, added by the app's api functions, and
 * sixty completed sessions of them written at once as the app stores them (sixty imports through
 * the rules take longer than a test may), Session 01 the newest: every fourth with the 42.0 gr load
 * (15), the rest (45) with the 41.5 gr.
 */
async function seedSixtySessions(db: Firestore): Promise<Seeded> {
  await serverAnswer(db, async () => {
    await addLoadDevelopment(db, 'alice', { ...loadFixtures.creedmoorMatch, name: 'Ladder 41.5 gr' }, 'low');
    await addLoadDevelopment(
      db,
      'alice',
      {
        ...loadFixtures.creedmoorMatch,
        name: 'Ladder 42.0 gr',
        powder: { ...loadFixtures.creedmoorMatch.powder, weight: 42 },
      },
      'high',
    );
    await addFirearm(db, 'alice', { ...firearmFixtures.tikka, roundCount: 0, lastCleaned: null }, 'tikka');
  });
  const low = (await getDoc(loadRef(db, 'low'))).data()!;
  const high = (await getDoc(loadRef(db, 'high'))).data()!;
  const firearm = (await getDoc(firearmRef(db, 'tikka'))).data()!;
  expect([low.powder.weight, high.powder.weight]).toEqual([41.5, 42]);

  const ids = range(1, 60).map((number) => `session-${String(number).padStart(2, '0')}`);
  await env().withSecurityRulesDisabled(async (context) => {
    const batch = writeBatch(context.firestore());
    for (const [index, id] of ids.entries()) {
      const number = index + 1;
      const load = number % 4 === 0 ? high : low;
      const { session, summary } = completedSession(
        {
          sessionName: sessionName(number),
          date: daysBefore(number - 1),
          location: '',
          weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
          ammunitionType: 'handload',
          selectedAmmunition: handloadSnapshot(load),
          selectedFirearm: firearmSnapshot(firearm),
          notes: '',
        },
        'alice',
        load === high ? [2750, 2760, 2770] : [2700, 2710, 2720],
      );
      batch.set(doc(context.firestore(), `shootingSession/${id}`), session);
      batch.set(doc(context.firestore(), `sessionSummary/${id}`), summary);
    }
    await batch.commit();
  });
  return { low, high, firearmId: firearm.id, ids };
}

/**
 * The list as usePagedSummaries reads it after `clicks` taps of "Show more" (each page one query,
 * ended where the tap found the last one): the sessions shown, and whether "Show more" is offered.
 */
async function listAfter(
  db: Firestore,
  filter: SessionFilter,
  clicks: number,
): Promise<{ shown: SessionSummary[]; showMore: boolean }> {
  const cursors: SessionCursor[] = [];
  for (;;) {
    const pages = await Promise.all(
      pageBounds(cursors).map(async (bounds) =>
        (await getDocs(sessionSummariesQuery(db, 'alice', filter, bounds))).docs.map((item) => item.data()),
      ),
    );
    const lastPage = pages.at(-1)!;
    const showMore = mayHaveMore(lastPage.length) && lastPage.length > 0;
    if (cursors.length === clicks || !showMore) return { shown: pages.flat(), showMore };
    cursors.push(cursorOf(lastPage.at(-1)!));
  }
}

const names = (summaries: readonly { sessionName: string }[]) => summaries.map((summary) => summary.sessionName);
const numbered = (numbers: readonly number[]) => numbers.map(sessionName);
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);

describe('sixty sessions on the sessions list, a load page and a firearm page', () => {
  it('the list shows 25, then 50, then all 60, newest first; narrowed to a load (and a firearm), its 15 with no "Show more"', async () => {
    const db = alice();
    const { high, firearmId } = await seedSixtySessions(db);

    const first = await listAfter(db, {}, 0);
    expect(names(first.shown)).toEqual(numbered(range(1, 25)));
    expect(first.showMore).toBe(true);
    // 2700, 2710, 2720 fps: the stored average the list shows.
    expect(first.shown[0]!.statistics).toMatchObject({ averageVelocity: 2710, standardDeviation: 10 });
    const second = await listAfter(db, {}, 1);
    expect(names(second.shown)).toEqual(numbered(range(1, 50)));
    expect(second.showMore).toBe(true);
    const all = await listAfter(db, {}, 2);
    expect(names(all.shown)).toEqual(numbered(range(1, 60)));
    expect(all.showMore).toBe(false);

    const everyFourth = numbered(range(1, 15).map((index) => index * 4));
    const byLoad = await listAfter(db, { loadId: high.id }, 0);
    expect(names(byLoad.shown)).toEqual(everyFourth);
    expect(byLoad.showMore).toBe(false);
    const byLoadAndFirearm = await listAfter(db, { loadId: high.id, firearmId }, 0);
    expect(names(byLoadAndFirearm.shown)).toEqual(everyFourth);
    expect(byLoadAndFirearm.showMore).toBe(false);
  });

  it("the load page's ladder pools all of its recipe's sessions from the server's sums, and its history pages them", async () => {
    const db = alice();
    const { low, high } = await seedSixtySessions(db);

    // The ladder from the server's sums over the summaries alone (no session read), every session counted.
    const byLoad = await completedLoadSumsFromServer(db, 'alice', [low.id, high.id]);
    // The 42.0 gr load's fifteen sessions: 2750 + 2760 + 2770 fps each.
    expect(byLoad.get(high.id)).toMatchObject({ sessions: 15, shots: 45 });
    expect(byLoad.get(high.id)!.sums.velocitySum).toBe(15 * (2750 + 2760 + 2770));
    const pools = new Map(
      [...byLoad].map(([loadId, summed]): [string, LoadPool] => [
        loadId,
        { sessions: summed.sessions, shots: summed.shots, parts: [summed.sums] },
      ]),
    );
    const ladder = chargeLadder([low, high], pools, low);
    expect(
      ladder.points.map(({ charge, averageVelocity, sessions, shots }) => [charge, averageVelocity, sessions, shots]),
    ).toEqual([
      [41.5, 2710, 45, 135],
      [42, 2760, 15, 45],
    ]);
    expect(poolVelocities(pools.get(low.id)!.parts).meanVelocity).toBeCloseTo(2710, 6);

    // Its history (the list's pages narrowed to the load): the newest 25 of its 45, then the other 20.
    const lowNumbers = range(1, 60).filter((number) => number % 4 !== 0);
    const firstPage = await listAfter(db, { loadId: low.id }, 0);
    expect(names(firstPage.shown)).toEqual(numbered(lowNumbers.slice(0, 25)));
    expect(firstPage.showMore).toBe(true);
    const history = loadSessionHistory(firstPage.shown, new Map());
    expect(history[0]).toMatchObject({ sessionName: 'Session 01', averageVelocity: 2710, shots: 3 });
    const allOfIt = await listAfter(db, { loadId: low.id }, 1);
    expect(names(allOfIt.shown)).toEqual(numbered(lowNumbers));
    expect(allOfIt.shown.at(-1)!.sessionName).toBe('Session 59');
    expect(allOfIt.showMore).toBe(false);
  });

  it('the firearm page: its rounds summed by the server (60 x 3) and its sessions a page at a time', async () => {
    const db = alice();
    const { firearmId } = await seedSixtySessions(db);
    const completed = await firearmCompletedRounds(db, 'alice', { id: firearmId, lastCleaned: null });
    expect(completed).toEqual({ logged: 180, sinceCleaned: 180 });
    const firearm = (await getDoc(firearmRef(db, firearmId))).data()!;
    expect(firearmRoundsWithCompleted(firearm, completed, []).total).toBe(180);

    const pages = [0, 1, 2].map((clicks) => listAfter(db, { firearmId }, clicks));
    const [first, second, third] = await Promise.all(pages);
    expect(names(first!.shown)).toEqual(numbered(range(1, 25)));
    expect(names(second!.shown)).toEqual(numbered(range(1, 50)));
    expect(names(third!.shown)).toEqual(numbered(range(1, 60)));
    expect([first!.showMore, second!.showMore, third!.showMore]).toEqual([true, true, false]);
  });
});
