import { useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { paths } from '@/config/paths';
import { computeSessionStats, parseBulletWeight } from '@/domain/statistics';
import type { DisplayUnits } from '@/domain/unit-format';
import { SessionBore } from '@/features/figures/components/session-bore';
import { SessionBatch } from '@/features/inventory/components/session-batch';
import { SessionLog } from '@/features/sessions/components/session-log';
import { useSession } from '@/features/sessions/hooks';
import { type ShootingSession } from '@/features/sessions/schema';
import { ammunitionBulletGrains } from '@/features/sessions/session-start-schema';
import { useUnits } from '@/features/units/hooks';
import { downloadFile, exportFileName } from '@/utils/download';

export function SessionRoute() {
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const session = useSession(sessionId);
  const units = useUnits();
  return (
    <OwnedRecord
      state={session}
      title="Session"
      loadingLabel="Loading session…"
      failedMessage="Failed to load the session. Please try again."
      notFoundMessage="Session not found."
    >
      {(data, userId) => (
        <SessionLog
          session={data}
          onEnded={() => navigate(paths.dashboard.href())}
          onRemoved={() => navigate(paths.sessions.href())}
          onExport={() => void exportSessionCsv(data, units)}
          underDetails={
            <>
              {data.batchId && data.selectedAmmunition.type === 'handload' && (
                <SessionBatch
                  userId={userId}
                  batchId={data.batchId}
                  loadId={data.selectedAmmunition.loadDevelopmentId}
                  roundsFired={data.shots.length}
                />
              )}
              <SessionBore userId={userId} firearmId={data.selectedFirearm.id} date={data.date} />
            </>
          }
        />
      )}
    </OwnedRecord>
  );
}

/** Downloads the session as CSV in the account's units; its rows are every shot, so its figures are too. */
async function exportSessionCsv(session: ShootingSession, units: DisplayUnits) {
  // The CSV writer (Papa Parse) loads only when a file is asked for.
  const { sessionCsv } = await import('@/features/export/export-files');
  const every = computeSessionStats(
    session.shots,
    parseBulletWeight(ammunitionBulletGrains(session.selectedAmmunition)),
  );
  downloadFile(
    exportFileName(session.sessionName, session.date, 'csv'),
    sessionCsv(session, every, units),
    'text/csv;charset=utf-8',
  );
}
