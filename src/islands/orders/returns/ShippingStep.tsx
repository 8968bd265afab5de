import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CargoCompanyView } from '@lib/orders/fulfilment/schema';
import { SHIPPING_PREFERENCES, type ShippingPreference } from '@lib/orders/returns/reasons';
import type { PickupPlaces, Shipping } from './model';
import { PickupAddress } from './PickupAddress';

interface Props {
  /** The active cargo companies (both types). */
  companies: readonly CargoCompanyView[];
  /** The days a home pickup can be booked on; empty when the order's address is outside the service area or the shopper is a guest. */
  homeDates: readonly string[];
  pickup: PickupPlaces;
  shipping: Shipping;
  showProblems: boolean;
  onChange: (shipping: Shipping) => void;
}

/** The company type each preference uses. */
const typeFor = (preference: ShippingPreference) => (preference === 'large_volume' ? 'logistics' : 'standard');

/** How the parcel goes back: home pickup (members, in the service area), a branch with a code, another company, or collection by phone. */
export function ShippingStep({ companies, homeDates: dates, pickup, shipping, showProblems, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const homeOk = dates.length > 0;
  const offered = SHIPPING_PREFERENCES.filter((p) => p !== 'home_pickup' || homeOk);
  const choices =
    shipping.preference && shipping.preference !== 'home_pickup'
      ? companies.filter((c) => c.CargoCompanyType === typeFor(shipping.preference!))
      : [];
  // Only one company for the chosen way: it is chosen for the shopper.
  useEffect(() => {
    if (choices.length === 1 && shipping.company !== choices[0]!.CargoCompanyCode)
      onChange({ ...shipping, company: choices[0]!.CargoCompanyCode });
  });
  const choose = (preference: ShippingPreference) => onChange({ preference, company: null, date: null, addressId: null });
  const day = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
  const missing = showProblems && (shipping.preference === 'home_pickup' ? !shipping.date : !shipping.company);
  return (
    <div className="er-shipping">
      <fieldset className="er-options">
        <legend>{t('returns:shipping.legend')}</legend>
        {offered.map((p) => (
          <div key={p} className={`er-option${shipping.preference === p ? ' is-selected' : ''}`}>
            <input id={`${id}-${p}`} type="radio" name={`${id}-pref`} checked={shipping.preference === p} onChange={() => choose(p)} />
            <label htmlFor={`${id}-${p}`}>
              <strong>{t(`returns:shipping.${p}.title`)}</strong>
              <span>{t(`returns:shipping.${p}.text`)}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {shipping.preference === 'home_pickup' && <PickupAddress places={pickup} shipping={shipping} onChange={onChange} />}
      {shipping.preference === 'home_pickup' && (
        <fieldset className="er-options er-dates">
          <legend>{t('returns:shipping.date')}</legend>
          {dates.map((d) => (
            <div key={d} className="er-chip">
              <input
                id={`${id}-d-${d}`}
                type="radio"
                name={`${id}-date`}
                checked={shipping.date === d}
                onChange={() => onChange({ ...shipping, date: d })}
              />
              <label htmlFor={`${id}-d-${d}`}>{day(d)}</label>
            </div>
          ))}
        </fieldset>
      )}
      {choices.length > 0 && (
        <fieldset className="er-options er-companies">
          <legend>{t('returns:shipping.company')}</legend>
          {choices.map((c) => (
            <div key={c.CargoCompanyCode} className="er-chip">
              <input
                id={`${id}-c-${c.CargoCompanyCode}`}
                type="radio"
                name={`${id}-company`}
                checked={shipping.company === c.CargoCompanyCode}
                onChange={() => onChange({ ...shipping, company: c.CargoCompanyCode })}
              />
              <label htmlFor={`${id}-c-${c.CargoCompanyCode}`}>
                <img
                  src={c.LogoUrl}
                  alt=""
                  width="32"
                  height="32"
                  onError={(e) => {
                    // A company without its logo file reads by its name alone, never a broken image.
                    e.currentTarget.hidden = true;
                  }}
                />
                {c.CargoCompanyName}
                {shipping.preference === 'large_volume' && c.Phone && <span className="er-meta"> · {c.Phone}</span>}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {(missing || (showProblems && !shipping.preference)) && (
        <p className="field-error" role="alert">
          {t(shipping.preference === 'home_pickup' ? 'returns:errors.pickupDateInvalid' : 'returns:shipping.companyMissing')}
        </p>
      )}
    </div>
  );
}
