import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The frame of the signed-out pages: the brand above one card. */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-8">
      <Link
        to={paths.landing.href()}
        className="mb-6 inline-flex min-h-11 items-center self-center text-2xl font-bold tracking-tight text-stone-900"
      >
        Rangebook
      </Link>
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
