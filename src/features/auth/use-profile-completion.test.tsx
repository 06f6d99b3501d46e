import { act, renderHook } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeProfile } from './profile-api';
import { PROFILE_RETRY_DELAYS_MS, useProfileCompletion } from './use-profile-completion';

// The hook's own logic (when it tries again) under test: the writes it calls are tested on the
// emulator (tests/rules/profile*.ts, signup-half-done.spec.ts).
vi.mock('@/lib/firebase-app', () => ({ auth: { currentUser: { uid: 'alice' } } }));
vi.mock('@/lib/firebase', () => ({ db: {} }));
vi.mock('@/lib/auth/auth-store', () => ({ refreshAuthState: vi.fn() }));
vi.mock('./auth-api', () => ({ signupSettled: () => Promise.resolve() }));
vi.mock('./delete-account-api', () => ({ finishAccountDeletionIfRequested: () => Promise.resolve('none') }));
vi.mock('./logout-api', () => ({ clearDeviceAndLeave: vi.fn() }));
vi.mock('./profile-api', () => ({ completeProfile: vi.fn() }));

const complete = vi.mocked(completeProfile);
const unavailable = () => new FirebaseError('unavailable', 'Failed to get document from server.');

/** Lets the attempt's promise chain settle, and `ms` of (fake) time pass. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  complete.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useProfileCompletion', () => {
  it('tries again after a failed attempt without waiting for the browser to report the network back', async () => {
    complete.mockRejectedValueOnce(unavailable()).mockRejectedValueOnce(unavailable()).mockResolvedValue('completed');
    renderHook(() => useProfileCompletion('alice'));
    await pass(0);
    expect(complete).toHaveBeenCalledTimes(1);

    await pass(PROFILE_RETRY_DELAYS_MS[0] - 1);
    expect(complete).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(complete).toHaveBeenCalledTimes(2);

    // The second failure waits the next, longer delay.
    await pass(PROFILE_RETRY_DELAYS_MS[1] - 1);
    expect(complete).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(complete).toHaveBeenCalledTimes(3);

    // Completed: nothing more is tried.
    await pass(PROFILE_RETRY_DELAYS_MS.at(-1)! * 3);
    expect(complete).toHaveBeenCalledTimes(3);
  });

  it('keeps the longest delay once the list is used up', async () => {
    complete.mockRejectedValue(unavailable());
    renderHook(() => useProfileCompletion('alice'));
    await pass(0);
    for (const delay of PROFILE_RETRY_DELAYS_MS) await pass(delay);
    expect(complete).toHaveBeenCalledTimes(PROFILE_RETRY_DELAYS_MS.length + 1);
    await pass(PROFILE_RETRY_DELAYS_MS.at(-1)!);
    expect(complete).toHaveBeenCalledTimes(PROFILE_RETRY_DELAYS_MS.length + 2);
  });

  it("tries at once when the network returns, and not again at the failed attempt's planned time", async () => {
    complete.mockRejectedValueOnce(unavailable()).mockResolvedValue('already-complete');
    renderHook(() => useProfileCompletion('alice'));
    await pass(0);
    window.dispatchEvent(new Event('online'));
    await pass(0);
    expect(complete).toHaveBeenCalledTimes(2);
    await pass(PROFILE_RETRY_DELAYS_MS[0] * 2);
    expect(complete).toHaveBeenCalledTimes(2);
  });

  it('stops trying once the signed-in pages are left', async () => {
    complete.mockRejectedValue(unavailable());
    const { unmount } = renderHook(() => useProfileCompletion('alice'));
    await pass(0);
    unmount();
    await pass(PROFILE_RETRY_DELAYS_MS[0] * 10);
    expect(complete).toHaveBeenCalledTimes(1);
  });
});
