import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import { cardDigits, codeLength, expiryYears } from './card';
import { CardNumberField } from './CardNumberField';
import { useCardImage } from './useBin';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The security code's help: a native popover, opened by its button, no script of ours. */
function CodeHelp() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="pay-help">
      <button type="button" className="pay-help-button" popoverTarget={id} aria-label={t('pay:card.codeHelpLabel')} />
      <span id={id} popover="auto" className="pay-help-text">
        {t('pay:card.codeHelp')}
      </span>
    </span>
  );
}

/** The card's fields: number in printed groups with its brand, expiry, security code, holder. */
export function CardFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const digits = cardDigits(String(form.values.CardNo ?? ''));
  const image = useCardImage(digits);
  const length = codeLength(digits);
  return (
    <div className="pay-card">
      <div className="pay-card-number">
        <CardNumberField
          form={form}
          name="CardNo"
          label={t('pay:card.number')}
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
        />
        {image && <img className="pay-card-brand" src={image} alt="" width={40} height={26} />}
      </div>
      <fieldset className="pay-card-expiry">
        <legend>{t('pay:card.expiry')}</legend>
        <SelectField
          form={form}
          name="ExpMonth"
          autoComplete="cc-exp-month"
          label={t('pay:card.month')}
          placeholder={t('pay:card.monthPlaceholder')}
          options={MONTHS.map((m) => ({ value: m, text: String(m).padStart(2, '0') }))}
        />
        <SelectField
          form={form}
          name="ExpYear"
          autoComplete="cc-exp-year"
          label={t('pay:card.year')}
          placeholder={t('pay:card.yearPlaceholder')}
          options={expiryYears().map((y) => ({ value: y, text: String(y) }))}
        />
      </fieldset>
      <div className="pay-card-code">
        <Field
          form={form}
          name="SecureCode"
          label={t('pay:card.code')}
          format={(value) => value.replace(/\D/g, '').slice(0, length)}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={length}
          placeholder={'0'.repeat(length)}
        />
        <CodeHelp />
      </div>
      <Field form={form} name="CardName" label={t('pay:card.holder')} autoComplete="cc-name" />
    </div>
  );
}
