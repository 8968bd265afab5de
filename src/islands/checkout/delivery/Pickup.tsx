import { useTranslation } from 'react-i18next';
import type { Place } from '@lib/account';
import type { PickupLocation } from '@lib/checkout/steps/schema';
import { formatPhone } from '@lib/platform';

/** The pickup part of the choice: the city, the store in it, and car delivery where the store offers it. */
export interface PickupChoice {
  cityId: number;
  stores: PickupLocation[];
  storeId: number;
  car: boolean;
}

interface Props {
  cities: Place[];
  choice: PickupChoice;
  /** A new city: the island loads its stores and clears the address and store chosen. */
  onCity: (cityId: number) => void;
  onChange: (next: Partial<PickupChoice>) => void;
  /** The bag holds marketplace pieces: collection is not possible, said before the shopper tries. */
  marketplace: boolean;
}

/** Click and collect: a city, then one of its stores as cards with hours and phone, and the car delivery choice. */
export function Pickup({ cities, choice, onCity, onChange, marketplace }: Props) {
  const { t } = useTranslation();
  const store = choice.stores.find((s) => s.Id === choice.storeId);
  return (
    <div className="delivery-pickup">
      {marketplace && (
        <p className="delivery-note is-warning" role="note">
          {t('checkout:errors.pickupNotAvailable')}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor="pickup-city">
          {t('checkout:pickup.city')}
        </label>
        <select id="pickup-city" className="select" value={choice.cityId || ''} onChange={(event) => onCity(Number(event.target.value))}>
          <option value="">{t('checkout:pickup.chooseCity')}</option>
          {cities.map((city) => (
            <option key={city.Value} value={city.Value}>
              {city.Text}
            </option>
          ))}
        </select>
      </div>
      {choice.cityId > 0 && (
        <fieldset className="delivery-cards">
          <legend className="delivery-legend">{t('checkout:pickup.store')}</legend>
          {choice.stores.map((s) => (
            <label key={s.Id} className="radio-card delivery-card">
              <input
                type="radio"
                name="pickup-store"
                value={s.Id}
                checked={s.Id === choice.storeId}
                onChange={() => onChange({ storeId: s.Id, car: false })}
              />
              <span>
                <span className="radio-card-title">{s.Name}</span>
                <span className="radio-card-text">
                  {s.AddressText}, {s.NeighborhoodName}, {s.DistrictName} / {s.CityName}
                </span>
                <span className="radio-card-text">{s.Hours}</span>
                <span className="radio-card-text">{formatPhone(s.Phone)}</span>
                {s.IsCarDeliveryAvailable && <span className="badge">{t('checkout:pickup.carOffered')}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {store?.IsCarDeliveryAvailable && (
        <label className="check delivery-car">
          <input type="checkbox" checked={choice.car} onChange={(event) => onChange({ car: event.target.checked })} />
          <span>
            {t('checkout:pickup.car')}
            <span className="delivery-hint">{t('checkout:pickup.carHint')}</span>
          </span>
        </label>
      )}
    </div>
  );
}
