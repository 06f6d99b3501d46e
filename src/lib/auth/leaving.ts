import { useSyncExternalStore } from 'react';

/**
 * What the signed-in pages show while the app leaves an account whose deletion is finishing: Auth
 * reports nobody signed in as soon as the user is deleted, and the device is cleared and the page
 * reloaded only after that, so RequireAuth shows this instead of sending the user to /login.
 */
let label: string | null = null;
const listeners = new Set<() => void>();

export function setLeaving(next: string | null): void {
  label = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message while leaving, live; null otherwise. */
export function useLeaving(): string | null {
  return useSyncExternalStore(subscribe, () => label);
}
