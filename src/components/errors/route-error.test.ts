import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  isChunkLoadError,
  routeErrorMessage,
  shouldReloadForChunkError,
} from './route-error';

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

describe('claimChunkReload', () => {
  const now = 1_000_000;
  const tab = () => {
    const stored = new Map<string, string>();
    return {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
  };

  it('gives each page of the tab its one reload: a page reloaded a moment ago does not use up the next page’s', () => {
    const storage = tab();
    expect(claimChunkReload(storage, true, '/dashboard', now)).toBe(true);
    expect(claimChunkReload(storage, true, '/sessions', now + 2_000)).toBe(true);
    // The same page failing again within the window: shown, not reloaded again.
    expect(claimChunkReload(storage, true, '/sessions', now + 4_000)).toBe(false);
    expect(claimChunkReload(storage, true, '/dashboard', now + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('claims nothing offline, or where the storage refuses', () => {
    expect(claimChunkReload(tab(), false, '/sessions', now)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(refusing, true, '/sessions', now)).toBe(false);
  });
});
