import { doc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from './collections';

/**
 * users/{uid}: the account's profile. Shared, because besides the account's own modules the
 * sessions' migration keeps its once-per-account mark there.
 */
export const userProfileRef = (db: Firestore, uid: string) => doc(db, COLLECTIONS.users, uid);
