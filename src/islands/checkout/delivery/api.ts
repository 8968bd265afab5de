import type { Address, AddressInput } from '@lib/account';
import { type CartSummary, CART_API } from '@lib/bag';
import { CHECKOUT_API } from '@lib/checkout/steps/api';
import type { AddressSnapshot, Delivery, GuestInput, PickupLocation } from '@lib/checkout/steps/schema';
import type { Lang, OtpChallenge } from '@lib/platform';
import { accountCall } from '../../platform/forms/api';

// The delivery step's calls, one line each, so the components read as what they do.

/** A guest's contact state as the guest calls answer it. */
export interface GuestView {
  Email: string;
  Phone: string;
  PhoneVerified: boolean;
  EmailVerified: boolean;
}

export const storesIn = async (lang: Lang, cityId: number) =>
  (await accountCall<PickupLocation[]>(lang, CHECKOUT_API.pickupLocations, { query: { cityId } })).Result ?? [];
export const summaryFor = (lang: Lang, isPickup: boolean) =>
  accountCall<CartSummary>(lang, CART_API.summary, { query: { isPickup, isCheckoutPage: true }, silent: true });
export const saveDelivery = (lang: Lang, body: Delivery) => accountCall<Delivery>(lang, CHECKOUT_API.delivery, { method: 'POST', body });
export const saveGuest = (lang: Lang, body: GuestInput) =>
  accountCall<GuestView & { Shipping: AddressSnapshot; Billing: AddressSnapshot | null }>(lang, CHECKOUT_API.guest, {
    method: 'POST',
    body,
  });
export const sendGuestCode = (lang: Lang, kind: 'phone' | 'email') =>
  accountCall<OtpChallenge>(lang, CHECKOUT_API.guestSendCode, { method: 'POST', body: { kind } });
export const verifyGuestCode = (lang: Lang, kind: 'phone' | 'email', Otp: string, RequestId: string) =>
  accountCall<GuestView>(lang, CHECKOUT_API.guestVerify, { method: 'POST', body: { kind, Otp, RequestId } });
export const emailRegistered = async (lang: Lang, email: string) =>
  (await accountCall<{ IsRegistered: boolean }>(lang, CHECKOUT_API.emailRegistered, { method: 'POST', body: { email }, silent: true }))
    .Result?.IsRegistered ?? false;

/** A guest's kept address drawn as a saved one, so the address book's form can show and edit it. */
export const asAddress = (snapshot: AddressSnapshot): Address => ({
  ...snapshot,
  ID: 0,
  CountryID: 1,
  CountryName: '',
  IsFavorite: false,
  IsCityActive: true,
  isSuitableReturnFromHome: false,
});

/** A guest's kept address as the form sends it, to send it again with the other address. */
export const inputOf = (snapshot: AddressSnapshot): AddressInput => ({
  ID: 0,
  AddressDescription: snapshot.AddressDescription,
  Name: snapshot.InvoiceType === 0 ? '' : snapshot.Name,
  Phone: snapshot.Phone,
  CountryID: 1,
  CityID: snapshot.CityID,
  DistrictID: snapshot.DistrictID,
  NeighborhoodID: snapshot.NeighborhoodID,
  AddressText: snapshot.AddressText,
  InvoiceType: snapshot.InvoiceType === 0 ? 0 : 1,
  CitizenID: snapshot.CitizenID,
  CorporateName: snapshot.CorporateName,
  TaxNo: snapshot.TaxNo,
  TaxOffice: snapshot.TaxOffice,
  IsFavorite: false,
});
