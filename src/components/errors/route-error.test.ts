import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, routeErrorMessage, shouldReloadForChunkError } from './route-error';

describe('routeErrorMessage', () => {
  it("tells a page whose code could not be fetched from one that failed to render, in each browser's words", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/sessions-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://127.0.0.1:4173/assets/sessions-abc.js',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
      expect(routeErrorMessage(new TypeError(message))).toBe(
        'This page could not be loaded. Check your connection, then reload.',
      );
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(routeErrorMessage(new Error('Cannot read properties of undefined'))).toBe(
      'Something on this page failed to show. Your saved records are safe; reload to try again.',
    );
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_000_000;
  it('reloads once when online, then not again within the window', () => {
    expect(shouldReloadForChunkError(true, null, now)).toBe(true);
    expect(shouldReloadForChunkError(true, now - 1_000, now)).toBe(false);
    expect(shouldReloadForChunkError(true, now - CHUNK_RELOAD_WINDOW_MS + 1, now)).toBe(false);
    expect(shouldReloadForChunkError(true, now - CHUNK_RELOAD_WINDOW_MS, now)).toBe(true);
  });

  it('never reloads offline, where a reload cannot bring missing code', () => {
    expect(shouldReloadForChunkError(false, null, now)).toBe(false);
  });

  it('treats a reload time in the future (a clock set back) as stale', () => {
    expect(shouldReloadForChunkError(true, now + 5_000, now)).toBe(true);
  });
});
