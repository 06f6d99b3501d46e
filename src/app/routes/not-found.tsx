import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-stone-600">There is nothing at this address.</p>
      <Link
        to={paths.landing.href()}
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-amber-700 underline"
      >
        Go to the home page
      </Link>
    </main>
  );
}
