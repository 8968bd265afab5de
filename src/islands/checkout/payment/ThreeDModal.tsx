import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreeDMessage } from '@lib/checkout/steps/schema';
import { Modal } from '../../platform/forms/Modal';

interface Props {
  /** The bank's 3-D Secure page; null while closed. */
  url: string | null;
  /** Approved: the confirmation page to go to. */
  onApproved: (redirectUrl: string) => void;
  /** Failed, or closed by the shopper (message null): the order is finalised as failed. */
  onFailed: (message: string | null) => void;
}

const isThreeDMessage = (data: unknown): data is ThreeDMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'checkout:3d';

/**
 * The bank's verification page in a frame on a modal dialog (docs/behaviour/payments.md#cards-and-3-d-secure). Its end arrives as
 * a `checkout:3d` message from the store's own return page; any other origin is ignored.
 */
export function ThreeDModal({ url, onApproved, onFailed }: Props) {
  const { t } = useTranslation();
  // Set once the bank answered, so the dialog's closing is not taken for the shopper giving up.
  const settled = useRef(false);
  useEffect(() => {
    if (!url) return;
    settled.current = false;
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isThreeDMessage(event.data) || settled.current) return;
      settled.current = true;
      if (event.data.status === 'approved' && event.data.RedirectUrl) onApproved(event.data.RedirectUrl);
      else onFailed(event.data.Message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, onApproved, onFailed]);
  const closed = () => {
    if (settled.current) return;
    settled.current = true;
    onFailed(null);
  };
  return (
    <Modal open={url !== null} title={t('pay:threeD.title')} onClose={closed} className="pay-three-d">
      <p className="pay-three-d-note">{t('pay:threeD.note')}</p>
      {url && <iframe className="pay-three-d-frame" src={url} title={t('pay:threeD.frame')} />}
    </Modal>
  );
}
