import { describe, expect, it } from 'vitest';
import { METRIC_UNITS, type UnitPreferences } from '@/domain/units';
import { unitPreferencesOp } from './units-api';

describe('unitPreferencesOp', () => {
  it("updates the profile's whole units map, at the server's time", () => {
    const preferences: UnitPreferences = { ...METRIC_UNITS, powderWeight: 'g' };
    expect(unitPreferencesOp('alice', preferences)).toEqual({
      kind: 'update',
      path: 'users/alice',
      data: { units: preferences, updatedAt: { $serverTime: true } },
    });
  });

  it('writes only the nine preferences, and refuses a unit the rules would refuse', () => {
    const extra = { ...METRIC_UNITS, pressure: 'bar' } as UnitPreferences;
    expect(unitPreferencesOp('alice', extra)).toMatchObject({ data: { units: { ...METRIC_UNITS } } });
    expect(unitPreferencesOp('alice', extra)).not.toHaveProperty('data.units.pressure');
    expect(() => unitPreferencesOp('alice', { ...METRIC_UNITS, velocity: 'knots' } as never)).toThrow();
  });
});
