import { describe, expect, it } from 'vitest';
import { parseEnv } from '@lib/platform/config/env.server';
import { poolOptions } from './pool.server';
import { relayOf, SmtpConfigError, type SmtpSettings, senderOf, smtpSettingsOf } from './settings.server';

const origin = () => 'https://shop.example';
const settings = (url: string): SmtpSettings => ({ url, from: 'siparis@example.com.tr', timeoutSeconds: 7, origin });

describe('the SMTP settings', () => {
  it('are read from the environment, with the site’s host as the EHLO name', () => {
    const env = parseEnv({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mailer:p%40ss@smtp.relay.example:587',
      MAIL_FROM: 'Vitrin <siparis@example.com.tr>',
      MAIL_REPLY_TO: 'destek@example.com.tr',
      DKIM_DOMAIN: 'example.com.tr',
      DKIM_SELECTOR: 'vitrin2026',
      DKIM_PRIVATE_KEY_FILE: '/etc/vitrin/dkim.pem',
      PROVIDER_TIMEOUT_SECONDS: '4',
      SITE_URL: 'https://www.example.com.tr',
    });
    expect(smtpSettingsOf(env, origin)).toMatchObject({
      url: 'smtp://mailer:p%40ss@smtp.relay.example:587',
      from: 'Vitrin <siparis@example.com.tr>',
      replyTo: 'destek@example.com.tr',
      dkim: { domain: 'example.com.tr', selector: 'vitrin2026', privateKeyFile: '/etc/vitrin/dkim.pem' },
      timeoutSeconds: 4,
      clientName: 'www.example.com.tr',
    });
    expect(smtpSettingsOf(parseEnv({ SMTP_URL: 'smtps://relay.example', MAIL_FROM: 'a@example.com' }), origin)).toMatchObject({
      dkim: undefined,
      timeoutSeconds: 10,
      clientName: undefined,
    });
    expect(() => smtpSettingsOf(parseEnv({ MAIL_FROM: 'a@example.com' }), origin)).toThrow(SmtpConfigError);
    expect(() => smtpSettingsOf(parseEnv({ SMTP_URL: 'smtp://relay.example' }), origin)).toThrow('MAIL_FROM is not set');
  });

  it('require STARTTLS on smtp:// and TLS from the start on smtps://; only a relay on this machine is spoken to in clear', () => {
    const submission = poolOptions(relayOf('smtp://u:p@smtp.relay.example'), settings(''));
    expect(submission).toMatchObject({
      host: 'smtp.relay.example',
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      pool: true,
    });
    expect(poolOptions(relayOf('smtps://u:p@smtp.relay.example'), settings(''))).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
    for (const local of ['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:2525']) {
      expect(poolOptions(relayOf(local), settings(''))).toMatchObject({ requireTLS: false, ignoreTLS: true });
    }
    expect(submission).toMatchObject({ connectionTimeout: 7000, greetingTimeout: 7000, socketTimeout: 7000, maxConnections: 3 });
  });

  it('read the credentials percent-decoded, and none when the URL has none', () => {
    expect(relayOf('smtp://user%40example.com:p%40ss%3Aw0rd@relay.example:2525').auth).toEqual({
      user: 'user@example.com',
      pass: 'p@ss:w0rd',
    });
    expect(relayOf('smtp://relay.example').auth).toBeUndefined();
  });

  it('refuse a URL that would fail every message, without quoting it (it holds the password)', () => {
    const refused = (url: string) => {
      try {
        relayOf(url);
      } catch (error) {
        expect(error).toBeInstanceOf(SmtpConfigError);
        expect((error as Error).message).not.toContain('secret');
        return (error as Error).message;
      }
      throw new Error(`${url} was accepted`);
    };
    expect(refused('smtp://u:secret@relay.example:465')).toContain('write smtps://');
    expect(refused('smtps://u:secret@relay.example:587')).toContain('write smtp://');
    expect(refused('smtp://u:secret@relay.example?ignoreTLS=true')).toContain('takes no parameters');
    expect(refused('http://u:secret@relay.example')).toContain('smtp://');
    expect(refused('not a url secret')).toContain('is not a URL');
  });

  it('take the Message-ID domain from MAIL_FROM (in ASCII), and refuse a sender without one', () => {
    expect(senderOf('"Vitrin, Sipariş" <Siparis@Example.com.TR>')).toEqual({ address: 'Siparis@Example.com.TR', domain: 'example.com.tr' });
    expect(senderOf('siparis@mağaza.com.tr').domain).toBe('xn--maaza-l1a.com.tr');
    for (const wrong of ['Vitrin', 'siparis@localhost', 'a@example.com, b@example.com']) {
      expect(() => senderOf(wrong)).toThrow(SmtpConfigError);
    }
    expect(() => senderOf('destek', 'MAIL_REPLY_TO')).toThrow('MAIL_REPLY_TO must be one address');
  });
});
