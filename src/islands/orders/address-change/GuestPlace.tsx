import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@lib/platform';
import { accountCall } from '../../platform/forms/api';

interface Place {
  Value: number;
  Text: string;
  IsActive: boolean;
}

/** The guest's new address: its text, and city, district and neighbourhood chosen in turn. */
export interface GuestAddress {
  AddressText: string;
  CityID: number;
  DistrictID: number;
  NeighborhoodID: number;
}

/** A place list of the address calls, loaded when its parent is chosen. */
function usePlaces(lang: Lang, url: string | undefined): Place[] {
  const [places, setPlaces] = useState<Place[]>([]);
  useEffect(() => {
    if (!url) return setPlaces([]);
    let alive = true;
    void accountCall<Place[]>(lang, url).then((answer) => alive && setPlaces(answer.Result ?? []));
    return () => {
      alive = false;
    };
  }, [lang, url]);
  return places;
}

/** The guest variant of the new delivery address (GuestAddressDOs). */
export function GuestPlace({ lang, value, onChange }: { lang: Lang; value: GuestAddress; onChange: (next: GuestAddress) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const cities = usePlaces(lang, '/cop-api/address/cities?countryId=1');
  const districts = usePlaces(lang, value.CityID ? `/cop-api/address/districts?cityId=${value.CityID}` : undefined);
  const neighborhoods = usePlaces(lang, value.DistrictID ? `/cop-api/address/neighborhoods?districtid=${value.DistrictID}` : undefined);
  const select = (name: 'CityID' | 'DistrictID' | 'NeighborhoodID', label: string, places: Place[]) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        className="select"
        value={value[name] || ''}
        onChange={(e) => {
          const chosen = Number(e.target.value);
          // A new city clears its district and neighbourhood; a new district its neighbourhood.
          if (name === 'CityID') onChange({ ...value, CityID: chosen, DistrictID: 0, NeighborhoodID: 0 });
          else if (name === 'DistrictID') onChange({ ...value, DistrictID: chosen, NeighborhoodID: 0 });
          else onChange({ ...value, NeighborhoodID: chosen });
        }}
      >
        <option value="">{t('tracking:address.select')}</option>
        {places.map((place) => (
          <option key={place.Value} value={place.Value} disabled={!place.IsActive}>
            {place.Text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="order-address-guest">
      <legend className="heading-4">{t('tracking:address.guestLegend')}</legend>
      {select('CityID', t('tracking:address.city'), cities)}
      {select('DistrictID', t('tracking:address.district'), districts)}
      {select('NeighborhoodID', t('tracking:address.neighborhood'), neighborhoods)}
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('tracking:address.addressText')}</label>
        <textarea
          id={`${id}-text`}
          className="input"
          rows={3}
          maxLength={105}
          value={value.AddressText}
          onChange={(e) => onChange({ ...value, AddressText: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
