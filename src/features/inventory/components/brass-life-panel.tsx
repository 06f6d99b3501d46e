import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { figureCell, FiguresTable } from '@/components/ui/figures-table';
import { StatusBadge } from '@/components/ui/status-badge';
import {
  brassDue,
  casesOnBench,
  firingRows,
  type BrassDue,
  type BrassLife,
  type BrassLimits,
} from '@/domain/brass-life';
import type { DisplayUnits } from '@/domain/unit-format';
import { useUnits } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { formatDateString } from '@/utils/format';
import { lifeOf, recordBrassEvent, setBrassLimits, splitBrassLot } from '../brass-life-api';
import type { BrassEventValues, BrassLimitsFields, BrassSplitValues } from '../brass-life-schema';
import type { ComponentLot } from '../schema';
import { BrassEventForm, BrassLimitsForm, BrassSplitForm, type SplitGroup } from './brass-life-forms';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** "50 cases", "1 case", in the locale. */
export function casesText(count: number, units: DisplayUnits): string {
  return `${units.number(count, 0)} ${plural(count, 'case', 'cases')}`;
}

/** What is due on a lot, in sentences: to anneal, to retire, to retire once their rounds are fired. */
export function dueSentences(due: BrassDue, limits: BrassLimits, units: DisplayUnits): string[] {
  const sentences: string[] = [];
  if (due.anneal > 0 && limits.annealEvery !== null) {
    sentences.push(
      `${casesText(due.anneal, units)} due for annealing (every ${units.number(limits.annealEvery, 0)} ${plural(limits.annealEvery, 'firing', 'firings')})`,
    );
  }
  if (due.retire > 0 && limits.retireAfter !== null) {
    sentences.push(
      `${casesText(due.retire, units)} at the retirement limit (${units.number(limits.retireAfter, 0)} ${plural(limits.retireAfter, 'firing', 'firings')}): retire them`,
    );
  }
  if (due.retireOnceFired > 0) {
    sentences.push(`${casesText(due.retireOnceFired, units)} in loaded rounds reach the limit once fired`);
  }
  return sentences;
}

/** The badges of a brass lot's row: Anneal and Retire with their counts, when due. */
export function BrassDueBadges({ due }: { due: BrassDue }) {
  return (
    <>
      {due.anneal > 0 && <StatusBadge label={`Anneal ${due.anneal}`} tone="yellow" />}
      {due.retire > 0 && <StatusBadge label={`Retire ${due.retire}`} tone="orange" />}
    </>
  );
}

type Open = 'limits' | 'event' | 'split' | null;

/** The histories on the bench a split may take, most fired first. */
function splitGroups(life: BrassLife, units: DisplayUnits): SplitGroup[] {
  return life.bench.map((group) => ({
    value: `${group.firings}:${group.sinceAnneal}`,
    cases: group.cases,
    label: `${casesText(group.cases, units)} fired ${units.number(group.firings, 0)} ${plural(group.firings, 'time', 'times')} (${units.number(group.sinceAnneal, 0)} since annealed)`,
  }));
}

/**
 * A brass lot's life: its cases by firings (worked out from its batches and their sessions), what
 * is due, its anneals and trims, and the forms to set its limits and record an anneal or a trim.
 */
export function BrassLifePanel({
  lot,
  lotName,
  componentName,
  userId,
  life,
}: {
  lot: ComponentLot;
  lotName: string;
  componentName: string;
  userId: string;
  /** Null while the batches and their sessions load. */
  life: BrassLife | null;
}) {
  const units = useUnits();
  const [open, setOpen] = useState<Open>(null);
  const stored = lifeOf(lot);
  const limits = useSubmit(async (values: BrassLimitsFields) => {
    // Stored on this device in milliseconds; it syncs when it can.
    await setBrassLimits(db, lot, componentName, values);
    setOpen(null);
  }, 'Failed to save the brass life. Please try again.');
  const event = useSubmit(async (values: BrassEventValues) => {
    await recordBrassEvent(db, lot, componentName, values);
    setOpen(null);
  }, 'Failed to record it. Please try again.');
  const split = useSubmit(async (values: BrassSplitValues) => {
    const [firings = 0, sinceAnneal = 0] = values.group.split(':').map(Number);
    const component = { id: lot.componentId, name: componentName };
    await splitBrassLot(db, userId, component, lot, { ...values, firings, sinceAnneal });
    setOpen(null);
  }, 'Failed to split the lot. Please try again.');

  const rows = life ? firingRows(life, stored) : [];
  const due = life ? dueSentences(brassDue(life, stored), stored, units) : [];
  const events = [...stored.events].sort((a, b) => b.date.localeCompare(a.date) || b.at.getTime() - a.at.getTime());

  return (
    <section
      aria-label={`Life of ${lotName}`}
      className="mt-4 space-y-3 border-t border-stone-200 pt-4"
      data-brass-life
    >
      <h4 className="font-semibold">Life of {lotName}</h4>
      {stored.origin && (
        <p className="text-sm text-stone-700">
          Split off another lot: {casesText(stored.origin.cases, units)} fired {units.number(stored.origin.firings, 0)}{' '}
          {plural(stored.origin.firings, 'time', 'times')}.
        </p>
      )}
      <p className="text-sm text-stone-700">
        Bought{' '}
        {stored.firedBefore === 0
          ? 'new'
          : `fired ${units.number(stored.firedBefore, 0)} ${plural(stored.firedBefore, 'time', 'times')}`}
        ; anneal{' '}
        {stored.annealEvery === null
          ? 'not set'
          : `every ${units.number(stored.annealEvery, 0)} ${plural(stored.annealEvery, 'firing', 'firings')}`}
        ; retire{' '}
        {stored.retireAfter === null
          ? 'not set'
          : `after ${units.number(stored.retireAfter, 0)} ${plural(stored.retireAfter, 'firing', 'firings')}`}
        .
      </p>
      {!life ? (
        <p className="text-sm text-stone-700">Working out the firings…</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-700">No cases in this lot.</p>
      ) : (
        <FiguresTable caption={`Firings of ${lotName}`} head={['Firings', 'Cases', 'In loaded rounds', 'Due']}>
          {rows.map((row) => (
            <tr key={row.firings} data-firings={row.firings}>
              <td className={figureCell}>{units.number(row.firings, 0)}</td>
              <td className={figureCell} data-cases>
                {units.number(row.cases, 0)}
              </td>
              <td className={figureCell}>{units.number(row.loaded, 0)}</td>
              <td className="px-3 py-2" data-due>
                {[
                  row.anneal > 0 ? `${units.number(row.anneal, 0)} to anneal` : '',
                  row.retire > 0 ? `${units.number(row.retire, 0)} to retire` : '',
                ]
                  .filter(Boolean)
                  .join(', ') || '–'}
              </td>
            </tr>
          ))}
        </FiguresTable>
      )}
      {due.length > 0 && (
        <ul className="list-disc pl-5 text-sm font-medium text-amber-900" aria-label={`Due on ${lotName}`}>
          {due.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('limits')} aria-label={`Set the brass life of ${lotName}`}>
          Set Limits
        </Button>
        <Button
          variant="secondary"
          onClick={() => setOpen('event')}
          aria-label={`Record an anneal or trim of ${lotName}`}
        >
          Anneal or Trim
        </Button>
        {life && life.bench.length > 0 && (
          <Button variant="secondary" onClick={() => setOpen('split')} aria-label={`Split cases off ${lotName}`}>
            Split
          </Button>
        )}
      </div>
      {open === 'split' && life && (
        <BrassSplitForm
          lotName={lotName}
          groups={splitGroups(life, units)}
          onSubmit={split.submit}
          onCancel={() => setOpen(null)}
          submitError={split.error}
          submitLabel="Split Off"
        />
      )}
      {open === 'limits' && (
        <BrassLimitsForm
          lotName={lotName}
          limits={stored}
          onSubmit={limits.submit}
          onCancel={() => setOpen(null)}
          submitError={limits.error}
          submitLabel="Save Limits"
        />
      )}
      {open === 'event' && (
        <BrassEventForm
          lotName={lotName}
          cases={life ? casesOnBench(life) : 0}
          onSubmit={event.submit}
          onCancel={() => setOpen(null)}
          submitError={event.error}
          submitLabel="Record"
        />
      )}
      {events.length > 0 && (
        <FiguresTable
          caption={`Anneals and trims of ${lotName}`}
          head={['Date', 'Done', 'Cases', 'Trim length', 'Note']}
        >
          {events.map((recorded) => (
            <tr key={recorded.id} data-brass-event={recorded.kind}>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateString(recorded.date)}</td>
              <td className="px-3 py-2">{recorded.kind === 'anneal' ? 'Annealed' : 'Trimmed'}</td>
              <td className={figureCell}>{units.number(recorded.cases, 0)}</td>
              <td className={figureCell}>{units.length(recorded.trimLength, '–', 3)}</td>
              <td className="px-3 py-2">{recorded.note}</td>
            </tr>
          ))}
        </FiguresTable>
      )}
    </section>
  );
}
