import { useId, type ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** A table of figures, captioned (its accessible name) and scrollable sideways on a phone. */
export function FiguresTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-lg border border-stone-200"
    >
      <table className="w-full text-left text-sm">
        <caption id={id} className="bg-stone-50 px-3 py-2 text-left text-sm font-semibold text-stone-800">
          {caption}
        </caption>
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            {head.map((label, index) => (
              <th key={label} scope="col" className={cn('px-3 py-2 whitespace-nowrap', index > 1 && 'text-right')}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 tabular-nums">{children}</tbody>
      </table>
    </div>
  );
}

/** A figure's cell: right-aligned, on one line. */
export const figureCell = 'px-3 py-2 text-right whitespace-nowrap';
