import { z } from 'zod';
import { essentialStorage, PENDING_PROFILE_PREFIX } from '@/lib/device-storage';

/**
 * The profile a signup meant to write, kept in localStorage under the account's uid until the
 * users/{uid} document and the Auth display name are both written: a signup that stops after the
 * account exists (network, a refused write) is finished from it on the next sign-in.
 */
const pendingProfileSchema = z.object({ displayName: z.string().min(1).max(200) });

export type PendingProfile = z.infer<typeof pendingProfileSchema>;

const key = (uid: string) => `${PENDING_PROFILE_PREFIX}${uid}`;

/** Where there is no localStorage (Node), the caller passes the profile on itself. */
const hasStorage = () => typeof localStorage !== 'undefined';

export function rememberPendingProfile(uid: string, profile: PendingProfile): void {
  if (!hasStorage()) return;
  try {
    // What the user typed, not yet on the server: a full store evicts caches for it (device-storage.ts).
    essentialStorage().setItem(key(uid), JSON.stringify(profile));
  } catch (error) {
    console.warn('Could not keep the new profile on this device', error);
  }
}

/** The profile a signup on this device left unwritten, if any. */
export function pendingProfile(uid: string): PendingProfile | null {
  if (!hasStorage()) return null;
  try {
    const stored = localStorage.getItem(key(uid));
    if (stored === null) return null;
    const parsed = pendingProfileSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetPendingProfile(uid: string): void {
  if (!hasStorage()) return;
  try {
    localStorage.removeItem(key(uid));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
