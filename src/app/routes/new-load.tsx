import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { duplicateLoadForm, LoadForm } from '@/features/loads/components/load-form';
import { useLoad } from '@/features/loads/hooks';
import { addLoadDevelopment } from '@/features/loads/loads-api';
import { emptyLoadForm, storedLoadFigures, type LoadFields, type LoadFormInput } from '@/features/loads/schema';
import { useUnitSettings } from '@/features/units/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function NewLoadRoute() {
  const user = useSignedInUser();
  // Duplicate: /load/new?from={id} opens the form filled from that load (the next rung of a ladder).
  const [searchParams] = useSearchParams();
  const fromLoadId = searchParams.get('from') ?? undefined;
  const source = useLoad(fromLoadId);
  const settings = useUnitSettings();

  if (!fromLoadId) return <NewLoad defaultValues={emptyLoadForm} />;
  if (source.status === 'success' && source.data !== null && source.data.userId === user.uid) {
    // The weights show in the account's units; kept unchanged, the duplicate stores exactly the source's.
    return (
      <NewLoad
        key={source.data.id}
        defaultValues={duplicateLoadForm(source.data, settings)}
        stored={storedLoadFigures(source.data)}
      />
    );
  }
  if (source.status === 'unavailable') {
    return (
      <NewLoad
        defaultValues={emptyLoadForm}
        notice="The load development to duplicate is not on this device yet; start from an empty form, or duplicate it when you are back online."
      />
    );
  }
  if (source.status === 'success' || source.status === 'error') {
    return (
      <NewLoad
        defaultValues={emptyLoadForm}
        notice="The load development to duplicate was not found; start from an empty form."
      />
    );
  }
  return <PageLoading label="Loading the load development to duplicate…" />;
}

function NewLoad({
  defaultValues,
  stored,
  notice,
}: {
  defaultValues: LoadFormInput;
  stored?: ReturnType<typeof storedLoadFigures>;
  notice?: string;
}) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { submit, error } = useSubmit(async (fields: LoadFields) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await addLoadDevelopment(db, user.uid, fields);
    navigate(paths.loads.href());
  }, 'Failed to create load development. Please try again.');

  return (
    <>
      <PageHeader title="New Load Development" />
      {notice && (
        <div className="mb-6">
          <FormError message={notice} />
        </div>
      )}
      <LoadForm defaultValues={defaultValues} stored={stored} onSubmit={submit} submitError={error} />
    </>
  );
}
