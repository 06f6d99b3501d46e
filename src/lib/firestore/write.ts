/** How long a form waits for the server to accept a write before trusting the offline queue. */
export const SERVER_ANSWER_WAIT_MS = 2500;

/**
 * Waits for a Firestore write to be acknowledged, but no longer than `waitMs`, and not at all when
 * the browser knows it is offline: Firestore keeps the write in its local queue and the promise
 * settles only when the server answers, which at the range may be hours later. A refusal within
 * the wait (a rules denial) is thrown, so the form can show it and keep what the user typed; a
 * later one is logged.
 */
export async function settleOrQueue(write: Promise<unknown>, waitMs = SERVER_ANSWER_WAIT_MS): Promise<'saved' | 'queued'> {
  write.catch((error: unknown) => console.error('The server refused a write', error));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'queued';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), waitMs);
  });
  try {
    return await Promise.race([write.then(() => 'saved' as const), queued]);
  } finally {
    clearTimeout(timer);
  }
}
