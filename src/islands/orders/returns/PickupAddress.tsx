import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@lib/account';
import { RETURNS_API } from '@lib/orders/returns/api';
import { call } from '@lib/platform';
import { Modal } from '../../platform/forms/Modal';
import { type PickupPlaces, pickupAddressId, type Shipping } from './model';

/** The service area as its call answers it: cities with their districts. */
interface AreaCity {
  CityID: number;
  CityName: string;
  Districts: { DistrictID: number; DistrictName: string }[];
}

interface Props {
  places: PickupPlaces;
  shipping: Shipping;
  onChange: (shipping: Shipping) => void;
}

const lines = (address: Address) => `${address.AddressText}, ${address.NeighborhoodName}, ${address.DistrictName} / ${address.CityName}`;

/**
 * A home pickup's address (docs/behaviour/after-sales.md#return-shipping): the one it collects from,
 * a modal to choose another saved address in the service area (those outside it are shown, not
 * chosen), and a modal listing the service area's cities and districts.
 */
export function PickupAddress({ places, shipping, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  // The address marked in the modal: applied by its button, so arrowing through the radios closes nothing.
  const [marked, setMarked] = useState<number | null>(null);
  const [areaOpen, setAreaOpen] = useState(false);
  const [area, setArea] = useState<AreaCity[] | null>(null);
  const chosenId = pickupAddressId(shipping, places);
  const chosen = places.addresses.find((address) => address.ID === chosenId);
  const choices = (places.orderAddress ? 1 : 0) + places.addresses.filter((address) => address.isSuitableReturnFromHome).length;
  const openArea = () => {
    setAreaOpen(true);
    if (area === null)
      void call<AreaCity[]>(RETURNS_API.homeLocations)
        .then((answer) => setArea(answer.Result ?? []))
        .catch(() => setArea([]));
  };
  const openChooser = () => {
    setMarked(chosenId);
    setChoosing(true);
  };
  const apply = () => {
    onChange({ ...shipping, addressId: marked });
    setChoosing(false);
  };
  const option = (key: number | null, title: string, text: string, usable = true) => (
    <div key={key ?? 'order'} className={`er-option${marked === key ? ' is-selected' : ''}`}>
      <input
        id={`${id}-a-${key ?? 'order'}`}
        type="radio"
        name={`${id}-address`}
        checked={marked === key}
        disabled={!usable}
        aria-describedby={usable ? undefined : `${id}-outside`}
        onChange={() => setMarked(key)}
      />
      <label htmlFor={`${id}-a-${key ?? 'order'}`}>
        <strong>{title}</strong>
        <span>{text}</span>
        {!usable && <span className="er-meta">{t('returns:shipping.addressOutside')}</span>}
      </label>
    </div>
  );
  return (
    <section className="er-pickup" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('returns:shipping.pickupAddress')}</h3>
      <p>
        <strong>{chosen ? chosen.AddressDescription : t('returns:shipping.orderAddress')}</strong>
      </p>
      <address className="er-pickup-lines">{chosen ? lines(chosen) : places.orderAddress}</address>
      <div className="er-pickup-actions">
        {choices > 1 && (
          <button type="button" className="btn btn-text" onClick={openChooser}>
            {t('returns:shipping.changeAddress')}
          </button>
        )}
        <button type="button" className="btn btn-text" onClick={openArea}>
          {t('returns:shipping.serviceArea')}
        </button>
      </div>
      <Modal open={choosing} title={t('returns:shipping.addressModalTitle')} onClose={() => setChoosing(false)}>
        <fieldset className="er-options">
          <legend className="visually-hidden">{t('returns:shipping.addressModalTitle')}</legend>
          {places.orderAddress && option(null, t('returns:shipping.orderAddress'), places.orderAddress)}
          {places.addresses.map((address) =>
            option(address.ID, address.AddressDescription, lines(address), address.isSuitableReturnFromHome),
          )}
        </fieldset>
        <p id={`${id}-outside`} className="er-hint">
          {t('returns:shipping.serviceAreaText')}
        </p>
        <button type="button" className="btn btn-primary" onClick={apply}>
          {t('returns:shipping.useAddress')}
        </button>
      </Modal>
      <Modal open={areaOpen} title={t('returns:shipping.serviceAreaTitle')} onClose={() => setAreaOpen(false)}>
        <p>{t('returns:shipping.serviceAreaText')}</p>
        {area === null ? (
          <p aria-busy="true">{t('common:loading')}</p>
        ) : (
          <ul className="er-area">
            {area.map((city) => (
              <li key={city.CityID}>
                <strong>{city.CityName}</strong>: {city.Districts.map((district) => district.DistrictName).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </section>
  );
}
