import { useTranslation } from 'react-i18next';
import type { CartSummary, Cart, CartLine } from '@lib/bag';
import { formatPrice } from '@lib/platform';
import { Picture } from '../bag/cart/Picture';
import { BusyButton } from '../platform/forms/BusyButton';
import { sizeLabel } from '@lib/catalogue';

/** A row the page adds under the totals (the instalment count, the card's last digits …). */
export interface SummaryRow {
  label: string;
  value: string;
  kind?: 'discount' | 'total';
}

/** The step's main action: drawn in the summary on desktop and in a bar fixed to the bottom on phones. */
export interface SummaryAction {
  label: string;
  /**
   * What the action pays, written after the label ("Kalanı öde · 11.540,00 TL") and never broken
   * from its TL. The phone's bar shows the amount beside the button, so there the button says only
   * its label and the amount stays in its name for screen readers (the button fits one line).
   */
  amount?: string;
  onClick?: () => void;
  /** A form the button submits instead of onClick (type="submit" form=…). */
  form?: string;
  disabled?: boolean;
  busy?: boolean;
}

interface Props {
  cart: Cart;
  summary: CartSummary;
  /** Rows after the shipping fee and before the total. */
  rows?: readonly SummaryRow[];
  /** The total to show when the step knows a newer one (a card campaign at payment). */
  total?: number;
  /** Rows after the total: the instruments' parts and what is left to pay. */
  after?: readonly SummaryRow[];
  /** What the action pays when it is not the total (the rest after a gift card): the phone bar shows it. */
  due?: { label: string; amount: number };
  action?: SummaryAction;
}

function Row({ label, value, kind }: SummaryRow) {
  return (
    <div className={kind ? `checkout-summary-row is-${kind}` : 'checkout-summary-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Line({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const colour = t(`catalog:colour.${line.Colour}`, { defaultValue: line.Colour });
  return (
    <li className="checkout-summary-line">
      <div className="checkout-summary-picture">
        <Picture shape={line.Shape} colour={line.Colour} alt="" sizes="4rem" />
        {line.Quantity > 1 && <span className="checkout-summary-qty">{line.Quantity}</span>}
      </div>
      <div className="checkout-summary-detail">
        <p className="checkout-summary-brand" lang="en">
          {line.Brand}
        </p>
        <p className="checkout-summary-name">{line.DisplayName}</p>
        <p className="checkout-summary-meta">
          {t('checkout:summary.lineMeta', { size: sizeLabel(line.Size, t('catalog:size.std')), colour, count: line.Quantity })}
          {line.IsGift && <span className="badge">{t('checkout:summary.gift')}</span>}
        </p>
      </div>
      <p className="checkout-summary-price">
        {line.ListPrice > line.SalePrice && <s>{formatPrice(line.ListPrice * line.Quantity)}</s>}
        <span>{formatPrice(line.LineTotal)}</span>
      </p>
    </li>
  );
}

/** The step's action: busy or not yet possible, it keeps the focus and sends no form (BusyButton). */
function ActionButton({ action, className }: { action: SummaryAction; className: string }) {
  return (
    <BusyButton
      type={action.form ? 'submit' : 'button'}
      form={action.form}
      className={`btn btn-primary ${className}`}
      onClick={() => action.onClick?.()}
      disabled={action.disabled}
      busy={action.busy}
    >
      <span className="checkout-action-label">
        {action.label}
        {action.amount && (
          <>
            {' '}
            <span className="checkout-action-amount">· {action.amount}</span>
          </>
        )}
      </span>
    </BusyButton>
  );
}

/**
 * The order summary both checkout steps show: every line, the totals with each discount and the
 * shipping fee, rows the step adds, and the step's action (a bar fixed to the bottom on phones).
 * A plain component: the step's island draws it with its own state.
 */
export function Summary({ cart, summary, rows = [], total, after = [], due, action }: Props) {
  const { t } = useTranslation();
  const minus = (amount: number) => `−${formatPrice(amount)}`;
  const lines = cart.GroupedProducts.flatMap((group) => group.Products);
  const payable = total ?? summary.TotalAmountToBePaid;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 className="checkout-summary-title" id="checkout-summary-title">
        {t('checkout:summary.title')}
      </h2>
      <p className="checkout-summary-count">{t('checkout:summary.count', { count: cart.TotalCount })}</p>
      <ul className="checkout-summary-lines">
        {lines.map((line) => (
          <Line key={line.VariantId} line={line} />
        ))}
      </ul>
      <dl className="checkout-summary-rows">
        <Row label={t('checkout:summary.lines')} value={formatPrice(summary.LinesTotal)} />
        {summary.CampaignDiscounts.map((discount) => (
          <Row key={discount.CampaignId} label={discount.Name} value={minus(discount.Amount)} kind="discount" />
        ))}
        {summary.CouponDiscountAmount > 0 && (
          <Row
            label={t('checkout:summary.coupon', { code: summary.CouponCode ?? '' })}
            value={minus(summary.CouponDiscountAmount)}
            kind="discount"
          />
        )}
        <Row
          label={t('checkout:summary.shipping')}
          value={summary.ShippingFee > 0 ? formatPrice(summary.ShippingFee) : t('checkout:summary.freeShipping')}
        />
        {rows.map((row) => (
          <Row key={row.label} {...row} />
        ))}
        <Row label={t('checkout:summary.total')} value={formatPrice(payable)} kind="total" />
        {after.map((row) => (
          <Row key={row.label} {...row} />
        ))}
      </dl>
      {summary.TotalDiscountAmount > 0 && (
        <p className="checkout-summary-saving">{t('checkout:summary.saving', { amount: formatPrice(summary.TotalDiscountAmount) })}</p>
      )}
      {action && <ActionButton action={action} className="btn-block checkout-summary-action" />}
      {action && (
        <div className="checkout-paybar">
          <p className="checkout-paybar-total">
            <span>{due?.label ?? t('checkout:summary.total')}</span>
            <strong>{formatPrice(due?.amount ?? payable)}</strong>
          </p>
          <ActionButton action={action} className="checkout-paybar-action" />
        </div>
      )}
    </aside>
  );
}
