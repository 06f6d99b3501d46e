import { describe, expect, it } from 'vitest';
import { errorCode } from './errors';

describe('errorCode', () => {
  it('reads the code of a Firebase error and nothing else', () => {
    expect(errorCode({ code: 'auth/wrong-password', message: 'x' })).toBe('auth/wrong-password');
    expect(errorCode({ code: 'permission-denied' })).toBe('permission-denied');
    expect(errorCode(new Error('plain'))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode({ code: 42 })).toBeUndefined();
  });
});
