import { describe, expect, it } from 'vitest';
import { guessLoadFromTitle, numbersInTitle } from './several-strings';

const load = (id: string, weight: number | null) => ({ id, powder: { weight } });

describe('numbersInTitle', () => {
  it('reads decimal commas and points, and nothing from an empty title', () => {
    expect(numbersInTitle('55grs FOX - 24,20 D073.4')).toEqual([55, 24.2, 73.4]);
    expect(numbersInTitle('Ladder 42.3 gr')).toEqual([42.3]);
    expect(numbersInTitle(null)).toEqual([]);
    expect(numbersInTitle('SR0024')).toEqual([24]);
  });
});

describe('guessLoadFromTitle', () => {
  const ladder = [load('a', 23.9), load('b', 24.2), load('c', 24.5), load('none', null)];

  it('offers the load whose charge the title names, whatever else the title holds', () => {
    expect(guessLoadFromTitle('55grs FOX - 24,20 D073.4', ladder)?.id).toBe('b');
    expect(guessLoadFromTitle('55grs FOX - 23,90grs D073.4', ladder)?.id).toBe('a');
    expect(guessLoadFromTitle('42.3 gr', [load('x', 42.3)])?.id).toBe('x');
  });

  it('prefers the earlier candidate when two loads share the charge, and gives null when none matches', () => {
    expect(guessLoadFromTitle('24.5', [load('first', 24.5), load('second', 24.5)])?.id).toBe('first');
    expect(guessLoadFromTitle('String 3', ladder)).toBeNull();
    expect(guessLoadFromTitle(null, ladder)).toBeNull();
  });
});
