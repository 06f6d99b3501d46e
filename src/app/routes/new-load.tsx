import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/layout/page-header';
import { useAuthState } from '../../lib/auth/auth-store';
import { addLoadDevelopment } from '../../features/loads/loads-api';
import { LoadForm } from '../../features/loads/components/load-form';
import { emptyLoadForm, type LoadFields } from '../../features/loads/schema';

export function NewLoadRoute() {
  const { user } = useAuthState();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);

  async function handleSubmit(fields: LoadFields) {
    setSubmitError(null);
    try {
      if (!user) throw new Error('Nobody is signed in');
      await addLoadDevelopment(user.uid, fields);
      navigate(paths.loads.href());
    } catch (error) {
      console.error('Creating the load development failed', error);
      setSubmitError('Failed to create load development. Please try again.');
    }
  }

  return (
    <>
      <PageHeader title="New Load Development" />
      <LoadForm defaultValues={emptyLoadForm} onSubmit={handleSubmit} submitError={submitError} />
    </>
  );
}
