import type { ComponentPropsWithRef } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field';

type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & { label: string; error?: string };

/** A labelled multi-line input whose error is announced and tied to it. */
export function TextareaField({ label, error, id, className, ...textareaProps }: TextareaFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <textarea rows={3} {...ids.controlProps} className={controlClass(error)} {...textareaProps} />
    </FieldFrame>
  );
}
