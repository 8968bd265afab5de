import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRules, phoneRules, type AddressInput, type Place } from '@lib/account';
import type { AddressSnapshot } from '@lib/checkout/steps/schema';
import { type Lang, localizedPath, formatPhone } from '@lib/platform';
import { Field } from '../../platform/forms/Field';
import { useForm } from '../../platform/forms/useForm';
import { asAddress, emailRegistered, type GuestView, inputOf, saveGuest } from './api';
import { GuestAddress } from './GuestAddress';
import { type PendingCode, Verification } from './Verification';

/** What the page knows of the guest: the kept contact, addresses and verifications. */
export interface GuestSeed extends GuestView {
  Shipping: AddressSnapshot | null;
  Billing: AddressSnapshot | null;
  /** A code sent before the page was (re)loaded that can still be answered. */
  Pending?: PendingCode | null;
}

interface Props {
  lang: Lang;
  cities: Place[];
  seed: GuestSeed | null;
  /** Collected in store: the address is asked for the invoice only. */
  pickup: boolean;
  onChange: (guest: GuestView) => void;
  /** Whether the guest gave a billing address of its own (the bill then goes there). */
  onBilling: (separate: boolean) => void;
}

/** How long the e-mail's typing must pause before it is looked up (ms). */
const EMAIL_CHECK_DELAY = 600;

/**
 * A guest's contact (e-mail, phone with its mask) and address, kept by the server once the address
 * is saved, then the two codes. An e-mail that belongs to an account offers sign-in instead.
 */
export function GuestForm({ lang, cities, seed, pickup, onChange, onBilling }: Props) {
  const { t } = useTranslation();
  const contact = useForm({ Email: emailRules, Phone: phoneRules }, { Email: seed?.Email ?? '', Phone: formatPhone(seed?.Phone ?? '') });
  const [guest, setGuest] = useState<GuestView | null>(seed);
  const [shipping, setShipping] = useState(seed?.Shipping ?? null);
  const [billing, setBilling] = useState(seed?.Billing ?? null);
  const [billingSame, setBillingSame] = useState(!seed?.Billing);
  const [registered, setRegistered] = useState(false);

  // A typed e-mail that belongs to an account offers sign-in; asked once the typing pauses.
  const email = String(contact.values.Email).trim();
  useEffect(() => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return setRegistered(false);
    const timer = setTimeout(() => void emailRegistered(lang, email).then(setRegistered), EMAIL_CHECK_DELAY);
    return () => clearTimeout(timer);
  }, [email, lang]);

  /** Sends the contact with both addresses; the contact's fields must pass first. */
  const post = async (Shipping: AddressInput, Billing: AddressInput | null) => {
    let valid = false;
    await contact.handleSubmit(() => {
      valid = true;
    })();
    if (!valid) return { Success: false };
    const answer = await saveGuest(lang, { Email: String(contact.values.Email), Phone: String(contact.values.Phone), Shipping, Billing });
    if (!answer.Success || !answer.Result) {
      contact.serverErrors(answer);
      return { ...answer, Result: undefined };
    }
    const { Shipping: kept, Billing: keptBilling, ...view } = answer.Result;
    setGuest(view);
    setShipping(kept);
    setBilling(keptBilling);
    onChange(view);
    onBilling(keptBilling != null);
    return { Success: true, Result: answer.Result };
  };
  const sendShipping = async (body: AddressInput) => {
    const answer = await post(body, billingSame || !billing ? null : inputOf(billing));
    return { ...answer, Result: answer.Result && asAddress(answer.Result.Shipping) };
  };
  const sendBilling = async (body: AddressInput) => {
    if (!shipping) return { Success: false, Message: t('checkout:errors.guestContactRequired') };
    const answer = await post(inputOf(shipping), body);
    return { ...answer, Result: answer.Result?.Billing ? asAddress(answer.Result.Billing) : undefined };
  };
  const sameBilling = async (same: boolean) => {
    setBillingSame(same);
    if (same && billing && shipping) await post(inputOf(shipping), null);
  };

  return (
    <div className="delivery-guest">
      <section className="delivery-section" aria-labelledby="guest-contact">
        <h2 className="delivery-heading" id="guest-contact">
          {t('checkout:guest.contact')}
        </h2>
        <div className="form-row">
          <Field form={contact} name="Email" type="email" autoComplete="email" />
          <Field form={contact} name="Phone" type="tel" autoComplete="tel" placeholder="(5xx) xxx xx xx" format={formatPhone} />
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
      <GuestAddress
        id="guest-address"
        heading={t(pickup ? 'checkout:guest.billingAddress' : 'checkout:guest.address')}
        lang={lang}
        cities={cities}
        kept={shipping && asAddress(shipping)}
        send={sendShipping}
      />
      {shipping && !pickup && (
        <label className="check delivery-same">
          <input type="checkbox" checked={billingSame} onChange={(event) => void sameBilling(event.target.checked)} />
          <span>{t('checkout:address.sameBilling')}</span>
        </label>
      )}
      {shipping && !pickup && !billingSame && (
        <GuestAddress
          id="guest-billing"
          heading={t('checkout:guest.billingAddress')}
          lang={lang}
          cities={cities}
          kept={billing && asAddress(billing)}
          send={sendBilling}
        />
      )}
      {guest && (
        <Verification
          lang={lang}
          guest={guest}
          pending={seed?.Pending}
          onVerified={(next) => {
            setGuest(next);
            onChange(next);
          }}
        />
      )}
    </div>
  );
}
