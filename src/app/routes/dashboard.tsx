import { useAuthState } from '../../lib/auth/auth-store';

export function DashboardRoute() {
  const { user } = useAuthState();
  return (
    <section>
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <p className="mt-2 text-stone-700">Welcome back{user?.displayName ? `, ${user.displayName}` : ''}.</p>
    </section>
  );
}
