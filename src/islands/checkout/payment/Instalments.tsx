import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lib/platform';
import type { InstallmentOptionsReply } from '@lib/checkout/payments/card/schema';
import { instalmentNote } from './instalment-note';

interface Props {
  info: InstallmentOptionsReply | null;
  loading: boolean;
  /** The chosen count (1 = one payment). */
  count: number;
  /** The total to pay: the single payment's amount. */
  total: number;
  extraText: string | null;
  onChange: (count: number) => void;
  /** The radios' name: the card tab's InstallmentCount unless another tab says. */
  name?: string;
}

/** Why only one payment is offered, in the shopper's words. */
function reasonKey(info: InstallmentOptionsReply): string | null {
  if (info.Options.some((o) => o.Count > 1)) return null;
  return info.NoInstallmentReason ? `pay:instalments.${info.NoInstallmentReason}` : null;
}

/** The bank of a card (typed, or saved in the wallet) and its instalment counts, as radio cards with monthly and total amounts. */
export function Instalments({ info, loading, count, total, extraText, onChange, name = 'InstallmentCount' }: Props) {
  const { t } = useTranslation();
  if (!info)
    return loading ? (
      <p className="pay-instalments-loading" aria-live="polite">
        {t('pay:instalments.loading')}
      </p>
    ) : null;
  const options = info.Options.length > 0 ? info.Options : [{ Count: 1, MonthlyAmount: total, TotalAmount: total }];
  const reason = reasonKey(info);
  // What the chosen plan costs, in figures: the table's totals grow with a surcharge, and the line says so.
  const note = instalmentNote(options, count);
  return (
    <fieldset className="pay-instalments" aria-busy={loading || undefined}>
      <legend className="pay-instalments-legend">
        {info.BankLogoUrl && <img src={info.BankLogoUrl} alt="" width={88} height={24} className="pay-bank-logo" />}
        <span>{t('pay:instalments.title', { bank: info.BankName })}</span>
      </legend>
      <div className="pay-instalments-list">
        {options.map((option) => (
          <label key={option.Count} className="radio-card pay-instalment">
            <input type="radio" name={name} value={option.Count} checked={count === option.Count} onChange={() => onChange(option.Count)} />
            <span className="radio-card-title">
              {option.Count === 1 ? t('pay:instalments.single') : t('pay:instalments.count', { count: option.Count })}
            </span>
            <span className="pay-instalment-amounts">
              {option.Count > 1 && (
                <span className="pay-instalment-monthly">
                  {t('pay:instalments.monthly', { amount: formatPrice(option.MonthlyAmount) })}
                </span>
              )}
              <span className="pay-instalment-total">{formatPrice(option.TotalAmount)}</span>
            </span>
          </label>
        ))}
      </div>
      {note && (
        <p className="pay-note" aria-live="polite">
          {t(`pay:instalments.note.${note.key}`, {
            instalments: 'instalments' in note ? note.instalments : undefined,
            total: formatPrice(note.total),
            order: 'order' in note ? formatPrice(note.order) : undefined,
            surcharge: 'surcharge' in note ? formatPrice(note.surcharge) : undefined,
          })}
        </p>
      )}
      {reason && <p className="pay-note">{t(reason)}</p>}
      {extraText && <p className="pay-note">{extraText}</p>}
    </fieldset>
  );
}
