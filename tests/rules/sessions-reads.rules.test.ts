import { describe } from 'vitest';
import { sessionFixtures } from '@/features/sessions/fixtures';
import {
  activeSessionsQuery,
  recipeSessionsQuery,
  stringHoldersQuery,
  userSessionsQuery,
} from '@/features/sessions/session-queries-api';
import { describeOwnerOnlyReads } from '../support/owner-only-reads';
import { useRulesTestEnv } from '../support/rules-env';
import { ID, LOAD_ID, storedSession } from '../support/session-rules';

/* shootingSession/{id}: who reads a session, and the app's list queries of sessions. */

const env = useRulesTestEnv();

describe('shootingSession/{id} rules', () => {
  describeOwnerOnlyReads({
    env,
    collectionName: 'shootingSession',
    id: ID,
    noun: 'session',
    plural: 'sessions',
    stored: storedSession,
    field: 'sessionName',
    value: sessionFixtures.handload.sessionName,
    appQueries: {
      userSessionsQuery: (db, userId) => userSessionsQuery(db, userId),
      'userSessionsQuery with a limit': (db, userId) => userSessionsQuery(db, userId, 5),
      activeSessionsQuery,
      recipeSessionsQuery: (db, userId) => recipeSessionsQuery(db, userId, [LOAD_ID, 'load-2']),
      stringHoldersQuery: (db, userId) => stringHoldersQuery(db, userId, { shots: 0, date: null }),
      'stringHoldersQuery with a date': (db, userId) =>
        stringHoldersQuery(db, userId, { shots: 0, date: sessionFixtures.handload.date }),
    },
  });
});
