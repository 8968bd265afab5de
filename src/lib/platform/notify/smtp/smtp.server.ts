import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@lib/platform/config/env.server';
import { publicOrigin } from '@lib/platform/config/site.server';
import { logger } from '@lib/platform/log/logger.server';
import type { Delivered, EmailDelivery, Transport } from '../transport';
import { deliveryErrorOf, providerIdOf, scrub } from './failure';
import { type Envelope, mailOf } from './message';
import { poolOptions } from './pool.server';
import { relayOf, type SmtpSettings, senderOf, smtpSettingsOf } from './settings.server';

/** E-mail over SMTP: a Transport that can also close its connections (at shutdown). */
export interface SmtpTransport extends Transport<EmailDelivery> {
  /** Closes the pool once its messages in flight are answered; the next delivery opens a new one. */
  close(): Promise<void>;
}

/** Transports with an open pool, for closeSmtp(). */
const open = new Set<SmtpTransport>();

/** An SMTP transport; checks every setting (and reads the DKIM key) now, and throws SmtpConfigError on one it cannot use. */
export function smtpTransport(settings: SmtpSettings): SmtpTransport {
  const relay = relayOf(settings.url);
  const options = poolOptions(relay, settings);
  const { domain } = senderOf(settings.from);
  if (settings.replyTo) senderOf(settings.replyTo, 'MAIL_REPLY_TO');
  const deadline = settings.timeoutSeconds * 1000;
  const inFlight = new Set<Promise<unknown>>();
  let pool: Transporter | undefined;

  const transport: SmtpTransport = {
    name: 'smtp',
    async deliver(message): Promise<Delivered> {
      const envelope: Envelope = { from: settings.from, replyTo: settings.replyTo, domain, origin: settings.origin() };
      const mail = mailOf(message, envelope);
      if (!pool) {
        pool = nodemailer.createTransport(options);
        // An 'error' event nobody listens to ends the process; a message's own failure reaches its caller anyway.
        pool.on('error', (error: Error) => logger.warn({ reason: scrub(error.message, relay.auth) }, 'SMTP pool error'));
        open.add(transport);
      }
      // The whole attempt, waiting for a free connection included, ends at the deadline: the
      // socket timeouts alone miss a server that answers a byte at a time.
      const sending = pool.sendMail({ ...mail, signal: AbortSignal.timeout(deadline) });
      inFlight.add(sending);
      try {
        return { providerId: providerIdOf(await sending) };
      } catch (error) {
        throw deliveryErrorOf(error, relay.auth, settings.timeoutSeconds);
      } finally {
        inFlight.delete(sending);
      }
    },
    async close() {
      open.delete(transport);
      pool?.close();
      pool = undefined;
      await Promise.allSettled([...inFlight]);
    },
  };
  return transport;
}

let shared: SmtpTransport | undefined;

/** The process's SMTP transport, made from the environment on first use. */
export function smtpFromEnv(): SmtpTransport {
  shared ??= smtpTransport(smtpSettingsOf(env(), publicOrigin));
  return shared;
}

/** Closes every SMTP pool of the process (the outbox's stop calls it); resolves when their messages in flight are answered. */
export async function closeSmtp(): Promise<void> {
  await Promise.all([...open].map((transport) => transport.close()));
}
