/** A field the shopper can type in or choose with (not hidden, not disabled). */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
/** Anything else the keyboard reaches. */
const FOCUSABLE = `${FIELD}, button:not(:disabled), a[href], iframe, [tabindex]:not([tabindex="-1"])`;

/**
 * Where the focus goes as a modal opens, the islands' and the store's alike: what its markup marks
 * `autofocus`, else its body's first field (a radio group's checked choice), else the body's first
 * control, else the dialog itself, so its title is read. Never the ✕ first: showModal() alone would
 * focus it, and the shopper would start on the way out.
 */
export function firstFocus(dialog: HTMLDialogElement): HTMLElement {
  const header = dialog.querySelector('.dialog-header');
  const inBody = (selector: string) =>
    Array.from(dialog.querySelectorAll<HTMLElement>(selector)).find(
      (element) => !header?.contains(element) && element.getClientRects().length > 0,
    );
  const field = inBody(FIELD);
  // As the Tab key enters a radio group: at its checked choice.
  const checked =
    field instanceof HTMLInputElement && field.type === 'radio' && field.name
      ? dialog.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(field.name)}"]:checked`)
      : null;
  return inBody('[autofocus]') ?? checked ?? field ?? inBody(FOCUSABLE) ?? dialog;
}
