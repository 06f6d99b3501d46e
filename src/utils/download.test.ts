import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  it('keeps a readable name without characters file systems refuse', () => {
    expect(exportFileName('Ladder 41.5 / H4350: "test"', '2026-07-05', 'csv')).toBe(
      'Ladder 41.5 H4350 test 2026-07-05.csv',
    );
    expect(exportFileName('  ', '2026-07-05', 'json')).toBe('rangebook 2026-07-05.json');
  });
});
