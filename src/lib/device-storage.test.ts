import { describe, expect, it } from 'vitest';
import { cacheStorage, essentialStorage, LAST_KNOWN_PREFIX } from './device-storage';

/** A localStorage that holds at most `capacity` characters (keys and values), as a browser's quota does. */
function storeOf(capacity: number) {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((total, [key, value]) => total + key.length + value.length, 0);
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      const before = items.get(key);
      items.set(key, value);
      if (used() > capacity) {
        if (before === undefined) items.delete(key);
        else items.set(key, before);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

const page = (path: string, shownAt: string, size: number) => [
  `${LAST_KNOWN_PREFIX}alice.page:${path}`,
  JSON.stringify({ value: 'x'.repeat(size), asOf: shownAt }),
];
const JOURNAL = 'rangebook.sync.alice';

describe('what the device keeps, by priority', () => {
  it('a full store keeps the journal: the pages as last shown, then the figures, make room for it', () => {
    const store = storeOf(3_000);
    const cache = cacheStorage(store);
    const [older = '', olderValue = ''] = page('/dashboard', '2026-11-01T10:00:00.000Z', 1_000);
    const [newer = '', newerValue = ''] = page('/loads', '2026-11-02T10:00:00.000Z', 1_000);
    cache.setItem(older, olderValue);
    cache.setItem(newer, newerValue);
    cache.setItem(`${LAST_KNOWN_PREFIX}queries`, 'f'.repeat(500));

    essentialStorage(store).setItem(JOURNAL, 'j'.repeat(2_500));
    expect(store.getItem(JOURNAL)).toHaveLength(2_500);
    expect([...store.items.keys()]).toEqual([JOURNAL]);
  });

  it('a journal too large even for an empty store throws, so its writer knows it is only in memory', () => {
    const store = storeOf(1_000);
    expect(() => essentialStorage(store).setItem(JOURNAL, 'j'.repeat(2_000))).toThrow(/quota/);
  });

  it('a cache never evicts the journal: it evicts the oldest pages, then gives up quietly', () => {
    const store = storeOf(3_000);
    essentialStorage(store).setItem(JOURNAL, 'j'.repeat(1_500));
    const cache = cacheStorage(store);
    const [older = '', olderValue = ''] = page('/dashboard', '2026-11-01T10:00:00.000Z', 600);
    const [newer = '', newerValue = ''] = page('/loads', '2026-11-02T10:00:00.000Z', 600);
    cache.setItem(older, olderValue);
    cache.setItem(newer, newerValue);

    // Room for it once the oldest page goes: the newer page stays.
    const [third = '', thirdValue = ''] = page('/sessions', '2026-11-03T10:00:00.000Z', 600);
    expect(cache.setItem(third, thirdValue)).toBe(true);
    expect(store.getItem(older)).toBeNull();
    expect(store.getItem(newer)).toBe(newerValue);

    // No room even with every page gone: not kept, and the journal is untouched.
    expect(cache.setItem(`${LAST_KNOWN_PREFIX}queries`, 'f'.repeat(2_000))).toBe(false);
    expect(store.getItem(JOURNAL)).toHaveLength(1_500);
  });

  it('without storage (blocked, or Node), a cache keeps nothing and says so; the journal throws', () => {
    expect(cacheStorage(null).setItem('k', 'v')).toBe(false);
    expect(cacheStorage(null).getItem('k')).toBeNull();
    expect(() => essentialStorage(null).setItem(JOURNAL, '{}')).toThrow();
  });
});
