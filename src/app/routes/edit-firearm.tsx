import { useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { useFirearmBarrels } from '@/features/barrels/hooks';
import { FirearmForm } from '@/features/firearms/components/firearm-form';
import { updateFirearm } from '@/features/firearms/firearms-api';
import { useFirearm } from '@/features/firearms/hooks';
import { firearmToForm, storedFirearmFigures, type FirearmFields } from '@/features/firearms/schema';
import { useUnitSettings } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function EditFirearmRoute() {
  const { firearmId } = useParams();
  const navigate = useNavigate();
  const firearm = useFirearm(firearmId);
  // A firearm with barrels recorded keeps its barrel's figures on the barrel (edited on its page).
  const barrels = useFirearmBarrels(firearm.data?.userId, firearmId);
  const settings = useUnitSettings();
  const { submit, error } = useSubmit(async (fields: FirearmFields) => {
    if (!firearmId) return;
    // Stored on this device in milliseconds; it syncs when it can.
    await updateFirearm(db, firearmId, fields);
    navigate(paths.firearms.href());
  }, 'Failed to update firearm. Please try again.');

  return (
    <OwnedRecord
      state={firearm}
      title="Edit Firearm"
      loadingLabel="Loading firearm…"
      failedMessage="Failed to load firearm data"
      notFoundMessage="Firearm not found"
      notYoursMessage="You do not have permission to edit this firearm"
    >
      {(data) =>
        barrels.status === 'idle' || barrels.status === 'loading' ? (
          <p role="status">Loading firearm…</p>
        ) : (
          <>
            <PageHeader title="Edit Firearm" />
            <FirearmForm
              key={data.id}
              defaultValues={firearmToForm(data, settings)}
              stored={storedFirearmFigures(data)}
              onSubmit={submit}
              barrelsRecorded={(barrels.data?.length ?? 0) > 0}
              submitError={error}
              submitLabel="Save Changes"
              busyLabel="Saving…"
            />
          </>
        )
      }
    </OwnedRecord>
  );
}
