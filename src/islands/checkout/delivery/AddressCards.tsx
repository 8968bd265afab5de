import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Place } from '@lib/addresses/schema';
import type { Lang } from '@lib/i18n/lang';
import { formatPhone } from '@lib/validation/rules';
import { AddressForm } from '../../addresses/AddressForm';

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

interface PanelProps {
  lang: Lang;
  cities: Place[];
  /** The address edited, 'new' for a new one, undefined while closed. */
  editing: Address | 'new' | undefined;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

/** The add and edit panel inside checkout: the address book's own form in a modal dialog. */
export function AddressPanel({ lang, cities, editing, onSaved, onClose }: PanelProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (editing && !dialog.current?.open) dialog.current?.showModal();
    if (!editing && dialog.current?.open) dialog.current.close();
  }, [editing]);
  return (
    <dialog ref={dialog} className="modal address-dialog" aria-labelledby="delivery-address-title" onClose={onClose}>
      <div className="dialog-header">
        <h2 id="delivery-address-title" className="dialog-title">
          {t(editing === 'new' ? 'address:addTitle' : 'address:editTitle')}
        </h2>
      </div>
      {editing && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.ID}
          lang={lang}
          editing={editing === 'new' ? undefined : editing}
          cities={cities}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </dialog>
  );
}
