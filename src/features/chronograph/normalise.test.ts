import { describe, expect, it } from 'vitest';
import {
  cleanText,
  dropSpacesBeforeQuotes,
  normaliseTime,
  parseDate,
  parseNumber,
  parseUsDate,
  splitSepLine,
  velocityInFps,
} from './normalise';

describe('normaliseTime', () => {
  it.each([
    ['13:32:27', '13:32:27'],
    ['1:41:26\u202FPM', '13:41:26'], // iOS: a narrow no-break space before PM
    [' 1:41:26\u202FPM', '13:41:26'],
    ['12:05:00 PM', '12:05:00'],
    ['12:05:00 AM', '00:05:00'],
    ['9:05:01 am', '09:05:01'],
    ['11:59:59 p.m.', '23:59:59'],
    ['18.19.39', '18:19:39'], // dotted, as some locales write it
    ['7:04', '07:04:00'],
    ['16:35:56.250', '16:35:56'],
  ])('%j -> %s', (raw, expected) => {
    expect(normaliseTime(raw)).toBe(expected);
  });

  it.each(['', '   ', '24:00:00', '13:60:00', '13:32:27 PM', '0:10:00 AM', 'noon', '1:4'])('%j is no time', (raw) => {
    expect(normaliseTime(raw)).toBeNull();
  });
});

describe('parseNumber', () => {
  it.each([
    ['1369.8', 1369.8],
    ['1,369.8', 1369.8], // a thousands comma, as English ShotView quotes it
    ['488,3', 488.3], // a German decimal comma
    ['-48,7', -48.7],
    ['1.369,8', 1369.8],
    ['1,369', 1369],
    [' 2808.2', 2808.2],
    ['158.0', 158],
    ['2280.61', 2280.61],
    ['0001', 1],
    ['1\u202F369,8', 1369.8],
  ])('%j -> %d', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });

  it.each(['', ' ', 'nan', 'NaN', '-', 'fast', '1,2,3.4.5', '12abc', undefined, null])('%j is no number', (raw) => {
    expect(parseNumber(raw)).toBeNull();
  });
});

describe('parseDate', () => {
  it.each([
    ['JULY 05, 2026 13:30', '2026-07-05'],
    ['JULI 02, 2024 17:08', '2024-07-02'],
    ['April 6, 2024 at 1:36\u202FPM', '2024-04-06'],
    ['6. März 2024', '2024-03-06'],
    ['02.07.2024 17:08', '2024-07-02'],
    ['2024-07-02T17:08', '2024-07-02'],
  ])('%j -> %s', (raw, expected) => {
    expect(parseDate(raw)).toBe(expected);
  });

  it.each(['', 'someday', 'FEBRUARY 30, 2024', '07/02/2024'])('%j is no date', (raw) => {
    expect(parseDate(raw)).toBeNull();
  });

  it('reads LabRadar MM-DD-YYYY', () => {
    expect(parseUsDate('01-04-2021')).toBe('2021-01-04');
    expect(parseUsDate('06-07-2021')).toBe('2021-06-07');
    expect(parseUsDate('13-01-2021')).toBeNull();
  });
});

describe('text cleaning', () => {
  it('drops BOMs anywhere, NULs, padding and CR line ends', () => {
    expect(cleanText('\uFEFFa\r\n\uFEFFb;c;;\u0000    \r\n\u0000\r\nd\uFEFF')).toBe('a\nb;c;;\n\nd');
  });

  it('drops the spaces before an opening quote, never inside quotes', () => {
    expect(dropSpacesBeforeQuotes('DATE, "April 6, 2024", x\n1, "a, ""b"" c" , 2', ',')).toBe(
      'DATE,"April 6, 2024", x\n1,"a, ""b"" c" , 2',
    );
  });
});

describe('splitSepLine', () => {
  it("takes Excel's sep= line off and names its separator; without one the text stays whole", () => {
    expect(splitSepLine('sep=;\n"A";"B"\n1;2')).toEqual({ text: '"A";"B"\n1;2', delimiter: ';' });
    expect(splitSepLine('A,B\n1,2')).toEqual({ text: 'A,B\n1,2', delimiter: null });
  });
});

describe('velocityInFps', () => {
  it('keeps fps to 0.1 and converts m/s', () => {
    expect(velocityInFps(2878.253366, 'fps')).toBe(2878.3);
    // 868.5 × 3.28084 = 2849.41.
    expect(velocityInFps(868.5, 'mps')).toBe(2849.4);
  });
});
