import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/utils/cn';

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: 'primary' | 'secondary' | 'danger' };

const variants = {
  // amber-700 under white text: 5:1 contrast (amber-600 gives 3.2:1, under the AA 4.5:1).
  primary: 'bg-amber-700 text-white hover:bg-amber-800 disabled:bg-amber-400',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:text-stone-400',
  // For what cannot be undone (deleting the account); red-700 under white text: 6.5:1.
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
};

/** A button with a 44 px touch target; its focus ring is the global :focus-visible style (index.css). */
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
