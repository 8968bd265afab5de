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

/** A field the shopper can type in or choose with (not hidden, not disabled). */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
/** Anything else the keyboard reaches. */
const CONTROL = `${FIELD}, button:not(:disabled), a[href], iframe, [tabindex]:not([tabindex="-1"])`;

/**
 * Where the focus goes as a dialog opens, for the store's dialogs and the islands' modal alike: the
 * element it names with `autofocus` (the safe choice of a confirmation, say), else its body's first
 * field (a radio group at its checked choice), else its first control outside the header, else the
 * dialog itself, so that its title is read. Never the ✕ first, which showModal() alone would focus:
 * the shopper would start on the way out.
 */
export function firstFocus(dialog: HTMLDialogElement): HTMLElement {
  const header = dialog.querySelector('.dialog-header');
  const shown = (selector: string) =>
    Array.from(dialog.querySelectorAll<HTMLElement>(selector)).find(
      (element) => !header?.contains(element) && element.getClientRects().length > 0,
    );
  const named = shown('[autofocus]');
  if (named) return named;
  const field = shown(FIELD);
  // As the Tab key enters a radio group: at its checked choice.
  const checked =
    field instanceof HTMLInputElement && field.type === 'radio' && field.name
      ? dialog.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(field.name)}"]:checked`)
      : null;
  return checked ?? field ?? shown(CONTROL) ?? dialog;
}

/** Opens a dialog modally at its first focus, and remembers the element to give focus back to when it closes. */
export function openDialog(dialog: HTMLDialogElement, opener: HTMLElement): void {
  openers.set(dialog, opener);
  dialog.addEventListener('close', () => openers.get(dialog)?.focus(), { once: true });
  dialog.addEventListener('keydown', trapTab);
  dialog.showModal();
  firstFocus(dialog).focus();
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
