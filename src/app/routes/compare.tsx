import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '@/components/form/select-field';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { includedShots, sessionBestGroup } from '@/domain/rollups';
import { LoadComparison, type ComparedString } from '@/features/figures/components/load-comparison';
import { figuresOfSession, loadRollupOf, loadVelocities } from '@/features/figures/load-analysis';
import { useLoads } from '@/features/loads/hooks';
import { useRecipeSessions, useSession, useSessionSummaryPages } from '@/features/sessions/hooks';
import type { SessionCursor } from '@/features/sessions/pagination';
import type { ShootingSession } from '@/features/sessions/schema';
import { useSignedInUser } from '@/lib/auth/auth-store';
import { formatDateString } from '@/utils/format';

/** The two choices of a comparison, kept in the address (?a=…&b=…) so it can be linked. */
function useChosenPair() {
  const [params, setParams] = useSearchParams();
  const chosen = { a: params.get('a') ?? '', b: params.get('b') ?? '' };
  const choose = (side: 'a' | 'b', value: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value) next.set(side, value);
        else next.delete(side);
        return next;
      },
      { replace: true },
    );
  return { chosen, choose };
}

/** Two loads side by side (/compare?a=…&b=…): the choices live in the address, so a comparison can be linked. */
type Pair = ReturnType<typeof useChosenPair>;

/** The two pickers of a comparison, each offering the same records. */
function ChoosePair({
  noun,
  chosen,
  choose,
  options,
}: Pair & { noun: 'load' | 'session'; options: { value: string; label: string }[] }) {
  return (
    <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField
        label={`First ${noun}`}
        value={chosen.a}
        onChange={(event) => choose('a', event.target.value)}
        options={options}
      />
      <SelectField
        label={`Second ${noun}`}
        value={chosen.b}
        onChange={(event) => choose('b', event.target.value)}
        options={options}
      />
    </div>
  );
}

/** What is missing before two records can be compared: a second one, or a different one. */
function PairNotChosen({ noun, chosen }: Pick<Pair, 'chosen'> & { noun: 'load' | 'session' }) {
  if (!(chosen.a && chosen.b)) return <p className="text-stone-700">Choose two {noun}s to compare.</p>;
  if (chosen.a === chosen.b) return <p className="text-stone-700">Choose two different {noun}s.</p>;
  return null;
}

export function CompareRoute() {
  const user = useSignedInUser();
  const { chosen, choose } = useChosenPair();
  const loads = useLoads(user.uid);
  const twoLoads = Boolean(chosen.a && chosen.b && chosen.a !== chosen.b);
  // Only the two loads' sessions (one indexed query), not every session of the user.
  const sessions = useRecipeSessions(user.uid, twoLoads ? [chosen.a, chosen.b] : []);
  const options = [
    { value: '', label: 'Choose a load' },
    ...(loads.data ?? []).map((load) => ({ value: load.id, label: `${load.name} (${load.cartridge})` })),
  ];
  const strings = useMemo(() => {
    if (sessions.status !== 'success' || !chosen.a || !chosen.b) return null;
    const nameOf = (id: string) => loads.data?.find((load) => load.id === id)?.name ?? 'A deleted load';
    const figures = sessions.data.map(figuresOfSession);
    const side = (id: string) => ({
      name: nameOf(id),
      velocities: loadVelocities(sessions.data, id),
      group: loadRollupOf(figures, id).bestGroup,
    });
    return { a: side(chosen.a), b: side(chosen.b) };
  }, [sessions, chosen.a, chosen.b, loads.data]);

  return (
    <>
      <PageHeader title="Compare Loads" />
      <p className="mb-4 text-stone-700">
        Two loads side by side, over every counted shot of their sessions: the averages with Welch&apos;s t-test, the
        SDs with the F-test. A difference is called only when the test shows it (p below 0.05).
      </p>
      <ChoosePair noun="load" chosen={chosen} choose={choose} options={options} />
      {(loads.status === 'error' || sessions.status === 'error') && (
        <FormError message="The loads could not be compared. Please try again." />
      )}
      <PairNotChosen noun="load" chosen={chosen} />
      {twoLoads && !strings && sessions.status !== 'error' && (
        <p className="text-stone-700">Loading the two loads&apos; sessions…</p>
      )}
      {twoLoads && strings && <LoadComparison a={strings.a} b={strings.b} />}
    </>
  );
}

/** A session as one side of a comparison: its counted velocities and its best group. */
function sessionString(session: ShootingSession): ComparedString {
  return {
    name: session.sessionName,
    velocities: includedShots(session.shots, session.exclusions).flatMap((shot) =>
      shot.velocity === null ? [] : [shot.velocity],
    ),
    group: sessionBestGroup(session),
  };
}

/**
 * Two sessions side by side (/compare/sessions?a=…&b=…), chosen among the newest 25 (summaries,
 * never their shots); only the two chosen sessions are read whole.
 */
export function CompareSessionsRoute() {
  const user = useSignedInUser();
  const { chosen, choose } = useChosenPair();
  // One page: the newest sessions.
  const [newest] = useSessionSummaryPages(user.uid, NO_FILTER, NO_CURSORS);
  const a = useSession(chosen.a || undefined);
  const b = useSession(chosen.b || undefined);
  const summaries = newest?.data ?? [];
  // A chosen session older than the newest 25 (a link from its page) is offered too.
  const offered = [
    ...summaries,
    ...[a.data, b.data].filter(
      (session): session is ShootingSession => !!session && !summaries.some((item) => item.id === session.id),
    ),
  ];
  const options = [
    { value: '', label: 'Choose a session' },
    ...offered.map((session) => ({
      value: session.id,
      label: `${session.sessionName} · ${formatDateString(session.date)}`,
    })),
  ];
  const twoSessions = Boolean(chosen.a && chosen.b && chosen.a !== chosen.b);
  const ready = twoSessions && a.data && b.data;

  return (
    <>
      <PageHeader title="Compare Sessions" />
      <p className="mb-4 text-stone-700">
        Two sessions side by side, over their counted shots: the averages with Welch&apos;s t-test, the SDs with the
        F-test, and their groups. A difference is called only when the test shows it (p below 0.05).
      </p>
      <ChoosePair noun="session" chosen={chosen} choose={choose} options={options} />
      {(newest?.status === 'error' || a.status === 'error' || b.status === 'error') && (
        <FormError message="The sessions could not be compared. Please try again." />
      )}
      {(a.data === null || b.data === null) && <FormError message="A chosen session no longer exists." />}
      <PairNotChosen noun="session" chosen={chosen} />
      {twoSessions && !ready && a.data !== null && b.data !== null && (
        <p className="text-stone-700">Loading the two sessions…</p>
      )}
      {ready && <LoadComparison a={sessionString(a.data!)} b={sessionString(b.data!)} />}
    </>
  );
}

const NO_CURSORS: readonly SessionCursor[] = [];
const NO_FILTER = {};
