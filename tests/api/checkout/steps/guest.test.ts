import { describe, expect, it } from 'vitest';
import { CHECKOUT_API, type CheckoutInit } from '../../../../src/lib/checkout/steps/schema';
import { ApiClient } from '../../../support/api-client';
import { freshContact, latestCode, registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { addressBody, delivery, ownPiece, placeIn } from './helpers';

type GuestView = { Email: string; Phone: string; PhoneVerified: boolean; EmailVerified: boolean };
type Challenge = { RequestId: string; ResendSeconds: number };

/** A guest with a cart and a fresh contact, saved with a Kadıköy address. */
async function guest(n: number) {
  const client = new ApiClient();
  await add(client, ownPiece(n));
  const { Email, CellPhone } = freshContact();
  const Shipping = addressBody(await placeIn(client, 34, 'Kadıköy'));
  const body = { Email, Phone: CellPhone, Shipping };
  const saved = await client.post<GuestView & { Shipping: { CityName: string; DistrictName: string } }>(CHECKOUT_API.guest, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { client, body, saved: saved.body.Result! };
}

describe('guest checkout', () => {
  it('keeps the contact and address with the place names resolved, unverified', async () => {
    const { saved, body } = await guest(60);
    expect(saved).toMatchObject({ Email: body.Email, Phone: body.Phone, PhoneVerified: false, EmailVerified: false });
    expect(saved.Shipping).toMatchObject({ CityName: 'İstanbul', DistrictName: 'Kadıköy' });
  });

  it('refuses bad contact details and a place that does not exist', async () => {
    const client = new ApiClient();
    const Shipping = addressBody(await placeIn(client, 34, 'Kadıköy'));
    const bad = await client.post(CHECKOUT_API.guest, { Email: 'not-mail', Phone: '0123', Shipping });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.Exception?.FieldErrors ?? {})).toEqual(expect.arrayContaining(['Email', 'Phone']));
    const nowhere = await client.post(CHECKOUT_API.guest, {
      ...freshContact(),
      Phone: '5321112233',
      Email: 'a@test.example',
      Shipping: { ...Shipping, NeighborhoodID: 1 },
    });
    expect(nowhere.body.Exception?.ErrorCode).toBe('ADDRESS_NEIGHBORHOOD_MISSING');
  });

  it('verifies phone and e-mail by codes: a wrong code counts, a resend waits, a changed phone is verified again', async () => {
    const { client, body } = await guest(61);
    const sent = await client.post<Challenge>(CHECKOUT_API.guestSendCode, { kind: 'phone' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const again = await client.post<{ ResendSeconds: number }>(CHECKOUT_API.guestSendCode, { kind: 'phone' });
    expect(again.body.Exception?.ErrorCode).toBe('OTP_RESEND_WAIT');
    expect(again.body.Result!.ResendSeconds).toBeGreaterThan(0);

    const code = await latestCode(client, body.Phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await client.post(CHECKOUT_API.guestVerify, { kind: 'phone', RequestId: sent.body.Result!.RequestId, Otp: wrongCode });
    expect(wrong.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    // The phone's code does not verify the e-mail.
    const crossed = await client.post(CHECKOUT_API.guestVerify, { kind: 'email', RequestId: sent.body.Result!.RequestId, Otp: code });
    expect(crossed.body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
    const right = await client.post<GuestView>(CHECKOUT_API.guestVerify, {
      kind: 'phone',
      RequestId: sent.body.Result!.RequestId,
      Otp: code,
    });
    expect(right.body.Result).toMatchObject({ PhoneVerified: true, EmailVerified: false });
    const reused = await client.post(CHECKOUT_API.guestVerify, { kind: 'phone', RequestId: sent.body.Result!.RequestId, Otp: code });
    expect(reused.body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');

    const mail = await client.post<Challenge>(CHECKOUT_API.guestSendCode, { kind: 'email' });
    const mailed = await client.post<GuestView>(CHECKOUT_API.guestVerify, {
      kind: 'email',
      RequestId: mail.body.Result!.RequestId,
      Otp: await latestCode(client, body.Email),
    });
    expect(mailed.body.Result).toMatchObject({ PhoneVerified: true, EmailVerified: true });
    const init = (await client.get<CheckoutInit>(`${CHECKOUT_API.initialize}?isGuestCheckout=True`)).body.Result!;
    expect(init.Guest).toMatchObject({ PhoneVerified: true, EmailVerified: true });

    // The same e-mail with a new phone: only the e-mail stays verified.
    const changed = await client.post<GuestView>(CHECKOUT_API.guest, { ...body, Phone: freshContact().CellPhone });
    expect(changed.body.Result).toMatchObject({ PhoneVerified: false, EmailVerified: true });
  });

  it('the address page reopens a code still open, from the server and for its own session only; a step without the flag stays on the guest flow', async () => {
    const { client, body } = await guest(77);
    const page = async (who: ApiClient) => (await who.request('/checkout/address?isGuestCheckout=True')).text();
    expect(await page(client)).toContain('&quot;Pending&quot;:[0,null]');
    const sent = await client.post<Challenge>(CHECKOUT_API.guestSendCode, { kind: 'phone' });
    const requestId = sent.body.Result!.RequestId;
    const html = await page(client);
    expect(html).toContain(requestId);
    // Another visitor's page never carries it.
    expect(await page(new ApiClient())).not.toContain(requestId);
    // Used up by wrong tries, the code is no longer offered.
    const code = await latestCode(client, body.Phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await client.post(CHECKOUT_API.guestVerify, { kind: 'phone', RequestId: requestId, Otp: wrongCode });
    expect(await page(client)).not.toContain(requestId);

    const payment = await client.request('/checkout/payment');
    expect(payment.status).toBe(302);
    expect(payment.headers.get('location')).toBe('/checkout/payment?isGuestCheckout=True');
    // A visitor who has not begun the guest checkout is asked to sign in, as before.
    expect((await new ApiClient().request('/checkout/payment')).headers.get('location')).toMatch(/^\/customer\/login/);
  });

  it('keeps an unverified guest\u2019s delivery choice (the codes are asked at payment), not a code without a contact', async () => {
    const { client } = await guest(62);
    const kept = await client.post(CHECKOUT_API.delivery, delivery({}));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const stranger = new ApiClient();
    expect((await stranger.post(CHECKOUT_API.guestSendCode, { kind: 'phone' })).body.Exception?.ErrorCode).toBe('GUEST_CONTACT_REQUIRED');
    expect((await stranger.post(CHECKOUT_API.guestSendCode, { kind: 'fax' })).status).toBe(400);
  });
});

describe('e-mail registered check', () => {
  it('tells only whether the e-mail has an account, and stops a session walking a list', async () => {
    const { form } = await registerCustomer();
    const client = new ApiClient();
    const yes = await client.post<{ IsRegistered: boolean }>(CHECKOUT_API.emailRegistered, { email: String(form.Email).toUpperCase() });
    expect(yes.body.Result).toEqual({ IsRegistered: true });
    const no = await client.get<{ IsRegistered: boolean }>(
      `${CHECKOUT_API.emailRegistered}?email=${encodeURIComponent(freshContact().Email)}`,
    );
    expect(no.body.Result).toEqual({ IsRegistered: false });
    expect((await client.post(CHECKOUT_API.emailRegistered, { email: 'nope' })).status).toBe(400);
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await client.post(CHECKOUT_API.emailRegistered, { email: freshContact().Email })).status);
    expect(answers.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("a guest's billing address", () => {
  it('goes on the documents when the guest gives one, corporate details included', async () => {
    const { client, body } = await guest(63);
    const Billing = {
      ...body.Shipping,
      InvoiceType: 0,
      CorporateName: 'Aydın Tekstil A.Ş.',
      TaxNo: '1234567890',
      TaxOffice: 'Kadıköy',
      CitizenID: '',
    };
    const saved = await client.post<{ Billing: { Name: string; TaxNo: string } }>(CHECKOUT_API.guest, { ...body, Billing });
    expect(saved.body.Result!.Billing).toMatchObject({ Name: 'Aydın Tekstil A.Ş.', TaxNo: '1234567890' });
    expect((await client.post(CHECKOUT_API.delivery, delivery({ IsUseShippingInfoAsBillingInfo: false }))).status).toBe(200);
    const docs = await client.post<{ PreInformationForm: string }>(CHECKOUT_API.agreements, { PaymentMethods: ['credit_card'] });
    expect(docs.status, JSON.stringify(docs.body)).toBe(200);
    expect(docs.body.Result!.PreInformationForm).toContain('Aydın Tekstil A.Ş.');
    expect(docs.body.Result!.PreInformationForm).toContain('Kadıköy / 1234567890');
    expect(docs.body.Result!.PreInformationForm).toContain(body.Email);
  });
});
