import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/layout/page-header';
import { FormError } from '../../components/ui/form-error';
import { PageLoading } from '../../components/ui/page-loading';
import { isRecordUnavailable, RecordUnavailable } from '../../components/ui/record-unavailable';
import { useAuthState } from '../../lib/auth/auth-store';
import { db } from '../../lib/firebase';
import { errorCode } from '../../utils/errors';
import { LoadForm } from '../../features/loads/components/load-form';
import { useLoad } from '../../features/loads/hooks';
import { updateLoadDevelopment } from '../../features/loads/loads-api';
import { loadToForm, type LoadDevelopment, type LoadFields, type LoadStatus } from '../../features/loads/schema';

export function EditLoadRoute() {
  const { loadId } = useParams();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const load = useLoad(loadId);

  const notYours =
    (load.status === 'error' && errorCode(load.error) === 'permission-denied') ||
    (load.status === 'success' && load.data !== null && load.data.userId !== user?.uid);
  useEffect(() => {
    // As on the load page: another user's load development is not accessible.
    if (notYours) navigate(paths.dashboard.href(), { replace: true });
  }, [notYours, navigate]);

  if (notYours) return <PageLoading label="Loading load development…" />;
  if (isRecordUnavailable(load)) return <RecordUnavailable state={load} />;
  if (load.status === 'error') return <FormError message="Failed to load the load development. Please try again." />;
  if (load.status !== 'success') return <PageLoading label="Loading load development…" />;
  if (load.data === null) {
    return (
      <>
        <PageHeader title="Edit Load Development" />
        <FormError message="Load development not found." />
      </>
    );
  }
  return <EditLoad load={load.data} />;
}

function EditLoad({ load }: { load: LoadDevelopment }) {
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The form opens with the load as it was; a live change meanwhile does not overwrite what is typed.
  const [defaultValues] = useState(() => loadToForm(load));
  const [defaultStatus] = useState(load.status);

  async function handleSubmit(fields: LoadFields, status: LoadStatus) {
    setSubmitError(null);
    try {
      // Stored on this device in milliseconds; it syncs when it can.
      await updateLoadDevelopment(db, load.id, fields, status);
      navigate(paths.load.href(load.id));
    } catch (error) {
      console.error('Updating the load development failed', error);
      setSubmitError('Failed to update load development. Please try again.');
    }
  }

  return (
    <>
      <PageHeader title="Edit Load Development" />
      <p className="mb-6 text-sm text-stone-700">
        Back to{' '}
        <Link to={paths.load.href(load.id)} className="font-semibold text-amber-800 underline">
          {load.name}
        </Link>{' '}
        without saving.
      </p>
      <LoadForm defaultValues={defaultValues} defaultStatus={defaultStatus} onSubmit={handleSubmit} submitError={submitError} submitLabel="Save Changes" />
    </>
  );
}
