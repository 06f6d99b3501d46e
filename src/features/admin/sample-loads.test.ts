import { describe, expect, it } from 'vitest';
import { sampleLoads } from './sample-loads';

describe('sample loads', () => {
  it('are six, with a ladder of one recipe at several charges', () => {
    expect(sampleLoads).toHaveLength(6);
    const ladder = sampleLoads.filter((load) => load.cartridge === '6.5 Creedmoor' && load.powder.type === 'H4350');
    expect(ladder.map((load) => load.powder.weight)).toEqual([41, 41.5, 42]);
  });
});
