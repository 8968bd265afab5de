import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@lib/platform';
import { advisorSlot } from '@lib/bag/cart/advisor-hours';
import { SHARE, shareCall } from './share';
import { SendLink, Ticket } from './ShareForms';

/** The link part: make the read-only link, then copy it. */
function LinkPart() {
  const { t } = useTranslation();
  const id = useId();
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    const outcome = await shareCall<{ Url: string }>(SHARE.url);
    setBusy(false);
    if (outcome.ok) setLink(outcome.result.Url);
    else if (outcome.message) showToast({ kind: 'error', message: outcome.message });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ kind: 'success', message: t('cart:share.copied') });
    } catch {
      document.getElementById(`${id}-link`)?.focus();
    }
  };
  if (!link)
    return (
      <button type="button" className="btn btn-secondary" aria-busy={busy || undefined} onClick={() => void make()}>
        {t('cart:share.makeLink')}
      </button>
    );
  return (
    <div className="field">
      <label htmlFor={`${id}-link`}>{t('cart:share.link')}</label>
      <div className="cart-coupon-row">
        <input id={`${id}-link`} className="input" readOnly value={link} onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          {t('cart:share.copy')}
        </button>
      </div>
    </div>
  );
}

/** Share with a digital stylist: a native modal <dialog>; focus goes in on open and back on close. */
export function ShareDialog() {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [atWork, setAtWork] = useState(true);
  useEffect(() => {
    if (open) {
      setAtWork(!advisorSlot(new Date()).isQueued);
      dialog.current?.showModal();
    }
  }, [open]);
  const closed = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" className="btn btn-text cart-share-open" onClick={() => setOpen(true)}>
        {t('cart:share.open')}
      </button>
      <dialog ref={dialog} className="modal cart-share" aria-labelledby={`${id}-title`} onClose={closed}>
        {open && (
          <>
            <div className="dialog-header">
              <h2 className="dialog-title" id={`${id}-title`}>
                {t('cart:share.title')}
              </h2>
              <button type="button" className="btn btn-icon" aria-label={t('common:close')} onClick={() => dialog.current?.close()}>
                <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <div className="dialog-body cart-share-body">
              <p className="cart-muted">
                {t('cart:share.hours')} {atWork ? '' : t('cart:share.closedNow')}
              </p>
              <section aria-labelledby={`${id}-link`}>
                <h3 className="eyebrow" id={`${id}-link`}>
                  {t('cart:share.linkTitle')}
                </h3>
                <LinkPart />
              </section>
              <section aria-labelledby={`${id}-send`}>
                <h3 className="eyebrow" id={`${id}-send`}>
                  {t('cart:share.sendTitle')}
                </h3>
                <SendLink />
              </section>
              <section aria-labelledby={`${id}-ticket`}>
                <h3 className="eyebrow" id={`${id}-ticket`}>
                  {t('cart:share.ticketTitle')}
                </h3>
                <Ticket />
              </section>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
