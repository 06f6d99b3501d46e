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

const FIGURES = `${LAST_KNOWN_PREFIX}queries`;
const JOURNAL = 'rangebook.sync.alice';

describe('what the device keeps, by priority', () => {
  it('a full store keeps the journal: the figures make room for it', () => {
    const store = storeOf(3_000);
    cacheStorage(store).setItem(FIGURES, 'f'.repeat(1_500));

    essentialStorage(store).setItem(JOURNAL, 'j'.repeat(2_500));
    expect(store.getItem(JOURNAL)).toHaveLength(2_500);
    expect([...store.items.keys()]).toEqual([JOURNAL]);
  });

  it('a journal too large even for an empty store throws, so its writer knows it is only in memory', () => {
    const store = storeOf(1_000);
    expect(() => essentialStorage(store).setItem(JOURNAL, 'j'.repeat(2_000))).toThrow(/quota/);
  });

  it('a cache never evicts the journal: a copy with no room is not kept, quietly', () => {
    const store = storeOf(3_000);
    essentialStorage(store).setItem(JOURNAL, 'j'.repeat(1_500));
    const cache = cacheStorage(store);
    expect(cache.setItem(FIGURES, 'f'.repeat(1_000))).toBe(true);
    expect(cache.setItem(FIGURES, 'f'.repeat(2_000))).toBe(false);
    expect(store.getItem(JOURNAL)).toHaveLength(1_500);
    // The older copy stays (it carries its own time).
    expect(store.getItem(FIGURES)).toHaveLength(1_000);
  });

  it('without storage (blocked, or Node), a cache keeps nothing and says so; the journal throws', () => {
    expect(cacheStorage(null).setItem('k', 'v')).toBe(false);
    expect(cacheStorage(null).getItem('k')).toBeNull();
    expect(() => essentialStorage(null).setItem(JOURNAL, '{}')).toThrow();
  });
});
