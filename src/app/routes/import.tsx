import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ZodError } from 'zod';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { isRecordUnavailable, RecordUnavailable } from '@/components/ui/record-unavailable';
import { paths } from '@/config/paths';
import { FileDrop } from '@/features/chronograph/components/file-drop';
import { ImportSessionFormFields, type ImportSessionForm } from '@/features/chronograph/components/import-session-form';
import { StringPreview } from '@/features/chronograph/components/string-preview';
import { findSessionWithString, invalidShotProblem, shotLimitProblem } from '@/features/chronograph/to-shots';
import { useChronographFile, type ReadFile } from '@/features/chronograph/use-chronograph-file';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoad } from '@/features/loads/hooks';
import { useSession, useSessions } from '@/features/sessions/hooks';
import { firearmSnapshot, handloadSnapshot, SESSION_LIMITS } from '@/features/sessions/schema';
import { appendImportedShots, importCompletedSession } from '@/features/sessions/sessions-api';
import { useAuthState } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { todayDateString } from '@/utils/dates';

const SAVE_FAILED = 'The shots could not be imported. Please try again.';
const SHOT_REFUSED = 'A shot of this file cannot be stored. Nothing was imported.';
const CHECKING = 'Checking your sessions…';
const SESSIONS_FAILED =
  'Your sessions could not be loaded, so this file cannot be checked against them. Nothing was imported; please try again.';

/** Whether a read file can be saved: nothing to check yet, still checking, refused (and why), or ready. */
type ImportCheck =
  { status: 'none' } | { status: 'checking' } | { status: 'refused'; message: string } | { status: 'ready' };

/**
 * Checks a read file before anything is written: it has shots, every shot can be stored, they fit
 * the session, and the same string is not already in one of the user's sessions. That last check
 * waits for the sessions to load, so a duplicate cannot slip in while they are on their way.
 */
function useImportCheck(file: ReadFile, existingShots: number): ImportCheck {
  const { user } = useAuthState();
  const sessions = useSessions(user?.uid);
  return useMemo((): ImportCheck => {
    if (file.status !== 'read') return { status: 'none' };
    const refused = (message: string) => ({ status: 'refused', message }) as const;
    if (file.shots.length === 0) return refused('This file has no shots in it.');
    const invalid = invalidShotProblem(file.shots);
    if (invalid) return refused(invalid);
    const limit = shotLimitProblem(existingShots, file.shots.length, SESSION_LIMITS.maxShots);
    if (limit) return refused(limit);
    if (sessions.status === 'error') return refused(SESSIONS_FAILED);
    if (sessions.status !== 'success') return { status: 'checking' };
    const holder = findSessionWithString(file.shots, sessions.data);
    return holder
      ? refused(`This string is already in the session “${holder.sessionName}”. Nothing was imported.`)
      : { status: 'ready' };
  }, [file, existingShots, sessions.status, sessions.data]);
}

/** What the user is told when saving fails: a refused shot (nothing was written) or a failure to retry. */
function saveFailure(error: unknown): string {
  return error instanceof ZodError ? SHOT_REFUSED : SAVE_FAILED;
}

function FileStep({ file, onFile, check }: { file: ReadFile; onFile: (file: File) => void; check: ImportCheck }) {
  return (
    <>
      <FileDrop onFile={onFile} fileName={file.status === 'none' ? null : file.fileName} />
      {file.status === 'error' && <FormError message={file.message} />}
      {check.status === 'refused' && <FormError message={check.message} />}
      {check.status === 'checking' && (
        <p role="status" className="text-stone-700">
          {CHECKING}
        </p>
      )}
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
  const check = useImportCheck(file, existing);

  if (isRecordUnavailable(session)) return <RecordUnavailable state={session} />;
  if (session.status === 'error') return <FormError message="Failed to load the session. Please try again." />;
  if (session.status !== 'success') return <PageLoading label="Loading session…" />;
  if (session.data === null || !sessionId) return <FormError message="Session not found." />;
  const target = session.data;
  if (target.userId !== user?.uid) return <FormError message="Session not found." />;

  async function handleImport() {
    if (file.status !== 'read' || check.status !== 'ready') return;
    setSaving(true);
    setSaveError(null);
    try {
      await appendImportedShots(db, target, file.shots);
      navigate(paths.session.href(target.id));
    } catch (error) {
      console.error('Importing the shots failed', error);
      setSaveError(saveFailure(error));
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
          <FileStep file={file} onFile={(chosen) => void read(chosen)} check={check} />
          {saveError && <FormError message={saveError} />}
          {file.status === 'read' && (
            <Button
              onClick={() => void handleImport()}
              disabled={saving || check.status !== 'ready'}
              className="w-full sm:w-auto"
            >
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
  const check = useImportCheck(file, 0);

  if (isRecordUnavailable(load)) return <RecordUnavailable state={load} />;
  if (load.status === 'error') return <FormError message="Failed to load the load development. Please try again." />;
  if (load.status !== 'success') return <PageLoading label="Loading load development…" />;
  if (load.data === null || !loadId || load.data.userId !== user?.uid)
    return <FormError message="Load development not found." />;
  const recipe = load.data;
  const firearmChoices = (firearms.data ?? []).map((firearm) => ({
    value: firearm.id,
    label: `${firearm.name} (${firearm.caliber})`,
  }));

  async function handleImport(values: ImportSessionForm) {
    if (file.status !== 'read' || check.status !== 'ready' || !user) return;
    setSaveError(null);
    try {
      const firearm = firearms.data?.find((item) => item.id === values.firearmId);
      if (!firearm) throw new Error('The chosen firearm no longer exists');
      const sessionId = await importCompletedSession(db, {
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
      });
      navigate(paths.session.href(sessionId));
    } catch (error) {
      console.error('Importing the session failed', error);
      setSaveError(saveFailure(error));
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
      <FileStep file={file} onFile={(chosen) => void read(chosen)} check={check} />
      {saveError && <FormError message={saveError} />}
      {file.status === 'read' && (
        <ImportSessionFormFields
          key={file.fileName}
          defaultValues={{
            sessionName: (file.string.title ?? `${recipe.name} (imported)`).slice(0, SESSION_LIMITS.short),
            // The day the file was shot; today only when the file does not say.
            date: file.string.date ?? todayDateString(),
            firearmId: firearmChoices.length === 1 ? (firearmChoices[0]?.value ?? '') : '',
          }}
          firearms={firearmChoices}
          shotCount={file.shots.length}
          disabled={check.status !== 'ready'}
          onSubmit={handleImport}
        />
      )}
    </div>
  );
}
