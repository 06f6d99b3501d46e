import { figureCell, FiguresTable } from '@/components/ui/figures-table';
import { runningFigures, type ComponentKind, type MovementReason } from '@/domain/inventory';
import { useUnits } from '@/features/units/hooks';
import { formatDate, formatTimeOfDay } from '@/utils/format';
import { changeText, quantityText } from '../quantity-format';
import type { Movement } from '../schema';

const REASON_WORDS: Record<MovementReason, string> = {
  bought: 'Bought',
  loaded: 'Loaded',
  counted: 'Counted',
  spilled: 'Spilled',
  sold: 'Sold',
};

/** A lot's history: its movements, newest first, each with what the lot held just after it. */
export function LotHistory({
  kind,
  lotName,
  movements,
}: {
  kind: ComponentKind;
  lotName: string;
  movements: readonly Movement[];
}) {
  const units = useUnits();
  if (movements.length === 0) return <p className="mt-3 text-sm text-stone-700">No movements yet.</p>;
  const rows = runningFigures(movements).reverse();
  return (
    <FiguresTable caption={`History of ${lotName}`} head={['When', 'Reason', 'Change', 'On hand after', 'Note']}>
      {rows.map(({ movement, after }) => (
        <tr key={movement.id} data-movement={movement.reason}>
          <td className="px-3 py-2 whitespace-nowrap">
            {formatDate(movement.at)} {formatTimeOfDay(movement.at)}
          </td>
          <td className="px-3 py-2">{REASON_WORDS[movement.reason]}</td>
          <td className={figureCell}>{changeText(kind, movement.quantity, units)}</td>
          <td className={figureCell}>{quantityText(kind, after, units)}</td>
          <td className="px-3 py-2">{movement.note}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}
