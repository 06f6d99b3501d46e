/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// firebase.json is the one place the emulator ports are written; the app is built against them.
const emulators = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')).emulators;
const authEmulatorUrl = `http://${emulators.auth.host}:${emulators.auth.port}`;
const firestoreEmulatorHost = `${emulators.firestore.host}:${emulators.firestore.port}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    __AUTH_EMULATOR_URL__: JSON.stringify(authEmulatorUrl),
    __FIRESTORE_EMULATOR_HOST__: JSON.stringify(firestoreEmulatorHost),
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    manifest: true,
    // The signed-in chunk carries the Firestore SDK with its offline cache (about 200 kB gzip).
    chunkSizeWarningLimit: 800,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // Every file shares one emulator and clears it between tests.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
