import { useTranslation } from 'react-i18next';
import { formatPrice, tidyTypedNumber } from '@lib/platform';
import { askedPrice, payoutOf, settingFor, uniqueByDisplayName } from '@lib/programmes/reborn/rules';
import { Field } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import type { RebornSetup } from '@lib/programmes/reborn/form';
import { BusyButton } from '../../platform/forms/BusyButton';

/** Step 2: the asked price and how to be paid (each way once), with an IBAN and its holder for a transfer. */
export function PriceStep({
  form,
  settings,
  busy,
  onBack,
  onNext,
}: {
  form: Form;
  settings: RebornSetup['settings'];
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  // The estimate reads the price exactly as the form sends it and the server reads it ("40.000" is forty thousand).
  const price = askedPrice(String(form.values.productPrice ?? ''));
  const chosen = String(form.values.paymentType ?? '');
  const setting = chosen && price !== undefined ? settingFor(settings, chosen as 'gift_card', price) : undefined;
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <Field form={form} name="productPrice" inputMode="decimal" placeholder={tidyTypedNumber('40000')} tidy={tidyTypedNumber} />
      <fieldset className="field">
        <legend>{t('reborn:form.payment')}</legend>
        {uniqueByDisplayName(settings).map((s) => (
          <div className="field-checkbox check" key={s.PaymentType}>
            <input
              type="radio"
              id={`pay-${s.PaymentType}`}
              name="paymentType"
              value={s.PaymentType}
              checked={chosen === s.PaymentType}
              onChange={() => form.change('paymentType', s.PaymentType)}
            />
            <label htmlFor={`pay-${s.PaymentType}`}>
              {s.displayName} <span className="reborn-muted">({t('reborn:form.ratio', { ratio: s.Ratio })})</span>
            </label>
          </div>
        ))}
        {form.error('paymentType') && (
          <p className="field-error" role="alert">
            {form.error('paymentType')}
          </p>
        )}
      </fieldset>
      {setting && price !== undefined && (
        <p role="status">{t('reborn:form.youReceive', { amount: formatPrice(payoutOf(price, setting.Ratio)) })}</p>
      )}
      {chosen === 'money_transfer' && (
        <>
          <Field form={form} name="ibanNumber" autoComplete="off" placeholder="TR00 0000 0000 0000 0000 0000 00" />
          <Field form={form} name="recipientName" autoComplete="name" />
        </>
      )}
      <div className="reborn-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('reborn:form.back')}
        </button>
        <BusyButton type="submit" className="btn btn-primary" busy={busy}>
          {t('reborn:form.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
