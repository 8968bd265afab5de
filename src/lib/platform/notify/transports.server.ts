import { env } from '@lib/platform/config/env.server';
import { sandboxEmail, sandboxSms } from './sandbox.server';
import { netgsmFromEnv } from './sms/netgsm.server';
import { closeSmtp, smtpFromEnv } from './smtp/smtp.server';
import type { EmailDelivery, SmsDelivery, Transport } from './transport';

// Which way each channel leaves, by the settings: the sandbox by default (development, tests, the
// demo), a real provider when the operator names one (docs/operating.md, "E-mail and SMS").

let email: Transport<EmailDelivery> | undefined;
let sms: Transport<SmsDelivery> | undefined;

/** The e-mail transport the settings choose, made once. */
export function emailTransport(): Transport<EmailDelivery> {
  email ??= env().EMAIL_PROVIDER === 'smtp' ? smtpFromEnv() : sandboxEmail;
  return email;
}

/** The SMS transport the settings choose, made once. */
export function smsTransport(): Transport<SmsDelivery> {
  sms ??= env().SMS_PROVIDER === 'netgsm' ? netgsmFromEnv() : sandboxSms;
  return sms;
}

/** Makes both transports now: a provider's wrong setting (an unreadable DKIM key, a bad URL) stops the start, not the first message. */
export function checkTransports(): void {
  emailTransport();
  smsTransport();
}

/** Closes what the transports hold open (the SMTP pool), waiting for messages already sending. */
export async function closeTransports(): Promise<void> {
  if (env().EMAIL_PROVIDER === 'smtp') await closeSmtp();
}
