import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../../../../tests/support/smtp-sink';
import { DeliveryError, type EmailDelivery } from '../transport';
import type { SmtpSettings } from './settings.server';
import { type SmtpTransport, smtpTransport } from './smtp.server';

// Each way a relay fails, as the outbox must read it: try again later, or give up on the message.

const AUTH = { user: 'vitrin-mailer', pass: 'S3cr3t:pa55/w0rd' };
let sink: SmtpSink;
let transport: SmtpTransport;
const opened: SmtpTransport[] = [];

const open = (overrides: Partial<SmtpSettings> = {}) => {
  const made = smtpTransport({
    url: sink.url(),
    from: 'siparis@example.com.tr',
    timeoutSeconds: 5,
    origin: () => 'https://shop.example',
    ...overrides,
  });
  opened.push(made);
  return made;
};

const email = (): EmailDelivery => ({
  id: randomUUID(),
  to: 'ayse@example.net',
  lang: 'tr',
  subject: 'Sipariş',
  html: '<p>Sipariş</p>',
  text: 'Sipariş',
  commercial: false,
});

/** The DeliveryError a delivery ends with (the test fails if it is delivered). */
async function refusal(from: SmtpTransport, message = email()): Promise<DeliveryError> {
  const error = await from.deliver(message).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  const refused = error as DeliveryError;
  // The URL holds the password: no form of it may reach an error the outbox logs and keeps.
  for (const text of [refused.message, refused.stack ?? '', JSON.stringify(refused)]) {
    expect(text).not.toContain(AUTH.pass);
    expect(text).not.toContain(encodeURIComponent(AUTH.pass));
  }
  return refused;
}

beforeAll(async () => {
  sink = await SmtpSink.start({ auth: AUTH });
  transport = open();
});
afterEach(() => {
  sink.received.length = 0;
});
afterAll(async () => {
  await Promise.all(opened.map((made) => made.close()));
  await sink.stop();
});

describe('a relay that refuses', () => {
  it('451 after DATA: try again; the next attempt goes through', async () => {
    sink.failNext('temporary');
    const message = email();
    expect(await refusal(transport, message)).toMatchObject({ retry: true, code: '451' });
    await transport.deliver(message);
    expect(sink.countOf(`${message.id}@example.com.tr`)).toBe(1);
  });

  it('550 for the mailbox: failed for good, with the code', async () => {
    sink.failNext('permanent');
    const refused = await refusal(transport);
    expect(refused).toMatchObject({ retry: false, code: '550' });
    expect(refused.message).toContain('Mailbox unavailable');
  });

  it('554 after DATA: failed for good', async () => {
    sink.failNext('rejected');
    expect(await refusal(transport)).toMatchObject({ retry: false, code: '554' });
  });

  it('a wrong password (535): failed for good, and the password is in no error', async () => {
    const wrong = open({ url: sink.url({ user: AUTH.user, pass: 'wrong-password' }) });
    expect(await refusal(wrong)).toMatchObject({ retry: false, code: '535' });
    sink.failNext('auth');
    const fresh = open(); // a new pool signs in again, this time refused although the password is right
    const refused = await refusal(fresh);
    expect(refused).toMatchObject({ retry: false, code: '535' });
  });

  it('an answer that is not SMTP: try again', async () => {
    sink.failNext('garbage');
    expect(await refusal(transport)).toMatchObject({ retry: true });
  });
});

describe('a relay that is away', () => {
  it('down: try again; up again on the same port: the message arrives once', async () => {
    const message = email();
    await sink.stop();
    const refused = await refusal(transport, message);
    expect(refused.retry).toBe(true);
    expect(['ESOCKET', 'ECONNECTION']).toContain(refused.code);
    await sink.start();
    await transport.deliver(message);
    await sink.waitFor((mail) => mail.messageId === `<${message.id}@example.com.tr>`);
    expect(sink.countOf(`${message.id}@example.com.tr`)).toBe(1);
  });

  it('silent after DATA: given up on within PROVIDER_TIMEOUT_SECONDS, to be tried again', async () => {
    const impatient = open({ timeoutSeconds: 1 });
    sink.failNext('stall');
    const started = performance.now();
    const refused = await refusal(impatient);
    const waited = performance.now() - started;
    expect(refused).toMatchObject({ retry: true, code: 'ETIMEDOUT' });
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(3000); // one second, and some room for a loaded machine
    expect(sink.received).toEqual([]);
  });
});
