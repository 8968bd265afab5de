import { customerByContact, resolvePlace } from '@lib/account/index.server';
import { normalizeEmail, type AddressInput } from '@lib/account';
import { env, issueOtp, pendingOtp, verifyOtp, setSessionData, type Session, hit } from '@lib/platform/index.server';
import { DomainError, type OtpChallenge, type Caller, phoneDigits } from '@lib/platform';
import { checkoutState } from './delivery.server';
import { type AddressSnapshot, type CheckoutState, type GuestInput, CHECKOUT_SLOT } from './schema';

type GuestState = NonNullable<CheckoutState['guest']>;
/** Which of a guest's contacts a code goes to. */
export type GuestContact = 'phone' | 'email';

/** A guest's address as the order keeps it, its place names read from the location data. */
function snapshotOf(address: AddressInput, email: string): AddressSnapshot {
  const place = resolvePlace(address.CityID, address.DistrictID, address.NeighborhoodID);
  if (!place?.neighborhood) throw new DomainError('ADDRESS_NEIGHBORHOOD_MISSING');
  const corporate = address.InvoiceType === 0;
  return {
    AddressDescription: address.AddressDescription.trim(),
    Name: (corporate ? address.CorporateName : address.Name).trim(),
    CorporateName: corporate ? address.CorporateName.trim() : '',
    Email: email,
    Phone: phoneDigits(address.Phone),
    CityID: place.city.Value,
    CityName: place.city.Text,
    DistrictID: place.district.Value,
    DistrictName: place.district.Text,
    NeighborhoodID: place.neighborhood.Value,
    NeighborhoodName: place.neighborhood.Text,
    AddressText: address.AddressText.trim(),
    InvoiceType: address.InvoiceType,
    CitizenID: corporate ? '' : address.CitizenID.trim(),
    TaxNo: corporate ? address.TaxNo.trim() : '',
    TaxOffice: corporate ? address.TaxOffice.trim() : '',
  };
}

/** What a guest's contact answers: what is kept and which contacts are verified. */
export const guestView = (guest: GuestState) => ({
  Email: guest.Email,
  Phone: guest.Phone,
  PhoneVerified: guest.Verified.includes('phone'),
  EmailVerified: guest.Verified.includes('email'),
});

/**
 * Keeps a guest's contact and addresses for the checkout. A verification stays only while its
 * phone or e-mail is the one verified: a changed contact must be verified again.
 */
export async function saveGuest(session: Session, input: GuestInput) {
  const email = normalizeEmail(input.Email);
  const phone = phoneDigits(input.Phone);
  const before = checkoutState(session).guest;
  const kept = (before?.Verified ?? []).filter((contact) => (contact === 'phone' ? before?.Phone === phone : before?.Email === email));
  const guest: GuestState = {
    Email: email,
    Phone: phone,
    Shipping: snapshotOf(input.Shipping, email),
    Billing: input.Billing ? snapshotOf(input.Billing, email) : null,
    Verified: kept,
  };
  await setSessionData(session, CHECKOUT_SLOT, { ...checkoutState(session), guest });
  return { ...guestView(guest), Shipping: guest.Shipping, Billing: guest.Billing };
}

/** The guest kept in the session, or GUEST_CONTACT_REQUIRED. */
function guestOf(session: Session): GuestState {
  const guest = checkoutState(session).guest;
  if (!guest) throw new DomainError('GUEST_CONTACT_REQUIRED');
  return guest;
}

/** Sends a code to the guest's phone (SMS) or e-mail, with the OTP service's waits and caps. */
export async function sendGuestCode(caller: Caller, kind: GuestContact): Promise<OtpChallenge> {
  const guest = guestOf(caller.session);
  const target = kind === 'phone' ? guest.Phone : guest.Email;
  return issueOtp({ purpose: 'guest-checkout', target, channel: kind === 'phone' ? 'sms' : 'email', caller });
}

/** A code sent to a contact not yet verified that can still be answered, the latest one; null when none. */
export async function pendingGuestCode(session: Session): Promise<{ kind: GuestContact; otp: OtpChallenge } | null> {
  const guest = checkoutState(session).guest;
  if (!guest) return null;
  const waiting = await Promise.all(
    (['phone', 'email'] as const)
      .filter((kind) => !guest.Verified.includes(kind))
      .map(async (kind) => ({
        kind,
        otp: await pendingOtp('guest-checkout', kind === 'phone' ? guest.Phone : guest.Email, session.idHash),
      })),
  );
  // The one sent last has the longest life left.
  const open = waiting.filter((w): w is { kind: GuestContact; otp: OtpChallenge } => w.otp !== null);
  return open.sort((a, b) => b.otp.Seconds - a.otp.Seconds)[0] ?? null;
}

/** Checks a guest's code and marks that contact verified for this checkout. */
export async function verifyGuestCode(session: Session, kind: GuestContact, RequestId: string, Otp: string) {
  const guest = guestOf(session);
  const target = kind === 'phone' ? guest.Phone : guest.Email;
  await verifyOtp({ purpose: 'guest-checkout', target, sessionHash: session.idHash, requestId: RequestId, code: Otp });
  const verified: GuestState = { ...guest, Verified: [...new Set([...guest.Verified, kind])] };
  await setSessionData(session, CHECKOUT_SLOT, { ...checkoutState(session), guest: verified });
  return guestView(verified);
}

/** Lookups per window before E107: a guest types one or two e-mails; an address may hold a few shoppers. */
const EMAIL_CHECKS = { session: 10, address: 30 };

/**
 * Whether an e-mail belongs to a member, so a guest can be offered sign-in. Only yes or no, as the
 * call of docs/behaviour/checkout.md#guest-checkout answers; counted per client address and per session, so the call cannot be used to
 * walk a list of addresses.
 */
export async function emailRegistered(caller: Caller, email: string): Promise<{ IsRegistered: boolean }> {
  const window = env().OTP_SEND_WINDOW_SECONDS;
  const caps = [
    { key: `email-registered:session:${caller.session.idHash}`, max: EMAIL_CHECKS.session },
    { key: `email-registered:address:${caller.clientAddress}`, max: EMAIL_CHECKS.address },
  ];
  for (const { key, max } of caps) if ((await hit(key, window)) > max) throw new DomainError('E107');
  return { IsRegistered: (await customerByContact('email', normalizeEmail(email))) !== undefined };
}
