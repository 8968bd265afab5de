import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@lib/platform';
import { advisorSlot } from '@lib/bag/cart/advisor-hours';
import { SHARE, shareCall } from './share';
import { Modal } from '../../platform/forms/Modal';
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

/** Share with a digital stylist, in the store's modal: the focus goes in on open and back on close. */
export function ShareDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [atWork, setAtWork] = useState(true);
  const openShare = () => {
    setAtWork(!advisorSlot(new Date()).isQueued);
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="btn btn-text cart-share-open" onClick={openShare}>
        {t('cart:share.open')}
      </button>
      <Modal open={open} title={t('cart:share.title')} onClose={() => setOpen(false)} className="cart-share">
        <ShareBody atWork={atWork} />
      </Modal>
    </>
  );
}

/** The dialog's three ways to share, each a titled section. */
const WAYS = [
  { key: 'link', title: 'cart:share.linkTitle', Part: LinkPart },
  { key: 'send', title: 'cart:share.sendTitle', Part: SendLink },
  { key: 'ticket', title: 'cart:share.ticketTitle', Part: Ticket },
] as const;

/** The dialog's body: the stylists' hours, then a link, a message and a ticket. */
function ShareBody({ atWork }: { atWork: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="dialog-body cart-share-body">
      <p className="cart-muted">
        {t('cart:share.hours')} {atWork ? '' : t('cart:share.closedNow')}
      </p>
      {WAYS.map(({ key, title, Part }) => (
        <section key={key} aria-labelledby={`${id}-${key}`}>
          <h3 className="eyebrow" id={`${id}-${key}`}>
            {t(title)}
          </h3>
          <Part />
        </section>
      ))}
    </div>
  );
}
