import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { startFakeNetgsm, type FakeNetgsm } from '../../../support/fake-netgsm';
import { ownSeededFolder, type RunningServer, startServer, waitForOutput } from '../../../support/server';
import { SmtpSink } from '../../../support/smtp-sink';
import { freshContact, latestCode, registration, startRegistration } from '../../account/members/helpers';
import { add, plenty } from '../../bag/cart/helpers';
import { cartTotal, checkout, checkoutBody, saveAddress } from '../../orders/records/helpers';

// The outbox against real transports on 127.0.0.1, the store started as an operator would start it:
// a relay that is down and comes back, a store killed mid-queue, a provider that answers garbage or
// not at all. The shopper's call never waits for any of them, and every message arrives once.

const MAIL = { EMAIL_PROVIDER: 'smtp', MAIL_FROM: 'Vitrin <siparis@vitrin.example>' };
const servers: RunningServer[] = [];
const folders: string[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
  for (const close of closers.splice(0)) await close();
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function serve(env: Record<string, string>) {
  const server = await startServer(env);
  servers.push(server);
  return server;
}

/** A visitor shares a bag by e-mail (one message through the outbox); the address it went to. */
async function shareByMail(url: string, n: number): Promise<string> {
  const client = new ApiClient(url);
  await add(client, plenty(90 + n), 1);
  const { Email } = freshContact();
  const sent = await client.post(CART_API.shareSend, { Channel: 'email', To: Email });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return Email;
}

/** Waits for one message to each address, then checks each arrived exactly once; the messages. */
async function arrivedOnce(sink: SmtpSink, addresses: readonly string[]) {
  const mails = await Promise.all(addresses.map((to) => sink.waitFor((mail) => mail.envelope.to.includes(to), 30_000)));
  for (const mail of mails) expect(sink.countOf(mail.messageId!), mail.messageId).toBe(1);
  return mails;
}

describe('delivery through a real SMTP relay', () => {
  it('keeps what the relay could not take while it was down, and delivers each once when it is back', async () => {
    const sink = await SmtpSink.start();
    closers.push(() => sink.stop());
    await sink.stop();
    const server = await serve({ ...MAIL, SMTP_URL: sink.url(), OUTBOX_RETRY_SECONDS: '1', PROVIDER_TIMEOUT_SECONDS: '2' });
    const addresses: string[] = [];
    for (let n = 0; n < 3; n++) addresses.push(await shareByMail(server.url, n));
    await waitForOutput(server, 'it will be retried');
    expect(sink.received).toEqual([]);
    await sink.start();
    const mails = await arrivedOnce(sink, addresses);
    for (const mail of mails) {
      expect(mail.html).toContain(`${server.url}/cart/shared/`);
      expect(mail.text).toMatch(new RegExp(`${server.url}/cart/shared/[\\w-]{43}`));
      expect(mail.headers.get('from')?.[0]).toContain('siparis@vitrin.example');
    }
  });

  it('sends after a restart what a store killed with kill -9 left pending, each once', async () => {
    const sink = await SmtpSink.start();
    closers.push(() => sink.stop());
    await sink.stop();
    const folder = ownSeededFolder();
    folders.push(folder);
    const env = { ...MAIL, SMTP_URL: sink.url(), PGLITE_DIR: folder, OUTBOX_RETRY_SECONDS: '1' };
    const first = await serve(env);
    const addresses: string[] = [];
    for (let n = 3; n < 6; n++) addresses.push(await shareByMail(first.url, n));
    first.process.kill('SIGKILL');
    await first.exited;
    await sink.start();
    const second = await serve(env);
    await arrivedOnce(sink, addresses);
    // Nothing more is due: the outbox has sent each message once and only once.
    await new ApiClient(second.url).get('/dev/outbox.json?limit=1');
    expect(sink.received.filter((mail) => addresses.some((to) => mail.envelope.to.includes(to)))).toHaveLength(3);
  });
});

describe('a provider that answers garbage or too slowly', () => {
  let netgsm: FakeNetgsm;

  it('retries the order confirmation, then marks it failed; the order stands, once, and its e-mail went', async () => {
    netgsm = await startFakeNetgsm();
    closers.push(() => netgsm.close());
    netgsm.fail({ kind: 'slow', ms: 3000 }, 1);
    netgsm.fail({ kind: 'garbage' }, 1);
    const server = await serve({ ...netgsm.env, OUTBOX_MAX_ATTEMPTS: '2', OUTBOX_RETRY_SECONDS: '1', PROVIDER_TIMEOUT_SECONDS: '1' });
    const client = new ApiClient(server.url);
    expect((await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' })).status).toBe(200);
    client.forgetToken();
    const addressId = await saveAddress(client);
    await add(client, plenty(96), 1);
    const paid = await checkout(client, checkoutBody(addressId, await cartTotal(client), '5400360000000003'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const number = paid.body.Result!.OrderNumber!;
    await waitForOutput(server, 'message failed', 30_000);
    expect(netgsm.messages.filter((m) => m.text.includes(number))).toEqual([]);
    expect(netgsm.requests).toBe(2);
    // The order is paid and there is one of it; its e-mail (the sandbox mailbox) went.
    const orders = await client.get<{ Orders: unknown[] }>(`/order-web-bff/api/v1/orders?orderNumber=${number}`);
    expect(orders.body.Result!.Orders).toHaveLength(1);
    const mails = await client.get<{ subject?: string }[]>('/dev/outbox.json?recipient=ayse%40vitrin.example&limit=5');
    expect(mails.body.Result!.filter((m) => m.subject?.includes(number))).toHaveLength(1);
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
    const again = await client.post('/cop-api/customer/register/resend-otp', {});
    // The same refusal, not 'wait a minute': the dropped code holds no resend wait.
    expect(again.body.Exception?.ErrorCode).toBe('OTP_SEND_FAILED');
  });
});
