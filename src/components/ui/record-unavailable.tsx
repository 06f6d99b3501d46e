import { unreadableDocOf, type LiveDocState } from '@/lib/firestore/live';
import { UnreadableRecord } from './unreadable-rows';

export const NOT_ON_DEVICE_MESSAGE = 'Not on this device yet; it opens when you are back online';

/** A record this device has never loaded, while the server is out of reach (instead of loading forever). */
export function NotOnDevice() {
  return (
    <p role="status" className="rounded-md border border-stone-300 bg-stone-50 px-3 py-2 text-stone-800">
      {NOT_ON_DEVICE_MESSAGE}
    </p>
  );
}

/** Whether a page's record is not on this device or cannot be read (show RecordUnavailable instead of the page). */
export function isRecordUnavailable(state: LiveDocState<unknown>): boolean {
  return state.status === 'unavailable' || unreadableDocOf(state) !== null;
}

/** What a page shows when its record is not on this device, or is there but cannot be read. */
export function RecordUnavailable({ state }: { state: LiveDocState<unknown> }) {
  const unreadable = unreadableDocOf(state);
  return unreadable ? <UnreadableRecord doc={unreadable} /> : <NotOnDevice />;
}
