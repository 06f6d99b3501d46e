import { useId, type ReactNode } from 'react';

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export function useFieldIds(id: string | undefined, error: string | undefined, hint?: string) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    errorId,
    hintId,
    controlProps: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  };
}

/**
 * The look of an input, select or textarea; red when it has an error (the error text says so too,
 * so colour is never the only signal). The border (stone-500) and the placeholder text keep at
 * least 4.5:1 on white, so the field's edge is visible (WCAG 1.4.11); focus shows the global
 * :focus-visible ring (index.css).
 */
export function controlClass(error: string | undefined): string {
  return `block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm placeholder:text-stone-500 ${
    error ? 'border-red-600' : 'border-stone-500'
  }`;
}

type FieldFrameProps = {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** A label above the control, then its hint and its error (announced). */
export function FieldFrame({ ids, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
