import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { type FakeNetgsm, startFakeNetgsm } from '../../../support/fake-netgsm';
import { ownSeededFolder, type RunningServer, startServer, waitForOutput } from '../../../support/server';
import { type ReceivedMail, SmtpSink } from '../../../support/smtp-sink';
import { freshContact, latestCode, registration, startRegistration } from '../../account/members/helpers';
import { add, plenty } from '../../bag/cart/helpers';
import { cancel, detailOf, devMove, ORDERS } from '../../orders/after-sales/helpers';
import { cartTotal, checkout, checkoutBody, own, pay, saveAddress } from '../../orders/records/helpers';

// The store as an operator starts it, with real transports on 127.0.0.1: an SMTP relay and a
// Netgsm. A store killed with kill -9 while its relay is down sends what it left pending after its
// restart, each once; the e-mails its own flows send arrive over SMTP in both languages, with
// absolute links that answer; a provider that answers garbage or not at all fails the message,
// never the shopper's order. (A relay down and back up is the outbox's own test, src/lib/platform/notify/outbox.)

/**
 * The store's provider timeout here: long enough that a call to the sink or the fake Netgsm never
 * times out on a busy machine (each message has two attempts), short enough that the slow answer
 * below costs little.
 */
const TIMEOUT_S = 3;

const folder = ownSeededFolder();
let sink: SmtpSink;
let netgsm: FakeNetgsm;
let server: RunningServer;
const pendingAtKill: string[] = [];

/** A visitor shares a bag by e-mail (one message through the outbox); the address it went to. */
async function shareByMail(url: string, n: number): Promise<string> {
  const client = new ApiClient(url);
  await add(client, plenty(90 + n), 1);
  const { Email } = freshContact();
  const sent = await client.post(CART_API.shareSend, { Channel: 'email', To: Email });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return Email;
}

beforeAll(async () => {
  [sink, netgsm] = await Promise.all([SmtpSink.start(), startFakeNetgsm()]);
  await sink.stop();
  const env = {
    ...netgsm.env,
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: sink.url(),
    MAIL_FROM: 'Vitrin <siparis@vitrin.example>',
    PGLITE_DIR: folder,
    TEST_CLOCK: '1',
    OUTBOX_MAX_ATTEMPTS: '2',
    PROVIDER_TIMEOUT_SECONDS: String(TIMEOUT_S),
  };
  // The first store writes three e-mails its relay cannot take, and is killed mid-queue.
  const first = await startServer(env);
  for (let n = 0; n < 3; n++) pendingAtKill.push(await shareByMail(first.url, n));
  first.process.kill('SIGKILL');
  await first.exited;
  await sink.start();
  server = await startServer(env);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([sink?.stop(), netgsm?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

/** The `n`-th e-mail (1-based) to an address, once it has arrived. */
async function nth(to: string, n: number): Promise<ReceivedMail> {
  const mine = () => sink.received.filter((mail) => mail.envelope.to.includes(to));
  await sink.waitFor(() => mine().length >= n, 20_000);
  return mine()[n - 1]!;
}

const codeIn = (text = '') => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** The newest SMS the fake Netgsm accepted for a number, once there is one. */
async function smsTo(to: string): Promise<string> {
  const before = netgsm.messages.length;
  const found = () => netgsm.messages.findLast((m) => m.to === to);
  if (!found()) await netgsm.waitForMessages(before + 1);
  return found()!.text;
}

/** Registers through both codes: the SMS one from Netgsm, the e-mail one from the relay. */
async function register(lang: 'tr' | 'en') {
  const client = new ApiClient(server.url);
  if (lang === 'en') client.cookies.set('LanguageId', '2');
  const form = registration();
  const email = form.Email as string;
  const start = await startRegistration(client, form);
  const phone = await client.post<{ RequestId: string }>('/cop-api/customer/verify-new-customer-phone', {
    RequestId: start.body.Result!.RequestId,
    Otp: codeIn(await smsTo(form.CellPhone as string)),
  });
  const code = await nth(email, 1);
  const done = await client.post('/cop-api/customer/verify-new-customer-email', {
    RequestId: phone.body.Result!.RequestId,
    Otp: codeIn(code.text),
    returnUrl: '/',
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  client.forgetToken();
  return { client, email, code };
}

/** Checks one received e-mail as a mail client and its reader meet it: markup, pictures, links, both parts. */
async function checkMail(mail: ReceivedMail, expected: { lang: 'tr' | 'en'; contains: string[] }) {
  const html = mail.html ?? '';
  expect(mail.contentLanguage).toBe(expected.lang);
  expect(html).not.toMatch(/<script|rel="?stylesheet|@import/i);
  for (const img of html.matchAll(/<img\b[^>]*>/g)) expect(img[0], 'an image without alt text').toMatch(/\balt="[^"]+"/);
  const links = [...html.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  for (const link of links) expect(link.startsWith(`${server.url}/`) || link.startsWith('mailto:'), link).toBe(true);
  const text = mail.text ?? '';
  expect(text, 'the plain-text part has no markup').not.toMatch(/<[a-z/]/i);
  for (const fact of expected.contains) {
    expect(text).toContain(fact);
    expect(html).toContain(fact);
  }
  // Opened by anyone, in any browser: every link and picture answers (a member's page asks to sign in).
  for (const link of new Set(links.filter((l) => !l.startsWith('mailto:')))) {
    expect((await fetch(link, { redirect: 'manual' })).status, link).toBeLessThan(400);
  }
}

describe('a store killed with kill -9 while its relay was down', () => {
  it('sends what it left pending once it is started again, each message once', async () => {
    const mails = await Promise.all(pendingAtKill.map((to) => sink.waitFor((mail) => mail.envelope.to.includes(to), 20_000)));
    // Nothing more is due: reading the development outbox lets the sender finish first.
    await new ApiClient(server.url).get('/dev/outbox.json?limit=1');
    for (const mail of mails) {
      expect(sink.countOf(mail.messageId!), mail.messageId).toBe(1);
      expect(mail.text).toMatch(new RegExp(`${server.url}/cart/shared/[\\w-]{43}`));
    }
  });
});

describe('e-mails received over SMTP', () => {
  it('a Turkish member: the code, the welcome, the order confirmation with its pictures, a cancel with its refund, shipped and delivered', async () => {
    const { client, email, code } = await register('tr');
    await checkMail(code, { lang: 'tr', contains: [codeIn(code.text)] });
    await checkMail(await nth(email, 2), { lang: 'tr', contains: ['Zeynep'] });
    const addressId = await saveAddress(client);
    await add(client, own(20), 1);
    await add(client, own(21), 1);
    const number = (await pay({ client, addressId })).body.Result!.OrderNumber!;
    const confirmation = await nth(email, 3);
    expect(confirmation.subject).toContain(number);
    expect(confirmation.html).toMatch(/<img\b[^>]*src="[^"]+\.jpg"/);
    await checkMail(confirmation, { lang: 'tr', contains: [number] });
    const orderId = (await client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${number}`)).body.Result!.Orders[0]!
      .OrderId;
    const [first] = (await detailOf(client, orderId)).Items;
    expect((await cancel(client, orderId, [first!.OrderItemID])).status).toBe(200);
    // Paid by card: its refund row says the bank's working days (refund_parts → refundArrival).
    await checkMail(await nth(email, 4), { lang: 'tr', contains: [number, 'Onaydan sonra 2–8 iş günü içinde kartınıza yansır'] });
    await devMove(client, orderId, 'ship');
    await checkMail(await nth(email, 5), { lang: 'tr', contains: [number] });
    await devMove(client, orderId, 'out_for_delivery');
    await devMove(client, orderId, 'deliver');
    await checkMail(await nth(email, 7), { lang: 'tr', contains: [number] });
  });

  it('an English member: a shared bag, a password reset and its notice, and the account deleted', async () => {
    const { client, email } = await register('en');
    expect((await nth(email, 2)).subject).toMatch(/welcome/i);
    await add(client, plenty(110), 1);
    expect((await client.post(CART_API.shareSend, { Channel: 'email', To: email })).status).toBe(200);
    await checkMail(await nth(email, 3), { lang: 'en', contains: ['/en/cart/shared/'] });

    const reset = new ApiClient(server.url);
    reset.cookies.set('LanguageId', '2');
    const asked = await reset.post<{ RequestId: string }>('/cop-api/customer/forgot-password', { Email: email });
    const code = await nth(email, 4);
    await checkMail(code, { lang: 'en', contains: [codeIn(code.text)] });
    const verified = await reset.post('/cop-api/customer/forgot-password/verify', {
      Email: email,
      RequestId: asked.body.Result!.RequestId,
      Otp: codeIn(code.text),
    });
    expect(verified.status).toBe(200);
    expect(
      (await reset.post('/cop-api/customer/forgot-password/reset', { NewPassword: 'Yepyeni2025', ConfirmNewPassword: 'Yepyeni2025' }))
        .status,
    ).toBe(200);
    await checkMail(await nth(email, 5), { lang: 'en', contains: [] });

    const member = new ApiClient(server.url);
    member.cookies.set('LanguageId', '2');
    expect((await member.post('/cop-api/customer/login', { Username: email, Password: 'Yepyeni2025' })).status).toBe(200);
    member.forgetToken();
    const challenge = await member.post<{ RequestId: string; Target: string }>('/cop-api/customer/delete-account/send-otp', {});
    const phone = netgsm.messages.at(-1)!;
    const deleted = await member.post('/cop-api/customer/delete-account', {
      RequestId: challenge.body.Result!.RequestId,
      Otp: codeIn(phone.text),
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const farewell = await nth(email, 6);
    await checkMail(farewell, { lang: 'en', contains: [] });
    expect(farewell.subject).toMatch(/deleted/i);
  });
});

describe('a provider that answers too slowly, then garbage', () => {
  it('retries the order confirmation, then marks it failed; the order stands, once, and its e-mail went', async () => {
    const client = new ApiClient(server.url);
    expect((await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' })).status).toBe(200);
    client.forgetToken();
    const addressId = await saveAddress(client);
    await add(client, plenty(96), 1);
    const requests = netgsm.requests;
    netgsm.fail({ kind: 'slow', ms: TIMEOUT_S * 1000 + 1_500 }, 1);
    netgsm.fail({ kind: 'garbage' }, 1);
    const paid = await checkout(client, checkoutBody(addressId, await cartTotal(client), '5400360000000003'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const number = paid.body.Result!.OrderNumber!;
    await waitForOutput(server, 'will be retried');
    // The retry falls due on the store's clock, and meets the garbage.
    await client.post('/cop-api/test/clock', { seconds: 60 });
    await waitForOutput(server, 'message failed');
    expect(netgsm.requests - requests).toBe(2);
    expect(netgsm.messages.filter((m) => m.text.includes(number))).toEqual([]);
    const orders = await client.get<{ Orders: unknown[] }>(`/order-web-bff/api/v1/orders?orderNumber=${number}`);
    expect(orders.body.Result!.Orders).toHaveLength(1);
    const mail = await sink.waitFor((m) => m.envelope.to.includes('ayse@vitrin.example') && (m.subject ?? '').includes(number));
    expect(sink.countOf(mail.messageId!)).toBe(1);
  });
});

describe('a code that can never arrive', () => {
  it('is said at once, in the shopper language, and asking again is not held by the resend wait', async () => {
    const client = new ApiClient();
    client.cookies.set('LanguageId', '2');
    const form = registration({ Email: `zeynep${Date.now()}@kaya.invalid` });
    const start = await startRegistration(client, form);
    const Otp = await latestCode(client, form.CellPhone as string);
    const phone = await client.post('/cop-api/customer/verify-new-customer-phone', { RequestId: start.body.Result!.RequestId, Otp });
    expect(phone.status).toBe(502);
    expect(phone.body.Exception?.ErrorCode).toBe('OTP_SEND_FAILED');
    expect(phone.body.Message).toBe("We couldn't send the code. Please try again.");
    // The same refusal, not 'wait a minute': the dropped code holds no resend wait.
    const again = await client.post('/cop-api/customer/register/resend-otp', {});
    expect(again.body.Exception?.ErrorCode).toBe('OTP_SEND_FAILED');
  });
});
