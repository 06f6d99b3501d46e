import { describe, expect, it } from 'vitest';
import { isChunkLoadError, routeErrorMessage } from './route-error';

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
