import { describe, expect, it } from 'vitest';
import { AccountDeletionError } from './delete-account-api';
import { deletionResumeAfter } from './deletion-resume';

describe('deletionResumeAfter', () => {
  it('asks for a new sign-in when Firebase needs a recent one to delete the user', () => {
    expect(deletionResumeAfter(new AccountDeletionError('auth/requires-recent-login'))).toBe('sign-in-again');
    expect(deletionResumeAfter({ code: 'auth/requires-recent-login' })).toBe('sign-in-again');
  });

  it.each([{ code: 'unavailable' }, { code: 'auth/network-request-failed' }, new Error('anything else')])(
    'waits for the connection after any other failure: %j',
    (error) => {
      expect(deletionResumeAfter(error)).toBe('waiting');
    },
  );
});
