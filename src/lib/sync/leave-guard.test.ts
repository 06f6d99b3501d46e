// @vitest-environment jsdom
// (it listens for beforeunload on a real window)
import { createLeaveGuard } from './leave-guard';

/** Whether leaving the page now would ask first, as the browser sees it. */
const asksBeforeLeaving = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('createLeaveGuard', () => {
  it('asks before leaving only while switched on', () => {
    const guard = createLeaveGuard(window);
    expect(asksBeforeLeaving()).toBe(false);
    guard(true);
    expect(asksBeforeLeaving()).toBe(true);
    guard(false);
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('installs its listener once however often it is switched on, and removes it once', () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const guard = createLeaveGuard(target);
    guard(true);
    guard(true);
    guard(false);
    guard(false);
    expect(target.addEventListener).toHaveBeenCalledTimes(1);
    expect(target.removeEventListener).toHaveBeenCalledTimes(1);
  });
});
