import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { isRecordUnavailable, RecordUnavailable } from '@/components/ui/record-unavailable';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/lib/auth/auth-store';
import type { LiveDocState } from '@/lib/firestore/live';
import { errorCode } from '@/utils/errors';
import { PageHeader } from './page-header';

type OwnedRecordProps<T extends { userId: string }> = {
  state: LiveDocState<T | null>;
  /** The page's title while the record cannot be shown. */
  title: string;
  loadingLabel: string;
  failedMessage: string;
  notFoundMessage: string;
  /** Said of another user's record; without it, the page goes to the dashboard. */
  notYoursMessage?: string;
  children: (record: T, userId: string) => ReactNode;
};

/**
 * A page of one of the user's records: loading, not on this device, unreadable, failed or not
 * found, each said plainly; another user's record goes to the dashboard (or is refused with
 * `notYoursMessage`); else the page.
 */
export function OwnedRecord<T extends { userId: string }>({
  state,
  title,
  loadingLabel,
  failedMessage,
  notFoundMessage,
  notYoursMessage,
  children,
}: OwnedRecordProps<T>) {
  const user = useSignedInUser();
  const notYours =
    (state.status === 'error' && errorCode(state.error) === 'permission-denied') ||
    (state.status === 'success' && state.data !== null && state.data.userId !== user.uid);
  const refusal = (message: string) => (
    <>
      <PageHeader title={title} />
      <FormError message={message} />
    </>
  );
  if (notYours) return notYoursMessage ? refusal(notYoursMessage) : <Navigate to={paths.dashboard.href()} replace />;
  if (isRecordUnavailable(state)) {
    return (
      <>
        <PageHeader title={title} />
        <RecordUnavailable state={state} />
      </>
    );
  }
  if (state.status === 'error') return <FormError message={failedMessage} />;
  if (state.status !== 'success') return <PageLoading label={loadingLabel} />;
  if (state.data === null) return refusal(notFoundMessage);
  return <>{children(state.data, user.uid)}</>;
}
