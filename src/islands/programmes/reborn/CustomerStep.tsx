import { useTranslation } from 'react-i18next';
import { localizedPath, type Lang, formatPhone } from '@lib/platform';
import { Field, SelectField } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import type { AddressOption } from '@lib/programmes/reborn/form';
import { HANDOVERS } from '@lib/programmes/reborn/rules';
import { addressChoices, addressForPickup } from './handover';
import { RadioChoice } from './RadioChoice';

interface Props {
  form: Form;
  addresses: AddressOption[];
  /** The cities a courier collects from. */
  pickupCities: string[];
  lang: Lang;
  /** The form came back after a reload or from a saved draft: the ID number, never kept, is asked again. */
  again: boolean;
  onNext: () => void;
}

/**
 * Step 0: the member's details (loaded from the account), how the item reaches the store, and an
 * address from their address book. A courier collects only inside its area (docs/behaviour/reborn.md#handover):
 * for a pickup, the addresses outside it are shown but cannot be chosen, each saying why; with none
 * inside it, pickup cannot be chosen and the line under the choice says so.
 */
export function CustomerStep({ form, addresses, pickupCities, lang, again, onNext }: Props) {
  const { t } = useTranslation();
  const served = addresses.filter((a) => a.pickup);
  const pickup = form.values.handover === 'pickup';
  const handovers = HANDOVERS.map((value) => ({
    value,
    label: t(value === 'pickup' ? 'reborn:form.handoverPickup' : 'reborn:form.handoverSend'),
    disabled: value === 'pickup' && served.length === 0,
  }));
  // British English, as the store writes English (no comma before "and").
  const cities = new Intl.ListFormat(lang === 'en' ? 'en-GB' : 'tr-TR', { type: 'conjunction' }).format(pickupCities);
  const area = (
    <>
      {t('reborn:form.pickupArea', { cities })}
      {addresses.length > 0 && served.length === 0 && (
        <>
          {' '}
          {t('reborn:form.pickupNone')}{' '}
          <a className="link" href={localizedPath('/customer/address', lang)}>
            {t('reborn:form.addAddress')}
          </a>
        </>
      )}
    </>
  );
  const picked = (value: string) => {
    if (value === 'pickup') form.input('AddressId', addressForPickup(addresses, String(form.values.AddressId ?? '')));
  };
  const options = addressChoices(addresses, pickup, t('reborn:form.outsidePickup'));
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
      <RadioChoice form={form} name="handover" legend={t('reborn:form.handover')} choices={handovers} hint={area} onPick={picked} />
      {addresses.length > 0 ? (
        <SelectField
          form={form}
          name="AddressId"
          label={t('reborn:form.address')}
          options={options}
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
