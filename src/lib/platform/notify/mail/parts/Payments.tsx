/** @jsxRuntime automatic */
import { formatPrice } from '@lib/platform/money/format';
import type { MessageData } from '../../messages';
import type { Mail } from '../mail';
import { type AmountRow, Amounts } from './Amounts';

/** One instrument's share of a payment or a refund, as the messages carry it. */
export type PaymentRow = MessageData<'orderConfirmed'>['payments'][number];

/** A card's last four digits, as the site masks a card. */
const LAST_FOUR = /^\d{4}$/;

/** The amount rows of payments or refunds, one per instrument, with their total under a rule when more than one. */
export function Payments({ rows, mail, total }: { rows: readonly PaymentRow[]; mail: Mail; total: string }) {
  const { t } = mail;
  const amounts: AmountRow[] = rows.map((row) => {
    const detail = row.detail && LAST_FOUR.test(row.detail) ? `•••• ${row.detail}` : row.detail;
    const notes = [detail, row.installments && row.installments > 1 ? t('payment.installments', { count: row.installments }) : undefined];
    const note = notes.filter(Boolean).join(' · ');
    return { label: t(`payment.method.${row.method}`), note: note || undefined, amount: formatPrice(row.amount) };
  });
  if (rows.length > 1) amounts.push({ label: total, amount: formatPrice(rows.reduce((sum, row) => sum + row.amount, 0)), tone: 'total' });
  return <Amounts rows={amounts} />;
}
