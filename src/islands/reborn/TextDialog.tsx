import { useEffect, useId, useRef } from 'react';

interface Props {
  open: boolean;
  title: string;
  text: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A document over the page on a native modal <dialog> (an agreement): its heading names it, the
 * close button (its only control) takes the focus as the dialog opens, Escape closes, and the focus goes back where it came from.
 */
export function TextDialog({ open, title, text, closeLabel, onClose }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="dialog-header">
        <h2 className="dialog-title" id={`${id}-title`}>
          {title}
        </h2>
      </div>
      <div className="dialog-body reborn-agreement-text">{text}</div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
