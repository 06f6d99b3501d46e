import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { LogoutButton } from '@/components/layout/logout-button';
import { SyncIndicator, SyncProblems, type RelogOutcome } from '@/components/layout/sync-status';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { AccountDeletionNotice } from '@/features/auth/components/account-deletion-notice';
import { logOutAndClearDevice } from '@/features/auth/logout-api';
import { useLostAccountCleared } from '@/features/auth/lost-account';
import { useProfileCompletion } from '@/features/auth/use-profile-completion';
import { learnWholeCatalogue } from '@/features/factory-loads/factory-loads-api';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoads } from '@/features/loads/hooks';
import { sessionRef } from '@/features/sessions/session-docs-api';
import { keepRecentSessionsOnDevice } from '@/features/sessions/session-queries-api';
import { appendShot } from '@/features/sessions/shot-writes-api';
import { UnitsProvider } from '@/features/units/units-context';
import { useUnitPreferences } from '@/features/units/use-unit-preferences';
import { useAuthState } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { UnreadableDoc } from '@/lib/firestore/converter';
import { readFromDevice } from '@/lib/firestore/local';
import { keepPageShown } from '@/lib/last-shown';
import { openPageStore } from '@/lib/page-store';
import { keptFigures, queryClient } from '@/lib/query-client';
import { refusedShot, type RejectedWrite } from '@/lib/sync/sync-status';
import { startSyncTracking, stopSyncTracking } from '@/lib/sync/sync-store';
import { useIdle } from '@/lib/use-idle';

const sections = [
  { label: 'Dashboard', to: paths.dashboard.href() },
  { label: 'Loads', to: paths.loads.href() },
  { label: 'Sessions', to: paths.sessions.href() },
  { label: 'Firearms', to: paths.firearms.href() },
  { label: 'Inventory', to: paths.inventory.href() },
];

/** The newest sessions kept whole on the device in the background, to open offline at the range. */
const RECENT_SESSIONS_CACHED = 5;

/**
 * Keeps the user's records live while they are signed in, so each is in the local cache before
 * the network goes: at the range a new session can still pick its load and firearm.
 */
function KeepRecordsCached({ userId }: { userId: string }) {
  useFirearms(userId);
  useLoads(userId);
  useEffect(() => {
    // Factory ammunition offline needs only to know the catalogue is whole on the server: the app holds its records.
    learnWholeCatalogue(db).catch((error: unknown) => console.warn('Could not count the factory catalogue', error));
  }, []);
  // What a day at the range needs: the sessions under way and the latest ones, not every session ever.
  useEffect(() => {
    keepRecentSessionsOnDevice(db, userId, RECENT_SESSIONS_CACHED).catch((error: unknown) =>
      console.warn('Could not keep the latest sessions on this device', error),
    );
  }, [userId]);
  return null;
}

/**
 * "Log again" for a shot the server refused: into its session as this device has it, if the
 * session is still active, with the values and the moment it was fired.
 */
async function relogRefusedShot(write: RejectedWrite): Promise<RelogOutcome> {
  const shot = refusedShot(write);
  if (!shot) return { ok: false, message: 'This change is not a shot.' };
  const session = await readFromDevice(sessionRef(db, shot.sessionId));
  if (!session || session instanceof UnreadableDoc) {
    return { ok: false, message: 'Its session is not on this device; copy or download the shot to keep it.' };
  }
  if (session.status !== 'active') {
    return {
      ok: false,
      message: `“${session.sessionName}” is no longer active, so the shot can't be logged into it; copy or download it to keep it.`,
    };
  }
  const { stored } = appendShot(db, session, {
    velocity: shot.velocity,
    impact: shot.impact,
    note: shot.note,
    ...(shot.timestamp ? { timestamp: shot.timestamp } : {}),
  });
  await stored;
  return { ok: true };
}

/** Says that a signup left the profile half done, while it is (useProfileCompletion finishes it). */
function ProfileUnsaved() {
  return (
    <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30">
      Your account exists, but its profile (your name) is not saved yet; Rangebook finishes it the next time you sign in
      with a connection.
    </p>
  );
}

/** The frame of every signed-in page; it sits inside RequireAuth, so a user is signed in. */
export function AppLayout() {
  const authState = useAuthState();
  const [leaving, setLeaving] = useState(false);
  const userId = authState.user?.uid;
  // On every sign-in: a deletion or a signup that an earlier page left half done is finished.
  const completion = useProfileCompletion(userId);
  // Another account's records left by a sign-in lost without a logout are cleared; a deleted account is noticed.
  useLostAccountCleared();
  // After the page has what it shows: the records then load into the cache in the background.
  const cacheWarmingReady = useIdle();
  // Every figure under the frame in the account's units and currency and the browser's number format.
  const { preferences, currency } = useUnitPreferences(userId);
  const unitSettings = useMemo(() => ({ preferences, locale: navigator.language, currency }), [preferences, currency]);
  useEffect(() => {
    if (!userId) return;
    startSyncTracking(userId);
    return () => stopSyncTracking();
  }, [userId]);
  // The page as it is when the user leaves it, to show at once next time (lib/last-shown.ts).
  useEffect(() => {
    if (!userId) return;
    openPageStore();
    const keep = () => void keepPageShown(userId);
    const keepIfHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', keepIfHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', keepIfHidden);
    };
  }, [userId]);
  // Logging out: the pages and their listeners go first, then the device is cleared and the page reloads.
  useEffect(() => {
    if (leaving) void logOutAndClearDevice();
  }, [leaving]);
  const logOut = useCallback(() => setLeaving(true), []);
  if (authState.status !== 'signed-in') return null;
  if (leaving) return <PageLoading label="Logging out…" />;

  const { user } = authState;
  const userName = user.displayName ?? user.email ?? 'Account';
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={keptFigures}>
      <UnitsProvider settings={unitSettings}>
        <div className="min-h-dvh" data-app-frame>
          <header className="border-b border-stone-200 bg-white">
            <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2">
              <Link
                to={paths.dashboard.href()}
                className="inline-flex min-h-11 shrink-0 items-center text-lg font-bold tracking-tight"
              >
                Rangebook
              </Link>
              <div className="flex min-w-0 items-center gap-2 sm:gap-3">
                <SyncIndicator />
                {/* The user's name leads to their account; on a phone a long one is cut short, whole in its title. */}
                <NavLink
                  to={paths.account.href()}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 min-w-0 items-center rounded-md px-2 text-sm underline-offset-4 hover:underline ${
                      isActive ? 'font-semibold text-stone-900 underline' : 'text-stone-700'
                    }`
                  }
                >
                  <span className="sr-only">Account: </span>
                  <span className="truncate" data-testid="user-name" title={userName}>
                    {userName}
                  </span>
                </NavLink>
                <LogoutButton onLogOut={logOut} />
              </div>
            </div>
            {/* Labels whole (body breaks user text anywhere, which split "Dashboard" on a phone); narrower tabs on a phone so the five fit, else they scroll. */}
            <nav aria-label="Sections" className="mx-auto max-w-5xl overflow-x-auto px-2">
              <ul className="flex gap-1 [overflow-wrap:normal] whitespace-nowrap">
                {sections.map((section) => (
                  <li key={section.to}>
                    <NavLink
                      to={section.to}
                      className={({ isActive }) =>
                        `inline-flex min-h-11 items-center border-b-2 px-2 text-sm font-medium sm:px-3 ${
                          isActive
                            ? 'border-amber-600 text-stone-900'
                            : 'border-transparent text-stone-600 hover:text-stone-900'
                        }`
                      }
                    >
                      {section.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </header>
          {cacheWarmingReady && <KeepRecordsCached userId={user.uid} />}
          <main className="mx-auto max-w-5xl px-4 py-6">
            {completion.deletion !== 'none' ? (
              // An account deletion is finishing: no page, so nothing new is written into it meanwhile.
              <AccountDeletionNotice deletion={completion.deletion} onSignInAgain={logOut} />
            ) : (
              <>
                {completion.profileUnsaved && <ProfileUnsaved />}
                <SyncProblems onRelog={relogRefusedShot} />
                <Outlet />
              </>
            )}
          </main>
        </div>
      </UnitsProvider>
    </PersistQueryClientProvider>
  );
}
