import type { ComponentPropsWithRef } from 'react';
import { TextField } from './text-field';

type NumberFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Whole numbers only: the phone shows a keypad without a decimal point. */
  whole?: boolean;
};

/** A labelled number input; on a phone it opens the number pad. */
export function NumberField({ whole = false, ...props }: NumberFieldProps) {
  return <TextField type="number" inputMode={whole ? 'numeric' : 'decimal'} {...props} />;
}
