/** @jsxRuntime automatic */
import { formatPrice } from '@lib/platform/money/format';
import type { MessageData } from '../../messages';
import type { Mail } from '../mail';
import { type AmountRow, Amounts } from './Amounts';

/** One instrument's share of a payment or a refund, as the messages carry it; a refund's says when it arrives. */
export type PaymentRow = MessageData<'orderConfirmed'>['payments'][number];
type Row = PaymentRow | NonNullable<MessageData<'orderUpdate'>['refunds']>[number];

/** A card's last four digits, as the site masks a card. */
const LAST_FOUR = /^\d{4}$/;

/**
 * When a refunded row reaches the shopper, in the order page's words: stored value at once in its
 * own words, a card or PayPal within 2 to 8 working days. A payment says nothing.
 */
function arrival(row: Row, t: Mail['t']): string | undefined {
  if (!('arrives' in row) || row.arrives === undefined) return undefined;
  return row.arrives === 'now' ? t(`payment.arrives.now.${row.method}`) : t(`payment.arrives.${row.arrives}`);
}

/** The amount rows of payments or refunds, one per instrument, with their total under a rule when more than one. */
export function Payments({ rows, mail, total }: { rows: readonly Row[]; mail: Mail; total: string }) {
  const { t } = mail;
  const amounts: AmountRow[] = rows.map((row) => {
    const detail = row.detail && LAST_FOUR.test(row.detail) ? `•••• ${row.detail}` : row.detail;
    const notes = [
      detail,
      row.installments && row.installments > 1 ? t('payment.installments', { count: row.installments }) : undefined,
      arrival(row, t),
    ];
    const note = notes.filter(Boolean).join(' · ');
    return { label: t(`payment.method.${row.method}`), note: note || undefined, amount: formatPrice(row.amount) };
  });
  if (rows.length > 1) amounts.push({ label: total, amount: formatPrice(rows.reduce((sum, row) => sum + row.amount, 0)), tone: 'total' });
  return <Amounts rows={amounts} />;
}
