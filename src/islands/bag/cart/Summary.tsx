import { useTranslation } from 'react-i18next';
import { INSTALMENT_MINIMUM } from '@lib/bag';
import type { CartSummary } from '@lib/bag/campaigns/schema';
import { localizedPath, type Lang, formatPrice } from '@lib/platform';
import { CouponArea } from './CouponArea';

const CHECKOUT = '/checkout/address';

/** Where checkout starts: a member goes to the delivery step; a guest signs in, or goes on as a guest. */
export function checkoutLinks(lang: Lang, signedIn: boolean): { primary: string; guest?: string } {
  const address = localizedPath(CHECKOUT, lang);
  if (signedIn) return { primary: address };
  return {
    primary: `${localizedPath('/customer/login', lang)}?returnUrl=${encodeURIComponent(address)}`,
    guest: `${address}?isGuestCheckout=True`,
  };
}

interface Props {
  summary: CartSummary;
  lang: Lang;
  signedIn: boolean;
  /** Names of the lines sold without instalments (cosmetics, technology …). */
  noInstalment: string[];
}

function Row({ label, value, kind }: { label: string; value: string; kind?: 'discount' | 'total' }) {
  return (
    <div className={kind ? `cart-summary-row is-${kind}` : 'cart-summary-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The instalment line: offered from 100 TL, never for a no-instalment item. */
function Instalments({ summary, noInstalment }: Pick<Props, 'summary' | 'noInstalment'>) {
  const { t } = useTranslation();
  const { Installment } = summary;
  let text: string;
  if (Installment.Available)
    text = t('cart:summary.instalments', { count: Installment.MaxCount, amount: formatPrice(Installment.MonthlyAmount) });
  else if (Installment.Reason === 'category') text = t('cart:summary.noInstalmentsFor', { names: noInstalment.join(', ') });
  else text = t('cart:summary.instalmentsFrom', { amount: formatPrice(INSTALMENT_MINIMUM) });
  return <p className="cart-summary-note">{text}</p>;
}

/** The summary panel: totals, discounts, shipping, what to pay, instalments, the coupon and the way to checkout. */
export function Summary({ summary, lang, signedIn, noInstalment }: Props) {
  const { t } = useTranslation();
  const minus = (amount: number) => `−${formatPrice(amount)}`;
  const links = checkoutLinks(lang, signedIn);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 className="cart-summary-title" id="cart-summary-title">
        {t('cart:summary.title')}
      </h2>
      <dl className="cart-summary-rows">
        <Row label={t('cart:summary.lines')} value={formatPrice(summary.LinesTotal)} />
        {summary.CampaignDiscounts.map((discount) => (
          <Row key={discount.CampaignId} label={discount.Name} value={minus(discount.Amount)} kind="discount" />
        ))}
        {summary.CouponDiscountAmount > 0 && (
          <Row
            label={t('cart:summary.coupon', { code: summary.CouponCode ?? '' })}
            value={minus(summary.CouponDiscountAmount)}
            kind="discount"
          />
        )}
        {summary.TotalDiscountAmount > 0 && (
          <Row label={t('cart:summary.totalDiscount')} value={minus(summary.TotalDiscountAmount)} kind="discount" />
        )}
        <Row
          label={t('cart:summary.shipping')}
          value={summary.ShippingFee > 0 ? formatPrice(summary.ShippingFee) : t('cart:summary.freeShipping')}
        />
        <Row label={t('cart:summary.total')} value={formatPrice(summary.TotalAmountToBePaid)} kind="total" />
      </dl>
      {summary.RemainingForFreeShipping > 0 && (
        <p className="cart-summary-note">{t('cart:summary.moreForFree', { amount: formatPrice(summary.RemainingForFreeShipping) })}</p>
      )}
      <Instalments summary={summary} noInstalment={noInstalment} />
      {summary.CustomerInformationNote && <p className="cart-summary-note is-info">{summary.CustomerInformationNote}</p>}
      {summary.NoMatchWarningNote && <p className="cart-summary-note is-warning">{summary.NoMatchWarningNote}</p>}
      <CouponArea summary={summary} signedIn={signedIn} />
      <a className="btn btn-primary btn-block cart-checkout" href={links.primary}>
        {t('cart:summary.checkout')}
      </a>
      {links.guest && (
        <a className="btn btn-text btn-block" href={links.guest}>
          {t('cart:summary.guestCheckout')}
        </a>
      )}
    </section>
  );
}
