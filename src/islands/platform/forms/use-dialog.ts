import { type RefObject, useEffect, useRef } from 'react';

/**
 * A native modal <dialog> that follows `open`: showModal() (which traps the focus and makes the page
 * behind inert), then the focus on what `focusOnOpen` picks; close() when `open` turns false.
 * Whatever closes it (its ✕, Escape, `open`), the focus goes back to what opened it, if still
 * there, and `onClose` is called. Pass the returned `closed` as the dialog's onClose.
 */
export function useDialog(
  open: boolean,
  onClose: () => void,
  focusOnOpen: (dialog: HTMLDialogElement) => HTMLElement | null,
): { ref: RefObject<HTMLDialogElement | null>; closed: () => void } {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      focusOnOpen(element)?.focus();
    } else if (!open && element.open) element.close();
  }, [open, focusOnOpen]);
  const closed = () => {
    // A close event is queued, not sent at once: the one of the last closing may arrive after a quick
    // shopper opened the dialog again (a busy page runs a fetch's answer and a click first). It is
    // not this opening's, which would otherwise close as it opens.
    if (ref.current?.open) return;
    const back = opener.current;
    opener.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    onClose();
  };
  return { ref, closed };
}
