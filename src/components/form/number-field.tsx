import type { ComponentPropsWithRef } from 'react';
import { TextField } from './text-field';

type NumberFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Whole numbers only: the phone shows a keypad without a decimal point. */
  whole?: boolean;
};

/**
 * A labelled number input; on a phone it opens the number pad. A text input, not type="number":
 * the number is typed as the person writes it (`2,5` in a browser set to English as well), and
 * the form reads it in the locale (lib/numbers.ts).
 */
export function NumberField({ whole = false, ...props }: NumberFieldProps) {
  return <TextField type="text" inputMode={whole ? 'numeric' : 'decimal'} {...props} />;
}
