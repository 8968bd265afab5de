import { useTranslation } from 'react-i18next';
import type { Address } from '@lib/account';
import { formatPhone } from '@lib/platform';

interface CardsProps {
  /** The radio group's name (shipping or billing). */
  name: string;
  legend: string;
  list: Address[];
  selected: number;
  onSelect: (id: number) => void;
  onEdit: (address: Address) => void;
}

/** Saved addresses as selectable cards, each with its edit button; the billing kind shown on each. */
export function AddressCards({ name, legend, list, selected, onSelect, onEdit }: CardsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="delivery-cards">
      <legend className="delivery-legend">{legend}</legend>
      {list.map((a) => (
        <div key={a.ID} className="delivery-address">
          <label className="radio-card delivery-card">
            <input type="radio" name={name} value={a.ID} checked={a.ID === selected} onChange={() => onSelect(a.ID)} />
            <span>
              <span className="radio-card-title">{a.AddressDescription}</span>
              <span className="radio-card-text">{a.Name}</span>
              <span className="radio-card-text">
                {a.AddressText}, {a.NeighborhoodName}, {a.DistrictName} / {a.CityName}
              </span>
              <span className="radio-card-text">{formatPhone(a.Phone)}</span>
              <span className="radio-card-text delivery-hint">{t(`address:invoice.${a.InvoiceType}`)}</span>
              {!a.IsCityActive && <span className="delivery-note is-warning">{t('address:passiveCity')}</span>}
            </span>
          </label>
          <button type="button" className="btn btn-text delivery-edit" onClick={() => onEdit(a)}>
            {t('checkout:address.edit')}
            <span className="visually-hidden"> {a.AddressDescription}</span>
          </button>
        </div>
      ))}
    </fieldset>
  );
}
