import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import type { UnitPreferences } from '@/domain/units';
import { db } from '@/lib/firebase';
import { unitSystemOf } from '../unit-choices';
import { saveUnitPreferences } from '../units-api';
import { useUnitPreferences } from '../use-unit-preferences';
import { UNITS_NOT_SAVED } from './units-form';

type UnitsNoticeViewProps = {
  /** The browser language's default, shown until the account keeps it or chooses its own. */
  preferences: UnitPreferences;
  /** Stores `preferences`; resolves once it is on this device. */
  onKeep: () => Promise<void>;
};

/** Says which units the figures are in and asks to keep them; gone once kept. */
export function UnitsNoticeView({ preferences, onKeep }: UnitsNoticeViewProps) {
  const [state, setState] = useState<'asking' | 'keeping' | 'kept' | 'failed'>('asking');
  if (state === 'kept') return null;

  const keep = async () => {
    setState('keeping');
    try {
      await onKeep();
      setState('kept');
    } catch (cause) {
      console.error(UNITS_NOT_SAVED, cause);
      setState('failed');
    }
  };

  return (
    <section aria-label="Units" className="space-y-3 rounded-md bg-stone-50 p-3 text-sm ring-1 ring-stone-300">
      <p className="text-stone-800">
        Figures are shown in {unitSystemOf(preferences) ?? 'your chosen'} units, from your browser&apos;s language.
      </p>
      <FormError message={state === 'failed' ? UNITS_NOT_SAVED : null} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void keep()} disabled={state === 'keeping'} aria-busy={state === 'keeping'}>
          Keep
        </Button>
        <LinkButton to={paths.account.href()} variant="secondary">
          Choose units
        </LinkButton>
      </div>
    </section>
  );
}

/**
 * Asked once, on the dashboard: while the account has no stored units, which ones its figures are
 * shown in (the browser language's). Keep stores them, so the question is not asked again.
 */
export function UnitsNotice({ userId }: { userId: string }) {
  const units = useUnitPreferences(userId);
  if (!units.known || units.stored) return null;
  return (
    <UnitsNoticeView
      preferences={units.preferences}
      onKeep={() => saveUnitPreferences(db, userId, units.preferences)}
    />
  );
}
