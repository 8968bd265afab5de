import type { SMTPPoolOptions } from 'nodemailer';
import { dkimOptions } from './dkim.server';
import type { Relay, SmtpSettings } from './settings.server';

/** Connections to the relay at once: a few, so one slow answer does not hold up the rest. */
const MAX_CONNECTIONS = 3;

/**
 * The pool's options. smtps:// is TLS from the first byte; smtp:// must upgrade with STARTTLS, or
 * the password and the mail would cross the network in clear to whoever strips the offer.
 * Only a relay on this machine (loopback) is spoken to in clear: TLS there protects nothing.
 */
export function poolOptions(relay: Relay, settings: SmtpSettings): SMTPPoolOptions {
  const ms = settings.timeoutSeconds * 1000;
  return {
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    host: relay.host,
    port: relay.port,
    secure: relay.secure,
    requireTLS: !relay.secure && !relay.local,
    ignoreTLS: !relay.secure && relay.local,
    auth: relay.auth,
    name: settings.clientName,
    connectionTimeout: ms,
    greetingTimeout: ms,
    socketTimeout: ms,
    dnsTimeout: ms,
    dkim: dkimOptions(settings.dkim),
    // The parts are strings the store rendered; nothing in a message may make it read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  };
}
