import { Link, type LinkProps } from 'react-router-dom';

const variants = {
  primary: 'bg-amber-600 text-white hover:bg-amber-700',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
};

/** A link that looks like a button, with a 44 px touch target. */
export function LinkButton({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:ring-offset-2 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
