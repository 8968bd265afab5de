import type { Lang } from '@lib/platform/i18n/lang';

// What the outbox's sender hands a transport: one message, already rendered, with the outbox's id.
// A transport delivers it or throws a DeliveryError saying whether trying again may help.

/** An SMS ready to go: a 10-digit Turkish mobile number (5xxxxxxxxx) and its text. */
export interface SmsDelivery {
  /** The outbox id: the same message sent again carries the same id. */
  id: string;
  to: string;
  text: string;
  /** A commercial message, sent under the İYS rules (the member's consent was checked before). */
  commercial: boolean;
  /** When the store wrote it (the outbox row): a message's time, whenever an attempt delivers it. */
  writtenAt?: Date;
}

/** An e-mail ready to go: both parts, in the recipient's language. */
export interface EmailDelivery {
  /** The outbox id: the Message-ID is made from it, so a resend is recognisably the same message. */
  id: string;
  to: string;
  lang: Lang;
  subject: string;
  html: string;
  text: string;
  commercial: boolean;
  /** When the store wrote it (the outbox row): the e-mail's Date, whenever an attempt delivers it. */
  writtenAt?: Date;
}

/** What a provider said when it took the message: its own reference, when it gives one. */
export interface Delivered {
  providerId?: string;
}

/**
 * A delivery that did not happen. `retry`: a later attempt may succeed (the provider is down, slow,
 * or busy); otherwise the message is marked failed at once (bad credentials, no credit, an invalid
 * number, an unregistered sender). `code` is the provider's own code, kept for the operator.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** One way out for one channel: the sandbox outbox, SMTP, or an SMS provider. */
export interface Transport<M> {
  /** Named in logs, metrics and the outbox's rows. */
  readonly name: string;
  deliver(message: M): Promise<Delivered>;
}
