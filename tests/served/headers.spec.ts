import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';

// The headers of what Firebase Hosting serves (the Hosting emulator, firebase.json's hosting section).

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FIREBASE_ENDPOINTS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

function expectSecurityHeaders(response: APIResponse, emulatorOrigins: string[]) {
  const headers = response.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'", ...FIREBASE_ENDPOINTS, ...emulatorOrigins]);
  // A target photo is decoded into a canvas (createImageBitmap, no URL made for it) and its holes are
  // found in a worker served from the app's own origin: no blob: or other image source, no other worker source.
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://www.google.com/images/cleardot.gif']);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(headers['content-security-policy']).not.toContain('unsafe-');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
}

const emulators = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).emulators;
// Served only by the emulator set-up (firebase.served.json): the deployed policy has none of them.
const EMULATOR_ORIGINS = [emulators.auth, emulators.firestore].map(
  ({ host, port }: { host: string; port: number }) => `http://${host}:${port}`,
);

test('index.html, a route, a hashed asset, the service worker and the manifest carry their caching and security headers', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.ok()).toBe(true);
  expect(index.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(index, EMULATOR_ORIGINS);

  // A deep link is the SPA's index.html, with the same headers.
  const route = await request.get('/sessions');
  expect(route.ok()).toBe(true);
  expect(await route.text()).toBe(await index.text());
  expect(route.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(route, EMULATOR_ORIGINS);

  const entry = (await index.text()).match(/src="(\/assets\/index-[\w-]+\.js)"/)?.[1];
  expect(entry, 'index.html names its hashed entry script').toBeTruthy();
  const asset = await request.get(entry!);
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-type']).toContain('javascript');
  expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
  expectSecurityHeaders(asset, EMULATOR_ORIGINS);

  const serviceWorker = await request.get('/sw.js');
  expect(serviceWorker.ok()).toBe(true);
  expect(serviceWorker.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(serviceWorker, EMULATOR_ORIGINS);
  // The Workbox runtime the worker imports has a content hash in its name.
  const workbox = (await serviceWorker.text()).match(/"\.\/(workbox-[\da-f]+)"/)?.[1];
  expect(workbox, 'sw.js imports its hashed Workbox runtime').toBeTruthy();
  expect((await request.get(`/${workbox}.js`)).headers()['cache-control']).toBe(IMMUTABLE);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
});

test('the deployed policy lets the app reach only its Firebase endpoints, never the emulators', () => {
  const deployed = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
  const policy = deployed.hosting.headers
    .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
    .find((header: { key: string }) => header.key === 'Content-Security-Policy').value;
  expect(directives(policy).get('connect-src')).toEqual(["'self'", ...FIREBASE_ENDPOINTS]);
});
