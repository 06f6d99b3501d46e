import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordCounts } from './account-api';
import { COUNTS_RETRY_MS, COUNTS_WAIT_MS, useRecordCounts, type CountRecords } from './use-record-counts';

const COUNTS: RecordCounts = { firearms: 2, loadDevelopments: 3, sessions: 1, shots: 12 };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useRecordCounts', () => {
  it('is loading until the server counts, then gives the counts', async () => {
    let answer: (counts: RecordCounts) => void = () => {};
    const count = vi.fn<CountRecords>(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(count).toHaveBeenCalledWith('alice');
    await act(async () => answer(COUNTS));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });

  it('offline, says so at once without asking the server, and counts when the network returns', async () => {
    const count = vi.fn<CountRecords>(async () => COUNTS);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useRecordCounts('alice', count));
    expect(result.current.state).toEqual({ status: 'offline' });
    expect(count).not.toHaveBeenCalled();

    act(() => setOnline(true));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS }));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('tries again by itself after a failure, as the network often comes back a moment late', async () => {
    vi.useFakeTimers();
    const count = vi.fn<CountRecords>().mockRejectedValueOnce(new Error('unavailable')).mockResolvedValueOnce(COUNTS);
    const { result } = renderHook(() => useRecordCounts('alice', count));
    await act(async () => vi.advanceTimersByTimeAsync(COUNTS_RETRY_MS[0] - 1));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(count).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(count).toHaveBeenCalledTimes(2);
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });

  it('gives a failure (logged) once every try failed, and counts again on Try again', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const count = vi.fn<CountRecords>(async () => Promise.reject(new Error('unavailable')));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    await act(async () => vi.advanceTimersByTimeAsync(COUNTS_RETRY_MS[0] + COUNTS_RETRY_MS[1] - 1));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(count).toHaveBeenCalledTimes(COUNTS_RETRY_MS.length + 1);
    expect(result.current.state).toEqual({ status: 'error' });
    expect(logged).toHaveBeenCalledTimes(1);

    count.mockResolvedValueOnce(COUNTS);
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });

  it('a try that fails because the network went away waits, quietly, for it to come back', async () => {
    const count = vi.fn<CountRecords>().mockImplementationOnce(async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      throw new Error('unavailable');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useRecordCounts('alice', count));
    act(() => setOnline(false));
    await waitFor(() => expect(count).toHaveBeenCalledTimes(1));
    expect(result.current.state).toEqual({ status: 'offline' });
    expect(logged).not.toHaveBeenCalled();

    count.mockResolvedValueOnce(COUNTS);
    act(() => setOnline(true));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS }));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('never waits forever: no answer within COUNTS_WAIT_MS is a failure', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const count = vi.fn<CountRecords>(() => new Promise<RecordCounts>(() => {}));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    await act(async () => vi.advanceTimersByTime(COUNTS_WAIT_MS - 1));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => vi.advanceTimersByTime(1));
    expect(result.current.state).toEqual({ status: 'error' });
  });

  it('never shows a late answer to an earlier attempt as the latest one', async () => {
    const answers: ((counts: RecordCounts) => void)[] = [];
    const count = vi.fn<CountRecords>(() => new Promise((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useRecordCounts('alice', count));
    act(() => result.current.retry());
    await act(async () => answers[0]?.({ firearms: 9, loadDevelopments: 9, sessions: 9, shots: 9 }));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => answers[1]?.(COUNTS));
    expect(result.current.state).toEqual({ status: 'ready', counts: COUNTS });
  });
});
