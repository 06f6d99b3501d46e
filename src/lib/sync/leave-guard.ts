/**
 * Asks before the page goes while a write is still on its way to the device: in those few
 * milliseconds a closed tab or a reload would leave the write only in the journal. The listener is
 * there only while needed (a `beforeunload` listener also keeps a page out of the back/forward cache).
 */

function askFirst(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers ask only when returnValue is set; the text itself is never shown.
  event.returnValue = 'Changes are still being saved on this device';
}

/** A switch for the question; `target` is the window (a stand-in in tests). */
export function createLeaveGuard(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): (active: boolean) => void {
  let installed = false;
  return (active) => {
    if (active === installed) return;
    installed = active;
    if (active) target.addEventListener('beforeunload', askFirst);
    else target.removeEventListener('beforeunload', askFirst);
  };
}
