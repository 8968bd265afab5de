import { useId } from 'react';
import { useDialog } from './use-dialog';

/** Cancel, the safe choice, takes the focus as the confirmation opens. */
const focusCancel = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLElement>('[data-cancel]');

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
  // Closed by the page (`open` turned false, say after the confirmation), it has nothing to report.
  const { ref: dialog, closed } = useDialog(open, () => open && onClose(), focusCancel);
  return (
    <dialog ref={dialog} className="modal confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={closed}>
      <div className="dialog-body">
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <p id={`${id}-text`}>{text}</p>
      </div>
      <div className="dialog-actions">
        <button data-cancel type="button" className="btn btn-secondary" onClick={() => dialog.current?.close()}>
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
