// The race page alone (no app code, no app config): `vite --config scripts/emulator-race/vite.config.mjs`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  server: { host: '127.0.0.1', port: 5199, strictPort: true },
  logLevel: 'warn',
});
