import { describe, expect, it } from 'vitest';
import { currencyOp } from './units-api';

describe('currencyOp', () => {
  it("updates the profile's currency, at the server's time", () => {
    expect(currencyOp('alice', 'EUR')).toEqual({
      kind: 'update',
      path: 'users/alice',
      data: { currency: 'EUR', updatedAt: { $serverTime: true } },
    });
  });

  it('refuses what the rules would refuse: anything but three capital letters', () => {
    for (const code of ['eur', 'EU', 'EURO', '€', '']) expect(() => currencyOp('alice', code)).toThrow();
  });
});
