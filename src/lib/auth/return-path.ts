import { paths } from '@/config/paths';

/** Any origin that cannot be the app's: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://rangebook.invalid';

/** Pages a login must never return to: the signed-out pages themselves, and the landing page. */
const NOT_A_RETURN = new Set<string>([paths.landing.path, paths.login.path, paths.signup.path]);

/**
 * Where a login goes: the page RequireAuth sent the user away from (its `from` in the location
 * state), if that is a path of this app, and the dashboard otherwise. Anything that would leave the
 * app (`//host`, `https://…`, a backslash or control character trick) gives the dashboard.
 */
export function returnPathAfterLogin(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/')) return paths.dashboard.href();
  let url: URL;
  try {
    url = new URL(from, PROBE_ORIGIN);
  } catch {
    return paths.dashboard.href();
  }
  if (url.origin !== PROBE_ORIGIN || NOT_A_RETURN.has(url.pathname)) return paths.dashboard.href();
  return `${url.pathname}${url.search}${url.hash}`;
}
