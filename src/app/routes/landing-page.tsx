import type { ComponentType, ReactNode } from 'react';
import { paths } from '@/config/paths';

const features = [
  {
    title: 'Shot tracking',
    text: 'Log every shot at the range, velocity and impact, even with no signal, and watch average, ES and SD update as you shoot.',
  },
  {
    title: 'Load development',
    text: 'Keep each handload recipe under test: bullet, powder charge, primer and brass, with its best group and when you last tested it.',
  },
  {
    title: 'Ammunition tracking',
    text: 'Know which handload or factory load went through which firearm, and how many rounds each barrel has fired.',
  },
];

type LinkLike = ComponentType<{ to: string; className: string; children: ReactNode }>;

/** A plain link: from the standalone landing page, the app loads with the page it opens. */
function PlainLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

/**
 * The landing page, with no router and no Firebase: main.tsx renders it alone on `/`, so the first
 * page a visitor sees loads only React. Inside the app (after logging out) the router's Link is used.
 */
export function LandingPage({ LinkComponent = PlainLink }: { LinkComponent?: LinkLike }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-12 sm:py-20">
      <header className="text-center">
        <p className="text-sm font-semibold tracking-widest text-amber-700 uppercase">Rangebook</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Welcome to Rangebook</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">
          The logbook for shooters and handloaders: your firearms, your load developments and every shot of every
          session, in one place that tells you what works.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkComponent
            to={paths.signup.href()}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-amber-700 px-6 py-2 font-semibold text-white hover:bg-amber-800"
          >
            Get Started
          </LinkComponent>
          <LinkComponent
            to={paths.login.href()}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-stone-300 bg-white px-6 py-2 font-semibold hover:bg-stone-100"
          >
            Login
          </LinkComponent>
        </div>
      </header>
      <section aria-label="Features" className="mt-16 grid gap-6 sm:grid-cols-3">
        {features.map((feature) => (
          <article key={feature.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold">{feature.title}</h2>
            <p className="mt-2 text-stone-700">{feature.text}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
