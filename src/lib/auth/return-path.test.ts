import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it.each([
    ['/loads', '/loads'],
    ['/session/abc123', '/session/abc123'],
    ['/load/new?from=xyz', '/load/new?from=xyz'],
    ['/firearms#top', '/firearms#top'],
  ])('returns to the page first asked for: %s', (from, expected) => {
    expect(returnPathAfterLogin({ from })).toBe(expected);
  });

  it.each([[undefined], [null], ['/loads'], [{}], [{ from: 42 }], [{ from: '' }]])(
    'goes to the dashboard when there is no page to return to: %j',
    (state) => {
      expect(returnPathAfterLogin(state)).toBe('/dashboard');
    },
  );

  it.each([
    'https://evil.example/loads',
    '//evil.example/loads',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'loads',
  ])('never leaves the app: %s', (from) => {
    expect(returnPathAfterLogin({ from })).toBe('/dashboard');
  });

  it.each(['/', '/login', '/signup', '/login?x=1'])('never returns to a signed-out page: %s', (from) => {
    expect(returnPathAfterLogin({ from })).toBe('/dashboard');
  });
});
