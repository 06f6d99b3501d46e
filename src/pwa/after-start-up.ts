/** How long after the page's load event the service worker waits before it registers. */
export const SETTLE_AFTER_LOAD_MS = 3000;
/** The longest it then waits for the browser to be idle. */
export const IDLE_WAIT_MS = 5000;

/** What afterStartUp needs of the page (the window; a test's stand-in). */
export type StartingPage = {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
};

/**
 * Calls `start` once the page has started: after its load event, SETTLE_AFTER_LOAD_MS more, then
 * idle time. The service worker's first install downloads every route's chunk; begun at the load
 * event, it ran beside a signed-in page's Auth, first Firestore answers and first render, and on a
 * cold start made their tasks twice as long (issue 40).
 */
export function afterStartUp(start: () => void, page: StartingPage = window): void {
  const whenIdle = () =>
    page.requestIdleCallback ? page.requestIdleCallback(start, { timeout: IDLE_WAIT_MS }) : start();
  const settle = () => page.setTimeout(whenIdle, SETTLE_AFTER_LOAD_MS);
  if (page.document.readyState === 'complete') settle();
  else page.addEventListener('load', settle, { once: true });
}
