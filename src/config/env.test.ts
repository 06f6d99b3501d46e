import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECT_ID, resolveFirebaseTarget } from './env';

const emulators = { authEmulatorUrl: 'http://127.0.0.1:9099', firestoreEmulatorHost: '127.0.0.1:8080' };

describe('resolveFirebaseTarget', () => {
  it('uses the emulators under the demo project when no web config is given', () => {
    const target = resolveFirebaseTarget({ MODE: 'production' }, emulators);
    expect(target.kind).toBe('emulators');
    expect(target.options.projectId).toBe(DEMO_PROJECT_ID);
    expect(target).toMatchObject(emulators);
  });

  it("uses the browser's chosen demo-* project on the emulators, and only a demo-* one", () => {
    expect(resolveFirebaseTarget({}, emulators, () => 'demo-e2e-abc-records').options).toEqual({
      apiKey: expect.any(String),
      authDomain: 'demo-e2e-abc-records.firebaseapp.com',
      projectId: 'demo-e2e-abc-records',
    });
    for (const chosen of ['rangebook-prod', 'demo-', 'demo-UPPER', 'demo-a/b', '', null])
      expect(resolveFirebaseTarget({}, emulators, () => chosen).options.projectId).toBe(DEMO_PROJECT_ID);
  });

  it('ignores a chosen emulator project when a real web config is given', () => {
    const real = {
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'x',
    };
    const chosen = vi.fn(() => 'demo-other');
    expect(resolveFirebaseTarget(real, emulators, chosen).options.projectId).toBe('x');
    expect(chosen).not.toHaveBeenCalled();
  });

  it('uses the real project when its web config is given', () => {
    const target = resolveFirebaseTarget(
      { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'x' },
      emulators,
    );
    expect(target).toEqual({
      kind: 'production',
      options: {
        apiKey: 'key',
        authDomain: 'x.firebaseapp.com',
        projectId: 'x',
        appId: undefined,
        storageBucket: undefined,
        messagingSenderId: undefined,
      },
    });
  });

  it('refuses a partial web config and names what is missing', () => {
    expect(() => resolveFirebaseTarget({ VITE_FIREBASE_API_KEY: 'key' }, emulators)).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID/,
    );
  });
});
