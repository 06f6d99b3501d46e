import { useId, type ReactNode } from 'react';
import { card } from '@/components/ui/styles';

/** A titled card of a record's page, named by its h2. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
