import type { ComponentPropsWithRef } from 'react';
import { controlClass, FieldFrame, useFieldIds } from './field';

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select whose error is announced and tied to it. */
export function SelectField({ label, error, options, id, className, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, error);
  return (
    <FieldFrame ids={ids} label={label} error={error} className={className}>
      <select {...ids.controlProps} className={controlClass(error)} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
