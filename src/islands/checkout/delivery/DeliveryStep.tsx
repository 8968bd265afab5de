import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Place } from '@lib/account';
import { pushEcommerce, showToast } from '@lib/platform';
import type { CartSummary, Cart } from '@lib/bag';
import type { Delivery, PickupLocation } from '@lib/checkout/steps/schema';
import type { ContactEditor } from '../../account/members/ContactEditor';
import { dataLayerItem, linesOf } from '../../bag/cart/state';
import type { IslandProps } from '../../platform/forms/namespaces';
import { Summary } from '../Summary';
import { type GuestView, saveDelivery, storesIn, summaryFor } from './api';
import type { GuestForm, GuestSeed } from './GuestForm';
import type { MemberAddresses, MemberChoice } from './MemberAddresses';
import { Notes, type NotesValue } from './Notes';
import { Pickup, type PickupChoice } from './Pickup';
import '../../account/addresses/addresses.css';
import '../../../styles/checkout-delivery.css';

/**
 * The half of the step a shopper sees: a guest's contact and address, or a member's address book
 * and phone. Each island entry (GuestDelivery, MemberDelivery) brings only its own half, so neither
 * shopper downloads the other's.
 */
export interface DeliveryParts {
  GuestForm?: typeof GuestForm;
  MemberAddresses?: typeof MemberAddresses;
  ContactEditor?: typeof ContactEditor;
}

export interface DeliveryStepProps extends IslandProps {
  cart: Cart;
  summary: CartSummary;
  kept: Delivery;
  addresses: Address[];
  cities: Place[];
  pickupCities: Place[];
  /** The kept store's city and its stores (none before a store was chosen). */
  pickupCityId: number;
  pickupStores: PickupLocation[];
  /** A guest's kept contact; null for a member, or a guest who has entered nothing yet. */
  guest: GuestSeed | null;
  isGuest: boolean;
  /** A member's phone as the account shows it, and whether its reminder is due. */
  phone: { value: string; verified: boolean; remind: boolean } | null;
  paymentHref: string;
}

/** The cart's lines as GA4 items. */
const itemsOf = (cart: Cart) => linesOf(cart).map((line) => dataLayerItem(line));

/** The address first chosen: the kept one, else the favourite, else the first. */
const firstChoice = (kept: number, list: Address[]) =>
  (list.some((a) => a.ID === kept) ? kept : (list.find((a) => a.IsFavorite) ?? list[0])?.ID) ?? 0;

/** The delivery step: how the order reaches the shopper, who pays it, the notes, and on to payment. */
export function DeliveryStep(props: DeliveryStepProps & { parts: DeliveryParts }) {
  const { lang, cart, kept, addresses, isGuest } = props;
  const { GuestForm, MemberAddresses, ContactEditor } = props.parts;
  const { t } = useTranslation();
  const [pickup, setPickup] = useState(kept.isPickup);
  const [summary, setSummary] = useState(props.summary);
  const [member, setMember] = useState<MemberChoice>(() => ({
    shippingId: firstChoice(kept.ShippingAddressID, addresses),
    billingId: firstChoice(kept.BillingAddressID || kept.ShippingAddressID, addresses),
    sameBilling: kept.IsUseShippingInfoAsBillingInfo,
  }));
  const [store, setStore] = useState<PickupChoice>({
    cityId: props.pickupCityId,
    stores: props.pickupStores,
    storeId: kept.pickupLocationId,
    car: kept.IsCarDelivery,
  });
  const [notes, setNotes] = useState<NotesValue>({
    GiftNote: kept.GiftNote,
    AddressDescription: kept.AddressDescription,
    OrderNote: kept.OrderNote,
  });
  const [guest, setGuest] = useState<GuestView | null>(props.guest);
  const [guestBilling, setGuestBilling] = useState(props.guest?.Billing != null);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const marketplace = cart.GroupedProducts.some((group) => group.SellerType > 1);

  useEffect(() => pushEcommerce('begin_checkout', itemsOf(cart)), [cart]);
  // Collecting in store may change the shipping fee: the summary is priced again for the mode.
  useEffect(() => {
    void summaryFor(lang, pickup).then((answer) => answer.Result && setSummary(answer.Result));
  }, [lang, pickup]);

  const chooseCity = async (cityId: number) => {
    // A new city clears the address and store chosen (docs/behaviour/checkout.md#pickup).
    setStore({ cityId, stores: [], storeId: 0, car: false });
    setMember((m) => ({ ...m, shippingId: 0 }));
    if (cityId) setStore({ cityId, stores: await storesIn(lang, cityId), storeId: 0, car: false });
  };
  const guestReady = !isGuest || (guest?.PhoneVerified && guest.EmailVerified);

  const submit = async () => {
    setMessage(undefined);
    if (!guestReady) return setMessage(t(guest ? 'checkout:errors.guestNotVerified' : 'checkout:errors.guestContactRequired'));
    const billingId = pickup || !member.sameBilling ? member.billingId : member.shippingId;
    const body: Delivery = {
      ShippingAddressID: pickup || isGuest ? 0 : member.shippingId,
      BillingAddressID: isGuest ? 0 : billingId,
      IsUseShippingInfoAsBillingInfo: isGuest ? pickup || !guestBilling : !pickup && member.sameBilling,
      isPickup: pickup,
      pickupLocationId: pickup ? store.storeId : 0,
      IsCarDelivery: pickup && store.car,
      IsSinglePackage: kept.IsSinglePackage,
      ...notes,
      AddressDescription: pickup ? '' : notes.AddressDescription,
    };
    setBusy(true);
    const answer = await saveDelivery(lang, body).finally(() => setBusy(false));
    if (answer.Success) {
      pushEcommerce('add_shipping_info', itemsOf(cart));
      window.location.assign(props.paymentHref);
      return;
    }
    // Marketplace pieces cannot be collected: back to delivery to an address, with the reason.
    if (answer.Exception?.ErrorCode === 'PICKUP_NOT_AVAILABLE') setPickup(false);
    setMessage(answer.Message ?? undefined);
    showToast({ kind: 'error', title: t('errors:generic.title'), message: answer.Message ?? undefined });
  };

  return (
    <div className="checkout-layout">
      <div className="delivery-step">
        <fieldset className="delivery-modes">
          <legend className="visually-hidden">{t('checkout:mode.label')}</legend>
          {(['address', 'pickup'] as const).map((mode) => (
            <label key={mode} className="radio-card delivery-mode">
              <input
                type="radio"
                name="delivery-mode"
                checked={pickup === (mode === 'pickup')}
                onChange={() => setPickup(mode === 'pickup')}
              />
              <span>
                <span className="radio-card-title">{t(`checkout:mode.${mode}`)}</span>
                <span className="radio-card-text">{t(`checkout:mode.${mode}Text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {pickup && (
          <section className="delivery-section" aria-labelledby="delivery-pickup">
            <h2 className="delivery-heading" id="delivery-pickup">
              {t('checkout:pickup.title')}
            </h2>
            <Pickup
              cities={props.pickupCities}
              choice={store}
              onCity={(cityId) => void chooseCity(cityId)}
              onChange={(next) => setStore((s) => ({ ...s, ...next }))}
              marketplace={marketplace}
            />
          </section>
        )}
        {isGuest && GuestForm ? (
          <GuestForm lang={lang} cities={props.cities} seed={props.guest} pickup={pickup} onChange={setGuest} onBilling={setGuestBilling} />
        ) : (
          MemberAddresses && (
            <section className="delivery-section" aria-labelledby="delivery-addresses">
              <h2 className="delivery-heading" id="delivery-addresses">
                {t(pickup ? 'checkout:address.billing' : 'checkout:address.title')}
              </h2>
              <MemberAddresses
                lang={lang}
                initial={addresses}
                cities={props.cities}
                pickup={pickup}
                choice={member}
                onChange={(next) => setMember((m) => ({ ...m, ...next }))}
              />
            </section>
          )
        )}
        {props.phone && ContactEditor && (
          <div className="delivery-section delivery-phone">
            <ContactEditor
              lang={lang}
              contact="phone"
              value={props.phone.value}
              verified={props.phone.verified}
              remind={props.phone.remind}
              onChanged={() => {}}
            />
          </div>
        )}
        <Notes value={notes} gift={cart.HasAnyGiftItem} pickup={pickup} onChange={(next) => setNotes((n) => ({ ...n, ...next }))} />
        {message && (
          <p className="form-alert" role="alert">
            {message}
          </p>
        )}
      </div>
      <Summary cart={cart} summary={summary} action={{ label: t('checkout:continue'), onClick: () => void submit(), busy }} />
    </div>
  );
}
