import { useMemo } from 'react';
import { COMPONENT_KINDS, KIND_NAMES } from '@/domain/inventory';
import { useLoadBatches } from '../hooks';
import { useLotLabel } from './use-lot-label';

/**
 * The lots a load was loaded from, kind by kind, as its batches name them (first loaded first): the
 * recipe's "which lots". Reads what the batches table reads.
 */
export function LoadLots({ userId, loadId }: { userId: string; loadId: string }) {
  const batches = useLoadBatches(userId, loadId);
  const label = useLotLabel(userId);
  const byKind = useMemo(() => {
    if (!batches.data || !label) return null;
    const ordered = [...batches.data].sort((a, b) => a.date.localeCompare(b.date));
    return COMPONENT_KINDS.flatMap((kind) => {
      const ids = [...new Set(ordered.flatMap((batch) => batch.lots[kind] ?? []))];
      return ids.length === 0 ? [] : [{ kind, names: ids.map(label) }];
    });
  }, [batches.data, label]);
  if (byKind === null) return null;
  return (
    <div className="mt-3">
      <h3 className="mb-1 text-sm text-stone-600">Loaded from</h3>
      {byKind.length === 0 ? (
        <p className="text-sm text-stone-700">No batch loaded yet: Load Rounds names the lots.</p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {byKind.map(({ kind, names }) => (
            <div key={kind}>
              <dt className="text-stone-600">{KIND_NAMES[kind]}</dt>
              <dd data-recipe-lots={kind}>{names.join('; ')}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
