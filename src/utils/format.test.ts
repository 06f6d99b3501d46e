import fc from 'fast-check';
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

describe("Intl's en-US output, without Intl's start-up", () => {
  // Intl.DateTimeFormat as the module used it; a space, not U+202F, before AM/PM either way.
  const intlDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const intlUtcDate = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const intlTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  const moments = fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2200-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('formats every date and time as Intl does', () => {
    fc.assert(
      fc.property(moments, (moment) => {
        expect(formatDate(moment)).toBe(intlDate.format(moment));
        expect(formatTimeOfDay(moment)).toBe(intlTime.format(moment).replace('\u202f', ' '));
        const day = moment.toISOString().slice(0, 10);
        expect(formatDateString(day)).toBe(intlUtcDate.format(new Date(`${day}T00:00:00Z`)));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes midnight and noon as 12', () => {
    expect(formatTimeOfDay(new Date(2026, 0, 1, 0, 5, 9))).toBe('12:05:09 AM');
    expect(formatTimeOfDay(new Date(2026, 0, 1, 12, 0, 0))).toBe('12:00:00 PM');
  });

  it('falls back for a date that is not one', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('N/A');
  });
});
