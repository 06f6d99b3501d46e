/**
 * Settles in a later task of the event loop. Awaited at the top of a module that builds much as it
 * loads (zod schemas, tables), it splits the evaluation of a page's code into several short tasks,
 * so a phone can paint or answer a tap between them: a page's modules are otherwise all evaluated
 * in one long task (issue 40: 80 ms of schema construction in one task on the session page, cold).
 * Modules that import one wait for it; nothing else changes.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
