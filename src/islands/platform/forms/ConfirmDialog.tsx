import { useEffect, useId, useRef } from 'react';

interface Props {
  /** Shown while true; closing (cancel, Escape, confirm) calls onClose or onConfirm. */
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action (delete) reads as such; otherwise a primary one. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The store's own confirmation, on a native modal <dialog>: cancel takes the focus first (the safe
 * choice), Escape cancels, and the focus goes back to the button that opened it.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, danger = false, onConfirm, onClose }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  // Whatever closed it, the focus goes back where it was (if that button is still there).
  const closed = () => {
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    if (open) onClose();
  };

  return (
    <dialog ref={dialog} className="modal confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={closed}>
      <div className="dialog-body">
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <p id={`${id}-text`}>{text}</p>
      </div>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="btn btn-secondary" onClick={() => dialog.current?.close()}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'btn btn-primary btn-danger' : 'btn btn-primary'}
          onClick={() => {
            onConfirm();
            dialog.current?.close();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
