import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { LoadForm } from '@/features/loads/components/load-form';
import { useLoad } from '@/features/loads/hooks';
import { updateLoadDevelopment } from '@/features/loads/loads-api';
import {
  loadToForm,
  storedLoadFigures,
  type LoadDevelopment,
  type LoadFields,
  type LoadStatus,
} from '@/features/loads/schema';
import { useUnitSettings } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function EditLoadRoute() {
  const { loadId } = useParams();
  const load = useLoad(loadId);
  return (
    <OwnedRecord
      state={load}
      title="Edit Load Development"
      loadingLabel="Loading load development…"
      failedMessage="Failed to load the load development. Please try again."
      notFoundMessage="Load development not found."
    >
      {(data) => <EditLoad load={data} />}
    </OwnedRecord>
  );
}

function EditLoad({ load }: { load: LoadDevelopment }) {
  const navigate = useNavigate();
  // The form opens with the load as it was; a live change meanwhile does not overwrite what is typed.
  // Its weights show in the account's units; saved unchanged, they stay exactly as stored.
  const settings = useUnitSettings();
  const [defaultValues] = useState(() => loadToForm(load, settings));
  const [stored] = useState(() => storedLoadFigures(load));
  const [defaultStatus] = useState(load.status);

  const { submit, error } = useSubmit(async (fields: LoadFields, status: LoadStatus) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await updateLoadDevelopment(db, load.id, fields, status);
    navigate(paths.load.href(load.id));
  }, 'Failed to update load development. Please try again.');

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
      <LoadForm
        defaultValues={defaultValues}
        stored={stored}
        defaultStatus={defaultStatus}
        onSubmit={submit}
        submitError={error}
        submitLabel="Save Changes"
      />
    </>
  );
}
