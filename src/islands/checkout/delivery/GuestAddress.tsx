import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressInput, Place } from '@lib/account';
import { type Envelope, type Lang, formatPhone } from '@lib/platform';
import { AddressForm } from '../../account/addresses/AddressForm';

interface Props {
  id: string;
  heading: string;
  lang: Lang;
  cities: Place[];
  /** The address kept so far, or null before the first save. */
  kept: Address | null;
  send: (body: AddressInput) => Promise<Envelope<Address>>;
}

/** One of a guest's addresses: the address book's form until it is saved, then the address with a way to change it. */
export function GuestAddress({ id, heading, lang, cities, kept, send }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(!kept);
  return (
    <section className="delivery-section" aria-labelledby={id}>
      <h2 className="delivery-heading" id={id}>
        {heading}
      </h2>
      {editing || !kept ? (
        <AddressForm
          lang={lang}
          editing={kept ?? undefined}
          cities={cities}
          send={send}
          onSaved={() => setEditing(false)}
          // Before anything is kept there is no earlier address to go back to.
          onCancel={kept ? () => setEditing(false) : undefined}
        />
      ) : (
        <div className="delivery-kept">
          <p>
            <strong>{kept.Name}</strong>
            <br />
            {kept.AddressText}, {kept.NeighborhoodName}, {kept.DistrictName} / {kept.CityName}
            <br />
            {formatPhone(kept.Phone)}
          </p>
          <button type="button" className="btn btn-text" onClick={() => setEditing(true)}>
            {t('checkout:guest.change')}
            <span className="visually-hidden"> {heading}</span>
          </button>
        </div>
      )}
    </section>
  );
}
