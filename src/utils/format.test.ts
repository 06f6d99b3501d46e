import { describe, expect, it } from 'vitest';
import { formatDate, formatDateString, formatGrains, formatNumber, formatTimeOfDay } from './format';

describe('formatDate', () => {
  it('shows a short month, the day and the year', () => {
    expect(formatDate(new Date(2026, 10, 22, 15, 30))).toBe('Nov 22, 2026');
  });

  it('falls back when the date is missing', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined, 'Not tested')).toBe('Not tested');
  });
});

describe('formatDateString', () => {
  it('shows a calendar date without shifting it by the time zone', () => {
    expect(formatDateString('2024-03-15')).toBe('Mar 15, 2024');
    expect(formatDateString('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('falls back when the date is missing or unreadable', () => {
    expect(formatDateString(null)).toBe('N/A');
    expect(formatDateString('')).toBe('N/A');
    expect(formatDateString('not a date', '-')).toBe('-');
  });
});

describe('units', () => {
  it('shows grains with at most one decimal', () => {
    expect(formatGrains(41.5)).toBe('41.5 gr');
    expect(formatGrains(140)).toBe('140 gr');
    expect(formatGrains(null)).toBe('N/A');
  });

  it('groups thousands', () => {
    expect(formatNumber(1234.56, 1)).toBe('1,234.6');
  });
});

describe('shot figures', () => {
  it('writes a shot time as hours, minutes and seconds', () => {
    expect(formatTimeOfDay(new Date(2026, 6, 5, 13, 32, 27))).toBe('1:32:27 PM');
  });
});
