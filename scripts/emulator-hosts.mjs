// The emulator addresses, read from firebase.json (their one source).
import { readFileSync } from 'node:fs';

const { emulators } = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));

export const PROJECT_ID = 'demo-rangebook';
export const authUrl = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${emulators.auth.host}:${emulators.auth.port}`}`;
export const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `${emulators.firestore.host}:${emulators.firestore.port}`;
