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
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { errorCode } from '@/utils/errors';

const NO_PERMISSION = 'You do not have permission to edit this firearm';

export function EditFirearmRoute() {
  const { firearmId } = useParams();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const firearm = useFirearm(firearmId);
  const { submit, error } = useSubmit(async (fields: FirearmFields) => {
    if (!firearmId) return;
    // Stored on this device in milliseconds; it syncs when it can.
    await updateFirearm(db, firearmId, fields);
    navigate(paths.firearms.href());
  }, 'Failed to update firearm. Please try again.');

  function renderBody() {
    if (!firearmId) return <FormError message="Invalid firearm or user" />;
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
        onSubmit={submit}
        submitError={error}
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
