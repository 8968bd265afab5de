/** Wires every [data-dialog-open] button under root to its <dialog>: open, close, focus return. */
export function wireDialogs(root: Document): void {
  root.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const opener = target?.closest<HTMLElement>('[data-dialog-open]');
    if (opener) {
      const dialog = root.getElementById(opener.dataset.dialogOpen ?? '');
      if (dialog instanceof HTMLDialogElement) openDialog(dialog, opener);
      return;
    }
    const closer = target?.closest('[data-dialog-close]');
    const dialog = closer?.closest('dialog') ?? (target instanceof HTMLDialogElement ? target : null);
    // A click on the dialog element itself is a click on its backdrop (the content fills it).
    if (dialog && (closer || target === dialog)) dialog.close();
  });
}

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

/** Opens a dialog modally and remembers the element to give focus back to when it closes. */
export function openDialog(dialog: HTMLDialogElement, opener: HTMLElement): void {
  openers.set(dialog, opener);
  dialog.addEventListener('close', () => openers.get(dialog)?.focus(), { once: true });
  dialog.addEventListener('keydown', trapTab);
  dialog.showModal();
}

// The page behind is inert, but Tab past the last control would leave for the browser's own
// chrome; keep it cycling inside the dialog as shoppers expect.
function trapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!(first && last)) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
