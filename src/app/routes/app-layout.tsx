import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { useAuthState } from '../../lib/auth/auth-store';
import { logOut } from '../../features/auth/auth-api';

const sections = [
  { label: 'Dashboard', to: paths.dashboard.href() },
  { label: 'Loads', to: paths.loads.href() },
  { label: 'Sessions', to: paths.sessions.href() },
  { label: 'Firearms', to: paths.firearms.href() },
];

/** The frame of every signed-in page; it sits inside RequireAuth, so a user is signed in. */
export function AppLayout() {
  const authState = useAuthState();
  const navigate = useNavigate();
  if (authState.status !== 'signed-in') return null;

  async function handleLogout() {
    // Leave the signed-in pages first, so their guard does not send us to /login on the way out.
    await navigate(paths.landing.href(), { replace: true });
    await logOut();
  }

  const { user } = authState;
  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-2">
          <Link to={paths.dashboard.href()} className="text-lg font-bold tracking-tight">
            Rangebook
          </Link>
          <div className="flex items-center gap-3">
            <span className="truncate text-sm text-stone-700" data-testid="user-name">
              {user.displayName ?? user.email}
            </span>
            <Button variant="secondary" onClick={handleLogout}>
              Logout
            </Button>
          </div>
        </div>
        <nav aria-label="Sections" className="mx-auto max-w-5xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${
                      isActive ? 'border-amber-600 text-stone-900' : 'border-transparent text-stone-600 hover:text-stone-900'
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
      <main className="mx-auto max-w-5xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
