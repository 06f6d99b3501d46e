import { describe, expect, it } from 'vitest';
import { COLLECTIONS, USER_OWNED_COLLECTIONS } from './collections';

describe('USER_OWNED_COLLECTIONS', () => {
  it('names every collection but the profiles (owned by id) and the shared catalogue, so an account deletion misses none', () => {
    const ownedByOtherMeans: string[] = [COLLECTIONS.users, COLLECTIONS.factoryLoad];
    const rest = Object.values(COLLECTIONS).filter((name) => !ownedByOtherMeans.includes(name));
    expect([...USER_OWNED_COLLECTIONS].sort()).toEqual(rest.sort());
  });
});
