/**
 * The demo project the emulators run under; `demo-*` ids never reach Google. The app, its tests and
 * the TypeScript scripts read it from here; the npm scripts and scripts/emulator-hosts.mjs (plain
 * Node) spell it out.
 */
export const DEMO_PROJECT_ID = 'demo-rangebook';
/** The API key the app and the tests give Firebase on the emulators (any value is accepted there). */
export const DEMO_API_KEY = 'demo-api-key';
