import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet, with the way to add the first item. */
export function EmptyState({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-stone-700">{message}</p>
      <div className="mt-4">{action}</div>
    </div>
  );
}
