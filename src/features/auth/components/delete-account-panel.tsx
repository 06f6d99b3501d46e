import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useOnlineStatus } from '@/lib/use-online-status';
import { errorCode } from '@/utils/errors';
import { deleteAccountErrorMessage } from '../auth-errors';
import { deleteAccountFormSchema, type DeleteAccountFormInput, type DeleteAccountValues } from '../schema';

export const DELETION_NEEDS_CONNECTION = 'Deleting your account needs a connection, and this device is offline.';

type DeleteAccountPanelProps = {
  /** The signed-in account's email: the one the user must type to confirm. */
  accountEmail: string;
  /**
   * Deletes the account (DeleteAccount gives it deleteAccount, then leaves the device); told how
   * many records are deleted so far. Rejects with the error to show; resolving is never shown (the
   * page leaves).
   */
  onDelete: (values: DeleteAccountValues, onProgress: (deleted: number) => void) => Promise<void>;
  /** A way to download a backup first, shown with the warning. */
  backup?: ReactNode;
};

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'record' : 'records'}`;

/**
 * Delete account: says what goes (everything, for good), then asks for the account's email to
 * confirm and the password again. Refuses to start offline. While it runs the button shows the
 * progress; a failure is one sentence, with what was typed kept.
 */
export function DeleteAccountPanel({ accountEmail, onDelete, backup }: DeleteAccountPanelProps) {
  const online = useOnlineStatus();
  const schema = useMemo(() => deleteAccountFormSchema(accountEmail), [accountEmail]);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(0);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountFormInput, unknown, DeleteAccountValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof DeleteAccountFormInput) => register(name, { onChange: () => clearErrors(name) });

  async function submit(values: DeleteAccountValues) {
    setFailure(null);
    // navigator.onLine, read now: the button may have been pressed in the moment the connection went.
    if (!navigator.onLine) {
      setFailure(DELETION_NEEDS_CONNECTION);
      return;
    }
    setDeleted(0);
    try {
      await onDelete(values, setDeleted);
    } catch (error) {
      console.error('The account could not be deleted', error);
      setFailure(deleteAccountErrorMessage(errorCode(error)));
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2 text-sm text-stone-800">
        <p>
          Deleting your account deletes everything in it, for good: your load developments, your firearms, your sessions
          with every shot, and your profile; then the account itself. It cannot be undone.
        </p>
        <p>If you may want your records later, download a backup first.</p>
        {backup}
      </div>
      <form noValidate onSubmit={handleSubmit(submit)} className="max-w-md space-y-4" aria-label="Delete account">
        <TextField
          label="Your email, to confirm"
          type="email"
          autoComplete="off"
          inputMode="email"
          hint={`Type ${accountEmail}.`}
          readOnly={isSubmitting}
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          readOnly={isSubmitting}
          error={errors.password?.message}
          {...field('password')}
        />
        {!online && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {DELETION_NEEDS_CONNECTION}
          </p>
        )}
        <FormError message={failure} />
        <Button type="submit" variant="danger" disabled={isSubmitting || !online} aria-busy={isSubmitting}>
          {isSubmitting ? (deleted > 0 ? `Deleting… ${count(deleted)} deleted` : 'Deleting…') : 'Delete my account'}
        </Button>
      </form>
    </div>
  );
}
