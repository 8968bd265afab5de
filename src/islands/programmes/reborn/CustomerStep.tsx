import { useTranslation } from 'react-i18next';
import { localizedPath, type Lang, formatPhone } from '@lib/platform';
import { Field, SelectField } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import type { Option } from '@lib/programmes/reborn/form';
import { HANDOVERS } from '@lib/programmes/reborn/rules';
import { RadioChoice } from './RadioChoice';

interface Props {
  form: Form;
  addresses: Option[];
  lang: Lang;
  /** The form came back after a reload or from a saved draft: the ID number, never kept, is asked again. */
  again: boolean;
  onNext: () => void;
}

/** Step 0: the member's details (loaded from the account), an address from their address book, and how the item reaches the store. */
export function CustomerStep({ form, addresses, lang, again, onNext }: Props) {
  const { t } = useTranslation();
  const handovers = HANDOVERS.map((value) => ({
    value,
    label: t(value === 'pickup' ? 'reborn:form.handoverPickup' : 'reborn:form.handoverSend'),
  }));
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <Field form={form} name="customerName" autoComplete="given-name" />
      <Field form={form} name="customerSurname" autoComplete="family-name" />
      <Field form={form} name="customerEmail" type="email" autoComplete="email" />
      <Field form={form} name="customerPhone" type="tel" autoComplete="tel" placeholder="(5xx) xxx xx xx" format={formatPhone} />
      <Field
        form={form}
        name="customerTckn"
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        hint={again && !form.values.customerTckn ? t('reborn:form.tcknAgain') : undefined}
      />
      <RadioChoice form={form} name="handover" legend={t('reborn:form.handover')} choices={handovers} />
      {addresses.length > 0 ? (
        <SelectField
          form={form}
          name="AddressId"
          label={t('reborn:form.address')}
          options={addresses}
          placeholder={t('reborn:form.chooseOption')}
        />
      ) : (
        <p>
          {t('reborn:form.noAddress')}{' '}
          <a className="link" href={localizedPath('/customer/address', lang)}>
            {t('reborn:form.addAddress')}
          </a>
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block">
        {t('reborn:form.next')}
      </button>
    </form>
  );
}
