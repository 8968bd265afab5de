import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../../../../tests/support/smtp-sink';
import { LANGS } from '@lib/platform/i18n/lang';
import { smtpTransport } from '../smtp/smtp.server';
import { renderEmail } from './render.server';
import { SAMPLE_ORIGIN, SAMPLE_VARIANTS } from './samples';

// Every e-mail the store sends, in both languages, through the store's own SMTP transport to a real
// SMTP server on 127.0.0.1, and read back by a mail parser as a shopper's provider reads it: the
// HTML part as received (no script, no outside style, alt text, absolute links on SITE_URL or the
// data's own outside address) and the plain-text part on its own. The links of the store's real
// flows are opened against a running store in tests/api/platform/notify/delivery.test.ts.

describe('every e-mail, received over SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await SmtpSink.start();
  });
  afterAll(() => sink.stop());

  it('arrives whole in both languages, and reads the same in its HTML and its plain text', async () => {
    const transport = smtpTransport({
      url: sink.url(),
      from: 'Vitrin <siparis@vitrin.example>',
      timeoutSeconds: 5,
      origin: () => SAMPLE_ORIGIN,
    });
    let n = 0;
    for (const sample of SAMPLE_VARIANTS) {
      for (const lang of LANGS) {
        const email = await renderEmail(sample.kind, lang, sample.data as never, SAMPLE_ORIGIN);
        const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
        await transport.deliver({ id, to: 'elif@example.com', lang, commercial: sample.kind === 'campaign', ...email });
        const mail = await sink.waitFor((m) => m.messageId === `<${id}@vitrin.example>`);
        const where = `${sample.name} (${lang})`;
        expect(mail.subject, where).toBe(email.subject);
        expect(mail.contentLanguage, where).toBe(lang);
        const html = mail.html ?? '';
        expect(html, where).not.toMatch(/<script|rel="?stylesheet|@import/i);
        for (const img of html.matchAll(/<img\b[^>]*>/g)) expect(img[0], where).toMatch(/\balt="[^"]+"/);
        for (const [, link] of html.matchAll(/\b(?:href|src)="([^"]+)"/g)) {
          expect(
            link!.startsWith(`${SAMPLE_ORIGIN}/`) || /^(mailto:|https:\/\/www\.yurticikargo\.com\/)/.test(link!),
            `${where}: ${link}`,
          ).toBe(true);
        }
        // The plain-text part arrives as it was written.
        expect(mail.text?.trimEnd(), where).toBe(email.text.trimEnd());
        expect(mail.text ?? '', where).not.toMatch(/<[a-z/]/i);
      }
    }
    await transport.close();
    expect(sink.received).toHaveLength(SAMPLE_VARIANTS.length * LANGS.length);
  });
});
