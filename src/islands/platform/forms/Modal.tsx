import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFocus } from '../../../components/platform/ui/first-focus';
import { useDialog } from './use-dialog';

interface Props {
  open: boolean;
  title: string;
  /** Called whenever it closes (close button, Escape); the opener gets the focus back. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
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
