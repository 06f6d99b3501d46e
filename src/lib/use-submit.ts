import { useCallback, useState } from 'react';

/**
 * A form's submit: the previous failure cleared, the action run, and on failure the error logged
 * for the developer and `failureMessage` (the product's sentence, or one chosen by the error) shown; what was typed stays in the
 * form. The action navigates away itself on success.
 */
export function useSubmit<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
  failureMessage: string | ((error: unknown) => string),
): { submit: (...args: Args) => Promise<void>; error: string | null } {
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (...args: Args) => {
      setError(null);
      try {
        await action(...args);
      } catch (cause) {
        const message = typeof failureMessage === 'string' ? failureMessage : failureMessage(cause);
        console.error(message, cause);
        setError(message);
      }
    },
    [action, failureMessage],
  );
  return { submit, error };
}
