// The Vite server the project's Node scripts (the demo seed, the chronograph CLI, the bench) load the
// app's TypeScript through. It has its own cache folder and never optimizes browser dependencies, so
// a script run while `npm start` serves the app cannot rewrite the dev server's dependency bundle
// under an open page (which then failed to load a route's code).
import { createServer } from 'vite';

export const SCRIPT_CACHE_DIR = 'node_modules/.vite-scripts';

/** A Vite server for ssrLoadModule only: no port, no file watching, no dependency optimizing. */
export function createScriptServer({ logLevel = 'error' } = {}) {
  return createServer({
    cacheDir: SCRIPT_CACHE_DIR,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel,
  });
}
