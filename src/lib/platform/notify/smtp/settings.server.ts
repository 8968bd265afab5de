import { isIPv4, isIPv6 } from 'node:net';
import { domainToASCII } from 'node:url';
import addressparser from 'nodemailer/lib/addressparser';
import type { Env } from '@lib/platform/config/env.server';
import { StartupError } from '@lib/platform/config/startup-error';

// What the SMTP transport needs, as a plain object: the factory takes it, so a test builds one
// by hand and the server builds it from the environment (smtpSettingsOf).

/** A setting the SMTP transport cannot start with; the message names it, never its secret part. */
export class SmtpConfigError extends StartupError {
  override name = 'SmtpConfigError';
}

/** The SMTP transport's settings. */
export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS from the first byte). */
  url: string;
  /** The sender every message names: "Vitrin <siparis@example.com.tr>". */
  from: string;
  replyTo?: string;
  /** Signs every message when set; the key is read from its file once, when the transport is made. */
  dkim?: { domain: string; selector: string; privateKeyFile: string };
  /** No wait (connecting, the greeting, any answer) and no whole attempt lasts longer. */
  timeoutSeconds: number;
  /** The site's public origin, asked per message: it may be known only once the server listens. */
  origin: () => string;
  /** The name the store gives itself in EHLO; unset, the machine's host name. */
  clientName?: string;
}

/** The transport's settings from the server's environment (EMAIL_PROVIDER=smtp). */
export function smtpSettingsOf(settings: Env, origin: () => string): SmtpSettings {
  if (!settings.SMTP_URL) throw new SmtpConfigError('SMTP_URL is not set: EMAIL_PROVIDER=smtp needs the relay to send through');
  if (!settings.MAIL_FROM) throw new SmtpConfigError('MAIL_FROM is not set: EMAIL_PROVIDER=smtp needs the sender every e-mail names');
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY_FILE: privateKeyFile } = settings;
  return {
    url: settings.SMTP_URL,
    from: settings.MAIL_FROM,
    replyTo: settings.MAIL_REPLY_TO,
    dkim: domain && selector && privateKeyFile ? { domain, selector, privateKeyFile } : undefined,
    timeoutSeconds: settings.PROVIDER_TIMEOUT_SECONDS,
    origin,
    clientName: settings.SITE_URL ? new URL(settings.SITE_URL).hostname : undefined,
  };
}

/** The relay's address, its credentials and how the connection is secured. */
export interface Relay {
  host: string;
  port: number;
  /** TLS from the first byte (smtps://). */
  secure: boolean;
  /** Loopback: a relay on this machine, where STARTTLS protects nothing (a local Postfix, the tests' sink). */
  local: boolean;
  auth?: { user: string; pass: string };
}

const isLoopback = (host: string) =>
  host === 'localhost' || (isIPv4(host) && host.startsWith('127.')) || (isIPv6(host) && (host === '::1' || host.startsWith('::ffff:127.')));

/** Reads SMTP_URL. Its query is refused: the store, not the URL, decides TLS and timeouts. */
export function relayOf(url: string): Relay {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SmtpConfigError('SMTP_URL is not a URL (smtp://user:pass@host:587 or smtps://user:pass@host:465)');
  }
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:') throw new SmtpConfigError('SMTP_URL must start with smtp:// or smtps://');
  if (!parsed.hostname) throw new SmtpConfigError('SMTP_URL names no host');
  if (parsed.search) throw new SmtpConfigError('SMTP_URL takes no parameters: TLS and timeouts are the store’s to set');
  const port = parsed.port ? Number(parsed.port) : secure ? 465 : 587;
  // The common mix-ups, named at start rather than left to time out on every message.
  if (!secure && port === 465) throw new SmtpConfigError('SMTP_URL: port 465 speaks TLS from the first byte; write smtps://');
  if (secure && (port === 587 || port === 25))
    throw new SmtpConfigError(`SMTP_URL: port ${port} starts in clear and upgrades (STARTTLS); write smtp://`);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(parsed.username);
  const auth = user || parsed.password ? { user, pass: decodeURIComponent(parsed.password) } : undefined;
  return { host, port, secure, local: isLoopback(host), auth };
}

/** The sender's address and its domain (ASCII), which every Message-ID ends with; `setting` names it in the error. */
export function senderOf(from: string, setting = 'MAIL_FROM'): { address: string; domain: string } {
  const [first, ...rest] = addressparser(from, { flatten: true });
  const address = first?.address ?? '';
  const domain = domainToASCII(address.slice(address.lastIndexOf('@') + 1)).toLowerCase();
  if (rest.length > 0 || !address.includes('@') || !domain.includes('.')) {
    throw new SmtpConfigError(`${setting} must be one address with a domain: "Vitrin <siparis@example.com.tr>"`);
  }
  return { address, domain };
}
