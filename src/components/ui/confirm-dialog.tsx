import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

type ConfirmDialogProps = {
  open: boolean;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to choose before confirming (a select), shown between the question and the buttons. */
  children?: ReactNode;
};

/**
 * A modal question (native <dialog>: the page behind is inert, Escape cancels). Focus goes to
 * Cancel when it opens, the safe choice, and back to whatever opened it when it closes.
 */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      cancelButton.current?.focus();
    }
    if (!open && element.open) element.close();
    if (!open) {
      // Back to the button that opened the dialog, if it is still on the page (a confirm may navigate away).
      const previous = opener.current;
      opener.current = null;
      if (previous instanceof HTMLElement && previous.isConnected && previous !== document.activeElement)
        previous.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        // Escape: React state closes it, so the focus return above runs the same way as for Cancel.
        event.preventDefault();
        onCancel();
      }}
      aria-labelledby={messageId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-black/40"
    >
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
    </dialog>
  );
}
