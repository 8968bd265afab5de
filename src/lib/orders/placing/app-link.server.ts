import { db, env, enqueue, logger, hit } from '@lib/platform/index.server';
import { DomainError, localizedPath, type Caller } from '@lib/platform';
import { siteOrigin } from '@lib/catalogue/index.server';

// POST send app link (order received page): the store's app link by SMS. An SMS costs money and
// reaches a number the caller names, so it counts against the same caps as a code send: the
// session's, the client address's and the number's, in the same window.

async function countSend(caller: Caller, phone: string): Promise<void> {
  const settings = env();
  const caps = [
    { key: `app-link:session:${caller.session.idHash}`, max: settings.OTP_SENDS_PER_SESSION },
    { key: `app-link:address:${caller.clientAddress}`, max: settings.OTP_SENDS_PER_ADDRESS },
    { key: `app-link:target:${phone}`, max: settings.OTP_SENDS_PER_HOUR },
  ];
  for (const { key, max } of caps) {
    if ((await hit(key, settings.OTP_SEND_WINDOW_SECONDS)) > max) throw new DomainError('E107');
  }
}

/** Sends the app link to a mobile number in the caller's language; APP_LINK_NOT_SENT when it cannot be sent to that number. */
export async function sendAppLink(caller: Caller, phoneNumber: string): Promise<void> {
  const phone = phoneNumber.replace(/\D/g, '');
  await countSend(caller, phone);
  const link = new URL(localizedPath('/', caller.lang), siteOrigin()).toString();
  try {
    await enqueue(await db(), { channel: 'sms', to: phone, lang: caller.lang, kind: 'appLink', data: { link } });
  } catch (error) {
    logger.error({ err: error }, 'app link not sent');
    throw new DomainError('APP_LINK_NOT_SENT');
  }
}
