import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

type ModalDialogProps = {
  open: boolean;
  /** The id of the element that names the dialog (its title or question). */
  labelledBy: string;
  /** What gets the focus when it opens: the safe choice. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape, or the safe choice: the caller closes it by setting `open` to false. */
  onCancel: () => void;
  children: ReactNode;
};

/**
 * The app's one modal shell (native <dialog>: the page behind is inert, Escape cancels). Focus
 * goes to `initialFocus` when it opens and back to whatever opened it when it closes.
 */
export function ModalDialog({ open, labelledBy, initialFocus, onCancel, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      initialFocus.current?.focus();
    }
    if (!open && element.open) element.close();
    if (!open) {
      // Back to the button that opened the dialog, if it is still on the page (a choice may navigate away).
      const previous = opener.current;
      opener.current = null;
      if (previous instanceof HTMLElement && previous.isConnected && previous !== document.activeElement)
        previous.focus();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        // Escape: React state closes it, so the focus return above runs the same way as for the safe choice.
        event.preventDefault();
        onCancel();
      }}
      aria-labelledby={labelledBy}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-black/40"
    >
      {children}
    </dialog>
  );
}
