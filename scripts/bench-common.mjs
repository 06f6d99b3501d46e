// What the bench's modules share: where the production build goes and is served, the heavy account's
// size, the timestamped log, and the browser tests' own helpers (tests/support) loaded through Vite.
import { availableParallelism, loadavg } from 'node:os';
import { createScriptServer } from './script-vite.mjs';

export const OUT_DIR = 'dist/bench';
export const HOST = '127.0.0.1';
export const PORT = 4199;
export const ORIGIN = `http://${HOST}:${PORT}`;
export const HEAVY_SESSIONS = Number(process.env.BENCH_HEAVY_SESSIONS ?? 500);

const startedAt = Date.now();
export const log = (message) =>
  console.log(`[bench ${String(Math.round((Date.now() - startedAt) / 1000)).padStart(3)} s] ${message}`);
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The machine's load when the figures were taken, under a table's title: timings move with it. */
export function printLoadAverage() {
  console.log(
    `  Load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} on ${availableParallelism()} CPUs: timings move with it.`,
  );
}

/**
 * A table of text cells: its header, a rule and its rows, in columns as wide as their widest cell;
 * the first column to the left, the others to the right (figures), or all to the left.
 */
export function printTable(header, rows, { alignLeft = false } = {}) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    `  ${cells
      .map((cell, column) => (column && !alignLeft ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')}`.trimEnd();
  for (const row of [header, widths.map((width) => '-'.repeat(width)), ...rows]) console.log(line(row));
}
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Emulator and UI helpers: the browser tests' own (tests/support), loaded through Vite, so the
// benchmark fills the same forms the tests keep up to date.

/** tests/support's modules (TypeScript, `@/` imports) and the demo seed, loaded once the emulators answer. */
export async function loadTestSupport() {
  const vite = await createScriptServer({ logLevel: 'warn' });
  try {
    const [accounts, emulators, records, sync, demoSeed] = await Promise.all(
      [
        ...['accounts', 'emulators', 'records', 'sync'].map((name) => `/tests/support/${name}.ts`),
        '/scripts/demo-seed.ts',
      ].map((module) => vite.ssrLoadModule(module)),
    );
    return {
      ...accounts,
      ...emulators,
      ...records,
      ...sync,
      seedDemo: demoSeed.seedDemo,
      seedHeavyHistory: demoSeed.seedHeavyHistory,
    };
  } finally {
    await vite.close();
  }
}
