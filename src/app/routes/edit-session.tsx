import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { SessionDetailsForm } from '@/features/sessions/components/session-details-form';
import { useSession } from '@/features/sessions/hooks';
import { sessionToDetailsForm, type SessionDetails, type ShootingSession } from '@/features/sessions/schema';
import { sessionFigureTexts, storedSessionFigures } from '@/features/sessions/session-unit-fields';
import { updateSessionDetails } from '@/features/sessions/session-writes-api';
import { useUnits } from '@/features/units/hooks';
import { UnitsProvider } from '@/features/units/units-context';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';

export function EditSessionRoute() {
  const { sessionId } = useParams();
  const session = useSession(sessionId);
  return (
    <OwnedRecord
      state={session}
      title="Edit Session"
      loadingLabel="Loading session…"
      failedMessage="Failed to load the session. Please try again."
      notFoundMessage="Session not found."
    >
      {(data) => <EditSession session={data} />}
    </OwnedRecord>
  );
}

function EditSession({ session }: { session: ShootingSession }) {
  const navigate = useNavigate();
  // The form opens with the session as it was; a live change meanwhile does not overwrite what is typed.
  const { settings } = useUnits();
  // The units it opened in stay the form's: a preference arriving later must not read "48" °F as °C.
  const [{ defaultValues, stored, openedIn }] = useState(() => ({
    defaultValues: { ...sessionToDetailsForm(session), ...sessionFigureTexts(session, settings) },
    stored: storedSessionFigures(session),
    openedIn: settings,
  }));

  const { submit, error } = useSubmit(async (details: SessionDetails) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await updateSessionDetails(db, session, details);
    navigate(paths.session.href(session.id));
  }, 'Failed to update session. Please try again.');

  return (
    <>
      <PageHeader title="Edit Session" />
      <p className="mb-6 text-sm text-stone-700">
        Correct the name, date, place, weather and notes of{' '}
        <Link to={paths.session.href(session.id)} className="font-semibold text-amber-800 underline">
          {session.sessionName}
        </Link>
        . Its ammunition, firearm and shots stay as they are.
      </p>
      <UnitsProvider settings={openedIn}>
        <SessionDetailsForm defaultValues={defaultValues} stored={stored} onSubmit={submit} submitError={error} />
      </UnitsProvider>
    </>
  );
}
