import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type DashboardSectionProps = { title: string; viewAllHref: string; children: ReactNode };

/** A dashboard section: its title, a View All link, and its content. */
export function DashboardSection({ title, viewAllHref, children }: DashboardSectionProps) {
  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{title}</h2>
        <Link
          to={viewAllHref}
          className="inline-flex min-h-11 items-center font-semibold text-amber-700 underline"
          aria-label={`View all ${title.toLowerCase()}`}
        >
          View All
        </Link>
      </div>
      {children}
    </section>
  );
}
