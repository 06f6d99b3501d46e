import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '@/components/form/select-field';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { loadVelocities } from '@/features/loads/analysis';
import { LoadComparison } from '@/features/loads/components/load-comparison';
import { useLoads } from '@/features/loads/hooks';
import { useRecipeSessions } from '@/features/sessions/hooks';
import { useSignedInUser } from '@/lib/auth/auth-store';

/** Two loads side by side (/compare?a=…&b=…): the choices live in the address, so a comparison can be linked. */
export function CompareRoute() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const chosen = { a: params.get('a') ?? '', b: params.get('b') ?? '' };
  const loads = useLoads(user.uid);
  const twoLoads = Boolean(chosen.a && chosen.b && chosen.a !== chosen.b);
  // Only the two loads' sessions (one indexed query), not every session of the user.
  const sessions = useRecipeSessions(user.uid, twoLoads ? [chosen.a, chosen.b] : []);
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
  const options = [
    { value: '', label: 'Choose a load' },
    ...(loads.data ?? []).map((load) => ({ value: load.id, label: `${load.name} (${load.cartridge})` })),
  ];
  const strings = useMemo(() => {
    if (sessions.status !== 'success' || !chosen.a || !chosen.b) return null;
    const nameOf = (id: string) => loads.data?.find((load) => load.id === id)?.name ?? 'A deleted load';
    return {
      a: { name: nameOf(chosen.a), velocities: loadVelocities(sessions.data, chosen.a) },
      b: { name: nameOf(chosen.b), velocities: loadVelocities(sessions.data, chosen.b) },
    };
  }, [sessions, chosen.a, chosen.b, loads.data]);

  return (
    <>
      <PageHeader title="Compare Loads" />
      <p className="mb-4 text-stone-700">
        Two loads side by side, over every counted shot of their sessions: the averages with Welch&apos;s t-test, the
        SDs with the F-test. A difference is called only when the test shows it (p below 0.05).
      </p>
      <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="First load"
          value={chosen.a}
          onChange={(event) => choose('a', event.target.value)}
          options={options}
        />
        <SelectField
          label="Second load"
          value={chosen.b}
          onChange={(event) => choose('b', event.target.value)}
          options={options}
        />
      </div>
      {(loads.status === 'error' || sessions.status === 'error') && (
        <FormError message="The loads could not be compared. Please try again." />
      )}
      {!(chosen.a && chosen.b) && <p className="text-stone-700">Choose two loads to compare.</p>}
      {chosen.a && chosen.a === chosen.b && <p className="text-stone-700">Choose two different loads.</p>}
      {twoLoads && !strings && sessions.status !== 'error' && (
        <p className="text-stone-700">Loading the two loads&apos; sessions…</p>
      )}
      {twoLoads && strings && <LoadComparison a={strings.a} b={strings.b} />}
    </>
  );
}
