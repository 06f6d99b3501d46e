#!/usr/bin/env node
// The app's dev server, started by `npm start` once the emulators are up.
import { createServer } from 'vite';

const server = await createServer();
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
console.log(`\n  Rangebook is running on the local emulators.\n  Open ${url} in your browser. Press Ctrl+C to stop.\n`);
