import { useTranslation } from 'react-i18next';
import { formatPrice, type Lang, tidyTypedNumber } from '@lib/platform';
import { askedPrice, payoutOf, settingFor, shareText, uniqueByDisplayName } from '@lib/programmes/reborn/rules';
import { Field } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import type { RebornSetup } from '@lib/programmes/reborn/form';
import { BusyButton } from '../../platform/forms/BusyButton';
import { RadioChoice } from './RadioChoice';

interface Props {
  form: Form;
  settings: RebornSetup['settings'];
  lang: Lang;
  busy: boolean;
  /** The form came back after a reload or from a saved draft: the IBAN, never kept, is asked again. */
  again: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: the asked price and how to be paid (each way once), with an IBAN and its holder for a transfer. */
export function PriceStep({ form, settings, lang, busy, again, onBack, onNext }: Props) {
  const { t } = useTranslation();
  // The estimate reads the price exactly as the form sends it and the server reads it ("40.000" is forty thousand).
  const price = askedPrice(String(form.values.productPrice ?? ''));
  const chosen = String(form.values.paymentType ?? '');
  const setting = chosen && price !== undefined ? settingFor(settings, chosen as 'gift_card', price) : undefined;
  const payments = uniqueByDisplayName(settings).map((s) => ({
    value: s.PaymentType,
    label: (
      <>
        {s.displayName} <span className="reborn-muted">({t('reborn:form.ratio', { share: shareText(s.Ratio, lang) })})</span>
      </>
    ),
  }));
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      {/* An example under the field, not in it: a grey "40.000" inside read as a price already filled in. */}
      <Field form={form} name="productPrice" inputMode="decimal" hint={t('reborn:form.priceHint')} tidy={tidyTypedNumber} />
      <RadioChoice form={form} name="paymentType" legend={t('reborn:form.payment')} choices={payments} />
      {setting && price !== undefined && (
        <p role="status">{t('reborn:form.youReceive', { amount: formatPrice(payoutOf(price, setting.Ratio)) })}</p>
      )}
      {chosen === 'money_transfer' && (
        <>
          <Field
            form={form}
            name="ibanNumber"
            autoComplete="off"
            placeholder="TR00 0000 0000 0000 0000 0000 00"
            hint={again && !form.values.ibanNumber ? t('reborn:form.ibanAgain') : undefined}
          />
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
