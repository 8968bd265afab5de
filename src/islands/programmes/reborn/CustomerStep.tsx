import { useTranslation } from 'react-i18next';
import { localizedPath, type Lang, formatPhone } from '@lib/platform';
import { Field, SelectField } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import type { Option } from '@lib/programmes/reborn/form';

/** Step 0: the member's details (loaded from the account) and an address from their address book. */
export function CustomerStep({ form, addresses, lang, onNext }: { form: Form; addresses: Option[]; lang: Lang; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <Field form={form} name="customerName" autoComplete="given-name" />
      <Field form={form} name="customerSurname" autoComplete="family-name" />
      <Field form={form} name="customerEmail" type="email" autoComplete="email" />
      <Field form={form} name="customerPhone" type="tel" autoComplete="tel" placeholder="(5xx) xxx xx xx" format={formatPhone} />
      <Field form={form} name="customerTckn" inputMode="numeric" maxLength={11} autoComplete="off" />
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
