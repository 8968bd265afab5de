import { env } from '@lib/platform/config/env.server';
import { publicOrigin } from '@lib/platform/config/site.server';
import { db } from '@lib/platform/db/client.server';
import type { Lang } from '@lib/platform/i18n/lang';
import { logger } from '@lib/platform/log/logger.server';
import { recordOutboxAttempt } from '@lib/platform/metrics/registry.server';
import { renderEmail } from '../mail/render.server';
import type { MessageKind } from '../messages';
import { renderSms } from '../sms/text';
import { smsSegments } from '../sms/segments';
import { DeliveryError } from '../transport';
import { emailTransport, smsTransport } from '../transports.server';
import type { OutgoingRow } from './claim.server';
import { commercialAllowed } from './consent.server';
import { markFailed, markSent, markSuppressed } from './settle.server';

/** What one attempt came to. */
export type Attempt = 'sent' | 'retry' | 'failed' | 'suppressed';

/** Renders a message and hands it to its channel's transport; the provider's name and reference, and the SMS's parts. */
async function send(row: OutgoingRow) {
  const kind = row.kind as MessageKind;
  const lang = row.lang as Lang;
  const origin = publicOrigin();
  if (row.channel === 'sms') {
    const text = renderSms(kind, lang, row.data as never, origin);
    const transport = smsTransport();
    const delivered = await transport.deliver({
      id: row.id,
      to: row.recipient,
      text,
      commercial: row.commercial,
      writtenAt: row.createdAt,
    });
    return { provider: transport.name, ...delivered, segments: smsSegments(text) };
  }
  const { subject, html, text } = await renderEmail(kind, lang, row.data as never, origin);
  const transport = emailTransport();
  const delivered = await transport.deliver({
    id: row.id,
    to: row.recipient,
    lang,
    subject,
    html,
    text,
    commercial: row.commercial,
    writtenAt: row.createdAt,
  });
  return { provider: transport.name, ...delivered };
}

const providerOf = (channel: OutgoingRow['channel']) => (channel === 'sms' ? env().SMS_PROVIDER : env().EMAIL_PROVIDER);

/**
 * One attempt at a message the caller holds: sent, or its failure recorded (a retry later, or
 * failed for good). Never throws: a message's trouble is the message's, not the caller's.
 */
export async function attempt(row: OutgoingRow): Promise<Attempt> {
  const database = await db();
  const context = { message: row.id, kind: row.kind, channel: row.channel, attempt: row.attempts };
  try {
    if (row.commercial && !(await commercialAllowed(row.customerId, row.channel))) {
      await markSuppressed(database, row.id);
      logger.info(context, 'commercial message not sent: the member has not allowed this channel');
      return 'suppressed';
    }
    const outcome = await send(row);
    await markSent(database, row.id, outcome);
    recordOutboxAttempt(row.channel, outcome.provider, 'sent');
    logger.info({ ...context, provider: outcome.provider }, 'message sent');
    return 'sent';
  } catch (error) {
    // A provider's refusal says whether to try again; anything else (a blip, a bug) is retried until the attempts run out.
    const refused = error instanceof DeliveryError ? error : undefined;
    const failure = {
      provider: providerOf(row.channel),
      retry: refused?.retry ?? true,
      code: refused?.code,
      reason: (error as Error).message,
    };
    const settings = env();
    const next = await markFailed(database, row, failure, {
      maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
      retrySeconds: settings.OUTBOX_RETRY_SECONDS,
    });
    recordOutboxAttempt(row.channel, failure.provider, next);
    const log = { ...context, provider: failure.provider, code: failure.code, reason: failure.reason };
    if (next === 'failed') logger.error(log, 'message failed: it will not be retried (the operator can resend it)');
    else logger.warn(log, 'message not sent; it will be retried');
    return next;
  }
}
