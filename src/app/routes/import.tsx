import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { PageLoading } from '../../components/ui/page-loading';
import { useAuthState } from '../../lib/auth/auth-store';
import { FileDrop } from '../../features/chronograph/components/file-drop';
import { ImportSessionFormFields, type ImportSessionForm } from '../../features/chronograph/components/import-session-form';
import { StringPreview } from '../../features/chronograph/components/string-preview';
import { findSessionWithString, shotLimitProblem } from '../../features/chronograph/to-shots';
import { useChronographFile, type ReadFile } from '../../features/chronograph/use-chronograph-file';
import { useFirearms } from '../../features/firearms/hooks';
import { useLoad } from '../../features/loads/hooks';
import { useSession, useSessions } from '../../features/sessions/hooks';
import { appendImportedShots, importCompletedSession } from '../../features/sessions/sessions-api';
import { firearmSnapshot, handloadSnapshot, SESSION_LIMITS, todayDateString } from '../../features/sessions/schema';

const SAVE_FAILED = 'The shots could not be imported. Please try again.';

/** Why a read file cannot be saved (already imported, too many shots); null when it can. */
function useImportProblem(file: ReadFile, existingShots: number): string | null {
  const { user } = useAuthState();
  const sessions = useSessions(user?.uid);
  return useMemo(() => {
    if (file.status !== 'read') return null;
    if (file.shots.length === 0) return 'This file has no shots in it.';
    const limit = shotLimitProblem(existingShots, file.shots.length, SESSION_LIMITS.maxShots);
    if (limit) return limit;
    const holder = findSessionWithString(file.shots, sessions.data ?? []);
    return holder ? `This string is already in the session “${holder.sessionName}”. Nothing was imported.` : null;
  }, [file, existingShots, sessions.data]);
}

function FileStep({ file, onFile, problem }: { file: ReadFile; onFile: (file: File) => void; problem: string | null }) {
  return (
    <>
      <FileDrop onFile={onFile} fileName={file.status === 'none' ? null : file.fileName} />
      {file.status === 'error' && <FormError message={file.message} />}
      {problem && <FormError message={problem} />}
      {file.status === 'read' && <StringPreview string={file.string} shots={file.shots} comparison={file.comparison} />}
    </>
  );
}

/** /session/{id}/import: a file's shots appended to an active session. */
export function SessionImportRoute() {
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const { user } = useAuthState();
  const session = useSession(sessionId);
  const { file, read } = useChronographFile();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const existing = session.data?.shots.length ?? 0;
  const problem = useImportProblem(file, existing);

  if (session.status === 'error') return <FormError message="Failed to load the session. Please try again." />;
  if (session.status !== 'success') return <PageLoading label="Loading session…" />;
  if (session.data === null || !sessionId) return <FormError message="Session not found." />;
  const target = session.data;
  if (target.userId !== user?.uid) return <FormError message="Session not found." />;

  async function handleImport() {
    if (file.status !== 'read' || problem) return;
    setSaving(true);
    setSaveError(null);
    try {
      await appendImportedShots(target, file.shots);
      navigate(paths.session.href(target.id));
    } catch (error) {
      console.error('Importing the shots failed', error);
      setSaveError(SAVE_FAILED);
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader title="Import chronograph file" />
      <p>
        Into the session{' '}
        <Link className="font-semibold text-amber-800 underline" to={paths.session.href(target.id)}>
          {target.sessionName}
        </Link>{' '}
        ({existing} shots so far).
      </p>
      {target.status !== 'active' ? (
        <FormError message="This session is completed; its shots can no longer change." />
      ) : (
        <>
          <FileStep file={file} onFile={(chosen) => void read(chosen)} problem={problem} />
          {saveError && <FormError message={saveError} />}
          {file.status === 'read' && (
            <Button onClick={() => void handleImport()} disabled={saving || problem !== null} className="w-full sm:w-auto">
              {saving ? 'Importing…' : `Import ${file.shots.length} shots`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

/** /load/{id}/import: a file becomes a completed session of this load with a chosen firearm. */
export function LoadImportRoute() {
  const { loadId } = useParams();
  const navigate = useNavigate();
  const { user } = useAuthState();
  const load = useLoad(loadId);
  const firearms = useFirearms(user?.uid);
  const { file, read } = useChronographFile();
  const [saveError, setSaveError] = useState<string | null>(null);
  const problem = useImportProblem(file, 0);

  if (load.status === 'error') return <FormError message="Failed to load the load development. Please try again." />;
  if (load.status !== 'success') return <PageLoading label="Loading load development…" />;
  if (load.data === null || !loadId || load.data.userId !== user?.uid) return <FormError message="Load development not found." />;
  const recipe = load.data;
  const firearmChoices = (firearms.data ?? []).map((firearm) => ({ value: firearm.id, label: `${firearm.name} (${firearm.caliber})` }));

  async function handleImport(values: ImportSessionForm) {
    if (file.status !== 'read' || problem || !user) return;
    setSaveError(null);
    try {
      const firearm = firearms.data?.find((item) => item.id === values.firearmId);
      if (!firearm) throw new Error('The chosen firearm no longer exists');
      const sessionId = await importCompletedSession({
        userId: user.uid,
        start: {
          sessionName: values.sessionName.trim(),
          date: values.date,
          location: '',
          weather: { temperature: null, windSpeed: null, windDirection: '', humidity: null, conditions: '' },
          ammunitionType: 'handload',
          selectedAmmunition: handloadSnapshot(recipe),
          selectedFirearm: firearmSnapshot(firearm),
          notes: `Imported from ${file.fileName}`.slice(0, SESSION_LIMITS.notes),
        },
        shots: file.shots,
        loadBestGroup: recipe.bestGroup,
      });
      navigate(paths.session.href(sessionId));
    } catch (error) {
      console.error('Importing the session failed', error);
      setSaveError(SAVE_FAILED);
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader title="Import chronograph file" />
      <p>
        A completed session of{' '}
        <Link className="font-semibold text-amber-800 underline" to={paths.load.href(recipe.id)}>
          {recipe.name}
        </Link>{' '}
        from the file.
      </p>
      <FileStep file={file} onFile={(chosen) => void read(chosen)} problem={problem} />
      {saveError && <FormError message={saveError} />}
      {file.status === 'read' && (
        <ImportSessionFormFields
          key={file.fileName}
          defaultValues={{
            sessionName: (file.string.title ?? `${recipe.name} (imported)`).slice(0, SESSION_LIMITS.short),
            date: file.string.date ?? todayDateString(),
            firearmId: firearmChoices.length === 1 ? (firearmChoices[0]?.value ?? '') : '',
          }}
          firearms={firearmChoices}
          shotCount={file.shots.length}
          disabled={problem !== null}
          onSubmit={handleImport}
        />
      )}
    </div>
  );
}
