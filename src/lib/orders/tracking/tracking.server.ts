import { and, eq, sql } from 'drizzle-orm';
import { captchaChallenge, verifyCaptcha } from '@lib/account/index.server';
import { db, issueOtp, verifyOtp, clearSessionData, setSessionData, hit, unhit } from '@lib/platform/index.server';
import { DomainError, localizedPath, type OtpChallenge, readData, type Caller } from '@lib/platform';
import { grantOrder } from '@lib/orders/records/access.server';
import { orders } from '@lib/orders/records/tables.server';
import type { TrackingGranted } from './rules';
import { TRACKING_CAPTCHA_AFTER, type TrackingLookup } from './schema';

// Guest tracking: order number and e-mail, then an SMS code to the order's phone, then a grant
// for that order and this session. A wrong pair answers exactly as a missing order and sends
// nothing; failures count per session (and, ten times as many, per client address), and from the
// limit on the bot check is required.

const WINDOW_S = 3600;

/** Many shoppers can share one address (an office, a mobile network): it gets ten times a session's failures. */
const ADDRESS_FACTOR = 10;

/** The bot check's part of an answer: asked (with a challenge) from the limit on. */
async function captchaPart(tries: number) {
  return tries >= TRACKING_CAPTCHA_AFTER ? { ShowCaptcha: true, Challenge: await captchaChallenge() } : { ShowCaptcha: false };
}

/** POST lookup: finds a paid order by number and e-mail and sends its code; the code's challenge. */
export async function lookupOrder(caller: Caller, input: TrackingLookup): Promise<OtpChallenge & { ShowCaptcha: false }> {
  const sessionKey = `tracking:session:${caller.session.idHash}`;
  const [own, shared] = await Promise.all([hit(sessionKey, WINDOW_S), hit(`tracking:address:${caller.clientAddress}`, WINDOW_S)]);
  const tries = Math.max(own, Math.floor(shared / ADDRESS_FACTOR));
  if (tries > TRACKING_CAPTCHA_AFTER && !(await verifyCaptcha(input.CaptchaToken))) {
    throw new DomainError('CAPTCHA_REQUIRED', { ShowCaptcha: true, Challenge: await captchaChallenge() });
  }
  const [order] = await (await db())
    .select({ id: orders.id, phone: orders.phone })
    .from(orders)
    .where(
      and(
        eq(orders.number, input.OrderNumber.toUpperCase()),
        sql`lower(${orders.email}) = ${input.Email.trim().toLowerCase()}`,
        eq(orders.status, 'received'),
      ),
    );
  if (!order) throw new DomainError('UNABLE_TO_RETRIEVE_ORDER_INFORMATION', await captchaPart(tries));
  // A right lookup takes its session's try back; the address keeps counting, so one's own order cannot reset it.
  await unhit(sessionKey);
  const challenge = await issueOtp({ purpose: 'order-tracking', target: order.phone, channel: 'sms', caller });
  await setSessionData(caller.session, 'tracking', { orderId: order.id, requestId: challenge.RequestId });
  return { ...challenge, ShowCaptcha: false };
}

async function pendingOrder(caller: Caller) {
  const pending = readData(caller.session, 'tracking');
  const [order] = pending ? await (await db()).select().from(orders).where(eq(orders.id, pending.orderId)) : [];
  if (!pending || !order) throw new DomainError('UNABLE_TO_RETRIEVE_ORDER_INFORMATION', { ShowCaptcha: false });
  return { pending, order };
}

/** POST send-otp: a new code for the order being tracked, after the resend wait. */
export async function resendTrackingCode(caller: Caller): Promise<OtpChallenge> {
  const { order } = await pendingOrder(caller);
  const challenge = await issueOtp({ purpose: 'order-tracking', target: order.phone, channel: 'sms', caller });
  await setSessionData(caller.session, 'tracking', { orderId: order.id, requestId: challenge.RequestId });
  return challenge;
}

/** POST verify: the right code grants this session the order for a while; where it is shown. */
export async function verifyTracking(caller: Caller, answer: { RequestId: string; Otp: string }): Promise<TrackingGranted> {
  const { order } = await pendingOrder(caller);
  await verifyOtp({
    purpose: 'order-tracking',
    target: order.phone,
    sessionHash: caller.session.idHash,
    requestId: answer.RequestId,
    code: answer.Otp,
  });
  const expiresAt = await grantOrder(caller.session, order.id);
  await clearSessionData(caller.session, 'tracking');
  return {
    OrderId: order.id,
    OrderCode: order.number,
    RedirectUrl: `${localizedPath('/customer/ordertrackingsuccessful', caller.lang)}?orderId=${order.id}`,
    ExpiresAt: expiresAt.toISOString(),
  };
}
