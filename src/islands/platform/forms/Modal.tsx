import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from './use-dialog';

interface Props {
  open: boolean;
  title: string;
  /** Called whenever it closes (close button, Escape); the opener gets the focus back. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** A field the shopper can type in or choose with (not hidden, not disabled). */
const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
/** Anything else the keyboard reaches. */
const FOCUSABLE = `${FIELD}, button:not(:disabled), a[href], iframe, [tabindex]:not([tabindex="-1"])`;

/**
 * Where the focus goes as a modal opens: its body's first field (a radio group's checked choice),
 * else the body's first control, else the dialog itself, so its title is read. Never the ✕ first:
 * showModal() alone would focus it, and the shopper would start on the way out.
 */
function firstFocus(dialog: HTMLDialogElement): HTMLElement {
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
  return checked ?? field ?? inBody(FOCUSABLE) ?? dialog;
}

/**
 * A native modal <dialog> with a title and a close button: showModal() traps the focus inside and
 * makes the page behind inert; the focus starts in its body (firstFocus) and, on close, goes back
 * to what opened it.
 */
export function Modal({ open, title, onClose, className, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { ref: dialog, closed } = useDialog(open, onClose, firstFocus);
  return (
    <dialog ref={dialog} className={`modal ${className ?? ''}`} aria-labelledby={`${id}-title`} tabIndex={-1} onClose={closed}>
      {open && (
        <>
          <div className="dialog-header">
            <h2 className="dialog-title" id={`${id}-title`}>
              {title}
            </h2>
            <button type="button" className="btn btn-icon" aria-label={t('common:close')} onClick={() => dialog.current?.close()}>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
