import { sql } from 'drizzle-orm';
import { db, hit } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { adEvents } from './tables.server';
import { isAd } from './ads';

/** Events one session may count per minute: a real shopper sends a handful; more is a script. */
const EVENTS_PER_MINUTE = 60;

/** POST ad/send-event: counts an impression or a click of a known ad, at most EVENTS_PER_MINUTE a session. */
export async function countAdEvent(sessionKey: string, adId: string, event: 'impression' | 'click'): Promise<{ Counted: boolean }> {
  if (!isAd(adId)) throw new DomainError('AD_NOT_FOUND');
  if ((await hit(`ad-event:${sessionKey}`, 60)) > EVENTS_PER_MINUTE) return { Counted: false };
  await (await db())
    .insert(adEvents)
    .values({ adId, event, count: 1 })
    .onConflictDoUpdate({ target: [adEvents.adId, adEvents.event], set: { count: sql`${adEvents.count} + 1` } });
  return { Counted: true };
}
