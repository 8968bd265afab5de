import type { SendMailOptions } from 'nodemailer';
import { localizedPath } from '@lib/platform/i18n/lang';
import { PREFERENCES_PATH } from '../messages';
import { DeliveryError, type EmailDelivery } from '../transport';

/** What every message of one transport shares. */
export interface Envelope {
  from: string;
  replyTo?: string;
  /** The sender's domain: the right-hand side of every Message-ID. */
  domain: string;
  origin: string;
}

// An outbox id is a UUID; anything that is not a dot-atom would make the Message-ID invalid.
const DOT_ATOM = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** The Message-ID of an outbox message: the same id gives the same Message-ID, so a resend is recognisably one message. */
function messageIdOf(id: string, domain: string): string {
  if (id.length > 200 || !DOT_ATOM.test(id)) throw new DeliveryError('the outbox id cannot make a Message-ID', false, 'EMESSAGEID');
  return `<${id}@${domain}>`;
}

/** The nodemailer message for one delivery: both parts, its language, and the unsubscribe link when commercial. */
export function mailOf(message: EmailDelivery, envelope: Envelope): SendMailOptions {
  return {
    from: envelope.from,
    replyTo: envelope.replyTo,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdOf(message.id, envelope.domain),
    // A retry keeps the time the store wrote the message, as a resend keeps its Message-ID.
    ...(message.writtenAt ? { date: message.writtenAt } : {}),
    headers: { 'Content-Language': message.lang },
    // A link to a page, not RFC 8058's one-click POST: that needs an endpoint that unsubscribes
    // without a session, which the store does not have (so no List-Unsubscribe-Post either).
    list: message.commercial ? { unsubscribe: `${envelope.origin}${localizedPath(PREFERENCES_PATH, message.lang)}` } : undefined,
  };
}
