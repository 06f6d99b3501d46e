import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

type ConfirmDialogProps = {
  open: boolean;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to choose before confirming (a select), shown between the question and the buttons. */
  children?: ReactNode;
};

/** A modal question; Cancel, the safe choice, has the focus when it opens. */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  return (
    <ModalDialog open={open} labelledBy={messageId} initialFocus={cancelButton} onCancel={onCancel}>
      <p id={messageId} className="text-lg font-medium">
        {message}
      </p>
      {children && <div className="mt-4">{children}</div>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelButton} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </ModalDialog>
  );
}
