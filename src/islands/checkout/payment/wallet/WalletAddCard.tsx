import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// The card number's check, which addCardRules names.
import '@lib/platform/validation/card-check';
import { addCardRules } from '@lib/checkout/payments/wallet/api';
import { Field, SelectField } from '../../../platform/forms/Field';
import { useForm } from '../../../platform/forms/useForm';
import { cardDigits, expiryYears } from '../card';
import { CardNumberField } from '../CardNumberField';
import { enterRuns, WALLET_API, walletCall } from './api';
import { BusyButton } from '../../../platform/forms/BusyButton';

const EMPTY = { CardNo: '', ExpMonth: '', ExpYear: '', CardName: '', CardAliasName: '' };
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

interface Props {
  /** The card was added at once. */
  onAdded: () => void;
  /** The provider asks a code (5001) or the card's PIN (5015) first. */
  onChallenge: (challenge: { referenceNo: string; secret: 'otp' | 'pin' }) => void;
  onCancel?: () => void;
}

/** The add-card form: number, expiry, holder and the card's name in the wallet; no security code is kept. */
export function WalletAddCard({ onAdded, onChallenge, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useForm(addCardRules, EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setError(null);
    const answer = await walletCall(WALLET_API.addCard, {
      CardNo: cardDigits(String(values.CardNo)),
      ExpMonth: Number(values.ExpMonth),
      ExpYear: Number(values.ExpYear),
      CardName: values.CardName,
      CardAliasName: values.CardAliasName,
    });
    setBusy(false);
    if (!answer.Success) {
      form.serverErrors(answer);
      return setError(answer.Exception?.FieldErrors ? null : (answer.Message ?? null));
    }
    const result = answer.Result!;
    if (result.Action === 'otp' || result.Action === 'pin') onChallenge({ referenceNo: String(result.ReferenceNo), secret: result.Action });
    else onAdded();
  });

  return (
    <fieldset className="wallet-add" onKeyDown={enterRuns(submit)}>
      <legend className="wallet-title">{t(onCancel ? 'wallet:tab.addAnother' : 'wallet:tab.addTitle')}</legend>
      {!onCancel && <p className="wallet-text">{t('wallet:tab.addText')}</p>}
      <CardNumberField form={form} name="CardNo" label={t('wallet:tab.cardNo')} autoComplete="cc-number" />
      <div className="wallet-expiry">
        <SelectField
          form={form}
          name="ExpMonth"
          label={t('wallet:tab.expMonth')}
          autoComplete="cc-exp-month"
          placeholder={t('pay:card.monthPlaceholder')}
          options={MONTHS.map((m) => ({ value: m, text: String(m).padStart(2, '0') }))}
        />
        <SelectField
          form={form}
          name="ExpYear"
          label={t('wallet:tab.expYear')}
          autoComplete="cc-exp-year"
          placeholder={t('pay:card.yearPlaceholder')}
          options={expiryYears().map((y) => ({ value: y, text: String(y) }))}
        />
      </div>
      <Field form={form} name="CardName" label={t('wallet:tab.holder')} autoComplete="cc-name" />
      <Field form={form} name="CardAliasName" label={t('wallet:tab.alias')} placeholder={t('wallet:tab.aliasHint')} maxLength={40} />
      {error && (
        <p className="wallet-error" role="alert">
          {error}
        </p>
      )}
      <div className="wallet-actions">
        <BusyButton className="btn btn-primary" busy={busy} onClick={submit}>
          {t('wallet:tab.save')}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('wallet:tab.cancel')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
