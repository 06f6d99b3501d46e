import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { PageLoading } from '@/components/ui/page-loading';
import { isRecordUnavailable, RecordUnavailable } from '@/components/ui/record-unavailable';
import { PASTE_HASH, paths } from '@/config/paths';
import { FileStep } from '@/features/chronograph/components/file-step';
import { ImportSessionForm, type ImportSessionFormValues } from '@/features/chronograph/components/import-session-form';
import {
  SeveralStringsForm,
  type SeveralStringsFormValues,
  type StringToPlace,
} from '@/features/chronograph/components/several-strings-form';
import { guessLoadFromTitle } from '@/features/chronograph/several-strings';
import {
  findSessionWithString,
  invalidShot,
  invalidShotProblem,
  toShotsToImport,
} from '@/features/chronograph/to-shots';
import { useChronographFile } from '@/features/chronograph/use-chronograph-file';
import { importFailureMessage, useImportCheck } from '@/features/chronograph/use-import-check';
import { recipeFamily } from '@/features/figures/load-analysis';
import { stepNamedInTitle } from '@/features/figures/test-analysis';
import { useFirearms } from '@/features/firearms/hooks';
import { useLoad, useLoads } from '@/features/loads/hooks';
import type { LoadDevelopment } from '@/features/loads/schema';
import { useSession, useStringHolderCandidates } from '@/features/sessions/hooks';
import { SESSION_LIMITS, type ShootingSession } from '@/features/sessions/schema';
import { importedSessionStart } from '@/features/sessions/session-start-schema';
import { importCompletedSession } from '@/features/sessions/session-writes-api';
import { appendImportedShots } from '@/features/sessions/shot-writes-api';
import { useUnits } from '@/features/units/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { todayDateString } from '@/utils/dates';

/** /session/{id}/import: a file's shots appended to an active session. */
export function SessionImportRoute() {
  const { sessionId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const session = useSession(sessionId);
  const { file, read, readPasted, choose, map, remap } = useChronographFile(user.uid);
  const [saving, setSaving] = useState(false);
  const existing = session.data?.shots.length ?? 0;
  const check = useImportCheck(user.uid, file, existing);
  const save = useSubmit(async (target: ShootingSession) => {
    if (file.status !== 'read' || check.status !== 'ready') return;
    setSaving(true);
    try {
      await appendImportedShots(db, target, file.shots);
      navigate(paths.session.href(target.id));
    } finally {
      setSaving(false);
    }
  }, importFailureMessage);

  if (isRecordUnavailable(session)) return <RecordUnavailable state={session} />;
  if (session.status === 'error') return <FormError message="Failed to load the session. Please try again." />;
  if (session.status !== 'success') return <PageLoading label="Loading session…" />;
  if (session.data === null || !sessionId) return <FormError message="Session not found." />;
  const target = session.data;
  if (target.userId !== user.uid) return <FormError message="Session not found." />;

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
          <FileStep
            file={file}
            onFiles={(chosen) => void read(chosen)}
            onPasted={readPasted}
            onMap={map}
            onRemap={remap}
            pasteFirst={location.hash === PASTE_HASH}
            onChoose={choose}
            chooserVerb="import"
            check={check}
          />
          {save.error && <FormError message={save.error} />}
          {file.status === 'read' && (
            <Button
              onClick={() => void save.submit(target)}
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

/** /load/{id}/import: a file becomes a completed session of this load (or, with several strings, one per string) with a chosen firearm. */
export function LoadImportRoute() {
  const { loadId } = useParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const load = useLoad(loadId);
  const loads = useLoads(user.uid);
  const firearms = useFirearms(user.uid);
  const { file, read, readPasted, choose, map, remap } = useChronographFile(user.uid);
  const check = useImportCheck(user.uid, file, 0);
  const units = useUnits();
  // The sessions that could already hold one of the file's strings (same shot count and day).
  const stringKeys = useMemo(
    () =>
      file.status === 'read' && file.series.length > 1
        ? file.series.map((string) => ({ shots: toShotsToImport(string).length, date: string.date }))
        : [],
    [file],
  );
  const sessions = useStringHolderCandidates(user.uid, stringKeys);
  const [progress, setProgress] = useState<string | null>(null);
  const save = useSubmit(async (recipe: LoadDevelopment, values: ImportSessionFormValues) => {
    if (file.status !== 'read' || check.status !== 'ready') return;
    const firearm = firearms.data?.find((item) => item.id === values.firearmId);
    if (!firearm) throw new Error('The chosen firearm no longer exists');
    const start = importedSessionStart({
      recipe,
      firearm,
      ...values,
      fileName: file.sources[file.index] ?? file.fileName,
    });
    const sessionId = await importCompletedSession(db, { userId: user.uid, start, shots: file.shots });
    navigate(paths.session.href(sessionId));
  }, importFailureMessage);

  // Several strings: each to its load development, one completed session each, one after another.
  const strings = useMemo(
    () =>
      file.status === 'read' && file.series.length > 1 && sessions.status === 'success'
        ? file.series.reduce<StringToPlace[]>((placed, string, index) => {
            const shots = toShotsToImport(string);
            // Already in a session, or the same string as one earlier in the batch (a CSV and a FIT of one string).
            const stored = findSessionWithString(shots, sessions.data);
            const twin = placed.find((other) =>
              findSessionWithString(shots, [{ id: '', sessionName: '', shots: other.shots }]),
            );
            // A shot that cannot be stored leaves out its string only, saying which shot and why.
            const invalid = invalidShot(shots, units);
            const leftOut = stored
              ? `Already in the session “${stored.sessionName}”: left out.`
              : twin
                ? `The same string as “${twin.string.title ?? 'an earlier string'}” above: left out.`
                : invalid
                  ? `Shot ${invalid.number} cannot be stored (${invalid.why}): left out.`
                  : null;
            return [...placed, { string, shots, source: file.sources[index] ?? file.fileName, leftOut }];
          }, [])
        : null,
    [file, sessions.status, sessions.data, units],
  );
  const saveSeveral = useSubmit(async (recipe: LoadDevelopment, values: SeveralStringsFormValues) => {
    if (file.status !== 'read' || !strings) return;
    const firearm = firearms.data?.find((item) => item.id === values.firearmId);
    if (!firearm) throw new Error('The chosen firearm no longer exists');
    const chosen = values.strings.flatMap((plan, index) => {
      const target = loads.data?.find((item) => item.id === plan.loadId);
      const string = strings[index];
      return target && string && string.leftOut === null
        ? [{ plan, target, shots: string.shots, source: string.source }]
        : [];
    });
    // Every shot checked before anything is written: a file is imported whole or not at all.
    for (const { shots } of chosen) {
      const problem = invalidShotProblem(shots, units);
      if (problem) throw new Error(problem);
    }
    try {
      for (const [done, { plan, target, shots, source }] of chosen.entries()) {
        setProgress(`Importing ${done + 1} of ${chosen.length}…`);
        const start = importedSessionStart({ recipe: target, firearm, ...plan, fileName: source });
        await importCompletedSession(db, { userId: user.uid, start, shots });
      }
    } finally {
      setProgress(null);
    }
    navigate(paths.load.href(recipe.id));
  }, importFailureMessage);

  if (isRecordUnavailable(load)) return <RecordUnavailable state={load} />;
  if (load.status === 'error') return <FormError message="Failed to load the load development. Please try again." />;
  if (load.status !== 'success') return <PageLoading label="Loading load development…" />;
  if (load.data === null || !loadId || load.data.userId !== user.uid)
    return <FormError message="Load development not found." />;
  const recipe = load.data;
  const firearmChoices = (firearms.data ?? []).map((firearm) => ({
    value: firearm.id,
    label: `${firearm.name} (${firearm.caliber})`,
  }));
  const onlyFirearm = firearmChoices.length === 1 ? (firearmChoices[0]?.value ?? '') : '';
  // The recipe's loads first (a ladder's rungs), this one leading; then the user's others.
  const family = recipeFamily(loads.data ?? [], recipe);
  const loadChoices = [
    ...family,
    ...(loads.data ?? []).filter((item) => !family.some((member) => member.id === item.id)),
  ].map((item) => ({
    value: item.id,
    label: `${item.name} (${units.powder(item.powder.weight, 'no charge')})`,
  }));
  const several = file.status === 'read' && file.series.length > 1;

  return (
    <div className="space-y-4">
      <PageHeader title="Import chronograph file" />
      <p>
        {several ? 'Completed sessions of ' : 'A completed session of '}
        <Link className="font-semibold text-amber-800 underline" to={paths.load.href(recipe.id)}>
          {recipe.name}
        </Link>
        {several ? ' and its ladder from the file’s strings.' : ' from the file.'}
      </p>
      <FileStep
        file={file}
        onFiles={(chosen) => void read(chosen)}
        onPasted={readPasted}
        onMap={map}
        onRemap={remap}
        onChoose={choose}
        chooserVerb={several ? 'preview' : 'import'}
        check={several ? null : check}
      />
      {save.error && <FormError message={save.error} />}
      {saveSeveral.error && <FormError message={saveSeveral.error} />}
      {file.status === 'read' && !several && (
        <ImportSessionForm
          key={`${file.fileName}#${file.index}`}
          defaultValues={{
            sessionName: (file.string.title ?? `${recipe.name} (imported)`).slice(0, SESSION_LIMITS.short),
            // The day the file was shot; today only when the file does not say.
            date: file.string.date ?? todayDateString(),
            firearmId: onlyFirearm,
          }}
          firearms={firearmChoices}
          shotCount={file.shots.length}
          disabled={check.status !== 'ready'}
          onSubmit={(values) => save.submit(recipe, values)}
        />
      )}
      {several && sessions.status === 'error' && (
        <FormError message="Your sessions could not be loaded, so this file cannot be checked against them. Nothing was imported; please try again." />
      )}
      {several && !strings && sessions.status !== 'error' && (
        <p role="status" className="text-stone-700">
          Checking your sessions…
        </p>
      )}
      {several && strings && loads.status === 'success' && (
        <SeveralStringsForm
          key={file.sources.join('|')}
          strings={strings}
          defaultValues={{
            firearmId: onlyFirearm,
            strings: strings.map(({ string, leftOut }) => ({
              loadId:
                leftOut === null
                  ? // A test's step by the value its title names, else a ladder's rung by its charge.
                    (stepNamedInTitle(string.title, family) ?? guessLoadFromTitle(string.title, family) ?? recipe).id
                  : '',
              sessionName: (string.title ?? `${recipe.name} (imported)`).slice(0, SESSION_LIMITS.short),
              date: string.date ?? todayDateString(),
            })),
          }}
          loads={loadChoices}
          firearms={firearmChoices}
          progress={progress}
          onSubmit={(values) => saveSeveral.submit(recipe, values)}
        />
      )}
    </div>
  );
}
