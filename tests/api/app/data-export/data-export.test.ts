import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_API } from '../../../../src/lib/app/data-export/schema';
import { FAVOURITES_API } from '../../../../src/lib/bag/favourites/rules';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { latestCode, PASSWORD, registerCustomer } from '../../account/members/helpers';
import { paidOrder } from '../../orders/after-sales/helpers';
import { CARDS, own } from '../../orders/records/helpers';
import { bagDemand, created, photos } from '../../programmes/reborn/helpers';
import { confirm, readyState, requestData, sendCode, stateOf } from './helpers';
import { CONSENT_API } from '../../../../src/lib/platform/consent/rules';

// A member's data on request (KVKK article 11, issue 30): the file holds every section with the
// member's real data and no secret, after a code to the phone; the link works once, for 24 hours,
// for the member's own session. On a server of its own whose clock the tests move.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1', OTP_SENDS_PER_ADDRESS: '100000', OTP_SENDS_PER_HOUR: '100000' });
}, 120_000);
afterAll(async () => server?.stop());

const client = () => new ApiClient(server.url);
const member = async () => {
  const { client: signedIn, form } = await registerCustomer(client());
  return { client: signedIn, phone: form.CellPhone as string, email: form.Email as string };
};
/** Moves the server's clock on (a day at most per call). */
async function advance(seconds: number) {
  for (let left = seconds; left > 0; left -= 86_400) {
    expect((await client().post('/cop-api/test/clock', { seconds: Math.min(left, 86_400) })).status).toBe(200);
  }
}
const outbox = async (recipient: string) =>
  (
    await client().get<{ body: string; subject?: string; channel: string }[]>(
      `/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=5`,
    )
  ).body.Result ?? [];

describe('a member’s data on request', () => {
  it('builds the whole file in the background and tells the member: profile, contacts, address, order with masked payment, favourite, Reborn application; no secret in it', async () => {
    const names = { FirstName: 'Ayşe', LastName: 'Veri' };
    const { client: shopper, email, phone, number, addressId } = await paidOrder(1, 1, server.url, names);
    const liked = own(7);
    const favourite = await shopper.post(FAVOURITES_API.add, { productId: liked.product.id, variantId: liked.variant.id });
    expect(favourite.status, JSON.stringify(favourite.body)).toBe(200);
    const demand = await created(
      shopper,
      bagDemand({ form: { ...names, Email: email, CellPhone: phone }, addressId }, await photos(shopper, 2)),
    );
    const consent = await shopper.post<{ Receipt: string; Version: number }>(CONSENT_API, { Analytics: true, Marketing: false });
    expect(consent.status, JSON.stringify(consent.body)).toBe(200);

    const started = await requestData(shopper, phone);
    expect(started.Status).toBe('building');
    expect(started.DownloadUrl).toBeNull();
    const ready = await readyState(shopper);
    expect(ready.Id).toBe(started.Id);
    expect(ready.DownloadUrl).toMatch(/^\/customer\/my-data\/file\/[\w-]{20,}$/);
    expect(ready.SizeBytes).toBeGreaterThan(1000);

    // Told by SMS and e-mail, with the page's link (not the file's).
    const [sms] = await outbox(phone);
    expect(sms!.body).toContain(`${server.url}/customer/my-data`);
    expect(sms!.body).not.toContain('/file/');
    expect((await outbox(email))[0]!.body).toContain('/customer/my-data');

    const response = await shopper.request(ready.DownloadUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="vitrin-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const file = JSON.parse(text);

    expect(Object.keys(file)).toEqual([
      'header',
      'profile',
      'contacts',
      'communicationPreferences',
      'addresses',
      'orders',
      'afterSales',
      'favourites',
      'carts',
      'reborn',
      'messages',
      'repairs',
      'loyalty',
      'consents',
    ]);
    expect(file.header).toMatchObject({ store: 'Vitrin', formatVersion: 1 });
    expect(file.header.sections.orders.tr).toBeTruthy();
    expect(file.header.sections.orders.en).toBeTruthy();
    expect(file.profile).toMatchObject({ firstName: 'Ayşe', lastName: 'Veri' });
    expect(file.contacts).toMatchObject({ email, emailVerified: true, phone, phoneVerified: true });
    expect(file.communicationPreferences).toHaveLength(3);
    expect(file.addresses).toHaveLength(1);
    expect(file.orders).toHaveLength(1);
    const [order] = file.orders;
    expect(order.number).toBe(number);
    expect(order.total.tl).toMatch(/^[\d.]+,\d{2} TL$/);
    expect(order.total.kurus).toBeGreaterThan(0);
    expect(order.lines[0].unitPrice).toMatchObject({ tl: expect.stringMatching(/TL$/), kurus: expect.any(Number) });
    expect(order.addresses.length).toBeGreaterThan(0);
    expect(order.payments[0]).toMatchObject({ instrument: expect.any(String), maskedCard: '540036******0003' });
    expect(file.favourites).toEqual([expect.objectContaining({ productId: liked.product.id, variantId: liked.variant.id })]);
    expect(file.reborn).toEqual([expect.objectContaining({ id: demand, brand: 'Hermès', photoCount: 2 })]);
    expect(file.reborn[0].photoIds).toHaveLength(2);
    expect(file.consents.communicationPreferences).toHaveLength(3);
    expect(file.consents.cookies).toEqual([
      {
        receipt: consent.body.Result!.Receipt,
        analytics: true,
        marketing: false,
        version: consent.body.Result!.Version,
        recordedAt: expect.any(String),
      },
    ]);

    // No secret: no password hash, no full card number, no token or hash of any kind, no photo bytes.
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(text).not.toContain(CARDS.approves);
    expect(text).not.toMatch(/"[A-Za-z]*(Hash|hash|Token|token)"\s*:/);
    expect(text).not.toMatch(/idempotency/i);
    expect(text.length).toBeLessThan(200_000);

    // The link worked once: the second time sends the member back to the page, which says so.
    const again = await shopper.request(ready.DownloadUrl!);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/customer/my-data?link=downloaded');
    expect(await again.text()).toBe('');
    expect(await stateOf(shopper)).toMatchObject({ Status: 'downloaded', DownloadUrl: null });
  });

  it('asks for the code: none, a wrong one, an expired one and a malformed or oversized body start nothing', async () => {
    const { client: shopper, phone } = await member();
    expect((await shopper.post(DATA_EXPORT_API.request, {})).status).toBe(400);
    expect((await shopper.post(DATA_EXPORT_API.request, { RequestId: 'x'.repeat(5000), Otp: '1'.repeat(5000) })).status).toBe(400);
    const huge = await shopper.send('POST', DATA_EXPORT_API.request, undefined, {
      raw: JSON.stringify({ RequestId: 'a', Otp: '1'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await shopper.send('POST', DATA_EXPORT_API.request, undefined, { raw: '{"RequestId":' })).status).toBe(400);

    const sent = await sendCode(shopper);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await latestCode(shopper, phone);
    const wrong = await confirm(shopper, sent.body.Result!.RequestId, code === '000000' ? '111111' : '000000');
    expect(wrong.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    expect(await stateOf(shopper)).toBeNull();

    await advance(sent.body.Result!.ResendSeconds);
    const fresh = await sendCode(shopper);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const freshCode = await latestCode(shopper, phone);
    await advance(fresh.body.Result!.Seconds + 1);
    const late = await confirm(shopper, fresh.body.Result!.RequestId, freshCode);
    expect(late.body.Exception?.ErrorCode).toBe('OTP_EXPIRED');
    expect(await stateOf(shopper)).toBeNull();
  });

  it('keeps the file from a visitor and from another member: their link is not found, their calls need a session', async () => {
    const owner = await member();
    await requestData(owner.client, owner.phone);
    const { DownloadUrl } = await readyState(owner.client);
    const other = await member();
    expect((await other.client.request(DownloadUrl!)).status).toBe(404);
    const visitor = client();
    expect((await visitor.request(DownloadUrl!)).status).toBe(404);
    expect((await visitor.get(DATA_EXPORT_API.state)).status).toBe(401);
    expect((await sendCode(visitor)).status).toBe(401);
    expect((await other.client.request('/customer/my-data/file/not-a-real-token-0123456789')).status).toBe(404);
    // The other member's own page knows nothing of it; the owner's link still works once.
    expect(await stateOf(other.client)).toBeNull();
    expect((await owner.client.request(DownloadUrl!)).status).toBe(200);
    // The page itself is for members only.
    expect((await visitor.request('/customer/my-data')).status).toBe(302);
  });

  it('expires a ready link after 24 hours and drops the file, keeping the record', async () => {
    const { client: shopper, phone } = await member();
    await requestData(shopper, phone);
    const { DownloadUrl } = await readyState(shopper);
    await advance(24 * 3600 + 60);
    expect(await stateOf(shopper)).toMatchObject({ Status: 'expired', DownloadUrl: null });
    const late = await shopper.request(DownloadUrl!);
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe('/customer/my-data?link=expired');
  });

  it('answers parallel requests with one request being built', async () => {
    const { client: first, phone, email } = await member();
    const second = client();
    expect((await second.post('/cop-api/customer/login', { Username: email, Password: PASSWORD })).status).toBe(200);
    second.forgetToken();
    // Two sessions of the member, each with its own code, answer at the same time.
    const a = await sendCode(first);
    const codeA = await latestCode(first, phone);
    const b = await sendCode(second);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const codeB = await latestCode(second, phone);
    const answers = await Promise.all([confirm(first, a.body.Result!.RequestId, codeA), confirm(second, b.body.Result!.RequestId, codeB)]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answers[0]!.body.Result!.Id).toBe(answers[1]!.body.Result!.Id);
  });

  it('takes three requests a day and refuses the fourth in the member’s language, until the day has passed', async () => {
    const { client: shopper, phone } = await member();
    for (let i = 0; i < 3; i += 1) {
      await requestData(shopper, phone);
      await readyState(shopper);
      // The resend wait of the code applies between requests.
      await advance(120);
    }
    const refused = await sendCode(shopper);
    expect(refused.status).toBe(429);
    expect(refused.body.Exception?.ErrorCode).toBe('DATA_EXPORT_DAILY_CAP');
    expect(refused.body.Message).toMatch(/en fazla 3/);
    shopper.cookies.set('LanguageId', '2');
    expect((await sendCode(shopper)).body.Message).toMatch(/at most 3 times a day/);
    await advance(86_400);
    expect((await sendCode(shopper)).status).toBe(200);
  });
});
