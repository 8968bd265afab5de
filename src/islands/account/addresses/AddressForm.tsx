import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passiveNames } from '@lib/account/addresses/rules';
import { ADDRESS_API, addressRules, INVOICE, type Address, type AddressInput, type Place } from '@lib/account/addresses/schema';
import { type Envelope, type Lang, showToast, formatPhone } from '@lib/platform';
import { CheckboxField, Field, SelectField } from '../../platform/forms/Field';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';

interface Props {
  lang: Lang;
  editing?: Address;
  cities: Place[];
  onSaved: (saved: Address) => void;
  /** Closes the form; without it there is nothing to go back to, and no Cancel button. */
  onCancel?: () => void;
  /** Sends the address elsewhere than the address book (a guest's checkout); the favourite choice is then left out. */
  send?: (body: AddressInput) => Promise<Envelope<Address & { HasError?: boolean; Messages?: string[] }>>;
}

const blank = {
  ID: 0,
  AddressDescription: '',
  Name: '',
  Phone: '',
  CityID: '',
  DistrictID: '',
  NeighborhoodID: '',
  AddressText: '',
  InvoiceType: String(INVOICE.individual),
  CitizenID: '',
  CorporateName: '',
  TaxNo: '',
  TaxOffice: '',
  IsFavorite: false,
};
const fromAddress = (a: Address) => ({
  ...blank,
  ...a,
  Phone: formatPhone(a.Phone),
  CityID: String(a.CityID),
  DistrictID: String(a.DistrictID),
  NeighborhoodID: String(a.NeighborhoodID),
  InvoiceType: String(a.InvoiceType),
  Name: a.InvoiceType === INVOICE.corporate ? '' : a.Name,
});
const options = (places: Place[]) => places.map((p) => ({ value: p.Value, text: p.Text }));
/** The districts of a city or the neighbourhoods of a district; none for no choice. */
const placesOf = async (lang: Lang, url: string, query: Record<string, string>) =>
  Object.values(query).every(Boolean) ? ((await accountCall<Place[]>(lang, url, { query })).Result ?? []) : [];
const districtsOf = (lang: Lang, cityId: string) => placesOf(lang, ADDRESS_API.districts, { cityId });
const neighborhoodsOf = (lang: Lang, districtid: string) => placesOf(lang, ADDRESS_API.neighborhoods, { districtid });

/** Add or edit an address: city, district and neighbourhood choices, individual or corporate billing. */
export function AddressForm({ lang, editing, cities, onSaved, onCancel, send }: Props) {
  const { t } = useTranslation();
  // Not every field is required (the citizen id only for a person's invoice): the form marks those that are.
  const form = useForm(addressRules, editing ? fromAddress(editing) : blank, { markRequired: true });
  const [districts, setDistricts] = useState<Place[]>([]);
  const [neighborhoods, setNeighborhoods] = useState<Place[]>([]);
  const corporate = form.values.InvoiceType === String(INVOICE.corporate);
  const city = cities.find((c) => String(c.Value) === form.values.CityID);

  // Editing: the saved city's districts and the saved district's neighbourhoods, to show the choices.
  useEffect(() => {
    if (!editing) return;
    let current = true;
    void districtsOf(lang, String(editing.CityID)).then((list) => current && setDistricts(list));
    void neighborhoodsOf(lang, String(editing.DistrictID)).then((list) => current && setNeighborhoods(list));
    return () => {
      current = false;
    };
  }, [editing, lang]);

  const submit = form.handleSubmit(async (values) => {
    // Only the chosen invoice type's billing fields count; the server keeps no others.
    const body = {
      ...values,
      InvoiceType: Number(values.InvoiceType),
      CityID: Number(values.CityID),
      DistrictID: Number(values.DistrictID),
      NeighborhoodID: Number(values.NeighborhoodID),
    };
    const answer = send
      ? await send(body as AddressInput)
      : await accountCall<Address & { HasError?: boolean; Messages?: string[] }>(lang, ADDRESS_API.save, { method: 'POST', body });
    if (answer.Success && answer.Result) return onSaved(answer.Result);
    form.serverErrors(answer);
    // HasError: the first message in a toast whose title says whether adding or editing failed.
    showToast({
      kind: 'error',
      title: t(editing ? 'address:errors.editTitle' : 'address:errors.addTitle'),
      message: answer.Result?.Messages?.[0] ?? answer.Message ?? undefined,
    });
  });

  return (
    <form className="address-form" onSubmit={submit} noValidate>
      <p className="address-form-note">{t('address:requiredNote')}</p>
      <Field form={form} name="AddressDescription" maxLength={30} />
      <fieldset className="invoice-type">
        <legend className="field-label">{t('fields:InvoiceType')}</legend>
        {[INVOICE.individual, INVOICE.corporate].map((type) => (
          <label key={type} className="check">
            <input
              type="radio"
              name="InvoiceType"
              value={type}
              checked={form.values.InvoiceType === String(type)}
              onChange={() => form.change('InvoiceType', String(type))}
            />{' '}
            {t(`address:invoice.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        {corporate ? <Field form={form} name="CorporateName" /> : <Field form={form} name="Name" autoComplete="name" />}
        <Field form={form} name="Phone" type="tel" placeholder="(5xx) xxx xx xx" format={formatPhone} />
      </div>
      <div className="form-row">
        <SelectField
          form={form}
          name="CityID"
          options={options(cities)}
          placeholder={t('address:choose')}
          onPick={(v) => {
            form.input('DistrictID', '');
            form.input('NeighborhoodID', '');
            setNeighborhoods([]);
            void districtsOf(lang, v).then(setDistricts);
          }}
        />
        <SelectField
          form={form}
          name="DistrictID"
          options={options(districts)}
          placeholder={t('address:choose')}
          disabled={!districts.length}
          onPick={(v) => {
            form.input('NeighborhoodID', '');
            void neighborhoodsOf(lang, v).then(setNeighborhoods);
          }}
        />
      </div>
      {city && !city.IsActive && (
        <p className="warning" role="alert">
          {t('address:passiveWarning', { cities: passiveNames(cities).join(', ') })}
        </p>
      )}
      <SelectField
        form={form}
        name="NeighborhoodID"
        options={options(neighborhoods)}
        placeholder={t('address:choose')}
        disabled={!neighborhoods.length}
      />
      <Field form={form} name="AddressText" maxLength={105} />
      {corporate ? (
        <div className="form-row">
          <Field form={form} name="TaxNo" inputMode="numeric" maxLength={11} />
          <Field form={form} name="TaxOffice" />
        </div>
      ) : (
        <Field form={form} name="CitizenID" inputMode="numeric" maxLength={11} hint={t('address:citizenWhy')} />
      )}
      {!send && (
        <CheckboxField form={form} name="IsFavorite">
          {t('address:favourite')}
        </CheckboxField>
      )}
      {/* Kept in view at the foot of the dialog, however long the form (address-form-actions). */}
      <div className="actions address-form-actions">
        <button type="submit" className="btn btn-primary">
          {t('address:save')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('address:cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
