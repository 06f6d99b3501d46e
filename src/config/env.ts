import { z } from 'zod';

import { DEMO_API_KEY, DEMO_PROJECT_ID } from './project';

export { DEMO_PROJECT_ID };

const realConfigSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().min(1).optional(),
});

export type FirebaseTarget =
  | {
      kind: 'emulators';
      options: { apiKey: string; authDomain: string; projectId: string };
      authEmulatorUrl: string;
      firestoreEmulatorHost: string;
    }
  | {
      kind: 'production';
      options: {
        apiKey: string;
        authDomain: string;
        projectId: string;
        appId?: string;
        storageBucket?: string;
        messagingSenderId?: string;
      };
    };

/**
 * Where a browser keeps the `demo-*` project it uses on the local emulators instead of the demo
 * project. The browser tests give each test file a project of its own: the Firestore emulator never
 * lets go of a closed page's listens, and a project that has seen hundreds of them answers slowly.
 * A setting of the browser, not of an account: outside the `rangebook.` keys that logout clears.
 */
export const EMULATOR_PROJECT_KEY = 'rangebook-emulators.project';

/** The emulators' project: the one the browser chose when it is a `demo-*` id, else the demo project. */
function emulatorProjectId(chosen: string | null | undefined): string {
  return chosen && /^demo-[a-z0-9-]{1,58}$/.test(chosen) ? chosen : DEMO_PROJECT_ID;
}

/**
 * Decides where the app talks to: a real project when its web config is given in VITE_FIREBASE_*
 * variables, otherwise the local emulators under the demo project (or the `demo-*` project chosen).
 */
export function resolveFirebaseTarget(
  env: Record<string, string | undefined>,
  emulators: { authEmulatorUrl: string; firestoreEmulatorHost: string },
  /** Reads the browser's choice; asked only when the build talks to the emulators. */
  chosenEmulatorProject: () => string | null = () => null,
): FirebaseTarget {
  const anyGiven = Object.keys(env).some((key) => key.startsWith('VITE_FIREBASE_') && env[key]);
  if (!anyGiven) {
    const projectId = emulatorProjectId(chosenEmulatorProject());
    return {
      kind: 'emulators',
      options: { apiKey: DEMO_API_KEY, authDomain: `${projectId}.firebaseapp.com`, projectId },
      ...emulators,
    };
  }
  const parsed = realConfigSchema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(
      `Incomplete Firebase web config: set ${missing}, or remove every VITE_FIREBASE_* variable to use the emulators.`,
    );
  }
  const config = parsed.data;
  return {
    kind: 'production',
    options: {
      apiKey: config.VITE_FIREBASE_API_KEY,
      authDomain: config.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: config.VITE_FIREBASE_PROJECT_ID,
      appId: config.VITE_FIREBASE_APP_ID,
      storageBucket: config.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: config.VITE_FIREBASE_MESSAGING_SENDER_ID,
    },
  };
}
