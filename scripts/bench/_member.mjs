// Shared by the benchmarks: the demo member signed in, new members registered through both code
// steps, and a member's saved address, each in a browser of its own (_session.mjs).
import { browser, outboxCode } from './_session.mjs';

const DEMO = { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' };
const PASSWORD = 'Kalabalik2026';

/** Signs a browser in as the demo member, then reads the rotated session's token. */
async function logIn(shopper) {
  await shopper.refreshToken();
  const { envelope } = await shopper.json('POST', '/cop-api/customer/login', DEMO);
  if (!envelope.Success) throw new Error('demo member sign-in failed');
  await shopper.refreshToken();
}

/** Signs the demo member in: the session cookie and its verification token. */
export async function signIn(url) {
  const shopper = browser(url);
  try {
    await logIn(shopper);
    return { cookie: shopper.cookie(), token: shopper.token };
  } finally {
    shopper.close();
  }
}

/** A signed-in session of the demo member: a caller that answers [ms, status, body], its browser as `.session`. */
export async function member(url) {
  const shopper = browser(url);
  await logIn(shopper);
  const call = async (method, path, body) => {
    const answer = await shopper.send(method, path, body);
    return [answer.ms, answer.status, answer.text()];
  };
  return Object.assign(call, { session: shopper });
}

/**
 * A new member, registered as the register page does it (form, then the phone's and the e-mail's
 * codes from the sandbox outbox) and so signed in, in the browser given. `n` keeps contacts apart;
 * the server must allow that many registrations and codes from one address (CAPTCHA_AFTER,
 * OTP_SENDS_PER_ADDRESS).
 */
export async function register(shopper, url, n) {
  await shopper.refreshToken();
  const tail = String((process.pid * 1000 + n) % 1e8).padStart(8, '0');
  const form = {
    FirstName: 'Deniz',
    LastName: 'Kalabalık',
    Email: `crowd${tail}@bench.example`,
    CellPhone: `54${tail}`,
    GenderId: 1,
    birthDay: '05/03/1990',
    NewPassword: PASSWORD,
    ConfirmNewPassword: PASSWORD,
    MembershipAgreement: true,
    ReceiveCampaignMessages: false,
  };
  const step = async (path, body) => {
    const { envelope } = await shopper.json('POST', path, body);
    if (!envelope.Success) throw new Error(`${path} refused: ${JSON.stringify(envelope.Exception)}`);
    return envelope.Result;
  };
  const phone = await step('/cop-api/customer/register', form);
  const email = await step('/cop-api/customer/verify-new-customer-phone', {
    RequestId: phone.RequestId,
    Otp: await outboxCode(url, form.CellPhone),
  });
  await step('/cop-api/customer/verify-new-customer-email', { RequestId: email.RequestId, Otp: await outboxCode(url, form.Email) });
  await shopper.refreshToken();
}

/** Saves an Istanbul delivery address for the signed-in member in `shopper`; its id. */
export async function saveAddress(shopper) {
  const result = async (path, body) => (await shopper.json(body ? 'POST' : 'GET', path, body)).envelope.Result;
  const district = (await result('/cop-api/address/districts?cityId=34'))[0].Value;
  const neighborhood = (await result(`/cop-api/address/neighborhoods?districtid=${district}`))[0].Value;
  const saved = await result('/cop-api/address/add-or-update', {
    AddressDescription: 'Ev',
    Name: 'Ayşe Yılmaz',
    Phone: '(532) 123 45 67',
    AddressText: 'Moda Caddesi No: 12/4 Daire 3',
    InvoiceType: 1,
    CitizenID: '10000000146',
    CityID: 34,
    DistrictID: district,
    NeighborhoodID: neighborhood,
  });
  return saved.ID;
}
