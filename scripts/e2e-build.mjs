// The production build the browser tests serve (playwright.config.ts), in E2E_PORT's own folder so
// that two checkouts can share one machine. `npm test` makes it ahead of the browser layer.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_OUT_DIR = `dist/e2e-${E2E_PORT}`;
export const E2E_BUILD_COMMAND = `npx vite build --mode emulators --logLevel warn --outDir ${E2E_OUT_DIR} --emptyOutDir`;
