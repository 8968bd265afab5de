import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lib/money/format';

/** The bag's amounts as the page was drawn (kuruş): lines, each discount, shipping. */
export interface PayTotals {
  LinesTotal: number;
  Discounts: { Name: string; Amount: number }[];
  CouponCode: string | null;
  CouponDiscountAmount: number;
  TotalDiscountAmount: number;
  ShippingFee: number;
}

interface Props {
  totals: PayTotals;
  payable: number;
  /** The card campaign's discount for the typed card. */
  cardDiscount: number;
  count: number;
  lastDigits: string | null;
}

function Row({ label, value, kind }: { label: string; value: string; kind?: 'discount' | 'total' }) {
  return (
    <div className={kind ? `pay-summary-row is-${kind}` : 'pay-summary-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order summary of the payment step: shipping, each discount, instalments, the card and the total. */
export function PaySummary({ totals, payable, cardDiscount, count, lastDigits }: Props) {
  const { t } = useTranslation();
  const minus = (amount: number) => `−${formatPrice(amount)}`;
  return (
    <aside className="pay-summary" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="pay-summary-title">
        {t('pay:summary.title')}
      </h2>
      <dl className="pay-summary-rows">
        <Row label={t('pay:summary.lines')} value={formatPrice(totals.LinesTotal)} />
        {totals.Discounts.map((d) => (
          <Row key={d.Name} label={d.Name} value={minus(d.Amount)} kind="discount" />
        ))}
        {totals.CouponDiscountAmount > 0 && (
          <Row
            label={t('pay:summary.coupon', { code: totals.CouponCode ?? '' })}
            value={minus(totals.CouponDiscountAmount)}
            kind="discount"
          />
        )}
        {cardDiscount > 0 && <Row label={t('pay:summary.cardCampaign')} value={minus(cardDiscount)} kind="discount" />}
        {totals.TotalDiscountAmount + cardDiscount > 0 && (
          <Row label={t('pay:summary.totalDiscount')} value={minus(totals.TotalDiscountAmount + cardDiscount)} kind="discount" />
        )}
        <Row label={t('pay:summary.shipping')} value={totals.ShippingFee > 0 ? formatPrice(totals.ShippingFee) : t('pay:summary.free')} />
        <Row
          label={t('pay:summary.instalments')}
          value={count > 1 ? t('pay:summary.instalmentCount', { count }) : t('pay:summary.single')}
        />
        {lastDigits && <Row label={t('pay:summary.card')} value={t('pay:summary.cardEnding', { digits: lastDigits })} />}
        <Row label={t('pay:summary.total')} value={formatPrice(payable)} kind="total" />
      </dl>
    </aside>
  );
}
