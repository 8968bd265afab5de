import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { refundArrival } from '@lib/orders/refunds/arrival';
import type { RefundPreview as Preview } from '@lib/orders/refunds/schema';
import { formatPrice } from '@lib/platform';
import '../../../components/orders/records/refund-summary.css';

/**
 * The refund a cancel would make, shown before the shopper confirms it: the same ledger as the
 * confirmation's refund box (how the amount is made, then each instrument's share and when it
 * arrives), from the server's preview, which the cancel then follows to the kuruş.
 */
export function RefundPreview({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const id = useId();
  const { ItemsPrice, DiscountShare, ShippingFee } = preview.Breakdown;
  const count = preview.ItemCount;
  // Stored value in its own words, a card or PayPal with its working days: refundArrival, as the order page and the e-mail.
  const when = (instrument: string) => {
    const lands = refundArrival(instrument);
    return t(`cancel:review.when.${lands === 'now' ? instrument : lands}`);
  };
  return (
    <section className="refund-summary" aria-labelledby={id}>
      <h3 className="refund-heading" id={id}>
        {t('cancel:review.refundTitle')}
      </h3>
      {(DiscountShare > 0 || ShippingFee > 0) && (
        <dl className="refund-breakdown">
          <div>
            <dt>{t('orders:refund.itemsPrice', { count })}</dt>
            <dd className="price">{formatPrice(ItemsPrice)}</dd>
          </div>
          {DiscountShare > 0 && (
            <div>
              <dt>{t('orders:refund.discountShare', { count })}</dt>
              <dd className="price">−{formatPrice(DiscountShare)}</dd>
            </div>
          )}
          {ShippingFee > 0 && (
            <div>
              <dt>{t('orders:refund.shipping')}</dt>
              <dd className="price">{formatPrice(ShippingFee)}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="refund-total">
        <span>{t('cancel:review.refund')}</span> <strong>{formatPrice(preview.Amount)}</strong>
      </p>
      {DiscountShare > 0 && <p className="muted refund-why">{t('orders:refund.why')}</p>}
      {preview.Parts.length > 0 && (
        <ul className="refund-parts" aria-label={t('orders:refund.parts')}>
          {preview.Parts.map((part) => (
            <li key={`${part.Instrument}-${part.LastDigits ?? ''}`}>
              <span>
                {t(`orders:instrument.${part.Instrument}`)}
                {part.LastDigits && ` •••• ${part.LastDigits}`}
                <small>{when(part.Instrument)}</small>
              </span>
              <span className="price">{formatPrice(part.Amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {preview.Parts.length > 1 && <p className="muted refund-note">{t('cancel:review.where')}</p>}
    </section>
  );
}
