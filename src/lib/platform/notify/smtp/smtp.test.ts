import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../../../../tests/support/smtp-sink';
import type { EmailDelivery } from '../transport';
import type { SmtpSettings } from './settings.server';
import { closeSmtp, type SmtpTransport, smtpTransport } from './smtp.server';

let sink: SmtpSink;
let transport: SmtpTransport;

const settingsFor = (url: string): SmtpSettings => ({
  url,
  from: 'Vitrin Mağaza <siparis@example.com.tr>',
  replyTo: 'destek@example.com.tr',
  timeoutSeconds: 5,
  origin: () => 'https://shop.example',
});

const email = (overrides: Partial<EmailDelivery> = {}): EmailDelivery => ({
  id: randomUUID(),
  to: 'ayse@example.net',
  lang: 'tr',
  subject: 'Siparişiniz yola çıktı: ğüşıöç ĞÜŞİÖÇ',
  html: '<p>Merhaba Ayşe, siparişin <b>kargoya</b> verildi. Teşekkürler!</p>',
  text: 'Merhaba Ayşe, siparişin kargoya verildi. Teşekkürler!',
  commercial: false,
  ...overrides,
});

beforeAll(async () => {
  sink = await SmtpSink.start();
  transport = smtpTransport(settingsFor(sink.url()));
});
afterEach(() => {
  sink.received.length = 0;
});
afterAll(async () => {
  await transport.close();
  await sink.stop();
});

describe('e-mail over SMTP', () => {
  it('delivers both parts with their headers, Turkish letters intact, and names the relay’s queue id', async () => {
    const message = email();
    const delivered = await transport.deliver(message);
    const mail = await sink.waitFor((m) => m.messageId === `<${message.id}@example.com.tr>`);
    expect(mail.subject).toBe(message.subject);
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.html).toContain('Merhaba Ayşe, siparişin <b>kargoya</b> verildi');
    expect(mail.envelope).toEqual({ from: 'siparis@example.com.tr', to: ['ayse@example.net'] });
    expect(mail.headers.get('from')?.[0]).toContain('<siparis@example.com.tr>');
    expect(mail.headers.get('reply-to')).toEqual(['destek@example.com.tr']);
    expect(mail.headers.get('to')).toEqual(['ayse@example.net']);
    expect(mail.contentLanguage).toBe('tr');
    expect(mail.attachments).toEqual([]);
    expect(delivered.providerId).toBe(mail.queueId);
  });

  it('gives a resend of the same outbox id the same Message-ID, so it reads as the same message', async () => {
    const message = email({ lang: 'en', subject: 'Your order has shipped' });
    await transport.deliver(message);
    await transport.deliver(message);
    const [first, second] = sink.received;
    expect(first?.messageId).toBe(`<${message.id}@example.com.tr>`);
    expect(second?.messageId).toBe(first?.messageId);
    expect(second?.contentLanguage).toBe('en');
    expect(sink.countOf(`${message.id}@example.com.tr`)).toBe(2);
  });

  it('puts List-Unsubscribe on a commercial message only, in the recipient’s language', async () => {
    const offer = email({ commercial: true, subject: 'Yeni sezon' });
    const offerEn = email({ commercial: true, lang: 'en', subject: 'New season' });
    const receipt = email();
    await Promise.all([transport.deliver(offer), transport.deliver(offerEn), transport.deliver(receipt)]);
    const byId = (id: string) => sink.waitFor((m) => m.messageId === `<${id}@example.com.tr>`);
    expect((await byId(offer.id)).listUnsubscribe).toBe('<https://shop.example/customer/communicationpreferences>');
    expect((await byId(offerEn.id)).listUnsubscribe).toBe('<https://shop.example/en/customer/communicationpreferences>');
    expect((await byId(receipt.id)).listUnsubscribe).toBeUndefined();
    // A page to visit, not RFC 8058's one-click POST, which the store has no endpoint for.
    expect((await byId(offer.id)).headers.has('list-unsubscribe-post')).toBe(false);
  });

  it('refuses an outbox id that cannot make a Message-ID, for good', async () => {
    await expect(transport.deliver(email({ id: 'not an id>' }))).rejects.toMatchObject({ retry: false, code: 'EMESSAGEID' });
  });

  it('keeps its pooled connection open between messages, and closeSmtp() closes it', async () => {
    await transport.close();
    await sink.waitForConnections(0);
    await transport.deliver(email());
    await transport.deliver(email());
    expect(sink.connections).toBe(1); // the second message went over the first one's connection
    await closeSmtp();
    await sink.waitForConnections(0);
    // A delivery after closing opens a new pool (the outbox may start again in the same process).
    await transport.deliver(email());
    expect(sink.connections).toBe(1);
  });
});
