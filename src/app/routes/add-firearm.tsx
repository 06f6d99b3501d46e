import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { FirearmForm } from '@/features/firearms/components/firearm-form';
import { addFirearm } from '@/features/firearms/firearms-api';
import { emptyFirearmForm, type FirearmFields } from '@/features/firearms/schema';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function AddFirearmRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { submit, error } = useSubmit(async (fields: FirearmFields) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await addFirearm(db, user.uid, fields);
    navigate(paths.dashboard.href());
  }, 'Failed to add firearm. Please try again.');

  return (
    <>
      <PageHeader title="Add Firearm" />
      <FirearmForm
        defaultValues={emptyFirearmForm}
        onSubmit={submit}
        submitError={error}
        submitLabel="Add Firearm"
        busyLabel="Saving…"
      />
    </>
  );
}
