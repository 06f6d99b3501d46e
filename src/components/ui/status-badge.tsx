export type BadgeTone = 'green' | 'yellow' | 'orange' | 'grey';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  orange: 'bg-orange-100 text-orange-900 ring-orange-600/30',
  grey: 'bg-stone-100 text-stone-700 ring-stone-500/30',
};

/** A status shown as a coloured pill; the colour repeats the text, never replaces it. */
export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {label}
    </span>
  );
}
