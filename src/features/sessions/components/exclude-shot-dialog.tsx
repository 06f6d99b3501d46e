import { SelectField } from '@/components/form/select-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EXCLUSION_REASON_LABELS, EXCLUSION_REASONS, type ExclusionReason } from '../schema';

type ExcludeShotDialogProps = {
  /** The shot's number in the order fired; the dialog is closed when null. */
  shotNumber: number | null;
  reason: ExclusionReason;
  onReasonChange: (reason: ExclusionReason) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const reasonOptions = EXCLUSION_REASONS.map((reason) => ({ value: reason, label: EXCLUSION_REASON_LABELS[reason] }));
const isReason = (value: string): value is ExclusionReason => (EXCLUSION_REASONS as readonly string[]).includes(value);

/** Asks why a shot is left out of the statistics (flier, cold bore, chronograph error, other). */
export function ExcludeShotDialog({ shotNumber, reason, onReasonChange, onConfirm, onCancel }: ExcludeShotDialogProps) {
  return (
    <ConfirmDialog
      open={shotNumber !== null}
      message={`Exclude shot ${shotNumber ?? ''} from the statistics? It stays in the table, struck through.`}
      confirmLabel="Exclude Shot"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <SelectField
        label="Reason"
        options={reasonOptions}
        value={reason}
        onChange={(event) => {
          if (isReason(event.target.value)) onReasonChange(event.target.value);
        }}
      />
    </ConfirmDialog>
  );
}
