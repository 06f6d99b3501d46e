import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/utils/cn';

const variants = {
  // amber-700 under white text: 5:1 contrast (amber-600 gives 3.2:1, under the AA 4.5:1).
  primary: 'bg-amber-700 text-white hover:bg-amber-800',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
};

/** A link that looks like a button, with a 44 px touch target; focus ring from index.css. */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
