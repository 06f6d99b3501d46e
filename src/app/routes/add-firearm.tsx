import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { paths } from '@/config/paths';
import { FirearmForm } from '@/features/firearms/components/firearm-form';
import { addFirearm } from '@/features/firearms/firearms-api';
import { emptyFirearmForm, type FirearmFields } from '@/features/firearms/schema';
import { useAuthState } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';

export function AddFirearmRoute() {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function handleSubmit(fields: FirearmFields) {
    if (!user) {
      setSubmitError('You must be logged in to add a firearm');
      return;
    }
    setSubmitError(null);
    try {
      // Stored on this device in milliseconds; it syncs when it can.
      await addFirearm(db, user.uid, fields);
      navigate(paths.dashboard.href());
    } catch (error) {
      console.error('Adding the firearm failed', error);
      setSubmitError('Failed to add firearm. Please try again.');
    }
  }

  return (
    <>
      <PageHeader title="Add Firearm" />
      {user ? (
        <FirearmForm
          defaultValues={emptyFirearmForm}
          onSubmit={handleSubmit}
          submitError={submitError}
          submitLabel="Add Firearm"
          busyLabel="Saving…"
        />
      ) : (
        <FormError message="You must be logged in to add a firearm" />
      )}
    </>
  );
}
