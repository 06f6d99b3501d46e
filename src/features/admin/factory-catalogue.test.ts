import { describe, expect, it } from 'vitest';
import { factoryCatalogue } from './factory-catalogue';
import { sampleLoads } from './sample-loads';

describe('factory catalogue', () => {
  it('holds 50 loads across 10 calibers, 5 each, with unique ids', () => {
    expect(factoryCatalogue).toHaveLength(50);
    const counts = new Map<string, number>();
    for (const { fields } of factoryCatalogue) counts.set(fields.caliber, (counts.get(fields.caliber) ?? 0) + 1);
    expect(counts.size).toBe(10);
    expect([...counts.values()].every((count) => count === 5)).toBe(true);
    expect(new Set(factoryCatalogue.map((load) => load.id)).size).toBe(50);
  });

  it('writes weights as "55-grain" text', () => {
    expect(factoryCatalogue.every(({ fields }) => /^\d+-grain$/.test(fields.bulletWeight))).toBe(true);
  });
});

describe('sample loads', () => {
  it('are six, with a ladder of one recipe at several charges', () => {
    expect(sampleLoads).toHaveLength(6);
    const ladder = sampleLoads.filter((load) => load.cartridge === '6.5 Creedmoor' && load.powder.type === 'H4350');
    expect(ladder.map((load) => load.powder.weight)).toEqual([41, 41.5, 42]);
  });
});
