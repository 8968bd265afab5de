import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRules, phoneRules } from '@lib/account/schema';
import type { Address, AddressInput, Place } from '@lib/addresses/schema';
import type { AddressSnapshot } from '@lib/checkout/schema';
import type { Lang } from '@lib/i18n/lang';
import { localizedPath } from '@lib/i18n/lang';
import { formatPhone } from '@lib/validation/rules';
import { AddressForm } from '../../addresses/AddressForm';
import { Field } from '../../forms/Field';
import { useForm } from '../../forms/useForm';
import { asAddress, emailRegistered, type GuestView, saveGuest } from './api';
import { Verification } from './Verification';

/** What the page knows of the guest: the kept contact, addresses and verifications. */
export interface GuestSeed extends GuestView {
  Shipping: AddressSnapshot | null;
  Billing: AddressSnapshot | null;
}

interface Props {
  lang: Lang;
  cities: Place[];
  seed: GuestSeed | null;
  /** Collected in store: the address is asked for the invoice only. */
  pickup: boolean;
  onChange: (guest: GuestView) => void;
}

/** How long the e-mail's typing must pause before it is looked up (ms). */
const EMAIL_CHECK_DELAY = 600;

/**
 * A guest's contact (e-mail, phone with its mask) and address, kept by the server once the address
 * is saved, then the two codes. An e-mail that belongs to an account offers sign-in instead.
 */
export function GuestForm({ lang, cities, seed, pickup, onChange }: Props) {
  const { t } = useTranslation();
  const contact = useForm({ Email: emailRules, Phone: phoneRules }, { Email: seed?.Email ?? '', Phone: formatPhone(seed?.Phone ?? '') });
  const [guest, setGuest] = useState<GuestView | null>(seed);
  const [shipping, setShipping] = useState<Address | null>(seed?.Shipping ? asAddress(seed.Shipping) : null);
  const [editing, setEditing] = useState(!seed?.Shipping);
  const [registered, setRegistered] = useState(false);

  // A typed e-mail that belongs to an account offers sign-in; asked once the typing pauses.
  const email = String(contact.values.Email).trim();
  useEffect(() => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return setRegistered(false);
    const timer = setTimeout(() => void emailRegistered(lang, email).then(setRegistered), EMAIL_CHECK_DELAY);
    return () => clearTimeout(timer);
  }, [email, lang]);
  const submit = async (body: AddressInput) => {
    let valid = false;
    await contact.handleSubmit(() => {
      valid = true;
    })();
    if (!valid) return { Success: false };
    const answer = await saveGuest(lang, {
      Email: String(contact.values.Email),
      Phone: String(contact.values.Phone),
      Shipping: body,
      Billing: null,
    });
    if (!answer.Success || !answer.Result) {
      contact.serverErrors(answer);
      return { ...answer, Result: undefined };
    }
    setGuest(answer.Result);
    onChange(answer.Result);
    return { Success: true, Result: asAddress(answer.Result.Shipping) };
  };

  return (
    <div className="delivery-guest">
      <section className="delivery-section" aria-labelledby="guest-contact">
        <h2 className="delivery-heading" id="guest-contact">
          {t('checkout:guest.contact')}
        </h2>
        <div className="form-row">
          <Field form={contact} name="Email" type="email" autoComplete="email" />
          <Field form={contact} name="Phone" type="tel" autoComplete="tel-national" placeholder="(5xx) xxx xx xx" format={formatPhone} />
        </div>
        {registered && (
          <p className="delivery-note" role="status">
            {t('checkout:guest.registered')}{' '}
            <a href={`${localizedPath('/customer/login', lang)}?returnUrl=${encodeURIComponent('/checkout/address')}`}>
              {t('checkout:guest.signIn')}
            </a>
          </p>
        )}
      </section>
      <section className="delivery-section" aria-labelledby="guest-address">
        <h2 className="delivery-heading" id="guest-address">
          {t(pickup ? 'checkout:guest.billingAddress' : 'checkout:guest.address')}
        </h2>
        {editing || !shipping ? (
          <AddressForm
            lang={lang}
            editing={shipping ?? undefined}
            cities={cities}
            send={submit}
            onSaved={(saved) => {
              setShipping(saved);
              setEditing(false);
            }}
            onCancel={() => setEditing(!shipping)}
          />
        ) : (
          <div className="delivery-kept">
            <p>
              <strong>{shipping.Name}</strong>
              <br />
              {shipping.AddressText}
              {shipping.NeighborhoodName && `, ${shipping.NeighborhoodName}, ${shipping.DistrictName} / ${shipping.CityName}`}
              <br />
              {guest?.Email} · {formatPhone(guest?.Phone ?? '')}
            </p>
            <button type="button" className="btn btn-text" onClick={() => setEditing(true)}>
              {t('checkout:guest.change')}
            </button>
          </div>
        )}
      </section>
      {guest && !editing && (
        <Verification
          lang={lang}
          guest={guest}
          onVerified={(next) => {
            setGuest(next);
            onChange(next);
          }}
        />
      )}
    </div>
  );
}
