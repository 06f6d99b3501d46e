import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

/**
 * Chooses the account's only firearm once the page has read it, unless a firearm is chosen already:
 * a file read before the firearms arrived (a slow phone, a busy machine) mounted the form with none,
 * and a form's default values count only when it mounts.
 */
export function useFirearmOnceKnown<T extends FieldValues & { firearmId: string }>(
  getValues: UseFormGetValues<T>,
  setValue: UseFormSetValue<T>,
  onlyFirearm: string,
) {
  useEffect(() => {
    const field = 'firearmId' as Path<T>;
    if (onlyFirearm && !getValues(field)) setValue(field, onlyFirearm as PathValue<T, Path<T>>);
  }, [getValues, setValue, onlyFirearm]);
}
