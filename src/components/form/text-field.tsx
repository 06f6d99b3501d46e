import type { ComponentPropsWithRef } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field';

type TextFieldProps = ComponentPropsWithRef<'input'> & { label: string; error?: string; hint?: string };

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <input {...ids.controlProps} className={controlClass(error)} {...inputProps} />
    </FieldFrame>
  );
}
