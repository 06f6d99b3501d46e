import { getDocs } from 'firebase/firestore';
import { userFirearmsQuery } from '../firearms/firearms-api';
import { userLoadsQuery } from '../loads/loads-api';
import { userSessionsQuery } from '../sessions/sessions-api';

/** Every firearm, load development and session of the user (the server's, or the cache's when offline). */
export async function readAllRecords(userId: string) {
  const [firearms, loads, sessions] = await Promise.all([
    getDocs(userFirearmsQuery(userId)),
    getDocs(userLoadsQuery(userId)),
    getDocs(userSessionsQuery(userId)),
  ]);
  return {
    firearms: firearms.docs.map((doc) => doc.data()),
    loadDevelopments: loads.docs.map((doc) => doc.data()),
    shootingSessions: sessions.docs.map((doc) => doc.data()),
  };
}
