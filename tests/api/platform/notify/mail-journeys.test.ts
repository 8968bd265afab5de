import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { type ReceivedMail, SmtpSink } from '../../../support/smtp-sink';
import { latestCode, registration, startRegistration } from '../../account/members/helpers';
import { add, plenty } from '../../bag/cart/helpers';
import { cancel, detailOf, devMove, ORDERS } from '../../orders/after-sales/helpers';
import { own, pay, saveAddress } from '../../orders/records/helpers';

// The e-mails the store's own flows send, received over SMTP as a shopper's provider receives them
// and parsed: in Turkish and English, HTML without scripts or outside styles, every picture with its
// alt text, every link absolute on SITE_URL and answering, and a plain-text part that reads alone.

let sink: SmtpSink;
let server: RunningServer;

beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startServer({ EMAIL_PROVIDER: 'smtp', SMTP_URL: sink.url(), MAIL_FROM: 'Vitrin <siparis@vitrin.example>' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** The `n`-th e-mail (1-based) to an address, once it has arrived. */
async function nth(to: string, n: number): Promise<ReceivedMail> {
  await sink.waitFor(() => sink.received.filter((mail) => mail.envelope.to.includes(to)).length >= n, 20_000);
  return sink.received.filter((mail) => mail.envelope.to.includes(to))[n - 1]!;
}

const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';

/** Registers through both codes: the SMS one from the sandbox, the e-mail one from the relay. */
async function register(lang: 'tr' | 'en') {
  const client = new ApiClient(server.url);
  if (lang === 'en') client.cookies.set('LanguageId', '2');
  const form = registration();
  const email = form.Email as string;
  const start = await startRegistration(client, form);
  const phone = await client.post<{ RequestId: string }>('/cop-api/customer/verify-new-customer-phone', {
    RequestId: start.body.Result!.RequestId,
    Otp: await latestCode(client, form.CellPhone as string),
  });
  const code = await nth(email, 1);
  const done = await client.post('/cop-api/customer/verify-new-customer-email', {
    RequestId: phone.body.Result!.RequestId,
    Otp: codeIn(code),
    returnUrl: '/',
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  client.forgetToken();
  return { client, email, phone: form.CellPhone as string, code };
}

/** Checks one received e-mail as a mail client and its reader would meet it; its links. */
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
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status, link).toBeLessThan(400);
  }
}

describe('e-mails received over SMTP', () => {
  it('a Turkish member: the code, the welcome, the order confirmation with its pictures, a cancel with its refund, shipped and delivered', async () => {
    const { client, email, code } = await register('tr');
    await checkMail(code, { lang: 'tr', contains: [codeIn(code)] });
    await checkMail(await nth(email, 2), { lang: 'tr', contains: ['Zeynep'] });
    const addressId = await saveAddress(client);
    await add(client, own(20), 1);
    await add(client, own(21), 1);
    const paid = await pay({ client, addressId });
    const number = paid.body.Result!.OrderNumber!;
    const confirmation = await nth(email, 3);
    expect(confirmation.subject).toContain(number);
    expect(confirmation.html).toMatch(/<img\b[^>]*src="[^"]+\.jpg"/);
    await checkMail(confirmation, { lang: 'tr', contains: [number] });
    const orderId = (await client.get<{ Orders: { OrderId: number }[] }>(`${ORDERS}?orderNumber=${number}`)).body.Result!.Orders[0]!
      .OrderId;
    const [first] = (await detailOf(client, orderId)).Items;
    expect((await cancel(client, orderId, [first!.OrderItemID])).status).toBe(200);
    await checkMail(await nth(email, 4), { lang: 'tr', contains: [number] });
    await devMove(client, orderId, 'ship');
    await checkMail(await nth(email, 5), { lang: 'tr', contains: [number] });
    await devMove(client, orderId, 'out_for_delivery');
    await devMove(client, orderId, 'deliver');
    await checkMail(await nth(email, 7), { lang: 'tr', contains: [number] });
  });

  it('an English member: a shared bag, a password reset and its notice, and the account deleted', async () => {
    const { client, email, phone } = await register('en');
    expect((await nth(email, 2)).subject).toMatch(/welcome/i);
    await add(client, plenty(110), 1);
    expect((await client.post(CART_API.shareSend, { Channel: 'email', To: email })).status).toBe(200);
    const shared = await nth(email, 3);
    await checkMail(shared, { lang: 'en', contains: ['/en/cart/shared/'] });

    const reset = new ApiClient(server.url);
    reset.cookies.set('LanguageId', '2');
    const asked = await reset.post<{ RequestId: string }>('/cop-api/customer/forgot-password', { Email: email });
    const code = await nth(email, 4);
    await checkMail(code, { lang: 'en', contains: [codeIn(code)] });
    expect(
      (
        await reset.post('/cop-api/customer/forgot-password/verify', {
          Email: email,
          RequestId: asked.body.Result!.RequestId,
          Otp: codeIn(code),
        })
      ).status,
    ).toBe(200);
    expect(
      (await reset.post('/cop-api/customer/forgot-password/reset', { NewPassword: 'Yepyeni2025', ConfirmNewPassword: 'Yepyeni2025' }))
        .status,
    ).toBe(200);
    await checkMail(await nth(email, 5), { lang: 'en', contains: [] });

    const member = new ApiClient(server.url);
    member.cookies.set('LanguageId', '2');
    expect((await member.post('/cop-api/customer/login', { Username: email, Password: 'Yepyeni2025' })).status).toBe(200);
    member.forgetToken();
    const challenge = await member.post<{ RequestId: string }>('/cop-api/customer/delete-account/send-otp', {});
    const deleted = await member.post('/cop-api/customer/delete-account', {
      RequestId: challenge.body.Result!.RequestId,
      Otp: await latestCode(member, phone),
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const farewell = await nth(email, 6);
    await checkMail(farewell, { lang: 'en', contains: [] });
    expect(farewell.subject).toMatch(/deleted/i);
  });
});
