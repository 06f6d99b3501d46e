import { collection, count, getAggregateFromServer, limit, query, sum, where } from 'firebase/firestore';
import { db } from '../../lib/firebase';
import { COLLECTIONS } from '../../lib/firestore/collections';
import { userFirearmsQuery } from '../firearms/firearms-api';
import { userLoadsQuery } from '../loads/loads-api';

/** The latest `max` load developments. */
export const recentLoadsQuery = (userId: string, max: number) => query(userLoadsQuery(userId), limit(max));

/** The latest `max` firearms. */
export const recentFirearmsQuery = (userId: string, max: number) => query(userFirearmsQuery(userId), limit(max));

/** Sessions started within this many days count as recent. */
export const RECENT_SESSION_DAYS = 30;

export type DashboardCounts = { loads: number; firearms: number; completedShots: number; recentSessions: number };

/**
 * Counts computed by the server (aggregations send no documents): loads, firearms, sessions of the
 * last 30 days, and the shots stored on completed sessions. They need a connection.
 */
export async function fetchDashboardCounts(userId: string): Promise<DashboardCounts> {
  const mine = (name: string) => query(collection(db, name), where('userId', '==', userId));
  const recentSince = new Date(Date.now() - RECENT_SESSION_DAYS * 24 * 60 * 60 * 1000);
  const [loads, firearms, shots, recent] = await Promise.all([
    getAggregateFromServer(mine(COLLECTIONS.loadDevelopment), { total: count() }),
    getAggregateFromServer(mine(COLLECTIONS.firearms), { total: count() }),
    getAggregateFromServer(query(mine(COLLECTIONS.shootingSession), where('status', '==', 'completed')), {
      shots: sum('statistics.totalShots'),
    }),
    getAggregateFromServer(query(mine(COLLECTIONS.shootingSession), where('createdAt', '>=', recentSince)), { total: count() }),
  ]);
  return {
    loads: loads.data().total,
    firearms: firearms.data().total,
    completedShots: shots.data().shots,
    recentSessions: recent.data().total,
  };
}
