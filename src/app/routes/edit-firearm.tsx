import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { isRecordUnavailable, RecordUnavailable } from '@/components/ui/record-unavailable';
import { paths } from '@/config/paths';
import { FirearmForm } from '@/features/firearms/components/firearm-form';
import { updateFirearm } from '@/features/firearms/firearms-api';
import { useFirearm } from '@/features/firearms/hooks';
import { firearmToForm, type FirearmFields } from '@/features/firearms/schema';
import { useAuthState } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { errorCode } from '@/utils/errors';

const NO_PERMISSION = 'You do not have permission to edit this firearm';

export function EditFirearmRoute() {
  const { firearmId } = useParams();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const firearm = useFirearm(user ? firearmId : undefined);
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function handleSubmit(fields: FirearmFields) {
    if (!user) {
      setSubmitError('You must be logged in to edit a firearm');
      return;
    }
    if (!firearmId) return;
    setSubmitError(null);
    try {
      await updateFirearm(db, firearmId, fields);
      navigate(paths.firearms.href());
    } catch (error) {
      console.error('Updating the firearm failed', error);
      setSubmitError('Failed to update firearm. Please try again.');
    }
  }

  function renderBody() {
    if (!user || !firearmId) return <FormError message="Invalid firearm or user" />;
    if (isRecordUnavailable(firearm)) return <RecordUnavailable state={firearm} />;
    if (firearm.status === 'error') {
      const denied = errorCode(firearm.error) === 'permission-denied';
      return <FormError message={denied ? NO_PERMISSION : 'Failed to load firearm data'} />;
    }
    if (firearm.status !== 'success') return <PageLoading label="Loading firearm…" />;
    if (firearm.data === null) return <FormError message="Firearm not found" />;
    if (firearm.data.userId !== user.uid) return <FormError message={NO_PERMISSION} />;
    return (
      <FirearmForm
        key={firearm.data.id}
        defaultValues={firearmToForm(firearm.data)}
        onSubmit={handleSubmit}
        submitError={submitError}
        submitLabel="Save Changes"
        busyLabel="Saving…"
      />
    );
  }

  return (
    <>
      <PageHeader title="Edit Firearm" />
      {renderBody()}
    </>
  );
}
